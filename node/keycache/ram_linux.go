package keycache

import "golang.org/x/sys/unix"

// onRAM reports whether dir's file system keeps its files in memory (tmpfs, ramfs).
func onRAM(dir string) (bool, error) {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil {
		return false, err
	}
	return st.Type == unix.TMPFS_MAGIC || st.Type == unix.RAMFS_MAGIC, nil
}
