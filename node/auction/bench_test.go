package auction

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// echoHandler answers every call at once with its input.
type echoHandler struct{}

func (echoHandler) Call(_ context.Context, _, _ string, in json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	return in, nil
}

// callCaller is the node's call path as the auction's Caller: /agentsite/call/1 (unpaid here).
type callCaller struct{ c *call.Client }

func (c callCaller) Call(ctx context.Context, t Target, in json.RawMessage) (json.RawMessage, error) {
	return c.c.Call(ctx, t.Peer, t.Agent, t.Skill, in, nil)
}

// benchWorld is newWorld on the wall clock, the bidders' ask limits opened wide (the
// requester asks each of them once per auction, faster than an honest requester would), and
// every bidder serving /agentsite/call/1 with an echo agent that the requester calls.
func benchWorld(b *testing.B, n int, latency time.Duration, enough int) *world {
	w := newWorld(b, n, latency, func(c *Config) { c.Enough = enough })
	w.req.d.Clock, w.req.cfg.CallGrace = SystemClock, DefaultConfig(testChain).CallGrace
	wide := Limits{PerPeerRate: 1e6, PerPeerBurst: 1e6, TotalRate: 1e6, TotalBurst: 1e6, InFlight: 1 << 20, Peers: 1 << 20, Replays: 1 << 20}
	for _, bd := range w.bs {
		bd.srv.clock, bd.srv.gate = SystemClock, newGate(wide, time.Now())
		srv, err := call.NewServer(bd.host, echoHandler{}, call.DefaultConfig(testChain), call.Options{Logger: silent})
		if err != nil {
			b.Fatal(err)
		}
		if err := srv.Start(context.Background()); err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = srv.Close() })
	}
	key, _ := identity.GenerateKey()
	cli, err := call.NewClient(w.host, key, call.DefaultConfig(testChain), call.Options{Logger: silent})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = cli.Close() })
	w.req.d.Caller = callCaller{cli}
	return w
}

func pct(d []time.Duration, p float64) float64 {
	s := slices.Clone(d)
	slices.Sort(s)
	return float64(s[min(len(s)-1, int(p*float64(len(s))))]) / float64(time.Millisecond)
}

// BenchmarkAuction runs auctions on a mocknet whose links delay every write by 20 ms
// (mocknet LinkOptions{Latency}; dialing is not delayed and the connections are open before
// the first auction, as a node's are to the peers it found). It reports the time from the ask
// to the winner chosen (p50, p99), from the ask to the accepted answer, the winner's own call
// time over the same path, and the protocol bytes per auction (ask and bid frames; mocknet
// streams carry no security or muxer overhead).
//
//	go test -run XXX -bench Auction -benchtime 100x ./node/auction
func BenchmarkAuction(b *testing.B) {
	for _, tc := range []struct{ n, enough, maxPeers int }{{1, 0, 256}, {200, 0, 256}, {200, 32, 256}, {1000, 0, 256}, {1000, 32, 256}, {1000, 0, 1000}} {
		b.Run(fmt.Sprintf("bidders=%d/enough=%d/maxPeers=%d", tc.n, tc.enough, tc.maxPeers), func(b *testing.B) {
			w := benchWorld(b, tc.n, 20*time.Millisecond, tc.enough)
			w.req.cfg.MaxPeers, w.req.cfg.Fanout = tc.maxPeers, tc.maxPeers
			r := request()
			r.Deadline, r.BidWindow = 2*time.Second, time.Second
			// One auction first: connections' first streams, bindings of the call client.
			if _, err := w.req.Ask(context.Background(), r); err != nil {
				b.Fatal(err)
			}
			var chosen, took, direct []time.Duration
			var bytes, bids int
			cpu0 := cpuTime()
			b.ResetTimer()
			for range b.N {
				res, err := w.req.Ask(context.Background(), r)
				if err != nil {
					b.Fatalf("%v: asked %d, bids %d, chosen after %v, attempts %+v", err, res.Asked, res.Bids, res.ChosenAfter, res.Attempts)
				}
				chosen, took = append(chosen, res.ChosenAfter), append(took, res.Took)
				bids += res.Bids
				bytes += res.Bytes
				t0 := time.Now()
				if _, err := w.req.call(context.Background(), res.Ranked[0], &r); err != nil {
					b.Fatal(err)
				}
				direct = append(direct, time.Since(t0))
			}
			b.StopTimer()
			b.ReportMetric(float64(cpuTime()-cpu0)/float64(time.Millisecond)/float64(b.N), "cpu-ms/auction")
			b.ReportMetric(pct(chosen, 0.5), "chosen-p50-ms")
			b.ReportMetric(pct(chosen, 0.99), "chosen-p99-ms")
			b.ReportMetric(pct(took, 0.5), "answer-p50-ms")
			b.ReportMetric(pct(took, 0.99), "answer-p99-ms")
			b.ReportMetric(pct(direct, 0.5), "call-p50-ms")
			b.ReportMetric(float64(bytes)/float64(b.N), "bytes/auction")
			b.ReportMetric(float64(bids)/float64(b.N), "bids/auction")
		})
	}
}

// BenchmarkBidderAnswer is one bidder's work for one ask it bids on: parse, checks, policy,
// the replay memory and the standing offers' frames (signed at the first ask, then kept), with
// 1 and with 8 hosted agents bidding (MaxBidsPerStream: the most one ask costs).
func BenchmarkBidderAnswer(b *testing.B) {
	for _, agents := range []int{1, MaxBidsPerStream} {
		b.Run(fmt.Sprintf("agents=%d", agents), func(b *testing.B) { benchBidderAnswer(b, agents) })
	}
}

func benchBidderAnswer(b *testing.B, agents int) {
	w := newWorld(b, 1, 0, nil)
	bd := w.bs[0]
	for i := 1; i < agents; i++ {
		p := bd.book.Policies[0]
		p.Name, p.Key = fmt.Sprintf("%s-%d", p.Name, i), must2(identity.GenerateKey())
		bd.book.Policies = append(bd.book.Policies, p)
	}
	bd.srv.gate = newGate(Limits{PerPeerRate: 1, PerPeerBurst: 1, TotalRate: 1, TotalBurst: 1, InFlight: 1, Peers: 1, Replays: 1 << 30}, time.Now())
	key, _ := identity.GenerateKey()
	now := w.clock.Now()
	b.ResetTimer()
	for i := range b.N {
		a := &Ask{ChainID: testChain, Peer: w.host.ID().String(), Skill: "echo", MaxPrice: "1000", Reserve: "0", Nonce: fmt.Sprint(i),
			Token: "0x0000000000000000000000000000000000000000", BidBy: now.Add(time.Second).UnixMilli(), Deadline: now.Add(2 * time.Second).UnixMilli(), K: 1}
		b.StopTimer()
		_ = a.Sign(key, now)
		f := bodyOf(a)
		b.StartTimer()
		if out, err := bd.srv.answer(f, w.host.ID().String()); err != nil || len(out) == 0 {
			b.Fatal(err)
		}
	}
}

// BenchmarkRequesterCheck is the requester's work per bid before the signature (parse,
// checks, chain index), and BenchmarkBidVerify the signature check of a bid about to win.
func BenchmarkRequesterCheck(b *testing.B) {
	w := newWorld(b, 1, 0, nil)
	bd := w.bs[0]
	a := &auction{dropped: map[string]int{}, terms: Terms{MaxPrice: wei(1000), Reserve: wei(0), Deadline: w.clock.Now().Add(time.Hour)}}
	bid := &Bid{Token: native, AgentID: 1, Name: "a1", Worker: bd.host.ID().String(), Skill: "echo", Price: "101", LatencyMs: 5,
		Expires: w.clock.Now().Add(time.Minute).UnixMilli()}
	_ = bid.Sign(bd.key, testChain, w.clock.Now())
	frame := bodyOf(bid)
	for b.Loop() {
		if _, reason := w.req.check(a, bd.host.ID(), frame); reason != "" {
			b.Fatal(reason)
		}
	}
}

func BenchmarkBidVerify(b *testing.B) {
	key, _ := identity.GenerateKey()
	bid := &Bid{Token: native, AgentID: 1, Name: "a1", Worker: "w", Skill: "echo", Price: "101", LatencyMs: 5, Expires: 1}
	_ = bid.Sign(key, testChain, time.Now())
	for b.Loop() {
		if _, err := bid.Verify(testChain); err != nil {
			b.Fatal(err)
		}
	}
}

// bodyOf is v's frame without its length prefix.
func bodyOf(v any) []byte {
	b, err := readFrame(bufio.NewReader(bytes.NewReader(must(appendFrame(nil, v)))), 1<<20)
	if err != nil {
		panic(err)
	}
	return b
}

// cpuTime is the process's user and system CPU time so far: the work of the requester and of
// every bidder together (they share the process).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func must2[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
