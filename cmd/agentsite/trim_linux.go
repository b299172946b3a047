package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// mapping is one mapping of /proc/self/smaps, with what trimStartPages reads of it.
type mapping struct {
	start, end uintptr
	perms      string
	path       string
	anonKB     int64 // private copies of written pages: such a mapping is never dropped
}

// parseSmaps reads the mappings of a /proc/<pid>/smaps text.
func parseSmaps(raw []byte) []mapping {
	var out []mapping
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 5 && !strings.HasSuffix(f[0], ":") {
			lo, hi, ok := strings.Cut(f[0], "-")
			a, err1 := strconv.ParseUint(lo, 16, 64)
			b, err2 := strconv.ParseUint(hi, 16, 64)
			if !ok || err1 != nil || err2 != nil || b <= a {
				continue
			}
			m := mapping{start: uintptr(a), end: uintptr(b), perms: f[1]}
			if len(f) >= 6 {
				m.path = f[5]
			}
			out = append(out, m)
			continue
		}
		if len(out) > 0 && len(f) >= 2 && f[0] == "Anonymous:" {
			out[len(out)-1].anonKB, _ = strconv.ParseInt(f[1], 10, 64)
		}
	}
	return out
}

// droppable picks the mappings of exe that are read-only and hold no private copy: code and
// read-only data, whose pages the page cache keeps and a later access maps back in.
func droppable(maps []mapping, exe string) []mapping {
	var out []mapping
	for _, m := range maps {
		if m.path == exe && len(m.perms) == 4 && m.perms[0] == 'r' && m.perms[1] == '-' && m.perms[3] == 'p' && m.anonKB == 0 {
			out = append(out, m)
		}
	}
	return out
}

// trimStartPages drops this process's page-table entries for its own executable's read-only
// mappings, once the node is up. The start runs code the idle node never runs again (every
// package's initialisation, key unlock, chain and contract checks), and this kernel maps file
// pages a large folio at a time (up to 2 MiB of the binary per touch), so after a start the
// whole 60 MiB of code and read-only data counts in the process's RSS. After the drop, only
// the pages the node touches again are mapped back, from the page cache (a minor fault, no
// disk read). Nothing the process wrote is dropped (a mapping with a private copy is kept).
// It returns how many mappings it dropped.
func trimStartPages() (int, error) {
	exe, err := os.Executable()
	if err != nil {
		return 0, fmt.Errorf("trim: %w", err)
	}
	raw, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		return 0, fmt.Errorf("trim: %w", err)
	}
	n := 0
	for _, m := range droppable(parseSmaps(raw), exe) {
		if _, _, errno := unix.Syscall(unix.SYS_MADVISE, m.start, m.end-m.start, unix.MADV_DONTNEED); errno != 0 {
			return n, fmt.Errorf("trim: madvise %x-%x: %w", m.start, m.end, errno)
		}
		n++
	}
	return n, nil
}
