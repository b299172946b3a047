package team

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

// statusPosting marks an attempt recorded before its bounty is posted.
const statusPosting = "posting"

// hire starts the next attempt of a ready task: the best candidate not tried yet by direct
// hire, then an open bounty, within the money the budget has left. The attempt, with its
// spec's nonce and hash, is recorded before the post, so a restarted leader settles it from
// the chain (settle) instead of paying twice. The post runs beside the loop (a transaction
// each), and its outcome comes back to the loop (record).
func (e *Engine) hire(ctx context.Context, t *Team, ts *TaskState) error {
	if a := ts.Last(); a != nil && a.Status == statusPosting {
		if e.inflight[a.Tag] {
			return nil
		}
		posted, err := e.settle(ctx, t, ts, a)
		if err != nil || posted {
			return err
		}
		ts.Attempts = ts.Attempts[:len(ts.Attempts)-1] // never reached the chain: post it again
	}
	input, err := teamstate.Resolve(ts.Input, t.Outputs())
	if err != nil {
		return e.fail(ctx, t, ts, err.Error())
	}
	if ts.Ask != nil {
		return e.auction(ctx, t, ts, input)
	}
	cand, remote, err := e.next(ctx, t, ts)
	if err != nil {
		return err
	}
	if cand != nil && e.d.Local != nil {
		if name, ok := e.d.Local.Hosted(cand.DID); ok {
			return e.callLocal(ctx, t, ts, cand, name, input)
		}
	}
	share, err := ts.ShareWei()
	if err != nil {
		return e.fail(ctx, t, ts, err.Error())
	}
	if short, err := e.lacks(ctx, t, ts, share); short {
		return err
	}
	if cand == nil && (ts.OpenTried() || !remote && ts.LocalTried()) {
		// An open bounty is for agents of other nodes: when every agent offering the skill is
		// the leader's own, nobody could claim it.
		return e.fail(ctx, t, ts, "no agent left to try")
	}
	now := e.clock.Now()
	a := Attempt{Tag: fmt.Sprintf(tagFormat, t.ID, ts.ID, len(ts.Attempts)+1), Nonce: newNonce(),
		Reward: escrow.NewBigString(share), Posted: now, Status: statusPosting}
	if cand != nil {
		a.AgentID, a.AgentDID = cand.AgentID, cand.DID
	}
	deadline := now.Add(e.limits(t).TaskTimeout)
	if !t.Deadline.IsZero() && deadline.After(t.Deadline) {
		deadline = t.Deadline
	}
	req := escrow.PostRequest{Skill: ts.Skill, Input: input, Description: "[" + a.Tag + "] " + ts.Description,
		Reward: a.Reward, Deadline: deadline, ReviewWindow: e.cfg.ReviewWindow, Assignee: a.AgentID, ParentID: t.ParentID,
		Nonce: a.Nonce, Room: t.Room}
	if _, a.SpecHash, err = e.d.Market.SpecFor(req); err != nil {
		return e.fail(ctx, t, ts, err.Error())
	}
	ts.Attempts, ts.Status = append(ts.Attempts, a), TaskHiring
	if ts.Started.IsZero() {
		ts.Started = now
	}
	if err := e.d.Store.Put(t); err != nil {
		return err
	}
	e.inflight[a.Tag] = true
	res := postResult{team: t.ID, task: ts.ID, tag: a.Tag}
	e.wg.Add(1)
	go func() {
		defer e.wg.Done()
		res.id, res.err = e.d.Market.Post(ctx, req)
		if ctx.Err() != nil {
			return // stopping: the attempt stays "posting" and is settled from the chain on restart
		}
		select {
		case e.posted <- res:
		case <-ctx.Done():
		}
	}()
	return nil
}

// settle decides an attempt recorded as posting whose post is not running (the leader
// stopped mid-post, or the post failed in a way that leaves its fate open): the bounty this
// node posted with the attempt's spec hash, if the chain has one, becomes the attempt's and
// posted is true; otherwise nothing was posted. An error (the chain not reachable) leaves the
// attempt as it is, to be settled later: it is never posted again blind.
func (e *Engine) settle(ctx context.Context, t *Team, ts *TaskState, a *Attempt) (posted bool, err error) {
	id, err := e.d.Market.Posted(ctx, a.SpecHash)
	if err != nil {
		return false, fmt.Errorf("settle the post of %s: %w", a.Tag, err)
	}
	if id == 0 {
		return false, nil
	}
	e.log.Info("found the bounty of an unrecorded post", "team", t.ID, "task", ts.ID, "bounty", id)
	ts.Status = TaskHiring
	e.record(ctx, postResult{team: t.ID, task: ts.ID, tag: a.Tag, id: id})
	return true, nil
}

// tagFormat names an attempt (team id, task id, attempt number); the bounty's description
// starts with it in brackets.
const tagFormat = "team %s task %s attempt %d"

// TaskOf reads the team's task id from a team bounty's description (its tag); ok is false for
// a description without one.
func TaskOf(description string) (task string, ok bool) {
	var team string
	var n int
	rest, found := strings.CutPrefix(description, "[")
	tag, _, closed := strings.Cut(rest, "]")
	if !found || !closed {
		return "", false
	}
	if _, err := fmt.Sscanf(tag, tagFormat, &team, &task, &n); err != nil || n < 1 {
		return "", false
	}
	return task, true
}

// newNonce is a spec nonce: 16 random bytes, hex.
func newNonce() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// postResult is the outcome of one post, for the loop.
type postResult struct {
	team, task, tag string
	id              uint64
	err             error
}

// record takes a post's outcome into its attempt: the bounty id, or a refusal (nothing was
// escrowed) that hands the task to the next candidate. A failed post may still have reached
// the chain (its transaction mined, its receipt not seen), so the chain is asked first; if it
// cannot be, the attempt stays posting and the next pass settles it.
func (e *Engine) record(ctx context.Context, r postResult) {
	delete(e.inflight, r.tag)
	t := e.teams[r.team]
	if t == nil {
		return
	}
	ts := t.Task(r.task)
	a := ts.Last()
	if a == nil || a.Tag != r.tag {
		return
	}
	if r.id == 0 {
		id, err := e.d.Market.Posted(ctx, a.SpecHash)
		if err != nil {
			e.log.Warn("post failed and the chain could not be asked whether it landed; settled on the next pass",
				"team", t.ID, "task", ts.ID, "post_err", r.err, "err", err)
			return
		}
		r.id = id
	}
	switch {
	case r.id != 0 && !t.Concluded.IsZero(): // the team ended while this was posted
		a.BountyID, a.Status = r.id, escrow.StatusOpen.String()
		if _, err := e.d.Cancel.Cancel(ctx, r.id); err == nil {
			a.Status, a.Replaced, a.Err = escrow.StatusCancelled.String(), true, "the team concluded first"
		}
	case r.id == 0:
		a.Status, a.Replaced, a.Err, ts.Status = "refused", true, r.err.Error(), TaskPending
		e.say(ctx, t, chat.StateTaskAssignment, chat.TypeSystem, ts.ID, fmt.Sprintf("%s: could not hire %s: %v", ts.ID, who(a), r.err), nil)
	default:
		if r.err != nil {
			e.log.Warn("bounty posted with an error after the post", "team", t.ID, "bounty", r.id, "err", r.err)
		}
		a.BountyID, a.Status = r.id, escrow.StatusOpen.String()
		var to []string
		if a.AgentDID != "" {
			to = []string{a.AgentDID}
		}
		hired, _ := json.Marshal(map[string]uint64{"bounty": r.id})
		e.say(ctx, t, chat.StateTaskAssignment, chat.TypeTask, ts.ID,
			fmt.Sprintf("%s (%s) → %s for %s, bounty %d", ts.ID, ts.Skill, who(a), wei(a.Reward.Int()), r.id), to, chat.ExtraHired, hired)
	}
	if err := e.d.Store.Put(t); err != nil {
		e.log.Warn("team not saved", "team", t.ID, "err", err)
	}
}

// next is the candidate for ts not hired for it before: the one an accepted assignment named,
// else the one with the fewest of the team's tasks in hand, the best ranked among equals; nil
// means an open bounty. remote is whether some agent offering the skill is another node's.
func (e *Engine) next(ctx context.Context, t *Team, ts *TaskState) (best *Candidate, remote bool, err error) {
	cands, err := e.d.Finder.Candidates(ctx, ts.Skill)
	if err != nil {
		return nil, false, fmt.Errorf("find agents for %q: %w", ts.Skill, err)
	}
	busy := map[uint64]int{}
	for _, o := range t.Tasks {
		if a := o.Last(); a != nil && (o.Status == TaskHiring || o.Status == TaskRunning) {
			busy[a.AgentID]++
		}
	}
	for _, c := range cands {
		if e.d.Local == nil {
			remote = true
		} else if _, mine := e.d.Local.Hosted(c.DID); !mine {
			remote = true
		}
	}
	for i := range cands {
		c := &cands[i]
		if c.AgentID == 0 || ts.Tried(c.AgentID) {
			continue
		}
		if ts.Prefer != "" && strings.EqualFold(c.DID, ts.Prefer) {
			return c, remote, nil
		}
		if best == nil || busy[c.AgentID] < busy[best.AgentID] {
			best = c
		}
	}
	return best, remote, nil
}

// replace cancels a direct hire nobody claimed in time (refunding it) so the next candidate
// gets the task.
func (e *Engine) replace(ctx context.Context, t *Team, ts *TaskState, a *Attempt) error {
	if _, err := e.d.Cancel.Cancel(ctx, a.BountyID); err != nil {
		e.log.Info("unclaimed bounty not cancelled (claimed meanwhile?)", "team", t.ID, "bounty", a.BountyID, "err", err)
		return nil
	}
	a.Status, a.Replaced = escrow.StatusCancelled.String(), true
	a.Err = fmt.Sprintf("not claimed within %s", e.limits(t).ClaimTimeout)
	ts.Status = TaskPending
	e.say(ctx, t, chat.StateTaskAssignment, chat.TypeSystem, ts.ID, fmt.Sprintf("%s: %s did not claim within %s; bounty %d cancelled, replacing",
		ts.ID, who(a), e.limits(t).ClaimTimeout, a.BountyID), nil)
	return e.d.Store.Put(t)
}

// stopOpen cancels the team's bounties nobody has claimed (the team is concluding).
func (e *Engine) stopOpen(ctx context.Context, t *Team) {
	for i := range t.Tasks {
		ts := &t.Tasks[i]
		if a := ts.Last(); ts.Status == TaskHiring && a != nil && a.BountyID != 0 {
			if _, err := e.d.Cancel.Cancel(ctx, a.BountyID); err == nil {
				a.Status, a.Replaced, a.Err = escrow.StatusCancelled.String(), true, "the team concluded first"
				ts.Status, ts.Err = TaskSkipped, "the team concluded first"
			}
		}
	}
}

// fail ends a task that cannot go on.
func (e *Engine) fail(ctx context.Context, t *Team, ts *TaskState, why string) error {
	ts.Status, ts.Err = TaskFailed, why
	e.say(ctx, t, chat.StateExecution, chat.TypeSystem, ts.ID, fmt.Sprintf("%s failed: %s", ts.ID, why), nil)
	return e.d.Store.Put(t)
}

// free is the budget less what the team's bounties hold or spent (refunds come back).
func (e *Engine) free(t *Team) *big.Int {
	left := new(big.Int).Set(t.Budget.Int())
	for _, ts := range t.Tasks {
		for _, a := range ts.Attempts {
			if a.Status == "refused" {
				continue
			}
			left.Sub(left, a.Reward.Int())
			if a.BountyID == 0 {
				continue
			}
			if b, err := e.d.Ledger.Bounty(a.BountyID); err == nil && b.Status.Terminal() && b.Refunded != nil {
				left.Add(left, b.Refunded)
			}
		}
	}
	return left
}

// lacks reports whether what the budget has left cannot cover need now; then the task waits
// while a bounty of the team is still in work (it may give money back), or fails.
func (e *Engine) lacks(ctx context.Context, t *Team, ts *TaskState, need *big.Int) (bool, error) {
	free := e.free(t)
	if free.Cmp(need) >= 0 {
		return false, nil
	}
	if e.working(t) {
		return true, nil
	}
	return true, e.fail(ctx, t, ts, e.shortOf(t, ts, free, need))
}

// working reports whether some bounty of the team is still in work (posted, open, claimed or
// submitted): it ends within its deadline, and may give its money back. A rejected or
// disputed bounty is not in work: its money comes back on the escrow's timeline (at once
// without an arbiter, after the dispute window or the arbiter's ruling with one), and the team
// does not wait for it.
func (e *Engine) working(t *Team) bool {
	for _, ts := range t.Tasks {
		for _, a := range ts.Attempts {
			if a.Status == "refused" {
				continue
			}
			if a.BountyID == 0 {
				if e.inflight[a.Tag] || a.Status == statusPosting {
					return true
				}
				continue
			}
			b, err := e.d.Ledger.Bounty(a.BountyID)
			if err != nil || !b.Status.Terminal() && !settling(b.Status) {
				return true
			}
		}
	}
	return false
}

// settling reports whether a bounty's work is over and its money not back yet: rejected (the
// dispute window runs) or disputed (the arbiter or the timeout decides).
func settling(s escrow.Status) bool { return s == escrow.StatusRejected || s == escrow.StatusDisputed }

// shortOf says why a task cannot be hired for: the budget left, what rejected bounties still
// hold (it comes back to the team when they settle), and the task's last failure.
func (e *Engine) shortOf(t *Team, ts *TaskState, free, share *big.Int) string {
	why := fmt.Sprintf("the budget has %s left, the task needs %s", wei(free), wei(share))
	var held []string
	for _, o := range t.Tasks {
		for _, a := range o.Attempts {
			if a.BountyID == 0 {
				continue
			}
			if b, err := e.d.Ledger.Bounty(a.BountyID); err == nil && settling(b.Status) {
				held = append(held, fmt.Sprintf("%s in bounty %d (%s)", wei(b.Amount), b.ID, b.Status))
			}
		}
	}
	if len(held) > 0 {
		why += "; held until refunded: " + strings.Join(held, ", ")
	}
	if a := ts.Last(); a != nil && a.Err != "" {
		why += fmt.Sprintf("; attempt %d failed: %s", len(ts.Attempts), a.Err)
	}
	return why
}

// who names an attempt's agent for the room.
func who(a *Attempt) string {
	if a.AgentID == 0 {
		return "an open bounty"
	}
	return fmt.Sprintf("agent #%d %s", a.AgentID, a.AgentDID)
}
