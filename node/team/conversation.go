package team

import (
	"encoding/json"
	"fmt"

	"github.com/agentsite/agentsite/node/chat"
)

// Message types of the conversation engine, besides chat's text, task, result and system.
const (
	// TypeProposal: a member proposes a state change or a revised plan. Content is JSON
	// {"id": "p1", "state": "conclusion"} or {"id": "p2", "plan": {...}}.
	TypeProposal = "proposal"
	// TypeVoteCall: the owner asks the members to vote on a proposal: {"id": "p1"}.
	TypeVoteCall = "vote_call"
	// TypeVote: a member's vote: {"id": "p1", "yes": true}.
	TypeVote = "vote"
)

// maxProposals bounds the open proposals a team keeps (the oldest is dropped beyond it).
const maxProposals = 16

// Proposal is a state change or a revised plan proposed in the room.
type Proposal struct {
	ID       string          `json:"id"`
	By       string          `json:"by"`
	State    chat.State      `json:"state,omitempty"`
	Plan     *Plan           `json:"plan,omitempty"`
	Voting   bool            `json:"voting,omitempty"`
	Votes    map[string]bool `json:"votes,omitempty"`
	Decided  bool            `json:"decided,omitempty"`
	Accepted bool            `json:"accepted,omitempty"`
}

// Decision is a proposal the room accepted, for the engine to carry out.
type Decision struct {
	Proposal Proposal
}

// proposalBody is the JSON content of proposal, vote_call and vote messages.
type proposalBody struct {
	ID    string     `json:"id"`
	State chat.State `json:"state,omitempty"`
	Plan  *Plan      `json:"plan,omitempty"`
	Yes   bool       `json:"yes,omitempty"`
}

// members are the DIDs that may propose and vote: the owner and every hired agent.
func (t *Team) members() map[string]bool {
	m := map[string]bool{t.Owner: true}
	for _, ts := range t.Tasks {
		for _, a := range ts.Attempts {
			if a.AgentDID != "" && a.Status != "posting" && !a.Replaced {
				m[a.AgentDID] = true
			}
		}
	}
	return m
}

// Apply moves the conversation by one signed message of the room (checked by the chat
// service). Messages from non-members, of unknown types or states, or that do not decode are
// ignored (fail-open): the result is nil. A proposal by the owner is decided at once; another
// member's waits until the owner calls a vote, and a majority of the members decides it.
func (t *Team) Apply(e chat.Envelope) *Decision {
	if !e.State.Valid() || !t.Concluded.IsZero() {
		return nil
	}
	members := t.members()
	if !members[e.SenderID] {
		return nil
	}
	var body proposalBody
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
		if (body.State == "") == (body.Plan == nil) || (body.State != "" && !body.State.Valid()) || t.proposal(body.ID) != nil {
			return nil
		}
		p := Proposal{ID: body.ID, By: e.SenderID, State: body.State, Plan: body.Plan}
		if e.SenderID == t.Owner {
			return t.decide(p, true)
		}
		if len(t.Proposals) >= maxProposals {
			t.Proposals = t.Proposals[1:]
		}
		t.Proposals = append(t.Proposals, p)
	case TypeVoteCall:
		if p := t.proposal(body.ID); p != nil && e.SenderID == t.Owner && !p.Decided {
			p.Voting, p.Votes = true, map[string]bool{}
		}
	case TypeVote:
		p := t.proposal(body.ID)
		if p == nil || !p.Voting || p.Decided {
			return nil
		}
		p.Votes[e.SenderID] = body.Yes
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
		case 2*yes > len(members):
			return t.decide(*p, true)
		case 2*no >= len(members):
			t.decide(*p, false)
		}
	}
	return nil
}

// proposal returns the open proposal id, if any.
func (t *Team) proposal(id string) *Proposal {
	for i := range t.Proposals {
		if t.Proposals[i].ID == id {
			return &t.Proposals[i]
		}
	}
	return nil
}

// decide records the outcome of p and returns the decision when it was accepted.
func (t *Team) decide(p Proposal, accepted bool) *Decision {
	p.Decided, p.Accepted, p.Voting = true, accepted, false
	if q := t.proposal(p.ID); q != nil {
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
func (t *Team) revise(p Plan) error {
	started := map[string]bool{}
	for _, ts := range t.Tasks {
		if ts.Status != TaskPending || len(ts.Attempts) > 0 {
			started[ts.ID] = true
		}
	}
	for id := range started {
		if _, ok := p.task(id); !ok {
			return fmt.Errorf("%w: revised plan drops task %q, which has started", ErrBadPlan, id)
		}
	}
	var tasks []TaskState
	for _, task := range p.Tasks {
		if started[task.ID] {
			tasks = append(tasks, *t.task(task.ID))
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
