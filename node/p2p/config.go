package p2p

import (
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	ma "github.com/multiformats/go-multiaddr"
)

// Config configures the libp2p host.
type Config struct {
	// DataDir holds the peer key file (p2p.key). Empty means an ephemeral key (tests).
	DataDir string
	// ListenAddrs are multiaddrs to listen on, TCP (/tcp/N) and QUIC (/udp/N/quic-v1).
	ListenAddrs []string
	// BootstrapPeers are full multiaddrs (with /p2p/<peer id>) dialled on Start.
	BootstrapPeers []string
	// AnnounceAddrs, when set, are the only addresses the host tells others (identify, DHT),
	// instead of its listen addresses: for a node reached through a port forward or a relay
	// that peers must dial rather than the listening socket.
	AnnounceAddrs []string
	// DialFrom, when set, is the local IP address outgoing TCP dials to the same address
	// family bind to (the port is the kernel's): on a host with several addresses, peers then
	// see connections come from the address the operator chose.
	DialFrom string
	// ConnLow and ConnHigh are the connection manager's watermarks: above ConnHigh connections
	// it trims down to ConnLow, sparing protected peers and those younger than ConnGrace.
	ConnLow, ConnHigh int
	ConnGrace         time.Duration
	// MaxMemory is the resource manager's memory budget for libp2p, in bytes; the default
	// libp2p limits are scaled to it (see limits.go).
	MaxMemory int64
	// MaxFDs is the number of file descriptors libp2p may use.
	MaxFDs int
	// DialTimeout bounds each bootstrap dial.
	DialTimeout time.Duration
	// RetryMin and RetryMax bound the backoff between bootstrap rounds while no seed is
	// connected (1 s doubling to 1 min: a seed that comes up is found within a minute without
	// dialling dead seeds more than once a minute); once one is, seeds are checked every RetryMax.
	RetryMin, RetryMax time.Duration
	// Protocols and Services bound the inbound streams and reserved memory of AgentSite's
	// stream protocols and resource-manager services (DefaultProtocolLimits,
	// DefaultServiceLimits); other protocols get the per-peer defaults of limits.go.
	Protocols map[protocol.ID]StreamLimit
	Services  map[string]StreamLimit
}

// DefaultConfig listens on all interfaces, port 4001, over TCP and QUIC, with a 256 MiB and
// 1024-descriptor budget, watermarks 100/400 and AgentSite's protocol limits. 256 MiB is what
// libp2p may reserve (muxer windows, request buffers) in a node meant to stay under about
// 300 MB of heap under flood; libp2p's own examples use a quarter to a half of the machine.
func DefaultConfig(dataDir string) Config {
	return Config{
		DataDir:     dataDir,
		ListenAddrs: []string{"/ip4/0.0.0.0/tcp/4001", "/ip4/0.0.0.0/udp/4001/quic-v1"},
		ConnLow:     100,
		ConnHigh:    400,
		ConnGrace:   time.Minute,
		MaxMemory:   256 << 20,
		MaxFDs:      1024,
		DialTimeout: 10 * time.Second,
		RetryMin:    time.Second,
		RetryMax:    time.Minute,
		Protocols:   DefaultProtocolLimits(),
		Services:    DefaultServiceLimits(),
	}
}

// ErrConfig is wrapped by every Validate error.
var ErrConfig = errors.New("p2p: bad config")

// Validate checks the configuration.
func (c Config) Validate() error {
	if len(c.ListenAddrs) == 0 {
		return fmt.Errorf("%w: no listen addresses", ErrConfig)
	}
	for _, a := range c.ListenAddrs {
		if _, err := ma.NewMultiaddr(a); err != nil {
			return fmt.Errorf("%w: listen address %q: %v", ErrConfig, a, err)
		}
	}
	if _, err := c.bootstrap(); err != nil {
		return err
	}
	if _, err := c.announce(); err != nil {
		return err
	}
	if c.DialFrom != "" && net.ParseIP(c.DialFrom) == nil {
		return fmt.Errorf("%w: dialFrom %q is not an IP address", ErrConfig, c.DialFrom)
	}
	if c.ConnLow <= 0 || c.ConnHigh < c.ConnLow {
		return fmt.Errorf("%w: connection watermarks low %d high %d", ErrConfig, c.ConnLow, c.ConnHigh)
	}
	if c.MaxMemory < 64<<20 {
		return fmt.Errorf("%w: MaxMemory %d below 64 MiB", ErrConfig, c.MaxMemory)
	}
	if c.MaxFDs < 64 {
		return fmt.Errorf("%w: MaxFDs %d below 64", ErrConfig, c.MaxFDs)
	}
	if c.DialTimeout <= 0 {
		return fmt.Errorf("%w: DialTimeout must be positive", ErrConfig)
	}
	if c.RetryMin <= 0 || c.RetryMax < c.RetryMin {
		return fmt.Errorf("%w: bootstrap retry %v..%v: want 0 < RetryMin <= RetryMax", ErrConfig, c.RetryMin, c.RetryMax)
	}
	for id, l := range c.Protocols {
		if err := l.validate(string(id)); err != nil {
			return err
		}
	}
	for name, l := range c.Services {
		if err := l.validate(name); err != nil {
			return err
		}
	}
	return nil
}

func (c Config) announce() ([]ma.Multiaddr, error) {
	var out []ma.Multiaddr
	for _, s := range c.AnnounceAddrs {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			return nil, fmt.Errorf("%w: announce address %q: %v", ErrConfig, s, err)
		}
		out = append(out, a)
	}
	return out, nil
}

func (c Config) bootstrap() ([]peer.AddrInfo, error) {
	var out []peer.AddrInfo
	for _, s := range c.BootstrapPeers {
		ai, err := peer.AddrInfoFromString(s)
		if err != nil {
			return nil, fmt.Errorf("%w: bootstrap peer %q: %v", ErrConfig, s, err)
		}
		out = append(out, *ai)
	}
	return out, nil
}
