package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
)

// admit runs the money checks of the policies that match bounty b and skill (first is tried
// first): arbiter, time left, slash exposure, free stake. The first policy that passes is
// returned with its reservation counted as in flight until release is called (after the claim
// transaction), so concurrent offers do not promise the same free stake twice. When every
// policy refuses, the first refusal is recorded and logged once; it wraps ErrNotForUs unless it
// is for free stake, which a settlement can free (the bounty is offered again).
func (m *Market) admit(ctx context.Context, b Bounty, skill string, first Policy) (Policy, func(), error) {
	pols := []Policy{first}
	for _, p := range m.Policies() {
		if p.AgentID != first.AgentID && m.fits(p, b) && slices.Contains(p.Skills, skill) {
			pols = append(pols, p)
		}
	}
	exp, err := m.esc.Exposure(ctx, b)
	if err != nil {
		return Policy{}, nil, err
	}
	now, err := m.chainNow(ctx)
	if err != nil {
		return Policy{}, nil, err
	}
	var refusal error
	for _, p := range pols {
		free, err := m.esc.FreeStake(ctx, p.AgentID)
		if err != nil {
			return Policy{}, nil, err
		}
		m.mu.Lock()
		if m.inflight == nil {
			m.inflight = map[uint64]*big.Int{}
		}
		held := m.inflight[p.AgentID]
		if held == nil {
			held = new(big.Int)
		}
		err = p.Check(b, exp, new(big.Int).Sub(free, held), now)
		if err == nil {
			m.inflight[p.AgentID] = new(big.Int).Add(held, exp.Reservation)
		}
		m.mu.Unlock()
		if err == nil {
			return p, func() { m.unhold(p.AgentID, exp.Reservation) }, nil
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

// unhold drops a reservation counted in flight once its claim transaction has returned (the
// chain's reservedOf holds it from then on).
func (m *Market) unhold(agentID uint64, amount *big.Int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if h := m.inflight[agentID]; h != nil {
		if h.Sub(h, amount); h.Sign() <= 0 {
			delete(m.inflight, agentID)
		}
	}
}
