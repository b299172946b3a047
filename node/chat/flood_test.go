package chat

import (
	"context"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
)

// openNodeLikeDB opens badger in dir with the node's options (node/store.go, badgerOptions):
// synced writes, two 8 MiB memtables, 8 MiB block and index caches, two compactors, 64 MiB
// value-log files.
func openNodeLikeDB(t testing.TB, dir string) *badger.DB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil).
		WithMemTableSize(8 << 20).WithNumMemtables(2).WithBlockCacheSize(8 << 20).WithIndexCacheSize(8 << 20).
		WithNumCompactors(2).WithValueLogFileSize(64 << 20))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// diskBytes is the space the files under dir take on disk (allocated blocks, so badger's
// sparse preallocated files count for what was written).
func diskBytes(t testing.TB, dir string) int64 {
	t.Helper()
	var total int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if st, ok := info.Sys().(*syscall.Stat_t); ok {
			total += st.Blocks * 512
		} else {
			total += info.Size()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return total
}

// memberSet is a MembershipOracle over a set of addresses.
type memberSet struct {
	mu   sync.RWMutex
	addr map[common.Address]bool
}

func (m *memberSet) add(a common.Address) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.addr == nil {
		m.addr = map[common.Address]bool{}
	}
	m.addr[a] = true
}

func (m *memberSet) IsMember(_ context.Context, _ string, d identity.DID) (bool, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.addr[d.Address], nil
}

// flooder is a peer that publishes in a room's topic without validating anything, signing
// with fresh keys.
type flooder struct {
	topic *pubsub.Topic
	keys  []*identity.Key
}

// isFlooder reports whether a sender DID is one of the flooder's keys.
func (f *flooder) isFlooder(sender string) bool {
	for _, k := range f.keys {
		if k.DID(testChain).String() == sender {
			return true
		}
	}
	return false
}

func newFlooder(t testing.TB, room string, keys int, targets ...*node) *flooder {
	t.Helper()
	h := newHost(t)
	ps := newPubSub(t, h) // big queues: the flooder is not held back by its own router
	topic, err := ps.Join(Topic(room))
	if err != nil {
		t.Fatal(err)
	}
	sub, err := topic.Subscribe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sub.Cancel)
	for _, n := range targets {
		connect(t, h, n.h)
	}
	waitFor(t, "flooder in the mesh", func() bool { return len(topic.ListPeers()) == len(targets) })
	f := &flooder{topic: topic}
	for range keys {
		f.keys = append(f.keys, mustKey(t))
	}
	return f
}

// flood signs and publishes count envelopes of size bytes, by its keys in turn, dated across
// the freshness window so that they fall in every quota window a node would accept.
func (f *flooder) flood(t testing.TB, room string, count, size int, window time.Duration) {
	t.Helper()
	pad := strings.Repeat("f", size)
	now := time.Now()
	for i := range count {
		ts := now.Add(-time.Duration(i%int(window/time.Second)) * time.Second)
		data := wire(t, signed(t, f.keys[i%len(f.keys)], room, fmt.Sprint(i, pad), ts))
		if err := f.topic.Publish(context.Background(), data); err != nil {
			t.Fatal(err)
		}
	}
}

// Fresh keys flood a room with 24 MB while three members talk: the members' messages are all
// delivered and stored on every node, the flood is refused beyond the strangers' quotas (one
// stranger's, or all strangers' together), and each node's badger directory grows by a
// bounded amount instead of the flood's size.
func TestFloodIsBounded(t *testing.T) {
	cfg := DefaultConfig(testChain)
	// What strangers may leave per quota window, over the windows their ts can fall in.
	windows := int64((cfg.FreshnessWindow+cfg.MaxClockSkew)/cfg.QuotaWindow) + 2
	for _, tc := range []struct {
		name     string
		keys     int
		maxFlood int64 // bytes of flood a node may store
	}{
		{"one key", 1, windows * int64(cfg.StrangerQuota.Bytes)},
		{"30 keys", 30, windows * int64(cfg.StrangersQuota.Bytes)},
	} {
		t.Run(tc.name, func(t *testing.T) { testFlood(t, tc.keys, tc.maxFlood) })
	}
}

func testFlood(t *testing.T, keys int, maxFlood int64) {
	const (
		room               = "team"
		floodN, floodSize  = 1500, 16 << 10
		honestN, perMember = 3, 20
	)
	members := &memberSet{}
	var nodes []*node
	dirs := make([]string, honestN)
	for i := range honestN {
		dirs[i] = t.TempDir()
		n := newNodeWith(t, newHost(t), openNodeLikeDB(t, dirs[i]), func(c *Config) {
			c.Membership = members
			c.SyncInterval = 2 * time.Second // repair what a busy router dropped
		})
		members.add(n.key.Address())
		nodes = append(nodes, n)
	}
	for i := range nodes {
		connect(t, nodes[i].h, nodes[(i+1)%honestN].h)
		if err := nodes[i].svc.Join(room); err != nil {
			t.Fatal(err)
		}
	}
	waitPeers(t, room, 2, nodes...)
	f := newFlooder(t, room, keys, nodes...)
	meshSettle()
	before := make([]int64, honestN)
	for i := range nodes {
		before[i] = diskBytes(t, dirs[i])
	}

	cfg := nodes[0].svc.cfg
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		f.flood(t, room, floodN, floodSize, cfg.FreshnessWindow-10*time.Second)
	}()
	for j := range perMember {
		for i, n := range nodes {
			if _, err := n.svc.Post(context.Background(), room, Draft{Content: fmt.Sprintf("member %d says %d", i, j)}); err != nil {
				t.Errorf("member %d post %d: %v", i, j, err)
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	wg.Wait()

	honest := func(s string) bool { return !f.isFlooder(s) }
	for i, n := range nodes {
		waitWithin(t, 30*time.Second, fmt.Sprint("node ", i, " holds every member message"), func() bool {
			return countFrom(t, n, room, honest) == honestN*perMember
		})
	}
	for _, n := range nodes { // let the routers finish with the flood before measuring
		settled(t, func() uint64 { st := n.svc.Stats(); return st.Accepted + st.Throttled + st.Ignored + st.Rejected })
	}
	for i, n := range nodes {
		flood := countFrom(t, n, room, f.isFlooder)
		if int64(flood)*floodSize > maxFlood {
			t.Errorf("node %d stored %d flood messages (%d bytes), quotas allow %d bytes", i, flood, flood*floodSize, maxFlood)
		}
		grown := diskBytes(t, dirs[i]) - before[i]
		t.Logf("node %d: %d flood messages stored, %d throttled, disk +%d KiB (flood sent %d MiB)",
			i, flood, n.svc.Stats().Throttled, grown>>10, floodN*floodSize>>20)
		if limit := 2*maxFlood + 1<<20; grown > limit {
			t.Errorf("node %d: badger grew by %d bytes during the flood, want under %d", i, grown, limit)
		}
		if n.svc.Stats().Throttled == 0 {
			t.Errorf("node %d throttled nothing", i)
		}
	}
}

// settled waits until count has not changed for half a second.
func settled(t testing.TB, count func() uint64) {
	t.Helper()
	last, same := count(), 0
	waitWithin(t, time.Minute, "the count to settle", func() bool { // a flood takes a loaded machine a while
		time.Sleep(100 * time.Millisecond)
		c := count()
		if c != last {
			last, same = c, 0
			return false
		}
		same++
		return same >= 5
	})
}

// countFrom counts the stored envelopes of room whose sender matches.
func countFrom(t testing.TB, n *node, room string, match func(sender string) bool) int {
	t.Helper()
	h, err := n.svc.History(room, 0, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	c := 0
	for _, e := range h {
		if match(e.SenderID) {
			c++
		}
	}
	return c
}
