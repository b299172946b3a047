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
)

func TestBatchVoucherPaysAfterTheCall(t *testing.T) {
	w := newWorld(t, nil)
	pr := w.offer("/paid?asset=eth")
	if len(pr.Accepts) != 1 || pr.Accepts[0].Scheme != x402.SchemeBatch || pr.Accepts[0].Asset != (common.Address{}).Hex() {
		t.Fatalf("an ETH price is offered as batch-settlement only: %+v", pr.Accepts)
	}
	req := pr.Accepts[0]
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{1}}
	if err := paychan.NewClient(w.sender(w.Payer), w.chans).Open(context.Background(), ch, big.NewInt(1e15)); err != nil {
		t.Fatal(err)
	}
	id := ch.ID(dom.Separator())
	pay := func(amount int64) *http.Response {
		v, err := paychan.Sign(dom.Separator(), id, big.NewInt(amount), w.Payer)
		if err != nil {
			t.Fatal(err)
		}
		p, err := x402.PayVoucher(req, nil, ch, v)
		if err != nil {
			t.Fatal(err)
		}
		resp, _ := w.get("/paid?asset=eth", map[string]string{x402.HeaderSignature: header(t, p)})
		return resp
	}
	if resp := pay(10_000); resp.StatusCode != http.StatusOK || resp.Header.Get(x402.HeaderResponse) == "" {
		t.Fatalf("first voucher: %d", resp.StatusCode)
	}
	if resp := pay(20_000); resp.StatusCode != http.StatusOK {
		t.Fatalf("second voucher: %d", resp.StatusCode)
	}
	// The same voucher again, a lower one, and one that does not rise by the price: refused
	// before the call runs.
	for _, c := range []struct {
		amount int64
		reason string
	}{{20_000, x402.ReasonBelowClaimed}, {10_000, x402.ReasonBelowClaimed}, {25_000, x402.ReasonVoucherRefused}} {
		if msg := refusal(t, pay(c.amount)); !strings.Contains(msg, c.reason) {
			t.Fatalf("voucher %d: %q, want %s", c.amount, msg, c.reason)
		}
	}
	// A failed call keeps the voucher unsaved: the same amount pays the next call.
	w.fail.Store(true)
	if resp := pay(30_000); resp.StatusCode != http.StatusInternalServerError {
		t.Fatalf("failed call: %d", resp.StatusCode)
	}
	w.fail.Store(false)
	if resp := pay(30_000); resp.StatusCode != http.StatusOK {
		t.Fatalf("retry: %d", resp.StatusCode)
	}
	held := w.checker.Held()
	if len(held) != 1 || held[0].Voucher.Amount.Int64() != 30_000 {
		t.Fatalf("held %+v, want the 30000 voucher", held)
	}
	if w.ran.Load() != 4 { // 3 paid, 1 failed; the refused vouchers never ran the call
		t.Fatalf("the call ran %d times, want 3 paid + 1 failed", w.ran.Load())
	}
	// A voucher whose channel id does not match its settings.
	other := ch
	other.Salt = common.Hash{2}
	v, _ := paychan.Sign(dom.Separator(), id, big.NewInt(40_000), w.Payer)
	p, _ := x402.PayVoucher(req, nil, other, v)
	resp, _ := w.get("/paid?asset=eth", map[string]string{x402.HeaderSignature: header(t, p)})
	if msg := refusal(t, resp); !strings.Contains(msg, x402.ReasonChannelMismatch) {
		t.Fatalf("mismatched channel: %q", msg)
	}
}
