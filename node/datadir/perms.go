package datadir

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	goruntime "runtime"
)

// ErrExposedSecret is returned (wrapped) when a key file or the API token can be read by group
// or others.
var ErrExposedSecret = errors.New("datadir: secret file readable by others")

// Check runs at start, before any key is read. dir is made 0700 and each of files 0600, each
// with a warning when they were wider; a secret (a key file or the API token) that group or
// others can read is refused with the command that fixes it, since its content may have been
// copied. Paths that do not exist are skipped. Windows has no such modes and is not checked.
func Check(dir string, files, secrets []string, log *slog.Logger) error {
	if goruntime.GOOS == "windows" {
		return nil
	}
	if err := tighten(dir, 0o700, log); err != nil {
		return err
	}
	for _, f := range files {
		if err := tighten(f, 0o600, log); err != nil {
			return err
		}
	}
	for _, s := range secrets {
		if err := private(s); err != nil {
			return err
		}
	}
	return nil
}

// tighten removes group and other access from path (if it exists), warning when it had any.
func tighten(path string, mode fs.FileMode, log *slog.Logger) error {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("datadir: check %s: %w", path, err)
	}
	if fi.Mode().Perm()&0o077 == 0 {
		return nil
	}
	log.Warn("tightening permissions: group and others could read this", "path", path,
		"was", fmt.Sprintf("%04o", fi.Mode().Perm()), "now", fmt.Sprintf("%04o", mode))
	if err := os.Chmod(path, mode); err != nil {
		return fmt.Errorf("datadir: chmod %04o %s: %w", mode, path, err)
	}
	return nil
}

// private refuses a secret file (if it exists) that group or others can read.
func private(path string) error {
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("datadir: check %s: %w", path, err)
	}
	if perm := fi.Mode().Perm(); perm&0o077 != 0 {
		return fmt.Errorf("%w: %s has mode %04o; its content may have been copied. Run `chmod 600 %s` to start (and replace the key if others could read it)",
			ErrExposedSecret, path, perm, path)
	}
	return nil
}
