package call

import (
	"context"
	"encoding/binary"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Price is a paid agent's price per call: Amount base units of Token (zero: ETH).
type Price struct {
	Amount *big.Int
	Token  common.Address
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

// ChannelPayee is the Payee of a node whose agents are paid through payment channels: it
// checks each call's voucher locally with the agent's paychan.Checker before the call runs and
// commits it (saving it) once the call succeeded, before the answer goes out. The voucher's
// signature is verified before the run, except for a voucher from the caller (DID) whose
// voucher the channel last committed: that one is verified beside the run, and the commit
// waits for it (a bad signature withholds the answer; the channel is then checked first).
type ChannelPayee struct {
	chain  VoucherChecker
	domain paychan.Domain
	agents map[string]PaidAgent
}

var _ Payee = (*ChannelPayee)(nil)

// NewChannelPayee charges the paid agents (by hosted agent name; others are free) on domain
// through chain.
func NewChannelPayee(chain VoucherChecker, domain paychan.Domain, agents map[string]PaidAgent) *ChannelPayee {
	as := make(map[string]PaidAgent, len(agents))
	for n, a := range agents {
		a.Price.Amount = new(big.Int).Set(a.Price.Amount)
		as[n] = a
	}
	return &ChannelPayee{chain: chain, domain: domain, agents: as}
}

// Terms are agent's terms (false for a free agent).
func (p *ChannelPayee) Terms(agent string) (Terms, bool) {
	a, ok := p.agents[agent]
	if !ok {
		return Terms{}, false
	}
	return Terms{Price: a.Price.Amount.String(), Token: a.Price.Token, Payee: a.Payee, Contract: p.domain.Contract, ChainID: p.domain.ChainID}, true
}

// Charge implements Payee.
func (p *ChannelPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	t, paid := p.Terms(agent)
	if !paid {
		return nil, nil
	}
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	a := p.agents[agent]
	if pay.Channel.Token != a.Price.Token {
		return nil, paymentError(CodePaymentRefused, t, "payment refused: channel in token %s, the agent asks %s", pay.Channel.Token.Hex(), t)
	}
	var by string
	if c, ok := CallerFrom(ctx); ok && !c.DID.IsZero() {
		var b [28]byte // the DID, compactly: chain id and address
		binary.BigEndian.PutUint64(b[:8], c.DID.ChainID)
		copy(b[8:], c.DID.Address[:])
		by = string(b[:])
	}
	k, err := p.chain.Begin(ctx, a.Checker, pay.Channel, pay.Voucher, a.Price.Amount, by)
	if err != nil {
		if errors.Is(err, paychan.ErrUnderPrice) {
			return nil, paymentError(CodePaymentRequired, t, "payment required: %v; the agent asks %s", err, t)
		}
		if held, ok := paychan.HeldAmount(err); ok {
			t.Held = held.String()
		}
		return nil, paymentError(CodePaymentRefused, t, "payment refused: %v", err)
	}
	return func(answered bool) error {
		if !answered {
			a.Checker.Release(k)
			return nil
		}
		if err := p.chain.Commit(ctx, a.Checker, k); err != nil {
			// The voucher's signature, verified beside the run, failed; or a withdrawal came
			// in meanwhile: the answer is withheld.
			return paymentError(CodePaymentRefused, t, "payment refused: %v", err)
		}
		return nil
	}, nil
}
