package call

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/agentsite/agentsite/node/errcode"
)

// reasonBusyPayee refuses every voucher with the busy reason (errcode.ReasonChannelBusy) in
// other words than paychan.ErrBusy's.
type reasonBusyPayee struct{ honest *ChannelPayee }

func (b reasonBusyPayee) Charge(ctx context.Context, agent string, pay *Payment) (func(bool) error, *Error) {
	t, _ := b.honest.Terms(agent)
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	t.Reason = errcode.ReasonChannelBusy
	return nil, paymentError(CodePaymentRefused, t, "payment refused: come back later")
}

// Review rvfix, question: the busy refusal's stable reason is a second way for a payee to say
// busy; the rv5b guard (believed only with a voucher of ours unresolved on the channel) must
// hold for it too: a payee saying busy by reason to fresh vouchers opens no lanes, over
// several calls. Holds.
func TestRvfixBusyReasonOpensNoLanes(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.srv.payee = reasonBusyPayee{honest: r.payee()}
	ctx := context.Background()
	for i := 0; i < 3; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err == nil || !busyRefusal(err) {
			t.Fatalf("call %d: %v, want the busy refusal", i, err)
		}
	}
	if cs := r.paying.Payer().Channels(); len(cs) != 1 || cs[0].Answered.Sign() != 0 {
		t.Fatalf("three calls refused busy by reason opened %d channels (lanes %d)", len(cs), r.policy.Lanes)
	}
}
