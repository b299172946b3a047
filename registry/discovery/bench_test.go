package discovery_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"

	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
)

// benchSizes reads AGENTSITE_BENCH_N (comma-separated node counts); default 16,64.
func benchSizes(b *testing.B) []int {
	env := os.Getenv("AGENTSITE_BENCH_N")
	if env == "" {
		return []int{16, 64}
	}
	var out []int
	for _, f := range strings.Split(env, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 4 {
			b.Fatalf("AGENTSITE_BENCH_N: bad size %q", f)
		}
		out = append(out, n)
	}
	return out
}

// arrivals counts, per card issue, how many nodes stored it, and when 99% of them had.
type arrivals struct {
	mu     sync.Mutex
	want   int
	counts map[string]int
	done   map[string]chan struct{}
	times  map[string][]time.Time
}

func (a *arrivals) key(c *registry.Card) string {
	return fmt.Sprintf("%s/%d", c.Address().Hex(), c.IssuedAt)
}

func (a *arrivals) expect(k string) chan struct{} {
	a.mu.Lock()
	defer a.mu.Unlock()
	ch := make(chan struct{})
	a.done[k] = ch
	return ch
}

func (a *arrivals) seen(c *registry.Card, _ index.Source) {
	k := a.key(c)
	a.mu.Lock()
	defer a.mu.Unlock()
	a.counts[k]++
	if _, ok := a.done[k]; ok {
		a.times[k] = append(a.times[k], time.Now())
	}
	if ch, ok := a.done[k]; ok && a.counts[k] == a.want {
		close(ch)
	}
}

// BenchmarkDiscovery measures, for each network size N (mocknet, in one process, real
// kad-dht + GossipSub + badger per node, zero link latency):
//
//   - lookup: FindBySkill of a random agent from a random other node (DHT provider lookup plus
//     the /agentsite/card/1 fetch and verification); p50/p99 latency, hops (depth of the deepest
//     peer queried: seeds from the routing table are hop 1, peers learnt from a hop-h answer are
//     hop h+1; 0 when the querying node held the provider record) and peers queried;
//   - gossip: a hosted card is re-signed and announced (Announce: gossip only, as a heartbeat);
//     time until 99% of the N nodes stored it;
//   - memory: Go heap per node after the network is up and every node hosts one agent.
func BenchmarkDiscovery(b *testing.B) {
	type row struct {
		n                         int
		p50, p99                  time.Duration
		hops, queried             float64
		reach50, reach99, reachMx time.Duration
		memMB                     float64
		misses, tries             int
		half, ninety              time.Duration // median time to 50% and 90% of nodes
		idle                      float64       // CPU cores the idle network uses
	}
	var rows []row
	for _, n := range benchSizes(b) {
		var r row
		r.n = n
		arr := &arrivals{want: (n*99 + 99) / 100, counts: map[string]int{}, done: map[string]chan struct{}{}, times: map[string][]time.Time{}}
		cfg := testConfig()
		cfg.OnCard = arr.seen
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		t0 := time.Now()
		nw := newNetwork(b, n, cfg)
		progress("N=%d: %d nodes up in %v", n, n, time.Since(t0))
		nw.refresh()
		progress("N=%d: routing tables filled at %v", n, time.Since(t0))
		agents := nw.publishAgents(false)
		progress("N=%d: %d agents published at %v", n, n, time.Since(t0))
		runtime.GC()
		runtime.ReadMemStats(&after)
		r.memMB = float64(after.HeapAlloc-before.HeapAlloc) / float64(n) / (1 << 20)

		b.Run(fmt.Sprintf("lookup/N=%d", n), func(b *testing.B) {
			var lat []time.Duration
			var hops, queried []float64
			for b.Loop() {
				a := agents[rand.IntN(len(agents))]
				q := pick(nw.nodes, a.host, 1)[0]
				h, qn, d, ok := timedLookup(q, a)
				if !ok {
					b.Fatalf("agent %s not found from %s", a.tag, q.h.ID())
				}
				lat, hops, queried = append(lat, d), append(hops, h), append(queried, qn)
			}
			slices.Sort(lat)
			slices.Sort(hops)
			slices.Sort(queried)
			r.p50, r.p99 = pct(lat, 50), pct(lat, 99)
			r.hops, r.queried = hops[len(hops)/2], queried[len(queried)/2]
			b.ReportMetric(float64(r.p50.Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(r.p99.Microseconds())/1000, "p99-ms")
			b.ReportMetric(r.hops, "hops-median")
		})

		b.Run(fmt.Sprintf("gossip/N=%d", n), func(b *testing.B) {
			var reach, reach50, reach90 []time.Duration
			misses := 0
			idle := idleCPU(3 * time.Second)
			for b.Loop() {
				a := agents[rand.IntN(len(agents))]
				c := *a.card
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				start := time.Now()
				if err := c.Sign(a.key, start, time.Hour); err != nil {
					b.Fatal(err)
				}
				done := arr.expect(arr.key(&c))
				go func() { _ = a.host.d.Announce(ctx, &c) }()
				select {
				case <-done:
					reach = append(reach, time.Since(start))
				case <-ctx.Done():
					misses++ // counted and reported, not fatal: the table shows how often
				}
				cancel()
				arr.mu.Lock()
				ts := arr.times[arr.key(&c)]
				if len(ts) >= n/2 {
					reach50 = append(reach50, ts[n/2-1].Sub(start))
				}
				if len(ts) >= n*9/10 {
					reach90 = append(reach90, ts[n*9/10-1].Sub(start))
				}
				arr.mu.Unlock()
			}
			slices.Sort(reach)
			slices.Sort(reach50)
			slices.Sort(reach90)
			r.half, r.ninety, r.idle = pct(reach50, 50), pct(reach90, 50), idle
			r.misses, r.tries = misses, misses+len(reach)
			if len(reach) == 0 {
				return
			}
			r.reach50, r.reach99, r.reachMx = pct(reach, 50), pct(reach, 99), reach[len(reach)-1]
			b.ReportMetric(float64(r.reach50.Microseconds())/1000, "reach99%-p50-ms")
		})
		nw.close()
		rows = append(rows, r)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "\n%6s %10s %10s %6s %8s %14s %14s %14s %8s %10s\n", "N", "lookup p50", "lookup p99", "hops", "queried",
		"99% reach p50", "99% reach p99", "99% reach max", ">5s", "MiB/node")
	for _, r := range rows {
		fmt.Fprintf(&sb, "%6d %10s %10s %6.0f %8.0f %14s %14s %14s %8s %10.2f\n", r.n, r.p50.Round(10*time.Microsecond),
			r.p99.Round(10*time.Microsecond), r.hops, r.queried, r.reach50.Round(10*time.Microsecond), r.reach99.Round(10*time.Microsecond),
			r.reachMx.Round(10*time.Microsecond), fmt.Sprintf("%d/%d", r.misses, r.tries), r.memMB)
	}
	fmt.Fprintf(&sb, "gossip, median time to reach 50%% / 90%% of nodes; CPU cores used by the idle network:\n")
	for _, r := range rows {
		fmt.Fprintf(&sb, "%6d %10s %10s %8.2f cores\n", r.n, r.half.Round(10*time.Microsecond), r.ninety.Round(10*time.Microsecond), r.idle)
	}
	b.Log(sb.String())
}

// idleCPU returns the CPU cores this process uses over d while the benchmark does nothing.
func idleCPU(d time.Duration) float64 {
	var before, after syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	time.Sleep(d)
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &after)
	used := time.Duration(after.Utime.Nano() + after.Stime.Nano() - before.Utime.Nano() - before.Stime.Nano())
	return used.Seconds() / d.Seconds()
}

// progress reports set-up progress on stderr (large N takes minutes on a busy machine).
func progress(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "bench: "+format+"\n", args...)
}

// timedLookup runs FindBySkill with DHT query events on and returns hops, peers queried,
// latency and whether the agent was found.
func timedLookup(q *node, a *agent) (hops, queried float64, d time.Duration, ok bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ectx, events := routing.RegisterForQueryEvents(ctx)
	depth := map[peer.ID]int{}
	var maxDepth, n atomic.Int64
	doneEv := make(chan struct{})
	go func() {
		defer close(doneEv)
		for ev := range events {
			switch ev.Type {
			case routing.SendingQuery:
				if depth[ev.ID] == 0 {
					depth[ev.ID] = 1
				}
				n.Add(1)
				if int64(depth[ev.ID]) > maxDepth.Load() {
					maxDepth.Store(int64(depth[ev.ID]))
				}
			case routing.PeerResponse:
				for _, p := range ev.Responses {
					if depth[p.ID] == 0 {
						depth[p.ID] = depth[ev.ID] + 1
					}
				}
			}
		}
	}()
	start := time.Now()
	cards, _ := q.d.FindBySkill(ectx, a.tag, 1)
	d = time.Since(start)
	cancel()
	<-doneEv
	for _, c := range cards {
		if c.Address() == a.key.Address() {
			ok = true
		}
	}
	return float64(maxDepth.Load()), float64(n.Load()), d, ok
}

func pct(s []time.Duration, p int) time.Duration {
	if len(s) == 0 {
		return 0
	}
	i := (len(s)*p + 99) / 100
	return s[min(max(i-1, 0), len(s)-1)]
}
