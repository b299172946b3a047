//go:build unix

package keycache

import (
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// ownedByUs refuses a file another user owns.
func ownedByUs(fi fs.FileInfo) error {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Getuid() {
		return fmt.Errorf("belongs to uid %d", st.Uid)
	}
	return nil
}

// noFollow makes an open fail on a symbolic link.
const noFollow = syscall.O_NOFOLLOW
