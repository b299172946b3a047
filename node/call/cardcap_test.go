package call

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// Review rvexact, finding 4: a card's price bounds a call with no maximum of its own, and only
// lowers the policy's maximum (a card announcing 1 ETH is no consent to pay 1 ETH), whereas
// the caller's own maximum (--max-price) replaces it.
func TestCardPriceOnlyLowersThePolicy(t *testing.T) {
	r, token := ownRig(t, 5, Bounds{MaxPrice: big.NewInt(5), MaxDeposit: big.NewInt(50), Budget: big.NewInt(100)})
	r.policy.MaxPrice = new(big.Int).Sub(testPrice, big.NewInt(1)) // echo asks more than the policy allows
	r.startPayer(t)
	ctx := context.Background()
	eth := common.Address{}
	huge := big.NewInt(1e18)
	for _, c := range []struct {
		name  string
		ctx   context.Context
		agent string
		ok    bool
	}{
		{"a card above the policy", WithCardPrice(ctx, huge, &eth), "echo", false},
		{"a free card", WithCardPrice(ctx, new(big.Int), nil), "tok-echo", false},
		{"a card below the ask, in the token", WithCardPrice(ctx, big.NewInt(4), &token), "tok-echo", false},
		{"a card in ETH for a price in the token", WithCardPrice(ctx, huge, &eth), "tok-echo", false},
		{"a card above the token's own maximum", WithCardPrice(ctx, huge, &token), "tok-echo", true},
		{"the caller's own maximum above the policy", WithMaxPriceIn(ctx, testPrice, eth), "echo", true},
	} {
		err := r.callAgent(c.ctx, c.agent)
		if c.ok && err != nil || !c.ok && !errors.Is(err, ErrPriceTooHigh) {
			t.Fatalf("%s: %v", c.name, err)
		}
	}
}
