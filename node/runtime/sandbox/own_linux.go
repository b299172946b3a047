package sandbox

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// Own hands path and everything beneath it to the uid programs run as (s.UID), so that a program
// can write its work directory and its declared writable paths; it does nothing when programs
// run as the node's user. The tree is the program's, which may still be running (a node that
// was killed leaves its programs behind) and swap a directory for a symlink to /etc meanwhile:
// so beneath path every step is relative to a directory already open, nothing is followed,
// symlinks themselves are changed, and a file with several hard links is left as it is. A path
// that does not exist is left to the helper to report.
func (s Support) Own(path string) error {
	if s.UID == 0 {
		return nil
	}
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if errors.Is(err, unix.ENOENT) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("sandbox: hand %s to uid %d: %w", path, s.UID, err)
	}
	if err := ownDir(fd, s.UID); err != nil {
		return fmt.Errorf("sandbox: hand %s to uid %d: %w", path, s.UID, err)
	}
	return nil
}

// ownDir changes the owner of the open directory fd and of everything beneath it, then closes
// fd.
func ownDir(fd, id int) error {
	dir := os.NewFile(uintptr(fd), "")
	defer dir.Close()
	if err := ownAt(fd, "", id, unix.AT_EMPTY_PATH); err != nil {
		return err
	}
	names, err := dir.Readdirnames(-1)
	if err != nil {
		return err
	}
	for _, name := range names {
		sub, err := unix.Openat(fd, name, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		switch {
		case err == nil:
			if err := ownDir(sub, id); err != nil {
				return err
			}
		case errors.Is(err, unix.ENOTDIR), errors.Is(err, unix.ELOOP): // a file or a symlink
			if err := ownAt(fd, name, id, unix.AT_SYMLINK_NOFOLLOW); err != nil {
				return err
			}
		case errors.Is(err, unix.ENOENT): // gone meanwhile
		default:
			return err
		}
	}
	return nil
}

// ownAt changes the owner of name in the directory fd (fd itself with AT_EMPTY_PATH) unless it
// already has it or is a file with several hard links.
func ownAt(fd int, name string, id, flags int) error {
	var st unix.Stat_t
	if err := unix.Fstatat(fd, name, &st, flags); err != nil {
		if errors.Is(err, unix.ENOENT) {
			return nil
		}
		return err
	}
	if int(st.Uid) == id && int(st.Gid) == id || st.Mode&unix.S_IFMT != unix.S_IFDIR && st.Nlink > 1 {
		return nil
	}
	return unix.Fchownat(fd, name, id, id, flags)
}
