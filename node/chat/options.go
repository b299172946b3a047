package chat

import pubsub "github.com/libp2p/go-libp2p-pubsub"

// RecommendedPubSubOptions are gossipsub options the node should create its router with so
// that bursts of chat do not overflow the router's queues (the defaults, 32 entries, drop
// messages under load): larger validation and per-peer outbound queues, and a message size
// limit that fits the largest envelope with room for the router's framing.
func RecommendedPubSubOptions() []pubsub.Option {
	return []pubsub.Option{
		pubsub.WithValidateQueueSize(4096),
		pubsub.WithPeerOutboundQueueSize(4096),
		pubsub.WithMaxMessageSize(1 << 20),
	}
}
