package paychan

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// LogStore is a PayeeStore and PayerStore in one append-only file: a save appends one
// checksummed record, the last record of a channel wins. A record saved survives the death of
// the process (kill -9: the kernel holds it); with Sync it is also synced to the disk before
// the save returns (a power cut). A record torn by a crash fails its checksum and is dropped
// on load, with everything after it. Open compacts the file (one record per channel) through
// a synced temporary file and a rename. It is the node's store: a FileStore save creates and
// renames a file (~100 µs of system time), a LogStore save is one copy into the file's pages,
// mapped into memory where the system allows (mappedLog: no system call; else one write(2),
// ~2 µs more).
type LogStore struct {
	path string
	sync bool

	mu  sync.Mutex
	out logOut
	// held and payer are each channel's record as the log says it: updated in place by a
	// save (one lookup a save, no copy out), copied whole by a compaction (startCompaction).
	held   map[common.Hash]*Held
	payer  map[common.Hash]*PayerChannel
	closed bool
	// size is where the log's records end (a mapped file may be longer: zeros); live is that
	// after the last compaction (one record per channel): a log grown past compactAfter(live)
	// is compacted again, in the background (compacting; compacted is signalled when it ends,
	// wg waits for it).
	size, live int64
	compacting bool
	compacted  *sync.Cond
	wg         sync.WaitGroup
	closing    bool // Close is waiting for the compaction: no other starts
	// unread is set by a load that ended at a whole record (its checksum right) that it
	// does not read: a later build's, or a writer's bug, not a crash's tear (keepUnread).
	unread bool
	// buf is where records are encoded (s.mu held): a held record with its last verified
	// voucher beside takes ~1 KiB, a delta ~150 bytes.
	buf []byte
}

// maxKeptBuffer bounds the encoding buffer a log store keeps between saves.
const maxKeptBuffer = 64 << 10

// logOut is the open log's file: where records go.
type logOut interface {
	// put writes rec at off; once it returns the record is the kernel's (the process may
	// die). On an error nothing of rec was written, unless it wraps errLogBroken.
	put(rec []byte, off int64) error
	// sync writes the records in [from, to) to the disk.
	sync(from, to int64) error
	// close closes the file, cutting it at end (not when end < 0: the file was replaced).
	close(end int64) error
	// bytes returns the log's bytes [from, to), valid until the next put or close.
	bytes(from, to int64) ([]byte, error)
}

// errLogBroken is a save that may have left a torn record behind: the log takes no more.
var errLogBroken = errors.New("paychan: log store broken")

// plainLog writes records with write(2) where the log cannot be mapped.
type plainLog struct{ f *os.File }

// put implements logOut: a short write (a full disk) is cut off, or the log is broken: a load
// stops at a torn record and would drop every record after it (review of issue 20, finding 4).
func (l plainLog) put(rec []byte, off int64) error {
	if _, err := l.f.WriteAt(rec, off); err != nil {
		if terr := l.f.Truncate(off); terr != nil {
			return fmt.Errorf("%w: %w (and cutting it: %w)", errLogBroken, err, terr)
		}
		return err
	}
	return nil
}

func (l plainLog) sync(int64, int64) error { return l.f.Sync() }

func (l plainLog) close(int64) error { return l.f.Close() }

func (l plainLog) bytes(from, to int64) ([]byte, error) {
	b := make([]byte, to-from)
	if _, err := l.f.ReadAt(b, from); err != nil {
		return nil, fmt.Errorf("paychan: read log: %w", err)
	}
	return b, nil
}

// openOut opens the log at path, whose records end at end, for appending: mapped if it can be.
func openOut(path string, end int64) (logOut, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("paychan: log store: %w", err)
	}
	if out, err := mapLog(f, end); err == nil {
		return out, nil
	}
	// Unmapped (a file system without mappings, a full disk): the file's zero tail, if the
	// mapping began to grow it, is cut off, since plainLog writes at the records' end.
	if err := f.Truncate(end); err != nil {
		f.Close()
		return nil, fmt.Errorf("paychan: log store: %w", err)
	}
	return plainLog{f}, nil
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

// OpenLogStore opens (creating) the log at path and compacts it; synced makes every save
// durable against a power cut, not only against the process's death. The node's log is
// <data>/channels/LogName, migrated first from a legacy log beside it (MigrateLog).
func OpenLogStore(path string, synced bool) (*LogStore, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("paychan: log store dir: %w", err)
	}
	s := &LogStore{path: path, sync: synced, held: map[common.Hash]*Held{}, payer: map[common.Hash]*PayerChannel{}}
	s.compacted = sync.NewCond(&s.mu)
	if err := s.load(); err != nil {
		return nil, err
	}
	if err := s.keepUnread(); err != nil {
		return nil, err
	}
	if err := s.compact(); err != nil {
		return nil, err
	}
	out, err := openOut(path, s.size)
	if err != nil {
		return nil, err
	}
	s.out = out
	return s, nil
}

// ReadLog reads the log at path without opening it for writing (a running node may hold it):
// the records as a restarted node would find them. A missing file is empty.
func ReadLog(path string) ([]Held, []PayerChannel, error) {
	s := &LogStore{path: path, held: map[common.Hash]*Held{}, payer: map[common.Hash]*PayerChannel{}}
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
	s.read(bufio.NewReader(f))
	return nil
}

// read reads the records of a log up to the first bad one.
func (s *LogStore) read(r io.Reader) {
	var hdr [8]byte
	for {
		if _, err := io.ReadFull(r, hdr[:]); err != nil {
			return // end, or a torn header
		}
		n, sum := binary.BigEndian.Uint32(hdr[:4]), binary.BigEndian.Uint32(hdr[4:])
		c := n & recordC
		n &^= recordC
		if n == 0 || n > maxRecord {
			return // the end of a mapped log (zeros), or garbage
		}
		b := make([]byte, n)
		if _, err := io.ReadFull(r, b); err != nil || checksum(b, c != 0) != sum {
			return
		}
		if b[0] != '{' {
			if !s.applyDelta(b) {
				s.unread = true
				return
			}
			continue
		}
		var rec logRecord
		if json.Unmarshal(b, &rec) != nil {
			s.unread = true
			return
		}
		if rec.Held != nil {
			s.held[rec.Held.ID] = rec.Held
		}
		if rec.Payer != nil {
			s.payer[rec.Payer.ID] = rec.Payer
		}
	}
}

// keepUnread keeps the log as it is beside it (<log>.unread: a hard link, else a copy) when
// its load ended at a record it does not read (unread), before the open's compaction
// rewrites it without that record and every one after it: a log of a later build opened by
// this one (a downgrade), or a record a writer got wrong, is then still there to recover from
// (review rv20b, finding 1). A log kept already is not replaced: the next name is taken.
func (s *LogStore) keepUnread() error {
	if !s.unread {
		return nil
	}
	keep := s.path + ".unread"
	for i := 1; ; i++ {
		err := os.Link(s.path, keep)
		if err != nil && !errors.Is(err, os.ErrExist) {
			err = copyFile(s.path, keep) // a file system without hard links
		}
		if err == nil {
			return nil
		}
		if !errors.Is(err, os.ErrExist) || i == 100 {
			return fmt.Errorf("paychan: log store: keep the log holding records this build does not read: %w", err)
		}
		keep = fmt.Sprintf("%s.unread.%d", s.path, i)
	}
}

// copyFile copies from to a new file to, synced.
func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	return errors.Join(err, out.Close())
}

// appendRecord appends rec to b as the log holds it: its length, its checksum, its JSON.
func appendRecord(b []byte, rec logRecord) ([]byte, error) {
	if err := validRecord(rec); err != nil {
		return b, err
	}
	at := len(b)
	return framed(appendLogRecord(append(b, make([]byte, 8)...), rec), at), nil
}

// A record's header is its body's length and checksum, 4 bytes each (big-endian). The
// checksum is CRC-32C (Castagnoli: one instruction a word on amd64 and arm64, no tables)
// when the length's top bit (recordC) is set, as every record is written now; a record
// without it is a log's from before, whose checksum is CRC-32 IEEE (its tail table-driven:
// ~10 ns a record in a micro-benchmark, but ~0.3 µs of a paid call's saves in the running
// node, whose caches hold other things; CRC-32C ~0.1 µs there, docs/BENCHMARKS.md). Either
// fails on a record torn or changed, and the load ends there as before. A log written here
// does not read back in a build from before the flag (its first record ends the load, and its
// open's compaction empties the log): the node's log is named LogName, which no such build
// opens, and migrated once from LegacyLogName (MigrateLog).

// recordC flags a record's length: its checksum is CRC-32C.
const recordC = 1 << 31

// castagnoli is CRC-32C's table (the hardware instruction where there is one).
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// checksum is b's checksum: CRC-32C (c) or CRC-32 IEEE (a record written before recordC).
func checksum(b []byte, c bool) uint32 {
	if c {
		return crc32.Checksum(b, castagnoli)
	}
	return crc32.ChecksumIEEE(b)
}

// framed writes the header of the record whose body follows the 8 bytes at b[at:].
func framed(b []byte, at int) []byte {
	body := b[at+8:]
	binary.BigEndian.PutUint32(b[at:at+4], uint32(len(body))|recordC)
	binary.BigEndian.PutUint32(b[at+4:at+8], crc32.Checksum(body, castagnoli))
	return b
}

// validRecord refuses what a load refuses: a time out of time.Time's JSON (a year outside
// 0–9999), and what validNumbers refuses. A record must read back: one that does not ends the
// load, and every record after it is lost (review rvpwm, finding 1).
func validRecord(rec logRecord) error {
	if h := rec.Held; h != nil {
		for _, t := range [...]time.Time{h.SyncedAt, h.Since, h.OwedSince} {
			if y := t.Year(); y < 0 || y > 9999 {
				return fmt.Errorf("paychan: encode record: time %v out of range", t)
			}
		}
	}
	return validNumbers(rec)
}

// validNumbers refuses a voucher's or commitment's number longer than their JSON takes
// (maxAmountJSON characters): all a delta carries that a load may refuse (its times are its
// record's before it).
func validNumbers(rec logRecord) error {
	var vs [4]*Voucher
	var k *Commit
	if h := rec.Held; h != nil {
		vs[0], vs[1], vs[2] = &h.Voucher, h.Cap, h.Verified
	}
	if c := rec.Payer; c != nil {
		vs[3], k = c.Settle, c.Chain
	}
	for _, v := range vs {
		if v == nil {
			continue
		}
		if !jsonSized(v.Amount) {
			return fmt.Errorf("paychan: encode record: voucher amount of %d bits", v.Amount.BitLen())
		}
		if v.Word != nil && !commitSized(v.Word.Commit) {
			return errors.New("paychan: encode record: commitment number out of range")
		}
	}
	if !commitSized(k) {
		return errors.New("paychan: encode record: commitment number out of range")
	}
	return nil
}

// jsonSized reports whether x's JSON takes at most maxAmountJSON characters (as a voucher's
// or a commitment's number is read back).
func jsonSized(x *big.Int) bool {
	return x == nil || x.BitLen() <= 256 || len(x.String()) <= maxAmountJSON
}

// commitSized reports whether k's numbers read back (nil: none).
func commitSized(k *Commit) bool { return k == nil || jsonSized(k.Base) && jsonSized(k.Unit) }

// put saves rec: a delta on its channel's record when it can be one (appendDelta), else the
// whole record.
func (s *LogStore) put(rec logRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.compacting && s.size > compactAfter(s.live)+compactMin/2 && !s.closed {
		s.compacted.Wait() // the log grew faster than it is compacted: wait for it
	}
	if s.closed {
		return errors.New("paychan: log store closed")
	}
	var prevHeld *Held
	var prevPayer *PayerChannel
	if rec.Held != nil {
		prevHeld = s.held[rec.Held.ID]
	}
	if rec.Payer != nil {
		prevPayer = s.payer[rec.Payer.ID]
	}
	// a delta checks its numbers as it writes them, a whole record all of them (validRecord)
	buf, ok := appendDelta(s.buf[:0], rec, prevHeld, prevPayer)
	if !ok {
		var err error
		if buf, err = appendRecord(buf, rec); err != nil {
			return err
		}
	}
	if cap(buf) <= maxKeptBuffer {
		s.buf = buf[:0]
	}
	if len(buf) > maxRecord {
		return fmt.Errorf("paychan: record of %d bytes, over %d", len(buf), maxRecord)
	}
	if err := s.out.put(buf, s.size); err != nil {
		if errors.Is(err, errLogBroken) {
			s.closed = true
			_ = s.out.close(-1)
		}
		return fmt.Errorf("paychan: save: %w", err)
	}
	from := s.size
	s.size += int64(len(buf))
	// The maps are what the log says (a delta is written against them), even when the sync
	// below fails: the record is in the file, and a restart reads it.
	if h := rec.Held; h != nil {
		if prevHeld != nil {
			*prevHeld = *h
		} else {
			c := *h // (rec is the caller's: SaveHeld's parameter, kept on its stack)
			s.held[h.ID] = &c
		}
	}
	if c := rec.Payer; c != nil {
		if prevPayer != nil {
			*prevPayer = *c
		} else {
			n := *c
			s.payer[c.ID] = &n
		}
	}
	if s.sync {
		if err := s.out.sync(from, s.size); err != nil {
			return fmt.Errorf("paychan: save: sync: %w", err)
		}
	}
	if s.size > compactAfter(s.live) && !s.compacting && !s.closing {
		s.startCompaction()
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
		out = append(out, *h)
	}
	return out, nil
}

// LoadChannels implements PayerStore.
func (s *LogStore) LoadChannels() ([]PayerChannel, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]PayerChannel, 0, len(s.payer))
	for _, c := range s.payer {
		out = append(out, *c)
	}
	return out, nil
}

// Close closes the file, after a compaction running in the background (it ends first).
func (s *LogStore) Close() error {
	s.mu.Lock()
	s.closing = true
	s.mu.Unlock()
	s.wg.Wait()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	s.compacted.Broadcast()
	return s.out.close(s.size)
}
