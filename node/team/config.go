package team

import (
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// Config tunes the engine.
type Config struct {
	// Owner is the leader's DID: its proposals are decided at once and it calls votes.
	Owner string
	// ClaimTimeout is how long a hired candidate has to claim its bounty before it is
	// replaced by the next one. 30 s: a claim is one transaction after a spec fetch.
	ClaimTimeout time.Duration
	// TaskTimeout is each bounty's deadline from its post: an agent that has not submitted by
	// then is refunded from and the task retried.
	TaskTimeout time.Duration
	// ReviewWindow is each bounty's review window (the leader judges at once; this only bounds
	// how long a result may wait for a verdict).
	ReviewWindow time.Duration
	// MaxAttempts bounds the failed attempts per task (claimed and then failed, rejected or
	// timed out) before the task fails; replacements of candidates that never claimed do not
	// count.
	MaxAttempts int
	// Tick is how often the engine moves its teams (chain events also kick it).
	Tick time.Duration
	// VerdictPoll is how often the engine looks in the market's memory for a verdict on a
	// running task: the market accepts a result before the chain index, polling the chain,
	// sees it. 50 ms: a map read per running task, no chain call.
	VerdictPoll time.Duration
	// DiscussTimeout bounds a discussion a member's proposal opens: new tasks wait at most
	// this long for the members to move the team on. 2 min: a few rounds of a model's answers.
	DiscussTimeout time.Duration
	// Logger receives the engine's log.
	Logger *slog.Logger
	// Clock is the engine's time (nil: the wall clock).
	Clock Clock
}

// DefaultConfig returns the defaults for a leader with DID owner.
func DefaultConfig(owner string) Config {
	return Config{Owner: owner, ClaimTimeout: 30 * time.Second, TaskTimeout: 10 * time.Minute, ReviewWindow: 2 * time.Minute,
		MaxAttempts: 3, Tick: 500 * time.Millisecond, VerdictPoll: 50 * time.Millisecond, DiscussTimeout: 2 * time.Minute}
}

// Validate refuses settings the engine cannot run with.
func (c Config) Validate() error {
	var errs []error
	if c.Owner == "" {
		errs = append(errs, errors.New("owner DID is required"))
	}
	if c.ClaimTimeout <= 0 || c.TaskTimeout <= c.ClaimTimeout || c.ReviewWindow <= 0 || c.Tick <= 0 || c.VerdictPoll <= 0 || c.DiscussTimeout <= 0 {
		errs = append(errs, fmt.Errorf("timeouts must be positive and the task timeout above the claim timeout"))
	}
	if c.MaxAttempts < 1 {
		errs = append(errs, fmt.Errorf("max attempts %d: want at least 1", c.MaxAttempts))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("team: config: %w", err)
	}
	return nil
}
