package team

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

// Tasks settled by a swarm auction (Task.Ask): the node's auction service asks the agents
// offering the skill for bids, calls the best within the max price and pays its bid by voucher,
// all within the task's deadline; no bounty, no chain transaction. The attempt holds the max
// price of the budget while the auction runs and keeps the winner's bid.

// statusAsking marks an auction attempt whose auction runs.
const statusAsking = "asking"

// askGrace is how much longer than its answer deadline an auction is waited for (its calls
// are cut at the deadline; the result comes back just after).
const askGrace = 5 * time.Second

// askResult is the outcome of one auction, for the loop.
type askResult struct {
	team, task, tag string
	res             auction.Result
	err             error
}

// auction runs ts's auction beside the loop, its max price held from the budget; the outcome
// comes back to the loop (recordAsk).
func (e *Engine) auction(ctx context.Context, t *Team, ts *TaskState, input json.RawMessage) error {
	if e.d.Asker == nil {
		return e.fail(ctx, t, ts, "the plan settles this task by auction, and auctions are not running on this node")
	}
	maxPrice, err := ts.AskMaxPrice()
	if err != nil {
		return e.fail(ctx, t, ts, err.Error())
	}
	if short, err := e.lacks(ctx, t, ts, maxPrice); short {
		return err
	}
	now := e.clock.Now()
	deadline := ts.AskDeadline() // positive: checkAsk
	if !t.Deadline.IsZero() {
		deadline = min(deadline, t.Deadline.Sub(now))
	}
	if deadline <= 0 {
		return e.fail(ctx, t, ts, "the team's deadline has passed")
	}
	a := Attempt{Tag: fmt.Sprintf(tagFormat, t.ID, ts.ID, len(ts.Attempts)+1), Auction: true, Reward: escrow.NewBigString(maxPrice),
		Posted: now, Status: statusAsking}
	ts.Attempts, ts.Status = append(ts.Attempts, a), TaskRunning
	if ts.Started.IsZero() {
		ts.Started = now
	}
	if err := e.d.Store.Put(t); err != nil {
		return err
	}
	e.say(ctx, t, chat.StateTaskAssignment, chat.TypeTask, ts.ID,
		fmt.Sprintf("%s (%s) → an auction among the network's agents: max price %s, answer within %s, paid by voucher", ts.ID, ts.Skill, wei(maxPrice), deadline), nil)
	e.inflight[a.Tag] = true
	beside(e, ctx, deadline+askGrace, e.asked, func(actx context.Context) askResult {
		res := askResult{team: t.ID, task: ts.ID, tag: a.Tag}
		res.res, res.err = e.d.Asker.Ask(actx, auction.Request{Skill: ts.Skill, Input: input, MaxPrice: maxPrice, Deadline: deadline})
		return res
	})
	return nil
}

// recordAsk takes an auction's outcome into its attempt: the task done by the winner, its bid
// kept from the budget; or the attempt failed, nothing kept (a call that did not answer is not
// charged), and the task tried again like a failed bounty. An auction that ends after its team
// concluded (or its task was skipped) still settles what it cost.
func (e *Engine) recordAsk(ctx context.Context, r askResult) {
	t, ts, a := e.attempt(r.team, r.task, r.tag)
	if a == nil || !a.Auction {
		return
	}
	a.Status, a.Reward = "failed", escrow.NewBigString(new(big.Int))
	if r.err == nil {
		w := r.res.Winner
		a.Status, a.Reward, a.AgentID, a.AgentDID = "done", escrow.NewBigString(r.res.Price), w.AgentID, w.Agent
	}
	switch {
	case ts.Status != TaskRunning || !t.Concluded.IsZero(): // the answer is not used; its price is paid
		if r.err == nil {
			a.Status = "late"
		}
		a.Err = "the team moved on during the auction"
	case r.err != nil:
		e.attemptFailed(ctx, t, ts, a, fmt.Sprintf("the auction failed (asked %d nodes, %d bids): %s", r.res.Asked, r.res.Bids, clip(r.err.Error(), 500)))
	default:
		w := r.res.Winner
		ts.Status, ts.Output, ts.Finished, ts.Usage = TaskDone, r.res.Output, e.clock.Now(), teamstate.UsageOf(r.res.Output)
		e.tokens(ts.Usage)
		e.say(ctx, t, chat.StateExecution, chat.TypeResult, ts.ID, fmt.Sprintf("%s done by agent #%d %s, won at auction (%d bids, %d nodes asked) for %s paid by voucher: %s",
			ts.ID, w.AgentID, w.Agent, r.res.Bids, r.res.Asked, wei(r.res.Price), clip(string(r.res.Output), 1500)), []string{w.Agent})
	}
	e.save(t)
	e.Kick()
}
