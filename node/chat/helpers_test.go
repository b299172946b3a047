package chat

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/dgraph-io/badger/v4"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

const testChain = 1337

// testClock is the wall clock shifted by an offset the test can change.
type testClock struct {
	mu     sync.Mutex
	offset time.Duration
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
}

func testLogger() *slog.Logger {
	if os.Getenv("CHAT_TEST_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.DiscardHandler)
}

func mustKey(t testing.TB) *identity.Key {
	t.Helper()
	k, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func newHost(t testing.TB) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func newPubSub(t testing.TB, h host.Host, opts ...pubsub.Option) *pubsub.PubSub {
	t.Helper()
	if opts == nil {
		opts = RecommendedPubSubOptions()
	}
	ps, err := pubsub.NewGossipSub(context.Background(), h, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func openMemDB(t testing.TB) *badger.DB {
	t.Helper()
	return openMemDBWith(t, 64<<20)
}

// openMemDBWith opens in-memory badger with the given memtable size (badger's default: 64 MiB)
// and a value threshold that fits its transaction limit (15% of the memtable).
func openMemDBWith(t testing.TB, memTable int64) *badger.DB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions("").WithInMemory(true).WithLogger(nil).
		WithMemTableSize(memTable).WithValueThreshold(min(1<<20, memTable*15/100)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// openDiskDB opens badger in dir with SyncWrites, as the node does.
func openDiskDB(t testing.TB, dir string) *badger.DB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// node is one test node: host, router, DB and chat service.
type node struct {
	h   host.Host
	ps  *pubsub.PubSub
	db  *badger.DB
	svc *Service
	key *identity.Key
}

func newNodeWith(t testing.TB, h host.Host, db *badger.DB, mod func(*Config), psOpts ...pubsub.Option) *node {
	t.Helper()
	n := &node{h: h, ps: newPubSub(t, h, psOpts...), db: db, key: mustKey(t)}
	cfg := DefaultConfig(testChain)
	cfg.Key = n.key
	cfg.Logger = testLogger()
	cfg.Membership = everyoneMember // tests of strangers and quotas set their own
	if mod != nil {
		mod(&cfg)
	}
	svc, err := New(cfg, h, n.ps, db)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })
	n.svc = svc
	return n
}

func newNode(t testing.TB, mod func(*Config), psOpts ...pubsub.Option) *node {
	t.Helper()
	return newNodeWith(t, newHost(t), openMemDB(t), mod, psOpts...)
}

func connect(t testing.TB, a, b host.Host) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := a.Connect(ctx, peer.AddrInfo{ID: b.ID(), Addrs: b.Addrs()}); err != nil {
		t.Fatal(err)
	}
}

// joinAll has every node join room.
func joinAll(t testing.TB, room string, nodes ...*node) {
	t.Helper()
	for _, n := range nodes {
		if err := n.svc.Join(room); err != nil {
			t.Fatal(err)
		}
	}
}

// waitPeers waits until every service sees at least want peers in room.
func waitPeers(t testing.TB, room string, want int, nodes ...*node) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for _, n := range nodes {
		for {
			ps, err := n.svc.Peers(room)
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) >= want {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("node %s sees %d peers in %q, want %d", n.h.ID(), len(ps), room, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}

// waitFor polls cond until it holds or 10 s pass.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	waitWithin(t, 10*time.Second, what, cond)
}

// waitWithin polls cond until it holds or d passes.
func waitWithin(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// collect reads n envelopes from ch or fails after 10 s.
func collect(t testing.TB, ch <-chan Envelope, n int) []Envelope {
	t.Helper()
	var out []Envelope
	timeout := time.After(10 * time.Second)
	for len(out) < n {
		select {
		case e, ok := <-ch:
			if !ok {
				t.Fatalf("channel closed after %d of %d", len(out), n)
			}
			out = append(out, e)
		case <-timeout:
			t.Fatalf("got %d of %d envelopes", len(out), n)
		}
	}
	return out
}

func signed(t testing.TB, k *identity.Key, room, content string, now time.Time) Envelope {
	t.Helper()
	e := Envelope{GroupID: room, State: StateDiscussion, Type: TypeText, Content: content}
	if err := e.Sign(k, testChain, now); err != nil {
		t.Fatal(err)
	}
	return e
}

type bytesBuffer = bytes.Buffer
