package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// ErrNoContract: the deployment names an address without code on the chain the RPC serves.
var ErrNoContract = errors.New("no contract")

// ChainReader is what Check reads of a chain (an *ethclient.Client is one).
type ChainReader interface {
	ChainID(ctx context.Context) (*big.Int, error)
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
}

// Check makes sure r serves d's chain and that its registry and escrow have code there, so a
// wrong deployment file or RPC URL is named as such instead of failing later on an empty answer.
func (d *Deployment) Check(ctx context.Context, r ChainReader) error {
	id, err := r.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("read chain id: %w", err)
	}
	if id.Uint64() != d.ChainID {
		return fmt.Errorf("the RPC serves chain %d, the deployment file is for chain %d: wrong deployment file or RPC?", id.Uint64(), d.ChainID)
	}
	for _, name := range []string{NameAgentRegistry, NameBountyEscrow} {
		addr, ok := d.Contracts[name]
		if !ok {
			return fmt.Errorf("%w: the deployment file names no %s", ErrNoContract, name)
		}
		code, err := r.CodeAt(ctx, addr, nil)
		if err != nil {
			return fmt.Errorf("read code at %s: %w", addr.Hex(), err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%w at %s (%s) on chain %d: wrong deployment file or RPC?", ErrNoContract, addr.Hex(), name, d.ChainID)
		}
	}
	return nil
}
