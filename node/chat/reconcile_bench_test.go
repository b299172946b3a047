package chat

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// BenchmarkReconcileIdle measures one reconciliation between two nodes that hold the same
// history (1,000 envelopes, or the 20,000 one room retains, one every 6 s up to now): bytes on
// the catch-up protocol, both directions, and envelopes received a round; ns/op is the round's
// latency on loopback, both digests included. round=catchup is the cursor's catch-up (what
// the periodic round was before digests) on the same history, for comparison: it sends again
// what arrived in the last SyncOverlap.
func BenchmarkReconcileIdle(b *testing.B) {
	for _, bc := range []struct {
		round string
		size  int
	}{{"reconcile", 1000}, {"reconcile", 20_000}, {"catchup", 1000}} {
		size := bc.size
		b.Run(fmt.Sprintf("round=%s/history=%d", bc.round, size), func(b *testing.B) {
			const room = "team"
			ha, ma := meteredHost(b)
			hb, _ := meteredHost(b)
			a, c := newNodeWith(b, ha, openMemDB(b), nil), newNodeWith(b, hb, openMemDB(b), nil)
			keys := []*identity.Key{a.key, c.key}
			now := time.Now()
			raws := signedMany(b, keys, room, size, 200, func(i int) time.Time {
				return now.Add(-time.Duration(size-i) * 6 * time.Second) // 20,000 span 33 h
			})
			items := storeItems(b, room, raws)
			for _, n := range []*node{a, c} {
				if _, err := n.svc.store.PutBatch(items); err != nil {
					b.Fatal(err)
				}
				if err := n.svc.Join(room); err != nil {
					b.Fatal(err)
				}
			}
			connect(b, a.h, c.h)
			waitFor(b, "the joins served", func() bool { return a.svc.Stats().Reconciled >= 1 && c.svc.Stats().Reconciled >= 1 })
			time.Sleep(200 * time.Millisecond)
			bytes0, synced0 := ma.sent.Load()+ma.recv.Load(), a.svc.Stats().Synced
			ctx := context.Background()
			b.ResetTimer()
			round := a.svc.Reconcile
			if bc.round == "catchup" {
				round = a.svc.CatchUp
			}
			for range b.N {
				if _, err := round(ctx, room, c.h.ID()); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64(ma.sent.Load()+ma.recv.Load()-bytes0)/float64(b.N), "bytes/round")
			b.ReportMetric(float64(a.svc.Stats().Synced-synced0)/float64(b.N), "envelopes/round")
		})
	}
}
