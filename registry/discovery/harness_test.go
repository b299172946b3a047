package discovery_test

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	dht "github.com/libp2p/go-libp2p-kad-dht"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// node is one AgentSite node of a test network: a mocknet host with its own GossipSub, badger
// index (in memory) and Discovery.
type node struct {
	h      host.Host
	ps     *pubsub.PubSub
	idx    *index.Index
	d      *discovery.Discovery
	cancel context.CancelFunc
	closed bool
}

func (n *node) close() {
	if n.closed {
		return
	}
	n.closed = true
	n.d.Close()
	n.cancel()
	n.h.Close()
	n.idx.Close()
}

// network is a mocknet of nodes, linked all-to-all but connected sparsely so the DHT routes.
type network struct {
	t     testing.TB
	mn    mocknet.Mocknet
	nodes []*node
	cfg   discovery.Config
	// psOpts are added to every node's pubsub options (a tracer).
	psOpts []pubsub.Option
	// log is every node's logger (nil: none).
	log *slog.Logger
}

func testConfig() discovery.Config {
	cfg := discovery.DefaultConfig(cardtest.ChainID)
	cfg.LookupTimeout = 5 * time.Second
	cfg.StreamTimeout = 3 * time.Second
	cfg.DHTOptions = []dht.Option{dht.DisableAutoRefresh()}
	return cfg
}

// newNetwork starts n nodes; psOpts are added to each node's pubsub options.
func newNetwork(t testing.TB, n int, cfg discovery.Config, psOpts ...pubsub.Option) *network {
	t.Helper()
	nw := &network{t: t, mn: mocknet.New(), cfg: cfg, psOpts: psOpts}
	t.Cleanup(nw.close)
	for range n {
		nw.add()
	}
	return nw
}

// close stops every node and the mocknet; it may be called more than once.
func (nw *network) close() {
	var wg sync.WaitGroup
	for _, nd := range nw.nodes {
		wg.Add(1)
		go func() { defer wg.Done(); nd.close() }()
	}
	wg.Wait()
	nw.mn.Close()
}

// add creates a node, links it to every node and connects it to up to 3 random existing ones.
func (nw *network) add() *node {
	t := nw.t
	t.Helper()
	// Ed25519 as real nodes use (mocknet's own ECDSA ids do not embed their key, so their
	// heartbeats could not be verified).
	sk, _, err := crypto.GenerateEd25519Key(nil)
	if err != nil {
		t.Fatal(err)
	}
	n := len(nw.nodes) + 1
	h, err := nw.mn.AddPeer(sk, ma.StringCast(fmt.Sprintf("/ip4/100.64.%d.%d/tcp/4242", n/256, n%256)))
	if err != nil {
		t.Fatal(err)
	}
	ping.NewPingService(h) // liveness probes; real hosts serve it (libp2p.Ping)
	for _, o := range nw.nodes {
		if _, err := nw.mn.LinkPeers(h.ID(), o.h.ID()); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	// The router as the node builds it: discovery's options and the host's delivery options.
	opts := append(append(discovery.PubSubOptions(), p2p.GossipOptions()...), nw.psOpts...)
	ps, err := pubsub.NewGossipSub(ctx, h, opts...)
	if err != nil {
		t.Fatal(err)
	}
	idx, err := index.Open(index.Config{MemTableSize: 1 << 20, Verifier: registry.Verifier{ChainID: cardtest.ChainID}})
	if err != nil {
		t.Fatal(err)
	}
	d, err := discovery.New(nw.cfg, h, ps, idx, nw.log)
	if err != nil {
		t.Fatal(err)
	}
	nd := &node{h: h, ps: ps, idx: idx, d: d, cancel: cancel}
	var live []*node
	for _, o := range nw.nodes {
		if !o.closed {
			live = append(live, o)
		}
	}
	rand.Shuffle(len(live), func(i, j int) { live[i], live[j] = live[j], live[i] })
	for _, o := range live[:min(3, len(live))] {
		if err := h.Connect(ctx, peer.AddrInfo{ID: o.h.ID(), Addrs: o.h.Addrs()}); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Start(ctx); err != nil {
		t.Fatal(err)
	}
	nw.nodes = append(nw.nodes, nd)
	return nd
}

// refresh fills every node's routing table (auto refresh is off to keep tests quiet).
func (nw *network) refresh() {
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for _, nd := range nw.live() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			<-nd.d.DHT().RefreshRoutingTable()
			// A refresh can end before the connected peers pass the DHT's protocol check and
			// enter the table (more often on a loaded machine); wait for at least one, bounded.
			for deadline := time.Now().Add(10 * time.Second); nd.d.DHT().RoutingTable().Size() == 0 && time.Now().Before(deadline); {
				time.Sleep(10 * time.Millisecond)
			}
		}()
	}
	wg.Wait()
}

func (nw *network) live() []*node {
	var out []*node
	for _, nd := range nw.nodes {
		if !nd.closed {
			out = append(out, nd)
		}
	}
	return out
}

// agent is a hosted test agent.
type agent struct {
	key  *identity.Key
	card *registry.Card
	tag  string
	word string
	host *node
}

// publishAgents hosts one agent with a distinct tag and a distinct word on each node. With
// gossip false the cards are signed 6 minutes in the past, too old to be announced: they go to
// the DHT only (the benchmark uses this to build large networks quickly).
func (nw *network) publishAgents(gossip bool) []*agent {
	t := nw.t
	t.Helper()
	agents := make([]*agent, len(nw.nodes))
	var wg sync.WaitGroup
	errs := make(chan error, len(nw.nodes))
	sem := make(chan struct{}, 8)
	for i, nd := range nw.nodes {
		tag, word := fmt.Sprintf("skill%03d", i), fmt.Sprintf("widget%03d", i)
		now := time.Now()
		if !gossip {
			now = now.Add(-nw.cfg.Freshness - time.Minute)
		}
		c, k, err := cardtest.New(cardtest.Spec{
			PeerID: nd.h.ID(), Name: fmt.Sprintf("Agent %d", i), Now: now,
			Description: fmt.Sprintf("Builds %s reports for customers", word), Tags: []string{tag, "common"},
		})
		if err != nil {
			t.Fatal(err)
		}
		agents[i] = &agent{key: k, card: c, tag: tag, word: word, host: nd}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			key := k
			if !gossip {
				key = nil // publish as signed, without re-signing
			}
			if err := nd.d.Publish(ctx, c, key); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	return agents
}

// waitIndexed waits until every live node's index holds want cards.
func (nw *network) waitIndexed(want int, timeout time.Duration) {
	nw.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		short := 0
		for _, nd := range nw.live() {
			if nd.idx.Len() < want {
				short++
			}
		}
		if short == 0 {
			return
		}
		if time.Now().After(deadline) {
			nw.t.Fatalf("%d nodes hold fewer than %d cards after %v", short, want, timeout)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
