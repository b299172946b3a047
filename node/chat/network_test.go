package chat

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
)

// Forged envelopes published by a peer that skips validation are refused by the receiving
// node's topic validator: never delivered, never stored. A replay is dropped too.
func TestGossipRejectsForgeries(t *testing.T) {
	const room = "team"
	a := newNode(t, nil)
	evilHost := newHost(t)
	evil, err := pubsub.NewGossipSub(context.Background(), evilHost)
	if err != nil {
		t.Fatal(err)
	}
	connect(t, evilHost, a.h)
	if err := a.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	ch, cancel, err := a.svc.Subscribe(room)
	if err != nil {
		t.Fatal(err)
	}
	defer cancel()
	topic, err := evil.Join(Topic(room))
	if err != nil {
		t.Fatal(err)
	}
	sub, err := topic.Subscribe() // so the evil peer is in the topic's mesh
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()
	waitPeers(t, room, 1, a)
	waitFor(t, "evil peer sees node", func() bool { return len(topic.ListPeers()) == 1 })
	time.Sleep(1200 * time.Millisecond) // let the gossipsub mesh form (one heartbeat)

	now := time.Now()
	forged := forgeries(t, now)
	for _, f := range forged {
		if err := topic.Publish(context.Background(), f.data); err != nil {
			t.Fatalf("publish %s: %v", f.name, err)
		}
	}
	// A valid message, published twice (the second time as a fresh pubsub message: a replay).
	good := wire(t, signed(t, mustKey(t), room, "the real one", now))
	for range 2 {
		if err := topic.Publish(context.Background(), good); err != nil {
			t.Fatal(err)
		}
	}
	got := collect(t, ch, 1)
	if got[0].Content != "the real one" {
		t.Fatalf("delivered %q", got[0].Content)
	}
	waitFor(t, "all forgeries judged", func() bool {
		st := a.svc.Stats()
		return st.Rejected+st.Ignored >= uint64(len(forged))+1
	})
	select {
	case e := <-ch:
		t.Fatalf("a forged or replayed envelope was delivered: %+v", e)
	case <-time.After(300 * time.Millisecond):
	}
	st := a.svc.Stats()
	if st.Accepted != 1 || st.Stored != 1 {
		t.Fatalf("stats %+v: want exactly one accepted and stored", st)
	}
	// What another honest node may judge otherwise is ignored (stale, future, another chain's
	// sender, the replay); the rest is rejected.
	if st.Ignored != 4 || st.Rejected != uint64(len(forged))-3 {
		t.Fatalf("stats %+v: want 4 ignored (stale, future, wrong chain, replay), %d rejected", st, len(forged)-3)
	}
	hist, err := a.svc.History(room, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(hist) != 1 {
		t.Fatalf("history holds %d envelopes, want 1", len(hist))
	}
}

// Five nodes in a line topology each post; every node receives every message, and stores
// them in ts order.
func TestRoomDeliversToAllNodes(t *testing.T) {
	t.Run("peer-signed", func(t *testing.T) { testRoomDelivers(t, RecommendedPubSubOptions()) })
	t.Run("app-signed", func(t *testing.T) { testRoomDelivers(t, AppSignedPubSubOptions()) })
}

func testRoomDelivers(t *testing.T, psOpts []pubsub.Option) {
	const room, nodes, each = "team", 5, 5
	var ns []*node
	for range nodes {
		ns = append(ns, newNode(t, nil, psOpts...))
	}
	for i := 1; i < nodes; i++ {
		connect(t, ns[i].h, ns[i-1].h)
	}
	chans := make([]<-chan Envelope, nodes)
	for i, n := range ns {
		if err := n.svc.Join(room); err != nil {
			t.Fatal(err)
		}
		ch, cancel, err := n.svc.Subscribe(room)
		if err != nil {
			t.Fatal(err)
		}
		defer cancel()
		chans[i] = ch
	}
	waitPeers(t, room, 1, ns...)
	waitPeers(t, room, 2, ns[1:nodes-1]...)
	time.Sleep(1200 * time.Millisecond) // let the gossipsub mesh form (one heartbeat)

	want := map[string]bool{}
	for j := range each {
		for i, n := range ns {
			text := fmt.Sprintf("node %d says %d", i, j)
			want[text] = true
			if _, err := n.svc.Post(context.Background(), room, Draft{Content: text}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i, ch := range chans {
		got := collect(t, ch, nodes*each)
		seen := map[string]bool{}
		for _, e := range got {
			if !want[e.Content] || seen[e.Content] {
				t.Fatalf("node %d: unexpected or duplicate %q", i, e.Content)
			}
			seen[e.Content] = true
		}
	}
	for i, n := range ns {
		hist, err := n.svc.History(room, 0, 1000)
		if err != nil {
			t.Fatal(err)
		}
		if len(hist) != nodes*each {
			t.Fatalf("node %d history has %d, want %d", i, len(hist), nodes*each)
		}
		if !sort.SliceIsSorted(hist, func(a, b int) bool { return hist[a].TS < hist[b].TS }) {
			t.Fatalf("node %d history not in ts order", i)
		}
	}
}

func TestServiceErrors(t *testing.T) {
	n := newNode(t, nil)
	ctx := context.Background()
	if err := n.svc.Join("Bad/Room"); err == nil {
		t.Fatal("joined a bad room name")
	}
	if _, err := n.svc.Post(ctx, "nowhere", Draft{Content: "x"}); err == nil {
		t.Fatal("posted in a room not joined")
	}
	if _, _, err := n.svc.Subscribe("nowhere"); err == nil {
		t.Fatal("subscribed to a room not joined")
	}
	if err := n.svc.Leave("nowhere"); err == nil {
		t.Fatal("left a room not joined")
	}
	if _, err := n.svc.History("team", 0, 0); err == nil {
		t.Fatal("history with limit 0")
	}
	if err := n.svc.Join("team"); err != nil {
		t.Fatal(err)
	}
	if err := n.svc.Join("team"); err != nil {
		t.Fatalf("second join: %v", err)
	}
	for _, d := range []Draft{
		{State: "voting", Content: "x"},
		{State: StateTaskAssignment, Content: "no task id"},
		{Type: "BAD TYPE"},
		{To: []string{"bob"}},
		{Content: string(make([]byte, 70<<10))},
	} {
		if _, err := n.svc.Post(ctx, "team", d); err == nil {
			t.Fatalf("posted bad draft %+v", d.State)
		}
	}
	ch, cancel, err := n.svc.Subscribe("team")
	if err != nil {
		t.Fatal(err)
	}
	defer cancel()
	if err := n.svc.Leave("team"); err != nil {
		t.Fatal(err)
	}
	if _, ok := <-ch; ok {
		t.Fatal("subscription channel open after leave")
	}
	if err := n.svc.Join("team"); err != nil {
		t.Fatalf("rejoin after leave: %v", err)
	}
	ro := newNode(t, func(c *Config) { c.Key = nil })
	if err := ro.svc.Join("team"); err != nil {
		t.Fatal(err)
	}
	if _, err := ro.svc.Post(ctx, "team", Draft{Content: "x"}); err == nil {
		t.Fatal("read-only node posted")
	}
	if err := n.svc.Close(); err != nil {
		t.Fatal(err)
	}
	if err := n.svc.Join("again"); err == nil {
		t.Fatal("joined after close")
	}
	_ = common.Hash{}
}
