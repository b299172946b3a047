package chat

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
)

// Retention bounds one room's history: envelopes older than Before, and the oldest beyond the
// newest MaxMessages or MaxBytes, are deleted.
type Retention struct {
	Before      int64 // unix ms; older envelopes go
	MaxMessages int
	MaxBytes    int64
}

// Rooms lists the rooms that have history in the store, joined or not.
func (s *Store) Rooms() ([]string, error) {
	var out []string
	err := s.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: msgPrefix})
		defer it.Close()
		for it.Rewind(); it.Valid(); {
			k := it.Item().Key()[len(msgPrefix):]
			end := bytes.IndexByte(k, 0)
			if end < 0 {
				return fmt.Errorf("history key %x has no room terminator", it.Item().Key())
			}
			room := string(k[:end])
			out = append(out, room)
			// Skip the rest of the room: <room>\x01 sorts after every <room>\x00… key.
			it.Seek(append(append(append([]byte{}, msgPrefix...), room...), 1))
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("chat: store rooms: %w", err)
	}
	return out, nil
}

// Prune deletes the history of room that r does not keep, newest kept first, and returns how
// many envelopes it deleted.
func (s *Store) Prune(room string, r Retention) (int, error) {
	var doomed [][]byte
	err := s.db.View(func(txn *badger.Txn) error {
		prefix := roomPrefix(room)
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix, Reverse: true})
		defer it.Close()
		kept, size := 0, int64(0)
		cut := false // once one envelope goes, every older one goes too
		for it.Seek(append(append([]byte{}, prefix...), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)); it.Valid(); it.Next() {
			item := it.Item()
			k := item.Key()
			if len(k) != len(prefix)+8+common.HashLength {
				return fmt.Errorf("history key %x has the wrong length", k)
			}
			ts := int64(binary.BigEndian.Uint64(k[len(prefix):]))
			size += item.ValueSize()
			cut = cut || ts < r.Before || kept >= r.MaxMessages || size > r.MaxBytes
			if !cut {
				kept++
				continue
			}
			doomed = append(doomed, item.KeyCopy(nil))
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("chat: store prune %q: %w", room, err)
	}
	if err := s.deleteHistory(doomed); err != nil {
		return 0, fmt.Errorf("chat: store prune %q: %w", room, err)
	}
	return len(doomed), nil
}

// deleteHistory deletes history entries and their id index entries. A WriteBatch splits the
// deletions into transactions that fit.
func (s *Store) deleteHistory(keys [][]byte) error {
	if len(keys) == 0 {
		return nil
	}
	wb := s.db.NewWriteBatch()
	defer wb.Cancel()
	for _, k := range keys {
		if err := wb.Delete(k); err != nil {
			return err
		}
		if err := wb.Delete(idxKey(common.BytesToHash(k[len(k)-common.HashLength:]))); err != nil {
			return err
		}
	}
	return wb.Flush()
}

// PruneCursors deletes the catch-up cursors last set before the given time (unix ms): peers
// not heard from for a retention period are asked for everything again, which is bounded.
func (s *Store) PruneCursors(before int64) (int, error) {
	var doomed [][]byte
	err := s.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: cursorPrefix, PrefetchValues: true})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			err := it.Item().Value(func(v []byte) error {
				if len(v) != 8 || int64(binary.BigEndian.Uint64(v)) < before {
					doomed = append(doomed, it.Item().KeyCopy(nil))
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil && len(doomed) > 0 {
		wb := s.db.NewWriteBatch()
		defer wb.Cancel()
		for _, k := range doomed {
			if err = wb.Delete(k); err != nil {
				break
			}
		}
		if err == nil {
			err = wb.Flush()
		}
	}
	if err != nil {
		return 0, fmt.Errorf("chat: store prune cursors: %w", err)
	}
	return len(doomed), nil
}

// pruneLoop enforces retention every PruneInterval until ctx ends.
func (s *Service) pruneLoop(ctx context.Context) {
	defer s.wg.Done()
	tick := time.NewTicker(s.cfg.PruneInterval)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		if err := s.prune(); err != nil && ctx.Err() == nil {
			s.log.Error("prune chat history", "err", err)
		}
	}
}

// prune applies the retention bounds to every room in the store, forgets old catch-up
// cursors, and lets the quota tracker forget windows older than the retention age.
func (s *Service) prune() error {
	cutoff := s.cfg.Clock.Now().Add(-s.cfg.RetentionAge)
	s.quota.sweep(cutoff)
	rooms, err := s.store.Rooms()
	if err != nil {
		return err
	}
	r := Retention{Before: cutoff.UnixMilli(), MaxMessages: s.cfg.RetentionMessages, MaxBytes: s.cfg.RetentionBytes}
	var errs []error
	for _, room := range rooms {
		n, err := s.store.Prune(room, r)
		errs = append(errs, err)
		if n > 0 {
			s.stats.pruned.Add(uint64(n))
			s.log.Info("pruned chat history", "room", room, "deleted", n)
		}
	}
	_, err = s.store.PruneCursors(cutoff.UnixMilli())
	return errors.Join(append(errs, err)...)
}
