package chainindex

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// NewOracle makes the index's Oracle; every spaces its catch-ups.
func NewOracle(ix *Index, every time.Duration) *Oracle { return &Oracle{ix: ix, every: every} }

// Oracle gates the node's gossip and ranks its search by what the index knows of the chain:
// discovery's StakeOracle, index.Signals and registry.DelegateChecker. An address it does not
// know yet makes it catch up with the chain once (at most every `every`), so an agent
// registered a moment ago is not turned away while the index polls.
type Oracle struct {
	ix    *Index
	every time.Duration

	mu       sync.Mutex
	lastSync time.Time
}

// MinStakeOK implements discovery.StakeOracle: addr owns or is the wallet of an active agent.
func (o *Oracle) MinStakeOK(addr common.Address) (bool, error) {
	if ok, err := o.Active(addr); ok || err != nil {
		return ok, err
	}
	o.mu.Lock()
	stale := o.ix.now().Sub(o.lastSync) >= o.every
	if stale {
		o.lastSync = o.ix.now()
	}
	o.mu.Unlock()
	if !stale {
		return false, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := o.ix.Sync(ctx); err != nil {
		return false, err
	}
	return o.Active(addr)
}

// Active reports whether addr owns, or is the wallet of, an active agent, as the index has it
// now (no catch-up).
func (o *Oracle) Active(addr common.Address) (bool, error) {
	agents, err := o.ix.AgentsOf(addr)
	if err != nil {
		return false, err
	}
	for _, a := range agents {
		if a.Active && (a.Owner == addr || a.Wallet == addr) {
			return true, nil
		}
	}
	return false, nil
}

// Stake implements index.Signals: the verified stake of the agent addr speaks for.
func (o *Oracle) Stake(addr common.Address) (*big.Int, bool) {
	a, ok := o.agentOf(addr)
	if !ok {
		return nil, false
	}
	return a.Stake, true
}

// Reputation implements index.Signals: the agent's reputation in [0, 100].
func (o *Oracle) Reputation(addr common.Address) (float64, bool) {
	a, ok := o.agentOf(addr)
	if !ok {
		return 0, false
	}
	return float64(o.ix.ReputationOf(a.ID)), true
}

// PaidBounties is how many bounties the agent addr speaks for had accepted (or auto-accepted)
// and paid, from the chain index (a local read, no chain call); 0 if unknown.
func (o *Oracle) PaidBounties(addr common.Address) uint64 {
	a, ok := o.agentOf(addr)
	if !ok {
		return 0
	}
	r, err := o.ix.Reputation(a.ID)
	if err != nil {
		return 0
	}
	return r.Accepted + r.AutoAccepted
}

// agentOf is the registered agent whose owner or wallet addr is (the one with most stake).
func (o *Oracle) agentOf(addr common.Address) (Agent, bool) {
	agents, err := o.ix.AgentsOf(addr)
	if err != nil || len(agents) == 0 {
		return Agent{}, false
	}
	best := agents[0]
	for _, a := range agents[1:] {
		if a.Stake.Cmp(best.Stake) > 0 {
			best = a
		}
	}
	return best, true
}

// ValidDelegate implements registry.DelegateChecker over the DIDRegistry's delegates.
func (o *Oracle) ValidDelegate(agent, signer common.Address) bool {
	return o.ix.ValidDelegate(agent, signer, o.ix.now())
}
