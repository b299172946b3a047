package call

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
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

// Review rvpwp, finding 1 (the same for a token): an agent learnt in a token this node does
// not pay in, whose owner moved it to ETH, is paid in ETH at the next call (its terms asked
// again) instead of refused until the payer restarts.
func TestRvpwpTokenRefusedThenMoved(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	token := r.deployToken(t)
	r.tokens = map[common.Address]*big.Int{token: big.NewInt(1), {}: big.NewInt(1)}
	r.startPayee(t)
	r.prices = map[string]Price{"echo": {Amount: testPrice, Token: token}}
	r.srv.payee = r.payee()
	if err := r.callAgent(ctx, "echo"); !errors.Is(err, ErrPaymentRefused) {
		t.Fatalf("an agent paid in a token the policy does not pay in: %v", err)
	}
	r.prices = nil // echo at testPrice in ETH
	r.srv.payee = r.payee()
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatalf("the agent now paid in ETH: %v", err)
	}
	if got := r.answered(t); got.Cmp(testPrice) != 0 {
		t.Fatalf("answered %s, want %s", got, testPrice)
	}
}
