package call

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// BenchmarkPaidEcho compares, in one run and on one pair of nodes (loopback libp2p, a dev
// chain), a call to a free echo agent with a call to the same agent at a price per call:
// every paid call signs a voucher (payer, in the background while the previous call of its
// channel is in flight), saves the in-flight amount with the last answer (payer store), saves
// the voucher before answering and verifies its signature after, the newest of every 4 calls
// (payee: the channels are paid by the same DID, paychan.WithUnverified). Then the same with
// an agent that takes 200 µs. The
// channels (one per concurrent caller, Lanes) are opened in the warm-up, so the figures are
// the steady state's; the stores are the node's (LogStore, no fsync: safe against kill -9).
//
//	go test -run '^$' -bench PaidEcho -benchtime 2s ./node/call/
func BenchmarkPaidEcho(b *testing.B) {
	r := newPaidRig(b, benchConfig(false), benchConfig(false))
	r.policy.Lanes, r.policy.DepositCalls = 32, 20_000 // no top-up within the measurement
	r.startPayer(b)
	input := json.RawMessage(`{"message":"hello, agent","n":42}`)
	ctx := context.Background()
	call := func(agent string) func() error {
		return func() error {
			out, err := r.paying.Call(ctx, r.server.ID(), agent, "echo", input, nil)
			if err == nil && len(out) != len(input) {
				err = fmt.Errorf("got %s", out)
			}
			return err
		}
	}
	// Open the 32 lanes before measuring: each is a transaction.
	var wg sync.WaitGroup
	for i := 0; i < 32; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := call("echo")(); err != nil {
				b.Error(err)
			}
		}()
	}
	wg.Wait()
	for _, conc := range []int{1, 32} {
		b.Run(fmt.Sprintf("free/callers=%d", conc), func(b *testing.B) { measure(b, conc, call("free")) })
		b.Run(fmt.Sprintf("paid/callers=%d", conc), func(b *testing.B) { measure(b, conc, call("echo")) })
	}
	// Both in one measurement: blocks of free and paid calls alternate on every caller, so
	// both see the same machine (a process's p50 moves between modes, e.g. 32 and 42 µs for
	// the free call, and two sub-benchmarks in a row may land in different ones).
	for _, conc := range []int{1, 32} {
		b.Run(fmt.Sprintf("paired/callers=%d", conc), func(b *testing.B) { measurePair(b, conc, call("free"), call("echo")) })
	}
	// The same with an agent that takes a while (it sleeps 200 µs, as an agent waiting on a
	// model or a tool does): the voucher's signature is verified beside the run.
	r.srv.handler = slowHandler{Handler: r.rt, d: 200 * time.Microsecond}
	for _, conc := range []int{1, 32} {
		b.Run(fmt.Sprintf("free/callers=%d/agent=sleep200µs", conc), func(b *testing.B) { measure(b, conc, call("free")) })
		b.Run(fmt.Sprintf("paid/callers=%d/agent=sleep200µs", conc), func(b *testing.B) { measure(b, conc, call("echo")) })
	}
}

// slowHandler runs its handler after waiting d.
type slowHandler struct {
	Handler
	d time.Duration
}

func (h slowHandler) Call(ctx context.Context, agent, skill string, input json.RawMessage, p runtime.ProgressFunc) (json.RawMessage, error) {
	time.Sleep(h.d)
	return h.Handler.Call(ctx, agent, skill, input, p)
}

// pairBlock is the number of calls of one kind a caller makes before switching (measurePair).
const pairBlock = 32

// measurePair runs b.N free and b.N paid calls over conc goroutines, each alternating blocks
// of pairBlock free and paid calls (the order swapped every round), and reports each kind's
// latency percentiles and the paid p50 over the free p50, all from the same stretch of time.
func measurePair(b *testing.B, conc int, free, paid func() error) {
	for i := 0; i < 50; i++ { // warm up pools and connections
		if err := free(); err != nil {
			b.Fatal(err)
		}
		if err := paid(); err != nil {
			b.Fatal(err)
		}
	}
	var next atomic.Int64
	lat := make([][2][]time.Duration, conc)
	var wg sync.WaitGroup
	b.ResetTimer()
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for round := 0; next.Add(pairBlock) <= int64(b.N); round++ {
				for half := range 2 {
					kind := (round + half) % 2 // 0 free, 1 paid
					call := free
					if kind == 1 {
						call = paid
					}
					for range pairBlock {
						t0 := time.Now()
						if err := call(); err != nil {
							b.Error(err)
							return
						}
						lat[w][kind] = append(lat[w][kind], time.Since(t0))
					}
				}
			}
		}(w)
	}
	wg.Wait()
	b.StopTimer()
	var kinds [2][]time.Duration
	for _, l := range lat {
		kinds[0] = append(kinds[0], l[0]...)
		kinds[1] = append(kinds[1], l[1]...)
	}
	if len(kinds[0]) == 0 || len(kinds[1]) == 0 {
		return
	}
	pct := func(all []time.Duration, p float64) float64 {
		return float64(all[int(p*float64(len(all)-1))].Microseconds())
	}
	for k, name := range []string{"free", "paid"} {
		slices.Sort(kinds[k])
		b.ReportMetric(pct(kinds[k], 0.50), name+"-p50-µs")
		b.ReportMetric(pct(kinds[k], 0.99), name+"-p99-µs")
	}
	// The ratio of the two medians, from the durations (not their whole microseconds).
	b.ReportMetric(float64(kinds[1][len(kinds[1])/2])/float64(kinds[0][len(kinds[0])/2]), "paid/free-p50")
}
