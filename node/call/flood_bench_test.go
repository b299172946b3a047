package call

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/p2p"
	agentrt "github.com/agentsite/agentsite/node/runtime"
	"github.com/libp2p/go-libp2p/core/network"
)

// BenchmarkFlood measures a serving node under the two floods a stranger can send on
// /agentsite/call/1, with the node's default limits (node/p2p) and fair share, and reports the
// process's peak heap, RSS and goroutines (attackers included: they run in this process) and
// how an honest caller fared meanwhile.
//
//	go test -run '^$' -bench Flood ./node/call/...
func BenchmarkFlood(b *testing.B) {
	// calls: b.N calls of a 20 ms skill from one caller, 64 at a time, while another caller
	// calls the same agent in a loop.
	b.Run("calls", func(b *testing.B) {
		victim, attacker, honest := p2pHost(b), p2pHost(b), p2pHost(b)
		rt := startRuntime(b, agentrt.DefaultConfig())
		startServer(b, victim, rt, DefaultConfig(testChain))
		dial(b, attacker, victim)
		dial(b, honest, victim)
		flooder, caller := newClient(b, attacker), newClient(b, honest)
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		peak := watch(ctx)
		var served, refused, honestOK, honestFailed atomic.Int64
		stop := make(chan struct{})
		go func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				if _, err := caller.Call(ctx, victim.ID(), "echo", "echo", json.RawMessage(`1`), nil); err != nil {
					honestFailed.Add(1)
				} else {
					honestOK.Add(1)
				}
				time.Sleep(5 * time.Millisecond)
			}
		}()
		var next atomic.Int64
		var wg sync.WaitGroup
		b.ResetTimer()
		for range 64 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for next.Add(1) <= int64(b.N) {
					if _, err := flooder.Call(ctx, victim.ID(), "echo", "slow", json.RawMessage(`{"steps":1,"stepMs":20}`), nil); err != nil {
						refused.Add(1)
					} else {
						served.Add(1)
					}
				}
			}()
		}
		wg.Wait()
		b.StopTimer()
		close(stop)
		pk := peak()
		report(b, pk)
		b.ReportMetric(100*float64(refused.Load())/float64(b.N), "flood-refused-%")
		b.ReportMetric(float64(honestOK.Load()), "honest-ok")
		b.ReportMetric(float64(honestFailed.Load()), "honest-failed")
	})
	// frames: b.N streams from 4 peers, each announcing a 1 MiB frame and sending 64 KiB of it.
	b.Run("frames", func(b *testing.B) {
		victim := p2pHost(b)
		cfg := DefaultConfig(testChain)
		cfg.ReadTimeout = time.Minute
		startServer(b, victim, startRuntime(b, agentrt.DefaultConfig()), cfg)
		const attackers = 4
		var hosts []*p2p.Host
		for range attackers {
			a := p2pHost(b)
			dial(b, a, victim)
			hosts = append(hosts, a)
		}
		var hdr [binary.MaxVarintLen64]byte
		msg := append(hdr[:binary.PutUvarint(hdr[:], DefaultMaxFrame)], make([]byte, 64<<10)...)
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		peak := watch(ctx)
		var mu sync.Mutex
		var open []network.Stream
		var wg sync.WaitGroup
		var next atomic.Int64
		b.ResetTimer()
		for w := range 32 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				a := hosts[w%attackers]
				for next.Add(1) <= int64(b.N) {
					st, err := a.NewStream(ctx, victim.ID(), ProtocolID)
					if err != nil {
						continue
					}
					_ = st.SetWriteDeadline(time.Now().Add(time.Second))
					if _, err := st.Write(msg); err != nil && !errors.Is(err, network.ErrReset) {
						_ = st.Reset()
						continue
					}
					mu.Lock()
					open = append(open, st)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		b.StopTimer()
		honest := p2pHost(b)
		dial(b, honest, victim)
		t0 := time.Now()
		_, err := newClient(b, honest).Call(ctx, victim.ID(), "echo", "echo", json.RawMessage(`1`), nil)
		if err != nil {
			b.Errorf("honest call under the frame flood: %v", err)
		}
		b.ReportMetric(float64(time.Since(t0).Microseconds()), "honest-call-µs")
		report(b, peak())
		for _, st := range open {
			_ = st.Reset()
		}
	})
}

func report(b *testing.B, pk peaks) {
	b.ReportMetric(float64(pk.heap)/(1<<20), "peak-heap-MiB")
	b.ReportMetric(float64(pk.rss)/(1<<20), "peak-rss-MiB")
	b.ReportMetric(float64(pk.goroutines), "peak-goroutines")
}
