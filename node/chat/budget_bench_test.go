package chat

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkCatchUpAmplification replays the catch-up attack of issue 18 on the wall clock:
// b.N requests of 38 bytes for everything in a room of 5,000 envelopes (2.5 MB), one after
// another, from one peer or spread over eight. It reports the bytes of envelopes answered per
// byte asked, and per second of the attack. budget=none is the node before the answer budget
// (8 MiB answers, no per-peer bound); budget=default is DefaultConfig's.
func BenchmarkCatchUpAmplification(b *testing.B) {
	none := func(c *Config) {
		c.SyncMaxBytes, c.SyncPeerRate, c.SyncPeerBurst, c.SyncTotalRate, c.SyncTotalBurst = 8<<20, 1<<40, 1<<40, 1<<40, 1<<40
	}
	for _, bc := range []struct {
		budget string
		mod    func(*Config)
		peers  int
	}{{"none", none, 1}, {"default", nil, 1}, {"default", nil, 8}} {
		b.Run(fmt.Sprintf("budget=%s/peers=%d", bc.budget, bc.peers), func(b *testing.B) {
			const room = "team"
			a := withHistory(b, SystemClock{}, bc.mod, room, 5000, 400)
			askers := make([]*node, bc.peers)
			for i := range askers {
				askers[i] = &node{h: newHost(b)}
				connect(b, askers[i].h, a.h)
			}
			var total answerTally
			b.ResetTimer()
			start := time.Now()
			for i, as := range askers {
				n := b.N / bc.peers
				if i < b.N%bc.peers {
					n++
				}
				got := askRaw(b, as.h, a.h.ID(), room, n)
				total.asked, total.answered, total.busy = total.asked+got.asked, total.answered+got.answered, total.busy+got.busy
			}
			elapsed := time.Since(start)
			b.StopTimer()
			b.ReportMetric(float64(total.answered)/float64(total.asked), "answered/asked")
			b.ReportMetric(float64(total.answered)/elapsed.Seconds(), "answered-B/s")
			b.ReportMetric(float64(total.answered)/elapsed.Seconds()/float64(bc.peers), "answered-B/s/peer")
			b.ReportMetric(float64(total.busy)/float64(b.N), "busy/op")
		})
	}
}
