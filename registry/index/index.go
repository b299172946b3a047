package index

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/registry"
)

// ErrNotFound is returned by Get for an agent without a live card in the index.
var ErrNotFound = errors.New("index: card not found")

// Entry is a stored card with where and when this node got it.
type Entry struct {
	Card   *registry.Card
	Source Source
	SeenAt time.Time
}

// record is the stored value under c/<addr>.
type record struct {
	Card   json.RawMessage `json:"card"`
	Source Source          `json:"source"`
	SeenAt int64           `json:"seenAt"`
	Len    uint32          `json:"len"`
}

// Index is the local card index. It is safe for concurrent use: writes are serialised, reads
// run in parallel.
type Index struct {
	cfg Config
	db  *badger.DB
	mu  sync.Mutex // serialises writers, so the m/ counters need no conflict retries
}

// Open opens (or creates) the index.
func Open(cfg Config) (*Index, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Verifier.Now == nil {
		cfg.Verifier.Now = cfg.Now
	}
	opts := badger.DefaultOptions(cfg.Dir).WithSyncWrites(cfg.SyncWrites).
		WithMemTableSize(cfg.MemTableSize).WithNumMemtables(2).WithNumLevelZeroTables(2).
		WithNumLevelZeroTablesStall(4).WithBlockCacheSize(4 << 20).WithIndexCacheSize(2 << 20).
		WithValueLogFileSize(64 << 20).WithValueThreshold(32 << 10).WithNumCompactors(2).WithLogger(badgerLogger{cfg.Logger})
	if cfg.Dir == "" {
		opts = opts.WithInMemory(true).WithSyncWrites(false)
	}
	db, err := badger.Open(opts)
	if err != nil {
		return nil, fmt.Errorf("index: open: %w", err)
	}
	return &Index{cfg: cfg, db: db}, nil
}

// Close closes the database.
func (ix *Index) Close() error {
	if err := ix.db.Close(); err != nil {
		return fmt.Errorf("index: close: %w", err)
	}
	return nil
}

// Put verifies c and stores it unless the index already holds an issue of the same agent's card
// that is as new or newer. It reports whether c was stored. A card that fails verification is
// not stored and the verification error is returned.
func (ix *Index) Put(c *registry.Card, src Source) (bool, error) {
	if _, err := ix.cfg.Verifier.Verify(c); err != nil {
		return false, fmt.Errorf("index: put: %w", err)
	}
	return ix.put(c, src)
}

// PutVerified is Put for a card the caller has just verified with a registry.Verifier of the
// same chain and delegates (discovery's gossip and DHT validators): it skips the second
// signature check but still refuses expired cards.
func (ix *Index) PutVerified(c *registry.Card, src Source) (bool, error) {
	if ix.expired(c) {
		return false, fmt.Errorf("index: put: %w", registry.ErrCardExpired)
	}
	return ix.put(c, src)
}

func (ix *Index) put(c *registry.Card, src Source) (bool, error) {
	wire, err := registry.EncodeCard(c)
	if err != nil {
		return false, fmt.Errorf("index: put: %w", err)
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	stored := false
	err = ix.db.Update(func(txn *badger.Txn) error {
		old, oldRec, err := getCard(txn, c.Address())
		switch {
		case errors.Is(err, ErrNotFound):
		case err != nil:
			return err
		case old.IssuedAt >= c.IssuedAt:
			return nil
		default:
			if err := removeCard(txn, old, oldRec.Len); err != nil {
				return err
			}
		}
		stored = true
		return addCard(txn, c, wire, src, ix.cfg.Now())
	})
	if err != nil {
		return false, fmt.Errorf("index: put: %w", err)
	}
	return stored, nil
}

// Get returns the live card of agent.
func (ix *Index) Get(agent common.Address) (*Entry, error) {
	var e *Entry
	err := ix.db.View(func(txn *badger.Txn) error {
		c, rec, err := getCard(txn, agent)
		if err != nil {
			return err
		}
		if ix.expired(c) {
			return ErrNotFound
		}
		e = &Entry{Card: c, Source: rec.Source, SeenAt: time.UnixMilli(rec.SeenAt)}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("index: get %s: %w", agent.Hex(), err)
	}
	return e, nil
}

// Delete removes agent's card, if any.
func (ix *Index) Delete(agent common.Address) error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	err := ix.db.Update(func(txn *badger.Txn) error {
		c, rec, err := getCard(txn, agent)
		if err != nil {
			return err
		}
		return removeCard(txn, c, rec.Len)
	})
	if err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("index: delete: %w", err)
	}
	return nil
}

// Prune deletes every expired card and returns how many it deleted.
func (ix *Index) Prune() (int, error) {
	now := ix.cfg.Now().UnixMilli()
	var due []common.Address
	err := ix.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte("x/")})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			k := it.Item().Key()
			if int64(binary.BigEndian.Uint64(k[2:10])) > now {
				break
			}
			due = append(due, common.BytesToAddress(k[10:]))
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("index: prune: %w", err)
	}
	for _, a := range due {
		if err := ix.Delete(a); err != nil {
			return 0, fmt.Errorf("index: prune: %w", err)
		}
	}
	return len(due), nil
}

// Len returns the number of cards stored (expired ones not yet pruned included).
func (ix *Index) Len() int {
	var n uint64
	_ = ix.db.View(func(txn *badger.Txn) error { n = getCounter(txn, keyDocs); return nil })
	return int(n)
}

func (ix *Index) expired(c *registry.Card) bool { return ix.cfg.Now().UnixMilli() >= c.ExpiresAt }

type badgerLogger struct{ l *slog.Logger }

func (b badgerLogger) Errorf(f string, a ...any) {
	if b.l != nil {
		b.l.Error(fmt.Sprintf(f, a...), "component", "badger")
	}
}
func (b badgerLogger) Warningf(f string, a ...any) {
	if b.l != nil {
		b.l.Warn(fmt.Sprintf(f, a...), "component", "badger")
	}
}
func (badgerLogger) Infof(string, ...any)  {}
func (badgerLogger) Debugf(string, ...any) {}

func timeMs(ms int64) time.Time { return time.UnixMilli(ms) }
