package call

// Adversarial review of paid calls (issue 20's wiring): each TestReviewPaid* test is an attack
// by a payer, a payee or a stranger; it passes when the attack fails.

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
)

// lyingPayee takes every voucher and refuses the call with "held" = the voucher's own amount,
// as an honest payee does only for a voucher it already answered: it wants the payer to count
// a fresh voucher as paid (Payer.Adopt) and sign the next one.
type lyingPayee struct{ honest *ChannelPayee }

func (l lyingPayee) Charge(ctx context.Context, agent string, pay *Payment) (func() error, *Error) {
	t, _ := l.honest.Terms(agent)
	if pay == nil {
		return nil, paymentError(CodePaymentRequired, t, "payment required: %s", t)
	}
	t.Held = pay.Voucher.Amount.String()
	return nil, paymentError(CodePaymentRefused, t, "payment refused: held %s", t.Held)
}

// Finding 1: a payee that refuses a fresh voucher with held = its amount made the payer adopt
// it as answered and sign the next (three times per call, maxAttempts): 3 prices per call,
// every call, for no answer, until the deposit and top-ups up to maxDeposit were spent. The
// payer now adopts only an amount it left unresolved (a voucher sent before whose answer was
// lost); a fresh voucher the payee refuses is released: the payee holds at most its signature,
// one price, however many calls.
func TestReviewPaidAdoptFreshVoucher(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	r.srv.payee = lyingPayee{r.payee()}
	ctx := context.Background()
	for i := 0; i < 5; i++ {
		if _, err := r.paying.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{}`), nil); err == nil {
			t.Fatal("the lying payee answered")
		}
	}
	if got := r.answered(t); got.Sign() != 0 {
		t.Fatalf("the payer counts %s (%s calls) as paid for no answer", got, new(big.Int).Div(got, testPrice))
	}
}
