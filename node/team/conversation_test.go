package team

import (
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chat"
)

const (
	owner = "did:ethr:0x7a69:0x0000000000000000000000000000000000000001"
	m1    = "did:ethr:0x7a69:0x0000000000000000000000000000000000000002"
	m2    = "did:ethr:0x7a69:0x0000000000000000000000000000000000000003"
	outer = "did:ethr:0x7a69:0x0000000000000000000000000000000000000009"
)

// convTeam has the owner and two hired members (m1 on t1, m2 on t2); t3 has not started.
func convTeam() *Team {
	p := Plan{Tasks: []Task{task("t1", "echo", "1 wei"), task("t2", "echo", "1 wei"), task("t3", "echo", "1 wei", "t1")}}
	t := newTeam("x", "goal", escrow.NewBigString(big.NewInt(3)), p, time.Unix(0, 0))
	t.Owner = owner
	t.Tasks[0].Status, t.Tasks[0].Attempts = TaskRunning, []Attempt{{AgentID: 1, AgentDID: m1, BountyID: 1, Status: "claimed"}}
	t.Tasks[1].Status, t.Tasks[1].Attempts = TaskRunning, []Attempt{{AgentID: 2, AgentDID: m2, BountyID: 2, Status: "claimed"}}
	return t
}

func env(from, typ string, body any) chat.Envelope {
	b, _ := json.Marshal(body)
	return chat.Envelope{GroupID: "team-x", SenderID: from, State: chat.StateExecution, Type: typ, Content: string(b)}
}

var now0 = time.Unix(1e9, 0)

func TestConversationOwnerDecides(t *testing.T) {
	tm := convTeam()
	d := Apply(tm, env(owner, TypeProposal, ProposalBody{ID: "p1", State: chat.StateConclusion}), now0)
	if d == nil || d.Proposal.State != chat.StateConclusion {
		t.Fatalf("owner's proposal not decided: %+v", d)
	}
}

// A member's proposal opens a vote with the proposer's yes; a majority of the members decides,
// with the owner's yes among it for a conclusion or a revised plan.
func TestConversationVote(t *testing.T) {
	tm := convTeam()
	if d := Apply(tm, env(m1, TypeProposal, ProposalBody{ID: "p1", State: chat.StateConclusion}), now0); d != nil {
		t.Fatal("a member's proposal was decided without a vote")
	}
	if p := tm.Proposals[0]; !p.Voting || !p.Votes[m1] {
		t.Fatalf("the proposal did not open a vote with its proposer's yes: %+v", p)
	}
	if d := Apply(tm, env(outer, TypeVote, ProposalBody{ID: "p1", Yes: true}), now0); d != nil {
		t.Fatal("a stranger's vote counted")
	}
	if d := Apply(tm, env(m1, TypeVote, ProposalBody{ID: "p1", Yes: true}), now0); d != nil {
		t.Fatal("1 of 3 decided")
	}
	if d := Apply(tm, env(m2, TypeVote, ProposalBody{ID: "p1", Yes: true}), now0); d != nil {
		t.Fatal("two hired members concluded the team without the owner")
	}
	d := Apply(tm, env(owner, TypeVote, ProposalBody{ID: "p1", Yes: true}), now0)
	if d == nil || !tm.Proposals[0].Accepted {
		t.Fatal("3 of 3 yes did not accept")
	}
	Apply(tm, env(m1, TypeProposal, ProposalBody{ID: "p2", State: chat.StateExecution}), now0)
	if d := Apply(tm, env(m2, TypeVote, ProposalBody{ID: "p2", Yes: true}), now0); d == nil {
		t.Fatal("2 of 3 yes did not accept a change of state")
	}
}

func TestConversationVoteRejects(t *testing.T) {
	tm := convTeam()
	Apply(tm, env(m1, TypeProposal, ProposalBody{ID: "p1", State: chat.StateConclusion}), now0)
	Apply(tm, env(m2, TypeVote, ProposalBody{ID: "p1", Yes: false}), now0)
	if d := Vote(tm, "p1", owner, false); d != nil {
		t.Fatal("a rejected proposal was accepted")
	}
	if p := tm.Proposals[0]; !p.Decided || p.Accepted {
		t.Fatalf("2 of 3 no: %+v", p)
	}
	if d := Apply(tm, env(owner, TypeVote, ProposalBody{ID: "p1", Yes: true}), now0); d != nil {
		t.Fatal("a decided proposal was decided again")
	}
}

// The rules: a pause needs a trigger within bounds, an assignment a pending task, a concluded
// team takes nothing.
func TestConversationRules(t *testing.T) {
	for name, b := range map[string]ProposalBody{
		"pause without trigger":  {ID: "p", State: chat.StatePause},
		"empty trigger":          {ID: "p", State: chat.StatePause, Trigger: &Trigger{}},
		"trigger in the past":    {ID: "p", State: chat.StatePause, Trigger: &Trigger{At: now0.Add(-time.Second)}},
		"trigger too far":        {ID: "p", State: chat.StatePause, Trigger: &Trigger{At: now0.Add(25 * time.Hour)}},
		"trigger unknown task":   {ID: "p", State: chat.StatePause, Trigger: &Trigger{Task: "t9"}},
		"trigger on a non-pause": {ID: "p", State: chat.StateExecution, Trigger: &Trigger{Task: "t1"}},
		"assign a running task":  {ID: "p", State: chat.StateTaskAssignment, Assign: &Assignment{Task: "t1", Agent: m2}},
		"assign without state":   {ID: "p", State: chat.StateExecution, Assign: &Assignment{Task: "t3", Agent: m2}},
		"assign unknown task":    {ID: "p", State: chat.StateTaskAssignment, Assign: &Assignment{Task: "t9", Agent: m2}},
	} {
		if d := Apply(convTeam(), env(owner, TypeProposal, b), now0); d != nil {
			t.Errorf("%s: decided", name)
		}
	}
	for name, b := range map[string]ProposalBody{
		"pause until a time":    {ID: "p", State: chat.StatePause, Trigger: &Trigger{At: now0.Add(time.Hour)}},
		"pause until a task":    {ID: "p", State: chat.StatePause, Trigger: &Trigger{Task: "t1"}},
		"pause until a message": {ID: "p", State: chat.StatePause, Trigger: &Trigger{Message: "go on"}},
		"assign a pending task": {ID: "p", State: chat.StateTaskAssignment, Assign: &Assignment{Task: "t3", Agent: m2}},
	} {
		if d := Apply(convTeam(), env(owner, TypeProposal, b), now0); d == nil {
			t.Errorf("%s: not decided", name)
		}
	}
	tm := convTeam()
	tm.State = chat.StateConclusion
	if d := Apply(tm, env(owner, TypeProposal, ProposalBody{ID: "p", State: chat.StateDiscussion}), now0); d != nil {
		t.Fatal("a concluded team took a proposal")
	}
}

func TestConversationFailOpen(t *testing.T) {
	tm := convTeam()
	for name, e := range map[string]chat.Envelope{
		"unknown type":  env(owner, "dance", ProposalBody{ID: "p1", State: chat.StateConclusion}),
		"unknown state": {GroupID: "team-x", SenderID: owner, State: "party", Type: TypeProposal, Content: `{"id":"p1","state":"conclusion"}`},
		"bad content":   {GroupID: "team-x", SenderID: owner, State: chat.StateExecution, Type: TypeProposal, Content: `not json`},
		"no id":         env(owner, TypeProposal, ProposalBody{State: chat.StateConclusion}),
		"bad state":     env(owner, TypeProposal, ProposalBody{ID: "p1", State: "party"}),
		"both":          env(owner, TypeProposal, ProposalBody{ID: "p1", State: chat.StateConclusion, Plan: &Plan{}}),
		"stranger":      env(outer, TypeProposal, ProposalBody{ID: "p1", State: chat.StateConclusion}),
	} {
		if d := Apply(tm, e, now0); d != nil {
			t.Fatalf("%s: decided %+v", name, d)
		}
	}
	if len(tm.Proposals) != 0 {
		t.Fatalf("ignored messages left proposals: %+v", tm.Proposals)
	}
}

func TestRevise(t *testing.T) {
	tm := convTeam()
	if err := revise(tm, Plan{Tasks: []Task{task("t1", "echo", "1 wei")}}); err == nil {
		t.Fatal("a revision dropping a running task was taken")
	}
	if err := revise(tm, Plan{Tasks: []Task{task("t1", "echo", "1 wei"), task("t2", "echo", "1 wei"), task("t4", "gofmt", "1 wei", "t2")}}); err != nil {
		t.Fatal(err)
	}
	if len(tm.Tasks) != 3 || tm.Tasks[0].Status != TaskRunning || tm.Task("t4") == nil || tm.Task("t3") != nil || tm.Plan.Goal != "goal" {
		t.Fatalf("revised: %+v", tm.Tasks)
	}
}
