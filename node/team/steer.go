package team

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/chat"
)

// The members' side of the engine (IoA): room messages heard by the loop, the engine's own vote
// on a member's proposal, and accepted proposals carried out.

// hear applies a room message to its team's conversation. Proposals and votes move it, and a
// member's message carrying a paused team's trigger text resumes it: the rest (the leader's
// story, hired agents' progress) is the room's log and costs no write.
func (e *Engine) hear(ctx context.Context, env chat.Envelope) {
	for _, t := range e.teams {
		if t.Room != env.GroupID || !t.Concluded.IsZero() {
			continue
		}
		e.hearTeam(ctx, t, env)
	}
}

// maxEarly bounds the messages kept per team from senders not yet members (see early).
const maxEarly = 8

// early keeps a proposal or vote whose sender is not a member of t yet: a hired agent's node
// sees its bounty on chain and starts work (and may propose) before this node's loop records
// the post that makes it a member. replayEarly applies it once the sender is a member. At most
// maxEarly per team, the oldest dropped: a stranger filling it only pushes out messages that
// would have been ignored before, and the room's history keeps them all.
func (e *Engine) early(t *Team, env chat.Envelope) {
	q := append(e.earlyMsgs[t.ID], env)
	if len(q) > maxEarly {
		q = q[len(q)-maxEarly:]
	}
	e.earlyMsgs[t.ID] = q
}

// replayEarly applies t's kept messages whose senders have become members, in the order heard;
// the rest wait (until they are older than maxProposalAge, or t concludes).
func (e *Engine) replayEarly(ctx context.Context, t *Team) {
	q := e.earlyMsgs[t.ID]
	if len(q) == 0 {
		return
	}
	if !t.Concluded.IsZero() {
		delete(e.earlyMsgs, t.ID)
		return
	}
	m := members(t)
	var keep []chat.Envelope
	var ready []chat.Envelope
	for _, env := range q {
		switch {
		case e.clock.Now().Sub(time.UnixMilli(env.TS)) > maxProposalAge:
		case m[env.SenderID]:
			ready = append(ready, env)
		default:
			keep = append(keep, env)
		}
	}
	if len(keep) == 0 {
		delete(e.earlyMsgs, t.ID)
	} else {
		e.earlyMsgs[t.ID] = keep
	}
	for _, env := range ready {
		e.hearTeam(ctx, t, env)
	}
}

// hearTeam applies one room message to t (see hear).
func (e *Engine) hearTeam(ctx context.Context, t *Team, env chat.Envelope) {
	if tr := t.Pause; tr != nil && tr.Message != "" && env.Type == chat.TypeText && members(t)[env.SenderID] &&
		strings.Contains(strings.ToLower(env.Content), strings.ToLower(tr.Message)) {
		e.resume(ctx, t, fmt.Sprintf("the message %q came", tr.Message))
		e.save(t)
		return
	}
	// The owner's vote calls are the engine's own (heard back from the room); its proposals
	// and votes may be the node's user's (team.propose, team.vote).
	if env.Type != TypeProposal && env.Type != TypeVoteCall && env.Type != TypeVote || env.SenderID == t.Owner && env.Type == TypeVoteCall {
		return
	}
	if e.clock.Now().Sub(time.UnixMilli(env.TS)) > maxProposalAge {
		return // stale: signed long ago (chat checks every envelope's signature time)
	}
	if !members(t)[env.SenderID] {
		e.early(t, env)
		return
	}
	before := pulse(t)
	d := Apply(t, env, e.clock.Now())
	if d == nil && env.Type == TypeProposal {
		d = e.second(ctx, t, env)
	}
	if d == nil && pulse(t) == before {
		return // ignored (a stranger's, stale, nonsense, a vote again): no write
	}
	e.save(t)
	if d != nil {
		e.carryOut(ctx, t, d.Proposal)
	}
}

// second is the engine's own vote, as the owner, on a member's proposal that opened a vote:
// yes when the proposal can be carried out (an assignment to an agent offering the task's
// skill), no otherwise; the room is told either way. A revised plan or a conclusion of a hired
// member is left to the owner's user (ownerDecides), and checked only once accepted.
func (e *Engine) second(ctx context.Context, t *Team, env chat.Envelope) *Decision {
	var body ProposalBody
	if json.Unmarshal([]byte(env.Content), &body) != nil {
		return nil
	}
	p := proposal(t, body.ID)
	if p == nil || !p.Voting || p.Decided || p.By != env.SenderID {
		return nil
	}
	call, _ := json.Marshal(ProposalBody{ID: p.ID})
	e.say(ctx, t, t.State, TypeVoteCall, "", string(call), nil)
	if ownerDecides(t, p) { // the requester's money and team: its user votes (team vote); no lookups in the loop
		e.say(ctx, t, t.State, chat.TypeSystem, "", fmt.Sprintf("proposal %s of %s %s: the owner decides (team vote %s %s yes)",
			p.ID, p.By, map[bool]string{true: "revises the plan", false: "ends the team"}[p.Plan != nil], t.ID, p.ID), nil)
		return nil
	}
	err := e.feasible(ctx, t, *p)
	if err != nil {
		e.say(ctx, t, t.State, chat.TypeSystem, "", fmt.Sprintf("the leader votes no on proposal %s: %v", p.ID, err), nil)
	}
	return Vote(t, p.ID, t.Owner, err == nil)
}

// feasible says whether an accepted proposal could be carried out now.
func (e *Engine) feasible(ctx context.Context, t *Team, p Proposal) error {
	switch {
	case p.Plan != nil:
		c := *t
		c.Tasks = append([]TaskState(nil), t.Tasks...)
		if err := revise(&c, *p.Plan); err != nil {
			return err
		}
		return Validate(ctx, c.Plan, t.Budget.Int(), SkillFunc(e.hasSkill))
	case p.Assign != nil:
		return e.offers(ctx, t, *p.Assign)
	}
	return nil
}

// offers checks that the agent an assignment names offers the task's skill.
func (e *Engine) offers(ctx context.Context, t *Team, a Assignment) error {
	ts := t.Task(a.Task)
	if ts == nil {
		return fmt.Errorf("no task %q", a.Task)
	}
	cands, err := e.d.Finder.Candidates(ctx, ts.Skill)
	if err != nil {
		return fmt.Errorf("find agents for %q: %w", ts.Skill, err)
	}
	for _, c := range cands {
		if strings.EqualFold(c.DID, a.Agent) {
			return nil
		}
	}
	return fmt.Errorf("%s does not offer %q (or is not registered with stake)", clip(a.Agent, 80), ts.Skill)
}

// save writes t, logging a failure (the next change writes it again).
func (e *Engine) save(t *Team) {
	if err := e.d.Store.Put(t); err != nil {
		e.log.Warn("team not saved", "team", t.ID, "err", err)
	}
}

// carryOut applies an accepted proposal: a revised plan (validated like a new one), a
// conclusion (the team ends with what it has), a pause until its trigger, a discussion (a
// pause of DiscussTimeout at most), an assignment (the task's next hire goes to the agent
// named) or another state.
func (e *Engine) carryOut(ctx context.Context, t *Team, p Proposal) {
	by := fmt.Sprintf("proposal %s of %s", p.ID, p.By)
	if p.Reason != "" {
		by += ": " + clip(p.Reason, 200)
	}
	switch {
	case p.Plan != nil:
		old := t.Plan
		oldTasks := append([]TaskState(nil), t.Tasks...)
		err := revise(t, *p.Plan)
		if err == nil {
			err = Validate(ctx, t.Plan, t.Budget.Int(), SkillFunc(e.hasSkill))
		}
		if err != nil {
			t.Plan, t.Tasks = old, oldTasks
			e.say(ctx, t, t.State, chat.TypeSystem, "", fmt.Sprintf("revised plan %s not taken: %v", p.ID, err), nil)
			return
		}
		e.say(ctx, t, chat.StateDiscussion, chat.TypeSystem, "", fmt.Sprintf("plan revised by %s: %d tasks", by, len(t.Tasks)), nil)
	case p.State == chat.StateConclusion:
		e.stopOpen(ctx, t)
		for i := range t.Tasks {
			switch ts := &t.Tasks[i]; ts.Status {
			case TaskRunning: // its bounty settles through the market's normal exits
				ts.Status, ts.Err = TaskSkipped, "the team concluded while it ran; its bounty settles as usual"
			case TaskPending, TaskHiring:
				ts.Status, ts.Err = TaskSkipped, "the team concluded first"
			}
		}
		e.conclude(ctx, t, "concluded early by "+by)
	case p.State == chat.StatePause, p.State == chat.StateDiscussion:
		limit := e.clock.Now().Add(e.cfg.DiscussTimeout)
		tr := Trigger{At: limit}
		if p.Trigger != nil {
			tr = *p.Trigger
		}
		if p.By != t.Owner && leads(t, p.By) { // the leading agent's (its model's) hold ends within maxPause
			limit = e.clock.Now().Add(maxPause)
		}
		if p.By != t.Owner { // a hired member holds the team DiscussTimeout at most, maxMemberHolds times
			if !leads(t, p.By) {
				t.MemberHolds++
			}
			if tr.At.IsZero() || tr.At.After(limit) {
				tr.At = limit
			}
		}
		tr.Resume = chat.StateExecution
		if t.Pause != nil {
			tr.Resume = t.Pause.Resume
		}
		e.hold(t, p.State, &tr)
		e.say(ctx, t, p.State, chat.TypeSystem, "", fmt.Sprintf("%s by %s; no new task is assigned until %s", p.State, by, tr.Describe()), nil)
	case p.Assign != nil:
		if err := e.offers(ctx, t, *p.Assign); err != nil {
			e.say(ctx, t, t.State, chat.TypeSystem, "", fmt.Sprintf("assignment %s not taken: %v", p.ID, err), nil)
			return
		}
		ts := t.Task(p.Assign.Task)
		if ts.Status != TaskPending {
			e.say(ctx, t, t.State, chat.TypeSystem, "", fmt.Sprintf("assignment %s not taken: %s is %s", p.ID, ts.ID, ts.Status), nil)
			return
		}
		ts.Prefer = p.Assign.Agent
		e.release(t)
		e.say(ctx, t, chat.StateTaskAssignment, chat.TypeSystem, ts.ID, fmt.Sprintf("%s goes to %s next (%s)", ts.ID, p.Assign.Agent, by), nil)
		e.Kick()
	default:
		e.release(t)
		e.say(ctx, t, p.State, chat.TypeSystem, "", fmt.Sprintf("state is now %s (%s)", p.State, by), nil)
		e.Kick()
	}
	e.save(t)
}
