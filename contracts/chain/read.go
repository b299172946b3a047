package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// Caller is what a read needs from the chain; Backend includes it.
type Caller interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Read calls a view function at the latest block and unpacks its result with a bindings'
// Unpack function, e.g. chain.Read(ctx, b, dec, addr, c.PackStakeOf(id), c.UnpackStakeOf).
// A revert comes back as a *RevertError decoded with dec (which may be nil).
func Read[T any](ctx context.Context, c Caller, dec *RevertDecoder, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		if rd, ok := revertData(err); ok {
			return zero, dec.Decode(rd)
		}
		return zero, fmt.Errorf("chain: call %s: %w", to.Hex(), err)
	}
	v, err := unpack(out)
	if err != nil {
		return zero, fmt.Errorf("chain: decode answer of %s: %w", to.Hex(), err)
	}
	return v, nil
}
