package discovery_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// TestFiftyNodes: 50 nodes each host one agent with its own skill tag and its own word.
//   - gossip: every node's index ends up with all 50 cards;
//   - text: every agent is found by its word from every node (50×50 local searches);
//   - skill over the DHT: every agent is found by FindBySkill (network only, no index) from
//     5 random other nodes (250 lookups);
//   - a late joiner with an empty index finds every agent by Search (source dht) and by Card;
//   - churn: 30% of the nodes stop; every remaining agent is still found over the DHT from 3
//     random surviving nodes.
func TestFiftyNodes(t *testing.T) {
	const n, perAgent = 50, 5
	start := time.Now()
	nw := newNetwork(t, n, testConfig())
	t.Logf("network up in %v", time.Since(start))
	nw.refresh()
	t.Logf("routing tables filled at %v", time.Since(start))
	agents := nw.publishAgents(true)
	t.Logf("published at %v", time.Since(start))
	nw.waitIndexed(n, 60*time.Second)
	t.Logf("gossip converged at %v", time.Since(start))
	// Each subtest gets its own deadline (generous: -race on a busy machine is slow).
	sub := func(t *testing.T) context.Context {
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		t.Cleanup(cancel)
		return ctx
	}

	t.Run("text from every node", func(t *testing.T) {
		ctx := sub(t)
		for _, a := range agents {
			for _, nd := range nw.nodes {
				res, err := nd.d.Search(ctx, discovery.Query{Text: a.word + " reports", Limit: 1})
				if err != nil || len(res) == 0 || res[0].Card.Address() != a.key.Address() {
					t.Fatalf("node %s: %q not found first (%d results, %v)", nd.h.ID(), a.word, len(res), err)
				}
			}
		}
	})

	t.Run("skill over DHT", func(t *testing.T) {
		ctx := sub(t)
		for _, a := range agents {
			for _, nd := range pick(nw.nodes, a.host, perAgent) {
				if !found(t, ctx, nd, a) {
					t.Errorf("agent %s (%s) not found from %s over the DHT", a.card.Name, a.tag, nd.h.ID())
				}
			}
		}
	})

	t.Run("late joiner", func(t *testing.T) {
		ctx := sub(t)
		late := nw.add()
		<-late.d.DHT().RefreshRoutingTable()
		for _, a := range agents[:10] {
			res, err := late.d.Search(ctx, discovery.Query{Skill: a.tag, Limit: 1})
			if err != nil || len(res) != 1 || res[0].Card.Address() != a.key.Address() {
				t.Fatalf("search %s: %d results, %v", a.tag, len(res), err)
			}
			if res[0].Source != index.SourceDHT && res[0].Source != index.SourceGossip {
				t.Errorf("source = %s", res[0].Source)
			}
		}
		for _, a := range agents[10:] {
			if _, err := late.idx.Get(a.key.Address()); err == nil {
				continue // arrived by gossip meanwhile (heartbeat) — Card would not ask the DHT
			}
			// From the DHT, unless the card's gossip (a heartbeat republish) reached the late
			// joiner between the check above and this lookup.
			e, err := late.d.Card(ctx, a.key.Address())
			if err != nil || e.Card.Name != a.card.Name || (e.Source != index.SourceDHT && e.Source != index.SourceGossip) {
				t.Fatalf("card %s: %+v %v", a.key.Address().Hex(), e, err)
			}
		}
	})

	t.Run("churn 30%", func(t *testing.T) {
		ctx := sub(t)
		perm := rand.Perm(n)
		stopped := map[int]bool{}
		for _, i := range perm[:n*3/10] {
			nw.nodes[i].close()
			stopped[i] = true
		}
		checked := 0
		for i, a := range agents {
			if stopped[i] {
				continue
			}
			for _, nd := range pick(nw.live(), a.host, 3) {
				if !found(t, ctx, nd, a) {
					t.Errorf("after churn: agent %s not found from %s", a.card.Name, nd.h.ID())
				}
				checked++
			}
		}
		t.Logf("churn: %d nodes stopped, %d lookups of %d surviving agents", len(stopped), checked, n-len(stopped))
	})
}

func found(t *testing.T, ctx context.Context, nd *node, a *agent) bool {
	t.Helper()
	cards, err := nd.d.FindBySkill(ctx, a.tag, 1)
	if err != nil {
		t.Logf("FindBySkill(%s) from %s: %v", a.tag, nd.h.ID(), err)
	}
	for _, c := range cards {
		if c.Address() == a.key.Address() {
			return true
		}
	}
	return false
}

// pick returns k random nodes other than not.
func pick(nodes []*node, not *node, k int) []*node {
	var out []*node
	for _, i := range rand.Perm(len(nodes)) {
		if nodes[i] != not && !nodes[i].closed {
			out = append(out, nodes[i])
		}
		if len(out) == k {
			break
		}
	}
	return out
}
