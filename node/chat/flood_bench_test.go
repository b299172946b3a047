package chat

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkFloodOneKey: a fresh key publishes b.N envelopes of 16 KiB into a room of three
// member nodes (disk badger with the node's options) while each member posts one message
// per 100 flood messages. Reported, for the whole process (three nodes and the flooder):
// live-heap-MB (after a GC) and goroutines after the flood, rss-MB (peak over the run), disk-KB (the largest growth of a
// node's badger directory), flood-stored (the most flood envelopes one node kept) and
// honest-missing (member messages not stored everywhere 20 s after the flood).
func BenchmarkFloodOneKey(b *testing.B) {
	const room, size = "team", 16 << 10
	members := &memberSet{}
	var nodes []*node
	var dirs []string
	for range 3 {
		dir := b.TempDir()
		n := newNodeWith(b, newHost(b), openNodeLikeDB(b, dir), func(c *Config) {
			c.Membership = members
			c.SyncInterval = 2 * time.Second
		})
		members.add(n.key.Address())
		nodes, dirs = append(nodes, n), append(dirs, dir)
	}
	for i, n := range nodes {
		connect(b, n.h, nodes[(i+1)%len(nodes)].h)
		if err := n.svc.Join(room); err != nil {
			b.Fatal(err)
		}
	}
	waitPeers(b, room, 2, nodes...)
	f := newFlooder(b, room, 1, nodes...)
	meshSettle()
	window := nodes[0].svc.cfg.FreshnessWindow - 10*time.Second
	pad := strings.Repeat("f", size)
	before := make([]int64, len(nodes))
	for i := range nodes {
		before[i] = diskBytes(b, dirs[i])
	}
	posted := 0
	b.ResetTimer()
	start := time.Now()
	for i := range b.N {
		ts := start.Add(-time.Duration(i%int(window/time.Second)) * time.Second)
		if err := f.topic.Publish(context.Background(), wire(b, signed(b, f.keys[0], room, fmt.Sprint(i, pad), ts))); err != nil {
			b.Fatal(err)
		}
		if i%100 == 0 {
			for j, n := range nodes {
				if _, err := n.svc.Post(context.Background(), room, Draft{Content: fmt.Sprint("member ", j, " at ", i)}); err != nil {
					b.Fatal(err)
				}
			}
			posted++
		}
	}
	b.StopTimer()
	flooder := f.keys[0].DID(testChain).String()
	honest := func(s string) bool { return s != flooder }
	deadline := time.Now().Add(20 * time.Second)
	missing := 0
	for {
		missing = 0
		for _, n := range nodes {
			missing += posted*len(nodes) - countFrom(b, n, room, honest)
		}
		if missing == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	var grown int64
	stored := 0
	for i, n := range nodes {
		grown = max(grown, diskBytes(b, dirs[i])-before[i])
		stored = max(stored, countFrom(b, n, room, func(s string) bool { return s == flooder }))
	}
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapAlloc)/(1<<20), "live-heap-MB")
	b.ReportMetric(float64(peakRSS())/(1<<20), "rss-MB")
	b.ReportMetric(float64(runtime.NumGoroutine()), "goroutines")
	b.ReportMetric(float64(grown)/(1<<10), "disk-KB")
	b.ReportMetric(float64(stored), "flood-stored")
	b.ReportMetric(float64(missing), "honest-missing")
	if missing > 0 {
		b.Errorf("%d member messages missing", missing)
	}
}

// peakRSS is the process's peak resident set size in bytes (VmHWM), or 0 where unknown.
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}
