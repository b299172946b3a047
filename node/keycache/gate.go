package keycache

import (
	"context"
	"fmt"
	"path/filepath"
	"time"
)

// Gate bounds how many scrypt derivations run at once across the processes of this user:
// a derivation holds one of Slots lock files in the directory while it runs.
type Gate struct{ cfg Config }

// NewGate returns the gate in cfg.Dir (which need not be RAM-backed: the lock files hold
// nothing), refusing a directory that is not private.
func NewGate(cfg Config) (*Gate, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if err := privateDir(cfg.Dir); err != nil {
		return nil, err
	}
	return &Gate{cfg: cfg}, nil
}

func (g *Gate) slot(i int) string {
	return filepath.Join(g.cfg.Dir, fmt.Sprintf("derive-%d.lock", i))
}

// TryAcquire takes a free slot if there is one: ok false when all are held.
func (g *Gate) TryAcquire() (release func(), ok bool, err error) {
	for i := 0; i < g.cfg.Slots; i++ {
		release, ok, err := tryLock(g.slot(i))
		if err != nil {
			return nil, false, fmt.Errorf("keycache: slot %d: %w", i, err)
		}
		if ok {
			return release, true, nil
		}
	}
	return nil, false, nil
}

// Acquire waits for a free slot, trying again every Poll, until ctx ends. A process that dies
// holding a slot frees it (the kernel drops its locks).
func (g *Gate) Acquire(ctx context.Context) (release func(), err error) {
	var tick *time.Ticker
	for {
		release, ok, err := g.TryAcquire()
		if err != nil || ok {
			return release, err
		}
		if tick == nil {
			tick = time.NewTicker(g.cfg.Poll)
			defer tick.Stop()
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("keycache: wait for a derivation slot: %w", ctx.Err())
		case <-tick.C:
		}
	}
}

// Slots is how many derivations the gate lets run at once.
func (g *Gate) Slots() int { return g.cfg.Slots }
