package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
)

// claimsInFlight are the reservations of claims this market is sending, per agent and bounty,
// so concurrent offers do not promise the same free stake twice.
type claimsInFlight struct {
	admit sync.Mutex // one admission at a time: read, check, hold
	mu    sync.Mutex
	by    map[uint64]map[uint64]*big.Int // agent id → bounty id → reservation
}

func (f *claimsInFlight) hold(agentID, bountyID uint64, amount *big.Int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.by == nil {
		f.by = map[uint64]map[uint64]*big.Int{}
	}
	if f.by[agentID] == nil {
		f.by[agentID] = map[uint64]*big.Int{}
	}
	f.by[agentID][bountyID] = amount
}

func (f *claimsInFlight) release(agentID, bountyID uint64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.by[agentID], bountyID)
	if len(f.by[agentID]) == 0 {
		delete(f.by, agentID)
	}
}

func (f *claimsInFlight) of(agentID uint64) map[uint64]*big.Int {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[uint64]*big.Int, len(f.by[agentID]))
	for id, v := range f.by[agentID] {
		out[id] = v
	}
	return out
}

// admit runs the money checks of the policies that match bounty b and skill (first is tried
// first): arbiter, time left, slash exposure, free stake and, for a bounty without an arbiter,
// the requester's record. The first policy that passes is
// returned with its reservation held as in flight until release is called (after the claim
// transaction). When every policy refuses, the first refusal is recorded and logged once; it
// wraps ErrNotForUs unless it is for free stake, which a settlement can free (the bounty is
// offered again).
func (m *Market) admit(ctx context.Context, b Bounty, skill string, first Policy) (Policy, func(), error) {
	pols := []Policy{first}
	for _, p := range m.Policies() {
		if p.AgentID != first.AgentID && m.fits(p, b) && slices.Contains(p.Skills, skill) {
			pols = append(pols, p)
		}
	}
	// The exposure and the chain's time are read at once: each is a round trip to the chain
	// node, and the winner of a bounty makes them on its way to the claim.
	var (
		now     time.Time
		nowErr  error
		reading sync.WaitGroup
	)
	reading.Add(1)
	go func() { defer reading.Done(); now, nowErr = m.chainNow(ctx) }()
	exp, err := m.esc.Exposure(ctx, b)
	reading.Wait()
	if err = errors.Join(err, nowErr); err != nil {
		return Policy{}, nil, err
	}
	record, err := m.requesterRecord(b)
	if err != nil {
		return Policy{}, nil, err
	}
	m.inflight.admit.Lock()
	defer m.inflight.admit.Unlock()
	var refusal error
	for _, p := range pols {
		free, err := m.freeStake(ctx, p.AgentID)
		if err != nil {
			return Policy{}, nil, err
		}
		err = m.withDefaults(p).Check(b, exp, free, now)
		if err == nil && record != nil {
			err = p.CheckRequester(b, *record)
		}
		if err == nil {
			m.inflight.hold(p.AgentID, b.ID, exp.Reservation)
			return p, func() { m.inflight.release(p.AgentID, b.ID) }, nil
		}
		if refusal == nil {
			refusal = fmt.Errorf("agent %s: %w", p.Agent, err)
		}
	}
	m.refuse(b.ID, first.Agent, refusal)
	if errors.Is(refusal, ErrFreeStakeTooLow) {
		return Policy{}, nil, fmt.Errorf("escrow: bounty %d: %w", b.ID, refusal)
	}
	return Policy{}, nil, fmt.Errorf("%w: bounty %d: %w", ErrNotForUs, b.ID, refusal)
}

// requesterRecord reads the record of b's requester when b has no arbiter and the market has
// a history (nil otherwise: no requester check).
func (m *Market) requesterRecord(b Bounty) (*RequesterRecord, error) {
	if m.history == nil || b.Arbiter != (common.Address{}) {
		return nil, nil
	}
	r, err := m.history.RequesterRecord(b.Requester, b.Token)
	if err != nil {
		return nil, fmt.Errorf("escrow: record of requester %s: %w", b.Requester.Hex(), err)
	}
	return &r, nil
}

// withDefaults fills the limits p leaves to the market: a claim needs DefaultMinRunTime (at
// most RunTimeout) of run plus DefaultMinTimeLeft to submit before the deadline.
func (m *Market) withDefaults(p Policy) Policy {
	if p.MinTimeLeft <= 0 {
		p.MinTimeLeft = min(m.cfg.RunTimeout, DefaultMinRunTime) + DefaultMinTimeLeft
	}
	return p
}

// freeStake is the agent's free stake on chain less the reservations of its claims in flight
// that the chain does not show yet. The stake is read first: a claim mined after that read is
// still open at the status read and counted here, so nothing is counted twice (a claim mined
// in between is counted once too few, and the escrow refuses the over-promised claim before
// any transaction is sent). The bounties in flight are read at once (a burst of bounties
// holds several), each after the stake.
func (m *Market) freeStake(ctx context.Context, agentID uint64) (*big.Int, error) {
	free, err := m.esc.FreeStake(ctx, agentID)
	if err != nil {
		return nil, err
	}
	held := m.inflight.of(agentID)
	var (
		mu   sync.Mutex
		errs []error
		wg   sync.WaitGroup
	)
	for id, amount := range held {
		wg.Add(1)
		go func() {
			defer wg.Done()
			raw, err := chain.Read(ctx, m.esc.s.Backend(), m.esc.s.Decoder(), m.esc.addr, m.esc.c.PackGetBounty(u(id)), m.esc.c.UnpackGetBounty)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errs = append(errs, fmt.Errorf("escrow: read bounty %d: %w", id, err))
			} else if Status(raw.Status) == StatusOpen {
				free.Sub(free, amount)
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return free, nil
}
