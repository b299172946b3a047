package discovery

import (
	"fmt"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
)

// liveness is what a node knows about other nodes being alive.
type liveness int

const (
	liveUnknown    liveness = iota // not seen within LiveTTL and not known dead: worth a probe
	liveAlive                      // seen (heartbeat, probe, card fetch) within LiveTTL
	liveDead                       // a contact failed within DeadTTL: not dialled
	liveContacting                 // a contact is in flight: not dialled again, its outcome pending
)

// peerState is one node's entry in the presence table.
type peerState struct {
	lastSeen  time.Time // last proof of life: an accepted heartbeat or a successful contact
	lastTS    int64     // the newest heartbeat time accepted (unix ms); older ones are replays
	deadUntil time.Time // a contact failed: not dialled again before this
	busy      bool      // a contact is in flight
}

// tracker is the presence table: per peer, when it was last seen alive and whether a dial to it
// failed recently. It holds at most max peers; entries with nothing left to say (not seen
// within ttl + window, no live failure, no contact in flight) are swept when it is full.
type tracker struct {
	mu      sync.Mutex
	max     int
	ttl     time.Duration // LiveTTL
	keep    time.Duration // how long an entry is worth keeping after lastSeen (ttl + window)
	gap     int64         // least ms between two accepted heartbeats of one peer
	deadTTL time.Duration
	peers   map[peer.ID]*peerState
}

func newTracker(cfg Config) *tracker {
	return &tracker{
		max: cfg.MaxTrackedPeers, ttl: cfg.LiveTTL, keep: cfg.LiveTTL + cfg.HeartbeatWindow,
		gap: (cfg.HeartbeatInterval / 2).Milliseconds(), deadTTL: cfg.DeadTTL,
		peers: make(map[peer.ID]*peerState),
	}
}

// entry returns p's state, making room for it if needed; nil if the table is full.
func (t *tracker) entry(p peer.ID, now time.Time) *peerState {
	if s, ok := t.peers[p]; ok {
		return s
	}
	if len(t.peers) >= t.max {
		for q, s := range t.peers {
			if !s.busy && now.After(s.deadUntil) && now.Sub(s.lastSeen) > t.keep {
				delete(t.peers, q)
			}
		}
		if len(t.peers) >= t.max {
			return nil
		}
	}
	s := &peerState{}
	t.peers[p] = s
	return s
}

// heartbeat records a heartbeat of p signed at ts (already verified and fresh), seen now.
func (t *tracker) heartbeat(p peer.ID, ts int64, now time.Time) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.entry(p, now)
	switch {
	case s == nil:
		return fmt.Errorf("%w: %d peers", ErrPresenceTableFull, t.max)
	case s.lastTS != 0 && ts <= s.lastTS:
		return fmt.Errorf("%w: %s at %d, last %d", ErrHeartbeatOld, p, ts, s.lastTS)
	case s.lastTS != 0 && ts-s.lastTS < t.gap:
		return fmt.Errorf("%w: %s, %d ms after the last", ErrHeartbeatTooSoon, p, ts-s.lastTS)
	}
	s.lastTS, s.lastSeen, s.deadUntil = ts, now, time.Time{}
	return nil
}

// state says whether p is alive, dead or unknown now, and when it was last seen.
func (t *tracker) state(p peer.ID, now time.Time) (liveness, time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s, ok := t.peers[p]
	switch {
	case !ok:
		return liveUnknown, time.Time{}
	case !s.lastSeen.IsZero() && now.Sub(s.lastSeen) <= t.ttl:
		return liveAlive, s.lastSeen
	case s.busy:
		return liveContacting, s.lastSeen
	case now.Before(s.deadUntil):
		return liveDead, s.lastSeen
	}
	return liveUnknown, s.lastSeen
}

// begin claims a contact with p: false if p is known dead, already being contacted, or the
// table has no room. A claimed contact must be ended with end.
func (t *tracker) begin(p peer.ID, now time.Time) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.entry(p, now)
	if s == nil || s.busy || now.Before(s.deadUntil) {
		return false
	}
	s.busy = true
	return true
}

// end records the outcome of a contact claimed with begin.
func (t *tracker) end(p peer.ID, ok bool, now time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := t.peers[p]
	if s == nil {
		return
	}
	s.busy = false
	if ok {
		s.lastSeen, s.deadUntil = now, time.Time{}
	} else {
		s.deadUntil = now.Add(t.deadTTL)
	}
}
