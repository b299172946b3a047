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
