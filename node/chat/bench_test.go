package chat

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"time"
)

// cluster is n nodes in one room, each connected to the next three (a ring with chords), with
// a goroutine per node counting deliveries.
type cluster struct {
	nodes     []*node
	delivered []atomic.Int64
	stop      []func()
	wg        sync.WaitGroup
}

func newCluster(b *testing.B, n int, room string, psOpts []pubsub.Option, disk bool) *cluster {
	b.Helper()
	c := &cluster{delivered: make([]atomic.Int64, n)}
	for range n {
		db := openMemDB(b)
		if disk {
			db = openDiskDB(b, b.TempDir())
		}
		c.nodes = append(c.nodes, newNodeWith(b, newHost(b), db, func(cfg *Config) {
			cfg.SubscriberBuffer = 1 << 16
			cfg.MemberQuota = Quota{Messages: 1 << 30, Bytes: 1 << 40} // a throughput benchmark, not a quota test
		}, psOpts...))
	}
	for i := range n {
		for d := 1; d <= 3 && d < n; d++ {
			connect(b, c.nodes[i].h, c.nodes[(i+d)%n].h)
		}
	}
	for i, nd := range c.nodes {
		if err := nd.svc.Join(room); err != nil {
			b.Fatal(err)
		}
		ch, cancel, err := nd.svc.Subscribe(room)
		if err != nil {
			b.Fatal(err)
		}
		c.stop = append(c.stop, cancel)
		c.wg.Add(1)
		go func() {
			defer c.wg.Done()
			for range ch {
				c.delivered[i].Add(1)
			}
		}()
	}
	waitPeers(b, room, min(n-1, 3), c.nodes...)
	meshSettle()
	return c
}

func (c *cluster) close() {
	for _, s := range c.stop {
		s()
	}
	c.wg.Wait()
}

func (c *cluster) minDelivered() int64 {
	m := c.delivered[0].Load()
	for i := range c.delivered {
		m = min(m, c.delivered[i].Load())
	}
	return m
}

func (c *cluster) totalDelivered() int64 {
	var t int64
	for i := range c.delivered {
		t += c.delivered[i].Load()
	}
	return t
}

// BenchmarkRoom10Nodes measures chat throughput across 10 nodes on loopback TCP: b.N signed
// envelopes posted round-robin by all nodes, each validated, stored (in-memory badger) and
// delivered at all 10. The -disk variant stores on disk with SyncWrites, as the node does. At most `window` messages are in flight (posted but not yet delivered
// everywhere), as a chat client's send queue would be. Reports msgs/s (messages delivered to
// every node per second), deliveries/s, and loss (fraction of the b.N×10 deliveries missing
// 20 s after the last post).
func BenchmarkRoom10Nodes(b *testing.B) {
	b.Run("peer-signed", func(b *testing.B) { benchRoom(b, RecommendedPubSubOptions(), false) })
	b.Run("app-signed", func(b *testing.B) { benchRoom(b, AppSignedPubSubOptions(), false) })
	b.Run("app-signed-disk", func(b *testing.B) { benchRoom(b, AppSignedPubSubOptions(), true) })
}

func benchRoom(b *testing.B, psOpts []pubsub.Option, disk bool) {
	const nodes, room = 10, "bench"
	window := int64(256)
	if w := os.Getenv("CHAT_BENCH_WINDOW"); w != "" {
		fmt.Sscan(w, &window)
	}
	c := newCluster(b, nodes, room, psOpts, disk)
	defer c.close()
	ctx := context.Background()
	var posted atomic.Int64
	b.ReportAllocs()
	b.ResetTimer()
	start, cpu0 := time.Now(), cpuTime()
	var wg sync.WaitGroup
	errs := make(chan error, nodes)
	for i, nd := range c.nodes {
		share := b.N / nodes
		if i < b.N%nodes {
			share++
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range share {
				for posted.Load()-c.minDelivered() >= window {
					runtime.Gosched()
					time.Sleep(50 * time.Microsecond)
				}
				if _, err := nd.svc.Post(ctx, room, Draft{Content: fmt.Sprintf("node %d message %d", i, j)}); err != nil {
					errs <- err
					return
				}
				posted.Add(1)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		b.Fatal(err)
	}
	want := int64(b.N) * nodes
	deadline := time.Now().Add(20 * time.Second)
	for c.totalDelivered() < want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	elapsed, cpu := time.Since(start), cpuTime()-cpu0
	b.StopTimer()
	got := c.totalDelivered()
	var dropped uint64
	for _, nd := range c.nodes {
		dropped += nd.svc.Stats().Dropped
	}
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "msgs/s")
	b.ReportMetric(float64(got)/elapsed.Seconds(), "deliveries/s")
	b.ReportMetric(1-float64(got)/float64(want), "loss")
	// CPU time of the whole process (all 10 nodes) per message: on a shared machine this is
	// steadier than wall-clock throughput. cores/(cpu-µs/msg) bounds msgs/s on an idle box.
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/msg")
	if got != want || dropped != 0 {
		b.Errorf("delivered %d of %d (subscriber drops %d)", got, want, dropped)
	}
}

// cpuTime is the user+system CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
