package chat

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

// putSigned stores n envelopes of room, the i-th at base + i minutes, in every store given, and
// returns their ts.
func putSigned(t *testing.T, room string, n int, base time.Time, stores ...*Store) []int64 {
	t.Helper()
	k := mustKey(t)
	out := make([]int64, n)
	for i := range n {
		e := signed(t, k, room, fmt.Sprint("m", i), base.Add(time.Duration(i)*time.Minute))
		id, _ := e.ID()
		for _, s := range stores {
			if _, err := s.Put(room, e.TS, id, wire(t, e)); err != nil {
				t.Fatal(err)
			}
		}
		out[i] = e.TS
	}
	return out
}

// Two stores holding the same envelopes have the same digest; one more envelope changes its
// bucket only. Envelopes before since do not count, envelopes past the last bucket go to it.
func TestStoreDigest(t *testing.T) {
	const room = "team"
	a, b := NewStore(openMemDB(t)), NewStore(openMemDB(t))
	base := time.Now().Add(-time.Hour).Truncate(time.Minute)
	ts := putSigned(t, room, 20, base, a, b)
	since, width, n := ts[2], int64(5*time.Minute/time.Millisecond), 3 // buckets of 5 min; the last from m12 on
	da, err := a.Digest(room, since, width, n)
	if err != nil {
		t.Fatal(err)
	}
	db, _ := b.Digest(room, since, width, n)
	if !bytes.Equal(da, db) || len(da) != n*digestEntry {
		t.Fatalf("same history, digests %x and %x", da, db)
	}
	counts := []int{5, 5, 8} // m2–m6, m7–m11, m12–m19
	for i, want := range counts {
		if got := int(da[i*digestEntry])<<24 | int(da[i*digestEntry+1])<<16 | int(da[i*digestEntry+2])<<8 | int(da[i*digestEntry+3]); got != want {
			t.Fatalf("bucket %d counts %d, want %d", i, got, want)
		}
	}
	// b gets one more envelope, in the middle bucket.
	putSigned(t, room, 1, time.UnixMilli(ts[8]).Add(time.Second), b)
	db, _ = b.Digest(room, since, width, n)
	if diff := differing(da, db); diff[0] || !diff[1] || diff[2] {
		t.Fatalf("differing buckets %v, want only the middle one", diff)
	}
	// Another room's history and an empty room.
	putSigned(t, "other", 3, base, a)
	if da2, _ := a.Digest(room, since, width, n); !bytes.Equal(da, da2) {
		t.Fatal("another room's envelopes changed the digest")
	}
	empty, _ := a.Digest("empty", 0, 1, 2)
	if !bytes.Equal(empty, make([]byte, 2*digestEntry)) {
		t.Fatalf("empty room's digest %x", empty)
	}
	for _, bad := range [][2]int64{{0, 1}, {1, 0}, {-1, 1}} {
		if _, err := a.Digest(room, 0, bad[0], int(bad[1])); err == nil {
			t.Fatalf("digest with width %d, %d buckets: no error", bad[0], bad[1])
		}
	}
}

// A request's digest is checked before anything is read for it.
func TestDecodeSyncRequestDigest(t *testing.T) {
	entry := make([]byte, digestEntry)
	for _, tc := range []struct {
		name string
		req  syncRequest
		ok   bool
	}{
		{"no digest", syncRequest{Room: "team", Limit: 1}, true},
		{"one bucket", syncRequest{Room: "team", Limit: 1, Width: 1, Digest: entry}, true},
		{"most buckets", syncRequest{Room: "team", Limit: 1, Width: 1, Digest: bytes.Repeat(entry, maxDigestBuckets)}, true},
		{"too many buckets", syncRequest{Room: "team", Limit: 1, Width: 1, Digest: bytes.Repeat(entry, maxDigestBuckets+1)}, false},
		{"partial entry", syncRequest{Room: "team", Limit: 1, Width: 1, Digest: entry[:5]}, false},
		{"empty digest", syncRequest{Room: "team", Limit: 1, Width: 1, Digest: []byte{}}, false},
		{"width without digest", syncRequest{Room: "team", Limit: 1, Width: 1}, false},
		{"digest without width", syncRequest{Room: "team", Limit: 1, Digest: entry}, false},
		{"negative width", syncRequest{Room: "team", Limit: 1, Width: -1, Digest: entry}, false},
		{"width past 2^45", syncRequest{Room: "team", Limit: 1, Width: 1<<45 + 1, Digest: entry}, false},
		{"negative since", syncRequest{Room: "team", Since: -1, Limit: 1, Width: 1, Digest: entry}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := json.Marshal(tc.req)
			_, err := decodeSyncRequest(b)
			if tc.ok != (err == nil) || err != nil && !errors.Is(err, ErrBadRequest) {
				t.Fatalf("err = %v, want ok %v", err, tc.ok)
			}
		})
	}
	// A full request of this node's own fits the request bound, with room for a long room name.
	b, _ := json.Marshal(syncRequest{Room: string(bytes.Repeat([]byte("r"), 64)), Since: 1 << 50, Limit: 1000, Width: 1 << 40,
		Digest: bytes.Repeat([]byte{0xff}, digestBuckets*digestEntry)})
	if len(b) > maxSyncRequest {
		t.Fatalf("request of %d bytes, bound %d", len(b), maxSyncRequest)
	}
}

// askSync sends one catch-up request from cl to p and returns the envelopes of the answer.
func askSync(t *testing.T, cl host.Host, p peer.ID, req syncRequest) []Envelope {
	t.Helper()
	s, err := cl.NewStream(context.Background(), p, SyncProtocol)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(5 * time.Second))
	b, _ := json.Marshal(req)
	if err := writeFrame(s, b); err != nil {
		t.Fatal(err)
	}
	_ = s.CloseWrite()
	br := bufio.NewReader(s)
	var out []Envelope
	for {
		f, err := readFrame(br, 1<<20)
		if err != nil || len(f) == 0 { // the end, or the status that ends the envelopes
			return out
		}
		e, err := Decode(f, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
}

// The answer to a request with a digest carries the envelopes of the buckets that differ and
// nothing else; to a digest equal to the answerer's, nothing at all.
func TestSyncAnswersOnlyDifferingBuckets(t *testing.T) {
	const room = "team"
	a := newNode(t, nil)
	if err := a.svc.Join(room); err != nil {
		t.Fatal(err)
	}
	asker := NewStore(openMemDB(t))
	base := time.Now().Add(-time.Hour).Truncate(time.Minute)
	ts := putSigned(t, room, 12, base, a.svc.store, asker)
	extra := putSigned(t, room, 2, time.UnixMilli(ts[5]).Add(time.Second), a.svc.store) // only a has these
	cl := newHost(t)
	connect(t, cl, a.h)
	since, width, n := ts[0], int64(4*time.Minute/time.Millisecond), 3 // m0–m3, m4–m7 (+2), m8–
	digest, err := asker.Digest(room, since, width, n)
	if err != nil {
		t.Fatal(err)
	}
	got := askSync(t, cl, a.h.ID(), syncRequest{Room: room, Since: since, Limit: 100, Width: width, Digest: digest})
	if len(got) != 6 {
		t.Fatalf("answer of %d envelopes, want the 6 of the middle bucket", len(got))
	}
	missing := 0
	for _, e := range got {
		if e.TS < ts[4] || e.TS >= ts[8] {
			t.Fatalf("answer holds ts %d outside the differing bucket [%d, %d)", e.TS, ts[4], ts[8])
		}
		if e.TS == extra[0] || e.TS == extra[1] {
			missing++
		}
	}
	if missing != 2 {
		t.Fatalf("answer holds %d of the 2 envelopes the asker lacks", missing)
	}
	full, _ := a.svc.store.Digest(room, since, width, n)
	if got := askSync(t, cl, a.h.ID(), syncRequest{Room: room, Since: since, Limit: 100, Width: width, Digest: full}); len(got) != 0 {
		t.Fatalf("same digest answered with %d envelopes", len(got))
	}
	// Without a digest, the answer is everything since since, as before.
	if got := askSync(t, cl, a.h.ID(), syncRequest{Room: room, Since: since, Limit: 100}); len(got) != 14 {
		t.Fatalf("answer without a digest has %d envelopes, want 14", len(got))
	}
}
