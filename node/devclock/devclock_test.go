package devclock

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// TestPhaseDue: a block is mined only for a phase that has ended by the wall clock and not
// yet by the head block.
func TestPhaseDue(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	for _, tc := range []struct {
		name   string
		head   time.Time
		untils []time.Time
		want   bool
	}{
		{"ended, head behind", now.Add(-time.Minute), []time.Time{now.Add(-time.Second)}, true},
		{"ended, head past it", now, []time.Time{now.Add(-time.Second)}, false},
		{"not ended", now.Add(-time.Minute), []time.Time{now.Add(time.Second)}, false},
		{"one of two ended", now.Add(-time.Minute), []time.Time{now.Add(time.Hour), now.Add(-time.Second)}, true},
		{"head ahead of the wall clock (warped)", now.Add(time.Hour), []time.Time{now.Add(-time.Second)}, false},
		{"nothing open", now.Add(-time.Minute), nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := phaseDue(now, tc.head, tc.untils); got != tc.want {
				t.Fatalf("phaseDue = %v, want %v", got, tc.want)
			}
		})
	}
}

// chainAt is a chain whose head stands at head; it counts the blocks it is asked for.
type chainAt struct {
	head  time.Time
	mined int
	err   error
}

func (c *chainAt) HeadTime(context.Context) (time.Time, error) { return c.head, nil }
func (c *chainAt) Mine(context.Context) error                  { c.mined++; return c.err }

// TestNudge: a block is asked for only when a phase is due; a chain that cannot mine is
// logged, not fatal.
func TestNudge(t *testing.T) {
	past, future := time.Now().Add(-time.Minute), time.Now().Add(time.Hour)
	for _, tc := range []struct {
		name   string
		head   time.Time
		untils []time.Time
		err    error
		mined  int
	}{
		{"phase due", past.Add(-time.Minute), []time.Time{past}, nil, 1},
		{"head past the phase", future, []time.Time{past}, nil, 0},
		{"phase not ended", past, []time.Time{future}, nil, 0},
		{"no open bounty", past, nil, nil, 0},
		{"mining refused", past.Add(-time.Minute), []time.Time{past}, errors.New("no evm_mine"), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &chainAt{head: tc.head, err: tc.err}
			var logs bytes.Buffer
			nudge(context.Background(), Config{
				Chain:     c,
				PhaseEnds: func() []time.Time { return tc.untils },
				Logger:    slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
			})
			if c.mined != tc.mined {
				t.Fatalf("mined %d blocks, want %d", c.mined, tc.mined)
			}
			if logged := strings.Contains(logs.String(), "could not mine"); logged != (tc.err != nil) {
				t.Fatalf("failure logged = %v, want %v: %s", logged, tc.err != nil, logs.String())
			}
		})
	}
}
