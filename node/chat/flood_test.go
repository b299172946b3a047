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
// synced writes, two 16 MiB memtables, 64 MiB value-log files.
func openNodeLikeDB(t testing.TB, dir string) *badger.DB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil).
		WithMemTableSize(16 << 20).WithNumMemtables(2).WithValueLogFileSize(64 << 20))
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

// flooder is a peer that publishes in a room's topic without validating anything.
type flooder struct {
	topic *pubsub.Topic
	key   *identity.Key
}

func newFlooder(t testing.TB, room string, targets ...*node) *flooder {
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
	return &flooder{topic: topic, key: mustKey(t)}
}

// flood signs and publishes count envelopes of size bytes from one fresh key, dated across
// the freshness window so that they fall in every quota window a node would accept.
func (f *flooder) flood(t testing.TB, room string, count, size int, window time.Duration) {
	t.Helper()
	pad := strings.Repeat("f", size)
	now := time.Now()
	for i := range count {
		ts := now.Add(-time.Duration(i%int(window/time.Second)) * time.Second)
		data := wire(t, signed(t, f.key, room, fmt.Sprint(i, pad), ts))
		if err := f.topic.Publish(context.Background(), data); err != nil {
			t.Fatal(err)
		}
	}
}

// One fresh key floods a room with 48 MB while three members talk: the members' messages are
// all delivered and stored on every node, the flood is refused beyond the stranger's quota,
// and each node's badger directory grows by a bounded amount instead of the flood's size.
func TestFloodFromOneKeyIsBounded(t *testing.T) {
	const (
		room               = "team"
		floodN, floodSize  = 3000, 16 << 10
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
	f := newFlooder(t, room, nodes...)
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

	for i, n := range nodes {
		waitFor(t, fmt.Sprint("node ", i, " holds every member message"), func() bool {
			return countFrom(t, n, room, func(s string) bool { return s != f.key.DID(testChain).String() }) == honestN*perMember
		})
	}
	// What a stranger may leave per quota window, over the windows its ts can fall in.
	windows := int64((cfg.FreshnessWindow+cfg.MaxClockSkew)/cfg.QuotaWindow) + 2
	maxFlood := windows * int64(cfg.StrangerQuota.Bytes)
	for i, n := range nodes {
		flood := countFrom(t, n, room, func(s string) bool { return s == f.key.DID(testChain).String() })
		if int64(flood)*floodSize > maxFlood {
			t.Errorf("node %d stored %d flood messages (%d bytes), quota allows %d bytes", i, flood, flood*floodSize, maxFlood)
		}
		grown := diskBytes(t, dirs[i]) - before[i]
		t.Logf("node %d: %d flood messages stored, %d throttled, disk +%d KiB (flood sent %d MiB)",
			i, flood, n.svc.Stats().Throttled, grown>>10, floodN*floodSize>>20)
		if grown > 4<<20 {
			t.Errorf("node %d: badger grew by %d bytes during the flood, want under 4 MiB", i, grown)
		}
		if n.svc.Stats().Throttled == 0 {
			t.Errorf("node %d throttled nothing", i)
		}
	}
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
