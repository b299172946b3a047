package chat

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func putRaw(t *testing.T, st *Store, room string, ts int64, i int, size int) common.Hash {
	t.Helper()
	id := common.BytesToHash([]byte(fmt.Sprint(room, i)))
	if _, err := st.Put(room, ts, id, make([]byte, size)); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestStorePrune(t *testing.T) {
	base := time.Now().Add(-time.Hour).UnixMilli()
	for _, tc := range []struct {
		name string
		r    Retention
		keep int // the newest `keep` of 10 envelopes of 100 bytes, one a second from base
	}{
		{"nothing to prune", Retention{Before: base, MaxMessages: 10, MaxBytes: 1000}, 10},
		{"by age", Retention{Before: base + 4000, MaxMessages: 100, MaxBytes: 1 << 20}, 6},
		{"by count", Retention{Before: 0, MaxMessages: 3, MaxBytes: 1 << 20}, 3},
		{"by bytes", Retention{Before: 0, MaxMessages: 100, MaxBytes: 450}, 4},
		{"all", Retention{Before: base + 60_000, MaxMessages: 100, MaxBytes: 1 << 20}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := NewStore(openMemDB(t))
			var ids []common.Hash
			for i := range 10 {
				ids = append(ids, putRaw(t, st, "team", base+int64(i)*1000, i, 100))
			}
			other := putRaw(t, st, "team2", base, 0, 100) // a room whose name extends "team"
			n, err := st.Prune("team", tc.r)
			if err != nil || n != 10-tc.keep {
				t.Fatalf("Prune = %d, %v; want %d deleted", n, err, 10-tc.keep)
			}
			for i, id := range ids {
				has, err := st.Has(id)
				if err != nil || has != (i >= 10-tc.keep) {
					t.Fatalf("envelope %d: has %v (%v), want %v", i, has, err, i >= 10-tc.keep)
				}
			}
			if got, _ := st.Since("team", 0, 100, 0); len(got) != tc.keep {
				t.Fatalf("history %d, want %d", len(got), tc.keep)
			}
			if has, _ := st.Has(other); !has {
				t.Fatal("another room's history was pruned")
			}
		})
	}
}

func TestStoreRoomsAndCursors(t *testing.T) {
	st := NewStore(openMemDB(t))
	for i, room := range []string{"b", "a", "a.b", "a", "c-1"} {
		putRaw(t, st, room, int64(1000+i), i, 10)
	}
	rooms, err := st.Rooms()
	if err != nil || !slices.Equal(rooms, []string{"a", "a.b", "b", "c-1"}) {
		t.Fatalf("Rooms = %v, %v", rooms, err)
	}
	for peer, ts := range map[string]int64{"old": 100, "new": 5000} {
		if err := st.SetCursor("a", peer, ts); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := st.PruneCursors(1000); err != nil || n != 1 {
		t.Fatalf("PruneCursors = %d, %v; want 1", n, err)
	}
	if _, ok, _ := st.Cursor("a", "old"); ok {
		t.Fatal("old cursor kept")
	}
	if _, ok, _ := st.Cursor("a", "new"); !ok {
		t.Fatal("recent cursor deleted")
	}
}

// The service's pruner enforces retention in the background, on every room in the store.
func TestPrunerEnforcesRetention(t *testing.T) {
	clock := &testClock{}
	n := newNode(t, func(c *Config) {
		c.Clock = clock
		c.PruneInterval = 20 * time.Millisecond
		c.RetentionMessages = 5
	})
	if err := n.svc.Join("team"); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for i := range 8 {
		e := signed(t, n.key, "team", fmt.Sprint("m", i), now.Add(time.Duration(i-8)*time.Second))
		id, _ := e.ID()
		if _, err := n.svc.store.Put("team", e.TS, id, wire(t, e)); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "pruned to 5", func() bool { return historyLen(t, n, "team") == 5 })
	recent, err := n.svc.Recent("team", 10)
	if err != nil || recent[0].Content != "m3" {
		t.Fatalf("kept %v, %v; want m3..m7", recent, err)
	}
	clock.Advance(n.svc.cfg.RetentionAge) // a week later everything has expired
	// The pruner counts what it deleted once the deletion is done: wait for both.
	waitFor(t, "pruned to 0 and counted", func() bool { return historyLen(t, n, "team") == 0 && n.svc.Stats().Pruned >= 8 })
	if st := n.svc.Stats(); st.Pruned != 8 {
		t.Fatalf("Pruned = %d, want 8", st.Pruned)
	}
}

// A batch beyond badger's transaction limit (here a 1 MiB memtable: 157 KB) is stored whole.
func TestPutBatchSplitsAtTxnLimit(t *testing.T) {
	st := NewStore(openMemDBWith(t, 1<<20))
	items := make([]Item, 100)
	for i := range items {
		items[i] = Item{Room: "team", TS: int64(1000 + i), ID: common.BytesToHash([]byte(fmt.Sprint(i))), Data: make([]byte, 10<<10)}
	}
	added, err := st.PutBatch(items)
	if err != nil {
		t.Fatal(err)
	}
	if i := slices.Index(added, false); i >= 0 {
		t.Fatalf("item %d not added", i)
	}
	if got, _ := st.Since("team", 0, 1000, 0); len(got) != 100 {
		t.Fatalf("stored %d of 100", len(got))
	}
}
