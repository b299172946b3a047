package call

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// The benchmark compares a remote call to the echo agent over /agentsite/call/1 (libp2p,
// loopback TCP) with the same echo over plain HTTP JSON-RPC on loopback (unsigned, and
// signed+verified like a call request), in one run, sequentially (latency) and with 32 callers
// (throughput). libp2p is the default (the DID bound to the connection once, requests
// unsigned); libp2p-signed signs and verifies every request (Config.SignEach, WithProof).
// Each reports p50 and p99 latency in microseconds, calls per second and CPU per call.
//
//	go test -run '^$' -bench Echo ./node/call/
func BenchmarkEcho(b *testing.B) {
	input := json.RawMessage(`{"message":"hello, agent","n":42}`)
	ctx := context.Background()
	viaLibp2p := func(r *rig) func() error {
		return func() error {
			out, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", input, nil)
			if err == nil && len(out) != len(input) {
				err = fmt.Errorf("got %s", out)
			}
			return err
		}
	}
	bound := newRigWith(b, benchRuntime(), benchConfig(false), benchConfig(false), nil)
	signed := newRigWith(b, benchRuntime(), benchConfig(true), benchConfig(true), nil)
	boundCall, signedCall := viaLibp2p(bound), viaLibp2p(signed)
	httpCall := plainHTTP(b, bound.rt, input, nil)
	signedHTTPCall := plainHTTP(b, bound.rt, input, bound.cli)
	for _, conc := range []int{1, 32} {
		b.Run(fmt.Sprintf("http/callers=%d", conc), func(b *testing.B) { measure(b, conc, httpCall) })
		b.Run(fmt.Sprintf("libp2p/callers=%d", conc), func(b *testing.B) { measure(b, conc, boundCall) })
		b.Run(fmt.Sprintf("libp2p-signed/callers=%d", conc), func(b *testing.B) { measure(b, conc, signedCall) })
		b.Run(fmt.Sprintf("http-signed/callers=%d", conc), func(b *testing.B) { measure(b, conc, signedHTTPCall) })
	}
}

// benchConfig lifts the fair-share limits and the replay cache above what one client sends in
// the benchmark (thousands of calls a second): it measures the protocol, not the policy.
func benchConfig(signEach bool) Config {
	c := DefaultConfig(testChain)
	c.SignEach = signEach
	c.ReplayCacheSize = 1 << 22
	c.FairShare = FairShare{CallerRate: 1e9, CallerBurst: 1 << 30, PeerRate: 1e9, PeerBurst: 1 << 30,
		CallerInFlight: 1 << 10, PeerInFlight: 1 << 10, RemoteShare: 1}
	return c
}

// benchRuntime hosts echo with room for 32 callers under the one-caller-half-the-slots rule.
func benchRuntime() runtime.Config {
	return runtime.Config{Agents: []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin, MaxConcurrent: 128}}}
}

// measure runs b.N calls spread over conc goroutines and reports latency percentiles and rate.
func measure(b *testing.B, conc int, call func() error) {
	for i := 0; i < 50; i++ { // warm up pools and connections
		if err := call(); err != nil {
			b.Fatal(err)
		}
	}
	var next atomic.Int64
	lat := make([][]time.Duration, conc)
	var wg sync.WaitGroup
	b.ResetTimer()
	cpu0 := cpuTime()
	start := time.Now()
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for next.Add(1) <= int64(b.N) {
				t0 := time.Now()
				if err := call(); err != nil {
					b.Error(err)
					return
				}
				lat[w] = append(lat[w], time.Since(t0))
			}
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(start)
	cpu := cpuTime() - cpu0
	b.StopTimer()
	all := slices.Concat(lat...)
	slices.Sort(all)
	if len(all) == 0 {
		return
	}
	pct := func(p float64) float64 { return float64(all[int(p*float64(len(all)-1))].Microseconds()) }
	b.ReportMetric(pct(0.50), "p50-µs")
	b.ReportMetric(pct(0.99), "p99-µs")
	b.ReportMetric(float64(len(all))/elapsed.Seconds(), "calls/s")
	// CPU per call (client and server together, this process) is what a shared machine does
	// not distort much; 2 cores / that is the rate two dedicated cores would sustain.
	perCall := float64(cpu.Microseconds()) / float64(len(all))
	b.ReportMetric(perCall, "cpu-µs/call")
	b.ReportMetric(2e6/perCall, "calls/s@2cores")
}

// cpuTime is the process's user+system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// plainHTTP serves the runtime's agents over a minimal HTTP JSON-RPC endpoint on loopback and
// returns a caller for echo. With signer set, every request is signed like a call request and
// the server verifies it (the same crypto as /agentsite/call/1, over HTTP instead of libp2p).
func plainHTTP(b *testing.B, rt *runtime.Runtime, input json.RawMessage, signer *Client) func() error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		var rq struct {
			ID     json.RawMessage `json:"id"`
			Params Params          `json:"params"`
		}
		if err := json.NewDecoder(io.LimitReader(req.Body, DefaultMaxFrame)).Decode(&rq); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		resp := Response{JSONRPC: Version, ID: rq.ID}
		if rq.Params.Signature != "" {
			if _, _, err := rq.Params.Verify(testChain); err != nil {
				resp.Error = ToError(err)
				_ = json.NewEncoder(w).Encode(resp)
				return
			}
		}
		out, err := rt.Call(req.Context(), rq.Params.Agent, rq.Params.Skill, rq.Params.Input, nil)
		if err != nil {
			resp.Error = ToError(err)
		} else {
			resp.Result = out
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(resp)
	})}
	go srv.Serve(ln)
	b.Cleanup(func() { srv.Close() })
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64, MaxConnsPerHost: 64}}
	url := "http://" + ln.Addr().String() + "/rpc"
	return func() error {
		p := Params{Agent: "echo", Skill: "echo", Input: input, Deadline: time.Now().Add(time.Minute).UnixMilli()}
		if signer != nil {
			if err := p.Sign(signer.key, testChain, time.Now()); err != nil {
				return err
			}
		}
		body, _ := json.Marshal(Request{JSONRPC: Version, ID: json.RawMessage("1"), Method: MethodCall, Params: mustMarshal(p)})
		resp, err := client.Post(url, "application/json", bytes.NewReader(body))
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		var r Response
		if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
			return err
		}
		if r.Error != nil {
			return r.Error
		}
		if len(r.Result) != len(input) {
			return fmt.Errorf("got %s", r.Result)
		}
		return nil
	}
}

func mustMarshal(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
