package escrow

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MaxCandidates bounds the results kept for one bounty before it is judged. Only the claiming
// worker can deliver, so more than one means it recomputed; the newest are kept.
const MaxCandidates = 4

// claimRetry is how long "not claimed yet" is remembered for a bounty and the account that
// signed the delivery, so that account's deliveries before the claim is mined cost one chain
// read per bounty per claimRetry, not one each. It is remembered per signer: one sender's early
// delivery (a stranger's forgery, sent before the claim) never makes the requester refuse
// another's, such as the claiming worker's right after its claim is mined.
const claimRetry = time.Second

// maxMissed bounds the (bounty, signer) pairs remembered as not claimed yet: past it, the
// entries older than claimRetry are dropped, and a new pair is not remembered while every entry
// is newer (its sender's next delivery reads the chain again).
const maxMissed = 4096

// claim is who holds a bounty: the agent and the account that claimed it for the agent.
type claim struct {
	agentID uint64
	by      common.Address
}

// missKey is a bounty and the account whose delivery found it not claimed yet.
type missKey struct {
	id uint64
	by common.Address
}

// claimCache remembers the claims of this node's bounties (they never change once made) and
// when a bounty was last seen unclaimed by a delivery of each signer. It only holds bounties
// the node has jobs for.
type claimCache struct {
	mu     sync.Mutex
	known  map[uint64]claim
	missed map[missKey]time.Time
}

func newClaimCache() claimCache {
	return claimCache{known: map[uint64]claim{}, missed: map[missKey]time.Time{}}
}

// miss remembers that k found the bounty not claimed at now. The caller holds mu.
func (cc *claimCache) miss(k missKey, now time.Time) {
	if len(cc.missed) >= maxMissed {
		for old, at := range cc.missed {
			if now.Sub(at) >= claimRetry {
				delete(cc.missed, old)
			}
		}
		if len(cc.missed) >= maxMissed {
			return
		}
	}
	cc.missed[k] = now
}

// claimant is the claim on bounty id, from the cache or the chain; ErrNotClaimed before it.
// signer is the account whose delivery asks: a "not claimed yet" is remembered for it alone.
func (m *Market) claimant(ctx context.Context, id uint64, signer common.Address) (claim, error) {
	cc := &m.claims
	key := missKey{id: id, by: signer}
	cc.mu.Lock()
	c, ok := cc.known[id]
	missed, wasMissed := cc.missed[key]
	cc.mu.Unlock()
	if ok {
		return c, nil
	}
	if wasMissed && time.Since(missed) < claimRetry {
		return claim{}, fmt.Errorf("%w: %d", ErrNotClaimed, id)
	}
	miss := func() (claim, error) {
		cc.mu.Lock()
		cc.miss(key, time.Now())
		cc.mu.Unlock()
		return claim{}, fmt.Errorf("%w: %d", ErrNotClaimed, id)
	}
	b, err := m.esc.Bounty(ctx, id)
	if err != nil {
		return claim{}, err
	}
	if b.Status == StatusOpen {
		return miss()
	}
	by, err := m.esc.Claimer(ctx, id)
	if errors.Is(err, ErrNotClaimed) {
		return miss()
	}
	if err != nil {
		return claim{}, err
	}
	c = claim{agentID: b.AgentID, by: by}
	cc.mu.Lock()
	cc.known[id] = c
	for k := range cc.missed {
		if k.id == id {
			delete(cc.missed, k)
		}
	}
	cc.mu.Unlock()
	return c, nil
}

// CheckDelivery decides whether to read a delivery's sealed bytes at all: the header must be
// for this chain and escrow, within the size limit, for a bounty this node posted, signed by
// its Signer (checked before anything is read from the chain or remembered, so a forged header
// touches no state another delivery depends on), and Signer must be the account that claimed
// the bounty on chain, for the agent that holds the claim. Before the claim is on chain it
// returns ErrNotClaimed, remembered for that signer only (claimant): the worker delivers again.
func (m *Market) CheckDelivery(ctx context.Context, d Delivery) error {
	if err := d.CheckHeader(m.cfg.ChainID, m.esc.Address()); err != nil {
		return err
	}
	if j, ok := m.Job(d.BountyID); !ok || j.Role != RoleRequester {
		return fmt.Errorf("%w: %d", ErrNotOurBounty, d.BountyID)
	}
	if err := d.VerifySignature(); err != nil {
		return err
	}
	c, err := m.claimant(ctx, d.BountyID, d.Signer)
	if err != nil {
		return err
	}
	if d.Signer != c.by || d.AgentID != c.agentID {
		return fmt.Errorf("%w: bounty %d is claimed by %s for agent %d, delivery signed by %s for agent %d",
			ErrNotClaimant, d.BountyID, c.by.Hex(), c.agentID, d.Signer.Hex(), d.AgentID)
	}
	return nil
}

// Deliver takes a sealed result from the claiming worker for one of this node's bounties: it
// checks the header (CheckDelivery) and that the sealed bytes are the ones it names, opens them,
// checks the result is for that bounty and agent, and keeps it as a candidate for Reconcile
// to judge once the submitted hash is on chain. A delivery after the verdict changes nothing.
func (m *Market) Deliver(ctx context.Context, d Delivery, sealed []byte) error {
	if err := m.CheckDelivery(ctx, d); err != nil {
		return err
	}
	if err := d.CheckSealed(sealed); err != nil {
		return err
	}
	plain, err := m.key.Open(sealed)
	if err != nil {
		return fmt.Errorf("%w: does not open with this node's key: %v", ErrBadDelivery, err)
	}
	var res Result
	if err := json.Unmarshal(plain, &res); err != nil || res.BountyID != d.BountyID || res.AgentID != d.AgentID {
		return fmt.Errorf("%w: not a result of bounty %d by agent %d", ErrBadDelivery, d.BountyID, d.AgentID)
	}
	if !m.lock(d.BountyID) {
		return fmt.Errorf("%w: %d", ErrBusy, d.BountyID)
	}
	defer m.unlock(d.BountyID)
	j, _ := m.Job(d.BountyID)
	if j.Stage != StagePosted && j.Stage != StageReceived {
		return nil // judged already
	}
	if !addCandidate(&j, plain) {
		return nil // the same result again
	}
	j.Stage = StageReceived
	if err := m.save(&j); err != nil {
		return err
	}
	m.log.Info("received result", "bounty", d.BountyID, "agent", res.AgentID, "bytes", len(plain), "hash", Hash(plain).Hex())
	return nil
}

// addCandidate keeps plain among j's candidates, dropping the oldest beyond MaxCandidates;
// false when it is there already.
func addCandidate(j *Job, plain []byte) bool {
	for _, c := range j.Candidates {
		if bytes.Equal(c, plain) {
			return false
		}
	}
	j.Candidates = append(j.Candidates, plain)
	if n := len(j.Candidates); n > MaxCandidates {
		j.Candidates = append([]json.RawMessage(nil), j.Candidates[n-MaxCandidates:]...)
	}
	return true
}

// pickCandidate moves the candidate whose hash was submitted on chain into j.Result.
func pickCandidate(j *Job, submitted common.Hash) bool {
	for _, c := range j.Candidates {
		if Hash(c) == submitted {
			j.Result, j.ResultHash, j.Candidates = c, submitted, nil
			return true
		}
	}
	return false
}
