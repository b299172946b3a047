package call

import (
	"context"
	"errors"
	"math/big"
	"testing"
)

// Review rvpwp, finding 1: the payer keeps an agent's terms as learnt (Paying.known) and
// checks their price against the call's maximum before anything goes out. An agent that cut
// its price (its owner signed a new card) was refused by every caller whose maximum sits
// between the old and the new price (agent call --max-price, a card's price, an auction's
// bid): the cached old price was over the maximum, so no call went out to learn the new one,
// until the payer restarted. The payer now asks the agent its terms again (an unpaid call:
// payment required names them) when the cached price is over the call's maximum.
func TestRvpwpPriceCutUnderMaximum(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatal(err)
	}
	cut := new(big.Int).Div(testPrice, big.NewInt(2))
	r.prices = map[string]Price{"echo": {Amount: cut}}
	r.srv.payee = r.payee()
	before := new(big.Int).Set(r.answered(t))
	if err := r.callAgent(WithMaxPrice(ctx, cut), "echo"); err != nil {
		t.Fatalf("a call at most the agent's new price %s: %v", cut, err)
	}
	if got := new(big.Int).Sub(r.answered(t), before); got.Cmp(cut) != 0 {
		t.Fatalf("paid %s for a call at the new price %s", got, cut)
	}
	// A price still over the maximum after asking again is refused as before.
	if err := r.callAgent(WithMaxPrice(ctx, big.NewInt(1)), "echo"); !errors.Is(err, ErrPriceTooHigh) {
		t.Fatalf("a maximum under the agent's price: %v", err)
	}
}
