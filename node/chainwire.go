package node

import (
	"context"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/devclock"
)

// startChainIndex follows the deployment's events into the node's badger store.
func (n *Node) startChainIndex(ctx context.Context) error {
	cfg := chainindex.DefaultConfig()
	cfg.Prefix = "ci/"
	cfg.Confirmations = n.cfg.Chain.Confirmations
	cfg.PollInterval = time.Duration(n.cfg.Chain.PollInterval)
	cfg.Logger = n.log.With("component", "chainindex")
	ix, err := chainindex.New(cfg, n.db, n.rpc, n.dep)
	if err != nil {
		return err
	}
	n.index = ix
	n.onClose(ix.Close)
	if err := ix.Start(ctx); err != nil {
		return err
	}
	n.oracle = &stakeOracle{ix: ix, every: 200 * time.Millisecond}
	return nil
}

// stakeOracle gates gossip and ranks search by what the index knows of the chain. An address
// it does not know yet makes it catch up with the chain once (at most every `every`), so an
// agent registered a moment ago is not turned away while the index polls.
type stakeOracle struct {
	ix    *chainindex.Index
	every time.Duration

	mu       sync.Mutex
	lastSync time.Time
}

// MinStakeOK implements discovery.StakeOracle: addr owns or is the wallet of an active agent.
func (o *stakeOracle) MinStakeOK(addr common.Address) (bool, error) {
	if ok, err := o.active(addr); ok || err != nil {
		return ok, err
	}
	o.mu.Lock()
	stale := time.Since(o.lastSync) >= o.every
	if stale {
		o.lastSync = time.Now()
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
	return o.active(addr)
}

func (o *stakeOracle) active(addr common.Address) (bool, error) {
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
func (o *stakeOracle) Stake(addr common.Address) (*big.Int, bool) {
	a, ok := o.agentOf(addr)
	if !ok {
		return nil, false
	}
	return a.Stake, true
}

// Reputation implements index.Signals: the agent's reputation in [0, 100].
func (o *stakeOracle) Reputation(addr common.Address) (float64, bool) {
	a, ok := o.agentOf(addr)
	if !ok {
		return 0, false
	}
	return float64(o.ix.ReputationOf(a.ID)), true
}

// PaidBounties is how many bounties the agent addr speaks for had accepted (or auto-accepted)
// and paid, from the chain index (a local read, no chain call); 0 if unknown.
func (o *stakeOracle) PaidBounties(addr common.Address) uint64 {
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
func (o *stakeOracle) agentOf(addr common.Address) (chainindex.Agent, bool) {
	agents, err := o.ix.AgentsOf(addr)
	if err != nil || len(agents) == 0 {
		return chainindex.Agent{}, false
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
func (o *stakeOracle) ValidDelegate(agent, signer common.Address) bool {
	return o.ix.ValidDelegate(agent, signer, time.Now())
}

// watchChain reacts to indexed escrow events: a new bounty is offered to the market (so
// workers find bounties even when they missed the gossip), and any event about one of this
// node's bounties moves its job on at once instead of at the next tick.
func (n *Node) watchChain(ctx context.Context) {
	events, cancel := n.index.Subscribe()
	defer cancel()
	for {
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-events:
			if !ok {
				return
			}
			m := n.market.Load()
			if m == nil || ev.Removed || ev.BountyID == 0 {
				continue
			}
			if ev.Name == chainindex.EventBountyPosted && len(n.cfg.Market) > 0 {
				n.offerPosted(ev.BountyID)
				continue
			}
			if ev.Name == chainindex.EventBountyClaimed && slices.Contains(m.AgentIDs(), ev.AgentID) {
				if _, known := m.Job(ev.BountyID); !known {
					id, agentID := ev.BountyID, ev.AgentID
					n.wg.Add(1)
					go func() { defer n.wg.Done(); n.adoptions.Adopt(ctx, m, id, agentID) }()
					continue
				}
			}
			if _, ours := m.Job(ev.BountyID); ours { // move that bounty on now, not at the next tick
				id := ev.BountyID
				n.wg.Add(1)
				go func() { defer n.wg.Done(); _ = m.ReconcileBounty(ctx, id) }()
			}
		}
	}
}

// startDevClock starts the dev-chain clock (package devclock) on dev chains; elsewhere it does
// nothing.
func (n *Node) startDevClock(runCtx context.Context) {
	if !devclock.IsDev(n.dep.ChainID) {
		return
	}
	cfg := devclock.Config{
		Chain:     devChain{n},
		PhaseEnds: n.phaseEnds,
		Every:     time.Duration(n.cfg.ReconcileEvery),
		Logger:    n.log,
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		devclock.Run(runCtx, cfg)
	}()
}

// phaseEnds are the ends of the current phases of the node's bounties that are not settled.
func (n *Node) phaseEnds() []time.Time {
	m := n.market.Load()
	if m == nil {
		return nil
	}
	var untils []time.Time
	for _, j := range m.Jobs() {
		if j.Stage == escrow.StageDone {
			continue
		}
		if b, err := n.index.Bounty(j.BountyID); err == nil && !b.Status.Terminal() {
			untils = append(untils, b.Until)
		}
	}
	return untils
}

// devChain is the node's chain as the dev clock uses it.
type devChain struct{ n *Node }

var _ devclock.Chain = devChain{}

// HeadTime implements devclock.Chain.
func (c devChain) HeadTime(ctx context.Context) (time.Time, error) {
	head, err := c.n.rpc.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, err
	}
	return time.Unix(int64(head.Time), 0), nil
}

// Mine implements devclock.Chain: anvil's evm_mine; a chain without that method gets an empty
// transaction from the node account to itself.
func (c devChain) Mine(ctx context.Context) error {
	if err := c.n.rpc.Client().CallContext(ctx, nil, "evm_mine"); err == nil {
		return nil
	}
	self := c.n.nodeKey.Address()
	_, err := c.n.sender.Send(ctx, chain.Tx{To: &self, GasLimit: 21_000})
	return err
}
