package team

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

// loop moves every active team on each tick, kick and room message.
func (e *Engine) loop(ctx context.Context) {
	defer e.wg.Done()
	tick := time.NewTicker(e.cfg.Tick)
	defer tick.Stop()
	verdicts := time.NewTicker(e.cfg.VerdictPoll)
	defer verdicts.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case env := <-e.inbox:
			e.hear(ctx, env)
			continue
		case r := <-e.posted:
			e.record(ctx, r)
			if t := e.teams[r.team]; t != nil {
				e.replayEarly(ctx, t) // the post may have made a sender a member
			}
			continue
		case r := <-e.called:
			e.recordCall(ctx, r)
			continue
		case r := <-e.asked:
			e.recordAsk(ctx, r)
			continue
		case <-verdicts.C:
			// The market's verdict on a hired task is in memory before the index sees it on
			// chain: a team with one moves on without waiting for the next poll.
			if !e.verdictWaiting() {
				continue
			}
		case <-tick.C:
		case <-e.kick:
		}
		e.mu.Lock()
		for _, t := range e.adds {
			e.teams[t.ID] = t
		}
		e.adds = nil
		e.mu.Unlock()
		for id, t := range e.teams { // concluded (by a proposal) since the last pass
			if !t.Concluded.IsZero() && !e.posting(t) {
				delete(e.teams, id)
				delete(e.earlyMsgs, id)
			}
		}
		if len(e.teams) == 0 {
			continue
		}
		if _, err := e.d.Ledger.Sync(ctx); err != nil {
			e.log.Debug("chain index not synced; teams wait", "err", err)
			continue
		}
		for id, t := range e.teams {
			if err := e.step(ctx, t); err != nil && ctx.Err() == nil {
				e.log.Warn("team step", "team", id, "err", err)
			}
			e.replayEarly(ctx, t)
			if !t.Concluded.IsZero() && !e.posting(t) {
				delete(e.teams, id)
				delete(e.earlyMsgs, id)
			}
		}
	}
}

// step moves every task of t as far as it can go now, then concludes a finished team.
func (e *Engine) step(ctx context.Context, t *Team) error {
	if !t.Concluded.IsZero() {
		return nil
	}
	if why := e.fired(t); why != "" {
		e.resume(ctx, t, why)
	}
	var errs []error // one task's trouble (discovery, the chain) does not hold up the others
	for i := range t.Tasks {
		if err := e.stepTask(ctx, t, &t.Tasks[i]); err != nil {
			errs = append(errs, fmt.Errorf("task %s: %w", t.Tasks[i].ID, err))
		}
	}
	if t.Finished() {
		e.conclude(ctx, t, "")
	}
	return errors.Join(errs...)
}

// stepTask moves one task.
func (e *Engine) stepTask(ctx context.Context, t *Team, ts *TaskState) error {
	switch ts.Status {
	case TaskPending:
		for _, d := range ts.Deps {
			dep := t.Task(d)
			switch dep.Status {
			case TaskFailed, TaskSkipped:
				ts.Status, ts.Err = TaskSkipped, fmt.Sprintf("dependency %s %s", d, dep.Status)
				e.say(ctx, t, chat.StateExecution, chat.TypeSystem, ts.ID, fmt.Sprintf("%s skipped: %s", ts.ID, ts.Err), nil)
				return e.d.Store.Put(t)
			case TaskDone:
			default:
				return nil
			}
		}
		if t.Pause != nil { // held: nothing new is assigned until the trigger fires
			return nil
		}
		return e.hire(ctx, t, ts)
	case TaskHiring, TaskRunning:
		return e.watch(ctx, t, ts)
	}
	return nil
}

// watch follows the current attempt's bounty on chain.
func (e *Engine) watch(ctx context.Context, t *Team, ts *TaskState) error {
	a := ts.Last()
	if a.BountyID == 0 { // being posted, or recorded as posting before a restart: find it or post again
		if e.inflight[a.Tag] {
			return nil
		}
		if a.Local { // the leader stopped during the call: call again (it costs nothing)
			a.Status, a.Replaced, a.Err = "interrupted", true, "the leader stopped during the call"
		}
		if a.Auction { // the leader stopped during the auction: its call may have been paid
			a.Status, a.Replaced, a.Err = "interrupted", true, "the leader stopped during the auction; its max price counts as paid"
		}
		ts.Status = TaskPending
		return e.hire(ctx, t, ts)
	}
	b, err := e.d.Ledger.Bounty(a.BountyID)
	if err != nil {
		return nil // the index has not seen the post yet
	}
	status := b.Status
	if status == escrow.StatusClaimed || status == escrow.StatusSubmitted {
		// The market records its verdict once its accept is mined; the index sees it a poll later.
		if j, ok := e.d.Market.Job(a.BountyID); ok && j.Verdict == "accepted" && j.Result != nil {
			status = escrow.StatusAccepted
		}
	}
	prev, prevTask := a.Status, ts.Status
	a.Status = status.String()
	switch status {
	case escrow.StatusOpen:
		if a.AgentID != 0 && e.clock.Now().Sub(a.Posted) > e.limits(t).ClaimTimeout {
			return e.replace(ctx, t, ts, a)
		}
	case escrow.StatusClaimed, escrow.StatusSubmitted:
		if ts.Status == TaskHiring {
			ts.Status = TaskRunning
			if a.AgentID == 0 {
				a.AgentID = b.AgentID
			}
			e.say(ctx, t, chat.StateExecution, chat.TypeText, ts.ID, fmt.Sprintf("%s claimed by agent #%d (bounty %d)", ts.ID, b.AgentID, b.ID), nil)
		}
	case escrow.StatusAccepted:
		j, ok := e.d.Market.Job(a.BountyID)
		var res escrow.Result
		switch {
		case ok && j.Result != nil && json.Unmarshal(j.Result, &res) == nil:
			ts.Status, ts.Output, ts.Finished, ts.Usage = TaskDone, res.Output, e.clock.Now(), teamstate.UsageOf(res.Output)
			e.tokens(ts.Usage)
			e.say(ctx, t, chat.StateExecution, chat.TypeResult, ts.ID,
				fmt.Sprintf("%s done by agent #%d for %s: %s", ts.ID, b.AgentID, wei(a.Reward.Int()), clip(string(res.Output), 1500)), nil)
		case ok && j.Stage == escrow.StageDone: // accepted by the review timeout with no result this node holds
			e.attemptFailed(ctx, t, ts, a, "accepted without a result the leader holds")
		default:
			return nil // the market records the result with its verdict; next tick
		}
	case escrow.StatusRejected, escrow.StatusDisputed, escrow.StatusResolved, escrow.StatusCancelled, escrow.StatusExpired:
		reason := "bounty " + b.Status.String()
		if j, ok := e.d.Market.Job(a.BountyID); ok && j.Err != "" {
			reason += ": " + j.Err
		}
		e.attemptFailed(ctx, t, ts, a, reason)
	}
	if a.Status == prev && ts.Status == prevTask {
		return nil
	}
	return e.d.Store.Put(t)
}

// attemptFailed records why a claimed attempt failed and retries the task with another agent,
// or fails it once it has failed MaxAttempts times.
func (e *Engine) attemptFailed(ctx context.Context, t *Team, ts *TaskState, a *Attempt, reason string) {
	a.Err = reason
	if ts.Failures() >= e.limits(t).MaxAttempts {
		ts.Status, ts.Err = TaskFailed, fmt.Sprintf("%d attempts failed, last: %s", ts.Failures(), reason)
		e.say(ctx, t, chat.StateExecution, chat.TypeSystem, ts.ID, fmt.Sprintf("%s failed: %s", ts.ID, ts.Err), nil)
		return
	}
	ts.Status = TaskPending
	e.say(ctx, t, chat.StateExecution, chat.TypeSystem, ts.ID, fmt.Sprintf("%s attempt %d failed (%s); trying another agent", ts.ID, len(ts.Attempts), reason), nil)
}

// posting reports whether a post of t is still out (its outcome must find the team).
func (e *Engine) posting(t *Team) bool {
	for _, ts := range t.Tasks {
		if a := ts.Last(); a != nil && e.inflight[a.Tag] {
			return true
		}
	}
	return false
}

// verdictWaiting reports whether the market has accepted a bounty some team still shows as
// running.
func (e *Engine) verdictWaiting() bool {
	for _, t := range e.teams {
		for _, ts := range t.Tasks {
			if a := ts.Last(); ts.Status == TaskRunning && a != nil {
				if j, ok := e.d.Market.Job(a.BountyID); ok && j.Verdict == "accepted" && j.Result != nil {
					return true
				}
			}
		}
	}
	return false
}
