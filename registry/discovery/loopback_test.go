package discovery_test

import (
	"context"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	lpnet "github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// liveConfig is testConfig with liveness scaled down: heartbeats every 100 ms, a node hidden
// 600 ms after its last one.
func liveConfig() discovery.Config {
	cfg := testConfig()
	cfg.HeartbeatInterval = 100 * time.Millisecond
	cfg.LiveTTL = 600 * time.Millisecond
	cfg.HeartbeatWindow = time.Second
	cfg.DeadTTL = time.Minute
	cfg.ProbeTimeout = 2 * time.Second
	cfg.SearchWait = 300 * time.Millisecond
	return cfg
}

// contacts counts the streams Discovery opens to each peer for its own protocols (card fetches
// and pings), which are what a search dials a card's node with; DHT streams are not counted.
type contacts struct {
	host.Host
	mu sync.Mutex
	n  map[peer.ID]int
}

func (c *contacts) NewStream(ctx context.Context, p peer.ID, pids ...protocol.ID) (lpnet.Stream, error) {
	for _, id := range pids {
		if id == discovery.CardProtocol || id == ping.ID {
			c.mu.Lock()
			c.n[p]++
			c.mu.Unlock()
			break
		}
	}
	return c.Host.NewStream(ctx, p, pids...)
}

func (c *contacts) count(p peer.ID) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[p]
}

// loopNode is a node on a real TCP loopback host with key (nil: a new one), listening on addr
// (empty: any port). Its Discovery sees the host through a contacts counter.
type loopNode struct {
	*node
	key      crypto.PrivKey
	contacts *contacts
}

func newLoopNode(t testing.TB, key crypto.PrivKey, addr string, cfg discovery.Config) *loopNode {
	t.Helper()
	if key == nil {
		var err error
		if key, _, err = crypto.GenerateEd25519Key(nil); err != nil {
			t.Fatal(err)
		}
	}
	if addr == "" {
		addr = "/ip4/127.0.0.1/tcp/0"
	}
	h, err := libp2p.New(libp2p.Identity(key), libp2p.ListenAddrStrings(addr), libp2p.Ping(true), libp2p.DisableRelay())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ps, err := pubsub.NewGossipSub(ctx, h, discovery.PubSubOptions()...)
	if err != nil {
		t.Fatal(err)
	}
	idx, err := index.Open(index.Config{MemTableSize: 1 << 20, Verifier: registry.Verifier{ChainID: cardtest.ChainID}})
	if err != nil {
		t.Fatal(err)
	}
	ch := &contacts{Host: h, n: map[peer.ID]int{}}
	d, err := discovery.New(cfg, ch, ps, idx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Start(ctx); err != nil {
		t.Fatal(err)
	}
	n := &loopNode{node: &node{h: h, ps: ps, idx: idx, d: d, cancel: cancel}, key: key, contacts: ch}
	t.Cleanup(n.close)
	return n
}

// crash closes the node's host without a word to anyone (no unpublish, no goodbye), as a
// kill -9 would, then stops the rest.
func (n *loopNode) crash() {
	n.h.Close()
	n.close()
}

func (n *loopNode) connect(t testing.TB, to *loopNode) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := n.h.Connect(ctx, peer.AddrInfo{ID: to.h.ID(), Addrs: to.h.Addrs()}); err != nil {
		t.Fatal(err)
	}
}

// blackHole listens on addr's TCP port and accepts connections without ever answering, as a
// host that died behind a firewall looks to a dialler: the dial hangs until it times out.
func blackHole(t testing.TB, port string) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:"+port)
	if err != nil {
		t.Fatal(err)
	}
	var conns []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
	})
}

// tcpPort is the TCP port n listens on.
func (n *loopNode) tcpPort(t testing.TB) string {
	t.Helper()
	for _, a := range n.h.Addrs() {
		if p, err := a.ValueForProtocol(ma.P_TCP); err == nil {
			return p
		}
	}
	t.Fatal("no tcp address")
	return ""
}
