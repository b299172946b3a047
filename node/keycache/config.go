package keycache

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	goruntime "runtime"
	"time"
)

// Config says where the cache lives and how it behaves.
type Config struct {
	// Dir is the private directory of the cache and the gate's lock files.
	Dir string
	// MaxAge is how long a cached key is given back after it was stored: a week, so a node
	// restarted within it starts without a derivation, and a key left behind by a data
	// directory since deleted does not stay in RAM for the machine's whole uptime.
	MaxAge time.Duration
	// Slots is how many derivations may run at once on the machine: the cores, at most 4
	// (each takes ~256 MiB at geth's standard cost).
	Slots int
	// Poll is how often a derivation waiting for a slot tries again.
	Poll time.Duration
	// Now is the clock (time.Now when nil).
	Now func() time.Time

	anyFS bool // tests: the directory need not be RAM-backed
}

// DefaultConfig is the configuration a node uses.
func DefaultConfig() Config {
	return Config{Dir: DefaultDir(), MaxAge: 7 * 24 * time.Hour, Slots: min(max(goruntime.NumCPU(), 1), 4),
		Poll: 25 * time.Millisecond, Now: time.Now}
}

// DefaultDir is $XDG_RUNTIME_DIR/agentsite (a per-user tmpfs on systemd machines), else
// /dev/shm/agentsite-<uid>, else (no RAM-backed place known) the temporary directory's
// agentsite-<uid>, where only the gate works.
func DefaultDir() string {
	if d := os.Getenv("XDG_RUNTIME_DIR"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "agentsite")
	}
	name := fmt.Sprintf("agentsite-%d", os.Getuid())
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		return filepath.Join("/dev/shm", name)
	}
	return filepath.Join(os.TempDir(), name)
}

// Validate refuses a configuration that cannot work.
func (c Config) Validate() error {
	var errs []error
	if !filepath.IsAbs(c.Dir) {
		errs = append(errs, fmt.Errorf("dir %q is not absolute", c.Dir))
	}
	if c.MaxAge <= 0 {
		errs = append(errs, errors.New("maxAge must be positive"))
	}
	if c.Slots < 1 {
		errs = append(errs, errors.New("slots must be at least 1"))
	}
	if c.Poll <= 0 {
		errs = append(errs, errors.New("poll must be positive"))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("keycache: config: %w", err)
	}
	return nil
}

func (c Config) now() time.Time {
	if c.Now == nil {
		return time.Now()
	}
	return c.Now()
}
