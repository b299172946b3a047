package index

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/registry"
)

var (
	keyDocs = []byte("m/docs")
	keyLen  = []byte("m/len")
)

func cardKey(a common.Address) []byte { return append([]byte("c/"), a[:]...) }

func postingKey(prefix, term string, a common.Address) []byte {
	k := make([]byte, 0, len(prefix)+len(term)+1+len(a))
	k = append(append(append(k, prefix...), term...), 0)
	return append(k, a[:]...)
}

func expiryKey(c *registry.Card) []byte {
	k := make([]byte, 10, 30)
	copy(k, "x/")
	binary.BigEndian.PutUint64(k[2:], uint64(c.ExpiresAt))
	a := c.Address()
	return append(k, a[:]...)
}

func getCard(txn *badger.Txn, a common.Address) (*registry.Card, *record, error) {
	item, err := txn.Get(cardKey(a))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return nil, nil, ErrNotFound
	}
	if err != nil {
		return nil, nil, err
	}
	var rec record
	if err := item.Value(func(v []byte) error { return json.Unmarshal(v, &rec) }); err != nil {
		return nil, nil, fmt.Errorf("decode record: %w", err)
	}
	// Stored cards were verified by Put: decode without validating again.
	var c registry.Card
	if err := json.Unmarshal(rec.Card, &c); err != nil {
		return nil, nil, fmt.Errorf("decode stored card: %w", err)
	}
	return &c, &rec, nil
}

func addCard(txn *badger.Txn, c *registry.Card, wire []byte, src Source, now time.Time) error {
	a := c.Address()
	tf, n := termFreqs(c)
	rec, err := json.Marshal(record{Card: wire, Source: src, SeenAt: now.UnixMilli(), Len: n})
	if err != nil {
		return err
	}
	if err := txn.Set(cardKey(a), rec); err != nil {
		return err
	}
	for _, t := range c.Tags() {
		if err := txn.Set(postingKey("s/", t, a), nil); err != nil {
			return err
		}
	}
	for term, f := range tf {
		var v [8]byte // term frequency, document length
		binary.BigEndian.PutUint32(v[:4], f)
		binary.BigEndian.PutUint32(v[4:], n)
		if err := txn.Set(postingKey("t/", term, a), v[:]); err != nil {
			return err
		}
	}
	if err := txn.Set(expiryKey(c), nil); err != nil {
		return err
	}
	if err := addCounter(txn, keyDocs, 1); err != nil {
		return err
	}
	return addCounter(txn, keyLen, int64(n))
}

func removeCard(txn *badger.Txn, c *registry.Card, n uint32) error {
	a := c.Address()
	if err := txn.Delete(cardKey(a)); err != nil {
		return err
	}
	for _, t := range c.Tags() {
		if err := txn.Delete(postingKey("s/", t, a)); err != nil {
			return err
		}
	}
	tf, _ := termFreqs(c)
	for term := range tf {
		if err := txn.Delete(postingKey("t/", term, a)); err != nil {
			return err
		}
	}
	if err := txn.Delete(expiryKey(c)); err != nil {
		return err
	}
	if err := addCounter(txn, keyDocs, -1); err != nil {
		return err
	}
	return addCounter(txn, keyLen, -int64(n))
}

func getCounter(txn *badger.Txn, k []byte) uint64 {
	item, err := txn.Get(k)
	if err != nil {
		return 0
	}
	var n uint64
	_ = item.Value(func(v []byte) error {
		if len(v) == 8 {
			n = binary.BigEndian.Uint64(v)
		}
		return nil
	})
	return n
}

func addCounter(txn *badger.Txn, k []byte, d int64) error {
	n := int64(getCounter(txn, k)) + d
	if n < 0 {
		n = 0
	}
	var v [8]byte
	binary.BigEndian.PutUint64(v[:], uint64(n))
	return txn.Set(k, v[:])
}
