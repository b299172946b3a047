package team

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/chat"
)

// The engine's state machine, stepped by hand. The chain and the market are small stand-ins
// holding bounties in a map (the e2e tests in test/ run the same engine on anvil); the store is
// real badger, in memory.

type fakeChain struct {
	mu       sync.Mutex
	bounties map[uint64]*chainindex.Bounty
	jobs     map[uint64]escrow.Job
	next     uint64
	posts    []escrow.PostRequest
	failPost error
	// lost: the next post reaches the chain but its outcome is lost (the node stops).
	lost bool
	// failPosted: the chain cannot be asked what was posted.
	failPosted error
	// lag: a cancel reaches the index only at the next Sync (as the node's index polls).
	lag      bool
	unsynced []uint64
}

func newFakeChain() *fakeChain {
	return &fakeChain{bounties: map[uint64]*chainindex.Bounty{}, jobs: map[uint64]escrow.Job{}}
}

func (c *fakeChain) Post(_ context.Context, r escrow.PostRequest) (uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.failPost != nil {
		return 0, c.failPost
	}
	c.next++
	c.posts = append(c.posts, r)
	spec, h, _ := c.SpecFor(r)
	b := &chainindex.Bounty{Assignee: r.Assignee, Transitions: []chainindex.Transition{{Status: escrow.StatusOpen, TxHash: common.BigToHash(big.NewInt(int64(c.next)))}}}
	b.ID, b.Status, b.Amount, b.AgentID, b.ParentID, b.SpecHash = c.next, escrow.StatusOpen, r.Reward.Int(), r.Assignee, r.ParentID, h
	c.bounties[c.next] = b
	if c.lost {
		c.lost = false
		return 0, context.Canceled
	}
	c.jobs[c.next] = escrow.Job{Role: escrow.RoleRequester, BountyID: c.next, Spec: spec}
	return c.next, nil
}

func (c *fakeChain) SpecFor(r escrow.PostRequest) ([]byte, common.Hash, error) {
	blob, err := json.Marshal(escrow.Spec{Skill: r.Skill, Input: r.Input, Description: r.Description, Nonce: r.Nonce, Room: r.Room})
	return blob, escrow.Hash(blob), err
}

func (c *fakeChain) Posted(_ context.Context, h common.Hash) (uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.failPosted != nil {
		return 0, c.failPosted
	}
	for id, b := range c.bounties {
		if b.SpecHash == h {
			return id, nil
		}
	}
	return 0, nil
}

func (c *fakeChain) Job(id uint64) (escrow.Job, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	j, ok := c.jobs[id]
	return j, ok
}

func (c *fakeChain) Sync(context.Context) (uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, id := range c.unsynced {
		b := c.bounties[id]
		b.Status, b.Refunded, b.Paid, b.Fee = escrow.StatusCancelled, b.Amount, new(big.Int), new(big.Int)
	}
	c.unsynced = nil
	return 0, nil
}

func (c *fakeChain) Children(id uint64) ([]chainindex.Bounty, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []chainindex.Bounty
	for _, b := range c.bounties {
		if b.ParentID == id {
			out = append(out, *b)
		}
	}
	return out, nil
}

func (c *fakeChain) Bounty(id uint64) (chainindex.Bounty, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.bounties[id]
	if !ok {
		return chainindex.Bounty{}, errors.New("unknown bounty")
	}
	return *b, nil
}

func (c *fakeChain) Subscribe() (<-chan chainindex.Event, func()) { return nil, func() {} }

func (c *fakeChain) Cancel(_ context.Context, id uint64) (*types.Receipt, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.bounties[id]
	if b.Status != escrow.StatusOpen || slices.Contains(c.unsynced, id) {
		return nil, errors.New("not open")
	}
	b.Transitions = append(b.Transitions, chainindex.Transition{Status: escrow.StatusCancelled, TxHash: common.BigToHash(big.NewInt(int64(1000 + id)))})
	if c.lag {
		c.unsynced = append(c.unsynced, id)
		return &types.Receipt{}, nil
	}
	b.Status, b.Refunded, b.Paid, b.Fee = escrow.StatusCancelled, b.Amount, new(big.Int), new(big.Int)
	return &types.Receipt{}, nil
}

// settle moves bounty id: claimed by agent, then accepted with output or rejected.
func (c *fakeChain) claim(id, agent uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.bounties[id].Status, c.bounties[id].AgentID = escrow.StatusClaimed, agent
}

func (c *fakeChain) accept(id uint64, output string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.bounties[id]
	fee := new(big.Int).Div(b.Amount, big.NewInt(100))
	b.Status, b.Fee, b.Paid, b.Refunded = escrow.StatusAccepted, fee, new(big.Int).Sub(b.Amount, fee), new(big.Int)
	res, _ := json.Marshal(escrow.Result{BountyID: id, Output: json.RawMessage(output)})
	j := c.jobs[id]
	j.Result, j.Verdict = res, "accepted"
	c.jobs[id] = j
}

func (c *fakeChain) reject(id uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.bounties[id].Status = escrow.StatusRejected
	j := c.jobs[id]
	j.Err = "the agent reported an error: boom"
	c.jobs[id] = j
}

type fakeRoom struct {
	mu     sync.Mutex
	drafts []chat.Draft
}

func (r *fakeRoom) Join(string) error { return nil }
func (r *fakeRoom) Post(_ context.Context, room string, d chat.Draft) (chat.Envelope, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.drafts = append(r.drafts, d)
	return chat.Envelope{GroupID: room}, nil
}
func (r *fakeRoom) Subscribe(string) (<-chan chat.Envelope, func(), error) {
	return make(chan chat.Envelope), func() {}, nil
}

// agents: every skill is offered by agents 1, 2 and 3, in that order.
type agents struct{ none map[string]bool }

func (a agents) Candidates(_ context.Context, skill string) ([]Candidate, error) {
	if a.none[skill] {
		return nil, nil
	}
	return []Candidate{{AgentID: 1, DID: "did:1"}, {AgentID: 2, DID: "did:2"}, {AgentID: 3, DID: "did:3"}}, nil
}
func (agents) Skills(context.Context, string) ([]string, error) { return []string{"echo"}, nil }

type manualClock struct{ now time.Time }

func (c *manualClock) Now() time.Time { return c.now }

type rig struct {
	e     *Engine
	chain *fakeChain
	room  *fakeRoom
	clock *manualClock
	store *Store
}

func newRig(t *testing.T) *rig {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions("").WithInMemory(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	r := &rig{chain: newFakeChain(), room: &fakeRoom{}, clock: &manualClock{now: time.Unix(1e9, 0)}, store: NewStore(db)}
	cfg := DefaultConfig(owner)
	cfg.Clock = r.clock
	r.e, err = New(cfg, Deps{Store: r.store, Market: r.chain, Ledger: r.chain, Cancel: r.chain, Room: r.room, Finder: agents{}})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (r *rig) begin(t *testing.T, budget int64, p Plan) *Team {
	t.Helper()
	tm, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(budget), Plan: &p})
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// step moves tm once and takes in the posts it started, as the loop does.
func (r *rig) step(t *testing.T, tm *Team) {
	t.Helper()
	r.e.teams[tm.ID] = tm
	if err := r.e.step(context.Background(), tm); err != nil {
		t.Fatal(err)
	}
	for len(r.e.inflight) > 0 {
		select {
		case p := <-r.e.posted:
			r.e.record(context.Background(), p)
		case c := <-r.e.called:
			r.e.recordCall(context.Background(), c)
		case a := <-r.e.asked:
			r.e.recordAsk(context.Background(), a)
		}
	}
}

// bounty is the bounty of task id's current attempt.
func (r *rig) bounty(tm *Team, id string) uint64 { return tm.Task(id).Last().BountyID }

func (r *rig) said(sub string) bool {
	r.room.mu.Lock()
	defer r.room.mu.Unlock()
	for _, d := range r.room.drafts {
		if strings.Contains(d.Content, sub) {
			return true
		}
	}
	return false
}

func TestEngineDependenciesAndJoin(t *testing.T) {
	r := newRig(t)
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}}
	p.Tasks[1].Input = json.RawMessage(`{"got":{"$from":"a"}}`)
	tm := r.begin(t, 25, p)
	r.step(t, tm)
	if len(r.chain.posts) != 1 || tm.Task("b").Status != TaskPending {
		t.Fatalf("b was posted before a was done: %d posts", len(r.chain.posts))
	}
	r.chain.claim(1, 1)
	r.chain.accept(1, `"A"`)
	r.step(t, tm)
	if len(r.chain.posts) != 2 || string(r.chain.posts[1].Input) != `{"got":"A"}` {
		t.Fatalf("b's input: %s", r.chain.posts[1].Input)
	}
	r.chain.claim(2, 1)
	r.chain.accept(2, `{"ok":true}`)
	r.step(t, tm)
	if tm.Concluded.IsZero() || tm.Reason != "all 2 tasks done" || string(tm.Answer) != `{"results":{"b":{"ok":true}}}` {
		t.Fatalf("conclusion %q answer %s", tm.Reason, tm.Answer)
	}
	a := r.e.Accounts(tm)
	if a.Paid.Int().Int64()+a.Fees.Int().Int64() != 20 || a.Unspent.Int().Int64() != 5 || !a.Balanced {
		t.Fatalf("accounts %+v", a)
	}
	if saved, err := r.store.Get(tm.ID); err != nil || saved.Concluded.IsZero() {
		t.Fatalf("the conclusion was not saved: %v", err)
	}
}

func TestEngineReplacesThenOpens(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 10, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
	r.step(t, tm)
	for i, want := range []uint64{1, 2, 3, 0} {
		last := r.chain.posts[len(r.chain.posts)-1]
		if last.Assignee != want || len(r.chain.posts) != i+1 {
			t.Fatalf("post %d: assignee %d, want %d", i, last.Assignee, want)
		}
		if want == 0 {
			break
		}
		r.clock.now = r.clock.now.Add(31 * time.Second) // nobody claims
		r.step(t, tm)                                   // cancelled, refunded
		r.step(t, tm)                                   // the next one hired
	}
	if !r.said("did not claim within 30s") || tm.Task("a").Failures() != 0 {
		t.Fatal("replacements were not told or counted as failures")
	}
	r.clock.now = r.clock.now.Add(time.Hour) // an open bounty is not cancelled: it waits for its deadline
	r.step(t, tm)
	if len(r.chain.posts) != 4 || tm.Task("a").Status != TaskHiring {
		t.Fatalf("open bounty replaced: %d posts, %s", len(r.chain.posts), tm.Task("a").Status)
	}
}

func TestEngineRetriesThenFails(t *testing.T) {
	r := newRig(t)
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a"), task("c", "echo", "10 wei")}}
	tm := r.begin(t, 60, p)
	tm.Limits.MaxAttempts = 2
	r.step(t, tm) // a and c posted (side by side: either may be bounty 1)
	c, a1 := r.bounty(tm, "c"), r.bounty(tm, "a")
	r.chain.claim(c, 2)
	r.chain.accept(c, `"C"`)
	r.chain.claim(a1, 1)
	r.chain.reject(a1)
	r.step(t, tm) // a: attempt failed, retried with another agent
	r.step(t, tm)
	if got := r.chain.posts[len(r.chain.posts)-1]; got.Assignee == 1 || !r.said("trying another agent") {
		t.Fatalf("retry went to agent %d", got.Assignee)
	}
	r.chain.claim(3, 2)
	r.chain.reject(3)
	r.step(t, tm)
	r.step(t, tm)
	if tm.Task("a").Status != TaskFailed || tm.Task("b").Status != TaskSkipped || tm.Concluded.IsZero() {
		t.Fatalf("a %s b %s concluded %v", tm.Task("a").Status, tm.Task("b").Status, tm.Concluded)
	}
	if !strings.Contains(tm.Reason, "1 of 3 tasks done; concluded with what it has") || !strings.Contains(string(tm.Answer), `"missing":["b"]`) {
		t.Fatalf("reason %q answer %s", tm.Reason, tm.Answer)
	}
	a := r.e.Accounts(tm) // two rejected bounties are pending refund until they settle
	if a.PendingRefund.Int().Int64() != 20 || a.Escrowed.Int().Sign() != 0 || a.Unspent.Int().Int64() != 30 || !a.Balanced {
		t.Fatalf("accounts %+v", a)
	}
}

func TestEngineRefusedPostTriesNext(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 10, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
	r.chain.failPost = errors.New("escrow: unknown agent")
	r.step(t, tm)
	r.chain.failPost = nil
	r.step(t, tm)
	if len(r.chain.posts) != 1 || r.chain.posts[0].Assignee != 2 {
		t.Fatalf("after a refused post: %+v", r.chain.posts)
	}
}

func TestEngineRefusesBeforePosting(t *testing.T) {
	r := newRig(t)
	r.e.d.Finder = agents{none: map[string]bool{"translate": true}}
	for name, p := range map[string]Plan{
		"missing skill": {Tasks: []Task{task("a", "translate", "1 wei")}},
		"cycle":         {Tasks: []Task{task("a", "echo", "1 wei", "b"), task("b", "echo", "1 wei", "a")}},
		"over budget":   {Tasks: []Task{task("a", "echo", "11 wei")}},
	} {
		if _, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10), Plan: &p}); err == nil {
			t.Errorf("%s: started", name)
		}
	}
	if all, _ := r.store.All(); len(all) != 0 || len(r.chain.posts) != 0 {
		t.Fatalf("refused plans left %d teams and %d posts", len(all), len(r.chain.posts))
	}
	if _, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10)}); !errors.Is(err, ErrNoPlanner) {
		t.Fatalf("no plan and no planner: %v", err)
	}
}

func TestEngineConcludedByProposal(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 20, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}})
	r.step(t, tm)
	r.e.teams[tm.ID] = tm
	msg := env(owner, TypeProposal, ProposalBody{ID: "stop", State: chat.StateConclusion})
	msg.GroupID, msg.TS = tm.Room, r.clock.now.UnixMilli()
	r.e.hear(context.Background(), msg)
	if tm.Concluded.IsZero() || !strings.Contains(tm.Reason, "proposal stop") {
		t.Fatalf("not concluded: %q", tm.Reason)
	}
	if b, _ := r.chain.Bounty(1); b.Status != escrow.StatusCancelled {
		t.Fatalf("the unclaimed bounty is %s, want cancelled", b.Status)
	}
	if a := r.e.Accounts(tm); a.Refunded.Int().Int64() != 10 || a.Unspent.Int().Int64() != 10 || !a.Balanced {
		t.Fatalf("accounts %+v", a)
	}
}

func TestEngineNestedTeams(t *testing.T) {
	r := newRig(t)
	until := r.clock.now.Add(5 * time.Minute)
	for id := uint64(1); id <= 5; id++ { // 1 ← 2 ← 3 ← 4 claimed; 5 open
		b := &chainindex.Bounty{}
		b.ID, b.Status, b.ParentID, b.Until, b.Amount = id, escrow.StatusClaimed, id-1, until, big.NewInt(int64(1000-100*id)) // each child leaves its parent 100 wei
		if id == 5 {
			b.Status, b.ParentID = escrow.StatusOpen, 0
		}
		r.chain.bounties[id] = b
	}
	r.chain.next = 5
	p := Plan{Tasks: []Task{task("a", "echo", "10 wei")}}
	for parent, want := range map[uint64]int{1: 1, 3: 3} {
		tm, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10), Plan: &p, ParentID: parent})
		if err != nil || tm.Nesting != want || !tm.Deadline.Equal(until) {
			t.Fatalf("parent %d: nesting %v, %v", parent, tm, err)
		}
		r.step(t, tm)
		if last := r.chain.posts[len(r.chain.posts)-1]; last.ParentID != parent || last.Deadline.After(until) {
			t.Fatalf("child of %d posted with parent %d deadline %s", parent, last.ParentID, last.Deadline)
		}
	}
	if _, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10), Plan: &p, ParentID: 4}); !errors.Is(err, ErrTooDeep) {
		t.Fatalf("a team 4 levels deep: %v", err)
	}
	if _, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: big.NewInt(10), Plan: &p, ParentID: 5}); !errors.Is(err, ErrBadPlan) {
		t.Fatalf("a team for an unclaimed bounty: %v", err)
	}
}

func TestEngineRevisedPlan(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 30, Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("b", "echo", "10 wei", "a")}})
	r.step(t, tm)
	propose := func(id string, p Plan) {
		body, _ := json.Marshal(ProposalBody{ID: id, Plan: &p})
		r.e.hear(context.Background(), chat.Envelope{GroupID: tm.Room, TS: r.clock.now.UnixMilli(), SenderID: owner, State: chat.StateDiscussion, Type: TypeProposal, Content: string(body)})
	}
	propose("bad", Plan{Tasks: []Task{task("a", "echo", "10 wei", "c"), task("c", "echo", "10 wei", "a")}})
	if !r.said("revised plan bad not taken") || tm.Task("b") == nil || len(tm.Tasks) != 2 {
		t.Fatalf("a revision with a cycle was taken: %+v", tm.Tasks)
	}
	propose("good", Plan{Tasks: []Task{task("a", "echo", "10 wei"), task("c", "gofmt", "10 wei", "a"), task("d", "echo", "10 wei", "c")}})
	if tm.Task("b") != nil || tm.Task("d") == nil || tm.Task("a").Status != TaskHiring {
		t.Fatalf("revision not applied: %+v", tm.Tasks)
	}
}

func FuzzApply(f *testing.F) {
	f.Add("proposal", "execution", `{"id":"p","state":"conclusion"}`)
	f.Add("vote", "execution", `{"id":"p","yes":true}`)
	f.Add("proposal", "discussion", `{"id":"p","plan":{"tasks":[{"id":"a","skill":"echo","share":"1 wei"}]}}`)
	f.Fuzz(func(t *testing.T, typ, state, content string) {
		tm := convTeam()
		for _, from := range []string{m1, owner, m2, owner} {
			e := chat.Envelope{GroupID: tm.Room, SenderID: from, State: chat.State(state), Type: typ, Content: content}
			if d := Apply(tm, e, now0); d != nil && d.Proposal.State == "" && d.Proposal.Plan == nil {
				t.Fatalf("empty decision from %q", content)
			}
		}
		if len(tm.Proposals) > maxProposals {
			t.Fatalf("%d proposals kept", len(tm.Proposals))
		}
	})
}

func TestEngineAcceptedWithoutResult(t *testing.T) {
	r := newRig(t)
	tm := r.begin(t, 20, Plan{Tasks: []Task{task("a", "echo", "10 wei")}})
	r.step(t, tm)
	r.chain.claim(1, 1)
	r.chain.accept(1, `"x"`)
	r.chain.mu.Lock()
	j := r.chain.jobs[1]
	j.Result, j.Verdict, j.Stage = nil, "", escrow.StageDone // accepted by the review timeout, nothing delivered
	r.chain.jobs[1] = j
	r.chain.mu.Unlock()
	r.step(t, tm)
	r.step(t, tm)
	if a := tm.Task("a").Attempts; len(a) != 2 || !strings.Contains(a[0].Err, "without a result") || a[1].AgentID != 2 {
		t.Fatalf("attempts %+v", a)
	}
}

// A nested team's budget is capped by its parent bounty's reward, less what the parent's other
// children and its running teams hold: 0.04 ETH under a 0.02 ETH parent is refused, and so is a
// second team for more than the first one's budget left.
func TestEngineNestedBudgetCapped(t *testing.T) {
	r := newRig(t)
	eth := func(milli int64) *big.Int { return new(big.Int).Mul(big.NewInt(milli), big.NewInt(1e15)) }
	parent := &chainindex.Bounty{}
	parent.ID, parent.Status, parent.Amount, parent.Until = 1, escrow.StatusClaimed, eth(20), r.clock.now.Add(time.Hour)
	r.chain.bounties[1], r.chain.next = parent, 1
	p := Plan{Tasks: []Task{task("a", "echo", "0.01")}}
	_, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: eth(40), Plan: &p, ParentID: 1})
	if !errors.Is(err, ErrOverBudget) || !strings.Contains(err.Error(), "0.02 ETH") {
		t.Fatalf("0.04 ETH under a 0.02 ETH parent: %v", err)
	}
	tm, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: eth(15), Plan: &p, ParentID: 1})
	if err != nil {
		t.Fatal(err)
	}
	r.step(t, tm) // 0.01 ETH escrowed under the parent
	if _, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: eth(15), Plan: &p, ParentID: 1}); !errors.Is(err, ErrOverBudget) {
		t.Fatalf("a second team for more than the parent has left: %v", err)
	}
	if _, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: eth(10), Plan: &p, ParentID: 1}); !errors.Is(err, ErrOverBudget) {
		t.Fatalf("a second team for more than the running first one leaves (0.015 of 0.02 held): %v", err)
	}
	small := Plan{Tasks: []Task{task("a", "echo", "0.005")}}
	if _, err := r.e.Begin(context.Background(), StartRequest{Goal: "g", Budget: eth(5), Plan: &small, ParentID: 1}); err != nil {
		t.Fatalf("a second team within what is left: %v", err)
	}
}
