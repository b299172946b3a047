package chat

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/libp2p/go-libp2p/core/network"
)

// meshSettle waits one gossipsub heartbeat so meshes form before publishing.
func meshSettle() { time.Sleep(1200 * time.Millisecond) }

func postN(t *testing.T, n *node, room string, count int, prefix string) {
	t.Helper()
	for i := range count {
		if _, err := n.svc.Post(context.Background(), room, Draft{Content: fmt.Sprintf("%s %d", prefix, i)}); err != nil {
			t.Fatal(err)
		}
	}
}

func historyLen(t *testing.T, n *node, room string) int {
	t.Helper()
	h, err := n.svc.History(room, 0, 100000)
	if err != nil {
		t.Fatal(err)
	}
	return len(h)
}

// A node restarted on the same badger directory has its history, and a replay of a message
// it stored before the restart is not stored twice.
func TestRestartKeepsHistory(t *testing.T) {
	const room = "team"
	dir := t.TempDir()
	open := func() *badger.DB { // closed by hand below: the test restarts on the same dir
		db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil))
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	h := newHost(t)
	db := open()
	n := newNodeWith(t, h, db, nil)
	if err := n.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	ch, cancel, _ := n.svc.Subscribe(room)
	postN(t, n, room, 5, "before restart")
	collect(t, ch, 5)
	cancel()
	before, _ := n.svc.History(room, 0, 100)
	if err := n.svc.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db2 := open()
	defer db2.Close()
	n2 := newNodeWith(t, newHost(t), db2, func(c *Config) { c.Key = n.key })
	hist, err := n2.svc.History(room, 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(hist) != 5 {
		t.Fatalf("after restart history has %d, want 5", len(hist))
	}
	for i := range hist {
		a, _ := hist[i].ID()
		b, _ := before[i].ID()
		if a != b || hist[i].VerifySignature(testChain) != nil {
			t.Fatalf("envelope %d changed across restart", i)
		}
	}
	// The seen cache is empty after a restart; the store still stops a replay.
	if err := n2.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	r, _ := n2.svc.room(room)
	if err := r.topic.Publish(context.Background(), wire(t, hist[0])); err == nil {
		t.Fatal("replay of a stored message was accepted for publication")
	}
	if got := historyLen(t, n2, room); got != 5 {
		t.Fatalf("history has %d after replay, want 5", got)
	}
}

// A node that joins late catches up on what was said before, from peers in the room.
func TestLateJoinerCatchesUp(t *testing.T) {
	const room = "team"
	a, b := newNode(t, nil), newNode(t, nil)
	connect(t, a.h, b.h)
	joinAll(t, room, a, b)
	waitPeers(t, room, 1, a, b)
	meshSettle()
	postN(t, a, room, 7, "from a")
	postN(t, b, room, 6, "from b")
	waitFor(t, "b stores 13", func() bool { return historyLen(t, b, room) == 13 })
	// An old message (outside the live freshness window) is still caught up.
	old := signed(t, a.key, room, "three days ago", time.Now().Add(-3*24*time.Hour))
	id, _ := old.ID()
	if _, err := b.svc.store.Put(room, old.TS, id, wire(t, old)); err != nil {
		t.Fatal(err)
	}

	c := newNode(t, nil)
	connect(t, c.h, b.h)
	if err := c.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	ch, cancel, _ := c.svc.Subscribe(room)
	defer cancel()
	// The count follows the store: a page is counted once it is stored.
	waitFor(t, "c catches up 14 and counts them", func() bool { return historyLen(t, c, room) == 14 && c.svc.Stats().Synced >= 14 })
	if st := c.svc.Stats(); st.Synced != 14 || st.Rejected != 0 {
		t.Fatalf("stats %+v", st)
	}
	collect(t, ch, 14) // caught-up messages reach subscribers too
	// Catching up again brings nothing new.
	n, err := c.svc.CatchUp(context.Background(), room, b.h.ID())
	if err != nil || n != 0 {
		t.Fatalf("second catch up = %d, %v", n, err)
	}
}

// Catch-up is paged by SyncMaxMessages and still gets everything.
func TestCatchUpPages(t *testing.T) {
	const room = "team"
	small := func(c *Config) { c.SyncMaxMessages = 4 }
	a := newNode(t, small)
	if err := a.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	base := time.Now().Add(-time.Hour)
	for i := range 11 {
		e := signed(t, a.key, room, fmt.Sprint("m", i), base.Add(time.Duration(i)*time.Second))
		id, _ := e.ID()
		if _, err := a.svc.store.Put(room, e.TS, id, wire(t, e)); err != nil {
			t.Fatal(err)
		}
	}
	c := newNode(t, small)
	connect(t, c.h, a.h)
	if err := c.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "c catches up 11", func() bool { return historyLen(t, c, room) == 11 })
}

// A peer that answers catch-up with a forged envelope gets nothing stored.
func TestCatchUpRejectsForgedHistory(t *testing.T) {
	const room = "team"
	now := time.Now()
	forged := forgeries(t, now)
	for _, f := range forged {
		t.Run(f.name, func(t *testing.T) {
			c := newNode(t, nil)
			if err := c.svc.Join(room); err != nil {
				t.Fatal(err)
			}
			evil := newHost(t)
			good := wire(t, signed(t, mustKey(t), room, "fine", now))
			evil.SetStreamHandler(SyncProtocol, func(s network.Stream) {
				defer s.Close()
				br := bufio.NewReader(s)
				if _, err := readFrame(br, maxSyncRequest); err != nil {
					return
				}
				w := bufio.NewWriter(s)
				_ = writeFrame(w, good)
				_ = writeFrame(w, f.data)
				_ = w.Flush()
			})
			connect(t, c.h, evil)
			_, err := c.svc.CatchUp(context.Background(), room, evil.ID())
			if errors.Is(f.want, ErrStale) && f.name == "stale" {
				// History may be old: a stale ts is fine in catch-up.
				if err != nil {
					t.Fatalf("old but valid history refused: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("forged history accepted")
			}
			if got := historyLen(t, c, room); got != 1 {
				t.Fatalf("history has %d, want only the valid one", got)
			}
		})
	}
}

// Bad requests and oversized frames are refused by both sides.
func TestSyncProtocolBounds(t *testing.T) {
	const room = "team"
	a := newNode(t, nil)
	if err := a.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	postN(t, a, room, 3, "x")
	// A post is stored when the router delivers it back, which may come after Post returns.
	waitFor(t, "the three posts stored", func() bool { return historyLen(t, a, room) == 3 })
	cl := newHost(t)
	connect(t, cl, a.h)
	ask := func(req []byte) (int, error) {
		s, err := cl.NewStream(context.Background(), a.h.ID(), SyncProtocol)
		if err != nil {
			return 0, err
		}
		defer s.Close()
		_ = s.SetDeadline(time.Now().Add(5 * time.Second))
		if err := writeFrame(s, req); err != nil {
			return 0, err
		}
		_ = s.CloseWrite()
		br := bufio.NewReader(s)
		n := 0
		for {
			if f, err := readFrame(br, 1<<20); err != nil || len(f) == 0 { // the end, or the status
				return n, nil
			}
			n++
		}
	}
	req := func(r syncRequest) []byte { b, _ := json.Marshal(r); return b }
	for _, tc := range []struct {
		name string
		req  []byte
		want int
	}{
		{"all", req(syncRequest{Room: room, Limit: 100}), 3},
		{"limited", req(syncRequest{Room: room, Limit: 2}), 2},
		{"not joined", req(syncRequest{Room: "other", Limit: 100}), 0},
		{"bad room", req(syncRequest{Room: "../x", Limit: 100}), 0},
		{"zero limit", req(syncRequest{Room: room}), 0},
		{"garbage", []byte("{{{"), 0},
		{"oversized request", make([]byte, 2000), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := ask(tc.req)
			if err != nil {
				t.Fatal(err)
			}
			if n != tc.want {
				t.Fatalf("got %d envelopes, want %d", n, tc.want)
			}
		})
	}
	// A frame longer than the limit is refused before it is read.
	var buf bytesBuffer
	_ = writeFrame(&buf, make([]byte, 100))
	if _, err := readFrame(bufio.NewReader(&buf), 50); !errors.Is(err, errFrameTooLarge) {
		t.Fatalf("readFrame oversize err = %v", err)
	}
}

// A joiner that already holds a recent message (e.g. one that arrived live before catch-up
// ran) still gets the older history: what to ask a peer for depends on what was synced with
// that peer, not on the newest message held.
func TestCatchUpIgnoresNewerLocalMessages(t *testing.T) {
	const room = "team"
	b, c := newNode(t, nil), newNode(t, nil)
	joinAll(t, room, b, c)
	old := time.Now().Add(-time.Hour)
	for i := range 10 {
		e := signed(t, b.key, room, fmt.Sprint("old ", i), old.Add(time.Duration(i)*time.Second))
		id, _ := e.ID()
		if _, err := b.svc.store.Put(room, e.TS, id, wire(t, e)); err != nil {
			t.Fatal(err)
		}
	}
	recent := signed(t, c.key, room, "just now", time.Now())
	id, _ := recent.ID()
	if _, err := c.svc.store.Put(room, recent.TS, id, wire(t, recent)); err != nil {
		t.Fatal(err)
	}
	connect(t, c.h, b.h)
	waitFor(t, "c holds 11", func() bool { return historyLen(t, c, room) == 11 })
	// The join's catch-up may come after a reconciliation b's digest asked for (and then
	// waits out the cooldown between two exchanges with one peer).
	waitWithin(t, joinCooldown+5*time.Second, "c's cursor with b", func() bool {
		_, ok, _ := c.svc.store.Cursor(room, b.h.ID().String())
		return ok
	})
	cur, ok, err := c.svc.store.Cursor(room, b.h.ID().String())
	if err != nil || !ok || cur < recent.TS-1000 {
		t.Fatalf("cursor = %d, %v, %v", cur, ok, err)
	}
}

// A node answers at most SyncMaxServing catch-up requests at once and refuses the rest.
func TestSyncServingIsBounded(t *testing.T) {
	const room = "team"
	a := newNode(t, func(c *Config) { c.SyncMaxServing = 1 })
	if err := a.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	postN(t, a, room, 2, "x")
	cl := newHost(t)
	connect(t, cl, a.h)
	// Hold the only slot: open a request and never send it.
	held, err := cl.NewStream(context.Background(), a.h.ID(), SyncProtocol)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Reset()
	if _, err := held.Write([]byte{0x7f}); err != nil { // a frame header, the body never comes
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	c := newNode(t, nil)
	connect(t, c.h, a.h)
	if err := c.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	if _, err := c.svc.CatchUp(context.Background(), room, a.h.ID()); err == nil {
		t.Fatal("catch up succeeded while the only serving slot was taken")
	}
	held.Reset()
	waitFor(t, "catch up after the slot frees", func() bool {
		n, err := c.svc.CatchUp(context.Background(), room, a.h.ID())
		return err == nil && (n > 0 || historyLen(t, c, room) == 2)
	})
}

// A node that was down while the room went on restarts on its directory with its history and
// catches up on what it missed.
func TestRestartThenCatchUp(t *testing.T) {
	const room = "team"
	dir := t.TempDir()
	a := newNode(t, nil)
	if err := a.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	bh := newHost(t)
	b := newNodeWith(t, bh, db, nil)
	connect(t, bh, a.h)
	if err := b.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	waitPeers(t, room, 1, a, b)
	meshSettle()
	postN(t, a, room, 4, "while up")
	waitFor(t, "b stores 4", func() bool { return historyLen(t, b, room) == 4 })
	if err := b.svc.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	bh.Close()

	postN(t, a, room, 3, "while down")

	db2, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	defer db2.Close()
	b2 := newNodeWith(t, newHost(t), db2, nil)
	if got := historyLen(t, b2, room); got != 4 {
		t.Fatalf("after restart history has %d, want 4", got)
	}
	connect(t, b2.h, a.h)
	if err := b2.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "b catches up to 7", func() bool { return historyLen(t, b2, room) == 7 })
}

// A message a node missed live (here: one its peer stored without gossiping it) arrives
// with the periodic catch-up.
func TestPeriodicCatchUpRepairsGaps(t *testing.T) {
	const room = "team"
	fast := func(c *Config) { c.SyncInterval = 200 * time.Millisecond }
	a, b := newNode(t, fast), newNode(t, fast)
	connect(t, a.h, b.h)
	joinAll(t, room, a, b)
	waitPeers(t, room, 1, a, b)
	waitFor(t, "first catch-up", func() bool {
		_, ok, _ := b.svc.store.Cursor(room, a.h.ID().String())
		return ok
	})
	missed := signed(t, a.key, room, "lost in transit", time.Now())
	id, _ := missed.ID()
	if _, err := a.svc.store.Put(room, missed.TS, id, wire(t, missed)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "b repairs the gap", func() bool { return historyLen(t, b, room) == 1 })
}
