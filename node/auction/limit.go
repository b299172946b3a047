package auction

import (
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
)

// Limits bound what strangers' asks may cost a bidder.
type Limits struct {
	// PerPeerRate asks a second from one peer, with bursts of PerPeerBurst.
	PerPeerRate  float64
	PerPeerBurst int
	// TotalRate asks a second from everyone, with bursts of TotalBurst.
	TotalRate  float64
	TotalBurst int
	// InFlight asks handled at once once read (from everyone): checked, verified, answered.
	// Streams still being read hold only the resource manager's stream slots for ServiceName
	// (per peer and in all) and the read timeout bounds them.
	InFlight int
	// Peers is how many peers' buckets are kept; when full, the fullest buckets go (a full
	// bucket is the state a forgotten peer starts in anyway).
	Peers int
	// Replays is how many answered asks are remembered so the same ask is answered once; when
	// full, the oldest is forgotten. A replay can only come from the peer the ask names (the
	// stream's), so a forgotten ask answered again costs no more than that peer's next ask.
	Replays int
}

// DefaultLimits: 100 asks a second per peer (bursts of 200): a requester sends a node one
// ask per auction, and a busy one (a team, an LLM agent's tools) runs auctions back to back;
// 1000 a second in all (bursts of 2000) bounds the bidder's work for asks to about 2% of a
// core (an ask it bids on costs 15–25 µs: no signature work, its standing offers are signed
// already; BenchmarkBidderAnswer); 64 in flight.
func DefaultLimits() Limits {
	return Limits{PerPeerRate: 100, PerPeerBurst: 200, TotalRate: 1000, TotalBurst: 2000, InFlight: 64, Peers: 4096, Replays: 1 << 16}
}

// bucket is a token bucket.
type bucket struct {
	tokens float64
	at     time.Time
}

func (b *bucket) refill(now time.Time, rate float64, burst int) {
	if dt := now.Sub(b.at).Seconds(); dt > 0 {
		b.tokens = min(float64(burst), b.tokens+dt*rate)
	}
	b.at = now
}

func (b *bucket) take(now time.Time, rate float64, burst int) bool {
	b.refill(now, rate, burst)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// gate is the bidder's admission: rate per peer and in all, asks in flight, replays.
type gate struct {
	l        Limits
	mu       sync.Mutex
	total    bucket
	peers    map[peer.ID]*bucket
	inFlight int
	seen     map[common.Hash]struct{} // answered asks' keys (keccak of peer and nonce)
	order    []common.Hash            // seen's keys, a ring; next is the oldest once full
	next     int
}

func newGate(l Limits, now time.Time) *gate {
	return &gate{l: l, total: bucket{tokens: float64(l.TotalBurst), at: now}, peers: map[peer.ID]*bucket{}, seen: map[common.Hash]struct{}{}}
}

// admit takes a token of p's and of the total bucket. It is called before anything of the
// stream is read.
func (g *gate) admit(p peer.ID, now time.Time) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	b := g.peers[p]
	if b == nil {
		if len(g.peers) >= g.l.Peers {
			for id, ob := range g.peers {
				if ob.refill(now, g.l.PerPeerRate, g.l.PerPeerBurst); ob.tokens >= float64(g.l.PerPeerBurst) {
					delete(g.peers, id)
				}
			}
			if len(g.peers) >= g.l.Peers {
				return false
			}
		}
		b = &bucket{tokens: float64(g.l.PerPeerBurst), at: now}
		g.peers[p] = b
	}
	if !b.take(now, g.l.PerPeerRate, g.l.PerPeerBurst) {
		return false
	}
	if !g.total.take(now, g.l.TotalRate, g.l.TotalBurst) {
		b.tokens++ // not this peer's fault
		return false
	}
	return true
}

// acquire takes a slot in flight for an ask that has been read; release gives it back. A
// slot taken before the read let silent streams hold them all (review finding 6).
func (g *gate) acquire() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.inFlight >= g.l.InFlight {
		return false
	}
	g.inFlight++
	return true
}

func (g *gate) release() {
	g.mu.Lock()
	g.inFlight--
	g.mu.Unlock()
}

// fresh records an ask's key (its peer and nonce); false if it was seen already. When the memory is full the
// oldest key is forgotten (in O(1)): refusing new asks instead let a stranger's long-lived
// asks keep every honest ask out (review finding 1). An ask past its bid-by is refused by
// Ask.Check before it gets here, so a forgotten one is live only if it is recent.
func (g *gate) fresh(d common.Hash) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if _, ok := g.seen[d]; ok {
		return false
	}
	if len(g.order) < g.l.Replays {
		g.order = append(g.order, d)
	} else {
		delete(g.seen, g.order[g.next])
		g.order[g.next] = d
		g.next = (g.next + 1) % len(g.order)
	}
	g.seen[d] = struct{}{}
	return true
}
