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

func TestConversationOwnerDecides(t *testing.T) {
	tm := convTeam()
	d := tm.Apply(env(owner, TypeProposal, proposalBody{ID: "p1", State: chat.StateConclusion}))
	if d == nil || d.Proposal.State != chat.StateConclusion {
		t.Fatalf("owner's proposal not decided: %+v", d)
	}
}

func TestConversationVote(t *testing.T) {
	tm := convTeam()
	if d := tm.Apply(env(m1, TypeProposal, proposalBody{ID: "p1", State: chat.StateConclusion})); d != nil {
		t.Fatal("a member's proposal was decided without a vote")
	}
	if d := tm.Apply(env(m1, TypeVote, proposalBody{ID: "p1", Yes: true})); d != nil || tm.Proposals[0].Votes != nil {
		t.Fatal("a vote counted before the owner called one")
	}
	if d := tm.Apply(env(m1, TypeVoteCall, proposalBody{ID: "p1"})); d != nil || tm.Proposals[0].Voting {
		t.Fatal("a member called a vote")
	}
	tm.Apply(env(owner, TypeVoteCall, proposalBody{ID: "p1"}))
	if !tm.Proposals[0].Voting {
		t.Fatal("the owner's vote call was ignored")
	}
	if d := tm.Apply(env(outer, TypeVote, proposalBody{ID: "p1", Yes: true})); d != nil {
		t.Fatal("a stranger's vote counted")
	}
	if d := tm.Apply(env(m1, TypeVote, proposalBody{ID: "p1", Yes: true})); d != nil {
		t.Fatal("1 of 3 decided")
	}
	d := tm.Apply(env(m2, TypeVote, proposalBody{ID: "p1", Yes: true}))
	if d == nil || !tm.Proposals[0].Accepted {
		t.Fatal("2 of 3 yes did not accept")
	}
}

func TestConversationVoteRejects(t *testing.T) {
	tm := convTeam()
	tm.Apply(env(m1, TypeProposal, proposalBody{ID: "p1", State: chat.StateConclusion}))
	tm.Apply(env(owner, TypeVoteCall, proposalBody{ID: "p1"}))
	tm.Apply(env(m1, TypeVote, proposalBody{ID: "p1", Yes: false}))
	tm.Apply(env(m2, TypeVote, proposalBody{ID: "p1", Yes: false}))
	if p := tm.Proposals[0]; !p.Decided || p.Accepted {
		t.Fatalf("2 of 3 no: %+v", p)
	}
	if d := tm.Apply(env(owner, TypeVote, proposalBody{ID: "p1", Yes: true})); d != nil {
		t.Fatal("a decided proposal was decided again")
	}
}

func TestConversationFailOpen(t *testing.T) {
	tm := convTeam()
	for name, e := range map[string]chat.Envelope{
		"unknown type":  env(owner, "dance", proposalBody{ID: "p1", State: chat.StateConclusion}),
		"unknown state": {GroupID: "team-x", SenderID: owner, State: "party", Type: TypeProposal, Content: `{"id":"p1","state":"conclusion"}`},
		"bad content":   {GroupID: "team-x", SenderID: owner, State: chat.StateExecution, Type: TypeProposal, Content: `not json`},
		"no id":         env(owner, TypeProposal, proposalBody{State: chat.StateConclusion}),
		"bad state":     env(owner, TypeProposal, proposalBody{ID: "p1", State: "party"}),
		"both":          env(owner, TypeProposal, proposalBody{ID: "p1", State: chat.StateConclusion, Plan: &Plan{}}),
		"stranger":      env(outer, TypeProposal, proposalBody{ID: "p1", State: chat.StateConclusion}),
	} {
		if d := tm.Apply(e); d != nil {
			t.Fatalf("%s: decided %+v", name, d)
		}
	}
	if len(tm.Proposals) != 0 {
		t.Fatalf("ignored messages left proposals: %+v", tm.Proposals)
	}
}

func TestRevise(t *testing.T) {
	tm := convTeam()
	if err := tm.revise(Plan{Tasks: []Task{task("t1", "echo", "1 wei")}}); err == nil {
		t.Fatal("a revision dropping a running task was taken")
	}
	if err := tm.revise(Plan{Tasks: []Task{task("t1", "echo", "1 wei"), task("t2", "echo", "1 wei"), task("t4", "gofmt", "1 wei", "t2")}}); err != nil {
		t.Fatal(err)
	}
	if len(tm.Tasks) != 3 || tm.Tasks[0].Status != TaskRunning || tm.task("t4") == nil || tm.task("t3") != nil || tm.Plan.Goal != "goal" {
		t.Fatalf("revised: %+v", tm.Tasks)
	}
}
