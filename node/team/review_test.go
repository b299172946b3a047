package team

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/chat"
)

// An adversarial pass over the members' side of the engine: hired members (one stranger with
// several agents: sybils) steering a team they were hired into, and nested teams sharing one
// parent bounty.

// Finding 1: a hired member's revised plan (money: new tasks and shares of the requester's
// budget) or conclusion (the end of the requester's team) passed with the engine's automatic
// yes in a team of two hired agents, and with two sybil votes whatever the owner said. Now
// such a proposal needs the owner's (or the leading agent's) yes.
func TestReviewMemberPlanNeedsOwner(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 40, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei")}})
	r.step(t, tm)
	ma, mb := tm.Task("a").Last().AgentDID, tm.Task("b").Last().AgentDID
	if ma == mb {
		t.Fatalf("a and b both went to %s", ma)
	}
	grab := Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei"), task("c", "echo", "20 wei")}}
	r.hearFrom(tm, ma, TypeProposal, ProposalBody{ID: "grab", Plan: &grab})
	if tm.Task("c") != nil {
		t.Fatal("one hired member revised the plan with the engine's automatic yes")
	}
	r.hearFrom(tm, mb, TypeVote, ProposalBody{ID: "grab", Yes: true}) // the sybil: 2 of 3
	if tm.Task("c") != nil {
		t.Fatal("two sybil members revised the plan without the owner")
	}
	r.hearFrom(tm, ma, TypeProposal, ProposalBody{ID: "end", State: chat.StateConclusion})
	r.hearFrom(tm, mb, TypeVote, ProposalBody{ID: "end", Yes: true})
	if !tm.Concluded.IsZero() {
		t.Fatal("two sybil members concluded the requester's team")
	}
	if !r.said("the owner decides") {
		t.Fatal("the room was not told that the owner decides")
	}
	r.hearFrom(tm, owner, TypeVote, ProposalBody{ID: "grab", Yes: true}) // the node's user agrees
	if tm.Task("c") == nil {
		t.Fatalf("the owner's yes did not carry the revision: %+v", proposal(tm, "grab"))
	}
}

// Finding 2: hired members held the team forever: a pause until a pending task ends (a held
// team never starts it), until a text nobody says, up to 24 h, and again and again. Now a task
// trigger names a task that has started, a hired member's hold lasts DiscussTimeout at most,
// and hired members hold a team at most maxMemberHolds times.
func TestReviewMemberHoldsBounded(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}})
	r.step(t, tm)
	m := tm.Task("a").Last().AgentDID
	r.chain.claim(r.bounty(tm, "a"), tm.Task("a").Last().AgentID) // a member while it works
	if d := Apply(tm, env(owner, TypeProposal, ProposalBody{ID: "dead", State: chat.StatePause, Trigger: &Trigger{Task: "b"}}), r.clock.now); d != nil {
		t.Fatal("a pause until a task the pause keeps from starting was taken")
	}
	for i := range maxMemberHolds + 1 {
		id := string(rune('p' + i))
		r.hearFrom(tm, m, TypeProposal, ProposalBody{ID: id, State: chat.StatePause, Trigger: &Trigger{Message: "never said", At: r.clock.now.Add(23 * time.Hour)}})
		if i == maxMemberHolds {
			if tm.Pause != nil {
				t.Fatalf("hold %d of a hired member was taken", i+1)
			}
			break
		}
		if tm.Pause == nil {
			t.Fatalf("hold %d not taken: %+v", i+1, proposal(tm, id))
		}
		r.clock.now = r.clock.now.Add(r.e.cfg.DiscussTimeout)
		r.step(t, tm)
		if tm.Pause != nil {
			t.Fatalf("a hired member's pause held past %s", r.e.cfg.DiscussTimeout)
		}
	}
	r.hearFrom(tm, m, TypeProposal, ProposalBody{ID: "talk", State: chat.StateDiscussion})
	if tm.Pause != nil {
		t.Fatal("a hired member's discussion was taken past the limit")
	}
	r.hearFrom(tm, owner, TypeProposal, ProposalBody{ID: "mine", State: chat.StatePause, Trigger: &Trigger{At: r.clock.now.Add(time.Hour)}})
	if tm.Pause == nil || !tm.Pause.At.Equal(r.clock.now.Add(time.Hour)) {
		t.Fatalf("the owner's pause: %+v", tm.Pause)
	}
}

// Finding 3: two nested teams started for one parent before either posted passed the cap each
// (only the parent's children on chain counted), so together they could escrow twice the
// parent's reward. Now the budgets of the parent's teams still running count in full.
func TestReviewNestedTeamsShareTheCap(t *testing.T) {
	r := newRig(t)
	parent := &chainindex.Bounty{}
	parent.ID, parent.Status, parent.Amount, parent.Until = 1, escrow.StatusClaimed, big.NewInt(20), r.clock.now.Add(time.Hour)
	r.chain.bounties[1], r.chain.next = parent, 1
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei")}}
	start := func(budget int64) error {
		_, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(budget), Plan: &p, ParentID: 1})
		return err
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Go(func() { errs[i] = start(20) })
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) || !errors.Is(errors.Join(errs...), ErrOverBudget) {
		t.Fatalf("two teams of 20 wei under a 20 wei parent: %v", errs)
	}
	if err := start(1); !errors.Is(err, ErrOverBudget) {
		t.Fatalf("a third team under a parent whose reward a running team holds: %v", err)
	}
}

// Finding 7 (stated, docs/ARCHITECTURE.md): the tokens in a team's accounts and in /metrics
// are what the agents report with their results; a hired agent reports up to 2^40 per result
// at no cost, and the accounts and agentsite_team_*_tokens_total carry it as is.
func TestReviewHiredTokensInflate(t *testing.T) {
	t.Skip("finding 7: a hired agent's reported token usage is taken as is (up to 2^40 a result)")
	r := newRig(t)
	tm := r.begin(t, 10, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
	r.step(t, tm)
	r.chain.claim(r.bounty(tm, "a"), 1)
	r.chain.accept(r.bounty(tm, "a"), `{"text":"x","usage":{"promptTokens":1099511627776,"completionTokens":0,"totalTokens":1099511627776}}`)
	r.step(t, tm)
	if got := r.e.Accounts(tm).Tokens.TotalTokens; got > 1<<24 {
		t.Fatalf("a hired agent's claim of %d tokens is in the accounts", got)
	}
}

// Finding 8: proposals and votes were applied whenever they arrived. A team keeps 16
// proposals, so a member pushed an old one out with newer ones and relayed its signed envelope
// again (a catch-up, after the room's retention dropped it), and the owner's old pause held the
// team once more. Now a proposal, vote call or vote signed more than maxProposalAge ago is
// stale and ignored.
func TestReviewStaleProposalIgnored(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}})
	r.step(t, tm)
	old := env(owner, TypeProposal, ProposalBody{ID: "hold", State: chat.StatePause, Trigger: &Trigger{Message: "go on"}})
	old.GroupID, old.TS = tm.Room, r.clock.now.UnixMilli()
	r.clock.now = r.clock.now.Add(maxProposalAge + time.Second)
	r.e.teams[tm.ID] = tm
	r.e.hear(context.Background(), old)
	if tm.Pause != nil || proposal(tm, "hold") != nil {
		t.Fatalf("a proposal signed %s ago was applied", maxProposalAge+time.Second)
	}
}

// Finding 9: an llm task that formed a team and ran again (the node restarted, the runtime
// retried) counted only the children on chain as spent, so with the team's budget not posted
// yet it could post bounties for the whole reward again. The engine now says what the running
// teams of a parent may still post (Unposted), which the node counts as spent.
func TestReviewRunningTeamCountsAsSpent(t *testing.T) {
	r := newRig(t)
	parent := &chainindex.Bounty{}
	parent.ID, parent.Status, parent.Amount, parent.Until = 1, escrow.StatusClaimed, big.NewInt(20), r.clock.now.Add(time.Hour)
	r.chain.bounties[1], r.chain.next = parent, 1
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "5 wei", "a")}}
	tm, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(15), Plan: &p, ParentID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := r.e.Unposted(1); err != nil || got.Int64() != 15 {
		t.Fatalf("before any post: unposted %v, %v; want 15", got, err)
	}
	r.step(t, tm) // a: 10 wei on chain
	if got, err := r.e.Unposted(1); err != nil || got.Int64() != 5 {
		t.Fatalf("after a's post: unposted %v, %v; want 5", got, err)
	}
	r.chain.mu.Lock()
	r.chain.bounties[r.bounty(tm, "a")].Status = escrow.StatusCancelled
	r.chain.bounties[r.bounty(tm, "a")].Refunded = big.NewInt(10)
	r.chain.mu.Unlock()
	if got, _ := r.e.Unposted(1); got.Int64() != 15 {
		t.Fatalf("after a's refund: unposted %v; want 15 (it may post a again)", got)
	}
}

// version is the badger version of team id's record: it moves with every write.
func (r *rig) version(t *testing.T, id string) uint64 {
	t.Helper()
	var v uint64
	if err := r.store.db.View(func(txn *badger.Txn) error {
		it, err := txn.Get([]byte(storePrefix + id))
		if err == nil {
			v = it.Version()
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return v
}

// Finding 10: every proposal or vote message heard in a team's room rewrote the team's record
// in badger, a stranger's or one that changed nothing too: with 16 kept proposals of up to
// 64 KiB each, one 100-byte vote wrote about 1 MiB (60 a minute from the room's strangers).
// Now only a message that moves the conversation writes.
func TestReviewIgnoredMessagesWriteNothing(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei")}})
	r.step(t, tm)
	m := tm.Task("a").Last().AgentDID
	r.hearFrom(tm, m, TypeProposal, ProposalBody{ID: "p", State: chat.StateExecution})
	v := r.version(t, tm.ID)
	r.hearFrom(tm, outer, TypeVote, ProposalBody{ID: "p", Yes: true})          // a stranger
	r.hearFrom(tm, outer, TypeProposal, ProposalBody{ID: "q", State: "party"}) // a stranger, nonsense
	r.hearFrom(tm, m, TypeVote, ProposalBody{ID: "p", Yes: true})              // a member, again
	r.hearFrom(tm, m, TypeVote, ProposalBody{ID: "nope", Yes: true})           // no such proposal
	if got := r.version(t, tm.ID); got != v {
		t.Fatalf("messages that changed nothing wrote the team's record (version %d → %d)", v, got)
	}
}

// Finding 10, the members' part: a hired member filled the kept proposals with plans of up to
// 64 KiB and toggled its vote (each toggle a write of the whole record). Now hired members
// keep at most maxMemberPlans plans in a team, and a member's first vote on a proposal stands.
func TestReviewMemberProposalStateBounded(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 40, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei"), task("c", "echo", "10 wei")}})
	r.step(t, tm)
	m1, m2 := tm.Task("a").Last().AgentDID, tm.Task("b").Last().AgentDID
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei"), task("c", "echo", "10 wei"), task("d", "echo", "1 wei")}}
	for i := range maxMemberPlans + 1 {
		r.hearFrom(tm, m1, TypeProposal, ProposalBody{ID: string(rune('p' + i)), Plan: &p})
	}
	plans := 0
	for _, q := range tm.Proposals {
		if q.Plan != nil {
			plans++
		}
	}
	if plans != maxMemberPlans {
		t.Fatalf("%d plans of hired members kept, want %d", plans, maxMemberPlans)
	}
	r.hearFrom(tm, m2, TypeVote, ProposalBody{ID: "p", Yes: false})
	v := r.version(t, tm.ID)
	for range 3 {
		r.hearFrom(tm, m2, TypeVote, ProposalBody{ID: "p", Yes: true})
		r.hearFrom(tm, m2, TypeVote, ProposalBody{ID: "p", Yes: false})
	}
	if got := r.version(t, tm.ID); got != v || proposal(tm, "p").Votes[m2] {
		t.Fatalf("a member's changed votes were taken (version %d → %d)", v, got)
	}
}

// Finding 11 (stated, docs/ARCHITECTURE.md): the leader's own agents are called directly for
// nothing, so a team's budget does not bound their work: a team of 64 tasks of 1 wei (64 wei,
// reserved from a stranger's bounty by an llm agent's start_team) runs 64 calls of the node's
// own agents (llm completions the operator pays), and the budget is all left at the end.
func TestReviewDirectCallsBoundedByBudget(t *testing.T) {
	t.Skip("finding 11: direct calls of the leader's own agents spend nothing of the team's budget")
	r := newRig(t)
	own := &ownAgents{out: `{"text":"ok"}`}
	r.e.d.Local, r.e.d.Finder = own, onlyMine{}
	var tasks []Task
	for i := range MaxTasks {
		tasks = append(tasks, task(fmt.Sprintf("t%d", i), "echo", "1 wei"))
	}
	tm := r.begin(t, MaxTasks, Plan{Tasks: tasks})
	r.step(t, tm)
	if len(own.calls) > 8 {
		t.Fatalf("a %d wei team made %d direct calls of the node's own agents", MaxTasks, len(own.calls))
	}
}

// Finding 12: the leading agent (an llm whose prompt a child's result may steer) held its team
// with a pause until a text nobody says: forever. A hold by anyone but the owner now ends
// within maxPause (24 h) at most.
func TestReviewLeaderHoldEnds(t *testing.T) {
	r := newRig(t)
	const leader = "did:ethr:0x7a69:0x00000000000000000000000000000000000000ee"
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei")}}
	tm, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10), Plan: &p, Leader: leader})
	if err != nil {
		t.Fatal(err)
	}
	r.hearFrom(tm, leader, TypeProposal, ProposalBody{ID: "wait", State: chat.StatePause, Trigger: &Trigger{Message: "xyzzy"}})
	if tm.Pause == nil || tm.Pause.At.IsZero() || tm.Pause.At.After(r.clock.now.Add(maxPause)) {
		t.Fatalf("the leading agent's pause: %+v", tm.Pause)
	}
}

// Finding 13: proposal ids are the proposer's (a model's "p1", "stop"), and a taken id made
// any later proposal with it be ignored: a hired member squatted the ids the owner or the
// leading agent would use, and their proposals were silently dropped. A proposal of the owner
// or the leading agent now takes its id over from another proposer's.
func TestReviewProposalIDSquatted(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei"), task("c", "echo", "10 wei", "a")}})
	r.step(t, tm)
	m := tm.Task("a").Last().AgentDID
	r.hearFrom(tm, m, TypeProposal, ProposalBody{ID: "stop", State: chat.StateExecution, Reason: "squat"})
	r.hearFrom(tm, owner, TypeProposal, ProposalBody{ID: "stop", State: chat.StateConclusion})
	if tm.Concluded.IsZero() {
		t.Fatal("the owner's proposal was dropped: a member held its id")
	}
}
