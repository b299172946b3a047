package discovery

import (
	"regexp"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
)

// PubSubOptions are the GossipSub options the node builds its one router with (shared by
// discovery, bounties and chat); topics are the node's other application topics whose
// messages are signed and validated like announcements (the bounty topic), scored with
// TopicScoreParams alongside AnnounceTopic.
//
// Queues: the defaults queue only 32 messages for validation and 32 per outbound peer; a node
// that falls behind (a busy machine, a burst of heartbeats after a restart) then drops
// announcements silently and recovers them only through gossip at the next heartbeats. Larger
// queues keep 99% reach within a few hundred milliseconds in the benchmark.
//
// Peer scoring (PeerScoreParams, PeerScoreThresholds) cuts off peers that relay invalid
// messages or break gossip promises; the subscription filter (SubscriptionFilter) keeps only
// AgentSite topics and ignores an RPC announcing more than MaxSubscriptionsPerRPC of them.
func PubSubOptions(topics ...string) []pubsub.Option {
	return []pubsub.Option{
		pubsub.WithValidateQueueSize(1024),
		pubsub.WithPeerOutboundQueueSize(256),
		pubsub.WithPeerScore(PeerScoreParams(topics...), PeerScoreThresholds()),
		pubsub.WithSubscriptionFilter(SubscriptionFilter()),
	}
}

// TopicPattern matches AgentSite's gossip topics: /agentsite/<name>/<version>, optionally with
// one more segment (a chat room: /agentsite/chat/1/<room>).
var TopicPattern = regexp.MustCompile(`^/agentsite/[a-z][a-z0-9-]{0,31}/[0-9]{1,4}(/[a-z0-9][a-z0-9._-]{0,63})?$`)

// MaxSubscriptionsPerRPC bounds the subscriptions one RPC may announce; an RPC with more is
// ignored whole. A node announces all its topics in its first RPC to a peer: the announce and
// bounty topics and its chat rooms, far fewer than this.
const MaxSubscriptionsPerRPC = 256

// SubscriptionFilter lets the router track (and the node join) only topics matching
// TopicPattern, at most MaxSubscriptionsPerRPC per RPC.
func SubscriptionFilter() pubsub.SubscriptionFilter {
	return pubsub.WrapLimitSubscriptionFilter(pubsub.NewRegexpSubscriptionFilter(TopicPattern), MaxSubscriptionsPerRPC)
}

// PeerScoreThresholds: a peer below -50 gets no gossip from us, below -100 none of our
// publishes, below -200 all its RPCs are ignored (graylisted). With the invalid-message
// penalty of TopicScoreParams (-20 × count²), that is 2, 3 and 4 invalid messages; an honest
// peer's positive score is capped at TopicScoreCap, so good behaviour buys little credit.
func PeerScoreThresholds() *pubsub.PeerScoreThresholds {
	return &pubsub.PeerScoreThresholds{
		GossipThreshold:             -50,
		PublishThreshold:            -100,
		GraylistThreshold:           -200,
		AcceptPXThreshold:           10, // peer exchange is off; the value only has to be valid
		OpportunisticGraftThreshold: 2,
	}
}

// PeerScoreParams scores peers on AnnounceTopic, PresenceTopic and topics (TopicScoreParams) and on broken
// gossip promises (behaviour penalty: each past 6 costs its square × 10, decaying over 10
// minutes). Scores decay every second and are kept 10 minutes after a peer leaves, so
// reconnecting does not clear a penalty. The IP colocation penalty is off: GossipSub groups
// IPv6 peers by /64, and AgentSite nodes often share one (several nodes on one host or cloud
// subnet, a devnet, the 50-node mocknet test), which would cut honest nodes from each other;
// every message is signed and validated, so peers on one address gain nothing the
// invalid-message penalty does not take back.
func PeerScoreParams(topics ...string) *pubsub.PeerScoreParams {
	scored := map[string]*pubsub.TopicScoreParams{AnnounceTopic: TopicScoreParams(), PresenceTopic: TopicScoreParams()}
	for _, t := range topics {
		scored[t] = TopicScoreParams()
	}
	return &pubsub.PeerScoreParams{
		Topics:                    scored,
		TopicScoreCap:             50,
		AppSpecificScore:          func(peer.ID) float64 { return 0 },
		AppSpecificWeight:         1,
		BehaviourPenaltyWeight:    -10,
		BehaviourPenaltyThreshold: 6,
		BehaviourPenaltyDecay:     pubsub.ScoreParameterDecay(10 * time.Minute),
		DecayInterval:             time.Second,
		DecayToZero:               0.01,
		RetainScore:               10 * time.Minute,
	}
}

// TopicScoreParams scores one announcement-like topic: a little for time in the mesh (up to +6
// after 10 minutes), one point per first delivery of a valid message (up to 20, decaying over
// 10 minutes), and -20 × count² for invalid messages (rejected by the topic validator; replays,
// stale messages, oracle failures and stakes the oracle does not see yet are ignored, not
// rejected, so honest relays are not penalized), decaying over an hour. Mesh delivery-rate penalties are off: announcements are
// sparse (a heartbeat per agent per RepublishInterval), so a quiet mesh peer is not a bad one.
func TopicScoreParams() *pubsub.TopicScoreParams {
	return &pubsub.TopicScoreParams{
		TopicWeight:                    1,
		TimeInMeshWeight:               0.01,
		TimeInMeshQuantum:              time.Second,
		TimeInMeshCap:                  600,
		FirstMessageDeliveriesWeight:   1,
		FirstMessageDeliveriesDecay:    pubsub.ScoreParameterDecay(10 * time.Minute),
		FirstMessageDeliveriesCap:      20,
		InvalidMessageDeliveriesWeight: -20,
		InvalidMessageDeliveriesDecay:  pubsub.ScoreParameterDecay(time.Hour),
	}
}
