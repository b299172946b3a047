package call

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// A token paid within bounds of its own (PayPolicy.Own: a 6-decimal token's base units are not
// ETH's): its maxPrice holds even when a call's WithMaxPrice would allow more, its deposits
// are bounded by its own maxDeposit and budget (a top-up past them is refused, nothing more
// locked), and they do not use ETH's budget, whose calls go on.
func TestPaidCallOwnBounds(t *testing.T) {
	r := newPaidRig(t, DefaultConfig(testChain), DefaultConfig(testChain))
	ctx := context.Background()
	token := r.deployToken(t)
	price := big.NewInt(5)
	r.prices = map[string]Price{"echo": {Amount: testPrice}, "tok-echo": {Amount: price, Token: token}}
	r.tokens = map[common.Address]*big.Int{{}: nil, token: nil}
	r.startPayee(t)
	r.policy.Own = map[common.Address]Bounds{token: {MaxPrice: big.NewInt(4), MaxDeposit: big.NewInt(12), Budget: big.NewInt(12)}}
	r.startPayer(t)
	call := func(ctx context.Context, agent string) error {
		_, err := r.paying.Call(ctx, r.server.ID(), agent, "echo", json.RawMessage(`{}`), nil)
		return err
	}
	if err := call(WithMaxPrice(ctx, big.NewInt(1e18)), "tok-echo"); !errors.Is(err, ErrPriceTooHigh) {
		t.Fatalf("a price of 5 over the token's maxPrice of 4, the call allowing 1e18: %v", err)
	}
	if len(r.paying.Payer().Channels()) != 0 {
		t.Fatal("a refused price opened a channel")
	}
	r.policy.Own[token] = Bounds{MaxPrice: big.NewInt(5), MaxDeposit: big.NewInt(12), Budget: big.NewInt(12)}
	r.startPayer(t)
	for i := 0; i < 2; i++ {
		if err := call(ctx, "tok-echo"); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	cs := r.paying.Payer().Channels()
	if len(cs) != 1 || cs[0].Deposited.Int64() != 12 {
		t.Fatalf("channels %+v, want one deposit of 12 (the token's maxDeposit, not 1000 calls' worth)", cs)
	}
	if err := call(ctx, "tok-echo"); !errors.Is(err, ErrBudget) {
		t.Fatalf("a third call needing a top-up past the token's bounds: %v", err)
	}
	if cs := r.paying.Payer().Channels(); len(cs) != 1 || cs[0].Deposited.Int64() != 12 {
		t.Fatalf("after the refusal: %+v", cs)
	}
	if err := call(ctx, "echo"); err != nil {
		t.Fatalf("an ETH call beside the token's spent budget: %v", err)
	}
}
