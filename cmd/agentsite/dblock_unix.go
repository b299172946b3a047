//go:build unix

package main

import (
	"os"
	"syscall"
)

// dbLocked reports whether a process holds the node database's lock (badger flocks its
// directory while open): a node is running on the data directory.
func dbLocked(dir string) bool {
	f, err := os.Open(dir)
	if err != nil {
		return false
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		return true
	}
	_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return false
}
