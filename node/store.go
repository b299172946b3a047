package node

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// stateStore keeps the node's own records in its badger database: market jobs and the blobs
// (task specs) it serves. Writes are synced (the database is opened with SyncWrites).
type stateStore struct{ db *badger.DB }

var (
	jobPrefix  = []byte("job/")
	blobPrefix = []byte("blob/")
)

var _ escrow.Store = stateStore{}

func jobKey(id uint64) []byte {
	return binary.BigEndian.AppendUint64(append([]byte{}, jobPrefix...), id)
}

// PutJob implements escrow.Store.
func (s stateStore) PutJob(j escrow.Job) error {
	b, err := json.Marshal(j)
	if err != nil {
		return err
	}
	return s.db.Update(func(txn *badger.Txn) error { return txn.Set(jobKey(j.BountyID), b) })
}

// Jobs implements escrow.Store.
func (s stateStore) Jobs() ([]escrow.Job, error) {
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
func (s stateStore) PutBlob(b []byte) (common.Hash, error) {
	h := escrow.Hash(b)
	return h, s.db.Update(func(txn *badger.Txn) error { return txn.Set(append(append([]byte{}, blobPrefix...), h[:]...), b) })
}

// errNoBlob: this node does not have the blob.
var errNoBlob = errors.New("node: blob not found")

// Blob reads a blob by hash.
func (s stateStore) Blob(h common.Hash) ([]byte, error) {
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
