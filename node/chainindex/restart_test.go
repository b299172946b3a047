package chainindex

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/deploy"
)

// views dumps every agent, bounty and reputation of ix as JSON, for before/after comparisons.
func views(t *testing.T, ix *Index) string {
	t.Helper()
	bs, err := ix.Bounties(Filter{})
	if err != nil {
		t.Fatal(err)
	}
	out := jsonOf(t, bs)
	for id := uint64(1); ; id++ {
		a, err := ix.Agent(id)
		if isNotFound(err) {
			break
		}
		r, _ := ix.Reputation(id)
		out += jsonOf(t, a) + jsonOf(t, r)
	}
	return out
}

// reopen opens the index stored in dir, syncs it and returns it with its store.
func reopen(t *testing.T, m *market, dir string, cfg Config) (*Index, *badger.DB) {
	t.Helper()
	db, err := OpenDB(dir)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := New(cfg, db, m.rpc, m.d)
	if err != nil {
		t.Fatal(err)
	}
	if err := ix.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	m.sync(ix)
	return ix, db
}

func TestIndexRestartFromPersistedCursor(t *testing.T) {
	m := newMarket(t)
	s := runScenario(t, m)
	dir := t.TempDir()
	cfg := testConfig()
	cfg.BatchBlocks = 7 // many batches, each committed with its cursor

	ix, db := reopen(t, m, dir, cfg)
	before := views(t, ix)
	head, _ := ix.Head()
	ix.Close()
	db.Close()

	// Reopened with no new blocks: nothing changes, nothing is counted twice.
	ix, db = reopen(t, m, dir, cfg)
	if got := views(t, ix); got != before {
		t.Fatalf("views changed across a restart:\n%s\n%s", before, got)
	}
	if h, _ := ix.Head(); h != head {
		t.Fatalf("head %v after restart, was %v", h, head)
	}
	ix.Close()
	db.Close()

	// New events while the node was down, then a restart: indexed once, matching the chain.
	ctx := context.Background()
	id := m.post(s.req, 1e9, common.Address{}, 0, 0, time.Hour)
	ok(t)(s.workerB.esc.Claim(ctx, id, s.agentB))
	ok(t)(s.workerB.esc.Submit(ctx, id, crypto.Keccak256Hash([]byte("late"))))
	ok(t)(s.req.esc.Accept(ctx, id))
	ix, db = reopen(t, m, dir, cfg)
	checkAgainstChain(t, m, ix, s.req)

	// A views rebuild interrupted by a crash is redone at the next start.
	before = views(t, ix)
	ix.Close()
	err := db.Update(func(txn *badger.Txn) error {
		if err := txn.Set(ix.k.s(kDirty), nil); err != nil {
			return err
		}
		return txn.Delete(ix.k.s(pBounty, be64(id))) // as if the rebuild stopped half-way
	})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	ix, db = reopen(t, m, dir, cfg)
	defer db.Close()
	defer ix.Close()
	if got := views(t, ix); got != before {
		t.Fatalf("views after an interrupted rebuild differ:\n%s\n%s", before, got)
	}
}

func TestIndexConfirmationsHoldBackNewBlocks(t *testing.T) {
	m := newMarket(t)
	req := m.party(1)
	cfg := testConfig()
	cfg.Confirmations = 3
	ix, _ := m.openIndex("", cfg)
	id := m.post(req, 1e9, common.Address{}, 0, 0, time.Hour)
	head := m.sync(ix)
	latest, _ := m.rpc.BlockNumber(context.Background())
	if head != latest-3 {
		t.Fatalf("head %d with chain at %d and 3 confirmations", head, latest)
	}
	if _, err := ix.Bounty(id); !isNotFound(err) {
		t.Fatalf("bounty in an unconfirmed block indexed: %v", err)
	}
	for i := 0; i < 2; i++ {
		m.call(nil, "evm_mine")
	}
	m.sync(ix)
	if _, err := ix.Bounty(id); !isNotFound(err) {
		t.Fatalf("bounty with 2 of 3 confirmations indexed: %v", err)
	}
	m.call(nil, "evm_mine")
	if head := m.sync(ix); head != latest {
		t.Fatalf("head %d, want %d", head, latest)
	}
	if _, err := ix.Bounty(id); err != nil {
		t.Fatalf("bounty with 3 confirmations: %v", err)
	}
}

func TestIndexSubscribeFollowsTheChain(t *testing.T) {
	ctx := context.Background()
	m := newMarket(t)
	req, w := m.party(1), m.party(2)
	agent := m.register(w, 200)
	ix, _ := m.openIndex("", testConfig())
	m.sync(ix) // the registration is indexed before subscribing
	if err := ix.Start(ctx); err != nil {
		t.Fatal(err)
	}
	events, cancel := ix.Subscribe()
	id := m.post(req, 1e9, common.Address{}, 0, 0, time.Hour)
	ok(t)(w.esc.Claim(ctx, id, agent))
	ok(t)(w.esc.Submit(ctx, id, crypto.Keccak256Hash([]byte("done"))))
	want := []string{EventBountyPosted, EventBountyClaimed, EventBountySubmitted}
	var got []Event
	timeout := time.After(10 * time.Second)
	for len(got) < len(want) {
		select {
		case ev := <-events:
			got = append(got, ev)
		case <-timeout:
			t.Fatalf("events so far: %+v", got)
		}
	}
	for i, ev := range got {
		if ev.Name != want[i] || ev.BountyID != id || ev.Removed || ev.Contract != deploy.NameBountyEscrow {
			t.Errorf("event %d: %+v, want %s of bounty %d", i, ev, want[i], id)
		}
		if i > 0 && (ev.Block < got[i-1].Block || (ev.Block == got[i-1].Block && ev.LogIndex <= got[i-1].LogIndex)) {
			t.Errorf("events out of order: %d after %d", ev.Block, got[i-1].Block)
		}
	}
	if got[1].AgentID != agent {
		t.Errorf("claim event agent %d, want %d", got[1].AgentID, agent)
	}
	// The index answers as soon as the event arrived.
	if b, err := ix.Bounty(id); err != nil || b.ResultHash != crypto.Keccak256Hash([]byte("done")) {
		t.Errorf("bounty after its Submitted event: %+v %v", b, err)
	}
	cancel()
	drained(t, events)
	// Resuming from a block: the stored events from there, then the live ones, no gap.
	resumed, cancelResumed, err := ix.SubscribeFrom(got[1].Block)
	if err != nil {
		t.Fatal(err)
	}
	defer cancelResumed()
	ok(t)(req.esc.Accept(ctx, id))
	want = []string{EventBountyClaimed, EventBountySubmitted, EventBountyAccepted, EventOutcomeRecorded}
	for i := 0; i < len(want); i++ {
		select {
		case ev := <-resumed:
			if ev.Name != want[i] {
				t.Fatalf("resumed event %d: %s, want %s", i, ev.Name, want[i])
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("resumed subscription: %d events of %v", i, want)
		}
	}

	// Close ends the other subscriptions and refuses further syncs.
	other, _ := ix.Subscribe()
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	drained(t, other)
	if _, err := ix.Sync(ctx); !errors.Is(err, ErrClosed) {
		t.Errorf("Sync after Close: %v", err)
	}
}

// drained fails unless ch is closed (after at most the events already in flight).
func drained(t *testing.T, ch <-chan Event) {
	t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case _, open := <-ch:
			if !open {
				return
			}
		case <-timeout:
			t.Fatal("subscription channel not closed")
		}
	}
}

// TestIndexSplitsBatchesTooBigForOneTransaction indexes into a store whose transactions hold
// only a few events: batches are halved until they fit, with the same result.
func TestIndexSplitsBatchesTooBigForOneTransaction(t *testing.T) {
	m := newMarket(t)
	s := runScenario(t, m)
	db, err := badger.Open(badger.DefaultOptions(t.TempDir()).WithLogger(nil).WithMemTableSize(64 << 10).WithValueThreshold(256))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ix, err := New(testConfig(), db, m.rpc, m.d)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if err := ix.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	m.sync(ix)
	checkAgainstChain(t, m, ix, s.req)
}
