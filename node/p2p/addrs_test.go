package p2p_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"
	manet "github.com/multiformats/go-multiaddr/net"

	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/test/harness"
)

// A host with announce addresses tells only those, and peers reach it through them: here the
// announced address is a plain TCP forwarder in front of the listener, as a relay would be.
func TestAnnounceAddrsReplaceListenAddrs(t *testing.T) {
	port := freePort(t)
	fwd := forward(t, fmt.Sprintf("127.0.0.1:%d", port))
	cfg := tcpOnly()
	cfg.ListenAddrs = []string{fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", port)}
	cfg.AnnounceAddrs = []string{fwd}
	h, err := p2p.New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if got := h.Addrs(); len(got) != 1 || got[0].String() != fwd {
		t.Fatalf("addrs %v, want only %s", got, fwd)
	}
	dialer := newTCPOnlyHost(t, func(*p2p.Config) {})
	if err := dialer.Connect(context.Background(), peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()}); err != nil {
		t.Fatalf("dial the announced address: %v", err)
	}
}

// With DialFrom, the dialled host sees the connection come from that address.
func TestDialFromBindsTheSource(t *testing.T) {
	target := newTCPOnlyHost(t, func(*p2p.Config) {})
	from := "127.0.0.7"
	dialer := newTCPOnlyHost(t, func(c *p2p.Config) { c.DialFrom = from })
	if err := dialer.Connect(context.Background(), peer.AddrInfo{ID: target.ID(), Addrs: target.Addrs()}); err != nil {
		t.Fatal(err)
	}
	conns := target.Network().ConnsToPeer(dialer.ID())
	if len(conns) == 0 {
		t.Fatal("no connection from the dialer")
	}
	ip, err := manet.ToIP(conns[0].RemoteMultiaddr())
	if err != nil || !ip.Equal(net.ParseIP(from)) {
		t.Fatalf("connection comes from %v (%v), want %s", conns[0].RemoteMultiaddr(), err, from)
	}
}

func tcpOnly() p2p.Config {
	cfg := loopback("")
	cfg.ListenAddrs = []string{"/ip4/127.0.0.1/tcp/0"}
	return cfg
}

func newTCPOnlyHost(t *testing.T, mutate func(*p2p.Config)) *p2p.Host {
	t.Helper()
	cfg := tcpOnly()
	mutate(&cfg)
	h, err := p2p.New(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// freePort is a free loopback TCP port (harness.FreePort: below the ephemeral range).
func freePort(t *testing.T) int {
	t.Helper()
	port, err := harness.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	return port
}

// forward listens on a loopback port and copies every connection to and from target
// (host:port); it returns its own address as a multiaddr.
func forward(t *testing.T, target string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				u, err := net.Dial("tcp", target)
				if err != nil {
					return
				}
				defer u.Close()
				go func() { _, _ = io.Copy(u, c) }()
				_, _ = io.Copy(c, u)
			}()
		}
	}()
	m, err := manet.FromNetAddr(l.Addr())
	if err != nil {
		t.Fatal(err)
	}
	return m.String()
}
