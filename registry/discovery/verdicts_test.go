package discovery_test

import (
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// Verdicts a node's pubsub reaches on a message it received (verdicts.count keys).
const (
	verdictDelivered = "delivered"                    // accepted by the validator
	verdictRejected  = pubsub.RejectValidationFailed  // rejected: the forwarder is penalised
	verdictIgnored   = pubsub.RejectValidationIgnored // dropped without penalty
)

// verdicts is a pubsub RawTracer that counts, per message author, the verdicts the node reached
// on messages received from other peers: delivered, or rejected with pubsub's reason. Each
// distinct message is judged once (copies seen again are duplicates, not counted), so a test
// can wait until every message a peer published has been judged instead of sleeping.
type verdicts struct {
	mu    sync.Mutex
	count map[peer.ID]map[string]int
}

func newVerdicts() *verdicts { return &verdicts{count: make(map[peer.ID]map[string]int)} }

func (v *verdicts) add(msg *pubsub.Message, verdict string) {
	author := peer.ID(msg.GetFrom())
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.count[author] == nil {
		v.count[author] = make(map[string]int)
	}
	v.count[author][verdict]++
}

// of returns a copy of the verdicts on author's messages.
func (v *verdicts) of(author peer.ID) map[string]int {
	v.mu.Lock()
	defer v.mu.Unlock()
	out := make(map[string]int, len(v.count[author]))
	for k, n := range v.count[author] {
		out[k] = n
	}
	return out
}

// judged returns how many of author's messages were judged, whatever the verdict.
func (v *verdicts) judged(author peer.ID) int {
	n := 0
	for _, c := range v.of(author) {
		n += c
	}
	return n
}

func (v *verdicts) DeliverMessage(msg *pubsub.Message)               { v.add(msg, verdictDelivered) }
func (v *verdicts) RejectMessage(msg *pubsub.Message, reason string) { v.add(msg, reason) }

// The other RawTracer events carry no verdict.

func (*verdicts) OnNewOutboundStream(peer.ID, protocol.ID)             {}
func (*verdicts) OnClosedOutboundStream(peer.ID)                       {}
func (*verdicts) AddPeer(peer.ID, protocol.ID)                         {}
func (*verdicts) RemovePeer(peer.ID)                                   {}
func (*verdicts) Join(string)                                          {}
func (*verdicts) Leave(string)                                         {}
func (*verdicts) Graft(peer.ID, string)                                {}
func (*verdicts) Prune(peer.ID, string)                                {}
func (*verdicts) ValidateMessage(*pubsub.Message)                      {}
func (*verdicts) DuplicateMessage(*pubsub.Message)                     {}
func (*verdicts) ThrottlePeer(peer.ID)                                 {}
func (*verdicts) RecvRPC(*pubsub.RPC)                                  {}
func (*verdicts) SendRPC(*pubsub.RPC, peer.ID)                         {}
func (*verdicts) SendRPCCompleted(*pubsub.RPC, peer.ID, time.Duration) {}
func (*verdicts) DropRPC(*pubsub.RPC, peer.ID)                         {}
func (*verdicts) UndeliverableMessage(*pubsub.Message)                 {}

var _ pubsub.RawTracer = (*verdicts)(nil)
