package call

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Review rvpwo, finding 3, end to end: a channel topped up while its chain still has words.
// The payee read the old deposit; a bare word above it cannot be verified alone, so the payee
// neither read the deposit again nor took it, and the call after each top-up failed. The word
// after a top-up carries its commitment: every call goes through, on one chain.
func TestRvpwCallAfterTopUp(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	seen := &seenVouchers{VoucherChecker: r.payeeCli}
	r.srv.payee = NewChannelPayee(seen, r.domain, map[string]PaidAgent{"echo": {Price: Price{Amount: testPrice}, Payee: r.payeeKey.Address(), Checker: r.chk}})
	r.policy.DepositCalls = 2
	r.startPayer(t)
	ctx := context.Background()
	for i := 0; i < 5; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
			t.Fatalf("paid call %d (deposits of 2 calls): %v", i, err)
		}
	}
	cs := r.paying.Payer().Channels()
	if len(cs) != 1 || cs[0].Deposited.Cmp(mul(testPrice, 6)) != 0 {
		t.Fatalf("channels %+v, want one topped up twice", cs)
	}
	vs := seen.take()
	if len(vs) != 5 {
		t.Fatalf("payee saw %d vouchers for 5 calls", len(vs))
	}
	for i, v := range vs {
		if v.Word == nil || v.Word.Index != uint32(i+1) {
			t.Fatalf("voucher %d: %+v, want word %d of one chain", i, v.Word, i+1)
		}
	}
	if got := r.held(t); got.Cmp(mul(testPrice, 5)) != 0 {
		t.Fatalf("payee holds %s, want 5 calls", got)
	}
	if err := paychan.VerifyAny(r.domain.Separator(), r.chk.Held()[0].Voucher, r.payerKey.Address()); err != nil {
		t.Fatal(err)
	}
}

// Holds: params repeating their payment key (a word payment, then a signed one, and the
// reverse) read the same through the hand codec and through encoding/json: the last payment
// whole, nothing of the first's word proof kept.
func TestRvpwRepeatedPaymentKeyAgrees(t *testing.T) {
	w, _ := json.Marshal(sampleWordPayment(t, 0, 3, true))
	e, _ := json.Marshal(samplePayment(t, 2, big.NewInt(5), false))
	for _, pair := range [][2][]byte{{w, e}, {e, w}} {
		in := []byte(`{"payment":` + string(pair[0]) + `,"payment":` + string(pair[1]) + `}`)
		var hand struct {
			Payment *Payment `json:"payment"`
		}
		var plain struct {
			Payment *paymentJSON `json:"payment"`
		}
		if err := json.Unmarshal(in, &hand); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(in, &plain); err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(paymentJSON(*hand.Payment))
		b, _ := json.Marshal(plain.Payment)
		if !bytes.Equal(a, b) || !bytes.Equal(a, pair[1]) {
			t.Fatalf("hand codec %s\nencoding/json %s\nlast payment %s", a, b, pair[1])
		}
	}
}
