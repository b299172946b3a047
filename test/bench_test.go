package test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// benchBountiesN is how many bounties one round posts (AGENTSITE_BENCH_BOUNTIES overrides).
const benchBountiesN = 30

// settleTimings are the moments one bounty passed each stage, as the nodes recorded them.
type settleTimings struct {
	posted, onChain, claimed, received, accepted time.Time
}

// BenchmarkBountiesSettled measures bounties settled end to end per minute on anvil (instant
// mining) with three nodes: one requester posting N bounties at once through its market, two
// workers hosting the echo agent and racing for them. A bounty counts when the requester's
// node has accepted it on chain (the agent is paid in that transaction). Sub-benchmarks vary
// the nodes' chain index poll interval and reconcile tick, which bound the latency.
func BenchmarkBountiesSettled(b *testing.B) {
	n := benchBountiesN
	if v, err := strconv.Atoi(os.Getenv("AGENTSITE_BENCH_BOUNTIES")); err == nil && v > 0 {
		n = v
	}
	for _, tc := range []struct {
		name            string
		poll, reconcile time.Duration
		parallel, conns int
	}{
		// The devnet's settings as they were: reconcile one bounty at a time, Go's default of
		// two idle connections to the RPC endpoint; then each change on its own; then faster
		// polling with both.
		{"poll=200ms/reconcile=500ms/serial/conns=2", 200 * time.Millisecond, 500 * time.Millisecond, 1, 2},
		{"poll=200ms/reconcile=500ms/parallel=8/conns=2", 200 * time.Millisecond, 500 * time.Millisecond, 8, 2},
		{"poll=200ms/reconcile=500ms/parallel=8/conns=32", 200 * time.Millisecond, 500 * time.Millisecond, 8, 32},
		{"poll=50ms/reconcile=100ms/parallel=8/conns=32", 50 * time.Millisecond, 100 * time.Millisecond, 8, 32},
	} {
		b.Run(fmt.Sprintf("%s/n=%d", tc.name, n), func(b *testing.B) {
			r := newBenchNet(b, tc.poll, tc.reconcile, tc.parallel, tc.conns)
			var all []settleTimings
			var elapsed time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ts, d := r.round(n)
				all, elapsed = append(all, ts...), elapsed+d
			}
			b.StopTimer()
			reportSettled(b, all, elapsed)
			// Both workers race for every bounty: claims the loser sent anyway (mined and
			// reverted, gas spent) show up as more than one claim transaction per bounty.
			claims := 0
			for _, w := range r.workers {
				claims += r.n.escrowCalls(w.Account())["claim"]
			}
			b.ReportMetric(float64(claims)/float64(len(all)), "claim-tx/bounty")
		})
	}
}

// benchNet is a requester and two workers on one anvil.
type benchNet struct {
	b       *testing.B
	n       *net
	req     *node.Node
	workers []*node.Node
}

func newBenchNet(b *testing.B, poll, reconcile time.Duration, parallel, conns int) *benchNet {
	b.Helper()
	n := newNet(b)
	echo := []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	r := &benchNet{b: b, n: n}
	r.req = n.start(n.config(nodeSpec{name: "requester", agents: echo, poll: poll, reconcile: reconcile, parallel: parallel, conns: conns}))
	for _, name := range []string{"worker1", "worker2"} {
		r.workers = append(r.workers, n.start(n.config(nodeSpec{name: name, agents: echo, poll: poll, reconcile: reconcile, parallel: parallel, conns: conns,
			bootstrap: r.req.P2PAddrs(),
			market: []node.MarketPolicy{{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"echo"},
				MinReward: escrow.NewBigString(big.NewInt(1))}}})))
	}
	waitMesh(b, r.req, len(r.workers))
	return r
}

// round posts n bounties at once and waits until the requester has accepted all of them. It
// returns each bounty's stage times and the wall time from the first post to the last
// acceptance.
func (r *benchNet) round(n int) ([]settleTimings, time.Duration) {
	b := r.b
	ctx := context.Background()
	ts := make([]settleTimings, n)
	ids := make([]uint64, n)
	errs := make([]error, n)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			input, _ := json.Marshal(map[string]int{"i": i})
			ts[i].posted = time.Now()
			ids[i], errs[i] = r.req.Market().Post(ctx, escrow.PostRequest{Skill: "echo", Input: input, Reward: escrow.NewBigString(big.NewInt(1e15)),
				Deadline: time.Now().Add(10 * time.Minute), ReviewWindow: 10 * time.Minute})
			ts[i].onChain = time.Now()
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			b.Fatalf("post: %v", err)
		}
	}
	// The nodes' own records, read from memory every 2 ms: no load on the chain.
	left := n
	deadline := time.Now().Add(3 * time.Minute)
	for left > 0 {
		now := time.Now()
		if now.After(deadline) {
			b.Fatalf("%d of %d bounties not accepted after 3 minutes", left, n)
		}
		for i, id := range ids {
			t := &ts[i]
			if !t.accepted.IsZero() {
				continue
			}
			if t.claimed.IsZero() {
				for _, w := range r.workers {
					if j, ok := w.Market().Job(id); ok && j.Stage != escrow.StageClaiming { // the claim's receipt seen
						t.claimed = now
					}
				}
			}
			j, _ := r.req.Market().Job(id)
			if t.received.IsZero() && j.Stage != escrow.StagePosted {
				t.received = now
			}
			if (j.Stage == escrow.StageDecided || j.Stage == escrow.StageDone) && j.Verdict == "accepted" {
				t.accepted = now
				left--
			} else if j.Verdict == "rejected" {
				b.Fatalf("bounty %d rejected: %s", id, j.Err)
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	elapsed := time.Since(start)
	for _, id := range ids { // the chain agrees
		if s := r.n.status(r.req.Escrow(), id); s != escrow.StatusAccepted {
			b.Fatalf("bounty %d is %s on chain, want accepted", id, s)
		}
	}
	return ts, elapsed
}

// reportSettled reports throughput and the latency percentiles of each stage.
func reportSettled(b *testing.B, ts []settleTimings, elapsed time.Duration) {
	b.ReportMetric(float64(len(ts))/elapsed.Minutes(), "bounties/min")
	pct := func(d []time.Duration, p float64) float64 {
		slices.Sort(d)
		return float64(d[int(p*float64(len(d)-1)+0.5)].Milliseconds())
	}
	var total, post, claim, deliver, accept []time.Duration
	for _, t := range ts {
		total = append(total, t.accepted.Sub(t.posted))
		post = append(post, t.onChain.Sub(t.posted))
		claim = append(claim, t.claimed.Sub(t.onChain))
		deliver = append(deliver, t.received.Sub(t.claimed))
		accept = append(accept, t.accepted.Sub(t.received))
	}
	b.ReportMetric(pct(total, 0.5), "p50-ms")
	b.ReportMetric(pct(total, 0.99), "p99-ms")
	b.ReportMetric(pct(post, 0.5), "post-p50-ms")
	b.ReportMetric(pct(claim, 0.5), "claim-p50-ms")
	b.ReportMetric(pct(deliver, 0.5), "deliver-p50-ms")
	b.ReportMetric(pct(accept, 0.5), "accept-p50-ms")
	b.ReportMetric(0, "ns/op") // one op is a whole round; the figures above are what matter
}
