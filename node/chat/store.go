package chat

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
)

// Store keeps chat history in badger. Keys:
//
//	chat/m/<room>\x00<ts uint64 big-endian><id 32 bytes> → the envelope's wire bytes
//	chat/i/<id 32 bytes>                                 → <room>\x00<ts><id> (dedup index)
//
// so a room's history iterates in ts order and an id is looked up in one read. The Store does
// not own the DB: the node opens it (on disk with SyncWrites) and closes it.
type Store struct {
	db *badger.DB
}

// NewStore wraps db.
func NewStore(db *badger.DB) *Store { return &Store{db: db} }

var (
	msgPrefix = []byte("chat/m/")
	idxPrefix = []byte("chat/i/")
)

func roomPrefix(room string) []byte {
	k := make([]byte, 0, len(msgPrefix)+len(room)+1)
	k = append(k, msgPrefix...)
	k = append(k, room...)
	return append(k, 0)
}

func msgKey(room string, ts int64, id common.Hash) []byte {
	k := roomPrefix(room)
	k = binary.BigEndian.AppendUint64(k, uint64(ts))
	return append(k, id[:]...)
}

func idxKey(id common.Hash) []byte { return append(append([]byte{}, idxPrefix...), id[:]...) }

// Item is one verified envelope to store.
type Item struct {
	Room string
	TS   int64
	ID   common.Hash
	Data []byte // wire bytes
}

// batchMaxItems bounds how many queued envelopes the write loop hands to one PutBatch, so
// subscribers hear of the first ones without waiting for a long backlog to be written.
const batchMaxItems = 256

// Put stores a verified envelope's wire bytes. It reports false, without error, when the id
// is already stored.
func (s *Store) Put(room string, ts int64, id common.Hash, data []byte) (bool, error) {
	added, err := s.PutBatch([]Item{{Room: room, TS: ts, ID: id, Data: data}})
	if err != nil {
		return false, err
	}
	return added[0], nil
}

// PutBatch stores items in as few transactions as badger's transaction limit allows (one
// fsync each on a SyncWrites DB): a batch that does not fit is split where badger says it is
// full, so every item is written whatever the DB's memtable size. added[i] reports whether
// items[i] was new; an id repeated within the batch is new only the first time.
func (s *Store) PutBatch(items []Item) ([]bool, error) {
	added := make([]bool, len(items))
	for start := 0; start < len(items); {
		n, err := s.putSome(items[start:], added[start:])
		if err != nil {
			return nil, fmt.Errorf("chat: store put: %w", err)
		}
		start += n
	}
	return added, nil
}

// putSome writes a prefix of items in one transaction, as long a prefix as fits, and returns
// its length (at least 1). Ids written by earlier transactions of the batch are found stored.
func (s *Store) putSome(items []Item, added []bool) (int, error) {
	limit := len(items)
	for attempt := 0; ; {
		fit := 0
		err := s.db.Update(func(txn *badger.Txn) error {
			inTxn := make(map[common.Hash]bool)
			for i, it := range items[:limit] {
				fit, added[i] = i, false
				if inTxn[it.ID] {
					continue
				}
				if _, err := txn.Get(idxKey(it.ID)); err == nil {
					continue
				} else if !errors.Is(err, badger.ErrKeyNotFound) {
					return err
				}
				mk := msgKey(it.Room, it.TS, it.ID)
				if err := txn.Set(mk, it.Data); err != nil {
					return err
				}
				if err := txn.Set(idxKey(it.ID), mk[len(msgPrefix):]); err != nil {
					return err
				}
				inTxn[it.ID], added[i] = true, true
			}
			fit = limit
			return nil
		})
		switch {
		case errors.Is(err, badger.ErrTxnTooBig) && fit > 0:
			limit = fit // items[:fit] fit: write them alone, the rest in the next transaction
			continue
		case errors.Is(err, badger.ErrConflict) && attempt < 3:
			attempt++
			continue
		case err != nil:
			return 0, err
		}
		return limit, nil
	}
}

// Has reports whether id is stored.
func (s *Store) Has(id common.Hash) (bool, error) {
	err := s.db.View(func(txn *badger.Txn) error {
		_, err := txn.Get(idxKey(id))
		return err
	})
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, badger.ErrKeyNotFound):
		return false, nil
	default:
		return false, fmt.Errorf("chat: store has: %w", err)
	}
}

// Since returns the wire bytes of up to limit envelopes of room with ts >= since, oldest first,
// stopping before the total would pass maxBytes (maxBytes <= 0: no byte bound).
func (s *Store) Since(room string, since int64, limit, maxBytes int) ([][]byte, error) {
	out, _, err := s.SinceWhere(room, since, limit, maxBytes, nil)
	return out, err
}

// SinceWhere is Since for the envelopes whose ts keep accepts (nil keeps all); the values of
// the others are not read. more reports that it stopped at a bound before the last of them.
func (s *Store) SinceWhere(room string, since int64, limit, maxBytes int, keep func(ts int64) bool) (out [][]byte, more bool, err error) {
	if since < 0 {
		since = 0
	}
	total := 0
	err = s.db.View(func(txn *badger.Txn) error {
		prefix := roomPrefix(room)
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix, PrefetchValues: keep == nil, PrefetchSize: 64})
		defer it.Close()
		start := binary.BigEndian.AppendUint64(append([]byte{}, prefix...), uint64(since))
		for it.Seek(start); it.Valid(); it.Next() {
			item := it.Item()
			if k := item.Key(); keep != nil && len(k) >= len(prefix)+8 && !keep(int64(binary.BigEndian.Uint64(k[len(prefix):]))) {
				continue
			}
			if len(out) >= limit || maxBytes > 0 && total+int(item.ValueSize()) > maxBytes {
				more = true
				break
			}
			v, err := item.ValueCopy(nil)
			if err != nil {
				return err
			}
			total += len(v)
			out = append(out, v)
		}
		return nil
	})
	if err != nil {
		return nil, false, fmt.Errorf("chat: store since: %w", err)
	}
	return out, more, nil
}

// Latest returns the newest ts stored for room, or 0 when the room has no history.
func (s *Store) Latest(room string) (int64, error) {
	var ts int64
	err := s.db.View(func(txn *badger.Txn) error {
		prefix := roomPrefix(room)
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix, Reverse: true})
		defer it.Close()
		// Seek past every key of the room: prefix + 0xff... sorts after all of them.
		it.Seek(append(append([]byte{}, prefix...), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff))
		if it.Valid() {
			k := it.Item().Key()
			ts = int64(binary.BigEndian.Uint64(k[len(prefix) : len(prefix)+8]))
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("chat: store latest: %w", err)
	}
	return ts, nil
}

// Last returns the newest limit envelopes of room (wire bytes), oldest first.
func (s *Store) Last(room string, limit int) ([][]byte, error) {
	var out [][]byte
	err := s.db.View(func(txn *badger.Txn) error {
		prefix := roomPrefix(room)
		it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix, Reverse: true, PrefetchValues: true, PrefetchSize: 64})
		defer it.Close()
		for it.Seek(append(append([]byte{}, prefix...), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)); it.Valid() && len(out) < limit; it.Next() {
			v, err := it.Item().ValueCopy(nil)
			if err != nil {
				return err
			}
			out = append(out, v)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("chat: store last: %w", err)
	}
	slices.Reverse(out)
	return out, nil
}

var cursorPrefix = []byte("chat/c/")

func cursorKey(room, peer string) []byte {
	k := append(append([]byte{}, cursorPrefix...), room...)
	return append(append(k, 0), peer...)
}

// Cursor returns the catch-up cursor of room with peer: the time (unix ms) up to which this
// node holds everything that peer had. ok is false when the two have never synced.
func (s *Store) Cursor(room, peer string) (ts int64, ok bool, err error) {
	err = s.db.View(func(txn *badger.Txn) error {
		item, err := txn.Get(cursorKey(room, peer))
		if err != nil {
			return err
		}
		return item.Value(func(v []byte) error {
			if len(v) != 8 {
				return fmt.Errorf("cursor of %d bytes", len(v))
			}
			ts, ok = int64(binary.BigEndian.Uint64(v)), true
			return nil
		})
	})
	if errors.Is(err, badger.ErrKeyNotFound) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("chat: store cursor: %w", err)
	}
	return ts, ok, nil
}

// SetCursor records the catch-up cursor of room with peer.
func (s *Store) SetCursor(room, peer string, ts int64) error {
	err := s.db.Update(func(txn *badger.Txn) error {
		return txn.Set(cursorKey(room, peer), binary.BigEndian.AppendUint64(nil, uint64(ts)))
	})
	if err != nil {
		return fmt.Errorf("chat: store set cursor: %w", err)
	}
	return nil
}
