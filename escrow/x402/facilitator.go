package x402

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Offer is what one request costs: Price in base units of Asset (the zero address is native
// ETH), paid to PayTo (exact) or through channels to ChannelPayee (batch-settlement), for
// Resource.
type Offer struct {
	Price *big.Int
	Asset common.Address
	PayTo common.Address
	// ChannelPayee is the payee of the payment channels that may pay this request (a hosted
	// agent's payout address); zero: batch-settlement is not offered.
	ChannelPayee common.Address
	Resource     Resource
	// Failed judges a held HTTP answer: true means the call failed and is not charged. Nil
	// means a status of 400 or more failed (a JSON-RPC transport answers errors with 200 and
	// passes its own judge).
	Failed func(status int, body []byte) bool
}

// Facilitator verifies and settles payments of the schemes the node takes: exact for each
// EIP-3009 token it knows, batch-settlement over its PaymentChannels when it has a voucher
// book and the offer names a channel payee. A price in ETH is offered as batch-settlement only
// (exact needs EIP-3009).
type Facilitator struct {
	exact   map[common.Address]*Exact
	batch   *Batch
	log     *slog.Logger
	refunds RefundLog // nil: refunds are logged only
}

// RecordRefunds keeps what each settle-first refund does in l: owed before it is sent, then
// sent or failed (set before serving).
func (f *Facilitator) RecordRefunds(l RefundLog) { f.refunds = l }

// NewFacilitator bundles the schemes; batch may be nil (no channels), exact may be empty.
func NewFacilitator(exact []*Exact, batch *Batch, log *slog.Logger) *Facilitator {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	f := &Facilitator{exact: map[common.Address]*Exact{}, batch: batch, log: log}
	for _, e := range exact {
		f.exact[e.Token()] = e
	}
	return f
}

// Accepts lists the ways to pay o: exact when its asset is a known EIP-3009 token, then
// batch-settlement to o's channel payee when the node takes vouchers.
func (f *Facilitator) Accepts(o Offer) []Requirements {
	var out []Requirements
	if e := f.exact[o.Asset]; e != nil {
		out = append(out, e.Requirements(o.Price, o.PayTo))
	}
	if f.batch != nil && o.ChannelPayee != (common.Address{}) {
		out = append(out, f.batch.Requirements(o.Price, o.Asset, o.ChannelPayee))
	}
	return out
}

// Payment is a verified payment of one of the schemes, reserved until settled or released.
type Payment struct {
	Req   Requirements
	exact *ExactPayment
	batch *BatchPayment
}

// Verify picks the offer the client accepted (by scheme) and verifies its payment.
func (f *Facilitator) Verify(ctx context.Context, accepts []Requirements, p *PaymentPayload) (*Payment, error) {
	for _, req := range accepts {
		if req.Scheme != p.Accepted.Scheme {
			continue
		}
		switch req.Scheme {
		case SchemeExact:
			e := f.exact[common.HexToAddress(req.Asset)]
			pay, err := e.Verify(ctx, req, p)
			if err != nil {
				return nil, err
			}
			return &Payment{Req: req, exact: pay}, nil
		case SchemeBatch:
			pay, err := f.batch.Verify(ctx, req, p)
			if err != nil {
				return nil, err
			}
			return &Payment{Req: req, batch: pay}, nil
		}
	}
	return nil, refuse(ReasonInvalidScheme, "scheme %q is not offered for this resource", clip(p.Accepted.Scheme))
}

// settleFirst reports whether pay settles before its call runs: an exact payment at or above
// the threshold, when the node can refund it should the call fail.
func (f *Facilitator) settleFirst(pay *Payment) bool {
	if pay.exact == nil {
		return false
	}
	e := f.exact[common.HexToAddress(pay.Req.Asset)]
	return e.SettleFirst(pay.exact.Value) && e.CanRefund(pay.exact.To)
}

// runContext is the context of a call paid by pay, whose payment is verified: ctx's values,
// not its end. A client that hangs up does not end the run (it would be failed, uncharged, and
// its payment released for the next request: review rv2, finding 6); the run goes on to its
// end and, succeeding, is settled though its answer can no longer be delivered. It is bounded
// by the server, not the client: every run by the offer's maxTimeoutSeconds (the hosted
// agent's own timeout, which the runtime applies, is usually shorter); an exact run that
// settles after it ends sooner when its authorization could no longer be mined
// (Exact.SettleBy), and is then failed and released. The payer signs validBefore: it may only
// shorten the bound, never lengthen it (review rv4b, finding 1).
func (f *Facilitator) runContext(ctx context.Context, pay *Payment, settled bool) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(context.WithValue(context.WithoutCancel(ctx), paidRunKey{}, true), f.maxTimeout(pay))
	if pay.exact == nil || settled {
		return ctx, cancel
	}
	ctx, stop := context.WithDeadline(ctx, f.exact[common.HexToAddress(pay.Req.Asset)].SettleBy(pay.exact))
	return ctx, func() { stop(); cancel() }
}

type paidRunKey struct{}

// PaidRun reports whether ctx is a paid run's (Charge gives one to its run): its bound is the
// server's, and a handler must not shorten it on the payer's word (a timeout in the request
// would fail the run, uncharged, just before its end: review rv4b, finding 3).
func PaidRun(ctx context.Context) bool {
	paid, _ := ctx.Value(paidRunKey{}).(bool)
	return paid
}

// maxTimeout is the maxTimeoutSeconds of the offer pay accepted.
func (f *Facilitator) maxTimeout(pay *Payment) time.Duration {
	if pay.exact != nil {
		return f.exact[common.HexToAddress(pay.Req.Asset)].cfg.MaxTimeout
	}
	return f.batch.timeout
}

// Settle settles (exact) or commits (batch) a verified payment.
func (f *Facilitator) Settle(ctx context.Context, pay *Payment) (SettleResponse, error) {
	if pay.exact != nil {
		return f.exact[common.HexToAddress(pay.Req.Asset)].Settle(ctx, pay.exact)
	}
	return f.batch.Commit(ctx, pay.batch)
}

// Release drops a verified payment unsettled.
func (f *Facilitator) Release(pay *Payment) {
	if pay.exact != nil {
		f.exact[common.HexToAddress(pay.Req.Asset)].Release(pay.exact)
		return
	}
	f.batch.Release(pay.batch)
}

// ErrRunFailed marks a call that failed: it is not charged.
var ErrRunFailed = errors.New("x402: the paid call failed")

// Charge takes the payment p (nil: none sent; perr: it could not be read) for offer o around
// run, the call. It returns the PaymentRequired to answer instead of the call's answer when
// the payment is missing, refused or did not settle, else the settlement to attach to the
// answer; runErr is run's error (the call failed: it is not charged).
//
// Cheap calls run first and settle after (the answer waits for the settlement; a failed
// settlement discards it); exact payments at or above the settle-first threshold settle before
// the call and are refunded when it fails. Vouchers are checked in full before the call runs
// and saved only after it succeeded.
func (f *Facilitator) Charge(ctx context.Context, o Offer, p *PaymentPayload, perr error, run func(context.Context) error) (required *PaymentRequired, settled *SettleResponse, runErr error) {
	accepts := f.Accepts(o)
	res := o.Resource
	need := func(err error) *PaymentRequired {
		pr := &PaymentRequired{X402Version: Version, Resource: &res, Accepts: accepts, Error: "payment required"}
		if err != nil {
			pr.Error = err.Error()
		}
		return pr
	}
	switch {
	case len(accepts) == 0:
		return need(fmt.Errorf("x402: no payment scheme for asset %s on this node", o.Asset.Hex())), nil, nil
	case perr != nil:
		return need(perr), nil, nil
	case p == nil:
		return need(nil), nil, nil
	}
	pay, err := f.Verify(ctx, accepts, p)
	if err != nil {
		return need(err), nil, nil
	}
	if f.settleFirst(pay) {
		resp, err := f.Settle(ctx, pay)
		if err != nil {
			return need(err), nil, nil
		}
		runCtx, cancel := f.runContext(ctx, pay, true)
		runErr = run(runCtx)
		cancel()
		if runErr != nil {
			f.refund(ctx, pay, &resp)
		}
		return nil, &resp, runErr
	}
	runCtx, cancel := f.runContext(ctx, pay, false)
	runErr = f.runHeld(runCtx, pay, run)
	cancel()
	if runErr != nil {
		f.Release(pay)
		return nil, nil, runErr
	}
	resp, err := f.Settle(ctx, pay)
	if err != nil {
		return need(err), nil, nil
	}
	return nil, &resp, nil
}

// runHeld runs run for the verified payment pay; should run panic, pay is released (its
// nonce or channel is free again) before the panic goes on up.
func (f *Facilitator) runHeld(ctx context.Context, pay *Payment, run func(context.Context) error) error {
	defer func() {
		if r := recover(); r != nil {
			f.Release(pay)
			panic(r)
		}
	}()
	return run(ctx)
}

// refund sends a settle-first payment back (its call failed) and says so in resp, recording
// it owed before it is sent, then sent or failed (RecordRefunds).
func (f *Facilitator) refund(ctx context.Context, pay *Payment, resp *SettleResponse) {
	e := f.exact[common.HexToAddress(pay.Req.Asset)]
	rec := RefundRecord{Payer: pay.exact.From, Token: e.Token(), Value: pay.exact.Value, Nonce: pay.exact.Nonce,
		Settlement: resp.Transaction, State: RefundOwed, At: e.cfg.Now()}
	f.recordRefund(rec)
	tx, rerr := e.Refund(ctx, pay.exact)
	resp.Extra = map[string]any{"refunded": rerr == nil, "refundTransaction": tx.Hex()}
	rec.State, rec.Tx, rec.At = RefundSent, tx, e.cfg.Now()
	if rerr != nil {
		rec.State, rec.Error = RefundFailed, rerr.Error()
		f.log.Error("x402 refund failed", "payer", pay.exact.From.Hex(), "value", pay.exact.Value, "err", rerr)
	}
	f.recordRefund(rec)
}

func (f *Facilitator) recordRefund(r RefundRecord) {
	if f.refunds == nil {
		return
	}
	if err := f.refunds.Record(r); err != nil {
		f.log.Error("x402 refund not recorded", "payer", r.Payer.Hex(), "value", r.Value, "state", r.State, "err", err)
	}
}
