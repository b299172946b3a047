package team

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

// The leader's own agents: a candidate this node hosts is called directly (Deps.Local), for
// nothing, instead of hired by a bounty it would pay to itself and that its own market would
// never claim.

// statusCalling marks a local attempt whose call runs.
const statusCalling = "calling"

// callResult is the outcome of one local call, for the loop.
type callResult struct {
	team, task, tag string
	out             json.RawMessage
	err             error
}

// callLocal runs ts on the node's own agent name (candidate c) beside the loop; the outcome
// comes back to the loop (called).
func (e *Engine) callLocal(ctx context.Context, t *Team, ts *TaskState, c *Candidate, name string, input json.RawMessage) error {
	now := e.clock.Now()
	a := Attempt{Tag: fmt.Sprintf(tagFormat, t.ID, ts.ID, len(ts.Attempts)+1), AgentID: c.AgentID, AgentDID: c.DID, Local: true,
		Reward: escrow.NewBigString(new(big.Int)), Posted: now, Status: statusCalling}
	ts.Attempts, ts.Status = append(ts.Attempts, a), TaskRunning
	if ts.Started.IsZero() {
		ts.Started = now
	}
	if err := e.d.Store.Put(t); err != nil {
		return err
	}
	e.say(ctx, t, chat.StateTaskAssignment, chat.TypeTask, ts.ID,
		fmt.Sprintf("%s (%s) → the leader's own agent %s (#%d %s), called directly: no bounty, nothing paid", ts.ID, ts.Skill, name, c.AgentID, c.DID), []string{c.DID},
		chat.ExtraHired, []byte(`{"direct":true}`))
	e.inflight[a.Tag] = true
	timeout := e.limits(t).TaskTimeout
	if !t.Deadline.IsZero() && t.Deadline.Sub(now) < timeout {
		timeout = t.Deadline.Sub(now)
	}
	beside(e, ctx, timeout, e.called, func(cctx context.Context) callResult {
		res := callResult{team: t.ID, task: ts.ID, tag: a.Tag}
		res.out, res.err = e.d.Local.Call(cctx, name, ts.Skill, input)
		return res
	})
	return nil
}

// beside runs run beside the loop within timeout and hands its outcome to the loop on out,
// unless the engine stops first.
func beside[T any](e *Engine, ctx context.Context, timeout time.Duration, out chan<- T, run func(context.Context) T) {
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		rctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		res := run(rctx)
		select {
		case out <- res:
		case <-ctx.Done():
		}
	}()
}

// recordCall takes a local call's outcome into its attempt: the task done, or the attempt
// failed and the task retried like a failed bounty.
func (e *Engine) recordCall(ctx context.Context, r callResult) {
	t, ts, a := e.running(r.team, r.task, r.tag)
	if a == nil {
		return
	}
	if r.err != nil {
		a.Status = "failed"
		e.attemptFailed(ctx, t, ts, a, "the call failed: "+clip(r.err.Error(), 500))
	} else {
		a.Status = "done"
		ts.Status, ts.Output, ts.Finished, ts.Usage = TaskDone, r.out, e.clock.Now(), teamstate.UsageOf(r.out)
		e.tokens(ts.Usage)
		e.say(ctx, t, chat.StateExecution, chat.TypeResult, ts.ID, fmt.Sprintf("%s done by the leader's own agent #%d (no bounty): %s", ts.ID, a.AgentID, clip(string(r.out), 1500)), nil)
	}
	e.save(t)
	e.Kick()
}

// running takes the attempt tag of a task back from the calls in flight and returns it, with its
// task and team, if it is still the task's running attempt (nil: the team concluded or was
// revised meanwhile, or the attempt was replaced).
func (e *Engine) running(team, task, tag string) (*Team, *TaskState, *Attempt) {
	t, ts, a := e.attempt(team, task, tag)
	if a == nil || ts.Status != TaskRunning {
		return nil, nil, nil
	}
	return t, ts, a
}

// attempt takes the attempt tag of a task back from the calls in flight and returns it, with
// its task and team, if it is still the task's last attempt, whatever the task's state.
func (e *Engine) attempt(team, task, tag string) (*Team, *TaskState, *Attempt) {
	delete(e.inflight, tag)
	t := e.teams[team]
	if t == nil {
		return nil, nil, nil
	}
	ts := t.Task(task)
	if ts == nil {
		return nil, nil, nil
	}
	a := ts.Last()
	if a == nil || a.Tag != tag {
		return nil, nil, nil
	}
	return t, ts, a
}
