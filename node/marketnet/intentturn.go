package marketnet

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// turn is this node's place in one bounty's queue. Wait is called from one goroutine.
type turn struct {
	x      *Intents
	mine   escrow.Intent
	bounty escrow.Bounty
	// drawn is whether the rivals were read; first, whether this worker's draw beat them all;
	// early, whether a Wait returned at once for it.
	drawn, first, early bool
	// started is when Wait first looked; pendingAt, when a claim of the bounty was first seen
	// pending (in the pool); checked, how many of the intents before this one were passed
	// over (no claim pending at their slot); passed, whether this worker went past them all;
	// blind, whether the pending state could not be read (the rule without it applies).
	started, pendingAt time.Time
	checked            int
	passed, blind      bool
}

// Wait returns at once when this worker is drawn first among the bounty's rivals and no intent
// it has seen ranks before its own; else once the window and the slack after the bounty's
// first intent have passed and this worker is first, or the workers before it have not claimed
// in time (step). It returns escrow.ErrTaken as soon as the chain index shows the bounty
// claimed.
func (t *turn) Wait(ctx context.Context, skill string) error {
	if t.drawnFirst(skill) {
		if ahead, _ := t.x.standing(t.mine, t.x.d.Now()); len(ahead) == 0 {
			if !t.early {
				t.early = true
				t.x.c.drawnFirst.Add(1)
			}
			return nil
		}
	}
	wake := time.NewTimer(t.x.cfg.IntentPoll)
	defer wake.Stop()
	for {
		now := t.x.d.Now()
		done, at, err := t.step(ctx, now)
		if done {
			return err
		}
		// Poll, but wake at the next decision itself rather than up to a poll after it.
		next := t.x.cfg.IntentPoll
		if d := at.Sub(now); d > 0 && d < next {
			next = d
		}
		wake.Reset(next)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-wake.C:
		}
	}
}

// step decides at now: done with nil (this worker's turn), done with an error (ErrTaken, or
// the index or chain could not be read), or not yet, with the time of the next decision.
//
// The decision comes IntentWindow and IntentSlack after the bounty's first intent. Then a
// worker first in line goes. One with intents before it waits for a claim to follow them. With
// IntentDeps.Pending it reads the pending state at the end of each slot, counted from the later
// of the decision and its own first look (a worker looks once it has the spec, as the worker
// before it does, so a loaded machine slows both alike): one slot of IntentClaimWait for all
// the back-dated intents before it (honest workers do not back-date), then one of
// IntentClaimStep for each of the others, in turn. A claim pending, it waits for it to be mined
// (the index shows it: ErrTaken) for IntentFallback, then goes; none at the end of the last
// slot, it goes, and the workers before it are no-shows (their next intents are not waited
// for). Without Pending (or when it cannot be read) each worker before it has IntentFallback
// to get its claim mined.
func (t *turn) step(ctx context.Context, now time.Time) (bool, time.Time, error) {
	if t.started.IsZero() {
		t.started = now
	}
	ahead, anchor := t.x.standing(t.mine, now)
	decide := time.UnixMilli(int64(anchor)).Add(IntentWindow + t.x.cfg.IntentSlack)
	if now.Before(decide) {
		return false, decide, nil
	}
	b, found, err := t.x.d.Bounty(t.mine.BountyID)
	if err != nil {
		return true, time.Time{}, fmt.Errorf("marketnet: read bounty %d: %w", t.mine.BountyID, err)
	}
	if found && b.Status != escrow.StatusOpen {
		t.x.c.yielded.Add(1)
		return true, time.Time{}, fmt.Errorf("%w: bounty %d is %s", escrow.ErrTaken, t.mine.BountyID, b.Status)
	}
	if len(ahead) == 0 || t.passed {
		return true, time.Time{}, nil
	}
	if t.x.d.Pending != nil && !t.blind {
		return t.slots(ctx, now, ahead, decide)
	}
	if end := decide.Add(time.Duration(len(ahead)) * t.x.cfg.IntentFallback); now.Before(end) {
		return false, end, nil
	}
	t.x.c.fallbacks.Add(1)
	return true, time.Time{}, nil
}

// slots is step's rule with a view of the pending state (see step).
func (t *turn) slots(ctx context.Context, now time.Time, ahead []common.Address, decide time.Time) (bool, time.Time, error) {
	if !t.pendingAt.IsZero() { // a claim was pending: give it IntentFallback to be mined
		if end := t.pendingAt.Add(t.x.cfg.IntentFallback); now.Before(end) {
			return false, end, nil
		}
		t.x.c.fallbacks.Add(1)
		return true, time.Time{}, nil
	}
	base := decide
	if t.started.After(base) {
		base = t.started
	}
	back := len(t.x.backDatedOf(t.mine.BountyID, ahead))
	var ends []time.Time // the slots' ends, in order
	if back > 0 {
		ends = append(ends, base.Add(t.x.cfg.IntentClaimWait))
	}
	for i := 1; i <= len(ahead)-back; i++ {
		ends = append(ends, base.Add(time.Duration(i)*t.x.cfg.IntentClaimStep))
	}
	for ; t.checked < len(ends); t.checked++ {
		if at := ends[t.checked]; now.Before(at) {
			return false, at, nil
		}
		claimed, err := t.x.d.Pending(ctx, t.mine.BountyID)
		if err != nil { // the rule without the pending state
			t.blind = true
			return false, now, nil
		}
		if claimed {
			t.pendingAt = now
			return false, now.Add(t.x.cfg.IntentFallback), nil
		}
	}
	t.passed = true
	t.passOver(ahead, now)
	return true, time.Time{}, nil
}

// passOver remembers the workers ranked before this one, whose intents no claim followed in
// their slots, as no-shows.
func (t *turn) passOver(ahead []common.Address, now time.Time) {
	for _, w := range ahead {
		t.x.noShows.Add(w, now)
	}
	t.x.c.noShows.Add(int64(len(ahead)))
}

// Behind reports whether an intent this node has seen ranks before this worker's own.
func (t *turn) Behind() bool {
	ahead, _ := t.x.standing(t.mine, t.x.d.Now())
	return len(ahead) > 0
}

// drawnFirst reads the bounty's rivals once and says whether this worker's draw is first
// among them; a node that cannot tell is not first, nor one missing from its own list (its
// view of the rivals is not the others').
func (t *turn) drawnFirst(skill string) bool {
	if t.drawn || t.x.d.Rivals == nil {
		return t.first
	}
	t.drawn = true
	rivals, complete, err := t.x.d.Rivals(t.bounty, skill, t.x.cfg.IntentRivals)
	t.first = err == nil && complete && slices.Contains(rivals, t.mine.Worker) &&
		escrow.DrawnFirst(t.mine.BountyID, t.mine.Worker, rivals)
	return t.first
}

// Withdraw publishes that this worker will not claim, so the next one need not wait for it.
func (t *turn) Withdraw() {
	in := t.mine
	in.Withdraw = true
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	// Newer than the intent it withdraws, or the others would take it for a replay.
	now := t.x.d.Now()
	if after := t.mine.Issued().Add(time.Millisecond); now.Before(after) {
		now = after
	}
	_ = t.x.publish(ctx, &in, now) // at worst the others wait IntentFallback for this worker
	t.x.c.withdrawn.Add(1)
}
