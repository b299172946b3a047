package x402_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/identity"
)

// Adversarial review of the x402 schemes (issue 20): each test is one finding.

// TestExactOvercommittedPayerRunsOnce (finding 1): a payer holding one price signs two
// authorizations (two nonces) and sends both at once. Each alone is covered by the balance, so
// both used to verify and both calls ran; only one could settle (the other answer was withheld).
// The payer bought one answer and made the node run the agent twice, as many times as it
// sent requests at once, at no cost. The node now reserves what is in flight per payer: the
// second payment is refused (insufficient balance) before its call runs.
func TestExactOvercommittedPayerRunsOnce(t *testing.T) {
	w := newWorld(t, nil)
	ex := w.offer("/paid").Accepts[0]
	mint := bindings.NewAuthToken().PackMint(w.Poor.Address(), w.price)
	if _, err := w.Node.Send(context.Background(), chain.Tx{To: &w.Token, Data: mint}); err != nil {
		t.Fatal(err)
	}
	var second atomic.Pointer[http.Response]
	var secondBody atomic.Value
	var once atomic.Bool
	w.during = func(*http.Request) {
		if !once.CompareAndSwap(false, true) {
			return
		}
		p, err := x402.PayExact(w.Poor, ex, nil, time.Now())
		if err != nil {
			t.Error(err)
			return
		}
		resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
		second.Store(resp)
		secondBody.Store(body)
	}
	p, _ := x402.PayExact(w.Poor, ex, nil, time.Now())
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	if resp.StatusCode != http.StatusOK || body != `{"echo":"hello"}` {
		t.Fatalf("first call: %d %q", resp.StatusCode, body)
	}
	if r := second.Load(); r == nil || r.StatusCode != http.StatusPaymentRequired || strings.Contains(secondBody.Load().(string), "hello") {
		t.Fatalf("second call while the first is in flight: %v", r)
	} else if msg := refusal(t, r); !strings.Contains(msg, x402.ReasonInsufficientFunds) {
		t.Fatalf("second call refused for %q, want %s", msg, x402.ReasonInsufficientFunds)
	}
	if n := w.ran.Load(); n != 1 {
		t.Fatalf("the agent ran %d times for one price", n)
	}
	// Once the first settled, the reservation is gone: the payer holds nothing and is refused.
	if w.balance(w.Poor.Address()).Sign() != 0 {
		t.Fatal("the payer still holds the price")
	}
}

// TestExactCallBoundedByTheAuthorization (finding 2): a call that runs past what its
// authorization needs to settle (validBefore less MinValidity) could never be paid: the payer
// signs a short window, the node runs a long call for nothing and withholds the answer. The
// call's context now ends there, so the node stops working when the payment can no longer
// settle (the failed call is not charged).
func TestExactCallBoundedByTheAuthorization(t *testing.T) {
	w := newWorld(t, func(c *x402.ExactConfig) { c.MinValidity = time.Second })
	ex := w.offer("/paid").Accepts[0]
	ex.MaxTimeoutSeconds = 3 // the payer's short window
	var deadline atomic.Bool
	w.during = func(r *http.Request) {
		select {
		case <-r.Context().Done():
			deadline.Store(true)
		case <-time.After(20 * time.Second): // a safety net, not a sync: the context must end first
		}
	}
	w.fail.Store(false)
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	payer0 := w.balance(w.Payer.Address())
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	if !deadline.Load() {
		t.Fatalf("the call outlived its authorization: %d %q", resp.StatusCode, body)
	}
	if w.balance(w.Payer.Address()).Cmp(payer0) != 0 {
		t.Fatal("a call that could not settle was charged")
	}
}

// TestExactSettleFirstRefundCostsTheNodeGas (finding 3, stated in contracts/README.md): with
// SettleFirstAbove set, a payer whose call fails (a bad input, a 1 ms timeout: the payer
// chooses) is refunded in full, and the node has paid two transactions (settle, refund) for
// nothing. Repeated, this drains the node's gas at no cost to the payer. The node does not set
// SettleFirstAbove; a fix (refund less the gas, or settle first only for callers with a record)
// is a design choice.
func TestExactSettleFirstRefundCostsTheNodeGas(t *testing.T) {
	t.Skip("finding 3: a settle-first payment whose call fails is refunded in full; the node pays two transactions' gas per failed call (stated in contracts/README.md)")
	w := newWorld(t, func(c *x402.ExactConfig) { c.SettleFirstAbove = big.NewInt(1) })
	ex := w.offer("/paid").Accepts[0]
	w.fail.Store(true) // the payer's input makes the call fail
	ctx := context.Background()
	eth0, err := w.Client.BalanceAt(ctx, w.Node.Address(), nil)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	if resp, _ := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)}); resp.StatusCode != http.StatusInternalServerError {
		t.Fatalf("failed call: %d", resp.StatusCode)
	}
	eth1, err := w.Client.BalanceAt(ctx, w.Node.Address(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if eth1.Cmp(eth0) < 0 {
		t.Fatalf("the node spent %s wei of gas on a call that failed and was refunded", new(big.Int).Sub(eth0, eth1))
	}
}

// TestBatchUnfundedVoucherDoesNotRun (finding 4, closed): any key can sign a voucher for a
// channel it never opened (any salt). The voucher book checks it before the call runs: the
// chain says the channel has no deposit, so it is refused as not found, the call never runs and
// the book keeps no record of it.
func TestBatchUnfundedVoucherDoesNotRun(t *testing.T) {
	w := newWorld(t, nil)
	req := w.offer("/paid?asset=eth").Accepts[0]
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	stranger, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	ch := paychan.Channel{Payer: stranger.Address(), Payee: w.Node.Address(), Signer: stranger.Address(), Salt: common.Hash{9}}
	v, err := paychan.Sign(dom.Separator(), ch.ID(dom.Separator()), w.price, stranger)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := x402.PayVoucher(req, nil, ch, v)
	resp, _ := w.get("/paid?asset=eth", map[string]string{x402.HeaderSignature: header(t, p)})
	if msg := refusal(t, resp); !strings.Contains(msg, x402.ReasonChannelNotFound) || w.ran.Load() != 0 {
		t.Fatalf("an unfunded channel's voucher: %q, the call ran %d times", msg, w.ran.Load())
	}
	if held := w.checker.Held(); len(held) != 0 {
		t.Fatalf("the made-up channel left a record: %+v", held)
	}
}

// TestExactSignatureWithLowVSettles (finding 8): the node accepted a signature whose v is 0 or
// 1 (it normalises v when it recovers the signer) and sent it to the token as it came; the
// token's ECDSA (OpenZeppelin's, as USDC's) takes 27 or 28 only, so the settlement failed.
// A payer could so have the call run at every request, never pay, and be refused only after
// the work. The node now sends v as 27 or 28: such a payment settles like any other.
func TestExactSignatureWithLowVSettles(t *testing.T) {
	w := newWorld(t, nil)
	ex := w.offer("/paid").Accepts[0]
	p, err := x402.PayExact(w.Payer, ex, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	var wire map[string]any
	if err := json.Unmarshal(p.Payload, &wire); err != nil {
		t.Fatal(err)
	}
	sig := hexutil.MustDecode(wire["signature"].(string))
	sig[64] -= 27
	wire["signature"] = hexutil.Encode(sig)
	if p.Payload, err = json.Marshal(wire); err != nil {
		t.Fatal(err)
	}
	payer0 := w.balance(w.Payer.Address())
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	if resp.StatusCode != http.StatusOK || body != `{"echo":"hello"}` {
		t.Fatalf("v=%d: %d %q", sig[64], resp.StatusCode, body)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("payer paid %s, want %s", d, w.price)
	}
}

// lateSender sends every transaction but the token's into the chain; the token's (the
// settlement) it keeps and reports not mined, as chain.Sender does after its last fee bump
// while the transaction still waits in the mempool.
type lateSender struct {
	*chain.Sender
	token common.Address
	held  []chain.Tx
}

func (l *lateSender) Send(ctx context.Context, tx chain.Tx) (*types.Receipt, error) {
	if tx.To != nil && *tx.To == l.token {
		l.held = append(l.held, tx)
		return nil, fmt.Errorf("%w: still pending", chain.ErrNotMined)
	}
	return l.Sender.Send(ctx, tx)
}

// TestExactLateSettlementDoesNotChargeWithoutAnswer (finding 10, stated in
// contracts/README.md): a settlement not mined within SettleTimeout (2 min, fee bumps
// included) is reported failed and the answer dropped, but the transaction can still be mined
// until the authorization's validBefore (the official client signs now + 300 s): the payer is
// then charged for an answer it never got, the case the issue forbids ("no timeout that debits
// the payer and returns nothing"). The outcome is final only once validBefore has passed; a fix
// waits until then (bounding validBefore at verify) before dropping the answer.
func TestExactLateSettlementDoesNotChargeWithoutAnswer(t *testing.T) {
	t.Skip("finding 10: a settlement reported not mined may still be mined before validBefore: the payer is charged without the answer (stated in contracts/README.md)")
	w := newWorld(t, nil)
	ctx := context.Background()
	late := &lateSender{Sender: w.Node, token: w.Token}
	name, version, err := x402.ReadDomain(ctx, w.Node, w.Token)
	if err != nil {
		t.Fatal(err)
	}
	ex, err := x402.NewExact(x402.ExactConfig{ChainID: 1337, Token: w.Token, Name: name, Version: version}, late)
	if err != nil {
		t.Fatal(err)
	}
	fac := x402.NewFacilitator([]*x402.Exact{ex}, nil, nil)
	o := x402.Offer{Price: w.price, Asset: w.Token, PayTo: w.Node.Address()}
	p, err := x402.PayExact(w.Payer, fac.Accepts(o)[0], nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	payer0 := w.balance(w.Payer.Address())
	required, _, _ := fac.Charge(ctx, o, p, nil, func(context.Context) error { return nil })
	if required == nil || len(late.held) != 1 {
		t.Fatalf("the settlement should have been reported not mined: %+v, %d held", required, len(late.held))
	}
	// The answer was dropped; the pending transaction is then mined.
	if _, err := w.Node.Send(ctx, late.held[0]); err != nil {
		t.Fatal(err)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Sign() != 0 {
		t.Fatalf("the payer was charged %s for an answer it did not get", d)
	}
}

// TestExactSameAuthorizationTwiceAtOnce: the same authorization sent again while its first
// call runs is refused before running (held in flight), and the payer pays once for one answer.
func TestExactSameAuthorizationTwiceAtOnce(t *testing.T) {
	w := newWorld(t, nil)
	ex := w.offer("/paid").Accepts[0]
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	h := header(t, p)
	var second atomic.Pointer[http.Response]
	var once atomic.Bool
	w.during = func(*http.Request) {
		if once.CompareAndSwap(false, true) {
			resp, _ := w.get("/paid", map[string]string{x402.HeaderSignature: h})
			second.Store(resp)
		}
	}
	payer0 := w.balance(w.Payer.Address())
	if resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: h}); resp.StatusCode != http.StatusOK {
		t.Fatalf("first: %d %q", resp.StatusCode, body)
	}
	if r := second.Load(); r == nil || !strings.Contains(refusal(t, r), x402.ReasonNonceUsed) {
		t.Fatalf("the same authorization at once: %v", r)
	}
	if w.ran.Load() != 1 {
		t.Fatalf("ran %d times", w.ran.Load())
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("paid %s, want one price", d)
	}
}

// TestBatchOneCallPerChannel: a second voucher on a channel whose call runs is refused as busy
// before running (two vouchers signed over the same held amount cannot both pay); after the
// first is saved, one below it is refused before running too.
func TestBatchOneCallPerChannel(t *testing.T) {
	w := newWorld(t, nil)
	req := w.offer("/paid?asset=eth").Accepts[0]
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{3}}
	if err := paychan.NewClient(w.sender(w.Payer), w.chans).Open(context.Background(), ch, big.NewInt(1e15)); err != nil {
		t.Fatal(err)
	}
	voucher := func(amount *big.Int) string {
		v, err := paychan.Sign(dom.Separator(), ch.ID(dom.Separator()), amount, w.Payer)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := x402.PayVoucher(req, nil, ch, v)
		return header(t, p)
	}
	var second atomic.Pointer[http.Response]
	var once atomic.Bool
	w.during = func(*http.Request) {
		if once.CompareAndSwap(false, true) {
			resp, _ := w.get("/paid?asset=eth", map[string]string{x402.HeaderSignature: voucher(w.price)})
			second.Store(resp)
		}
	}
	if resp, body := w.get("/paid?asset=eth", map[string]string{x402.HeaderSignature: voucher(w.price)}); resp.StatusCode != http.StatusOK {
		t.Fatalf("first: %d %q", resp.StatusCode, body)
	}
	if r := second.Load(); r == nil || !strings.Contains(refusal(t, r), x402.ReasonChannelBusy) {
		t.Fatalf("a second voucher at once: %v", r)
	}
	if resp, _ := w.get("/paid?asset=eth", map[string]string{x402.HeaderSignature: voucher(big.NewInt(1))}); !strings.Contains(refusal(t, resp), x402.ReasonBelowClaimed) {
		t.Fatal("a voucher below the saved one was not refused")
	}
	if w.ran.Load() != 1 {
		t.Fatalf("ran %d times for one voucher", w.ran.Load())
	}
}

// Review of upto and the x402 wiring, finding 9: an answer that outgrows MaxBufferedAnswer is a
// failed call (not charged), and the part held before it overflowed went out anyway: an
// endpoint that writes its result before more (an A2A stream's artifact before its last
// events) answered it free. A failed call may answer its own error, never part of a result.
func TestExactOversizeAnswerSendsNothingOfIt(t *testing.T) {
	w := newWorld(t, nil)
	ex := w.offer("/paid").Accepts[0]
	payer0 := w.balance(w.Payer.Address())
	w.oversize.Store(true)
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	if strings.Contains(body, "the whole answer") || resp.StatusCode < 400 {
		t.Fatalf("oversize answer: %d, %d bytes of it sent (%.60q)", resp.StatusCode, len(body), body)
	}
	if w.balance(w.Payer.Address()).Cmp(payer0) != 0 {
		t.Fatal("an oversize answer was charged")
	}
}
