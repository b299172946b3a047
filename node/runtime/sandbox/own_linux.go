package sandbox

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Own hands path and everything beneath it to the uid programs run as (s.UID), so that a program
// can write its work directory and its declared writable paths; it does nothing when programs
// run as the node's user. Symlinks are changed, not followed, and a file with several hard
// links is left as it is (it may be a link to a file elsewhere). A path that does not exist is
// left to the helper to report.
func (s Support) Own(path string) error {
	if s.UID == 0 {
		return nil
	}
	err := filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		st, ok := info.Sys().(*syscall.Stat_t)
		if !ok || int(st.Uid) == s.UID && int(st.Gid) == s.UID || !d.IsDir() && st.Nlink > 1 {
			return nil
		}
		return os.Lchown(p, s.UID, s.UID)
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("sandbox: hand %s to uid %d: %w", path, s.UID, err)
	}
	return nil
}
