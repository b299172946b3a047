package escrow_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/agentsite/agentsite/escrow"
)

// diskStore keeps each job in a file of its own, written as the node's store writes (synced
// before it counts), so a test can close it under a market, as a killed process leaves its
// database, and start another market on the same directory. (The node's badger store is in
// package node, which this package must not import; the escrow package stays free of badger.)
type diskStore struct {
	dir    string
	closed *atomic.Bool
}

var _ escrow.Store = diskStore{}

var errStoreClosed = errors.New("store closed")

// openDiskStore opens the job files in dir.
func openDiskStore(t *testing.T, dir string) diskStore {
	t.Helper()
	return diskStore{dir: dir, closed: new(atomic.Bool)}
}

// Close ends the store: nothing more is written, as when the process is gone.
func (s diskStore) Close() error {
	s.closed.Store(true)
	return nil
}

func (s diskStore) path(id uint64) string {
	return filepath.Join(s.dir, fmt.Sprintf("job-%020d.json", id))
}

// PutJob writes the job to a temporary file, syncs it and renames it into place.
func (s diskStore) PutJob(j escrow.Job) error {
	if s.closed.Load() {
		return errStoreClosed
	}
	b, err := json.Marshal(j)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(s.dir, "job-*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), s.path(j.BountyID))
}

func (s diskStore) DeleteJob(id uint64) error {
	if s.closed.Load() {
		return errStoreClosed
	}
	if err := os.Remove(s.path(id)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

func (s diskStore) Jobs() ([]escrow.Job, error) {
	if s.closed.Load() {
		return nil, errStoreClosed
	}
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, err
	}
	var out []escrow.Job
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), "job-") || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(s.dir, e.Name()))
		if err != nil {
			return nil, err
		}
		var j escrow.Job
		if err := json.Unmarshal(b, &j); err != nil {
			return nil, fmt.Errorf("%s: %w", e.Name(), err)
		}
		out = append(out, j)
	}
	return out, nil
}
