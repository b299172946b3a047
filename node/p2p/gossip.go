package p2p

import pubsub "github.com/libp2p/go-libp2p-pubsub"

// GossipOptions are the node's choices for its one GossipSub router that are about delivery
// rather than any one topic (topics' scoring and queues come from their packages).
//
// Flood publishing is on (go-libp2p-pubsub's default is off since v0.15): a message this node
// publishes goes to every peer it knows to be in the topic whose score is at least the publish
// threshold, not only to its mesh peers. With mesh-only publishing a message published while
// the topic's mesh is still empty or short (the node has just started or restarted, a peer
// has just connected, a partition has just taken mesh peers away) reaches nobody or only part
// of the topic; the next heartbeat grafts the peers it missed, and gossip (IHAVE) goes only to
// peers outside the mesh, so they never learn of it. TestNetworkOverEmulatedLinks lost chat
// messages this way after a restart, and calls for bids made right after the nodes connected
// reached nobody. The cost is one copy per topic peer for the node's own messages (relayed
// ones still follow the mesh): AgentSite's own publishes are few and small (a chat line, a
// heartbeat, an announcement, a claim intent, a call for bids), and ConnHigh bounds the peers.
func GossipOptions() []pubsub.Option {
	return []pubsub.Option{pubsub.WithFloodPublish(true)}
}
