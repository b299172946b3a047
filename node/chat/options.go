package chat

import (
	"crypto/sha256"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
)

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

// AppSignedPubSubOptions are RecommendedPubSubOptions for a router on which every topic's
// payload is signed by its author at the application level (as AgentSite's are, by DID keys):
// the router's own per-message peer signature is dropped (StrictNoSign) and a message's id is
// the SHA-256 of its payload, so identical payloads are de-duplicated by the router itself.
// This saves an ed25519 signature per publish and a verification per hop. It changes the
// router for every topic, so it is the node assembler's choice; chat works with either.
func AppSignedPubSubOptions() []pubsub.Option {
	return append(RecommendedPubSubOptions(),
		pubsub.WithMessageSignaturePolicy(pubsub.StrictNoSign),
		pubsub.WithNoAuthor(),
		pubsub.WithMessageIdFn(ContentMessageID),
	)
}

// ContentMessageID is a gossipsub message id function: SHA-256 of the payload.
func ContentMessageID(m *pb.Message) string {
	h := sha256.Sum256(m.GetData())
	return string(h[:])
}
