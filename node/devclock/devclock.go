package devclock

import (
	"context"
	"log/slog"
	"time"
)

// Dev chains mine a block only when a transaction arrives, so on an idle one the head block's
// time stands still, and the market, which judges timeouts by the head block (the contract
// judges them by block.timestamp), would wait for someone else's transaction before taking a
// refund or a dispute-window exit. On a dev chain the node therefore mines an empty block when
// one of its bounties' phases has ended by the wall clock and not yet by the head block.
// Judging by the wall clock instead would send transactions the contract may still refuse
// (the next block's time is the chain's choice); on public chains blocks come on their own.

// devChainIDs are the chains the node mines on: anvil and hardhat (31337), geth --dev (1337).
var devChainIDs = map[uint64]bool{31337: true, 1337: true}

// IsDev reports whether chainID is a dev chain the node mines on.
func IsDev(chainID uint64) bool { return devChainIDs[chainID] }

// Chain is what the clock needs from the chain.
type Chain interface {
	// HeadTime is the head block's time.
	HeadTime(ctx context.Context) (time.Time, error)
	// Mine asks the chain for a block.
	Mine(ctx context.Context) error
}

// Config is what Run needs.
type Config struct {
	// Chain is read for the head block's time and asked for blocks.
	Chain Chain
	// PhaseEnds returns the ends of the current phases of the node's open bounties.
	PhaseEnds func() []time.Time
	// Every is how often the phases are checked.
	Every time.Duration
	// Logger receives mining failures at debug level.
	Logger *slog.Logger
}

// Run checks the phases every cfg.Every until ctx ends, mining a block when one is due.
func Run(ctx context.Context, cfg Config) {
	t := time.NewTicker(cfg.Every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			nudge(ctx, cfg)
		}
	}
}

// nudge mines a block if a phase of one of the node's open bounties is due.
func nudge(ctx context.Context, cfg Config) {
	untils := cfg.PhaseEnds()
	if len(untils) == 0 {
		return
	}
	head, err := cfg.Chain.HeadTime(ctx)
	if err != nil {
		return
	}
	if !phaseDue(time.Now(), head, untils) {
		return
	}
	if err := cfg.Chain.Mine(ctx); err != nil {
		cfg.Logger.Debug("dev chain: could not mine a block", "err", err)
	}
}

// phaseDue reports whether a phase that ends at one of untils is over by the wall clock now
// but not by the head block's time.
func phaseDue(now, head time.Time, untils []time.Time) bool {
	for _, u := range untils {
		if now.After(u) && !head.After(u) {
			return true
		}
	}
	return false
}
