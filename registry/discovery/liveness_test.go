package discovery_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/discovery"
)

// searchSkill runs b's search for skill and returns the result names.
func searchSkill(t testing.TB, b *loopNode, skill string) []discovery.Result {
	t.Helper()
	res, err := b.d.Search(context.Background(), discovery.Query{Skill: skill, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestDeadNodeLeavesSearchAndReturns(t *testing.T) {
	cfg := liveConfig()
	b := newLoopNode(t, nil, "", cfg)
	a := newLoopNode(t, nil, "", cfg)
	a.connect(t, b)
	c, k, err := cardtest.New(cardtest.Spec{PeerID: a.h.ID(), Name: "Mortal", Tags: []string{"mortal"}})
	if err != nil {
		t.Fatal(err)
	}
	publish(t, a, c, k)
	shown := func() bool {
		r := searchSkill(t, b, "mortal")
		return len(r) == 1 && r[0].Card.Address() == k.Address()
	}
	waitFor(t, 10*time.Second, shown)
	r := searchSkill(t, b, "mortal")
	if age := time.Since(r[0].LastSeen); r[0].LastSeen.IsZero() || age > cfg.LiveTTL {
		t.Fatalf("LastSeen %v (%v ago), want within LiveTTL %v", r[0].LastSeen, age, cfg.LiveTTL)
	}

	a.crash()
	died := time.Now()
	waitFor(t, 10*time.Second, func() bool { return len(searchSkill(t, b, "mortal")) == 0 })
	gone := time.Since(died)
	t.Logf("hidden %v after the crash (LiveTTL %v)", gone.Round(time.Millisecond), cfg.LiveTTL)
	if limit := cfg.LiveTTL + cfg.SearchWait + 500*time.Millisecond; gone > limit {
		t.Fatalf("hidden %v after the crash, want within %v", gone, limit)
	}
	if _, err := b.idx.Get(k.Address()); err != nil {
		t.Fatalf("card left the index: %v (it must stay, hidden)", err)
	}
	if _, ok := b.d.LastSeen(c); ok {
		t.Fatal("LastSeen says the dead node is alive")
	}

	// The node comes back with the same peer key (a restart): its agent is shown again.
	back := newLoopNode(t, a.key, "", cfg)
	back.connect(t, b)
	publish(t, back, c, k)
	waitFor(t, 10*time.Second, shown)
}

// publish hosts c on n once n's DHT has a peer to put it to.
func publish(t testing.TB, n *loopNode, c *registry.Card, k *identity.Key) {
	t.Helper()
	waitFor(t, 10*time.Second, func() bool { return n.d.DHT().RoutingTable().Size() > 0 })
	if err := n.d.Publish(context.Background(), c, k); err != nil {
		t.Fatal(err)
	}
}

// clock is a settable clock for Discovery.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestValidateHeartbeat(t *testing.T) {
	clk := &clock{t: time.Now()}
	cfg := testConfig()
	cfg.Now = clk.now
	self := newNetwork(t, 1, cfg).nodes[0].d

	victimKey, _, _ := crypto.GenerateEd25519Key(nil)
	attackerKey, _, _ := crypto.GenerateEd25519Key(nil)
	victim, _ := peer.IDFromPrivateKey(victimKey)
	beat := func(key crypto.PrivKey, chain uint64, at time.Time) []byte {
		b, err := discovery.EncodeHeartbeat(key, chain, at)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	good := beat(victimKey, cardtest.ChainID, clk.t)
	forged := beat(attackerKey, cardtest.ChainID, clk.t)
	attacker, _ := peer.IDFromPrivateKey(attackerKey)
	forged = []byte(string(forged[:9]) + victim.String() + string(forged[9+len(attacker.String()):]))

	tests := []struct {
		name string
		msg  []byte
		want error
	}{
		{"good", good, nil},
		{"replayed", good, discovery.ErrHeartbeatOld},
		{"too soon", beat(victimKey, cardtest.ChainID, clk.t.Add(cfg.HeartbeatInterval/4)), discovery.ErrHeartbeatTooSoon},
		{"next beat", beat(victimKey, cardtest.ChainID, clk.t.Add(cfg.HeartbeatInterval)), nil},
		{"older than the last", beat(victimKey, cardtest.ChainID, clk.t.Add(-time.Second)), discovery.ErrHeartbeatOld},
		{"signed by another peer's key", forged, discovery.ErrHeartbeatForged},
		{"another network", beat(victimKey, 1, clk.t.Add(2*cfg.HeartbeatInterval)), discovery.ErrHeartbeatForged},
		{"stale", beat(attackerKey, cardtest.ChainID, clk.t.Add(-cfg.HeartbeatWindow-time.Second)), discovery.ErrHeartbeatStale},
		{"from the future", beat(attackerKey, cardtest.ChainID, clk.t.Add(cfg.HeartbeatWindow+time.Second)), discovery.ErrHeartbeatStale},
		{"not json", []byte("\x00garbage"), discovery.ErrHeartbeatBad},
		{"bad peer id", []byte(`{"peer":"nobody","ts":1,"sig":"AA=="}`), discovery.ErrHeartbeatBad},
		{"too large", append(append([]byte(`{"peer":"`), make([]byte, discovery.MaxHeartbeatSize)...), `"}`...), discovery.ErrHeartbeatBad},
	}
	for _, tt := range tests { // in order: each case sees the table the earlier ones left
		t.Run(tt.name, func(t *testing.T) {
			p, err := self.ValidateHeartbeat(tt.msg)
			if !errors.Is(err, tt.want) {
				t.Fatalf("ValidateHeartbeat = %v, want %v", err, tt.want)
			}
			if err == nil && p != victim {
				t.Fatalf("peer %s, want %s", p, victim)
			}
		})
	}
}

func TestPresenceTableBounded(t *testing.T) {
	cfg := testConfig()
	cfg.MaxTrackedPeers = 4
	d := newNetwork(t, 1, cfg).nodes[0].d
	for i := range 6 {
		key, _, _ := crypto.GenerateEd25519Key(nil)
		hb, err := discovery.EncodeHeartbeat(key, cardtest.ChainID, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		_, err = d.ValidateHeartbeat(hb)
		if want := i >= cfg.MaxTrackedPeers; errors.Is(err, discovery.ErrPresenceTableFull) != want {
			t.Fatalf("peer %d: ValidateHeartbeat = %v, want table full: %v", i, err, want)
		}
	}
}

// TestForgedHeartbeatOverGossip: a peer on the presence topic cannot keep a dead node's agents
// in search results, neither with heartbeats it signs for the dead node nor by replaying the
// node's own; its heartbeats for itself are taken.
func TestForgedHeartbeatOverGossip(t *testing.T) {
	cfg := liveConfig()
	b := newLoopNode(t, nil, "", cfg)
	a := newLoopNode(t, nil, "", cfg)
	a.connect(t, b)
	ctx := context.Background()

	// The attacker: plain GossipSub, no validators, in the presence mesh, recording what passes.
	evilKey, _, _ := crypto.GenerateEd25519Key(nil)
	evil, err := libp2p.New(libp2p.Identity(evilKey), libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	defer evil.Close()
	ps, err := pubsub.NewGossipSub(ctx, evil)
	if err != nil {
		t.Fatal(err)
	}
	topic, err := ps.Join(discovery.PresenceTopic)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := topic.Subscribe()
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []*loopNode{a, b} {
		if err := evil.Connect(ctx, peer.AddrInfo{ID: n.h.ID(), Addrs: n.h.Addrs()}); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, 5*time.Second, func() bool { return slices.Contains(b.ps.ListPeers(discovery.PresenceTopic), evil.ID()) })

	c, k, err := cardtest.New(cardtest.Spec{PeerID: a.h.ID(), Name: "Mortal", Tags: []string{"mortal"}})
	if err != nil {
		t.Fatal(err)
	}
	publish(t, a, c, k)
	var captured []byte
	for captured == nil {
		msg, err := sub.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if msg.GetFrom() == a.h.ID() {
			captured = msg.Data
		}
	}
	waitFor(t, 10*time.Second, func() bool { return len(searchSkill(t, b, "mortal")) == 1 })

	a.crash()
	waitFor(t, 10*time.Second, func() bool { return len(searchSkill(t, b, "mortal")) == 0 })

	own, _, err := cardtest.New(cardtest.Spec{PeerID: evil.ID(), Name: "Evil", Tags: []string{"evil"}})
	if err != nil {
		t.Fatal(err)
	}
	forgedFor := func(at time.Time) []byte {
		hb, err := discovery.EncodeHeartbeat(evilKey, cardtest.ChainID, at)
		if err != nil {
			t.Fatal(err)
		}
		return []byte(string(hb[:9]) + a.h.ID().String() + string(hb[9+len(evil.ID().String()):]))
	}
	// A heartbeat of its own, which b takes: the channel works.
	waitFor(t, 5*time.Second, func() bool {
		hb, err := discovery.EncodeHeartbeat(evilKey, cardtest.ChainID, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if err := topic.Publish(ctx, hb); err != nil {
			t.Fatal(err)
		}
		time.Sleep(cfg.HeartbeatInterval)
		_, ok := b.d.LastSeen(own)
		return ok
	})
	for i := range 10 {
		for _, m := range [][]byte{forgedFor(time.Now()), captured} {
			if err := topic.Publish(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		time.Sleep(cfg.HeartbeatInterval)
		if r := searchSkill(t, b, "mortal"); len(r) != 0 {
			t.Fatalf("dead node's agent shown again after forged or replayed heartbeats (round %d)", i)
		}
	}
}

// TestDeadProviderDialledOnce: a node that died behind a black hole (its dials hang) is
// contacted once by a searcher, not by every search, while the searcher keeps finding the
// live provider.
func TestDeadProviderDialledOnce(t *testing.T) {
	cfg := liveConfig()
	cfg.ProbeTimeout = time.Second
	b := newLoopNode(t, nil, "", cfg)
	live := newLoopNode(t, nil, "", cfg)
	dead := newLoopNode(t, nil, "", cfg)
	live.connect(t, b)
	dead.connect(t, b)
	dead.connect(t, live)
	for _, n := range []*loopNode{live, dead} {
		c, k, err := cardtest.New(cardtest.Spec{PeerID: n.h.ID(), Tags: []string{"shared"}})
		if err != nil {
			t.Fatal(err)
		}
		publish(t, n, c, k)
	}
	waitFor(t, 10*time.Second, func() bool { return len(searchSkill(t, b, "shared")) == 2 })

	port := dead.tcpPort(t)
	dead.crash()
	blackHole(t, port)
	atCrash := b.contacts.count(dead.h.ID()) // card fetches while it was alive
	waitFor(t, 10*time.Second, func() bool { return len(searchSkill(t, b, "shared")) == 1 })
	waitFor(t, 10*time.Second, func() bool { return b.contacts.count(dead.h.ID()) > atCrash })
	time.Sleep(cfg.ProbeTimeout + 200*time.Millisecond) // the contact gives up; the peer is marked dead
	before := b.contacts.count(dead.h.ID())
	for range 5 {
		r := searchSkill(t, b, "shared")
		if len(r) != 1 || r[0].Card.Node.PeerID != live.h.ID().String() {
			t.Fatalf("search = %d results, want the live provider's card", len(r))
		}
	}
	after := b.contacts.count(dead.h.ID())
	t.Logf("contacts with the dead peer: %d before the crash, %d until marked dead, %d after five more searches", atCrash, before-atCrash, after-before)
	if after != before || before-atCrash > 2 {
		t.Fatalf("dead peer contacted %d times until marked dead and %d times in five more searches, want at most 2 and 0", before-atCrash, after-before)
	}
}

func FuzzValidateHeartbeat(f *testing.F) {
	d := newNetwork(f, 1, testConfig()).nodes[0].d
	key, _, _ := crypto.GenerateEd25519Key(nil)
	good, err := discovery.EncodeHeartbeat(key, cardtest.ChainID, time.Now())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte(`{"peer":"12D3KooWBad","ts":-1,"sig":null}`))
	f.Add([]byte(`{}`))
	f.Add([]byte{0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := d.ValidateHeartbeat(b)
		if (p == "") == (err == nil) {
			t.Fatalf("peer %q with error %v", p, err)
		}
	})
}

// TestHeartbeatFloodRateLimited: one forwarding peer gets HeartbeatBurst heartbeats through at
// once, then HeartbeatRate a second, however many valid ones (of fresh peer ids) it sends.
func TestHeartbeatFloodRateLimited(t *testing.T) {
	cfg := liveConfig()
	cfg.LiveTTL = time.Minute // count everything taken during the test
	cfg.HeartbeatRate, cfg.HeartbeatBurst = 10, 5
	cfg.HeartbeatWindow = 10 * time.Second // signing 40 cards on a busy machine takes a while
	b := newLoopNode(t, nil, "", cfg)
	ctx := context.Background()
	floodKey, _, _ := crypto.GenerateEd25519Key(nil)
	flood, err := libp2p.New(libp2p.Identity(floodKey), libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	defer flood.Close()
	ps, err := pubsub.NewGossipSub(ctx, flood)
	if err != nil {
		t.Fatal(err)
	}
	topic, err := ps.Join(discovery.PresenceTopic)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := topic.Subscribe(); err != nil {
		t.Fatal(err)
	}
	if err := flood.Connect(ctx, peer.AddrInfo{ID: b.h.ID(), Addrs: b.h.Addrs()}); err != nil {
		t.Fatal(err)
	}
	// Until the pubsub handshake is done the first messages can be lost: heartbeats of its
	// own until b takes one.
	own, _, err := cardtest.New(cardtest.Spec{PeerID: flood.ID()})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 5*time.Second, func() bool {
		hb, err := discovery.EncodeHeartbeat(floodKey, cardtest.ChainID, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if err := topic.Publish(ctx, hb); err != nil {
			t.Fatal(err)
		}
		time.Sleep(cfg.HeartbeatInterval)
		_, ok := b.d.LastSeen(own)
		return ok
	})

	time.Sleep(time.Second) // the bucket refills
	const sent = 40
	cards := make([]*registry.Card, sent)
	beats := make([][]byte, sent)
	for i := range cards {
		key, _, _ := crypto.GenerateEd25519Key(nil)
		id, _ := peer.IDFromPrivateKey(key)
		if cards[i], _, err = cardtest.New(cardtest.Spec{PeerID: id}); err != nil {
			t.Fatal(err)
		}
		if beats[i], err = discovery.EncodeHeartbeat(key, cardtest.ChainID, time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	for _, hb := range beats {
		if err := topic.Publish(ctx, hb); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(300 * time.Millisecond)
	limit := cfg.HeartbeatBurst + int(time.Since(start).Seconds()*cfg.HeartbeatRate) + 1
	taken := 0
	for _, c := range cards {
		if _, ok := b.d.LastSeen(c); ok {
			taken++
		}
	}
	t.Logf("%d of %d heartbeats taken (limit %d)", taken, sent, limit)
	if taken < cfg.HeartbeatBurst || taken > limit {
		t.Fatalf("%d of %d heartbeats from one forwarder taken, want %d..%d", taken, sent, cfg.HeartbeatBurst, limit)
	}
}
