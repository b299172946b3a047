package discovery

import pubsub "github.com/libp2p/go-libp2p-pubsub"

// PubSubOptions are the GossipSub options the node should build its pubsub with. The defaults
// queue only 32 messages for validation and 32 per outbound peer; a node that falls behind
// (a busy machine, a burst of heartbeats after a restart) then drops announcements silently
// and recovers them only through gossip at the next heartbeats. Larger queues keep 99% reach
// within a few hundred milliseconds in the benchmark.
func PubSubOptions() []pubsub.Option {
	return []pubsub.Option{
		pubsub.WithValidateQueueSize(1024),
		pubsub.WithPeerOutboundQueueSize(256),
	}
}
