package paychan

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// LogStore is a PayeeStore and PayerStore in one append-only file: a save is one write of one
// checksummed record, the last record of a channel wins. A record written survives the death
// of the process (kill -9: the kernel holds it); with Sync it is also synced to the disk
// before the save returns (a power cut). A record torn by a crash of the machine fails its
// checksum and is dropped on load, with everything after it. Open compacts the file (one
// record per channel) through a synced temporary file and a rename. It is the node's store:
// a FileStore save creates and renames a file (~100 µs of system time), a LogStore save is
// one write (~5 µs).
type LogStore struct {
	path string
	sync bool

	mu     sync.Mutex
	f      *os.File
	held   map[common.Hash]Held
	payer  map[common.Hash]PayerChannel
	closed bool
	// size is the log's length; live its length after the last compaction (one record per
	// channel): a log grown past compactAfter(live) is compacted again.
	size, live int64
}

// compactMin is the least growth of the log, beyond what its live records take, before it is
// compacted while open.
const compactMin = 4 << 20

// compactAfter is the length at which a log whose live records take live bytes is compacted:
// every call appends a record (~0.5 KiB), and without this a busy node's log would grow by
// gigabytes a day and be read whole at the next start (review of issue 20, finding 3).
func compactAfter(live int64) int64 { return 2*live + compactMin }

var (
	_ PayeeStore = (*LogStore)(nil)
	_ PayerStore = (*LogStore)(nil)
)

// logRecord is one line of the log: a held voucher or a payer channel.
type logRecord struct {
	Held  *Held         `json:"held,omitempty"`
	Payer *PayerChannel `json:"payer,omitempty"`
}

// OpenLogStore opens (creating) the log at path and compacts it; sync makes every save
// durable against a power cut, not only against the process's death.
func OpenLogStore(path string, sync bool) (*LogStore, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("paychan: log store dir: %w", err)
	}
	s := &LogStore{path: path, sync: sync, held: map[common.Hash]Held{}, payer: map[common.Hash]PayerChannel{}}
	if err := s.load(); err != nil {
		return nil, err
	}
	if err := s.compact(); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("paychan: log store: %w", err)
	}
	s.f = f
	return s, nil
}

// ReadLog reads the log at path without opening it for writing (a running node may hold it):
// the records as a restarted node would find them. A missing file is empty.
func ReadLog(path string) ([]Held, []PayerChannel, error) {
	s := &LogStore{path: path, held: map[common.Hash]Held{}, payer: map[common.Hash]PayerChannel{}}
	if err := s.load(); err != nil {
		return nil, nil, err
	}
	held, _ := s.LoadHeld()
	chs, _ := s.LoadChannels()
	return held, chs, nil
}

// load reads the records up to the first bad one.
func (s *LogStore) load() error {
	f, err := os.Open(s.path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("paychan: log store: %w", err)
	}
	defer f.Close()
	r := bufio.NewReader(f)
	var hdr [8]byte
	for {
		if _, err := io.ReadFull(r, hdr[:]); err != nil {
			return nil // end, or a torn header
		}
		n, sum := binary.BigEndian.Uint32(hdr[:4]), binary.BigEndian.Uint32(hdr[4:])
		if n > maxRecord {
			return nil
		}
		b := make([]byte, n)
		if _, err := io.ReadFull(r, b); err != nil || crc32.ChecksumIEEE(b) != sum {
			return nil
		}
		var rec logRecord
		if json.Unmarshal(b, &rec) != nil {
			return nil
		}
		if rec.Held != nil {
			s.held[rec.Held.ID] = *rec.Held
		}
		if rec.Payer != nil {
			s.payer[rec.Payer.ID] = *rec.Payer
		}
	}
}

// compact writes the current records to a synced temporary file and renames it over the log.
func (s *LogStore) compact() error {
	var buf []byte
	var err error
	for _, h := range s.held {
		if buf, err = appendRecord(buf, logRecord{Held: &h}); err != nil {
			return err
		}
	}
	for _, c := range s.payer {
		if buf, err = appendRecord(buf, logRecord{Payer: &c}); err != nil {
			return err
		}
	}
	tmp := s.path + ".tmp"
	if err := os.WriteFile(tmp, buf, 0o600); err != nil {
		return fmt.Errorf("paychan: compact log: %w", err)
	}
	f, err := os.Open(tmp)
	if err != nil {
		return fmt.Errorf("paychan: compact log: %w", err)
	}
	err = f.Sync()
	f.Close()
	if err != nil {
		return fmt.Errorf("paychan: compact log: %w", err)
	}
	if err := os.Rename(tmp, s.path); err != nil {
		return fmt.Errorf("paychan: compact log: %w", err)
	}
	s.size, s.live = int64(len(buf)), int64(len(buf))
	return nil
}

// recompact compacts the open log (s.mu held) and reopens it for appending; on failure the
// old file stays in use and the next try waits for as much growth again.
func (s *LogStore) recompact() {
	if err := s.compact(); err != nil {
		s.live = s.size
		return
	}
	f, err := os.OpenFile(s.path, os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		s.live = s.size
		return
	}
	_ = s.f.Close()
	s.f = f
}

// appendRecord appends rec to b as the log holds it: its length, its checksum, its JSON.
func appendRecord(b []byte, rec logRecord) ([]byte, error) {
	if err := validTimes(rec); err != nil {
		return b, err
	}
	at := len(b)
	b = appendLogRecord(append(b, make([]byte, 8)...), rec)
	body := b[at+8:]
	binary.BigEndian.PutUint32(b[at:at+4], uint32(len(body)))
	binary.BigEndian.PutUint32(b[at+4:at+8], crc32.ChecksumIEEE(body))
	return b, nil
}

// validTimes refuses what time.Time's JSON refuses (a year outside 0–9999): a record must
// read back.
func validTimes(rec logRecord) error {
	h := rec.Held
	if h == nil {
		return nil
	}
	for _, t := range [...]time.Time{h.SyncedAt, h.Since, h.OwedSince} {
		if y := t.Year(); y < 0 || y > 9999 {
			return fmt.Errorf("paychan: encode record: time %v out of range", t)
		}
	}
	return nil
}

func (s *LogStore) put(rec logRecord) error {
	// A held record with its last verified voucher beside: ~0.8 KiB.
	buf, err := appendRecord(make([]byte, 0, 1024), rec)
	if err != nil {
		return err
	}
	if len(buf) > maxRecord {
		return fmt.Errorf("paychan: record of %d bytes, over %d", len(buf), maxRecord)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return errors.New("paychan: log store closed")
	}
	if _, err := s.f.Write(buf); err != nil {
		// A short write (a full disk) leaves a torn record; a load stops at it and would drop
		// every record appended after it. Cut it off, or take no more saves (review of issue
		// 20, finding 4).
		if terr := s.f.Truncate(s.size); terr != nil {
			s.closed = true
			_ = s.f.Close()
		}
		return fmt.Errorf("paychan: save: %w", err)
	}
	if s.sync {
		if err := s.f.Sync(); err != nil {
			return fmt.Errorf("paychan: save: sync: %w", err)
		}
	}
	if rec.Held != nil {
		s.held[rec.Held.ID] = *rec.Held
	}
	if rec.Payer != nil {
		s.payer[rec.Payer.ID] = *rec.Payer
	}
	if s.size += int64(len(buf)); s.size > compactAfter(s.live) {
		s.recompact()
	}
	return nil
}

// SaveHeld implements PayeeStore.
func (s *LogStore) SaveHeld(h Held) error { return s.put(logRecord{Held: &h}) }

// SaveChannel implements PayerStore.
func (s *LogStore) SaveChannel(c PayerChannel) error { return s.put(logRecord{Payer: &c}) }

// LoadHeld implements PayeeStore.
func (s *LogStore) LoadHeld() ([]Held, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Held, 0, len(s.held))
	for _, h := range s.held {
		out = append(out, h)
	}
	return out, nil
}

// LoadChannels implements PayerStore.
func (s *LogStore) LoadChannels() ([]PayerChannel, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]PayerChannel, 0, len(s.payer))
	for _, c := range s.payer {
		out = append(out, c)
	}
	return out, nil
}

// Close closes the file.
func (s *LogStore) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	return s.f.Close()
}
