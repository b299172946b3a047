package call

import (
	"context"
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

// VoucherChecker checks a voucher against the chain's state of its channel, syncing it when
// stale (one chain read per channel per staleness bound, never per call); *paychan.Client
// satisfies it.
type VoucherChecker interface {
	Check(ctx context.Context, chk *paychan.Checker, ch paychan.Channel, v paychan.Voucher, price *big.Int) (paychan.Checked, error)
}

var _ VoucherChecker = (*paychan.Client)(nil)

// ChannelPayee is the Payee of a node whose agents are paid through payment channels: it
// checks each call's voucher locally with a paychan.Checker before the call runs and commits
// it (saving it) once the call succeeded, before the answer goes out.
type ChannelPayee struct {
	chk    *paychan.Checker
	chain  VoucherChecker
	domain paychan.Domain
	payee  common.Address
	prices map[string]Price
}

var _ Payee = (*ChannelPayee)(nil)

// NewChannelPayee charges prices (by hosted agent name; others are free) into channels to
// payee on domain, checked by chk (whose payee it must be) through chain.
func NewChannelPayee(chk *paychan.Checker, chain VoucherChecker, domain paychan.Domain, payee common.Address, prices map[string]Price) *ChannelPayee {
	ps := make(map[string]Price, len(prices))
	for n, p := range prices {
		ps[n] = Price{Amount: new(big.Int).Set(p.Amount), Token: p.Token}
	}
	return &ChannelPayee{chk: chk, chain: chain, domain: domain, payee: payee, prices: ps}
}

// Terms are agent's terms (false for a free agent).
func (p *ChannelPayee) Terms(agent string) (Terms, bool) {
	pr, ok := p.prices[agent]
	if !ok {
		return Terms{}, false
	}
	return Terms{Price: pr.Amount.String(), Token: pr.Token, Payee: p.payee, Contract: p.domain.Contract, ChainID: p.domain.ChainID}, true
}

// Charge implements Payee.
func (p *ChannelPayee) Charge(ctx context.Context, agent string, pay *Payment) (func() error, *Error) {
	t, paid := p.Terms(agent)
	if !paid {
		return nil, nil
	}
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	price := p.prices[agent]
	if pay.Channel.Token != price.Token {
		return nil, paymentError(CodePaymentRefused, t, "payment refused: channel in token %s, the agent asks %s", pay.Channel.Token.Hex(), t)
	}
	k, err := p.chain.Check(ctx, p.chk, pay.Channel, pay.Voucher, price.Amount)
	if err != nil {
		if errors.Is(err, paychan.ErrUnderPrice) {
			return nil, paymentError(CodePaymentRequired, t, "payment required: %v; the agent asks %s", err, t)
		}
		if held, ok := paychan.HeldAmount(err); ok {
			t.Held = held.String()
		}
		return nil, paymentError(CodePaymentRefused, t, "payment refused: %v", err)
	}
	return func() error { return p.chk.Commit(k) }, nil
}
