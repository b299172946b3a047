package marketnet_test

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
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
// moves (the chain index's view), every worker owning agent i+1, and one driven clock for all
// (it stands still until the test moves it). edit, if set, completes worker i's deps (its view
// of the rivals, its Heard).
type intentWorld struct {
	mu      sync.Mutex
	status  map[uint64]escrow.Status
	lookups []atomic.Int64 // bounty reads by worker i's node (its validator and its turns)
	clock   drivenClock
	xs      []*marketnet.Intents
	keys    []*identity.Key
}

// drivenClock is a clock that moves only when the test sets it.
type drivenClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *drivenClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *drivenClock) Set(now time.Time) {
	c.mu.Lock()
	c.now = now
	c.mu.Unlock()
}

func newIntentWorld(t *testing.T, n int, cfg marketnet.Config, edit func(i int, keys []*identity.Key, d *marketnet.IntentDeps)) *intentWorld {
	t.Helper()
	ctx := context.Background()
	mn, err := mocknet.FullMeshConnected(n)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = mn.Close() })
	w := &intentWorld{status: map[uint64]escrow.Status{}, lookups: make([]atomic.Int64, n)}
	w.clock.Set(time.Now())
	for range n {
		k, _ := identity.GenerateKey()
		w.keys = append(w.keys, k)
	}
	owner := func(id uint64) (common.Address, bool, error) {
		if id == 0 || id > uint64(n) {
			return common.Address{}, false, nil
		}
		return w.keys[id-1].Address(), true, nil
	}
	var tracers []*meshTracer
	for i, h := range mn.Hosts() {
		tr := newMeshTracer()
		tracers = append(tracers, tr)
		ps, err := pubsub.NewGossipSub(ctx, h, pubsub.WithRawTracer(tr))
		if err != nil {
			t.Fatal(err)
		}
		lookup := func(id uint64) (marketnet.BountyInfo, bool, error) {
			w.lookups[i].Add(1)
			w.mu.Lock()
			defer w.mu.Unlock()
			s, ok := w.status[id]
			return marketnet.BountyInfo{Status: s}, ok, nil
		}
		e := func(d *marketnet.IntentDeps) {
			d.Now = w.clock.Now
			if edit != nil {
				edit(i, w.keys, d)
			}
		}
		w.xs = append(w.xs, joinIntents(t, ps, h.ID(), cfg, 31337, common.Address{7}, w.keys[i], lookup, owner, e))
	}
	// A node's meshes are long built when bounties come (the first heartbeat builds them).
	waitMesh(t, tracers, marketnet.IntentTopic, n-1)
	return w
}

func (w *intentWorld) set(id uint64, s escrow.Status) {
	w.mu.Lock()
	w.status[id] = s
	w.mu.Unlock()
}

// start sets the driven clock to the wall clock (which the validators' freshness check reads),
// or leaves it where it is when that is later, and returns it: the time a bounty's intents are
// issued at.
func (w *intentWorld) start() time.Time {
	now := max(time.Now().UnixNano(), w.clock.Now().UnixNano())
	w.clock.Set(time.Unix(0, now))
	return w.clock.Now()
}

// words is how many words (intents and withdrawals) from other nodes worker i's validator has
// taken in: accepted, or ignored as not newer than that worker's latest (an intent its
// withdrawal overtook).
func (w *intentWorld) words(i int) int64 {
	st := w.xs[i].Stats()
	return st.Accepted + st.Stale
}

// waitWords waits until each of workers (all when none is named) has taken in n words from
// other nodes; the deadline only bounds a broken run.
func (w *intentWorld) waitWords(t *testing.T, n int64, workers ...int) {
	t.Helper()
	if len(workers) == 0 {
		for i := range w.xs {
			workers = append(workers, i)
		}
	}
	end := time.Now().Add(30 * time.Second)
	for _, i := range workers {
		for w.words(i) < n {
			if time.Now().After(end) {
				t.Fatalf("worker %d took in %d words, want %d: %+v", i, w.words(i), n, w.xs[i].Stats())
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// intendAll has every worker intend bounty id, at the driven clock's time.
func (w *intentWorld) intendAll(t *testing.T, id uint64) []escrow.Turn {
	t.Helper()
	var turns []escrow.Turn
	for i, x := range w.xs {
		turn, err := x.Intend(context.Background(), escrow.Bounty{ID: id}, uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		turns = append(turns, turn)
	}
	return turns
}

// outcome is what one worker's Wait returned.
type outcome struct {
	worker int
	err    error
}

// race has every worker intend bounty id at once and wait; outcomes arrive as they return.
func (w *intentWorld) race(t *testing.T, id uint64, onTurn func(worker int, turn escrow.Turn)) <-chan outcome {
	t.Helper()
	out := make(chan outcome, len(w.xs))
	for i, turn := range w.intendAll(t, id) {
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			err := turn.Wait(ctx, "echo")
			if err == nil && onTurn != nil {
				onTurn(i, turn)
			}
			out <- outcome{worker: i, err: err}
		}()
	}
	return out
}

// ranked is the workers in the order of their draws for bounty id (escrow.Before orders the
// intents of one window by it).
func ranked(keys []*identity.Key, id uint64) []int {
	order := make([]int, len(keys))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		da, db := escrow.Draw(id, keys[a].Address()), escrow.Draw(id, keys[b].Address())
		return bytes.Compare(da[:], db[:])
	})
	return order
}

// Five workers intend the same bounty at once: the one with the best draw gets its turn at the
// decision (the window and the slack after the intents; the clock stands there); when its claim
// shows in the index, every other one stops with ErrTaken, before its fallback (the clock
// never reaches it).
func TestIntentsOneTurnThenTaken(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.IntentFallback = 5 * time.Second
	w := newIntentWorld(t, 5, cfg, nil)
	w.set(1, escrow.StatusOpen)
	t0 := w.start()
	out := w.race(t, 1, func(int, escrow.Turn) { w.set(1, escrow.StatusClaimed) })
	w.waitWords(t, 4) // every worker has every other's intent
	w.clock.Set(t0.Add(marketnet.IntentWindow + cfg.IntentSlack))
	first := <-out
	if best := ranked(w.keys, 1)[0]; first.err != nil || first.worker != best {
		t.Fatalf("first outcome %+v at the decision, the best draw is worker %d's", first, best)
	}
	for range 4 {
		if o := <-out; !errors.Is(o.err, escrow.ErrTaken) {
			t.Fatalf("worker %d: %v, want ErrTaken before the fallback", o.worker, o.err)
		}
	}
}

// turnAt steps turn (marketnet.Step, as Wait does at each wake) at at-1ms and at at: it must
// not be done at the first and done at the second; it returns the second's error.
func turnAt(t *testing.T, w *intentWorld, turn escrow.Turn, at time.Time) error {
	t.Helper()
	ctx := context.Background()
	w.clock.Set(at.Add(-time.Millisecond))
	if done, _, err := marketnet.Step(ctx, turn, at.Add(-time.Millisecond)); done {
		t.Fatalf("turn a millisecond before %s (%v)", at, err)
	}
	w.clock.Set(at)
	done, next, err := marketnet.Step(ctx, turn, at)
	if !done {
		t.Fatalf("no turn at %s: next decision %s", at, next)
	}
	return err
}

// The first in line never claims: the second gets its turn one fallback after the decision,
// the third two, and none a millisecond earlier. A worker that withdraws lets the next go at
// the decision itself.
func TestIntentsFallbackAndWithdraw(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.IntentFallback = time.Second
	w := newIntentWorld(t, 3, cfg, nil)
	w.set(2, escrow.StatusOpen)
	t0 := w.start()
	turns := w.intendAll(t, 2) // nobody claims: each goes in turn
	w.waitWords(t, 2)
	decide := t0.Add(marketnet.IntentWindow + cfg.IntentSlack)
	for i, worker := range ranked(w.keys, 2) {
		if err := turnAt(t, w, turns[worker], decide.Add(time.Duration(i)*cfg.IntentFallback)); err != nil {
			t.Fatalf("turn %d (worker %d): %v", i, worker, err)
		}
	}

	w.set(3, escrow.StatusOpen)
	t0 = w.start()
	turns = w.intendAll(t, 3)
	w.waitWords(t, 4)
	decide = t0.Add(marketnet.IntentWindow + cfg.IntentSlack)
	order := ranked(w.keys, 3)
	for i, worker := range order { // each refuses at its turn
		if err := turnAt(t, w, turns[worker], decide); err != nil {
			t.Fatalf("turn %d (worker %d): %v", i, worker, err)
		}
		turns[worker].Withdraw()
		if i+1 < len(order) {
			w.waitWords(t, int64(4+i+1), order[i+1]) // the next has every withdrawal so far
		}
	}
}
