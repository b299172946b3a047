package team

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/chat"
)

// Message types of the conversation engine, besides chat's text, task, result and system.
const (
	// TypeProposal: a member proposes a state change, an assignment or a revised plan.
	// Content is JSON {"id": "p1", "state": "conclusion"}, {"id": "p2", "state": "pause",
	// "trigger": {"at": "…"} or {"task": "t1"} or {"message": "go on"}}, {"id": "p3", "state":
	// "task_assignment", "assign": {"task": "t2", "agent": "did:…"}} or {"id": "p4", "plan":
	// {...}}, with an optional "reason".
	TypeProposal = "proposal"
	// TypeVoteCall: the owner asks the members to vote on a proposal: {"id": "p1"}. The engine
	// calls one on every member's proposal it finds within the rules, and votes yes itself.
	TypeVoteCall = "vote_call"
	// TypeVote: a member's vote: {"id": "p1", "yes": true}.
	TypeVote = "vote"
)

// maxProposals bounds the open proposals a team keeps (the oldest is dropped beyond it).
const maxProposals = 16

// maxProposalAge is how long after its signature a proposal, vote call or vote still counts: an
// older one is stale (a relay of one whose record was pushed out, or a catch-up long after).
const maxProposalAge = 10 * time.Minute

// maxMemberPlans bounds the revised plans (up to a chat envelope, 64 KiB, each) of hired
// members a team keeps among its proposals: the team's record is written whole on every move.
const maxMemberPlans = 2

// Decision is a proposal the room accepted, for the engine to carry out.
type Decision struct {
	Proposal Proposal
}

// Limits of a proposal's parts (a member's message is read, not trusted).
const (
	maxPause      = 24 * time.Hour
	maxTriggerMsg = 200
	maxReason     = 1000
)

// check refuses a proposal to t outside the rules: a state change names a state, a pause a
// trigger (a time within maxPause of now, a task of the team, or a text), an assignment a task
// not started yet and an agent; exactly one of state or plan.
func check(t *Team, b ProposalBody, now time.Time) error {
	switch {
	case (b.State == "") == (b.Plan == nil):
		return errors.New("a proposal is a state or a plan")
	case b.State != "" && !b.State.Valid():
		return fmt.Errorf("unknown state %q", clip(string(b.State), 40))
	case len(b.Reason) > maxReason:
		return errors.New("reason too long")
	case b.State == chat.StatePause && b.Trigger == nil:
		return errors.New("a pause needs a trigger: at, task or message")
	case b.State != chat.StatePause && b.Trigger != nil:
		return errors.New("only a pause has a trigger")
	case b.Assign != nil && b.State != chat.StateTaskAssignment:
		return errors.New("an assignment proposes the state task_assignment")
	}
	if tr := b.Trigger; tr != nil {
		if tr.At.IsZero() && tr.Task == "" && tr.Message == "" {
			return errors.New("a trigger needs at, task or message")
		}
		if !tr.At.IsZero() && (tr.At.Before(now) || tr.At.Sub(now) > maxPause) {
			return fmt.Errorf("trigger time %s: want within %s from now", tr.At.UTC().Format(time.RFC3339), maxPause)
		}
		if tr.Task != "" && t.Task(tr.Task) == nil {
			return fmt.Errorf("trigger task %q is not in the plan", clip(tr.Task, 40))
		}
		if ts := t.Task(tr.Task); ts != nil && ts.Status == TaskPending && tr.At.IsZero() {
			return fmt.Errorf("trigger task %s has not started, and a paused team starts nothing: name a started task or add a time", ts.ID)
		}
		if len(tr.Message) > maxTriggerMsg {
			return errors.New("trigger message too long")
		}
	}
	if a := b.Assign; a != nil {
		ts := t.Task(a.Task)
		if ts == nil || a.Agent == "" || len(a.Agent) > 200 {
			return fmt.Errorf("assignment of task %q: want a task of the plan and an agent DID", clip(a.Task, 40))
		}
		if ts.Status != TaskPending {
			return fmt.Errorf("task %s is %s: only a pending task is assigned", ts.ID, ts.Status)
		}
	}
	if t.State == chat.StateConclusion {
		return errors.New("the team has concluded")
	}
	return nil
}

// leads reports whether did decides its proposals at once: the owner (the node) or the agent
// that formed the team.
func leads(t *Team, did string) bool {
	return did == t.Owner || t.Leader != "" && did == t.Leader
}

// ownerDecides reports whether p, a hired member's proposal, is accepted only with the owner's
// (or the leading agent's) yes: a revised plan spends the requester's budget on other tasks
// and a conclusion ends the requester's team, so the hired members, who may all be one
// stranger's agents, never decide them by their own majority.
func ownerDecides(t *Team, p *Proposal) bool {
	return !leads(t, p.By) && (p.Plan != nil || p.State == chat.StateConclusion)
}

// members are the DIDs that may propose and vote: the owner, the leading agent and every hired
// agent.
func members(t *Team) map[string]bool {
	m := map[string]bool{t.Owner: true}
	if t.Leader != "" {
		m[t.Leader] = true
	}
	for _, ts := range t.Tasks {
		for _, a := range ts.Attempts {
			if a.AgentDID != "" && a.Status != "posting" && !a.Replaced {
				m[a.AgentDID] = true
			}
		}
	}
	return m
}

// Apply moves t's conversation by one signed message of the room (checked by the chat
// service) at time now. Messages from non-members, of unknown types or states, that do not
// decode or break the rules (check) are ignored (fail-open): the result is nil. A proposal by
// the owner or the leading agent is decided at once; another member's opens a vote with the
// proposer's yes (the engine adds its own), and a majority of the members decides it.
func Apply(t *Team, e chat.Envelope, now time.Time) *Decision {
	if !e.State.Valid() || !t.Concluded.IsZero() {
		return nil
	}
	members := members(t)
	if !members[e.SenderID] {
		return nil
	}
	var body ProposalBody
	switch e.Type {
	case TypeProposal, TypeVoteCall, TypeVote:
		if err := json.Unmarshal([]byte(e.Content), &body); err != nil || body.ID == "" || len(body.ID) > 64 {
			return nil
		}
	default:
		return nil
	}
	switch e.Type {
	case TypeProposal:
		if check(t, body, now) != nil {
			return nil
		}
		// An id is taken once; the owner or the leading agent takes it over from another
		// proposer (a member squatting the ids they would use), its decision replacing the record.
		if q := proposal(t, body.ID); q != nil && (q.By == e.SenderID || !leads(t, e.SenderID)) {
			return nil
		}
		p := Proposal{ID: body.ID, By: e.SenderID, State: body.State, Plan: body.Plan, Trigger: body.Trigger, Assign: body.Assign, Reason: body.Reason}
		if leads(t, e.SenderID) {
			return decide(t, p, true)
		}
		if (p.State == chat.StatePause || p.State == chat.StateDiscussion) && t.MemberHolds >= maxMemberHolds {
			return nil
		}
		if p.Plan != nil && memberPlans(t) >= maxMemberPlans {
			return nil
		}
		if len(t.Proposals) >= maxProposals {
			t.Proposals = t.Proposals[1:]
		}
		p.Voting, p.Votes = true, map[string]bool{e.SenderID: true}
		t.Proposals = append(t.Proposals, p)
		return tally(t, &t.Proposals[len(t.Proposals)-1], members)
	case TypeVoteCall:
		if p := proposal(t, body.ID); p != nil && e.SenderID == t.Owner && !p.Decided {
			p.Voting, p.Votes = true, map[string]bool{}
		}
	case TypeVote:
		p := proposal(t, body.ID)
		if p == nil || !p.Voting || p.Decided {
			return nil
		}
		if _, voted := p.Votes[e.SenderID]; voted && e.SenderID != t.Owner {
			return nil // a member's first vote stands; the node's user may overrule the engine's
		}
		p.Votes[e.SenderID] = body.Yes
		return tally(t, p, members)
	}
	return nil
}

// Vote records did's vote on t's open proposal id (the engine's, as the owner) and returns
// the decision when it makes a majority.
func Vote(t *Team, id, did string, yes bool) *Decision {
	p := proposal(t, id)
	if p == nil || !p.Voting || p.Decided {
		return nil
	}
	p.Votes[did] = yes
	return tally(t, p, members(t))
}

// tally decides p once a majority of the members voted one way; a yes majority carries a
// proposal the owner decides (ownerDecides) only with the owner's or the leading agent's yes.
func tally(t *Team, p *Proposal, members map[string]bool) *Decision {
	yes, no := 0, 0
	for who, v := range p.Votes {
		if !members[who] {
			continue
		}
		if v {
			yes++
		} else {
			no++
		}
	}
	switch {
	case 2*yes > len(members) && (!ownerDecides(t, p) || p.Votes[t.Owner] || t.Leader != "" && p.Votes[t.Leader]):
		return decide(t, *p, true)
	case 2*no >= len(members):
		decide(t, *p, false)
	}
	return nil
}

// proposal returns the open proposal id, if any.
func proposal(t *Team, id string) *Proposal {
	for i := range t.Proposals {
		if t.Proposals[i].ID == id {
			return &t.Proposals[i]
		}
	}
	return nil
}

// decide records the outcome of p and returns the decision when it was accepted.
func decide(t *Team, p Proposal, accepted bool) *Decision {
	p.Decided, p.Accepted, p.Voting = true, accepted, false
	if q := proposal(t, p.ID); q != nil {
		*q = p
	} else {
		if len(t.Proposals) >= maxProposals {
			t.Proposals = t.Proposals[1:]
		}
		t.Proposals = append(t.Proposals, p)
	}
	if !accepted {
		return nil
	}
	return &Decision{Proposal: p}
}

// revise replaces the tasks that have not started with those of plan p, keeping every task
// already hired or finished as it is. The revised plan must keep those tasks (same id) and be
// valid as a whole; the caller validates it against the budget and the network.
func revise(t *Team, p Plan) error {
	started := map[string]bool{}
	for _, ts := range t.Tasks {
		if ts.Status != TaskPending || len(ts.Attempts) > 0 {
			started[ts.ID] = true
		}
	}
	for id := range started {
		if _, ok := p.Task(id); !ok {
			return fmt.Errorf("%w: revised plan drops task %q, which has started", ErrBadPlan, id)
		}
	}
	var tasks []TaskState
	for _, task := range p.Tasks {
		if started[task.ID] {
			tasks = append(tasks, *t.Task(task.ID))
			continue
		}
		tasks = append(tasks, TaskState{Task: task, Status: TaskPending})
	}
	if p.Goal == "" {
		p.Goal = t.Goal
	}
	t.Plan, t.Tasks = p, tasks
	return nil
}

// pulse sums up the conversation's state (the proposals, their votes and outcomes, the state,
// the hold), so the engine writes a team only when a message moved it.
func pulse(t *Team) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s/%d/%v", t.State, t.MemberHolds, t.Pause != nil)
	for _, p := range t.Proposals {
		yes := 0
		for _, v := range p.Votes {
			if v {
				yes++
			}
		}
		fmt.Fprintf(&b, "|%s/%v/%v/%v/%d/%d", p.ID, p.Voting, p.Decided, p.Accepted, len(p.Votes), yes)
	}
	return b.String()
}

// memberPlans counts the revised plans of hired members among the kept proposals.
func memberPlans(t *Team) int {
	n := 0
	for _, p := range t.Proposals {
		if p.Plan != nil && !leads(t, p.By) {
			n++
		}
	}
	return n
}
