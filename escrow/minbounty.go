package escrow

import (
	"context"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"
)

// minBountyWeight is the escrow's MIN_BOUNTY_WEIGHT: the least bounty, in weight units.
const minBountyWeight = 1000

// minBounties caches the least bounty per token (it follows from the reputation registry's
// weights, which are set at deployment).
type minBounties struct {
	mu sync.Mutex
	by map[common.Address]*big.Int
}

// MinBounty is the least amount the escrow takes as a bounty in token: MinNativeBounty for ETH;
// for a token the reputation registry weighs, the amount weighing MIN_BOUNTY_WEIGHT (rounded
// up); 0 for a token it does not list (the escrow takes any amount of it) or when the market
// has no reputation client.
func (m *Market) MinBounty(ctx context.Context, token common.Address) (*big.Int, error) {
	if token == NativeToken {
		return MinNativeBounty, nil
	}
	if m.rep == nil {
		return new(big.Int), nil
	}
	m.mins.mu.Lock()
	v, ok := m.mins.by[token]
	m.mins.mu.Unlock()
	if ok {
		return v, nil
	}
	perUnit, err := m.rep.WeightPerUnit(ctx, token)
	if err != nil {
		return nil, fmt.Errorf("escrow: the least bounty in %s: %w", token.Hex(), err)
	}
	v = new(big.Int)
	if perUnit.Sign() > 0 { // amount * perUnit / 1e18 >= minBountyWeight
		num := new(big.Int).Mul(big.NewInt(minBountyWeight), big.NewInt(1e18))
		v.Add(num, new(big.Int).Sub(perUnit, big.NewInt(1)))
		v.Div(v, perUnit)
	}
	m.mins.mu.Lock()
	if m.mins.by == nil {
		m.mins.by = map[common.Address]*big.Int{}
	}
	m.mins.by[token] = v
	m.mins.mu.Unlock()
	return v, nil
}

// BelowNativeMinimum reports a bid in ETH for less than the escrow's least bounty: such a bid
// is dropped where it arrives (its hire could only revert).
func BelowNativeMinimum(b Bid) bool {
	return b.Token == NativeToken && b.Price != nil && b.Price.Int().Cmp(MinNativeBounty) < 0
}
