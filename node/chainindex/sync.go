package chainindex

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// errRetry: the node's answers disagreed (a reorg under our feet); step again.
var errRetry = errors.New("chainindex: chain moved during the batch")

func (c cursor) head() uint64 {
	if c.Next == 0 {
		return 0
	}
	return c.Next - 1
}

// cursor reads the persisted cursor, or the start at the deployment block.
func (ix *Index) cursor() (cursor, error) {
	c := cursor{Next: ix.d.DeployBlock}
	err := ix.db.View(func(txn *badger.Txn) error {
		_, err := vtx{txn, ix.k}.get(ix.k.s(kCursor), &c)
		return err
	})
	if err != nil {
		return c, fmt.Errorf("chainindex: read cursor: %w", err)
	}
	return c, nil
}

func (ix *Index) isDirty() (bool, error) {
	var dirty bool
	err := ix.db.View(func(txn *badger.Txn) error {
		_, err := txn.Get(ix.k.s(kDirty))
		if errors.Is(err, badger.ErrKeyNotFound) {
			return nil
		}
		dirty = err == nil
		return err
	})
	if err != nil {
		return false, fmt.Errorf("chainindex: read dirty flag: %w", err)
	}
	return dirty, nil
}

// step does one unit of work: a reorg roll-back or one batch. more reports work left.
func (ix *Index) step(ctx context.Context) (more bool, err error) {
	c, err := ix.cursor()
	if err != nil {
		return false, err
	}
	if c.Hash != (common.Hash{}) {
		h, err := ix.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(c.Next-1))
		switch {
		case errors.Is(err, ethereum.NotFound) || (err == nil && h.Hash() != c.Hash):
			return true, ix.reorg(ctx, c)
		case err != nil:
			return false, fmt.Errorf("chainindex: header %d: %w", c.Next-1, err)
		}
	}
	latest, err := ix.chain.BlockNumber(ctx)
	if err != nil {
		return false, fmt.Errorf("chainindex: head: %w", err)
	}
	if latest < ix.cfg.Confirmations || latest-ix.cfg.Confirmations < c.Next {
		return false, nil
	}
	target := latest - ix.cfg.Confirmations
	to := min(target, c.Next+ix.cfg.BatchBlocks-1)
	err = ix.indexRange(ctx, c, to)
	for errors.Is(err, badger.ErrTxnTooBig) && to > c.Next {
		// Too many events for one transaction: index the first half, the rest next step.
		to = c.Next + (to-c.Next)/2
		err = ix.indexRange(ctx, c, to)
	}
	return to < target, err
}

// header fetches a canonical header.
func (ix *Index) header(ctx context.Context, n uint64) (*types.Header, error) {
	h, err := ix.chain.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if errors.Is(err, ethereum.NotFound) {
		return nil, errRetry
	}
	if err != nil {
		return nil, fmt.Errorf("chainindex: header %d: %w", n, err)
	}
	return h, nil
}

// indexRange indexes blocks c.Next..to in one badger transaction with the new cursor.
func (ix *Index) indexRange(ctx context.Context, c cursor, to uint64) error {
	logs, err := ix.chain.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(c.Next), ToBlock: new(big.Int).SetUint64(to), Addresses: ix.dec.addrs,
	})
	if err != nil {
		return fmt.Errorf("chainindex: logs %d..%d: %w", c.Next, to, err)
	}
	first, err := ix.header(ctx, c.Next)
	if err != nil {
		return err
	}
	last := first
	if to != c.Next {
		if last, err = ix.header(ctx, to); err != nil {
			return err
		}
	}
	if c.Hash != (common.Hash{}) && first.ParentHash != c.Hash {
		return errRetry // the cursor block was replaced
	}
	hashes := map[uint64]common.Hash{c.Next: first.Hash(), to: last.Hash()}
	var (
		events []Event
		stored []storedLog
		times  = map[uint64]uint64{}
	)
	for i := range logs {
		l := &logs[i]
		if h, ok := hashes[l.BlockNumber]; (ok && h != l.BlockHash) || l.Removed || l.BlockNumber < c.Next || l.BlockNumber > to {
			return errRetry
		}
		hashes[l.BlockNumber] = l.BlockHash
		if l.BlockTimestamp == 0 { // a node that does not send blockTimestamp with logs
			if _, ok := times[l.BlockNumber]; !ok {
				h, err := ix.header(ctx, l.BlockNumber)
				if err != nil {
					return err
				}
				if h.Hash() != l.BlockHash {
					return errRetry
				}
				times[l.BlockNumber] = h.Time
			}
			l.BlockTimestamp = times[l.BlockNumber]
		}
		ev, err := ix.dec.decode(l)
		if err != nil {
			ix.log.Debug("skipping log", "block", l.BlockNumber, "index", l.Index, "err", err)
			continue
		}
		events = append(events, ev)
		stored = append(stored, storedLog{Log: l})
	}
	if err := ix.readExtras(ctx, events, stored); err != nil {
		return err
	}
	err = ix.db.Update(func(txn *badger.Txn) error {
		t := vtx{txn, ix.k}
		for i, ev := range events {
			if err := t.put(ix.k.log(ev.Block, ev.LogIndex), stored[i]); err != nil {
				return err
			}
			if err := apply(t, ev, stored[i].Extra); err != nil {
				return fmt.Errorf("apply %s at %d/%d: %w", ev.Name, ev.Block, ev.LogIndex, err)
			}
		}
		for n, h := range hashes {
			if err := txn.Set(ix.k.hash(n), h.Bytes()); err != nil {
				return err
			}
		}
		if to+1 > ix.cfg.ReorgDepth {
			if err := ix.pruneHashes(txn, to+1-ix.cfg.ReorgDepth); err != nil {
				return err
			}
		}
		return t.put(ix.k.s(kCursor), cursor{Next: to + 1, Hash: last.Hash()})
	})
	if err != nil {
		return fmt.Errorf("chainindex: commit blocks %d..%d: %w", c.Next, to, err)
	}
	ix.log.Debug("indexed", "from", c.Next, "to", to, "events", len(events))
	ix.subs.publish(events)
	return nil
}

// pruneHashes drops the recorded hashes of blocks below keep.
func (ix *Index) pruneHashes(txn *badger.Txn, keep uint64) error {
	prefix := ix.k.s(pHash)
	it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix})
	var old [][]byte
	for it.Rewind(); it.ValidForPrefix(prefix); it.Next() {
		k := it.Item().KeyCopy(nil)
		if tailU64(k) >= keep {
			break
		}
		old = append(old, k)
	}
	it.Close()
	for _, k := range old {
		if err := txn.Delete(k); err != nil {
			return err
		}
	}
	return nil
}
