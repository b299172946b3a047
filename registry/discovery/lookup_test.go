package discovery_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"testing"
	"time"

	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/identity"
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

// TestSearchReturnsAtFirstVerifiedProvider: on links with a 300 ms round trip, a search with
// limit 1 for a skill only the DHT knows (the card is too old to be gossiped), from a node that
// joined after it was published, returns the
// provider's card as soon as it is fetched and verified: before a lookup asking for more
// providers than exist has walked the DHT to its end, and within a few round trips (the walk's
// first answers, the card fetch). The search wait is long, so it is not what ends the search.
func TestSearchReturnsAtFirstVerifiedProvider(t *testing.T) {
	// Round trips long against a loaded machine's scheduling delays (at 100 ms, a search that
	// took 1.5 round trips idle took 4.8 once under make test and 5 other engineers' builds).
	const latency = 150 * time.Millisecond
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

// TestSearchFindsUndialableProviderThroughPeer: the asker cannot reach the provider (no link),
// but knows it alive from its heartbeats relayed by the peer between them; the card, too old
// to be gossiped, is in the peer's index (the DHT record reached it). The search gets the card
// from that peer over /agentsite/card/1 (the request naming the provider), verifies it and
// answers with it; no connection to the provider is ever made.
func TestSearchFindsUndialableProviderThroughPeer(t *testing.T) {
	cfg := liveConfig()
	cfg.LiveTTL = 5 * time.Second
	cfg.SearchWait = 3 * time.Second
	nw := newNetwork(t, 3, cfg)
	relay, provider, asker := nw.nodes[0], nw.nodes[1], nw.nodes[2]
	if err := nw.mn.DisconnectPeers(asker.h.ID(), provider.h.ID()); err != nil {
		t.Fatal(err)
	}
	if err := nw.mn.UnlinkPeers(asker.h.ID(), provider.h.ID()); err != nil {
		t.Fatal(err)
	}
	nw.refresh()
	c, _, err := cardtest.New(cardtest.Spec{PeerID: provider.h.ID(), Name: "Far", Tags: []string{"far"},
		Now: time.Now().Add(-cfg.Freshness - time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := provider.d.Publish(ctx, c, nil); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, func() bool { _, err := relay.idx.Get(c.Address()); return err == nil })
	waitFor(t, 10*time.Second, func() bool { _, alive := asker.d.LastSeen(c); return alive })
	if asker.idx.Len() != 0 {
		t.Fatalf("the asker's index holds %d cards before the search, want none", asker.idx.Len())
	}
	res, err := asker.d.Search(ctx, discovery.Query{Skill: "far", Limit: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1 || res[0].Card.DID != c.DID {
		t.Fatalf("search = %+v, want the provider's card through the peer", res)
	}
	if n := len(asker.h.Network().ConnsToPeer(provider.h.ID())); n != 0 {
		t.Fatalf("the asker has %d connections to the provider, want none", n)
	}
}

// TestRelayedCardRequests: a card request naming a node is answered from the index with that
// node's cards with the tag; one naming no valid peer id, or no tag, is reset.
func TestRelayedCardRequests(t *testing.T) {
	nw := newNetwork(t, 3, testConfig())
	nw.refresh()
	provider, relay, asker := nw.nodes[0], nw.nodes[1], nw.nodes[2]
	k, _ := identity.GenerateKey()
	c := signed(t, cardtest.Spec{Key: k, PeerID: provider.h.ID(), Name: "Coder", Tags: []string{"go"}})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := provider.d.Publish(ctx, c, k); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, func() bool { _, err := relay.idx.Get(k.Address()); return err == nil })

	for _, tc := range []struct {
		name, req string
		cards     int // -1: reset
	}{
		{"the node's cards", fmt.Sprintf(`{"skill":"Go","node":%q}`, provider.h.ID()), 1},
		{"another tag", fmt.Sprintf(`{"skill":"rust","node":%q}`, provider.h.ID()), 0},
		{"a node without cards", fmt.Sprintf(`{"skill":"go","node":%q}`, asker.h.ID()), 0},
		{"not a peer id", `{"skill":"go","node":"12D3KooWnot"}`, -1},
		{"no tag", fmt.Sprintf(`{"node":%q}`, provider.h.ID()), -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := asker.h.NewStream(ctx, relay.h.ID(), discovery.CardProtocol)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if _, err := s.Write([]byte(tc.req)); err != nil {
				t.Fatal(err)
			}
			_ = s.CloseWrite()
			var resp struct {
				Cards []json.RawMessage `json:"cards"`
			}
			err = json.NewDecoder(io.LimitReader(s, 1<<20)).Decode(&resp)
			switch {
			case tc.cards < 0 && err == nil:
				t.Fatalf("answered %d cards, want a reset stream", len(resp.Cards))
			case tc.cards >= 0 && (err != nil || len(resp.Cards) != tc.cards):
				t.Fatalf("answered %d cards, %v; want %d", len(resp.Cards), err, tc.cards)
			}
		})
	}
}

// TestSearchLooksPastOwnUnstakedCard: a node hosting an unstaked agent with a skill (a fresh
// node's built-ins before it registers them) provides that skill's tag itself. Its search for
// one agent with the skill must still find another node's staked agent: the lookup's first
// provider, the node itself, brings a card the search drops, and it used to count as the one
// result asked for, ending the lookup and keeping the tag from another one for 30 s.
func TestSearchLooksPastOwnUnstakedCard(t *testing.T) {
	cfg := testConfig()
	own, ownKey, err := cardtest.New(cardtest.Spec{Name: "Mine", Tags: []string{"rare"}})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Stake = denyStake{own.Address(): true}
	nw := newNetwork(t, 8, cfg)
	nw.refresh()
	provider := nw.nodes[5]
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// Too old to be gossiped: a node that joins later can learn it only from a DHT lookup.
	c, _, err := cardtest.New(cardtest.Spec{PeerID: provider.h.ID(), Name: "Rare", Tags: []string{"rare"},
		Now: time.Now().Add(-cfg.Freshness - time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	if err := provider.d.Publish(ctx, c, nil); err != nil {
		t.Fatal(err)
	}
	asker := nw.add()
	nw.refresh()
	if asker.idx.Len() != 0 {
		t.Fatalf("the joiner's index holds %d cards before the search, want none", asker.idx.Len())
	}
	if err := asker.d.Publish(ctx, own, ownKey); err == nil {
		t.Fatal("publishing the unstaked card succeeded: the test needs it refused by the network")
	}
	for range 2 { // the second search is within RelookupInterval of the first
		res, err := asker.d.Search(ctx, discovery.Query{Skill: "rare", Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(res) != 1 || res[0].Card.DID != c.DID {
			t.Fatalf("search = %+v, want the provider's staked card", res)
		}
	}
}
