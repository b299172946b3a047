package marketnet_test

import (
	"context"
	"encoding/json"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
	"github.com/agentsite/agentsite/test/harness"
)

// peakRSSMB is the process's peak resident set (VmHWM) in MiB, 0 where /proc is missing.
func peakRSSMB() float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}

func heapInuse() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse
}

// report gives the peak RSS, the heap in use after the flood and its growth over baseHeap,
// and the goroutines left.
func report(b *testing.B, baseHeap uint64) {
	h := heapInuse()
	b.ReportMetric(peakRSSMB(), "rss-MB")
	b.ReportMetric(float64(h)/(1<<20), "heap-MB")
	b.ReportMetric((float64(h)-float64(baseHeap))/(1<<20), "heap-growth-MB")
	b.ReportMetric(float64(runtime.NumGoroutine()), "goroutines")
}

// BenchmarkDeliveryFlood: 8 streams at once flood the requester with 4 MiB deliveries for a
// claimed bounty: a stranger's, and ones naming the claimer but signed by the stranger; both
// are refused by their header, their payload unread. Sender and receiver share the process,
// so rss-MB counts the sender's buffers too.
func BenchmarkDeliveryFlood(b *testing.B) {
	for _, asClaimer := range []bool{false, true} {
		name := "stranger"
		if asClaimer {
			name = "claimer-header"
		}
		b.Run(name, func(b *testing.B) {
			r := newRig(b, marketnet.DefaultConfig())
			id := r.post(b)
			r.m.OK(r.m.Worker.Esc.Claim(context.Background(), id, r.m.AgentID))
			attacker := newHost(b)
			connect(b, attacker, r.req.h)
			payload := make([]byte, escrow.MaxSealedSize)
			k, _ := identity.GenerateKey()
			d := escrow.Delivery{ChainID: r.m.Anvil.ChainID, Escrow: r.m.Requester.Esc.Address(), BountyID: id, AgentID: r.m.AgentID,
				Size: len(payload), SealedHash: escrow.Hash(payload), Signer: k.Address()}
			if asClaimer {
				d.Signer = r.m.Worker.Key.Address()
			}
			base := heapInuse()
			b.ResetTimer()
			var wg sync.WaitGroup
			work := make(chan struct{})
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range work {
						rawDeliver(b, attacker, r.req.h.ID(), d, payload)
					}
				}()
			}
			for range b.N {
				work <- struct{}{}
			}
			close(work)
			wg.Wait()
			b.StopTimer()
			report(b, base)
			st := r.req.svc.Stats()
			if st.Accepted != 0 {
				b.Fatalf("a forged delivery was taken: %+v", st)
			}
		})
	}
}

// BenchmarkAnnouncementFlood: an attacker publishes announcements for made-up bounties, each
// signed by a fresh key, to a node validating them against a real chain index on anvil.
func BenchmarkAnnouncementFlood(b *testing.B) {
	ctx := context.Background()
	m := harness.NewMarket(b)
	_, lookup := newIndex(b, m)
	mcfg := marketnet.DefaultConfig()
	offers, err := marketnet.NewOffers(mcfg, func(context.Context, uint64, string) error { return nil }, nil)
	if err != nil {
		b.Fatal(err)
	}
	escrowAddr := m.Requester.Esc.Address()
	ann, err := marketnet.NewAnnouncements(mcfg, m.Anvil.ChainID, escrowAddr, "self", lookup, offers)
	if err != nil {
		b.Fatal(err)
	}
	victim, attacker := newHost(b), newHost(b)
	vps, err := pubsub.NewGossipSub(ctx, victim)
	if err != nil {
		b.Fatal(err)
	}
	if err := vps.RegisterTopicValidator(marketnet.BountyTopic, ann.Validate); err != nil {
		b.Fatal(err)
	}
	vt, err := vps.Join(marketnet.BountyTopic)
	if err != nil {
		b.Fatal(err)
	}
	sub, err := vt.Subscribe()
	if err != nil {
		b.Fatal(err)
	}
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	go ann.Watch(wctx, sub)
	aps, err := pubsub.NewGossipSub(ctx, attacker)
	if err != nil {
		b.Fatal(err)
	}
	at, err := aps.Join(marketnet.BountyTopic)
	if err != nil {
		b.Fatal(err)
	}
	connect(b, attacker, victim)
	for len(at.ListPeers()) == 0 {
		time.Sleep(20 * time.Millisecond)
	}
	msgs := make([][]byte, b.N)
	for i := range msgs {
		k, _ := identity.GenerateKey()
		a := escrow.Announcement{ChainID: m.Anvil.ChainID, Escrow: escrowAddr, BountyID: 1_000_000 + uint64(i), Skill: "upper",
			Reward: escrow.NewBigString(harness.Eth(5)), Deadline: time.Now().Add(time.Hour).Unix(), Peer: attacker.ID().String()}
		if err := a.Sign(k, time.Now()); err != nil {
			b.Fatal(err)
		}
		msgs[i], _ = json.Marshal(a)
	}
	base := heapInuse()
	b.ResetTimer()
	for _, msg := range msgs {
		_ = at.Publish(ctx, msg)
	}
	// Wait until the victim has validated all it will (pubsub drops what overflows its
	// validation queue): no change for 300 ms.
	seen := func() int64 { s := ann.Stats(); return s.RateLimited + s.Unknown + s.Bad + s.Accepted }
	for last := int64(-1); seen() != last; {
		last = seen()
		time.Sleep(300 * time.Millisecond)
	}
	b.StopTimer()
	b.ReportMetric(float64(seen()), "validated")
	report(b, base)
	b.ReportMetric(float64(offers.Len()), "offers-queued")
	if offers.Len() != 0 {
		b.Fatalf("%d made-up bounties queued", offers.Len())
	}
}
