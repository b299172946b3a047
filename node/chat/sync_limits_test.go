package chat

import (
	"bufio"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
)

// serveHistory makes h answer every catch-up request with frames, whatever was asked; the
// request is handed to asked when it has room.
func serveHistory(t testing.TB, h host.Host, frames [][]byte, asked chan<- syncRequest) {
	t.Helper()
	h.SetStreamHandler(SyncProtocol, func(s network.Stream) {
		defer s.Close()
		b, err := readFrame(bufio.NewReader(s), maxSyncRequest)
		if err != nil {
			return
		}
		if req, err := decodeSyncRequest(b); err == nil && asked != nil {
			select {
			case asked <- req:
			default:
			}
		}
		w := bufio.NewWriter(s)
		for _, f := range frames {
			if writeFrame(w, f) != nil {
				return
			}
		}
		_ = w.Flush()
	})
}

// signedMany signs n envelopes of about size bytes, the i-th by keys[i%len(keys)] at at(i).
func signedMany(t testing.TB, keys []*identity.Key, room string, n, size int, at func(i int) time.Time) [][]byte {
	t.Helper()
	pad := strings.Repeat("p", size)
	out := make([][]byte, n)
	for i := range out {
		out[i] = wire(t, signed(t, keys[i%len(keys)], room, fmt.Sprint(i, pad), at(i)))
	}
	return out
}

// A peer answering catch-up with 6,000 envelopes dated 30 days ago, past the retention age,
// gets none of them stored; the node asked only for what its retention keeps.
func TestCatchUpRefusesExpiredHistory(t *testing.T) {
	const room = "team"
	c := newNode(t, nil)
	if err := c.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	month := time.Now().Add(-30 * 24 * time.Hour)
	old := signedMany(t, []*identity.Key{mustKey(t)}, room, 6000, 10, func(i int) time.Time { return month.Add(time.Duration(i) * time.Millisecond) })
	evil := newHost(t)
	asked := make(chan syncRequest, 1)
	serveHistory(t, evil, old, asked)
	connect(t, c.h, evil)
	n, err := c.svc.CatchUp(context.Background(), room, evil.ID())
	if err == nil || n != 0 {
		t.Fatalf("CatchUp = %d, %v; want nothing stored and an error", n, err)
	}
	if got := historyLen(t, c, room); got != 0 {
		t.Fatalf("stored %d expired envelopes", got)
	}
	if st := c.svc.Stats(); st.Rejected != 1 || st.Synced != 0 {
		t.Fatalf("stats %+v: want the exchange dropped at the first expired envelope", st)
	}
	req := <-asked
	if floor := time.Now().Add(-c.svc.cfg.RetentionAge).UnixMilli(); req.Since < floor {
		t.Fatalf("asked since %d, before the retention floor %d", req.Since, floor)
	}
}

// An honest peer holding history past the asker's retention age does not send it.
func TestCatchUpServesOnlyRetainedHistory(t *testing.T) {
	const room = "team"
	b, c := newNode(t, nil), newNode(t, nil)
	if err := b.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	for i, at := range []time.Time{time.Now().Add(-30 * 24 * time.Hour), time.Now().Add(-time.Hour), time.Now()} {
		e := signed(t, b.key, room, fmt.Sprint("m", i), at)
		id, _ := e.ID()
		if _, err := b.svc.store.Put(room, e.TS, id, wire(t, e)); err != nil {
			t.Fatal(err)
		}
	}
	connect(t, c.h, b.h)
	if err := c.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "c holds the 2 recent ones", func() bool { return historyLen(t, c, room) == 2 })
	if st := c.svc.Stats(); st.Rejected != 0 {
		t.Fatalf("stats %+v: an honest peer's answer was refused", st)
	}
}

// A catch-up exchange is bounded in count and bytes whatever the peer sends, and stores no
// more of one sender than its quota.
func TestCatchUpResponseIsBounded(t *testing.T) {
	const room = "team"
	now := time.Now()
	keys := make([]*identity.Key, 40)
	for i := range keys {
		keys[i] = mustKey(t)
	}
	spread := func(i int) time.Time { return now.Add(-time.Duration(i) * time.Second) }
	for _, tc := range []struct {
		name   string
		mod    func(*Config)
		frames [][]byte
		want   int // envelopes stored
	}{
		{"count", func(c *Config) { c.SyncMaxMessages = 100 }, signedMany(t, keys, room, 300, 10, spread), 100},
		// 100 KiB, plus room for the frame headers of SyncMaxMessages frames: 5 of 20.5 KB.
		{"bytes", func(c *Config) { c.SyncMaxBytes = 100 << 10 }, signedMany(t, keys, room, 40, 20<<10, spread), 5},
		{"one sender's quota", func(c *Config) { c.MemberQuota.Messages = 5 }, signedMany(t, keys[:1], room, 50, 10, func(int) time.Time { return now }), 5},
		{"strangers' quota", func(c *Config) { c.Membership = nobodyIsMember }, signedMany(t, keys, room, 300, 10, func(int) time.Time { return now }), 60},
		{"a peer repeating itself", func(c *Config) { c.MemberQuota.Messages = 5 }, repeat(signedMany(t, keys[:1], room, 1, 10, spread)[0], 50), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newNode(t, tc.mod)
			if err := c.svc.Join(room); err != nil {
				t.Fatal(err)
			}
			evil := newHost(t)
			serveHistory(t, evil, tc.frames, nil)
			connect(t, c.h, evil)
			_, _ = c.svc.CatchUp(context.Background(), room, evil.ID()) // a cut-off answer is an error
			if got := historyLen(t, c, room); got != tc.want {
				t.Fatalf("stored %d, want %d (stats %+v)", got, tc.want, c.svc.Stats())
			}
		})
	}
}

func repeat(b []byte, n int) [][]byte {
	out := make([][]byte, n)
	for i := range out {
		out[i] = b
	}
	return out
}
