package p2p

import (
	"fmt"

	"github.com/libp2p/go-libp2p/core/protocol"
)

// The AgentSite stream protocols and services the host bounds. They are protocol constants
// shared by every peer (a new version gets a new name), repeated here rather than imported
// from the packages that serve them because those packages' tests build hosts with this one;
// TestProtocolNamesMatch checks that the names agree.
const (
	CallProtocol     = protocol.ID("/agentsite/call/1")
	BlobProtocol     = protocol.ID("/agentsite/blob/2")
	CardProtocol     = protocol.ID("/agentsite/card/1")
	ChatSyncProtocol = protocol.ID("/agentsite/chat-sync/2")
	AskProtocol      = protocol.ID("/agentsite/ask/2")
	// CallService is the resource-manager service the call server's streams join.
	CallService = "agentsite.call"
	// AskService is the one the auction bidder side's streams join.
	AskService = "agentsite.ask"
)

// StreamLimit bounds the inbound streams of one protocol or service and the memory they may
// reserve. Memory counts what a handler reserves in its stream's scope (the call server
// reserves every frame before reading it); the muxers reserve their windows in the
// connection's scope, which the per-peer limits bound.
type StreamLimit struct {
	// Streams and StreamsPerPeer bound the inbound streams open at once, in total and from one
	// peer; a stream beyond them is reset when its protocol is negotiated.
	Streams, StreamsPerPeer int
	// Memory and MemoryPerPeer bound the reserved memory, in total and for one peer.
	Memory, MemoryPerPeer int64
}

func (l StreamLimit) validate(name string) error {
	if l.Streams < 1 || l.StreamsPerPeer < 1 || l.StreamsPerPeer > l.Streams {
		return fmt.Errorf("%w: %s: streams %d, per peer %d", ErrConfig, name, l.Streams, l.StreamsPerPeer)
	}
	if l.Memory < 1<<20 || l.MemoryPerPeer < 1<<20 || l.MemoryPerPeer > l.Memory {
		return fmt.Errorf("%w: %s: memory %d, per peer %d (at least 1 MiB each)", ErrConfig, name, l.Memory, l.MemoryPerPeer)
	}
	return nil
}

// DefaultProtocolLimits are the limits of AgentSite's stream protocols. Each is request and
// response, one request per stream except call (whose client pools streams), so an honest
// peer needs few streams at once:
//
//   - call: 32 streams per peer, twice the fair share's 16 running calls per peer
//     (call.DefaultFairShare), so a peer over its share gets a busy answer rather than a reset;
//     frames are up to 1 MiB and reserved three times over (frame, params, input), so 16 MiB
//     per peer holds five full-size requests and 64 MiB in total twenty;
//   - blob: a spec fetch or a result delivery. The handler reads a header line of at most
//     2 KiB and reads a delivery's payload (up to 4 MiB) only from the worker that holds the
//     claim, with its own bound of 2 unfinished deliveries per peer and 8 in all
//     (marketnet.DefaultConfig); so the streams here can be more: 4 per peer and 32 in all,
//     which keeps spec fetches going while strangers' deliveries are being refused;
//   - card: a node's hosted cards, small: 4 per peer, 64 in all;
//   - chat-sync: catch-up of a room's history: 2 per peer, 32 in all;
//   - ask: one stream per auction, answered in milliseconds, each reserving one 4 KiB ask
//     frame: 8 per peer (a requester's auctions in parallel), 256 in all.
func DefaultProtocolLimits() map[protocol.ID]StreamLimit {
	return map[protocol.ID]StreamLimit{
		CallProtocol:     {Streams: 256, StreamsPerPeer: 32, Memory: 64 << 20, MemoryPerPeer: 16 << 20},
		BlobProtocol:     {Streams: 32, StreamsPerPeer: 4, Memory: 64 << 20, MemoryPerPeer: 16 << 20},
		CardProtocol:     {Streams: 64, StreamsPerPeer: 4, Memory: 16 << 20, MemoryPerPeer: 2 << 20},
		ChatSyncProtocol: {Streams: 32, StreamsPerPeer: 2, Memory: 16 << 20, MemoryPerPeer: 4 << 20},
		AskProtocol:      {Streams: 256, StreamsPerPeer: 8, Memory: 8 << 20, MemoryPerPeer: 1 << 20},
	}
}

// DefaultServiceLimits bound the call service like its protocol: its memory is what the call
// server reserves for requests being read and handled.
func DefaultServiceLimits() map[string]StreamLimit {
	return map[string]StreamLimit{
		CallService: {Streams: 256, StreamsPerPeer: 32, Memory: 64 << 20, MemoryPerPeer: 16 << 20},
		AskService:  {Streams: 256, StreamsPerPeer: 8, Memory: 8 << 20, MemoryPerPeer: 1 << 20},
	}
}
