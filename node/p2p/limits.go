package p2p

import (
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/protocol"
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
//   - a peer may hold at most 8 connections, 64 inbound streams (libp2p's default is 256:
//     DHT, gossip, identify and AgentSite's protocols together need far fewer from one honest
//     peer) and 32 MiB of muxer windows and buffers (default 128 MiB);
//   - a peer may hold at most 32 inbound streams of any one protocol AgentSite does not name;
//   - transient (not yet upgraded) connections capped at 64;
//   - AgentSite's protocols and services get cfg.Protocols and cfg.Services, in total and per
//     peer.
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
			Streams: 256, StreamsInbound: 64, StreamsOutbound: 192,
			Memory: rcmgr.LimitVal64(32 << 20),
		},
		ProtocolPeerDefault: rcmgr.ResourceLimits{StreamsInbound: 32},
		Protocol:            map[protocol.ID]rcmgr.ResourceLimits{},
		ProtocolPeer:        map[protocol.ID]rcmgr.ResourceLimits{},
		Service:             map[string]rcmgr.ResourceLimits{},
		ServicePeer:         map[string]rcmgr.ResourceLimits{},
	}
	for id, l := range cfg.Protocols {
		over.Protocol[id], over.ProtocolPeer[id] = l.total(), l.perPeer()
	}
	for name, l := range cfg.Services {
		over.Service[name], over.ServicePeer[name] = l.total(), l.perPeer()
	}
	return over.Build(scaled)
}

// total and perPeer are l as resource-manager limits: inbound streams and memory as given,
// outbound streams (this node's own requests) left to the defaults.
func (l StreamLimit) total() rcmgr.ResourceLimits {
	return rcmgr.ResourceLimits{StreamsInbound: rcmgr.LimitVal(l.Streams), Memory: rcmgr.LimitVal64(l.Memory)}
}

func (l StreamLimit) perPeer() rcmgr.ResourceLimits {
	return rcmgr.ResourceLimits{StreamsInbound: rcmgr.LimitVal(l.StreamsPerPeer), Memory: rcmgr.LimitVal64(l.MemoryPerPeer)}
}

func newResourceManager(cfg Config) (network.ResourceManager, error) {
	return rcmgr.NewResourceManager(rcmgr.NewFixedLimiter(Limits(cfg)))
}
