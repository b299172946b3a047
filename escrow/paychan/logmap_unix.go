//go:build unix

package paychan

import (
	"fmt"
	"os"
	"runtime/debug"

	"golang.org/x/sys/unix"
)

// mappedLog is the open log mapped into memory (MAP_SHARED): a record is copied into the
// mapping, which is the kernel's page cache of the file, so a save costs a copy and no system
// call, and a process killed after the copy loses nothing (the kernel writes the pages back).
// The file is grown ahead of the records by writing zeros (so a full disk fails the save that
// grows it, before anything is copied); a zero length ends the log when it is read.
type mappedLog struct {
	f *os.File
	m []byte // the mapping: the whole file
}

// mapLog maps f, whose records end at end (its length may be more: a zero tail).
func mapLog(f *os.File, end int64) (logOut, error) {
	l := &mappedLog{f: f}
	if err := l.grow(end + 1); err != nil {
		return nil, err
	}
	return l, nil
}

// logChunk is how much the mapped log's file grows at a time.
const logChunk = 1 << 20

// grow makes the file and the mapping hold at least n bytes (a multiple of logChunk): the new
// part is written with zeros first, so the disk has room for it.
func (l *mappedLog) grow(n int64) error {
	st, err := l.f.Stat()
	if err != nil {
		return fmt.Errorf("paychan: grow log: %w", err)
	}
	size := st.Size()
	want := (n + logChunk - 1) / logChunk * logChunk
	for off := size; off < want; {
		k := min(int64(len(zeroChunk)), want-off)
		if _, err := l.f.WriteAt(zeroChunk[:k], off); err != nil {
			// a part written is zeros: nothing a load reads as a record
			return fmt.Errorf("paychan: grow log: %w", err)
		}
		off += k
	}
	size = max(size, want)
	m, err := unix.Mmap(int(l.f.Fd()), 0, int(size), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
	if err != nil {
		return fmt.Errorf("paychan: map log: %w", err)
	}
	if l.m != nil {
		_ = unix.Munmap(l.m)
	}
	l.m = m
	return nil
}

// zeroChunk is what the file grows by in one write.
var zeroChunk = make([]byte, 64<<10)

// put implements logOut.
func (l *mappedLog) put(rec []byte, off int64) (err error) {
	end := off + int64(len(rec))
	if end > int64(len(l.m)) {
		if err := l.grow(end); err != nil {
			return err
		}
	}
	// A page the file system cannot back (a disk full under a copy-on-write file system) is
	// a SIGBUS on the copy: a panic here, not the process's death, and the log takes no more.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: fault writing the log: %v", errLogBroken, r)
		}
	}()
	copy(l.m[off:end], rec)
	return nil
}

// sync implements logOut: the pages holding [from, to) are written to the disk.
func (l *mappedLog) sync(from, to int64) error {
	from -= from % int64(os.Getpagesize())
	if err := unix.Msync(l.m[from:to], unix.MS_SYNC); err != nil {
		return fmt.Errorf("paychan: sync log: %w", err)
	}
	return nil
}

// bytes implements logOut.
func (l *mappedLog) bytes(from, to int64) ([]byte, error) { return l.m[from:to], nil }

// close implements logOut: the zero tail is cut off (a clean log ends with its last record).
func (l *mappedLog) close(end int64) error {
	err := unix.Munmap(l.m)
	l.m = nil
	if end >= 0 {
		if terr := l.f.Truncate(end); err == nil {
			err = terr
		}
	}
	if cerr := l.f.Close(); err == nil {
		err = cerr
	}
	return err
}
