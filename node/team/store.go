package team

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/dgraph-io/badger/v4"
)

// ErrNoTeam: no team with that id on this node.
var ErrNoTeam = errors.New("team: no such team")

// storePrefix is the key prefix of team records in the node's badger database.
const storePrefix = "team/"

// Store keeps teams in badger, one synced write per change (the node opens badger with
// SyncWrites), so a restart finds every post the leader recorded.
type Store struct{ db *badger.DB }

// NewStore keeps teams in db.
func NewStore(db *badger.DB) *Store { return &Store{db: db} }

// Put writes t.
func (s *Store) Put(t *Team) error {
	b, err := json.Marshal(t)
	if err != nil {
		return fmt.Errorf("team: encode %s: %w", t.ID, err)
	}
	if err := s.db.Update(func(txn *badger.Txn) error { return txn.Set([]byte(storePrefix+t.ID), b) }); err != nil {
		return fmt.Errorf("team: save %s: %w", t.ID, err)
	}
	return nil
}

// Get reads team id (ErrNoTeam if unknown).
func (s *Store) Get(id string) (*Team, error) {
	var t Team
	err := s.db.View(func(txn *badger.Txn) error {
		it, err := txn.Get([]byte(storePrefix + id))
		if errors.Is(err, badger.ErrKeyNotFound) {
			return fmt.Errorf("%w: %s", ErrNoTeam, id)
		}
		if err != nil {
			return err
		}
		return it.Value(func(v []byte) error { return json.Unmarshal(v, &t) })
	})
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// All reads every team, in key order.
func (s *Store) All() ([]*Team, error) {
	var out []*Team
	err := s.db.View(func(txn *badger.Txn) error {
		opts := badger.DefaultIteratorOptions
		opts.Prefix = []byte(storePrefix)
		it := txn.NewIterator(opts)
		defer it.Close()
		for it.Rewind(); it.Valid(); it.Next() {
			var t Team
			if err := it.Item().Value(func(v []byte) error { return json.Unmarshal(v, &t) }); err != nil {
				return fmt.Errorf("team: decode %s: %w", it.Item().Key(), err)
			}
			out = append(out, &t)
		}
		return nil
	})
	return out, err
}
