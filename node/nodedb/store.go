// Package nodedb is the node's badger database: the options it is opened with (sized for a
// small machine), its value-log garbage collection, and Store, the market's own records in it
// (jobs, open bids, the blobs the node serves).
package nodedb

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// Badger settings of the node's database, against badger's defaults (sized for a database
// server). The node's data is small records (jobs, chat history, the chain index) and a few
// blobs; a node on a small machine should hold tens of MiB, not hundreds.
const (
	// memTableSize is 4 MiB (default 64 MiB), two of them (default 5): the node's writes are
	// small, and a memtable's arena is resident once touched (an idle node whose 8 MiB arena
	// landed on recycled heap pages, which Go zeroes, held ~10 MiB more than its neighbours).
	// A transaction may hold at most 15% of a memtable (614 KiB here); values of
	// valueThreshold and more go to the value log and count only as pointers, so any value
	// still fits; chat.Store and the chain index split their batches where badger says so.
	memTableSize   = 4 << 20
	valueThreshold = 512 << 10
	numMemtables   = 2
	// blockCacheSize is 8 MiB (default 256 MiB, which fills as the database is read and
	// stays). Tables are Snappy-compressed, so the cache spares decompressing hot blocks: the
	// chain index's views and recent chat history fit.
	blockCacheSize = 8 << 20
	// indexCacheSize is 8 MiB (default 0: every table's index and bloom filter stay in memory,
	// growing with the database). A table of 2 MiB has an index of tens of KiB, so this holds
	// those of a few hundred tables.
	indexCacheSize = 8 << 20
	// numCompactors is 2 (default 4; badger needs at least 2, one of them for L0): a node
	// writes little, and each running compaction holds its tables' buffers.
	numCompactors = 2
	// valueLogFileSize is 64 MiB (default 1 GiB). Values of valueThreshold and more (blobs) go
	// to the value log; GC rewrites whole files and never the newest, so smaller files give
	// back the space of deleted blobs much sooner. Smaller values (chat history, jobs, the
	// chain index) live in the LSM tree, whose compactions drop what was deleted.
	valueLogFileSize = 64 << 20
	// GCInterval is how often the value log is garbage-collected; vlogGCDiscardRatio is
	// the share of a file that must be stale before it is rewritten (badger suggests 0.5).
	GCInterval         = 10 * time.Minute
	vlogGCDiscardRatio = 0.5
)

// Options are the options the node opens <data>/db with: writes synced (the market
// writes each stage before its next step and relies on it surviving a crash), no badger log.
func Options(dir string) badger.Options {
	return badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil).
		WithMemTableSize(memTableSize).WithNumMemtables(numMemtables).WithValueThreshold(valueThreshold).
		WithBlockCacheSize(blockCacheSize).WithIndexCacheSize(indexCacheSize).
		WithNumCompactors(numCompactors).WithValueLogFileSize(valueLogFileSize)
}

// runValueLogGC rewrites value-log files while badger finds one worth rewriting. Nothing to
// rewrite is not an error.
func runValueLogGC(db *badger.DB, ratio float64) error {
	for range 16 { // bounded: each pass rewrites one file
		err := db.RunValueLogGC(ratio)
		if errors.Is(err, badger.ErrNoRewrite) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("nodedb: value log gc: %w", err)
		}
	}
	return nil
}

// StartValueLogGC runs runValueLogGC every interval until the returned stop function is
// called; stop waits for a pass in progress and must run before the DB is closed.
func StartValueLogGC(db *badger.DB, interval time.Duration, log *slog.Logger) (stop func() error) {
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(interval)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				return
			case <-tick.C:
			}
			if err := runValueLogGC(db, vlogGCDiscardRatio); err != nil {
				log.Error("value log gc", "err", err)
			}
		}
	}()
	return func() error {
		close(quit)
		<-done
		return nil
	}
}

// Store keeps the node's own records in its badger database: market jobs, the worker's
// open bids and the blobs (task specs) it serves. Writes are synced (the database is opened with SyncWrites).
type Store struct{ db *badger.DB }

// NewStore keeps the records in db.
func NewStore(db *badger.DB) Store { return Store{db: db} }

var (
	jobPrefix  = []byte("job/")
	blobPrefix = []byte("blob/")
	bidPrefix  = []byte("bid/")
)

var (
	_ escrow.Store    = Store{}
	_ escrow.BidStore = Store{}
)

func jobKey(id uint64) []byte {
	return binary.BigEndian.AppendUint64(append([]byte{}, jobPrefix...), id)
}

// PutJob implements escrow.Store.
func (s Store) PutJob(j escrow.Job) error {
	b, err := json.Marshal(j)
	if err != nil {
		return err
	}
	return s.db.Update(func(txn *badger.Txn) error { return txn.Set(jobKey(j.BountyID), b) })
}

// DeleteJob implements escrow.Store.
func (s Store) DeleteJob(id uint64) error {
	return s.db.Update(func(txn *badger.Txn) error { return txn.Delete(jobKey(id)) })
}

// Jobs implements escrow.Store.
func (s Store) Jobs() ([]escrow.Job, error) {
	var out []escrow.Job
	err := s.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: jobPrefix, PrefetchValues: true})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			var j escrow.Job
			if err := it.Item().Value(func(v []byte) error { return json.Unmarshal(v, &j) }); err != nil {
				return fmt.Errorf("job record %x: %w", it.Item().Key(), err)
			}
			out = append(out, j)
		}
		return nil
	})
	return out, err
}

// PutBlob stores a blob under its keccak256 hash.
func (s Store) PutBlob(b []byte) (common.Hash, error) {
	h := escrow.Hash(b)
	return h, s.db.Update(func(txn *badger.Txn) error { return txn.Set(append(append([]byte{}, blobPrefix...), h[:]...), b) })
}

// errNoBlob: this node does not have the blob.
var errNoBlob = errors.New("node: blob not found")

// Blob reads a blob by hash.
func (s Store) Blob(h common.Hash) ([]byte, error) {
	var out []byte
	err := s.db.View(func(txn *badger.Txn) error {
		it, err := txn.Get(append(append([]byte{}, blobPrefix...), h[:]...))
		if errors.Is(err, badger.ErrKeyNotFound) {
			return errNoBlob
		}
		if err != nil {
			return err
		}
		out, err = it.ValueCopy(nil)
		return err
	})
	return out, err
}

func bidKey(call common.Hash) []byte { return append(append([]byte{}, bidPrefix...), call[:]...) }

// PutBid implements escrow.BidStore.
func (s Store) PutBid(r escrow.BidRecord) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return s.db.Update(func(txn *badger.Txn) error { return txn.Set(bidKey(r.Bid.CallID), b) })
}

// DeleteBid implements escrow.BidStore.
func (s Store) DeleteBid(call common.Hash) error {
	return s.db.Update(func(txn *badger.Txn) error { return txn.Delete(bidKey(call)) })
}

// Bids implements escrow.BidStore: the records that decode, and an error naming those that do
// not (left in place; the market bounds what it loads).
func (s Store) Bids() ([]escrow.BidRecord, error) {
	var out []escrow.BidRecord
	var bad []error
	err := s.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: bidPrefix, PrefetchValues: true})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			var r escrow.BidRecord
			if err := it.Item().Value(func(v []byte) error { return json.Unmarshal(v, &r) }); err != nil {
				bad = append(bad, fmt.Errorf("bid record %x: %w", it.Item().Key(), err))
				continue
			}
			out = append(out, r)
		}
		return nil
	})
	return out, errors.Join(append(bad, err)...)
}
