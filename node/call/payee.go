package call

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/errcode"
	"github.com/agentsite/agentsite/node/runtime"
)

// Price is a paid agent's price per call: Amount base units of Token (zero: ETH). With
// PerKTokens set the agent is priced by use (upto): Amount is the cap of one call, which its
// voucher authorises, and the call is charged PerKTokens for each 1,000 tokens it used
// (runtime.Meter), rounded up, at most the cap.
type Price struct {
	Amount     *big.Int
	Token      common.Address
	PerKTokens *big.Int
}

// Charge is what a call that used tokens costs at p: tokens × PerKTokens / 1000 rounded up,
// at most Amount (Amount when p is per call).
func (p Price) Charge(tokens int64) *big.Int {
	if p.PerKTokens == nil {
		return new(big.Int).Set(p.Amount)
	}
	if tokens < 0 {
		tokens = 0
	}
	c := new(big.Int).Mul(p.PerKTokens, big.NewInt(tokens))
	c.Add(c, big.NewInt(999))
	c.Quo(c, big.NewInt(1000))
	if c.Cmp(p.Amount) > 0 {
		c.Set(p.Amount)
	}
	return c
}

// PaidAgent is a hosted agent's price and where its calls are paid: the channels to Payee
// (the agent's payout address), checked by Checker (whose payee it is).
type PaidAgent struct {
	Price   Price
	Payee   common.Address
	Checker *paychan.Checker
}

// VoucherChecker checks a voucher against the chain's state of its channel, syncing it when
// stale (one chain read per channel per staleness bound, never per call), its signature
// verified before it returns or, for the caller by that presented the channel's last voucher
// committed, beside the call (paychan.Checker.Begin); *paychan.Client satisfies it.
type VoucherChecker interface {
	Begin(ctx context.Context, chk *paychan.Checker, ch paychan.Channel, v paychan.Voucher, price *big.Int, by string) (paychan.Checked, error)
	// Commit is paychan.Checker.Commit after a sync of a channel whose state went stale
	// while the call ran.
	Commit(ctx context.Context, chk *paychan.Checker, k paychan.Checked) error
}

var _ VoucherChecker = (*paychan.Client)(nil)

// heldBeginner is a VoucherChecker that begins a compact payment's word as its checker holds
// it (paychan.Client.BeginHeld): ChannelPayee charges it without building its full form. Any
// other VoucherChecker is given the full form (fullPayment).
type heldBeginner interface {
	BeginHeld(ctx context.Context, chk *paychan.Checker, h paychan.HeldWord, price *big.Int, by string) (paychan.Checked, error)
}

var _ heldBeginner = (*paychan.Client)(nil)

// ChannelPayee is the Payee of a node whose agents are paid through payment channels: it
// checks each call's voucher locally with the agent's paychan.Checker before the call runs and
// commits it (saving it) once the call succeeded, before the answer goes out. The voucher's
// signature is verified before the run, except for a voucher from the caller (DID) whose
// voucher the channel last committed: that one is verified beside the run, and the commit
// waits for it (a bad signature withholds the answer; the channel is then checked first).
type ChannelPayee struct {
	chain  VoucherChecker
	domain paychan.Domain
	agents map[string]*paidAgent
	// lastBy is the last caller's key (byKey): a paid call's caller is most often the last
	// one (a paying node's calls all carry its DID), whose key is not built again.
	lastBy atomic.Pointer[callerKeyed]
}

// paidAgent is a PaidAgent with its terms, made once (a call's refusal carries them).
type paidAgent struct {
	PaidAgent
	terms Terms
}

// callerKeyed is a caller's DID and its key for the checker (paychan.Checker.Begin's by).
type callerKeyed struct {
	did identity.DID
	key string
}

var _ Payee = (*ChannelPayee)(nil)

// NewChannelPayee charges the paid agents (by hosted agent name; others are free) on domain
// through chain.
func NewChannelPayee(chain VoucherChecker, domain paychan.Domain, agents map[string]PaidAgent) *ChannelPayee {
	as := make(map[string]*paidAgent, len(agents))
	for n, a := range agents {
		a.Price.Amount = new(big.Int).Set(a.Price.Amount)
		if a.Price.PerKTokens != nil {
			a.Price.PerKTokens = new(big.Int).Set(a.Price.PerKTokens)
		}
		t := Terms{Price: a.Price.Amount.String(), Token: a.Price.Token, Payee: a.Payee, Contract: domain.Contract, ChainID: domain.ChainID}
		if a.Price.PerKTokens != nil {
			t.Scheme, t.PerKTokens = SchemeUpto, a.Price.PerKTokens.String()
		}
		as[n] = &paidAgent{PaidAgent: a, terms: t}
	}
	return &ChannelPayee{chain: chain, domain: domain, agents: as}
}

// Terms are agent's terms (false for a free agent).
func (p *ChannelPayee) Terms(agent string) (Terms, bool) {
	a, ok := p.agents[agent]
	if !ok {
		return Terms{}, false
	}
	return a.terms, true
}

// Metered reports whether agent's calls are charged by use: the server gives only their runs a
// meter (an upto call's charge is what the agent counts in it).
func (p *ChannelPayee) Metered(agent string) bool {
	a, ok := p.agents[agent]
	return ok && a.Price.PerKTokens != nil
}

// byKey is the checker's key of the caller c (Checker.Begin's by): its DID, compactly (chain
// id and address).
func (p *ChannelPayee) byKey(did identity.DID) string {
	if last := p.lastBy.Load(); last != nil && last.did == did {
		return last.key
	}
	var b [28]byte
	binary.BigEndian.PutUint64(b[:8], did.ChainID)
	copy(b[8:], did.Address[:])
	k := &callerKeyed{did: did, key: string(b[:])}
	p.lastBy.Store(k)
	return k.key
}

// Charge implements Payee.
func (p *ChannelPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	a, paid := p.agents[agent]
	if !paid {
		return nil, nil
	}
	t := a.terms
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	ch := &pay.Channel
	var hw paychan.HeldWord
	hb, held := p.chain.(heldBeginner)
	held = held && pay.Word != nil
	if held {
		// compact, read against what the checker holds: every check below applies to it, and
		// BeginHeld checks it as Begin checks the full form
		if e := p.heldWord(a, pay, &hw); e != nil {
			return nil, e
		}
		ch = &hw.Channel
	} else if pay.Word != nil {
		full, e := p.fullPayment(a, pay) // compact: every check below applies to its full form
		if e != nil {
			return nil, e
		}
		pay, ch = &full, &full.Channel
	}
	if ch.Token != a.Price.Token {
		return nil, paymentError(CodePaymentRefused, t, "payment refused: channel in token %s, the agent asks %s", ch.Token.Hex(), t)
	}
	if pay.Settle != nil {
		// A settlement only ever lowers what the payee claims toward what it is owed: one it
		// refuses (above its owed total after it lost a charge, say) leaves the payee its cap
		// voucher and must not refuse the call, which pays by its own voucher. The payer keeps
		// its settlement until a call is answered, so refusing the call refused every later
		// one on the channel (review of upto, finding 3).
		_ = a.Checker.Settle(*ch, *pay.Settle)
	}
	var by string
	if c, ok := CallerFrom(ctx); ok && !c.DID.IsZero() && a.Price.PerKTokens == nil {
		// (an upto call's charge is committed by CommitCharge, which does not wait for a
		// signature checked beside the run: its voucher is checked first)
		by = p.byKey(c.DID)
	}
	var k paychan.Checked
	var err error
	if held {
		k, err = hb.BeginHeld(ctx, a.Checker, hw, a.Price.Amount, by)
	} else {
		k, err = p.chain.Begin(ctx, a.Checker, *ch, pay.Voucher, a.Price.Amount, by)
	}
	if err != nil {
		if held, ok := paychan.HeldAmount(err); ok {
			t.Held = held.String()
		}
		if errors.Is(err, paychan.ErrUnderPrice) {
			return nil, paymentError(CodePaymentRequired, t, "payment required: %v; the agent asks %s", err, t)
		}
		if errors.Is(err, paychan.ErrBusy) {
			t.Reason = errcode.ReasonChannelBusy
		}
		if errors.Is(err, paychan.ErrNoChain) {
			t.Reason = errcode.ReasonNoChain
		}
		return nil, paymentError(CodePaymentRefused, t, "payment refused: %v", err)
	}
	if a.Price.PerKTokens != nil {
		return p.settleUse(ctx, a, k), nil
	}
	if u := k.Unit(); u != nil && u.Cmp(a.Price.Amount) > 0 {
		// A chain begun at a price since cut: refused with the terms, so that its payer
		// learns the price and begins a chain at it, where it paid the old price until it
		// restarted (review rvpwp, stated until then). A rise is ErrUnderPrice's, above.
		a.Checker.Release(k)
		return nil, paymentError(CodePaymentRequired, t, "payment required: the chain pays %s a call, the agent asks %s", u, t)
	}
	s := chargePool.Get().(*charge)
	s.p, s.a, s.ctx, s.k = p, a, ctx, k
	return s.fn, nil
}

// charge is a fixed-price call's settle (Payee.Charge): its checked voucher and where it is
// committed. Pooled with its settle function bound once (fn): a paid call's charge costs no
// allocation (a closure over a Checked was two). The server calls settle exactly once, after
// which the charge goes back to the pool.
type charge struct {
	p   *ChannelPayee
	a   *paidAgent
	ctx context.Context
	k   paychan.Checked
	fn  func(bool) error
}

var chargePool sync.Pool

func init() {
	chargePool.New = func() any {
		s := new(charge)
		s.fn = s.settle
		return s
	}
}

// settle commits the checked voucher once the call was answered, or releases it.
func (s *charge) settle(answered bool) error {
	p, a, ctx, k := s.p, s.a, s.ctx, s.k
	s.p, s.a, s.ctx, s.k = nil, nil, nil, paychan.Checked{}
	chargePool.Put(s)
	if !answered {
		a.Checker.Release(k)
		return nil
	}
	if err := p.chain.Commit(ctx, a.Checker, k); err != nil {
		// The voucher's signature, verified beside the run, failed; or a withdrawal came
		// in meanwhile: the answer is withheld.
		return paymentError(CodePaymentRefused, a.terms, "payment refused: %v", err)
	}
	return nil
}

// settleUse is the settle function of an upto call: answered, it charges the tokens the call
// used (the meter the server gave it, metered) and writes the receipt the answer carries.
func (p *ChannelPayee) settleUse(ctx context.Context, a *paidAgent, k paychan.Checked) func(bool) error {
	mt := meteredFrom(ctx)
	return func(answered bool) error {
		if !answered {
			a.Checker.Release(k)
			return nil
		}
		var tokens int64
		if mt != nil {
			tokens = mt.meter.Tokens()
		}
		owed, err := a.Checker.CommitCharge(k, a.Price.Charge(tokens))
		if err != nil {
			return err
		}
		if mt != nil {
			mt.receipt = &Receipt{Owed: owed.String(), Tokens: tokens}
		}
		return nil
	}
}

// Settler takes settlements sent on their own (MethodSettle notifications: a payer signs one
// right after an upto call's answer); *ChannelPayee satisfies it.
type Settler interface {
	Settle(agent string, pay *Payment) error
}

var _ Settler = (*ChannelPayee)(nil)

// Settle takes pay's voucher as the settlement of agent's upto calls on its channel
// (paychan.Checker.Settle).
func (p *ChannelPayee) Settle(agent string, pay *Payment) error {
	a, ok := p.agents[agent]
	if !ok || pay == nil {
		return fmt.Errorf("%w: agent %q takes no settlement", ErrPaymentRefused, agent)
	}
	if pay.Word != nil {
		return fmt.Errorf("%w: a settlement names its channel's settings and carries a signed voucher, not a word", ErrPaymentRefused)
	}
	if err := a.Checker.Settle(pay.Channel, pay.Voucher); err != nil {
		return fmt.Errorf("%w: %w", ErrPaymentRefused, err)
	}
	return nil
}

// metered is a paid call's use, shared by the server and its payee through the call's
// context: the meter the agent counts into and the receipt the payee's settle writes.
type metered struct {
	meter   *runtime.Meter
	receipt *Receipt
}

type meteredKey struct{}

// meteringPayee is a Payee that says which agents' paid runs it charges by use (a meter and
// two contexts a call otherwise: ChannelPayee gives them to upto agents only).
type meteringPayee interface {
	Metered(agent string) bool
}

// needsMeter reports whether a paid run of agent needs a meter: its payee says so, or says
// nothing.
func needsMeter(p Payee, agent string) bool {
	mp, ok := p.(meteringPayee)
	return !ok || mp.Metered(agent)
}

// withMetered returns ctx carrying a new metered record (and the runtime meter in it).
func withMetered(ctx context.Context) (context.Context, *metered) {
	ctx, m := runtime.WithMeter(ctx)
	mt := &metered{meter: m}
	return context.WithValue(ctx, meteredKey{}, mt), mt
}

func meteredFrom(ctx context.Context) *metered {
	mt, _ := ctx.Value(meteredKey{}).(*metered)
	return mt
}
