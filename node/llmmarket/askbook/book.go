package askbook

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/dgraph-io/badger/v4"
)

// prefix is the key prefix of the book's records in the node's badger database. Under it, per
// parent bounty (8 bytes, big-endian): "p", the total the task's settled asks paid, and "r"
// followed by a reservation's random id, an ask not settled yet. Values are unsigned
// big-endian amounts in base units of the parent's token.
const prefix = "llmask/"

// maxAmountBytes bounds a stored amount (a uint256).
const maxAmountBytes = 32

// ErrUnknownReservation: a Settle of a reservation the book does not hold (settled already).
var ErrUnknownReservation = errors.New("askbook: unknown reservation")

// Book records the asks' payments per parent bounty. Its writes go through the node's badger,
// opened with SyncWrites, so a reservation is on disk before the ask it covers is sent.
type Book struct {
	db *badger.DB
	mu sync.Mutex // serializes Settle's read-modify-write of a parent's total
}

// New keeps the book in db.
func New(db *badger.DB) *Book { return &Book{db: db} }

// Reservation is one ask's reservation, to settle once its auction returned.
type Reservation struct {
	book *Book
	key  []byte
}

// Reserve records that an ask of the task working on bounty parent may pay up to amount.
func (b *Book) Reserve(parent uint64, amount *big.Int) (*Reservation, error) {
	v, err := encode(amount)
	if err != nil {
		return nil, err
	}
	id := make([]byte, 8)
	if _, err := rand.Read(id); err != nil {
		return nil, fmt.Errorf("askbook: reservation id: %w", err)
	}
	key := append(parentKey(parent, 'r'), id...)
	if err := b.db.Update(func(txn *badger.Txn) error { return txn.Set(key, v) }); err != nil {
		return nil, fmt.Errorf("askbook: reserve %s for bounty %d: %w", amount, parent, err)
	}
	return &Reservation{book: b, key: key}, nil
}

// Settle replaces the reservation by what the ask paid (zero: nothing), in one transaction.
// After an error the reservation stays, counted in full.
func (r *Reservation) Settle(paid *big.Int) error {
	if _, err := encode(paid); err != nil {
		return err
	}
	b := r.book
	b.mu.Lock()
	defer b.mu.Unlock()
	total := parentKey(binary.BigEndian.Uint64(r.key[len(prefix):]), 'p')
	err := b.db.Update(func(txn *badger.Txn) error {
		if _, err := txn.Get(r.key); errors.Is(err, badger.ErrKeyNotFound) {
			return ErrUnknownReservation
		} else if err != nil {
			return err
		}
		if err := txn.Delete(r.key); err != nil {
			return err
		}
		if paid.Sign() == 0 {
			return nil
		}
		sum, err := read(txn, total)
		if err != nil {
			return err
		}
		v, err := encode(sum.Add(sum, paid))
		if err != nil {
			return err
		}
		return txn.Set(total, v)
	})
	if err != nil {
		return fmt.Errorf("askbook: settle %x at %s: %w", r.key[len(prefix):], paid, err)
	}
	return nil
}

// Total is what the asks of the task working on bounty parent paid, and the reservations not
// settled, in full.
func (b *Book) Total(parent uint64) (*big.Int, error) {
	sum := new(big.Int)
	err := b.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.Prefix = parentKey(parent)
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			err := it.Item().Value(func(v []byte) error {
				x, err := decode(v)
				if err == nil {
					sum.Add(sum, x)
				}
				return err
			})
			if err != nil {
				return fmt.Errorf("%x: %w", it.Item().Key(), err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("askbook: total of bounty %d: %w", parent, err)
	}
	return sum, nil
}

// parentKey is prefix, the parent's id and the kind bytes given.
func parentKey(parent uint64, kind ...byte) []byte {
	k := binary.BigEndian.AppendUint64([]byte(prefix), parent)
	return append(k, kind...)
}

// read is the amount at key, zero when there is none.
func read(txn *badger.Txn, key []byte) (*big.Int, error) {
	it, err := txn.Get(key)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return new(big.Int), nil
	}
	if err != nil {
		return nil, err
	}
	var x *big.Int
	err = it.Value(func(v []byte) error {
		x, err = decode(v)
		return err
	})
	return x, err
}

func encode(x *big.Int) ([]byte, error) {
	if x == nil || x.Sign() < 0 || x.BitLen() > 8*maxAmountBytes {
		return nil, fmt.Errorf("askbook: amount %v: want 0 to 2^256-1", x)
	}
	return x.Bytes(), nil
}

func decode(v []byte) (*big.Int, error) {
	if len(v) > maxAmountBytes {
		return nil, fmt.Errorf("askbook: stored amount of %d bytes, limit %d", len(v), maxAmountBytes)
	}
	return new(big.Int).SetBytes(v), nil
}
