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
	wide  bool // not found in block: looked for within feeReorgWindow blocks of it
}

// lookupIDs is the ids of one query reading openings back (a topic list; providers cap its
// length): a block holds ~300 openings at most (30M gas, ~100k each), so a block's claims are
// read back in a few queries.
const lookupIDs = 100

// feeReorgWindow is how far from the block the index saw it in an opening not found there is
// looked for (once, one query a lookupIDs ids): a reorg may have moved it since the index read
// it (review rv26).
const feeReorgWindow = 128

// lookUp reads back the openings x.wanted names, one query per block and lookupIDs ids (the
// ChannelOpened of those ids in that one block: FromBlock = ToBlock, the ids as second topic),
// while left allows, into x.found: the settings that hash to their id, nil for an id none
// answered does. The ids not found in their block are looked for again within feeReorgWindow
// blocks of it. A query refused is split in half down to one id; one id refused fails the
// sync (x.wanted is kept: the next sync goes on), except in the window (the provider may cap
// ranges below it): the id stays not found.
func (x *FeeIndex) lookUp(ctx context.Context, r LogReader, s *FeeSync, left func() bool) error {
	chunk := lookupIDs
	for len(x.wanted) > 0 && left() {
		w := &x.wanted[0]
		ids := w.ids[:min(chunk, len(w.ids))]
		from, to := w.block, w.block
		if w.wide { // x.next > w.block: the opening was in a range applied
			from, to = w.block-min(w.block, feeReorgWindow), min(w.block+feeReorgWindow, x.next-1)
		}
		s.Queries++
		logs, err := r.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{x.addr}, Topics: [][]common.Hash{{evOpened}, ids}})
		if err != nil {
			if len(ids) >= 2 && ctx.Err() == nil {
				chunk = len(ids) / 2
				continue
			}
			if !w.wide || ctx.Err() != nil {
				return fmt.Errorf("paychan: fee index: openings of %d channels in blocks %d-%d: %w", len(ids), from, to, err)
			}
			logs = nil // the window refused: not found
		}
		asked := make(map[common.Hash]bool, len(ids))
		for _, id := range ids {
			asked[id] = true
			x.found[id] = nil
		}
		for i := range logs {
			l := &logs[i]
			if !x.ours(l) || l.Topics[0] != evOpened || l.BlockNumber < from || l.BlockNumber > to || !asked[l.Topics[1]] {
				continue
			}
			if ch, ok := x.openedLog(l); ok {
				x.found[l.Topics[1]] = &ch
			}
		}
		var missing []common.Hash
		for _, id := range ids {
			if x.found[id] == nil && !w.wide {
				missing = append(missing, id)
			}
		}
		if w.ids = w.ids[len(ids):]; len(w.ids) == 0 {
			x.wanted = x.wanted[1:]
		}
		if len(missing) > 0 {
			x.wanted = append(x.wanted, feeLookup{block: from, ids: missing, wide: true})
		}
	}
	return nil
}
