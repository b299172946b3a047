package p2p

import (
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/network"
	rcmgr "github.com/libp2p/go-libp2p/p2p/host/resource-manager"
)

// Limits returns the resource manager limits for cfg: libp2p's default scaling limits with the
// default service limits (identify, ping, ...), scaled to cfg.MaxMemory and cfg.MaxFDs, then
// overridden where AgentSite knows better:
//
//   - system memory and descriptors capped at exactly MaxMemory and MaxFDs (the scaled
//     defaults grant somewhat more than the budget);
//   - system connections capped at 2×ConnHigh (inbound at ConnHigh) so the connection manager,
//     not the resource manager, is what normally trims connections;
//   - a peer may hold at most 8 connections and 512 streams: DHT, gossip, card and call
//     streams together never need more from one honest peer;
//   - transient (not yet upgraded) connections capped at 64.
func Limits(cfg Config) rcmgr.ConcreteLimitConfig {
	scaling := rcmgr.DefaultLimits
	libp2p.SetDefaultServiceLimits(&scaling)
	scaled := scaling.Scale(cfg.MaxMemory, cfg.MaxFDs)
	over := rcmgr.PartialLimitConfig{
		System: rcmgr.ResourceLimits{
			Conns:        rcmgr.LimitVal(2 * cfg.ConnHigh),
			ConnsInbound: rcmgr.LimitVal(cfg.ConnHigh),
			Memory:       rcmgr.LimitVal64(cfg.MaxMemory),
			FD:           rcmgr.LimitVal(cfg.MaxFDs),
		},
		Transient: rcmgr.ResourceLimits{Conns: 64, ConnsInbound: 32},
		PeerDefault: rcmgr.ResourceLimits{
			Conns: 8, ConnsInbound: 4, ConnsOutbound: 4,
			Streams: 512, StreamsInbound: 256, StreamsOutbound: 256,
		},
	}
	return over.Build(scaled)
}

func newResourceManager(cfg Config) (network.ResourceManager, error) {
	return rcmgr.NewResourceManager(rcmgr.NewFixedLimiter(Limits(cfg)))
}
