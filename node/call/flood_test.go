package call

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/p2p"
	agentrt "github.com/agentsite/agentsite/node/runtime"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
)

// p2pHost is a host with the node's resource limits (node/p2p), on loopback.
func p2pHost(t testing.TB) *p2p.Host {
	t.Helper()
	cfg := p2p.DefaultConfig("")
	cfg.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0"}
	h, err := p2p.New(cfg, quiet())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func dial(t testing.TB, from, to *p2p.Host) {
	t.Helper()
	if err := from.Connect(context.Background(), peer.AddrInfo{ID: to.ID(), Addrs: to.Addrs()}); err != nil {
		t.Fatal(err)
	}
}

func startRuntime(t testing.TB, cfg agentrt.Config) *agentrt.Runtime {
	t.Helper()
	rt, err := agentrt.New(cfg, agentrt.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

func startServer(t testing.TB, h *p2p.Host, handler Handler, cfg Config) *Server {
	t.Helper()
	srv, err := NewServer(h, handler, cfg, Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv
}

func newClient(t testing.TB, h *p2p.Host) *Client {
	t.Helper()
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	c, err := NewClient(h, key, DefaultConfig(testChain), Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// counting wraps the runtime and records the most calls each caller had running at once.
type counting struct {
	*agentrt.Runtime
	mu      sync.Mutex
	running map[identity.DID]int
	most    map[identity.DID]int
}

func (c *counting) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress agentrt.ProgressFunc) (json.RawMessage, error) {
	who, _ := CallerFrom(ctx)
	c.mu.Lock()
	c.running[who.DID]++
	c.most[who.DID] = max(c.most[who.DID], c.running[who.DID])
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.running[who.DID]--
		c.mu.Unlock()
	}()
	return c.Runtime.Call(ctx, agent, skill, input, progress)
}

// TestFairShareUnderFlood replays the attack in which one caller's 3,000 calls made the
// operator's own call fail busy: while one caller floods an agent that runs 8 calls at once,
// another caller's calls and the node's own (local) calls all succeed, and the flooder never
// holds more than its share of the agent.
func TestFairShareUnderFlood(t *testing.T) {
	rt := startRuntime(t, agentrt.Config{Agents: []agentrt.AgentConfig{{Name: "echo", Kind: agentrt.KindBuiltin,
		MaxConcurrent: 8, QueueWait: agentrt.Duration(200 * time.Millisecond)}}})
	h := &counting{Runtime: rt, running: map[identity.DID]int{}, most: map[identity.DID]int{}}
	victim, attacker, honest := p2pHost(t), p2pHost(t), p2pHost(t)
	startServer(t, victim, h, DefaultConfig(testChain))
	dial(t, attacker, victim)
	dial(t, honest, victim)
	flooder, caller := newClient(t, attacker), newClient(t, honest)

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const flood, workers = 3000, 64
	var next, done, ok, busy, unavailable atomic.Int64
	var other sync.Map
	started := make(chan struct{})
	var once sync.Once
	var wg sync.WaitGroup
	begin := time.Now()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for next.Add(1) <= flood {
				_, err := flooder.Call(ctx, victim.ID(), "echo", "slow", json.RawMessage(`{"steps":1,"stepMs":100}`), nil)
				switch {
				case err == nil:
					ok.Add(1)
				case errors.Is(err, agentrt.ErrAgentBusy):
					busy.Add(1)
				case errors.Is(err, ErrUnavailable):
					unavailable.Add(1) // streams over the per-peer limit are reset
				default:
					other.Store(err.Error(), true)
				}
				if done.Add(1) == 200 {
					once.Do(func() { close(started) })
				}
			}
		}()
	}
	<-started
	var honestErrs []error
	for i := 0; i < 5; i++ {
		if _, err := caller.Call(ctx, victim.ID(), "echo", "echo", json.RawMessage(`"mine"`), nil); err != nil {
			honestErrs = append(honestErrs, err)
		}
		if _, err := rt.Call(ctx, "echo", "echo", json.RawMessage(`"local"`), nil); err != nil {
			honestErrs = append(honestErrs, err)
		}
	}
	wg.Wait()
	t.Logf("flood of %d calls in %s: %d served, %d busy, %d reset", flood, time.Since(begin).Round(time.Millisecond), ok.Load(), busy.Load(), unavailable.Load())
	other.Range(func(k, _ any) bool { t.Errorf("flood call failed otherwise: %v", k); return true })
	for _, err := range honestErrs {
		t.Errorf("honest or local call during the flood: %v", err)
	}
	if busy.Load() == 0 {
		t.Error("the flood was never refused busy")
	}
	h.mu.Lock()
	most := h.most[flooder.DID()]
	h.mu.Unlock()
	if limit := remoteCap(8, DefaultFairShare().RemoteShare) / 2; most > limit {
		t.Errorf("the flooder ran %d calls at once, its share is %d", most, limit)
	}
}

// TestCallFrameFloodBounded opens many call streams from several peers, each announcing a 1 MiB
// frame and sending the first 64 KiB of it (what fits the muxer's first window): streams past the per-peer limit are reset, frames past the
// memory limits are refused busy before their body is read, the memory reserved for call
// requests stays within the protocol's limit, the heap stays bounded and calls still work.
func TestCallFrameFloodBounded(t *testing.T) {
	victim := p2pHost(t)
	cfg := DefaultConfig(testChain)
	cfg.ReadTimeout = time.Minute // hold the unfinished frames for the whole test
	srv := startServer(t, victim, startRuntime(t, agentrt.DefaultConfig()), cfg)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	const attackers, perAttacker = 3, 48
	part := make([]byte, 64<<10)
	var hdr [binary.MaxVarintLen64]byte
	hdrLen := binary.PutUvarint(hdr[:], DefaultMaxFrame)
	var reset, refused, held atomic.Int64
	var wg sync.WaitGroup
	peak := watch(ctx)
	for range attackers {
		a := p2pHost(t)
		dial(t, a, victim)
		for range perAttacker {
			wg.Add(1)
			go func() {
				defer wg.Done()
				st, err := a.NewStream(ctx, victim.ID(), ProtocolID)
				if err != nil {
					reset.Add(1)
					return
				}
				_ = st.SetDeadline(time.Now().Add(3 * time.Second))
				if _, err := st.Write(append(hdr[:hdrLen:hdrLen], part...)); err != nil {
					reset.Add(1)
					return
				}
				// A busy answer comes at once; a frame being read gets none.
				frame, err := readFrame(bufio.NewReader(st), nil, DefaultMaxFrame)
				var resp Response
				switch {
				case err == nil && json.Unmarshal(frame, &resp) == nil && resp.Error != nil && resp.Error.Code == CodeBusy:
					refused.Add(1)
				case err != nil && errors.Is(err, network.ErrReset):
					reset.Add(1)
				default:
					held.Add(1)
				}
			}()
		}
	}
	wg.Wait()
	var mem int64
	var inbound int
	_ = victim.Network().ResourceManager().ViewProtocol(ProtocolID, func(s network.ProtocolScope) error {
		st := s.Stat()
		mem, inbound = st.Memory, st.NumStreamsInbound
		return nil
	})
	runtime.GC()
	heap := peak().heap
	t.Logf("%d streams reset, %d frames refused busy, %d held; %d inbound call streams, %d MiB reserved; heap peak %d MiB",
		reset.Load(), refused.Load(), held.Load(), inbound, mem>>20, heap>>20)
	lim := p2p.DefaultProtocolLimits()[p2p.CallProtocol]
	if held.Load() == 0 || refused.Load()+reset.Load() == 0 {
		t.Error("want some frames held and the others refused busy or reset")
	}
	if perPeer := int64(lim.MemoryPerPeer / (frameCopies * DefaultMaxFrame)); held.Load() > attackers*perPeer {
		t.Errorf("%d frames held, the per-peer memory admits %d per peer", held.Load(), perPeer)
	}
	if mem > lim.Memory {
		t.Errorf("%d bytes reserved for call requests, limit %d", mem, lim.Memory)
	}
	if heap > heapBound {
		t.Errorf("heap peaked at %d MiB, bound %d MiB", heap>>20, heapBound>>20)
	}
	honest := p2pHost(t)
	dial(t, honest, victim)
	if out, err := newClient(t, honest).Call(ctx, victim.ID(), "echo", "echo", json.RawMessage(`"ok"`), nil); err != nil || string(out) != `"ok"` {
		t.Fatalf("honest call under flood: %s %v", out, err)
	}
	srv.mu.Lock()
	open := len(srv.streams)
	srv.mu.Unlock()
	if open > attackers*lim.StreamsPerPeer+1 {
		t.Errorf("%d call streams served, limit %d per peer", open, lim.StreamsPerPeer)
	}
}

// heapBound is the heap a node under these floods stays under (the node as a whole is meant to
// stay under 300 MB of RSS; this test process also holds the attackers).
const heapBound = 200 << 20

// peaks are the highest heap in use, resident set and goroutine count seen by watch.
type peaks struct {
	heap, rss  uint64
	goroutines int
}

// watch samples the process every 20 ms until ctx ends or the returned function is called,
// which gives the peaks.
func watch(ctx context.Context) func() peaks {
	var (
		mu sync.Mutex
		pk peaks
	)
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			rss := residentBytes()
			mu.Lock()
			pk.heap, pk.rss, pk.goroutines = max(pk.heap, ms.HeapInuse), max(pk.rss, rss), max(pk.goroutines, runtime.NumGoroutine())
			mu.Unlock()
			select {
			case <-ctx.Done():
				return
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	return func() peaks {
		close(stop)
		<-done
		mu.Lock()
		defer mu.Unlock()
		return pk
	}
}

// residentBytes is the process's resident set size (Linux; 0 elsewhere).
func residentBytes() uint64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseUint(f[1], 10, 64)
	return pages * uint64(os.Getpagesize())
}
