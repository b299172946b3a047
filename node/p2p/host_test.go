package p2p_test

import (
	"context"
	"errors"
	"strings"
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

func TestStartFailsWithoutReachableBootstrap(t *testing.T) {
	ghost, err := p2p.New(loopback(""), nil)
	if err != nil {
		t.Fatal(err)
	}
	addr := ghost.Addrs()[0].String() + "/p2p/" + ghost.ID().String()
	ghost.Close()
	cfg := loopback("")
	cfg.BootstrapPeers = []string{addr}
	cfg.DialTimeout = time.Second
	h, err := p2p.New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if err := h.Start(context.Background()); !errors.Is(err, p2p.ErrNoBootstrap) {
		t.Fatalf("Start = %v, want ErrNoBootstrap", err)
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
