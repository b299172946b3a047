package call

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

type cardBoundKey struct{}

// WithCardPrice returns ctx under which a paying client pays at most price per call, in token
// (nil: a free card, no token stated, so any price above 0 is refused), and never more than
// its policy's maximum: the price an agent's signed card announces bounds a call whose caller
// stated no maximum of its own (review rvexact, finding 4). Unlike WithMaxPriceIn, whose
// maximum is the caller's consent and replaces the policy's, a card's price only lowers it.
func WithCardPrice(ctx context.Context, price *big.Int, token *common.Address) context.Context {
	if token == nil {
		ctx = WithMaxPrice(ctx, price)
	} else {
		ctx = WithMaxPriceIn(ctx, price, *token)
	}
	return context.WithValue(ctx, cardBoundKey{}, true)
}

// cardBound says whether ctx's maximum is a card's price (WithCardPrice).
func cardBound(ctx context.Context) bool {
	b, _ := ctx.Value(cardBoundKey{}).(bool)
	return b
}
