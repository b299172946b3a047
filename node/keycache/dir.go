package keycache

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// ErrUnsafeDir is returned for a cache directory that is not this user's alone.
var ErrUnsafeDir = errors.New("keycache: directory not private")

// ErrNotRAM is returned by NewCache for a directory whose file system keeps files on disk.
var ErrNotRAM = errors.New("keycache: directory not on a RAM-backed file system")

// privateDir makes dir (mode 0700) if missing and checks it: a directory, not a symbolic
// link, owned by this process's user, and no access for group or others.
func privateDir(dir string) error {
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("keycache: make %s: %w", dir, err)
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return fmt.Errorf("keycache: %w", err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("%w: %s is not a directory", ErrUnsafeDir, dir)
	}
	if err := ownedByUs(fi); err != nil {
		return fmt.Errorf("%w: %s %v", ErrUnsafeDir, dir, err)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return fmt.Errorf("%w: %s has mode %v", ErrUnsafeDir, dir, fi.Mode().Perm())
	}
	return nil
}

// privateFile checks an open file: a regular file of this user that only the user can read.
func privateFile(f *os.File) error {
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() || fi.Mode().Perm()&0o077 != 0 {
		return fmt.Errorf("%w: %s has mode %v", ErrUnsafeDir, f.Name(), fi.Mode())
	}
	if err := ownedByUs(fi); err != nil {
		return fmt.Errorf("%w: %s %v", ErrUnsafeDir, f.Name(), err)
	}
	return nil
}
