package escrow

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// Claimer is the account that claimed bounty id (the BountyClaimed event's `by`), or
// ErrNotClaimed when no claim is on chain. A bounty is claimed at most once, so the answer
// is cached.
func (c *Client) Claimer(ctx context.Context, id uint64) (common.Address, error) {
	if v, ok := c.claimers.Load(id); ok {
		return v.(common.Address), nil
	}
	var topic common.Hash
	new(big.Int).SetUint64(id).FillBytes(topic[:])
	logs, err := c.s.Backend().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(c.FromBlock), Addresses: []common.Address{c.addr},
		Topics: [][]common.Hash{{c.claimed}, {topic}},
	})
	if err != nil {
		return common.Address{}, fmt.Errorf("escrow: read claim of bounty %d: %w", id, err)
	}
	for _, l := range logs {
		if l.Removed {
			continue
		}
		if ev, err := c.c.UnpackBountyClaimedEvent(&l); err == nil {
			c.claimers.Store(id, ev.By)
			return ev.By, nil
		}
	}
	return common.Address{}, fmt.Errorf("%w: %d", ErrNotClaimed, id)
}
