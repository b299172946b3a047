package paychan

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// PayeeStore keeps the payee's highest voucher per channel. SaveHeld must be durable when it
// returns: the Checker calls it before the call is answered.
type PayeeStore interface {
	SaveHeld(h Held) error
	LoadHeld() ([]Held, error)
}

// PayerStore keeps the payer's channels. SaveChannel must be durable when it returns: the
// Payer saves the in-flight amount before it hands out the voucher.
type PayerStore interface {
	SaveChannel(s PayerChannel) error
	LoadChannels() ([]PayerChannel, error)
}

// FileStore is a PayeeStore and PayerStore in a directory: one JSON file per channel, written
// to a temporary file, synced and renamed over the old one, so a crash leaves the old or the
// new record, never a torn one. By default every save is synced to the disk (it survives a
// power cut); with NoSync it is written to the operating system only, which survives the
// process's death (kill -9) but not the machine's, at a fraction of the cost.
type FileStore struct {
	dir    string
	noSync bool
}

// FileStoreOption configures a FileStore.
type FileStoreOption func(*FileStore)

// NoSync skips the fsyncs: a record saved survives a crash of the process (the kernel holds
// it), not one of the machine.
func NoSync() FileStoreOption { return func(s *FileStore) { s.noSync = true } }

var (
	_ PayeeStore = (*FileStore)(nil)
	_ PayerStore = (*FileStore)(nil)
)

// maxRecord bounds a record read back from disk.
const maxRecord = 64 << 10

// NewFileStore uses (and creates) dir.
func NewFileStore(dir string, opts ...FileStoreOption) (*FileStore, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("paychan: store dir: %w", err)
	}
	s := &FileStore{dir: dir}
	for _, o := range opts {
		o(s)
	}
	return s, nil
}

// SaveHeld implements PayeeStore.
func (s *FileStore) SaveHeld(h Held) error { return s.put("held-"+h.ID.Hex(), h) }

// LoadHeld implements PayeeStore.
func (s *FileStore) LoadHeld() ([]Held, error) { return load[Held](s, "held-") }

// SaveChannel implements PayerStore.
func (s *FileStore) SaveChannel(c PayerChannel) error { return s.put("payer-"+c.ID.Hex(), c) }

// LoadChannels implements PayerStore.
func (s *FileStore) LoadChannels() ([]PayerChannel, error) { return load[PayerChannel](s, "payer-") }

func (s *FileStore) put(name string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("paychan: encode %s: %w", name, err)
	}
	tmp, err := os.CreateTemp(s.dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("paychan: save %s: %w", name, err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return fmt.Errorf("paychan: save %s: %w", name, err)
	}
	if err := s.sync(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("paychan: save %s: %w", name, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("paychan: save %s: %w", name, err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(s.dir, name+".json")); err != nil {
		return fmt.Errorf("paychan: save %s: %w", name, err)
	}
	if s.noSync {
		return nil
	}
	d, err := os.Open(s.dir)
	if err != nil {
		return fmt.Errorf("paychan: save %s: %w", name, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("paychan: save %s: sync dir: %w", name, err)
	}
	return nil
}

func (s *FileStore) sync(f *os.File) error {
	if s.noSync {
		return nil
	}
	return f.Sync()
}

func load[T any](s *FileStore, prefix string) ([]T, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, fmt.Errorf("paychan: load: %w", err)
	}
	var out []T
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return nil, fmt.Errorf("paychan: load %s: %w", e.Name(), err)
		}
		if info.Size() > maxRecord {
			return nil, fmt.Errorf("paychan: load %s: %d bytes, over %d", e.Name(), info.Size(), maxRecord)
		}
		b, err := os.ReadFile(filepath.Join(s.dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("paychan: load %s: %w", e.Name(), err)
		}
		var v T
		if err := json.Unmarshal(b, &v); err != nil {
			return nil, fmt.Errorf("paychan: load %s: %w", e.Name(), err)
		}
		out = append(out, v)
	}
	return out, nil
}
