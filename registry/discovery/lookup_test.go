package discovery_test

import (
	"context"
	"testing"
	"time"

	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// newSlowNetwork is newNetwork with every link delaying each message by latency one way.
func newSlowNetwork(t *testing.T, n int, cfg discovery.Config, latency time.Duration) *network {
	t.Helper()
	nw := &network{t: t, mn: mocknet.New(), cfg: cfg}
	nw.mn.SetLinkDefaults(mocknet.LinkOptions{Latency: latency})
	t.Cleanup(nw.close)
	for range n {
		nw.add()
	}
	return nw
}

// TestSearchReturnsAtFirstVerifiedProvider: on links with a 100 ms round trip, a search with
// limit 1 for a skill only the DHT knows (the card is too old to be gossiped), from a node that
// joined after it was published, returns the
// provider's card as soon as it is fetched and verified: before a lookup asking for more
// providers than exist has walked the DHT to its end, and within a few round trips (the walk's
// first answers, the card fetch). The search wait is long, so it is not what ends the search.
func TestSearchReturnsAtFirstVerifiedProvider(t *testing.T) {
	const latency = 50 * time.Millisecond
	rtt := 2 * latency
	cfg := testConfig()
	cfg.SearchWait = 10 * time.Second
	nw := newSlowNetwork(t, 12, cfg, latency)
	nw.refresh()
	provider := nw.nodes[7]
	c, _, err := cardtest.New(cardtest.Spec{PeerID: provider.h.ID(), Name: "Rare", Tags: []string{"rare"},
		Now: time.Now().Add(-cfg.Freshness - time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := provider.d.Publish(ctx, c, nil); err != nil {
		t.Fatal(err)
	}
	// Two late joiners: the card's DHT record reached every node of the network (all are among
	// the closest peers) and with it their indexes; the joiners' indexes stay empty.
	asker, walker := nw.add(), nw.add()
	nw.refresh()
	if asker.idx.Len() != 0 || walker.idx.Len() != 0 {
		t.Fatalf("the joiners' indexes hold %d and %d cards before the search, want none", asker.idx.Len(), walker.idx.Len())
	}

	start := time.Now()
	res, err := asker.d.Search(ctx, discovery.Query{Skill: "rare", Limit: 1})
	found := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1 || res[0].Card.DID != c.DID || res[0].Source != index.SourceDHT {
		t.Fatalf("search = %+v, want the provider's card from the DHT", res)
	}

	// The same lookup run to its end: there is one provider, so asking for two walks the DHT
	// until every closest peer has answered.
	start = time.Now()
	cards, err := walker.d.FindBySkill(ctx, "rare", 2)
	walked := time.Since(start)
	if err != nil || len(cards) != 1 {
		t.Fatalf("full walk = %d cards, %v; want the one card", len(cards), err)
	}
	t.Logf("first verified card after %v (%.1f RTT); the walk to its end took %v (%.1f RTT)",
		found, float64(found)/float64(rtt), walked, float64(walked)/float64(rtt))
	if found >= walked {
		t.Fatalf("search returned after %v, not before the walk's end (%v)", found, walked)
	}
	if found > 4*rtt {
		t.Fatalf("search returned after %v, more than 4 round trips of %v", found, rtt)
	}
}
