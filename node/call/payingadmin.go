package call

import (
	"context"
	"fmt"
	"maps"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// reserve books amount against payee's deposits and the budget (ErrBudget beyond them).
func (p *Paying) reserve(l *lanes, amount *big.Int) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	maxDeposit, budget := p.limits(l.token)
	deposited := p.depositedIn(l.token)
	if new(big.Int).Add(l.amount, amount).Cmp(maxDeposit) > 0 || new(big.Int).Add(deposited, amount).Cmp(budget) > 0 {
		return fmt.Errorf("%w: %s more would pass the limits (max deposit per payee %s, %s deposited to it; budget %s, %s deposited)",
			ErrBudget, amount, maxDeposit, l.amount, budget, deposited)
	}
	p.countLocked(l, amount)
	return nil
}

func (p *Paying) unreserve(l *lanes, amount *big.Int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.uncountLocked(l, amount)
}

// Open opens a channel to payee in token (zero: ETH) with amount, within the policy, and
// makes it a lane of calls to payee (`agentsite channel open`).
func (p *Paying) Open(ctx context.Context, payee, token common.Address, amount *big.Int) (common.Hash, error) {
	if amount == nil || amount.Sign() <= 0 {
		return common.Hash{}, fmt.Errorf("%w: amount must be positive", ErrBudget)
	}
	p.mu.Lock()
	l := p.lanesOf(laneKey{payee, token})
	if l.n >= p.pol.Lanes {
		p.mu.Unlock()
		return common.Hash{}, fmt.Errorf("%w: %d channels to %s already (payments.lanes); top one up instead", ErrBudget, l.n, payee.Hex())
	}
	l.n++
	p.mu.Unlock()
	if err := p.reserve(l, amount); err != nil {
		p.mu.Lock()
		l.n--
		p.mu.Unlock()
		return common.Hash{}, err
	}
	id, err := p.open(ctx, payee, token, amount)
	if err != nil {
		p.unreserve(l, amount)
		p.mu.Lock()
		l.n--
		p.mu.Unlock()
		return common.Hash{}, err
	}
	l.free <- id
	return id, nil
}

// TopUp adds amount to channel id, within the policy (`agentsite channel topup`).
func (p *Paying) TopUp(ctx context.Context, id common.Hash, amount *big.Int) error {
	c, ok := p.payer.Channel(id)
	if !ok {
		return fmt.Errorf("call: payment: no channel %s", id.Hex())
	}
	if amount == nil || amount.Sign() <= 0 {
		return fmt.Errorf("%w: amount must be positive", ErrBudget)
	}
	p.mu.Lock()
	l := p.lanesOf(laneKey{c.Channel.Payee, c.Channel.Token})
	p.mu.Unlock()
	if err := p.reserve(l, amount); err != nil {
		return err
	}
	if err := p.chain.TopUp(ctx, c.Channel, amount); err != nil {
		p.unreserve(l, amount)
		return fmt.Errorf("call: payment: %w", err)
	}
	c, _ = p.payer.Channel(id)
	if _, err := p.payer.Add(c.Channel, new(big.Int).Add(c.Deposited, amount)); err != nil {
		return fmt.Errorf("call: payment: %w", err)
	}
	return nil
}

// Retire stops using channel id for calls (its withdrawal was requested): its deposit no
// longer counts against the policy once the payer takes it back. A channel retired with its
// deposit kept counted (retireKept) has it released here.
func (p *Paying) Retire(id common.Hash) {
	c, ok := p.payer.Channel(id)
	p.mu.Lock()
	defer p.mu.Unlock()
	if !ok || (p.retired[id] && !p.kept[id]) {
		return
	}
	l := p.lanesOf(laneKey{c.Channel.Payee, c.Channel.Token})
	if !p.kept[id] {
		l.n--
	}
	p.retired[id] = true
	delete(p.kept, id)
	p.uncountLocked(l, c.Deposited)
}

// Retired reports whether channel id is retired.
func (p *Paying) Retired(id common.Hash) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.retired[id]
}

// Reconcile reads every channel of the payer whose record may lag the chain (a crash between
// a transaction and its record: an open recorded without its deposit, a top-up not added)
// and records the chain's deposit; a channel the chain has withdrawn (another epoch) or is
// withdrawing is retired, and the lane it frees goes to a channel NewPaying kept for want of
// one (lanes). Run it once after NewPaying, before calls.
func (p *Paying) Reconcile(ctx context.Context) error {
	// Calls run meanwhile (the node's agents call out before StartPaying returns): a channel
	// retired by an overcharge since is no lane again (review rv30, finding 2).
	p.mu.Lock()
	retired, kept := maps.Clone(p.retired), maps.Clone(p.kept)
	p.mu.Unlock()
	var open []common.Hash // channels read open, in their epoch
	defer func() { p.promote(open, kept) }()
	for _, c := range p.payer.Channels() {
		if c.Channel.Payer != p.self {
			continue
		}
		st, err := p.chain.State(ctx, c.ID)
		if err != nil {
			return fmt.Errorf("call: payment: reconcile %s: %w", c.ID.Hex(), err)
		}
		if st.Epoch != c.Epoch {
			p.Retire(c.ID)
			if _, err := p.payer.Reopen(c.Channel, st.Epoch, new(big.Int)); err != nil {
				return err
			}
			continue
		}
		if st.WithdrawableAt != 0 {
			// Its withdrawal was requested (channel.close before a restart): the payee
			// refuses its vouchers, so it is no lane (review of issue 20, finding 8).
			p.Retire(c.ID)
			continue
		}
		open = append(open, c.ID)
		if st.Deposited.Cmp(c.Deposited) <= 0 {
			continue
		}
		if _, err := p.payer.Add(c.Channel, st.Deposited); err != nil {
			return err
		}
		p.mu.Lock()
		l := p.lanesOf(laneKey{c.Channel.Payee, c.Channel.Token})
		delta := new(big.Int).Sub(st.Deposited, c.Deposited)
		p.countLocked(l, delta)
		if p.retired[c.ID] && retired[c.ID] && l.n < p.pol.Lanes {
			p.unretire(l, c.ID)
		}
		p.mu.Unlock()
	}
	return nil
}

// promote makes lanes of the channels of ids that NewPaying kept with no lane (more funded
// channels than lanes; kept0, those kept when Reconcile started), while their payee's lanes
// have room: Reconcile retired the channels whose withdrawal is pending, and a kept channel,
// funded and open, stayed idle with its deposit counted, every call to its payee then needing
// a new channel past MaxDeposit (review rv29, finding 2).
func (p *Paying) promote(ids []common.Hash, kept0 map[common.Hash]bool) {
	for _, id := range ids {
		c, ok := p.payer.Channel(id)
		p.mu.Lock()
		if ok && p.kept[id] && kept0[id] {
			if l := p.lanesOf(laneKey{c.Channel.Payee, c.Channel.Token}); l.n < p.pol.Lanes {
				p.unretire(l, id)
			}
		}
		p.mu.Unlock()
	}
}

// unretire makes retired channel id a lane of l again (p.mu held; l has room).
func (p *Paying) unretire(l *lanes, id common.Hash) {
	delete(p.retired, id)
	delete(p.kept, id)
	l.n++
	l.free <- id
}
