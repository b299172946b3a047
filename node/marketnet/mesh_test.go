package marketnet_test

import (
	"sync"
	"testing"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// meshTracer follows, per topic, how many peers gossipsub has grafted onto this node's mesh
// and not pruned since: a test waits on it for the first heartbeat's mesh instead of sleeping.
type meshTracer struct {
	mu   sync.Mutex
	mesh map[string]int
}

func newMeshTracer() *meshTracer { return &meshTracer{mesh: map[string]int{}} }

// size is how many peers are on this node's mesh for topic.
func (m *meshTracer) size(topic string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.mesh[topic]
}

func (m *meshTracer) Graft(_ peer.ID, topic string) {
	m.mu.Lock()
	m.mesh[topic]++
	m.mu.Unlock()
}

func (m *meshTracer) Prune(_ peer.ID, topic string) {
	m.mu.Lock()
	m.mesh[topic]--
	m.mu.Unlock()
}

func (*meshTracer) OnNewOutboundStream(peer.ID, protocol.ID)             {}
func (*meshTracer) OnClosedOutboundStream(peer.ID)                       {}
func (*meshTracer) Join(string)                                          {}
func (*meshTracer) Leave(string)                                         {}
func (*meshTracer) ValidateMessage(*pubsub.Message)                      {}
func (*meshTracer) DeliverMessage(*pubsub.Message)                       {}
func (*meshTracer) RejectMessage(*pubsub.Message, string)                {}
func (*meshTracer) DuplicateMessage(*pubsub.Message)                     {}
func (*meshTracer) ThrottlePeer(peer.ID)                                 {}
func (*meshTracer) RecvRPC(*pubsub.RPC)                                  {}
func (*meshTracer) SendRPC(*pubsub.RPC, peer.ID)                         {}
func (*meshTracer) SendRPCCompleted(*pubsub.RPC, peer.ID, time.Duration) {}
func (*meshTracer) DropRPC(*pubsub.RPC, peer.ID)                         {}
func (*meshTracer) UndeliverableMessage(*pubsub.Message)                 {}

// waitMesh waits until every tracer's node has n peers on its mesh for topic (its first
// heartbeat built it); the deadline only bounds a broken run.
func waitMesh(t testing.TB, tracers []*meshTracer, topic string, n int) {
	t.Helper()
	end := time.Now().Add(30 * time.Second)
	for i, m := range tracers {
		for m.size(topic) < n {
			if time.Now().After(end) {
				t.Fatalf("node %d: %d peers on its %s mesh, want %d", i, m.size(topic), topic, n)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}
