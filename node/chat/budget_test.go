package chat

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

// frozenClock stands still until the test moves it: what the answer budget refills depends
// on the test, not on the machine's speed.
type frozenClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *frozenClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *frozenClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// withHistory makes a node on clock (its config edited by mod, if not nil) whose room holds n
// envelopes of about size bytes, one a second (from four members, within their quotas) up to
// the clock's now.
func withHistory(t testing.TB, clock Clock, mod func(*Config), room string, n, size int) *node {
	t.Helper()
	a := newNode(t, func(c *Config) {
		c.Clock = clock
		if mod != nil {
			mod(c)
		}
	})
	keys := []*identity.Key{mustKey(t), mustKey(t), mustKey(t), mustKey(t)}
	now := clock.Now()
	raws := signedMany(t, keys, room, n, size, func(i int) time.Time { return now.Add(-time.Duration(n-i) * time.Second) })
	if _, err := a.svc.store.PutBatch(storeItems(t, room, raws)); err != nil {
		t.Fatal(err)
	}
	joinAll(t, room, a)
	return a
}

// storeItems are the store items of room's envelopes raws.
func storeItems(t testing.TB, room string, raws [][]byte) []Item {
	t.Helper()
	items := make([]Item, len(raws))
	for i, raw := range raws {
		e, err := Decode(raw, 1<<16)
		if err != nil {
			t.Fatal(err)
		}
		id, _ := e.ID()
		items[i] = Item{Room: room, TS: e.TS, ID: id, Data: raw}
	}
	return items
}

// answerTally is what a raw asker sent and got on the catch-up protocol.
type answerTally struct {
	asked, answered int64 // bytes of requests; bytes of envelopes answered
	busy            int   // answers "busy, retry later"
}

// askRaw sends count catch-up requests for everything in room (38 bytes of JSON each; the
// attack of issue 18 sent 41) from h to to, one after another, and reads every answer to its
// end.
func askRaw(t testing.TB, h host.Host, to peer.ID, room string, count int) answerTally {
	t.Helper()
	var tally answerTally
	req, _ := json.Marshal(map[string]any{"room": room, "since": 0, "limit": 1000})
	for range count {
		st, err := h.NewStream(context.Background(), to, SyncProtocol)
		if err != nil {
			t.Fatal(err)
		}
		if err := writeFrame(st, req); err != nil {
			t.Fatal(err)
		}
		tally.asked += int64(len(req))
		_ = st.CloseWrite()
		br := bufio.NewReader(st)
		for {
			n, err := binary.ReadUvarint(br)
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				b, err := readFrame(br, maxSyncStatus)
				var status syncStatus
				if err != nil || json.Unmarshal(b, &status) != nil {
					t.Fatalf("answer status %q: %v", b, err)
				}
				if status.RetryMs > 0 {
					tally.busy++
				}
				continue
			}
			if _, err := io.CopyN(io.Discard, br, int64(n)); err != nil {
				t.Fatal(err)
			}
			tally.answered += int64(n)
		}
		_ = st.Close()
	}
	return tally
}

// The attack of issue 18, item 5: 2,000 catch-up requests of about 40 bytes for a room with 2.5 MB
// of history, from one peer and from eight, with the clock standing still. Each peer gets at
// most its burst (SyncPeerBurst), all together at most SyncTotalBurst: at most 20 bytes
// answered per byte asked, the rest answered busy.
func TestCatchUpAnswersBoundedPerPeer(t *testing.T) {
	const room, requests = "team", 2000
	for _, peers := range []int{1, 8} {
		t.Run(map[int]string{1: "one peer", 8: "eight peers"}[peers], func(t *testing.T) {
			clock := &frozenClock{now: time.Now()}
			a := withHistory(t, clock, nil, room, 5000, 400)
			cfg := a.svc.cfg
			var total answerTally
			for range peers {
				h := newHost(t)
				connect(t, h, a.h)
				got := askRaw(t, h, a.h.ID(), room, requests/peers)
				if got.answered > int64(cfg.SyncPeerBurst) {
					t.Errorf("one peer drew %d bytes with the clock standing still, budget %d", got.answered, cfg.SyncPeerBurst)
				}
				total.asked, total.answered, total.busy = total.asked+got.asked, total.answered+got.answered, total.busy+got.busy
			}
			ratio := float64(total.answered) / float64(total.asked)
			t.Logf("%d peers: %d requests, %d bytes asked, %d bytes answered (%.1f×), %d busy", peers, requests, total.asked, total.answered, ratio, total.busy)
			if total.answered > int64(cfg.SyncTotalBurst) || ratio > 20 {
				t.Fatalf("answered %d bytes (%.1f× what was asked), want at most %d and 20×", total.answered, ratio, cfg.SyncTotalBurst)
			}
			if total.busy < requests-peers*cfg.SyncPeerBurst/(cfg.MaxEnvelopeSize) {
				t.Fatalf("%d busy answers, want nearly all of %d", total.busy, requests)
			}
			if st := a.svc.Stats(); st.Answered != uint64(total.answered) {
				t.Fatalf("stats count %d bytes answered, the askers read %d", st.Answered, total.answered)
			}
		})
	}
}

// An honest node catching up a room larger than any budget allows at once gets all of it, in
// pages, asking again when the answerer says (the clock moved by the test): 5,000 envelopes
// of about 600 bytes, 3.3 MB, against a 512 KiB burst.
func TestLargeCatchUpCompletesOverTime(t *testing.T) {
	const room, n = "team", 5000
	clock := &frozenClock{now: time.Now()}
	a := withHistory(t, clock, nil, room, n, 600)
	b := newNode(t, func(c *Config) { c.Clock = clock })
	joinAll(t, room, b)
	connect(t, b.h, a.h)
	busy, waited := 0, time.Duration(0)
	for historyLen(t, b, room) < n {
		_, err := b.svc.CatchUp(context.Background(), room, a.h.ID())
		retry := RetryAfter(err)
		switch {
		case retry > 0:
			busy++
			waited += retry
			clock.Advance(retry)
		case err != nil:
			t.Fatal(err)
		}
		if busy > 200 {
			t.Fatalf("still %d of %d envelopes after %d busy answers", historyLen(t, b, room), n, busy)
		}
	}
	t.Logf("caught up %d envelopes after %d busy answers, %v waited", n, busy, waited)
	if busy == 0 {
		t.Fatal("a history larger than the burst came without a busy answer")
	}
}

// The room's own loop pages a large catch-up in over the answerer's budget: a node that joins
// a room whose history (about 280 KB) is twice its peer burst gets all of it, the answerer
// having said busy on the way, with no call from the test (the loop serves the busy peer
// again when it said).
func TestJoinCatchesUpLargeRoomThroughBusyAnswers(t *testing.T) {
	const room, n = "team", 600
	a := withHistory(t, SystemClock{}, func(c *Config) {
		c.SyncMaxBytes, c.SyncPeerBurst, c.SyncPeerRate = 64<<10, 128<<10, 128<<10
	}, room, n, 400)
	b := newNode(t, nil)
	joinAll(t, room, b)
	connect(t, b.h, a.h)
	waitWithin(t, time.Minute, "the whole history caught up", func() bool { return historyLen(t, b, room) == n })
	if busy := a.svc.Stats().Busy; busy == 0 {
		t.Fatal("a history four times the burst came without a busy answer")
	}
}
