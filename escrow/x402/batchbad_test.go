package x402_test

import (
	"context"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/identity"
)

// TestBatchBadVouchersDoNotRun: every bad voucher is refused with its x402 reason before the
// call runs, and leaves the held voucher as it was.
func TestBatchBadVouchersDoNotRun(t *testing.T) {
	w := newWorld(t, nil)
	ctx := context.Background()
	req := w.offer("/paid?asset=eth").Accepts[0]
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	sep := dom.Separator()
	deposit := new(big.Int).Mul(w.price, big.NewInt(3))
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{7}}
	payer := paychan.NewClient(w.sender(w.Payer), w.chans)
	if err := payer.Open(ctx, ch, deposit); err != nil {
		t.Fatal(err)
	}
	// A channel to another payee, opened and funded: the node holds no checker for it.
	elsewhere := ch
	elsewhere.Payee, elsewhere.Salt = w.Payer.Address(), common.Hash{8}
	if err := payer.Open(ctx, elsewhere, deposit); err != nil {
		t.Fatal(err)
	}
	stranger, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	pay := func(c paychan.Channel, r x402.Requirements, amount *big.Int, signer *identity.Key) *http.Response {
		t.Helper()
		v, err := paychan.Sign(sep, c.ID(sep), amount, signer)
		if err != nil {
			t.Fatal(err)
		}
		p, err := x402.PayVoucher(r, nil, c, v)
		if err != nil {
			t.Fatal(err)
		}
		resp, _ := w.get("/paid?asset=eth", map[string]string{x402.HeaderSignature: header(t, p)})
		return resp
	}
	if resp := pay(ch, req, w.price, w.Payer); resp.StatusCode != http.StatusOK {
		t.Fatalf("first voucher: %d", resp.StatusCode)
	}
	otherPayTo := req
	otherPayTo.PayTo = w.Payer.Address().Hex()
	twice := new(big.Int).Mul(w.price, big.NewInt(2))
	for _, c := range []struct {
		name   string
		ch     paychan.Channel
		req    x402.Requirements
		amount *big.Int
		signer *identity.Key
		reason string
	}{
		{"replayed", ch, req, w.price, w.Payer, x402.ReasonBelowClaimed},
		{"lower", ch, req, big.NewInt(1), w.Payer, x402.ReasonBelowClaimed},
		{"under the price", ch, req, new(big.Int).Add(w.price, big.NewInt(1)), w.Payer, x402.ReasonVoucherRefused},
		{"over the deposit", ch, req, new(big.Int).Add(deposit, big.NewInt(1)), w.Payer, x402.ReasonExceedsBalance},
		{"signed by another key", ch, req, twice, stranger, x402.ReasonVoucherSignature},
		{"channel to another payee", elsewhere, req, w.price, w.Payer, x402.ReasonReceiverMismatch},
		{"offer to another payee", elsewhere, otherPayTo, w.price, w.Payer, x402.ReasonReceiverMismatch},
	} {
		t.Run(c.name, func(t *testing.T) {
			if msg := refusal(t, pay(c.ch, c.req, c.amount, c.signer)); !strings.Contains(msg, c.reason) {
				t.Fatalf("refusal %q, want %s", msg, c.reason)
			}
		})
	}
	if w.ran.Load() != 1 {
		t.Fatalf("the call ran %d times, want once (the paid call)", w.ran.Load())
	}
	held := w.checker.Held()
	if len(held) != 1 || held[0].Voucher.Amount.Cmp(w.price) != 0 {
		t.Fatalf("held %+v, want the first voucher only", held)
	}
	// The channel is free again: the next voucher pays.
	if resp := pay(ch, req, twice, w.Payer); resp.StatusCode != http.StatusOK {
		t.Fatalf("second voucher: %d", resp.StatusCode)
	}
}

// TestBatchPanicReleasesTheChannel: a call that panics is not charged and does not leave its
// channel held: the same voucher pays the next call.
func TestBatchPanicReleasesTheChannel(t *testing.T) {
	w := newWorld(t, nil)
	ctx := context.Background()
	o := x402.Offer{Price: w.price, PayTo: w.Node.Address(), ChannelPayee: w.Node.Address()}
	accepts := w.fac.Accepts(o)
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	sep := dom.Separator()
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{9, 9}}
	if err := paychan.NewClient(w.sender(w.Payer), w.chans).Open(ctx, ch, w.price); err != nil {
		t.Fatal(err)
	}
	v, err := paychan.Sign(sep, ch.ID(sep), w.price, w.Payer)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := x402.PayVoucher(accepts[len(accepts)-1], nil, ch, v)
	func() {
		defer func() {
			if recover() == nil {
				t.Fatal("the panic did not go on up")
			}
		}()
		w.fac.Charge(ctx, o, p, nil, func(context.Context) error { panic("agent bug") })
	}()
	required, settled, runErr := w.fac.Charge(ctx, o, p, nil, func(context.Context) error { return nil })
	if required != nil || runErr != nil || settled == nil || !settled.Success {
		t.Fatalf("after a panic: %+v %+v %v", required, settled, runErr)
	}
}
