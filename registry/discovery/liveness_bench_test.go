package discovery_test

import (
	"testing"
	"time"

	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/discovery"
)

// BenchmarkSearchWithDeadPeers measures a skill search on loopback hosts when four of the
// five providers of the skill have died behind a black hole (dials to them hang until they
// time out, as on the internet) and still have provider records in the DHT and cards in the
// searcher's index. The live provider's card is always found; fewer results than the limit
// send every search to the DHT. Production timeouts (SearchWait, ProbeTimeout, DeadTTL);
// liveness scaled down (LiveTTL 600 ms) so the dead are hidden quickly.
//
// Metrics: ns/op (one search; it must stay under SearchWait plus scheduling slack, else the
// benchmark fails), first-ms (the first search after the crash, which meets the dead peers
// unmarked), dead-contacts/op (dials of dead peers per search after the first).
func BenchmarkSearchWithDeadPeers(b *testing.B) {
	cfg := liveConfig()
	def := discovery.DefaultConfig(cardtest.ChainID) // production search timeouts
	cfg.SearchWait, cfg.ProbeTimeout, cfg.DeadTTL = def.SearchWait, def.ProbeTimeout, def.DeadTTL
	q := newLoopNode(b, nil, "", cfg)
	providers := make([]*loopNode, 5)
	for i := range providers {
		providers[i] = newLoopNode(b, nil, "", cfg)
		providers[i].connect(b, q)
		if i > 0 {
			providers[i].connect(b, providers[i-1])
		}
	}
	for _, n := range providers {
		c, k, err := cardtest.New(cardtest.Spec{PeerID: n.h.ID(), Tags: []string{"shared"}})
		if err != nil {
			b.Fatal(err)
		}
		publish(b, n, c, k)
	}
	waitFor(b, 20*time.Second, func() bool { return len(searchSkill(b, q, "shared")) == len(providers) })

	dead := providers[1:]
	for _, n := range dead {
		port := n.tcpPort(b)
		n.crash()
		blackHole(b, port)
	}
	time.Sleep(cfg.LiveTTL)
	start := time.Now()
	if r := searchSkill(b, q, "shared"); len(r) != 1 {
		b.Fatalf("first search after the crash: %d results, want the live provider's", len(r))
	}
	first := time.Since(start)
	contacts := func() int {
		n := 0
		for _, d := range dead {
			n += q.contacts.count(d.h.ID())
		}
		return n
	}
	before := contacts()

	b.ResetTimer()
	for range b.N {
		if r := searchSkill(b, q, "shared"); len(r) != 1 {
			b.Fatalf("%d results, want the live provider's", len(r))
		}
	}
	b.StopTimer()
	perOp := b.Elapsed() / time.Duration(b.N)
	b.ReportMetric(float64(first.Milliseconds()), "first-ms")
	b.ReportMetric(float64(contacts()-before)/float64(b.N), "dead-contacts/op")
	if limit := cfg.SearchWait + 250*time.Millisecond; perOp > limit || first > limit {
		b.Fatalf("a search took %v (first %v), want at most %v: it waited on dead peers", perOp, first, limit)
	}
}
