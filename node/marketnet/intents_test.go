package marketnet_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/test/harness"
)

// joinIntents makes one node's Intents on host h's gossip.
func joinIntents(t testing.TB, ps *pubsub.PubSub, self peer.ID, cfg marketnet.Config, chainID uint64, esc common.Address, k *identity.Key,
	bounty marketnet.Lookup, owner marketnet.AgentOwner, edit func(*marketnet.IntentDeps)) *marketnet.Intents {
	t.Helper()
	topic, err := ps.Join(marketnet.IntentTopic)
	if err != nil {
		t.Fatal(err)
	}
	d := marketnet.IntentDeps{ChainID: chainID, Escrow: esc, Key: k, Topic: topic, Self: self, Bounty: bounty, Owner: owner}
	if edit != nil {
		edit(&d)
	}
	x, err := marketnet.NewIntents(cfg, d)
	if err != nil {
		t.Fatal(err)
	}
	if err := ps.RegisterTopicValidator(marketnet.IntentTopic, x.Validate); err != nil {
		t.Fatal(err)
	}
	sub, err := topic.Subscribe()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go x.Watch(ctx, sub)
	return x
}

// The intent validator against a real chain index: the agent's owner's intent is kept; a
// stranger signing for the agent, another escrow, garbage and a stale intent are rejected; a
// replay is ignored; an intent for a bounty the index shows claimed is ignored; a flooding peer
// is cut at its rate.
func TestIntentValidation(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	ix, lookup := newIndex(t, m)
	owner := func(id uint64) (common.Address, bool, error) {
		a, err := ix.Agent(id)
		if errors.Is(err, chainindex.ErrNotFound) {
			return common.Address{}, false, nil
		}
		return a.Owner, err == nil, err
	}
	h := newHost(t)
	ps, err := pubsub.NewGossipSub(ctx, h)
	if err != nil {
		t.Fatal(err)
	}
	cfg := marketnet.DefaultConfig()
	esc := m.Requester.Esc.Address()
	x := joinIntents(t, ps, h.ID(), cfg, m.Anvil.ChainID, esc, m.Requester.Key, lookup, owner, nil)
	id, _, err := m.Requester.Esc.Post(ctx, escrow.PostParams{Amount: harness.Eth(1), SpecHash: common.Hash{1}, Deadline: time.Now().Add(time.Hour), ReviewWindow: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ix.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	stranger, _ := identity.GenerateKey()
	intent := func(k *identity.Key, bounty uint64, escAt common.Address, at time.Time) []byte {
		in := escrow.Intent{ChainID: m.Anvil.ChainID, Escrow: escAt, BountyID: bounty, AgentID: m.AgentID}
		if err := in.Sign(k, at); err != nil {
			t.Fatal(err)
		}
		b, _ := in.Encode()
		return b
	}
	var n int
	msg := func(data []byte) *pubsub.Message {
		n++
		return &pubsub.Message{Message: &pb.Message{Data: data}, ReceivedFrom: peer.ID(rune('a' + n))}
	}
	good := intent(m.Worker.Key, id, esc, time.Now())
	for _, c := range []struct {
		name string
		data []byte
		want pubsub.ValidationResult
	}{
		{"the agent's owner", good, pubsub.ValidationAccept},
		{"a replay", good, pubsub.ValidationIgnore},
		// Not the owner in this node's index, which may lag the chain: ignored, never penalised.
		{"signed by a stranger", intent(stranger, id, esc, time.Now()), pubsub.ValidationIgnore},
		// Another deployment's, and stale by this node's clock: ignored (see verdict).
		{"another escrow", intent(m.Worker.Key, id, common.Address{9}, time.Now()), pubsub.ValidationIgnore},
		{"stale", intent(m.Worker.Key, id, esc, time.Now().Add(-time.Minute)), pubsub.ValidationIgnore},
		{"garbage", []byte(`{"chainId":`), pubsub.ValidationReject},
		{"a bounty the index does not know yet", intent(m.Worker.Key, id+1, esc, time.Now()), pubsub.ValidationAccept},
	} {
		if got := x.Validate(ctx, "", msg(c.data)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	if _, err := m.Worker.Esc.Claim(ctx, id, m.AgentID); err != nil {
		t.Fatal(err)
	}
	if _, err := ix.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if got := x.Validate(ctx, "", msg(intent(m.Worker.Key, id, esc, time.Now().Add(time.Millisecond)))); got != pubsub.ValidationIgnore {
		t.Errorf("intent for a claimed bounty: %v", got)
	}
	st := x.Stats()
	if st.Accepted != 2 || st.Stale != 1 || st.NotOwner != 1 || st.Bad != 3 || st.Closed != 1 {
		t.Fatalf("counts %+v", st)
	}
	flooder := peer.ID("flooder")
	for i := range cfg.IntentBurst + 5 {
		got := x.Validate(ctx, "", &pubsub.Message{Message: &pb.Message{Data: []byte("x")}, ReceivedFrom: flooder})
		if i >= cfg.IntentBurst && got != pubsub.ValidationIgnore {
			t.Fatalf("intent %d from a flooding peer: %v", i, got)
		}
	}
	if st := x.Stats(); st.RateLimited != 5 {
		t.Fatalf("rate limited %d", st.RateLimited)
	}
}

// intentWorld is n workers' Intents on a mocknet gossip mesh, with a bounty table the test
// moves (the chain index's view) and every worker owning agent i+1. edit, if set, completes
// worker i's deps (its view of the rivals, its Heard).
type intentWorld struct {
	mu     sync.Mutex
	status map[uint64]escrow.Status
	xs     []*marketnet.Intents
	keys   []*identity.Key
}

func newIntentWorld(t *testing.T, n int, cfg marketnet.Config, edit func(i int, keys []*identity.Key, d *marketnet.IntentDeps)) *intentWorld {
	t.Helper()
	ctx := context.Background()
	mn, err := mocknet.FullMeshConnected(n)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = mn.Close() })
	w := &intentWorld{status: map[uint64]escrow.Status{}}
	for range n {
		k, _ := identity.GenerateKey()
		w.keys = append(w.keys, k)
	}
	lookup := func(id uint64) (marketnet.BountyInfo, bool, error) {
		w.mu.Lock()
		defer w.mu.Unlock()
		s, ok := w.status[id]
		return marketnet.BountyInfo{Status: s}, ok, nil
	}
	owner := func(id uint64) (common.Address, bool, error) {
		if id == 0 || id > uint64(n) {
			return common.Address{}, false, nil
		}
		return w.keys[id-1].Address(), true, nil
	}
	var topics []*pubsub.PubSub
	for i, h := range mn.Hosts() {
		ps, err := pubsub.NewGossipSub(ctx, h)
		if err != nil {
			t.Fatal(err)
		}
		topics = append(topics, ps)
		var e func(*marketnet.IntentDeps)
		if edit != nil {
			e = func(d *marketnet.IntentDeps) { edit(i, w.keys, d) }
		}
		w.xs = append(w.xs, joinIntents(t, ps, h.ID(), cfg, 31337, common.Address{7}, w.keys[i], lookup, owner, e))
	}
	end := time.Now().Add(10 * time.Second)
	for _, ps := range topics {
		for len(ps.ListPeers(marketnet.IntentTopic)) < n-1 {
			if time.Now().After(end) {
				t.Fatal("intent mesh not formed")
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	// Subscriptions are known before the first heartbeat builds the mesh (1 s); a node's
	// meshes are long built when bounties come, so the test waits for one too.
	time.Sleep(1500 * time.Millisecond)
	return w
}

func (w *intentWorld) set(id uint64, s escrow.Status) {
	w.mu.Lock()
	w.status[id] = s
	w.mu.Unlock()
}

// outcome is what one worker's Wait returned, and when.
type outcome struct {
	worker int
	err    error
	after  time.Duration
}

// race has every worker intend bounty id at once and wait; outcomes arrive as they return.
func (w *intentWorld) race(t *testing.T, id uint64, onTurn func(worker int, turn escrow.Turn)) <-chan outcome {
	t.Helper()
	out := make(chan outcome, len(w.xs))
	start := time.Now()
	for i, x := range w.xs {
		turn, err := x.Intend(context.Background(), escrow.Bounty{ID: id}, uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			err := turn.Wait(ctx, "echo")
			if err == nil && onTurn != nil {
				onTurn(i, turn)
			}
			out <- outcome{worker: i, err: err, after: time.Since(start)}
		}()
	}
	return out
}

// Five workers intend the same bounty: the one with the best draw gets its turn after the
// window; when its claim shows in the index, every other one stops with ErrTaken.
func TestIntentsOneTurnThenTaken(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.IntentFallback = 5 * time.Second
	w := newIntentWorld(t, 5, cfg, nil)
	w.set(1, escrow.StatusOpen)
	out := w.race(t, 1, func(int, escrow.Turn) { w.set(1, escrow.StatusClaimed) })
	first := <-out
	if first.err != nil || first.after > time.Second {
		t.Fatalf("first outcome %+v", first)
	}
	best := 0
	for i := range w.keys {
		a, b := escrow.Intent{BountyID: 1, Worker: w.keys[i].Address()}, escrow.Intent{BountyID: 1, Worker: w.keys[best].Address()}
		if a.Rank().Cmp(b.Rank()) < 0 {
			best = i
		}
	}
	if first.worker != best {
		t.Fatalf("worker %d got the turn, the best draw is worker %d's", first.worker, best)
	}
	for range 4 {
		o := <-out
		if !errors.Is(o.err, escrow.ErrTaken) || o.after > 2*time.Second {
			t.Fatalf("worker %d: %v after %s, want ErrTaken before the fallback", o.worker, o.err, o.after)
		}
	}
}

// The first in line never claims: the second gets its turn one fallback later, and no other
// before that. A worker that withdraws lets the next go at once.
func TestIntentsFallbackAndWithdraw(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.IntentFallback = time.Second
	w := newIntentWorld(t, 3, cfg, nil)
	w.set(2, escrow.StatusOpen)
	var turns []outcome
	out := w.race(t, 2, nil) // nobody claims: each goes in turn
	for range 3 {
		turns = append(turns, <-out)
	}
	for i, o := range turns {
		if o.err != nil {
			t.Fatalf("worker %d: %v", o.worker, o.err)
		}
		lo, hi := time.Duration(i)*cfg.IntentFallback, time.Duration(i)*cfg.IntentFallback+700*time.Millisecond
		if o.after < lo || o.after > hi {
			t.Fatalf("turn %d (worker %d) after %s, want within [%s, %s]", i, o.worker, o.after, lo, hi)
		}
	}

	w.set(3, escrow.StatusOpen)
	out = w.race(t, 3, func(_ int, turn escrow.Turn) { turn.Withdraw() }) // each refuses at its turn
	var last time.Duration
	for range 3 {
		o := <-out
		if o.err != nil {
			t.Fatalf("worker %d: %v", o.worker, o.err)
		}
		last = o.after
	}
	if last > cfg.IntentFallback {
		t.Fatalf("three withdrawals took %s: the next did not go at once", last)
	}
}
