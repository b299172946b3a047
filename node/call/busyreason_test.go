package call

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/errcode"
)

// A payee's busy refusal (its channel paying for another call) carries a stable reason in its
// terms (errcode.ReasonChannelBusy, x402's batch_settlement_channel_busy), and the payer
// believes the reason, not the message's words: a payee wording it otherwise is still heard,
// and payees before the reason (paychan.ErrBusy's words only) still are. The rv5b guard
// (believed only with a voucher of ours unresolved) is Paying's and unchanged.
func TestBusyRefusalHasAReason(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err != nil {
		t.Fatal(err) // opens the channel, testPrice answered
	}
	c := r.paying.Payer().Channels()[0]
	sep := r.domain.Separator()
	payee := r.payee()
	sign := func(n int64) *Payment {
		v, err := paychan.Sign(sep, c.ID, new(big.Int).Mul(testPrice, big.NewInt(n)), r.payerKey)
		if err != nil {
			t.Fatal(err)
		}
		return &Payment{Channel: c.Channel, Voucher: v}
	}
	settle, e := payee.Charge(ctx, "echo", sign(2)) // holds the channel busy until settled
	if e != nil {
		t.Fatal(e)
	}
	defer func() { _ = settle(false) }()
	_, busy := payee.Charge(ctx, "echo", sign(3))
	if busy == nil {
		t.Fatal("a second voucher on a channel paying for a call was taken")
	}
	if tm, ok := PaymentTerms(busy); !ok || tm.Reason != errcode.ReasonChannelBusy || !busyRefusal(busy) {
		t.Fatalf("the payee's busy refusal %v: reason %q, want %q, recognised %v", busy, tm.Reason, errcode.ReasonChannelBusy, busyRefusal(busy))
	}
	t0, _ := payee.Terms("echo")
	t0.Reason = errcode.ReasonChannelBusy
	if reworded := paymentError(CodePaymentRefused, t0, "payment refused: the channel is running another call"); !busyRefusal(reworded) {
		t.Fatalf("a busy refusal with the reason and other words is not recognised: %v", reworded)
	}
	if old := paymentError(CodePaymentRefused, Terms{}, "payment refused: %v", paychan.ErrBusy); !busyRefusal(old) {
		t.Fatalf("an older payee's busy refusal (its words only) is not recognised: %v", old)
	}
	if other := paymentError(CodePaymentRefused, Terms{}, "payment refused: bad signature"); busyRefusal(other) {
		t.Fatalf("a refusal without the reason or the words is taken as busy: %v", other)
	}
}
