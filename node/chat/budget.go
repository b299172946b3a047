package chat

import (
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/libp2p/go-libp2p/core/peer"
)

// answerBudget bounds the bytes of catch-up answers, per asking peer and in all: one token
// bucket (bytes, refilled at a rate up to a burst) per peer and one shared by every peer, on
// the service's clock. An answer takes its bytes from both before it is read from the store
// and gives back what it did not use, so answers never exceed the budget, however many
// requests come at once and however small they are.
type answerBudget struct {
	peerRate, peerBurst   float64
	totalRate, totalBurst float64
	// least is the smallest grant: an answer always has room for one envelope of the largest
	// size, or it is not served (the asker is told when to retry).
	least float64

	mu    sync.Mutex
	peers *lru.Cache[peer.ID, *bucket]
	total bucket
}

// bucket is a token bucket's level at a time.
type bucket struct {
	tokens float64
	at     time.Time
}

// level is the bucket's tokens at now, refilled at rate up to burst.
func (b *bucket) level(now time.Time, rate, burst float64) float64 {
	if now.After(b.at) {
		b.tokens = min(burst, b.tokens+rate*now.Sub(b.at).Seconds())
		b.at = now
	}
	return b.tokens
}

// budgetPeers bounds the per-peer buckets kept (the least recently asking peer's is dropped,
// and comes back full: the shared bucket still bounds what many peer ids get together); the
// connection manager keeps at most a few hundred peers.
const budgetPeers = 4096

func newAnswerBudget(cfg Config) *answerBudget {
	peers, _ := lru.New[peer.ID, *bucket](budgetPeers) // only fails for a size <= 0
	return &answerBudget{
		peerRate: float64(cfg.SyncPeerRate), peerBurst: float64(cfg.SyncPeerBurst),
		totalRate: float64(cfg.SyncTotalRate), totalBurst: float64(cfg.SyncTotalBurst),
		least: float64(min(cfg.MaxEnvelopeSize+16, cfg.SyncMaxBytes)),
		peers: peers,
		total: bucket{tokens: float64(cfg.SyncTotalBurst)},
	}
}

// take grants p up to want bytes at now, at least least (or want, when smaller) or nothing:
// then wait is how long until both buckets hold that much.
func (a *answerBudget) take(p peer.ID, now time.Time, want int) (grant int, wait time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	pb, ok := a.peers.Get(p)
	if !ok {
		pb = &bucket{tokens: a.peerBurst, at: now}
		a.peers.Add(p, pb)
	}
	if a.total.at.IsZero() {
		a.total.at = now
	}
	have := min(pb.level(now, a.peerRate, a.peerBurst), a.total.level(now, a.totalRate, a.totalBurst))
	need := min(a.least, float64(want))
	if have < need {
		short := max((need-pb.tokens)/a.peerRate, (need-a.total.tokens)/a.totalRate)
		return 0, time.Duration(short*float64(time.Second)).Round(time.Millisecond) + time.Millisecond
	}
	grant = int(min(have, float64(want)))
	pb.tokens -= float64(grant)
	a.total.tokens -= float64(grant)
	return grant, 0
}

// refund gives back n granted bytes p's answer did not use.
func (a *answerBudget) refund(p peer.ID, n int) {
	if n <= 0 {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if pb, ok := a.peers.Peek(p); ok {
		pb.tokens = min(a.peerBurst, pb.tokens+float64(n))
	}
	a.total.tokens = min(a.totalBurst, a.total.tokens+float64(n))
}
