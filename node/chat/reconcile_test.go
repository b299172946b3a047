package chat

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/metrics"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// waitNoPeers waits until n sees no peer in room.
func waitNoPeers(t *testing.T, room string, n *node) {
	t.Helper()
	waitFor(t, "the peer gone from the topic", func() bool {
		ps, err := n.svc.Peers(room)
		return err == nil && len(ps) == 0
	})
}

// Two members are disconnected, one posts, they reconnect: the other has the message within a
// bounded time, from catch-up (not gossip: the cut lasts longer than the router's gossip
// history), without joining the room again. The periodic round is far off (2 min): the peer
// coming back is what triggers it.
func TestReconnectedPeerCatchesUp(t *testing.T) {
	const room = "team"
	a, b := newNode(t, nil), newNode(t, nil)
	connect(t, a.h, b.h)
	joinAll(t, room, a, b)
	waitPeers(t, room, 1, a, b)
	meshSettle()
	postN(t, a, room, 1, "before the cut")
	waitFor(t, "b stores the first", func() bool { return historyLen(t, b, room) == 1 })

	if err := a.h.Network().ClosePeer(b.h.ID()); err != nil {
		t.Fatal(err)
	}
	waitNoPeers(t, room, a)
	waitNoPeers(t, room, b)
	postN(t, a, room, 2, "during the cut")
	time.Sleep(4 * time.Second) // past gossipsub's gossip history (3 heartbeats)
	if got := historyLen(t, b, room); got != 1 {
		t.Fatalf("b holds %d during the cut, want 1", got)
	}
	synced := b.svc.Stats().Synced

	connect(t, b.h, a.h)
	waitWithin(t, 10*time.Second, "b catches up after the reconnect", func() bool { return historyLen(t, b, room) == 3 })
	if got := b.svc.Stats().Synced - synced; got != 2 {
		t.Fatalf("b synced %d envelopes after the reconnect, want 2", got)
	}
	if rooms := b.svc.Rooms(); len(rooms) != 1 || rooms[0] != room {
		t.Fatalf("b's rooms = %v", rooms)
	}
}

// A message a peer learned late, with a ts before this node's cursor with that peer (here: b
// fetches it from c, which posted it while alone, after a already synced with b), is out of
// the cursor's reach; Reconcile finds it by digest, though a never talks to c.
func TestReconcileFindsWhatAPeerLearnedLate(t *testing.T) {
	const room = "team"
	noOverlap := func(c *Config) { c.SyncOverlap = 0 }
	a, b, c := newNode(t, noOverlap), newNode(t, noOverlap), newNode(t, noOverlap)
	joinAll(t, room, a, b, c)
	late := signed(t, c.key, room, "said while alone", time.Now().Add(-10*time.Second))
	id, _ := late.ID()
	if _, err := c.svc.store.Put(room, late.TS, id, wire(t, late)); err != nil {
		t.Fatal(err)
	}
	connect(t, a.h, b.h)
	waitFor(t, "a's first catch-up with b", func() bool {
		cur, ok, _ := a.svc.store.Cursor(room, b.h.ID().String())
		return ok && cur > late.TS
	})
	connect(t, b.h, c.h)
	waitFor(t, "b fetches c's message", func() bool { return historyLen(t, b, room) == 1 })
	if a.h.Network().Connectedness(c.h.ID()) == network.Connected {
		t.Fatal("a is connected to c")
	}

	ctx := context.Background()
	if n, err := a.svc.CatchUp(ctx, room, b.h.ID()); err != nil || n != 0 || historyLen(t, a, room) != 0 {
		t.Fatalf("catch up from the cursor: %d new, %v, history %d; want nothing", n, err, historyLen(t, a, room))
	}
	n, err := a.svc.Reconcile(ctx, room, b.h.ID())
	if err != nil || n != 1 {
		t.Fatalf("reconcile: %d new, %v; want 1", n, err)
	}
	h, err := a.svc.History(room, 0, 10)
	if err != nil || len(h) != 1 || h[0].Content != late.Content {
		t.Fatalf("a's history = %v, %v", h, err)
	}
	// Now that both hold the same, another round brings nothing.
	if n, err := a.svc.Reconcile(ctx, room, b.h.ID()); err != nil || n != 0 {
		t.Fatalf("second reconcile: %d new, %v", n, err)
	}
}

// syncMeter counts the bytes of catch-up streams a host sends and receives.
type syncMeter struct {
	*metrics.BandwidthCounter
	sent, recv atomic.Int64
}

func (m *syncMeter) LogSentMessageStream(n int64, p protocol.ID, id peer.ID) {
	if p == SyncProtocol {
		m.sent.Add(n)
	}
	m.BandwidthCounter.LogSentMessageStream(n, p, id)
}

func (m *syncMeter) LogRecvMessageStream(n int64, p protocol.ID, id peer.ID) {
	if p == SyncProtocol {
		m.recv.Add(n)
	}
	m.BandwidthCounter.LogRecvMessageStream(n, p, id)
}

func meteredHost(t testing.TB) (host.Host, *syncMeter) {
	t.Helper()
	m := &syncMeter{BandwidthCounter: metrics.NewBandwidthCounter()}
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay(), libp2p.BandwidthReporter(m))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h, m
}

// idleRoundBytes bounds what one reconciliation of a room where nothing is missing puts on
// the catch-up protocol, both directions: a request frame (at most maxSyncRequest) and the
// protocol negotiation; the answer carries no envelope.
const idleRoundBytes = maxSyncRequest + 128

// In an idle room with history (200 envelopes both hold), reconciling every 100 ms costs no
// more than idleRoundBytes a round, and no envelope crosses.
func TestIdleReconcileIsBounded(t *testing.T) {
	const room = "team"
	fast := func(c *Config) { c.SyncInterval = 100 * time.Millisecond }
	ha, ma := meteredHost(t)
	hb, _ := meteredHost(t)
	a, b := newNodeWith(t, ha, openMemDB(t), fast), newNodeWith(t, hb, openMemDB(t), fast)
	now := time.Now()
	for _, raw := range signedMany(t, []*identity.Key{a.key, b.key}, room, 200, 100, func(i int) time.Time {
		return now.Add(-time.Duration(200-i) * time.Minute)
	}) {
		e, err := Decode(raw, 1<<16)
		if err != nil {
			t.Fatal(err)
		}
		id, _ := e.ID()
		for _, n := range []*node{a, b} {
			if _, err := n.svc.store.Put(room, e.TS, id, raw); err != nil {
				t.Fatal(err)
			}
		}
	}
	joinAll(t, room, a, b)
	connect(t, a.h, b.h)
	waitPeers(t, room, 1, a, b)
	waitFor(t, "the joins' exchanges", func() bool { return a.svc.Stats().Reconciled >= 2 && b.svc.Stats().Reconciled >= 2 })

	rounds0 := a.svc.Stats().Reconciled + b.svc.Stats().Reconciled
	bytes0 := ma.sent.Load() + ma.recv.Load()
	waitWithin(t, 20*time.Second, "20 more rounds", func() bool {
		return a.svc.Stats().Reconciled+b.svc.Stats().Reconciled >= rounds0+20
	})
	time.Sleep(200 * time.Millisecond) // let a round in flight finish: it is counted below
	rounds := a.svc.Stats().Reconciled + b.svc.Stats().Reconciled - rounds0
	spent := ma.sent.Load() + ma.recv.Load() - bytes0 // a's side sees every exchange of the pair
	t.Logf("%d rounds, %d bytes on %s: %d a round", rounds, spent, SyncProtocol, spent/int64(rounds))
	if spent > int64(rounds+1)*idleRoundBytes {
		t.Fatalf("%d rounds cost %d bytes, bound %d a round", rounds, spent, idleRoundBytes)
	}
	for _, n := range []*node{a, b} {
		if st := n.svc.Stats(); st.Synced != 0 || historyLen(t, n, room) != 200 {
			t.Fatalf("synced %d, history %d; want 0 and 200", st.Synced, historyLen(t, n, room))
		}
	}
}

// A peer that disconnects and reconnects six times in a row makes this node ask it at most
// once per joinCooldown: once at once, once more when the cooldown ends (the last join is
// served, not dropped).
func TestFlappingPeerIsServedOncePerCooldown(t *testing.T) {
	const room = "team"
	a, b := newNode(t, nil), newNode(t, nil)
	joinAll(t, room, a, b)
	connect(t, a.h, b.h)
	waitFor(t, "a serves b's first join", func() bool { return a.svc.Stats().Reconciled == 1 })
	time.Sleep(joinCooldown)

	before := a.svc.Stats().Reconciled
	start := time.Now()
	for range 6 {
		if err := a.h.Network().ClosePeer(b.h.ID()); err != nil {
			t.Fatal(err)
		}
		// Both routers see the peer gone before it comes back: a router that finds its
		// peer reconnected first backs off from it (up to seconds), which is not under test.
		waitNoPeers(t, room, a)
		waitNoPeers(t, room, b)
		connect(t, b.h, a.h)
		waitPeers(t, room, 1, a, b)
	}
	flap := time.Since(start)
	waitWithin(t, 2*joinCooldown+5*time.Second, "the deferred join served", func() bool {
		return a.svc.Stats().Reconciled-before >= 2
	})
	time.Sleep(joinCooldown + 500*time.Millisecond)
	most := uint64(flap/joinCooldown) + 2
	got := a.svc.Stats().Reconciled - before
	t.Logf("6 reconnections in %v served %d times", flap, got)
	if got < 2 || got > most {
		t.Fatalf("6 reconnections in %v served %d times, want 2 to %d", flap, got, most)
	}
}

// A peer whose digest shows it holds more than this node (here b, answering a's
// reconciliation) reconciles with it in turn: the gap closes both ways without waiting for the
// periodic round (2 min here).
func TestDigestShowingMoreTriggersReconcile(t *testing.T) {
	const room = "team"
	a, b := newNode(t, nil), newNode(t, nil)
	joinAll(t, room, a, b)
	connect(t, a.h, b.h)
	waitFor(t, "the joins served", func() bool { return a.svc.Stats().Reconciled == 1 && b.svc.Stats().Reconciled == 1 })
	putSigned(t, room, 1, time.Now().Add(-time.Minute), a.svc.store) // a has it, never gossiped
	if n, err := a.svc.Reconcile(context.Background(), room, b.h.ID()); err != nil || n != 0 {
		t.Fatalf("a's reconcile: %d new, %v", n, err)
	}
	waitWithin(t, joinCooldown+5*time.Second, "b fetches what a's digest showed", func() bool { return historyLen(t, b, room) == 1 })
	if st := b.svc.Stats(); st.Synced != 1 || st.Reconciled != 2 {
		t.Fatalf("b synced %d in %d reconciliations, want 1 in 2", st.Synced, st.Reconciled)
	}
}

// Where a bucket holds more envelopes than a page, reconciliation pages on from the newest ts
// with finer buckets and finds what is missing at the bucket's end.
func TestReconcilePagesThroughABusyBucket(t *testing.T) {
	const room = "team"
	small := func(c *Config) { c.SyncMaxMessages = 10 }
	a, b := newNode(t, small), newNode(t, small)
	joinAll(t, room, a, b)
	base := time.Now().Add(-20 * time.Minute)
	k := mustKey(t)
	for i := range 31 { // 30 both hold, one a second apart, then one only b holds
		e := signed(t, k, room, fmt.Sprint("m", i), base.Add(time.Duration(i)*time.Second))
		id, _ := e.ID()
		holders := []*node{a, b}
		if i == 30 {
			holders = holders[1:]
		}
		for _, n := range holders {
			if _, err := n.svc.store.Put(room, e.TS, id, wire(t, e)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if historyLen(t, a, room) != 30 || historyLen(t, b, room) != 31 {
		t.Fatal("setup")
	}
	// a synced with b a moment ago, as far as its cursor knows: catch-up asks for the last
	// minute only, and what is missing is 20 minutes old.
	if err := a.svc.store.SetCursor(room, b.h.ID().String(), time.Now().UnixMilli()); err != nil {
		t.Fatal(err)
	}
	connect(t, a.h, b.h)
	waitFor(t, "a reconciles the missing one", func() bool { return historyLen(t, a, room) == 31 })
	if st := a.svc.Stats(); st.Synced != 1 || st.Reconciled == 0 {
		t.Fatalf("a synced %d in %d reconciliations", st.Synced, st.Reconciled)
	}
}

// A partition heals through one link only: c, cut off from a and b, posts, then reconnects
// to b alone. a, which never talks to c, has c's message within seconds, not at its next
// periodic round (2 min): b, having caught it up, makes its other peers reconcile with it.
func TestHealThroughOneLinkReachesEveryone(t *testing.T) {
	const room = "team"
	a, b, c := newNode(t, nil), newNode(t, nil), newNode(t, nil)
	joinAll(t, room, a, b, c)
	connect(t, a.h, b.h)
	connect(t, b.h, c.h)
	connect(t, a.h, c.h)
	waitPeers(t, room, 2, a, b, c)
	meshSettle()
	postN(t, a, room, 1, "before the cut")
	waitFor(t, "all store the first", func() bool {
		return historyLen(t, a, room) == 1 && historyLen(t, b, room) == 1 && historyLen(t, c, room) == 1
	})

	for _, n := range []*node{a, b} {
		if err := n.h.Network().ClosePeer(c.h.ID()); err != nil {
			t.Fatal(err)
		}
	}
	waitNoPeers(t, room, c)
	waitPeers(t, room, 1, a, b)
	waitFor(t, "a and b see c gone", func() bool {
		pa, _ := a.svc.Peers(room)
		pb, _ := b.svc.Peers(room)
		return len(pa) == 1 && len(pb) == 1
	})
	postN(t, c, room, 1, "said while cut off")
	time.Sleep(4 * time.Second) // past gossipsub's gossip history

	connect(t, c.h, b.h)
	waitWithin(t, 10*time.Second, "a has c's message through b", func() bool { return historyLen(t, a, room) == 2 })
	if a.h.Network().Connectedness(c.h.ID()) == network.Connected {
		t.Fatal("a reconnected to c")
	}
}
