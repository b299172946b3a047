package paychan

import (
	"context"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// feeLookup is openings to read back: the channels claimed whose settings the index does not
// keep, by the block it saw each opened (last) in, ascending.
type feeLookup struct {
	ids  []feeID
	wide bool // not found in their blocks: looked for within feeReorgWindow blocks of them
}

// feeID is a channel and the block of its opening.
type feeID struct {
	id    common.Hash
	block uint64
}

// lookupIDs is the ids of one query reading openings back (a topic list; providers cap its
// length): a block holds ~300 openings at most (30M gas, ~100k each), so a block's claims are
// read back in a few queries.
const lookupIDs = 100

// feeReorgWindow is how far from the block the index saw it in an opening not found there is
// looked for (once, one query a lookupIDs ids): a reorg may have moved it since the index read
// it (review rv26).
const feeReorgWindow = 128

// lookUp reads back the openings x.wanted names, lookupIDs ids a query at most, over the
// blocks of those ids (less than the index's span apart: the ChannelOpened of those ids in
// those blocks, the ids as second topic; review rv26 finding 5: one query a block let a
// stranger's channels opened in distinct blocks cost a query each), while left allows, into
// x.found: the settings that hash to their id, nil for an id none answered does. The ids not
// found are looked for again within feeReorgWindow blocks of theirs. A query refused is split
// in half, by blocks down to one block, then by ids down to one id; one id refused fails the
// sync (x.wanted is kept: the next sync goes on), except in the window (the provider may cap
// ranges below it): the id stays not found.
func (x *FeeIndex) lookUp(ctx context.Context, r LogReader, s *FeeSync, left func() bool) error {
	chunk, win := lookupIDs, x.span // the ids, and the blocks, of a query
	for len(x.wanted) > 0 && left() {
		w := &x.wanted[0]
		first := w.ids[0].block
		k := sort.Search(min(chunk, len(w.ids)), func(i int) bool { return w.ids[i].block-first >= win })
		from, to := first, w.ids[k-1].block
		if w.wide { // x.next > to: the openings were in ranges applied
			from, to = from-min(from, feeReorgWindow), min(to+feeReorgWindow, x.next-1)
		}
		asked := make(map[common.Hash]bool, k)
		ids := make([]common.Hash, k)
		for i, f := range w.ids[:k] {
			ids[i] = f.id
			asked[f.id] = true
		}
		s.Queries++
		logs, err := r.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{x.addr}, Topics: [][]common.Hash{{evOpened}, ids}})
		if err != nil && ctx.Err() == nil {
			switch last := w.ids[k-1].block; {
			case last > first: // fewer blocks (a provider's range cap), then fewer ids
				win = (last - first + 1) / 2
				continue
			case k >= 2:
				chunk = k / 2
				continue
			}
		}
		if err != nil {
			if !w.wide || ctx.Err() != nil {
				return fmt.Errorf("paychan: fee index: openings of %d channels in blocks %d-%d: %w", k, from, to, err)
			}
			logs = nil // the window refused: not found
		}
		for _, id := range ids {
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
		var missing []feeID
		for _, f := range w.ids[:k] {
			if x.found[f.id] == nil && !w.wide {
				missing = append(missing, f)
			}
		}
		if w.ids = w.ids[k:]; len(w.ids) == 0 {
			x.wanted = x.wanted[1:]
		}
		if len(missing) > 0 {
			x.wanted = append(x.wanted, feeLookup{ids: missing, wide: true})
		}
	}
	return nil
}
