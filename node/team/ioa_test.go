package team

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/chat"
)

// The leader's own agents, the accounts at conclusion, and the conversation driven by its
// members (pause & trigger, assignment, votes), on the engine stepped by hand.

// ownAgents: the node hosts did:1 as "mine"; calls answer out (or fail with err).
type ownAgents struct {
	mu    sync.Mutex
	calls []string
	out   string
	err   error
}

func (o *ownAgents) Hosted(did string) (string, bool) { return "mine", did == "did:1" }
func (o *ownAgents) Call(_ context.Context, agent, skill string, _ json.RawMessage) (json.RawMessage, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.calls = append(o.calls, agent+"/"+skill)
	return json.RawMessage(o.out), o.err
}

// onlyMine: the only agent offering any skill is the leader's own.
type onlyMine struct{}

func (onlyMine) Candidates(context.Context, string) ([]Candidate, error) {
	return []Candidate{{AgentID: 1, DID: "did:1"}}, nil
}
func (onlyMine) Skills(context.Context, string) ([]string, error) { return []string{"echo"}, nil }

// A leader whose best candidate is its own agent calls it directly: no bounty, nothing paid,
// the task done with the agent's output and its token usage in the accounts.
func TestEngineOwnAgentCalledDirectly(t *testing.T) {
	r := newRig(t)
	own := &ownAgents{out: `{"text":"hi","usage":{"promptTokens":7,"completionTokens":3,"totalTokens":10}}`}
	r.e.d.Local = own
	tm := r.begin(t, 20, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}})
	r.step(t, tm)
	if len(own.calls) != 1 || len(r.chain.posts) != 0 || tm.Task("a").Status != TaskDone {
		t.Fatalf("own agent: %d calls, %d posts, a %s", len(own.calls), len(r.chain.posts), tm.Task("a").Status)
	}
	r.step(t, tm) // b: the same agent is busy with none of the team's tasks, so it goes first again
	r.step(t, tm)
	if tm.Concluded.IsZero() || tm.Reason != "all 2 tasks done" {
		t.Fatalf("not concluded: %q", tm.Reason)
	}
	a := r.e.Accounts(tm)
	if a.Unspent.Int().Int64() != 20 || a.Paid.Int().Sign() != 0 || a.Direct != 2 || a.Tokens.TotalTokens != 20 || !a.Balanced {
		t.Fatalf("accounts %+v", a)
	}
	if !r.said("called directly: no bounty") {
		t.Fatal("the room was not told")
	}
}

// When the leader's own agent is the only one offering the skill and it fails, the task fails
// at once: no open bounty that nobody could claim (the team never sits in task_assignment).
func TestEngineOwnAgentOnlyNoOpenBounty(t *testing.T) {
	r := newRig(t)
	r.e.d.Local, r.e.d.Finder = &ownAgents{err: errors.New("boom")}, onlyMine{}
	tm := r.begin(t, 20, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
	r.step(t, tm)
	r.step(t, tm)
	if tm.Task("a").Status != TaskFailed || len(r.chain.posts) != 0 || tm.Concluded.IsZero() {
		t.Fatalf("a %s (%s), %d posts, concluded %v", tm.Task("a").Status, tm.Task("a").Err, len(r.chain.posts), tm.Concluded)
	}
}

// gasMeter: every transaction of the leader costs 7 wei; cancels (hash > 1000) too.
type gasMeter struct{}

func (gasMeter) Gas(context.Context, common.Hash) (*big.Int, error) { return big.NewInt(7), nil }

// The conclusion's accounts are read after the index has seen the cancels the conclusion sent
// (not the index's stale view), and they report the gas of the leader's transactions.
func TestEngineConclusionAccountsFresh(t *testing.T) {
	r := newRig(t)
	r.e.d.Gas = gasMeter{}
	r.chain.lag = true
	tm := r.begin(t, 20, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei")}})
	r.step(t, tm)
	r.chain.claim(r.bounty(tm, "a"), 1)
	r.chain.accept(r.bounty(tm, "a"), `"A"`)
	r.step(t, tm) // a done; b still open
	msg := env(owner, TypeProposal, ProposalBody{ID: "stop", State: chat.StateConclusion})
	msg.GroupID, msg.TS = tm.Room, r.clock.now.UnixMilli()
	r.e.hear(context.Background(), msg)
	var acc Accounts
	r.room.mu.Lock()
	for _, d := range r.room.drafts {
		if raw, ok := d.Extra["accounts"]; ok {
			_ = json.Unmarshal(raw, &acc)
		}
	}
	r.room.mu.Unlock()
	if acc.Refunded == nil || acc.Refunded.Int().Int64() != 10 || acc.Escrowed.Int().Sign() != 0 {
		t.Fatalf("the conclusion's accounts are stale: %+v", acc)
	}
	if acc.Gas == nil || acc.Gas.Int().Int64() != 3*7 { // two posts and a cancel
		t.Fatalf("gas %v, want 21 wei", acc.Gas)
	}
	if st := r.e.Stats(); st.GasWei.Int64() != 21 {
		t.Fatalf("stats gas %s", st.GasWei)
	}
}

// hearFrom delivers a proposal (or other message) from did to tm's room.
func (r *rig) hearFrom(tm *Team, did, typ string, body any) {
	e := env(did, typ, body)
	if s, ok := body.(string); ok {
		e.Content = s
	}
	e.GroupID, e.TS = tm.Room, r.clock.now.UnixMilli()
	r.e.teams[tm.ID] = tm
	r.e.hear(context.Background(), e)
}

// Pause & trigger: a paused team hires nothing until its trigger fires: a member's message, a
// time, or the end of a task.
func TestEnginePauseAndTrigger(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a"), task("c", "echo", "10 wei", "b")}})
	r.hearFrom(tm, owner, TypeProposal, ProposalBody{ID: "p1", State: chat.StatePause, Trigger: &Trigger{Message: "go on"}})
	r.step(t, tm)
	if len(r.chain.posts) != 0 || tm.State != chat.StatePause {
		t.Fatalf("a paused team hired: %d posts, state %s", len(r.chain.posts), tm.State)
	}
	r.hearFrom(tm, owner, chat.TypeText, "please GO ON now")
	r.step(t, tm)
	if len(r.chain.posts) != 1 || tm.Pause != nil || !r.said("resumed: the message") {
		t.Fatalf("not resumed by the message: %d posts", len(r.chain.posts))
	}
	// a pause until a time, proposed by the hired member: the engine seconds it (2 of 2 members)
	member := tm.Task("a").Last().AgentDID
	r.hearFrom(tm, member, TypeProposal, ProposalBody{ID: "p2", State: chat.StatePause, Trigger: &Trigger{At: r.clock.now.Add(time.Minute)}, Reason: "waiting for data"})
	if tm.Pause == nil || !r.said("waiting for data") {
		t.Fatalf("the member's pause was not carried out: %+v", tm.Proposals)
	}
	r.chain.claim(1, 1)
	r.chain.accept(1, `"A"`)
	r.step(t, tm)
	if len(r.chain.posts) != 1 || tm.Task("a").Status != TaskDone {
		t.Fatalf("paused: a %s, %d posts", tm.Task("a").Status, len(r.chain.posts))
	}
	r.clock.now = r.clock.now.Add(time.Minute)
	r.step(t, tm)
	if len(r.chain.posts) != 2 || !r.said("resumed: its time") {
		t.Fatalf("not resumed at its time: %d posts", len(r.chain.posts))
	}
	// a pause until task b ends
	r.hearFrom(tm, owner, TypeProposal, ProposalBody{ID: "p3", State: chat.StatePause, Trigger: &Trigger{Task: "b"}})
	r.chain.claim(2, 2)
	r.chain.accept(2, `"B"`)
	r.step(t, tm)
	r.step(t, tm)
	if len(r.chain.posts) != 3 || !r.said("resumed: task b ended") {
		t.Fatalf("not resumed when b ended: %d posts", len(r.chain.posts))
	}
}

// A member's proposals: an assignment the engine can carry out is seconded and the task goes
// to the agent named; one to an agent not offering the skill is voted down; a discussion holds
// new hires for DiscussTimeout at most.
func TestEngineMemberDriven(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}})
	r.step(t, tm)
	member := tm.Task("a").Last().AgentDID
	r.hearFrom(tm, member, TypeProposal, ProposalBody{ID: "x", State: chat.StateTaskAssignment, Assign: &Assignment{Task: "b", Agent: "did:9"}})
	if p := proposal(tm, "x"); p == nil || !p.Decided || p.Accepted || !r.said("the leader votes no on proposal x") {
		t.Fatalf("an assignment to an agent not offering the skill: %+v", p)
	}
	r.hearFrom(tm, member, TypeProposal, ProposalBody{ID: "y", State: chat.StateTaskAssignment, Assign: &Assignment{Task: "b", Agent: "did:3"}})
	if tm.Task("b").Prefer != "did:3" {
		t.Fatalf("assignment not carried out: %+v", proposal(tm, "y"))
	}
	r.hearFrom(tm, member, TypeProposal, ProposalBody{ID: "z", State: chat.StateDiscussion})
	r.chain.claim(1, 1)
	r.chain.accept(1, `"A"`)
	r.step(t, tm)
	if len(r.chain.posts) != 1 || tm.State != chat.StateDiscussion {
		t.Fatalf("a discussion did not hold new hires: %d posts, %s", len(r.chain.posts), tm.State)
	}
	r.clock.now = r.clock.now.Add(r.e.cfg.DiscussTimeout)
	r.step(t, tm)
	if len(r.chain.posts) != 2 || r.chain.posts[1].Assignee != 3 {
		t.Fatalf("after the discussion b went to %+v", r.chain.posts)
	}
	if !strings.Contains(planMessage(tm), "b echo") {
		t.Fatal("plan message")
	}
}

// The agent that formed a team leads it: its proposals are decided at once, like the owner's.
func TestEngineLeaderAgentDecides(t *testing.T) {
	r := newRig(t)
	const leader = "did:ethr:0x7a69:0x00000000000000000000000000000000000000ee"
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei")}}
	tm, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10), Plan: &p, Leader: leader})
	if err != nil {
		t.Fatal(err)
	}
	r.hearFrom(tm, leader, TypeProposal, ProposalBody{ID: "stop", State: chat.StateConclusion, Reason: "not needed"})
	if tm.Concluded.IsZero() || !strings.Contains(tm.Reason, "proposal stop of "+leader+": not needed") {
		t.Fatalf("the leading agent's proposal was not carried out: %q", tm.Reason)
	}
}

// usagePlanner answers a plan that reports its call's tokens, as an llm planner does.
type usagePlanner struct{}

func (usagePlanner) Plan(context.Context, PlanRequest) (json.RawMessage, string, error) {
	return json.RawMessage(`{"tasks":[{"id":"a","skill":"echo","share":"10 wei"}],"usage":{"promptTokens":200,"completionTokens":60,"totalTokens":260}}`), "did:planner", nil
}

// The planner's own call is booked: in the team, its accounts and the engine's stats.
func TestEnginePlannerTokensBooked(t *testing.T) {
	r := newRig(t)
	r.e.d.Planner = usagePlanner{}
	tm, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10)})
	if err != nil {
		t.Fatal(err)
	}
	if a := r.e.Accounts(tm); a.Tokens.TotalTokens != 260 || tm.PlannerUsage == nil || r.e.Stats().PromptTokens != 200 {
		t.Fatalf("tokens %+v, stats %+v", a.Tokens, r.e.Stats())
	}
}

// A hired agent's node may see its bounty on chain, start work and propose before the leader
// records the post that makes it a member: its proposal is kept and applied once it is one (the
// race TestE2ETeamIoA met under load). A stranger's is kept too but never applied.
func TestEngineEarlyProposalAppliedOnceMember(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}})
	r.e.teams[tm.ID] = tm
	if err := r.e.step(context.Background(), tm); err != nil { // the post runs; not recorded yet
		t.Fatal(err)
	}
	a := tm.Task("a").Last()
	if a == nil || a.Status != statusPosting || a.AgentDID == "" {
		t.Fatalf("want a direct hire being posted: %+v", a)
	}
	member := a.AgentDID
	r.hearFrom(tm, "did:stranger", TypeProposal, ProposalBody{ID: "s", State: chat.StatePause, Trigger: &Trigger{Task: "a"}})
	r.hearFrom(tm, member, TypeProposal, ProposalBody{ID: "hold", State: chat.StatePause, Trigger: &Trigger{Task: "a"}, Reason: "b needs my answer"})
	if tm.Pause != nil || proposal(tm, "hold") != nil {
		t.Fatalf("a proposal applied before its sender was a member: %+v", tm.Proposals)
	}
	r.e.record(context.Background(), <-r.e.posted)
	r.e.replayEarly(context.Background(), tm)
	if tm.Pause == nil || tm.Pause.Task != "a" || !r.said("pause by proposal hold of "+member) {
		t.Fatalf("the member's early pause was not carried out: %+v", tm.Proposals)
	}
	if proposal(tm, "s") != nil || len(r.e.earlyMsgs[tm.ID]) != 1 {
		t.Fatalf("the stranger's proposal: %+v, kept %d", proposal(tm, "s"), len(r.e.earlyMsgs[tm.ID]))
	}
	r.clock.now = r.clock.now.Add(maxProposalAge + time.Second)
	r.e.replayEarly(context.Background(), tm)
	if len(r.e.earlyMsgs[tm.ID]) != 0 {
		t.Fatal("a stale kept message was not dropped")
	}
	for i := 0; i < 3*maxEarly; i++ {
		r.hearFrom(tm, "did:stranger", TypeVote, ProposalBody{ID: "x", Yes: true})
	}
	if n := len(r.e.earlyMsgs[tm.ID]); n != maxEarly {
		t.Fatalf("kept %d messages from strangers, want at most %d", n, maxEarly)
	}
}
