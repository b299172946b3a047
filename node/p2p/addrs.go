package p2p

import (
	"net"

	"github.com/libp2p/go-libp2p"
	ma "github.com/multiformats/go-multiaddr"
	manet "github.com/multiformats/go-multiaddr/net"

	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
)

// announceOption makes the host tell others only cfg.AnnounceAddrs (none: its listen addresses).
func announceOption(cfg Config) libp2p.Option {
	addrs, _ := cfg.announce() // checked by Validate
	if len(addrs) == 0 {
		return nil
	}
	return libp2p.AddrsFactory(func([]ma.Multiaddr) []ma.Multiaddr { return addrs })
}

// tcpOptions are the TCP transport's options. Without SO_REUSEPORT a second node on a taken
// port fails to listen instead of silently sharing the port with the first. With DialFrom,
// dials to its address family leave from that address.
func tcpOptions(cfg Config) []any {
	opts := []any{tcp.DisableReuseport()}
	if cfg.DialFrom == "" {
		return opts
	}
	from := net.ParseIP(cfg.DialFrom) // checked by Validate
	bound := &net.Dialer{LocalAddr: &net.TCPAddr{IP: from}}
	plain := &net.Dialer{}
	return append(opts, tcp.WithDialerForAddr(func(raddr ma.Multiaddr) (tcp.ContextDialer, error) {
		ip, err := manet.ToIP(raddr)
		if err != nil || (ip.To4() == nil) != (from.To4() == nil) {
			return plain, nil // another family: the bound address cannot reach it
		}
		return bound, nil
	}))
}
