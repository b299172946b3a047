package paychan

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// feeLookup is the openings to read back in one block: the ids of channels claimed whose
// settings the index does not keep, opened (last) in that block.
type feeLookup struct {
	block uint64
	ids   []common.Hash
}

// lookupIDs is the ids of one query reading openings back (a topic list; providers cap its
// length): a block holds ~300 openings at most (30M gas, ~100k each), so a block's claims are
// read back in a few queries.
const lookupIDs = 100

// lookUp reads back the openings x.wanted names, one query per block and lookupIDs ids (the
// ChannelOpened of those ids in that one block: FromBlock = ToBlock, the ids as second topic),
// while left allows, into x.found: the settings that hash to their id, nil for an id none
// answered does. A query refused is split in half down to one id; one id refused fails the
// sync (x.wanted is kept: the next sync goes on).
func (x *FeeIndex) lookUp(ctx context.Context, r LogReader, s *FeeSync, left func() bool) error {
	chunk := lookupIDs
	for len(x.wanted) > 0 && left() {
		w := &x.wanted[0]
		ids := w.ids[:min(chunk, len(w.ids))]
		b := new(big.Int).SetUint64(w.block)
		s.Queries++
		logs, err := r.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: b, ToBlock: b, Addresses: []common.Address{x.addr},
			Topics: [][]common.Hash{{evOpened}, ids}})
		if err != nil {
			if len(ids) >= 2 && ctx.Err() == nil {
				chunk = len(ids) / 2
				continue
			}
			return fmt.Errorf("paychan: fee index: openings of %d channels in block %d: %w", len(ids), w.block, err)
		}
		asked := make(map[common.Hash]bool, len(ids))
		for _, id := range ids {
			asked[id] = true
			x.found[id] = nil
		}
		for i := range logs {
			l := &logs[i]
			if !x.ours(l) || l.Topics[0] != evOpened || l.BlockNumber != w.block || !asked[l.Topics[1]] {
				continue
			}
			if ch, ok := x.openedLog(l); ok {
				x.found[l.Topics[1]] = &ch
			}
		}
		if w.ids = w.ids[len(ids):]; len(w.ids) == 0 {
			x.wanted = x.wanted[1:]
		}
	}
	return nil
}
