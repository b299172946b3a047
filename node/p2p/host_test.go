package p2p_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/p2p"
)

func loopback(dir string) p2p.Config {
	cfg := p2p.DefaultConfig(dir)
	cfg.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0", "/ip4/127.0.0.1/udp/0/quic-v1"}
	cfg.DialTimeout = 5 * time.Second
	return cfg
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(c *p2p.Config)
	}{
		{"no listen", func(c *p2p.Config) { c.ListenAddrs = nil }},
		{"bad listen", func(c *p2p.Config) { c.ListenAddrs = []string{"tcp/4001"} }},
		{"bootstrap without peer id", func(c *p2p.Config) { c.BootstrapPeers = []string{"/ip4/127.0.0.1/tcp/4001"} }},
		{"watermarks", func(c *p2p.Config) { c.ConnLow, c.ConnHigh = 10, 5 }},
		{"memory", func(c *p2p.Config) { c.MaxMemory = 1 << 20 }},
		{"fds", func(c *p2p.Config) { c.MaxFDs = 1 }},
		{"dial timeout", func(c *p2p.Config) { c.DialTimeout = 0 }},
		{"bad announce", func(c *p2p.Config) { c.AnnounceAddrs = []string{"127.0.0.1:4001"} }},
		{"bad dial source", func(c *p2p.Config) { c.DialFrom = "localhost" }},
		{"retry backoff", func(c *p2p.Config) { c.RetryMin, c.RetryMax = time.Minute, time.Second }},
		{"protocol streams", func(c *p2p.Config) {
			c.Protocols[p2p.BlobProtocol] = p2p.StreamLimit{Streams: 1, StreamsPerPeer: 2, Memory: 1 << 20, MemoryPerPeer: 1 << 20}
		}},
		{"protocol memory", func(c *p2p.Config) {
			c.Protocols[p2p.CallProtocol] = p2p.StreamLimit{Streams: 8, StreamsPerPeer: 2, Memory: 1 << 10, MemoryPerPeer: 1 << 10}
		}},
		{"service per peer above total", func(c *p2p.Config) {
			c.Services[p2p.CallService] = p2p.StreamLimit{Streams: 8, StreamsPerPeer: 2, Memory: 1 << 20, MemoryPerPeer: 2 << 20}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := p2p.DefaultConfig("")
			tt.mutate(&cfg)
			if err := cfg.Validate(); !errors.Is(err, p2p.ErrConfig) {
				t.Fatalf("Validate = %v, want ErrConfig", err)
			}
		})
	}
	if err := p2p.DefaultConfig("").Validate(); err != nil {
		t.Fatalf("default config invalid: %v", err)
	}
}

func TestHostsConnectOverTCPAndQUIC(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	a, err := p2p.New(loopback(""), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	for _, proto := range []string{"/tcp/", "/quic-v1"} {
		t.Run(strings.Trim(proto, "/"), func(t *testing.T) {
			var addr string
			for _, ma := range a.Addrs() {
				if strings.Contains(ma.String(), proto) {
					addr = ma.String() + "/p2p/" + a.ID().String()
				}
			}
			if addr == "" {
				t.Fatalf("no %s listen address in %v", proto, a.Addrs())
			}
			cfg := loopback("")
			cfg.BootstrapPeers = []string{addr}
			b, err := p2p.New(cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer b.Close()
			if err := b.Start(ctx); err != nil {
				t.Fatal(err)
			}
			if b.Network().Connectedness(a.ID()) != network.Connected {
				t.Fatal("not connected to bootstrap peer")
			}
			if !b.ConnManager().IsProtected(a.ID(), "bootstrap") {
				t.Error("bootstrap connection not protected")
			}
			if got := b.Network().ConnsToPeer(a.ID())[0].RemoteMultiaddr().String(); !strings.Contains(got, proto) {
				t.Errorf("connected over %s, want %s", got, proto)
			}
		})
	}
}

// seedAddrs picks n free loopback TCP ports and peer keys (in data dirs) and returns the
// dirs and the full multiaddrs the hosts will have, before any of them runs.
func seedAddrs(t *testing.T, n int) (dirs, addrs []string) {
	t.Helper()
	for range n {
		dir := t.TempDir()
		key, err := p2p.LoadOrCreateKey(dir)
		if err != nil {
			t.Fatal(err)
		}
		id, err := peer.IDFromPrivateKey(key)
		if err != nil {
			t.Fatal(err)
		}
		port := freePort(t)
		dirs = append(dirs, dir)
		addrs = append(addrs, fmt.Sprintf("/ip4/127.0.0.1/tcp/%d/p2p/%s", port, id))
	}
	return dirs, addrs
}

// seedHost is a host in dir listening on addr (its own /p2p part stripped), bootstrapping from
// seeds, with a short backoff.
func seedHost(t *testing.T, dir, addr string, seeds []string) *p2p.Host {
	t.Helper()
	h, err := newSeedHost(t, dir, addr, seeds, nil)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// newSeedHost is seedHost for a goroutine other than the test's, logging to logger (nil: none):
// it returns the error.
func newSeedHost(t *testing.T, dir, addr string, seeds []string, logger *slog.Logger) (*p2p.Host, error) {
	cfg := p2p.DefaultConfig(dir)
	cfg.ListenAddrs = []string{addr[:strings.Index(addr, "/p2p/")]}
	cfg.BootstrapPeers = seeds
	cfg.DialTimeout, cfg.RetryMin, cfg.RetryMax = time.Second, 100*time.Millisecond, 800*time.Millisecond
	h, err := p2p.New(cfg, logger)
	if err != nil {
		return nil, err
	}
	t.Cleanup(func() { h.Close() })
	return h, nil
}

// dialFailures is a slog handler counting a host's failed bootstrap dials (one per seed and round).
type dialFailures struct{ n atomic.Int64 }

func (d *dialFailures) Enabled(context.Context, slog.Level) bool { return true }
func (d *dialFailures) WithAttrs([]slog.Attr) slog.Handler       { return d }
func (d *dialFailures) WithGroup(string) slog.Handler            { return d }
func (d *dialFailures) Handle(_ context.Context, r slog.Record) error {
	if r.Message == "bootstrap dial failed" {
		d.n.Add(1)
	}
	return nil
}

// TestBootstrapRetriesUntilSeedAppears starts a node whose only seed is down: it starts
// anyway, keeps dialling, and connects (and says so through OnJoin) once the seed comes up,
// without waiting out libp2p's own dial backoff for the seed's address.
func TestBootstrapRetriesUntilSeedAppears(t *testing.T) {
	dirs, addrs := seedAddrs(t, 2)
	fails := &dialFailures{}
	h, err := newSeedHost(t, dirs[0], addrs[0], []string{addrs[1]}, slog.New(fails))
	if err != nil {
		t.Fatal(err)
	}
	joined := make(chan struct{}, 1)
	h.OnJoin(func() { joined <- struct{}{} })
	if err := h.Start(context.Background()); err != nil {
		t.Fatalf("Start with the only seed down = %v, want nil (run alone, retry)", err)
	}
	// Start's dial and two background rounds failed: the seed's address is now in the swarm's
	// dial backoff (5 s, growing), which a plain dial would wait out.
	for deadline := time.Now().Add(30 * time.Second); fails.n.Load() < 3; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d failed bootstrap dials in 30 s, want rounds every 100-800 ms", fails.n.Load())
		}
	}
	seed := seedHost(t, dirs[1], addrs[1], nil)
	before := fails.n.Load()
	select {
	case <-joined:
	case <-time.After(30 * time.Second): // a hang guard; rounds are at most 800 ms apart
		t.Fatal("did not join the seed within 30 s of it coming up")
	}
	// The round under way when the seed came up may fail, and one more (a dial that timed out on
	// a loaded machine); the swarm's backoff would fail every round for 5 s, five or more.
	if n := fails.n.Load() - before; n > 2 {
		t.Errorf("%d bootstrap rounds failed after the seed came up, want the next one to connect", n)
	}
	if h.Network().Connectedness(seed.ID()) != network.Connected || !h.ConnManager().IsProtected(seed.ID(), "bootstrap") {
		t.Fatal("OnJoin ran but the seed is not connected and protected")
	}
}

// TestBootstrapMutualStart starts 8 hosts at once, each listing all 8 as seeds, in random
// order: every Start returns nil and every host ends up connected to a seed.
func TestBootstrapMutualStart(t *testing.T) {
	const n = 8
	dirs, addrs := seedAddrs(t, n)
	hosts := make([]*p2p.Host, n)
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(time.Duration(rand.IntN(500)) * time.Millisecond)
			h, err := newSeedHost(t, dirs[i], addrs[i], addrs, nil)
			if err != nil {
				errs[i] = err
				return
			}
			hosts[i], errs[i] = h, h.Start(context.Background())
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("host %d: Start = %v", i, err)
		}
	}
	deadline := time.Now().Add(15 * time.Second)
	for i, h := range hosts {
		for len(h.Network().Peers()) == 0 {
			if time.Now().After(deadline) {
				t.Fatalf("host %d has no peer 15 s after a mutual start", i)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
}

func TestPersistentPeerKey(t *testing.T) {
	dir := t.TempDir()
	var ids []peer.ID
	for range 2 {
		h, err := p2p.New(loopback(dir), nil)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, h.ID())
		if err := h.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if ids[0] != ids[1] {
		t.Fatalf("peer id changed across restarts: %s, %s", ids[0], ids[1])
	}
	other, err := p2p.New(loopback(t.TempDir()), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if other.ID() == ids[0] {
		t.Fatal("two data dirs share a peer id")
	}
}

func TestLimitsAreExplicit(t *testing.T) {
	cfg := p2p.DefaultConfig("")
	l := p2p.Limits(cfg).ToPartialLimitConfig()
	if got := int(l.System.Conns); got != 2*cfg.ConnHigh {
		t.Errorf("system conns = %d, want %d", got, 2*cfg.ConnHigh)
	}
	if got := int(l.PeerDefault.StreamsInbound); got != 64 {
		t.Errorf("per-peer inbound streams = %d, want 64", got)
	}
	if got := int(l.ProtocolPeerDefault.StreamsInbound); got != 32 {
		t.Errorf("per-peer inbound streams of other protocols = %d, want 32", got)
	}
	if l.System.Memory <= 0 || int64(l.System.Memory) > cfg.MaxMemory {
		t.Errorf("system memory %d not within the %d budget", l.System.Memory, cfg.MaxMemory)
	}
	for id, want := range p2p.DefaultProtocolLimits() {
		tot, per := l.Protocol[id], l.ProtocolPeer[id]
		if int(tot.StreamsInbound) != want.Streams || int(per.StreamsInbound) != want.StreamsPerPeer ||
			int64(tot.Memory) != want.Memory || int64(per.Memory) != want.MemoryPerPeer {
			t.Errorf("%s: total %+v, per peer %+v, want %+v", id, tot, per, want)
		}
	}
	svc, per := l.Service[p2p.CallService], l.ServicePeer[p2p.CallService]
	if want := p2p.DefaultServiceLimits()[p2p.CallService]; int64(svc.Memory) != want.Memory || int64(per.Memory) != want.MemoryPerPeer {
		t.Errorf("call service memory %d, per peer %d, want %+v", svc.Memory, per.Memory, want)
	}
}

// TestTakenPortFails: a second host on a TCP or UDP port another host listens on fails to
// start with an error that says so, instead of sharing the port.
func TestTakenPortFails(t *testing.T) {
	first, err := p2p.New(loopback(""), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	for _, a := range first.Network().ListenAddresses() {
		t.Run(a.String(), func(t *testing.T) {
			cfg := loopback("")
			cfg.ListenAddrs = []string{a.String()}
			h, err := p2p.New(cfg, nil)
			if err == nil {
				h.Close()
				t.Fatalf("a second host listens on %s", a)
			}
			if !strings.Contains(err.Error(), "another node") {
				t.Fatalf("error %q does not say the port is taken", err)
			}
		})
	}
	t.Run("one of two taken", func(t *testing.T) {
		cfg := loopback("")
		cfg.ListenAddrs = []string{first.Network().ListenAddresses()[0].String(), "/ip4/127.0.0.1/tcp/0"}
		h, err := p2p.New(cfg, nil)
		if err == nil {
			h.Close()
			t.Fatal("started with one of its addresses taken")
		}
	})
}

// TestBootstrapRejoinsSoonAfterLosingSeeds: a joined host checks its seeds only every RetryMax
// (a minute here), but losing the last one wakes it, so a seed that comes back is redialled on
// the short backoff, not a minute later.
func TestBootstrapRejoinsSoonAfterLosingSeeds(t *testing.T) {
	dirs, addrs := seedAddrs(t, 2)
	seed := seedHost(t, dirs[1], addrs[1], nil)
	cfg := p2p.DefaultConfig(dirs[0])
	cfg.ListenAddrs = []string{addrs[0][:strings.Index(addrs[0], "/p2p/")]}
	cfg.BootstrapPeers = []string{addrs[1]}
	cfg.DialTimeout, cfg.RetryMin, cfg.RetryMax = time.Second, 100*time.Millisecond, time.Minute
	h, err := p2p.New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	joined := make(chan struct{}, 2)
	h.OnJoin(func() { joined <- struct{}{} })
	if err := h.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	if h.Network().Connectedness(seed.ID()) != network.Connected {
		t.Fatal("not connected to the seed after Start")
	}
	seed.Close()
	time.Sleep(300 * time.Millisecond) // a failed round or two
	back := seedHost(t, dirs[1], addrs[1], nil)
	select {
	case <-joined:
	case <-time.After(5 * time.Second):
		t.Fatal("did not rejoin the seed within 5 s of its return (RetryMax is a minute)")
	}
	if h.Network().Connectedness(back.ID()) != network.Connected {
		t.Fatal("OnJoin ran but the seed is not connected")
	}
}
