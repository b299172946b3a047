package call

import (
	"context"
	"math/big"
	"testing"
)

// A payer with no maximum saw an agent's price cut only at a refusal or a restart: its chain's
// words paid the old price a call, and the payee took them (review rvpwp, stated). The payee
// now refuses a word whose chain pays more a call than the agent asks, with its terms; the
// payer learns the new price, starts a chain at it and pays it from that call on, the refused
// attempt uncharged, its books and the payee's hold equal to the wei.
func TestPriceCutSeenByPayerWithoutMaximum(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	for i := 0; i < 3; i++ { // the chain acknowledged: its words go compact
		if err := r.callAgent(ctx, "echo"); err != nil {
			t.Fatal(err)
		}
	}
	old := new(big.Int).Mul(testPrice, big.NewInt(3))
	if got := r.answered(t); got.Cmp(old) != 0 {
		t.Fatalf("answered %s after three calls, want %s", got, old)
	}
	cut := new(big.Int).Div(testPrice, big.NewInt(4))
	r.prices = map[string]Price{"echo": {Amount: cut}}
	r.srv.payee = r.payee()
	for i := 1; i <= 3; i++ {
		if err := r.callAgent(ctx, "echo"); err != nil {
			t.Fatalf("call %d at the cut price: %v", i, err)
		}
		want := new(big.Int).Add(old, new(big.Int).Mul(cut, big.NewInt(int64(i))))
		if got := r.answered(t); got.Cmp(want) != 0 {
			t.Fatalf("after %d calls at the cut price the payer counts %s, want %s (the old price paid?)", i, got, want)
		}
		if got := r.held(t); got.Cmp(want) != 0 {
			t.Fatalf("after %d calls at the cut price the payee holds %s, want %s", i, got, want)
		}
	}
	// A rise is refused as under the price and learnt, as before.
	r.prices = nil // back to testPrice
	r.srv.payee = r.payee()
	before := new(big.Int).Set(r.answered(t))
	if err := r.callAgent(ctx, "echo"); err != nil {
		t.Fatalf("a call after the price rose back: %v", err)
	}
	if got := new(big.Int).Sub(r.answered(t), before); got.Cmp(testPrice) != 0 {
		t.Fatalf("paid %s for a call at %s", got, testPrice)
	}
}
