package test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/registry/index"
	"github.com/agentsite/agentsite/test/harness/cluster"
)

// netSettle is how long the joiner runs after a rejoin before it looks anything up: its
// bootstrap, a first DHT refresh and a round of presence heartbeats (10 s apart, so about half
// the nodes are heard from by then).
const netSettle = 5 * time.Second

// joinerLookups measures fresh DHT lookups. The last node (the joiner, never churned) is
// killed, its index deleted and restarted; then it looks up each other worker's own tag once,
// with limit 1, in random order, a second apart; then it rejoins again, until netLookups. Its
// index holds no other node's card (the card gossip only brings cards announced after the
// rejoin: those of restarted nodes, counted as known) and it never looked the tag up, so the
// 30 s relookup cache cannot answer either: each lookup is a DHT walk and a card fetch, and a
// search that brings no card within its wait (500 ms) is a miss, not a fast hit.
func (r *netRun) joinerLookups(ctx context.Context) {
	nodes := r.n.Nodes
	joiner := nodes[len(nodes)-1]
	targets := make([]int, 0, len(nodes)-2)
	for i := 1; i < len(nodes)-1; i++ {
		targets = append(targets, i)
	}
	for done := 0; done < netLookups && ctx.Err() == nil; {
		if err := rejoin(joiner); err != nil {
			r.b.Errorf("lookups: %v", err)
			return
		}
		r.mu.Lock()
		r.rejoins++
		order := slices.Clone(targets)
		r.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		r.mu.Unlock()
		time.Sleep(netSettle)
		for _, t := range order[:min(len(order), netLookups-done)] {
			r.freshLookup(ctx, joiner, nodes[t])
			done++
			time.Sleep(time.Second)
		}
	}
}

// rejoin restarts p with an empty card index.
func rejoin(p *cluster.Proc) error {
	if err := p.Kill(); err != nil {
		return fmt.Errorf("rejoin node %d: %w", p.Index, err)
	}
	if err := os.RemoveAll(filepath.Join(p.Dir, "index")); err != nil {
		return fmt.Errorf("rejoin node %d: %w", p.Index, err)
	}
	if err := p.Start(); err != nil {
		return fmt.Errorf("rejoin node %d: %w", p.Index, err)
	}
	return nil
}

// freshLookup asks asker for one agent with target's own tag and files the outcome: a hit is
// the target's card fetched through the DHT; a card that came otherwise (gossip) is known and
// not timed; no card is a miss (the target was down, or not). After a hit the same search
// again is answered from the index.
func (r *netRun) freshLookup(ctx context.Context, asker, target *cluster.Proc) {
	up := target.Running()
	start := time.Now()
	hits, err := lookup(ctx, asker, skillTag(target.Index), 1)
	d := time.Since(start)
	up = up && target.Running()
	at := slices.IndexFunc(hits, func(h apitypes.AgentSummary) bool { return h.PeerID == target.PeerID.String() })
	var again time.Duration
	var errAgain error
	if err == nil && at >= 0 {
		start = time.Now()
		_, errAgain = lookup(ctx, asker, skillTag(target.Index), 1)
		again = time.Since(start)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case err != nil:
		r.lookupErrs++
		return
	case at < 0 && up:
		r.missed++
		return
	case at < 0:
		r.missedDown++
		return
	case hits[at].Source != string(index.SourceDHT):
		r.known++
	default:
		r.lookups = append(r.lookups, d)
	}
	if errAgain == nil {
		r.local = append(r.local, again)
	}
}
