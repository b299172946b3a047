package test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/test/harness/cluster"
)

// benchNetNodes is the network benchmark's size: the most node processes tried on the 2-core,
// 24 GiB machines (about 120 MiB each; past 16 the cores are saturated and the figures grow
// with the scheduler's queue as much as with the network). AGENTSITE_BENCH_NET_NODES
// overrides it; docs/BENCHMARKS.md has 12 to 32.
const benchNetNodes = 32

// The workload of one run, spread over about a minute while 30% of the nodes are killed and
// restarted.
const (
	netLookups  = 40
	netMessages = 20
	netBounties = 20
	netChurn    = 0.3             // AGENTSITE_BENCH_NET_CHURN overrides
	netDown     = 4 * time.Second // how long a killed node stays down
	netReachCap = 10 * time.Second
)

// BenchmarkNetworkEmulated runs node processes behind relays with 100 ms round trips (50 ms ±
// 10 ms each way) and 1% segment loss, and while 30% of the nodes are killed with SIGKILL and
// restarted one after another, measures: fresh skill lookups (from a node that rejoins with an
// empty index, each worker's tag once per rejoin, so no card gossip, index or relookup cache
// answers them: see joinerLookups), the time a chat message takes to reach 99% of the nodes
// up, post → claim and post → paid of echo bounties (seen in the escrow's events), and at the
// end the money: every bounty paid once or refunded.
func BenchmarkNetworkEmulated(b *testing.B) {
	nodes := benchNetNodes
	if v, err := strconv.Atoi(os.Getenv("AGENTSITE_BENCH_NET_NODES")); err == nil && v >= 4 {
		nodes = v
	}
	churn := netChurn
	if v, err := strconv.ParseFloat(os.Getenv("AGENTSITE_BENCH_NET_CHURN"), 64); err == nil && v >= 0 && v < 1 {
		churn = v
	}
	link := cluster.Link{Delay: 50 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.01}
	b.Run(fmt.Sprintf("nodes=%d/rtt=100ms/loss=1%%/churn=%.0f%%", nodes, 100*churn), func(b *testing.B) {
		n := cluster.StartNetwork(b, cluster.NetworkConfig{Nodes: nodes, Link: link, Seeds: 2, Node: workerNode})
		r := &netRun{b: b, n: n, churn: churn, rng: rand.New(rand.NewPCG(7, uint64(nodes)))}
		r.warmUp()
		b.ResetTimer()
		for range b.N {
			r.round()
		}
		b.StopTimer()
		r.report(link)
	})
}

// netRun is one benchmark run's network and its samples.
type netRun struct {
	b     *testing.B
	n     *cluster.Network
	churn float64 // the share of nodes killed and restarted
	mu    sync.Mutex
	rng   *rand.Rand

	lookups, local, reaches, claims, paid []time.Duration
	lookupErrs, unreached                 int
	missed, missedDown, known, rejoins    int
	bounties                              []uint64
	churned                               int
}

func (r *netRun) pick(k int) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.rng.IntN(k)
}

// warmUp waits until a message from the last node reaches every other: the meshes are formed.
func (r *netRun) warmUp() {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	last := r.n.Nodes[len(r.n.Nodes)-1]
	msg := "warm-up"
	if err := last.Call(ctx, "chat.post", apitypes.ChatPost{Room: netRoom, Content: msg}, nil); err != nil {
		r.b.Fatal(err)
	}
	for _, p := range r.n.Nodes[:len(r.n.Nodes)-1] {
		for !holds(ctx, p, netRoom, msg) {
			if ctx.Err() != nil {
				r.b.Fatalf("warm-up: node %d never got the first message", p.Index)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
}

// round runs churn, lookups, messages and bounties together, then waits for the bounties.
func (r *netRun) round() {
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	watch := r.n.WatchEscrow(ctx, 50*time.Millisecond)
	var wg sync.WaitGroup
	posted := make(map[uint64]time.Time)
	var postedMu sync.Mutex
	r.mu.Lock()
	victims := r.rng.Perm(len(r.n.Nodes) - 2)[:min(len(r.n.Nodes)-2, int(math.Round(r.churn*float64(len(r.n.Nodes)))))]
	r.mu.Unlock()
	for _, f := range []func(){
		func() { r.killRestart(victims) },
		func() { r.joinerLookups(ctx) },
		func() {
			for i := range netMessages {
				r.reach(ctx, fmt.Sprintf("reach %d", i))
				time.Sleep(2 * time.Second)
			}
		},
		func() {
			for i := range netBounties {
				start := time.Now()
				id, err := postBounty(ctx, r.n.Nodes[0], fmt.Sprintf("bounty %d", i), 2*time.Minute)
				if err != nil {
					r.b.Errorf("post bounty %d: %v", i, err)
				} else {
					postedMu.Lock()
					posted[id] = start
					postedMu.Unlock()
				}
				time.Sleep(2 * time.Second)
			}
		},
	} {
		wg.Add(1)
		go func() { defer wg.Done(); f() }()
	}
	wg.Wait()
	if e := watch.Errors(); e > 0 {
		r.b.Logf("%d escrow polls failed: claim and paid times may be late by a poll", e)
	}
	// Every bounty ends: paid, or refunded after its deadline (2 min) at the latest.
	end := time.Now().Add(3 * time.Minute)
	for id, start := range posted {
		for {
			_, acc := watch.Seen(id, "BountyAccepted")
			_, exp := watch.Seen(id, "BountyExpired")
			if acc || exp || time.Now().After(end) {
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
		r.bounties = append(r.bounties, id)
		if t, ok := watch.Seen(id, "BountyClaimed"); ok {
			r.claims = append(r.claims, t.Sub(start))
		}
		if t, ok := watch.Seen(id, "BountyAccepted"); ok {
			r.paid = append(r.paid, t.Sub(start))
		}
	}
}

// killRestart kills the victims (30% of the nodes by default, never node 0, the requester,
// nor the last node, the joiner) one after another, each with SIGKILL, and restarts each after netDown.
func (r *netRun) killRestart(victims []int) {
	for _, v := range victims {
		p := r.n.Nodes[v+1]
		time.Sleep(3 * time.Second)
		if err := p.Kill(); err != nil {
			r.b.Errorf("churn: %v", err)
			continue
		}
		time.Sleep(netDown)
		if err := p.Start(); err != nil {
			r.b.Errorf("churn: restart node %d: %v", p.Index, err)
			continue
		}
		r.mu.Lock()
		r.churned++
		r.mu.Unlock()
	}
}

// reach posts msg from a random running worker and measures when 99% of the nodes that were
// up then (and stayed up) hold it.
func (r *netRun) reach(ctx context.Context, msg string) {
	nodes := r.n.Nodes
	poster := nodes[1+r.pick(len(nodes)-1)]
	for !poster.Running() {
		poster = nodes[1+r.pick(len(nodes)-1)]
	}
	var waiting []*cluster.Proc
	for _, p := range nodes {
		if p != poster && p.Running() {
			waiting = append(waiting, p)
		}
	}
	start := time.Now()
	if err := poster.Call(ctx, "chat.post", apitypes.ChatPost{Room: netRoom, Content: msg}, nil); err != nil {
		return // the poster was killed meanwhile
	}
	var got []time.Duration
	eligible := len(waiting)
	for len(waiting) > 0 && time.Since(start) < netReachCap {
		left := waiting[:0]
		for _, p := range waiting {
			switch {
			case !p.Running():
				eligible--
			case holds(ctx, p, netRoom, msg):
				got = append(got, time.Since(start))
			default:
				left = append(left, p)
			}
		}
		waiting = left
		time.Sleep(20 * time.Millisecond)
	}
	need := int(math.Ceil(0.99 * float64(eligible)))
	r.mu.Lock()
	defer r.mu.Unlock()
	if need == 0 {
		return
	}
	if len(got) < need {
		r.unreached++
		return
	}
	slices.Sort(got)
	r.reaches = append(r.reaches, got[need-1])
}

// report reports every figure and checks the money.
func (r *netRun) report(link cluster.Link) {
	b := r.b
	ctx := context.Background()
	rtt := float64(link.RTT().Milliseconds())
	b.ReportMetric(float64(len(r.n.Nodes)), "nodes")
	b.ReportMetric(rtt, "link-rtt-ms")
	b.ReportMetric(float64(r.churned), "nodes-churned")
	if len(r.lookups) > 0 {
		p50 := pctMs(r.lookups, 0.5)
		b.ReportMetric(p50, "lookup-p50-ms")
		b.ReportMetric(pctMs(r.lookups, 0.99), "lookup-p99-ms")
		b.ReportMetric(p50/rtt, "lookup-p50-rtts")
	}
	b.ReportMetric(float64(len(r.lookups)), "lookup-hits")
	b.ReportMetric(float64(r.missed), "lookup-misses")
	b.ReportMetric(float64(r.missedDown), "lookup-misses-target-down")
	b.ReportMetric(float64(r.known), "lookup-known")
	b.ReportMetric(float64(r.lookupErrs), "lookup-errors")
	b.ReportMetric(float64(r.rejoins), "joiner-rejoins")
	if len(r.local) > 0 {
		b.ReportMetric(pctMs(r.local, 0.5), "lookup-indexed-p50-ms")
	}
	if len(r.reaches) > 0 {
		b.ReportMetric(pctMs(r.reaches, 0.5), "reach99-p50-ms")
		b.ReportMetric(pctMs(r.reaches, 1), "reach99-max-ms")
	}
	b.ReportMetric(float64(r.unreached), "msgs-not-at-99%")
	if len(r.claims) > 0 {
		b.ReportMetric(pctMs(r.claims, 0.5), "post-claim-p50-ms")
		b.ReportMetric(pctMs(r.claims, 0.99), "post-claim-p99-ms")
	}
	if len(r.paid) > 0 {
		b.ReportMetric(pctMs(r.paid, 0.5), "post-paid-p50-ms")
		b.ReportMetric(pctMs(r.paid, 0.99), "post-paid-p99-ms")
	}
	var paid, refunded, lost int
	for _, id := range r.bounties {
		s, err := r.n.Settle(ctx, id)
		switch {
		case err != nil:
			b.Fatal(err)
		case s.Paid+s.Refunded > 1:
			b.Fatalf("bounty %d settled twice: %+v", id, s)
		case !s.Settled():
			lost++
			b.Logf("bounty %d not settled: %+v", id, s)
		case s.Paid == 1:
			paid++
		default:
			refunded++
		}
	}
	b.ReportMetric(float64(paid), "bounties-paid")
	b.ReportMetric(float64(refunded), "bounties-refunded")
	b.ReportMetric(float64(lost), "bounties-unsettled")
	b.ReportMetric(0, "ns/op") // one op is the whole run
}

// pctMs is the p-th percentile of ds in milliseconds (nearest rank).
func pctMs(ds []time.Duration, p float64) float64 {
	s := slices.Clone(ds)
	slices.Sort(s)
	return float64(s[int(p*float64(len(s)-1)+0.5)].Microseconds()) / 1000
}
