package call

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/runtime"
)

// A payer's lanes: the channels it keeps to one payee in one token, taken one call at a time.

// laneKey names a payer's lanes: the payee and the token.
type laneKey struct {
	payee, token common.Address
}

// lanes are the channels to one payee in one token; free holds the idle ones.
type lanes struct {
	token  common.Address // what its channels pay in
	free   chan common.Hash
	n      int      // channels opened (or being opened)
	amount *big.Int // their deposits together
}

// maxRetired bounds the retired channels a lane queue holds until calls drain them.
const maxRetired = 64

// lanesOf returns (making) the lanes of k; p.mu is held or p is not shared yet.
func (p *Paying) lanesOf(k laneKey) *lanes {
	l, ok := p.lanes[k]
	if !ok {
		// Room for the lanes and for retired ones not yet drained (a retired channel leaves
		// the queue when a call next takes it).
		l = &lanes{token: k.token, free: make(chan common.Hash, p.pol.Lanes+maxRetired), amount: new(big.Int)}
		p.lanes[k] = l
	}
	return l
}

// taken is a channel taken from its lanes for one call: release gives it back.
type taken struct {
	id common.Hash
	ch paychan.Channel
	l  *lanes
}

// release puts the channel back among its lanes' idle ones.
func (t taken) release() { t.l.free <- t.id }

// lane takes an idle channel to t's payee, opening one when all are busy and fewer than
// Lanes exist (and the deposit limits leave room for it), else waiting for one. Its release
// gives it back.
func (p *Paying) lane(ctx context.Context, key string, t Terms, price *big.Int) (taken, error) {
	k := laneKey{t.Payee, t.Token}
	p.mu.Lock()
	l := p.lanesOf(k)
	p.mu.Unlock()
	select {
	case id := <-l.free:
		return p.take(ctx, key, t, price, l, id)
	default:
	}
	p.mu.Lock()
	if l.n < p.pol.Lanes {
		amount, err := p.depositLocked(l, key, price)
		if err == nil {
			if err = p.newPayeeLocked(key, k); err != nil {
				p.undepositLocked(l, key, amount)
			}
		}
		if err != nil && l.n > 0 {
			// No room for another channel: wait for one of the payee's (review rv5b, finding 2).
			p.mu.Unlock()
			return p.wait(ctx, key, t, price, l)
		}
		if err != nil {
			if l.n == 0 && len(l.free) == 0 {
				delete(p.lanes, k) // no lanes for a payee never paid: its name is the agent's word
			}
			p.mu.Unlock()
			return taken{}, err
		}
		l.n++
		p.mu.Unlock()
		id, err := p.open(ctx, t.Payee, t.Token, amount)
		if err != nil {
			p.mu.Lock()
			l.n--
			p.undepositLocked(l, key, amount)
			p.mu.Unlock()
			return taken{}, err
		}
		if _, name, ok := strings.Cut(key, "/"); ok {
			if err := p.payer.Name(id, name); err != nil {
				p.log.Warn("payment: channel's agent not recorded", "channel", id.Hex(), "err", err)
			}
		}
		return p.take(ctx, key, t, price, l, id)
	}
	p.mu.Unlock()
	return p.wait(ctx, key, t, price, l)
}

// take takes channel id, just taken from l's idle ones or opened, for a call: a retired
// channel is dropped and another taken instead.
func (p *Paying) take(ctx context.Context, key string, t Terms, price *big.Int, l *lanes, id common.Hash) (taken, error) {
	p.mu.Lock()
	gone := p.retired[id]
	p.mu.Unlock()
	if gone {
		return p.lane(ctx, key, t, price)
	}
	ch, ok := p.payer.Settings(id)
	if !ok {
		return taken{}, fmt.Errorf("call: payment: channel %s lost", id.Hex())
	}
	return taken{id: id, ch: ch, l: l}, nil
}

// wait takes the next of l's channels to come free, within ctx.
func (p *Paying) wait(ctx context.Context, key string, t Terms, price *big.Int, l *lanes) (taken, error) {
	select {
	case id := <-l.free:
		return p.take(ctx, key, t, price, l, id)
	case <-ctx.Done():
		return taken{}, fmt.Errorf("%w: waiting for a payment channel: %v", runtime.ErrTimeout, ctx.Err())
	}
}

// depositLocked reserves the deposit of a new channel or top-up on l for agent key:
// DepositCalls × price, capped by what MaxDeposit (to l's payee, and for key) and Budget
// leave; p.mu is held.
func (p *Paying) depositLocked(l *lanes, key string, price *big.Int) (*big.Int, error) {
	maxDeposit, budget := p.limits(l.token)
	deposited := p.depositedIn(l.token)
	amount := new(big.Int).Mul(price, big.NewInt(p.pol.DepositCalls))
	if left := new(big.Int).Sub(maxDeposit, l.amount); amount.Cmp(left) > 0 {
		amount = left
	}
	key = p.agentBudget(key, l.token)
	byAgent := p.byAgent[key]
	if byAgent == nil {
		byAgent = new(big.Int)
	}
	if left := new(big.Int).Sub(maxDeposit, byAgent); amount.Cmp(left) > 0 {
		amount = left
	}
	if left := new(big.Int).Sub(budget, deposited); amount.Cmp(left) > 0 {
		amount = left
	}
	if amount.Cmp(price) < 0 {
		return nil, fmt.Errorf("%w: a deposit for a call of %s would pass the limits (max deposit per payee and per agent %s, %s deposited to the payee, %s for %s; budget %s, %s deposited)",
			ErrBudget, price, maxDeposit, l.amount, byAgent, key, budget, deposited)
	}
	p.countLocked(l, amount)
	p.byAgent[key] = byAgent.Add(byAgent, amount)
	return amount, nil
}

// agentBudget is the byAgent key of agent key's deposits in token: one for ETH and the
// 18-decimal Tokens, one for each of Own's, whose base units are not ETH's (review rvexact,
// finding 2: 1e15 wei for an agent once paid in ETH were counted against its 1e6 USDC).
func (p *Paying) agentBudget(key string, token common.Address) string {
	if _, own := p.pol.Own[token]; own {
		return key + "/" + token.Hex()
	}
	return key
}

// maxPayeesPerAgent bounds the payees (and tokens) one agent's calls open channels to since
// start: each channel costs the payer an opening's gas, outside any budget (review rvexact,
// finding 6: an agent naming a new payee at 1 base unit in each answer had every call open one).
const maxPayeesPerAgent = 4

// newPayeeLocked records that agent key's calls open a channel on lane k, refusing a new k past
// maxPayeesPerAgent; p.mu is held.
func (p *Paying) newPayeeLocked(key string, k laneKey) error {
	seen := p.payees[key]
	if seen[k] {
		return nil
	}
	if len(seen) >= maxPayeesPerAgent {
		return fmt.Errorf("%w: %s has named %d payees and tokens since start, the most a payer opens channels to for one agent (a new one in each answer would have each call open a channel)",
			ErrBudget, key, len(seen))
	}
	if seen == nil {
		seen = map[laneKey]bool{}
		p.payees[key] = seen
	}
	seen[k] = true
	return nil
}

// undepositLocked gives back a reservation of depositLocked whose transaction failed.
func (p *Paying) undepositLocked(l *lanes, key string, amount *big.Int) {
	p.uncountLocked(l, amount)
	if v := p.byAgent[p.agentBudget(key, l.token)]; v != nil {
		v.Sub(v, amount)
	}
}

// countLocked adds amount to l's deposits and to its token's budget counter (depositedIn);
// uncountLocked takes it off. p.mu is held or p is not shared yet.
func (p *Paying) countLocked(l *lanes, amount *big.Int) {
	l.amount.Add(l.amount, amount)
	d := p.depositedIn(l.token)
	d.Add(d, amount)
}

func (p *Paying) uncountLocked(l *lanes, amount *big.Int) {
	l.amount.Sub(l.amount, amount)
	d := p.depositedIn(l.token)
	d.Sub(d, amount)
}

// open opens a new channel to payee in token with amount and records it. Its salt counts
// the payer's channels to that payee, so it never reuses settings.
func (p *Paying) open(ctx context.Context, payee, token common.Address, amount *big.Int) (common.Hash, error) {
	p.openMu.Lock()
	defer p.openMu.Unlock()
	n := 0
	for _, c := range p.payer.Channels() {
		if c.Channel.Payee == payee && c.Channel.Token == token {
			n++
		}
	}
	ch := paychan.Channel{Payer: p.self, Payee: payee, Token: token, Signer: p.self,
		Salt: crypto.Keccak256Hash([]byte("agentsite/lane"), big.NewInt(int64(n)).Bytes())}
	id := ch.ID(p.domain.Separator())
	// The settings are recorded (without a deposit) before the transaction goes out: a crash
	// after it leaves a record that Reconcile completes from the chain, and a later open
	// never reuses the salt.
	if _, err := p.payer.Add(ch, new(big.Int)); err != nil {
		return common.Hash{}, fmt.Errorf("call: payment: %w", err)
	}
	if err := p.chain.Open(ctx, ch, amount); err != nil {
		return common.Hash{}, fmt.Errorf("call: payment: %w", err)
	}
	p.log.Info("payment channel opened", "payee", payee.Hex(), "token", token.Hex(), "deposit", amount, "channel", id.Hex())
	return p.payer.Add(ch, amount)
}

// topUp adds a deposit to channel id (its lane is held by the caller).
func (p *Paying) topUp(ctx context.Context, key string, id common.Hash, ch paychan.Channel, price *big.Int) error {
	p.mu.Lock()
	l := p.lanesOf(laneKey{ch.Payee, ch.Token})
	amount, err := p.depositLocked(l, key, price)
	p.mu.Unlock()
	if err != nil {
		return err
	}
	undo := func() {
		p.mu.Lock()
		p.undepositLocked(l, key, amount)
		p.mu.Unlock()
	}
	if err := p.chain.TopUp(ctx, ch, amount); err != nil {
		undo()
		return fmt.Errorf("call: payment: %w", err)
	}
	c, _ := p.payer.Channel(id)
	if _, err := p.payer.Add(ch, new(big.Int).Add(c.Deposited, amount)); err != nil {
		return fmt.Errorf("call: payment: %w", err)
	}
	p.log.Info("payment channel topped up", "channel", id.Hex(), "amount", amount)
	return nil
}
