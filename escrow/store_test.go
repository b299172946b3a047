package escrow_test

import (
	"encoding/binary"
	"encoding/json"
	"testing"

	"github.com/dgraph-io/badger/v4"

	"github.com/agentsite/agentsite/escrow"
)

// diskStore keeps jobs in a badger database with synced writes, as the node does (the node's
// own store is in package node; this one has the same layout and the same write path), so a
// test can close the database under a market, as a killed process leaves it, and start
// another market on the same directory.
type diskStore struct{ db *badger.DB }

var _ escrow.Store = diskStore{}

// openDiskStore opens the badger database in dir; the test closes it.
func openDiskStore(t *testing.T, dir string) diskStore {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil).
		WithMemTableSize(8 << 20).WithNumMemtables(2).WithBlockCacheSize(8 << 20).WithIndexCacheSize(8 << 20).
		WithNumCompactors(2).WithValueLogFileSize(16 << 20))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() }) // a no-op after the test's own close
	return diskStore{db}
}

func diskJobKey(id uint64) []byte { return binary.BigEndian.AppendUint64([]byte("job/"), id) }

func (s diskStore) PutJob(j escrow.Job) error {
	b, err := json.Marshal(j)
	if err != nil {
		return err
	}
	return s.db.Update(func(txn *badger.Txn) error { return txn.Set(diskJobKey(j.BountyID), b) })
}

func (s diskStore) DeleteJob(id uint64) error {
	return s.db.Update(func(txn *badger.Txn) error { return txn.Delete(diskJobKey(id)) })
}

func (s diskStore) Jobs() ([]escrow.Job, error) {
	var out []escrow.Job
	err := s.db.View(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte("job/"), PrefetchValues: true})
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			var j escrow.Job
			if err := it.Item().Value(func(v []byte) error { return json.Unmarshal(v, &j) }); err != nil {
				return err
			}
			out = append(out, j)
		}
		return nil
	})
	return out, err
}
