package chainindex

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// OpenDB opens a badger store for the index: in memory when dir is "", else on disk with
// SyncWrites so that a committed batch survives a crash. A node that shares one store between
// subsystems should open it with SyncWrites too.
func OpenDB(dir string) (*badger.DB, error) {
	opts := badger.DefaultOptions(dir).WithLogger(nil).WithSyncWrites(true)
	if dir == "" {
		opts = opts.WithInMemory(true)
	}
	db, err := badger.Open(opts)
	if err != nil {
		return nil, fmt.Errorf("chainindex: open store: %w", err)
	}
	return db, nil
}

// cursor is where indexing resumes: Next is the first block not yet indexed and Hash the hash
// of block Next-1 (zero when nothing was indexed yet).
type cursor struct {
	Next uint64      `json:"next"`
	Hash common.Hash `json:"hash"`
}

// extra holds the reads made at the log's block for what its event lacks.
type extra struct {
	// BountyPosted: the post parameters that are not in the event.
	Arbiter       common.Address `json:"arbiter,omitzero"`
	ReviewWindow  uint32         `json:"reviewWindow,omitempty"`
	MinReputation uint8          `json:"minReputation,omitempty"`
	MinStake      *big.Int       `json:"minStake,omitempty"`
	MinPaid       uint64         `json:"minPaid,omitempty"`
	// BountyClaimed: the stake the claim reserves (escrow reservationOf).
	Reservation *big.Int `json:"reservation,omitempty"`
	// NewFeedback: the weight of the entry and its bounty (ERC-8004's event names neither).
	Weight *big.Int `json:"weight,omitempty"`
	Bounty uint64   `json:"bounty,omitempty"`
}

// storedLog is a raw log as kept under l/.
type storedLog struct {
	Log   *types.Log `json:"log"`
	Extra *extra     `json:"extra,omitempty"`
}

// vtx is a badger transaction seen through the index's key prefix.
type vtx struct {
	txn *badger.Txn
	k   keys
}

// get decodes the JSON value at key into v; found is false when the key is absent.
func (t vtx) get(key []byte, v any) (found bool, err error) {
	item, err := t.txn.Get(key)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, item.Value(func(b []byte) error { return json.Unmarshal(b, v) })
}

func (t vtx) put(key []byte, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return t.txn.Set(key, b)
}

func (t vtx) mark(key []byte) error { return t.txn.Set(key, nil) }

func (t vtx) del(key []byte) error { return t.txn.Delete(key) }

// reindex replaces the index entries old by new, touching only the difference.
func (t vtx) reindex(old, new [][]byte) error {
	want := make(map[string]bool, len(new))
	for _, k := range new {
		want[string(k)] = true
	}
	had := make(map[string]bool, len(old))
	for _, k := range old {
		had[string(k)] = true
		if !want[string(k)] {
			if err := t.del(k); err != nil {
				return err
			}
		}
	}
	for k := range want {
		if !had[k] {
			if err := t.mark([]byte(k)); err != nil {
				return err
			}
		}
	}
	return nil
}

// ids lists the trailing uint64 ids of the keys under prefix, in key order, after afterID
// when positive, at most limit (0: all).
func ids(txn *badger.Txn, prefix []byte, afterID uint64, limit int) []uint64 {
	it := txn.NewIterator(badger.IteratorOptions{Prefix: prefix})
	defer it.Close()
	var out []uint64
	start := prefix
	if afterID > 0 {
		start = append(append([]byte{}, prefix...), be64(afterID+1)...)
	}
	for it.Seek(start); it.ValidForPrefix(prefix); it.Next() {
		out = append(out, tailU64(it.Item().Key()))
		if limit > 0 && len(out) == limit {
			break
		}
	}
	return out
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }
