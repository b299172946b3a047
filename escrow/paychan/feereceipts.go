package paychan

import (
	"context"
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// blockReceipts is a LogReader that also reads a block's receipts (an ethclient.Client).
type blockReceipts interface {
	BlockReceipts(ctx context.Context, b rpc.BlockNumberOrHash) ([]*types.Receipt, error)
}

// receiptLogs reads the fee events of block n from its receipts, for a provider that refused
// the block's logs (refused): one block may hold more of the contract's events than a provider
// answers at most (a 30M-gas block ~2,000 claims; a stranger crowding one past a low cap
// stopped the index there for good: review rv26 finding 7). A block's receipts are bounded by
// its gas. Without eth_getBlockReceipts, or refused too, the block stays refused.
func (x *FeeIndex) receiptLogs(ctx context.Context, r LogReader, n uint64, s *FeeSync, refused error) ([]types.Log, error) {
	br, ok := r.(blockReceipts)
	if !ok {
		return nil, refused
	}
	s.Queries++
	rs, err := br.BlockReceipts(ctx, rpc.BlockNumberOrHashWithNumber(rpc.BlockNumber(n)))
	if err != nil {
		return nil, fmt.Errorf("%w; its receipts: %w", refused, err)
	}
	var out []types.Log
	for _, rc := range rs {
		for _, l := range rc.Logs {
			if l != nil && l.Address == x.addr && len(l.Topics) > 0 && slices.Contains(feeEvents, l.Topics[0]) {
				out = append(out, *l)
			}
		}
	}
	return out, nil
}
