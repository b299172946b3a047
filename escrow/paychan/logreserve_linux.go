package paychan

import (
	"os"

	"golang.org/x/sys/unix"
)

// reserve allocates the disk blocks of f's bytes [off, off+n), extending it (fallocate(2)):
// they read as zeros, and a full disk fails here, as writing zeros would, without writing them.
func reserve(f *os.File, off, n int64) error {
	return unix.Fallocate(int(f.Fd()), 0, off, n)
}
