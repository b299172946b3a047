package chat

import (
	"context"
	"math/rand/v2"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
)

// joinCooldown is the least time between two exchanges with the same peer that one room's
// joins (or a peer's digest, see dueSet) trigger; a trigger within it is served when it ends.
// A peer that flaps its subscription or its connection, or claims in every request to hold
// more, cannot make this node ask it more often; two seconds is two router heartbeats,
// shorter than any cut worth catching up from.
const joinCooldown = 2 * time.Second

// dueSet holds the peers a room is to exchange with soon: those whose join it has not served
// yet (caught up from, then reconciled with) and those whose digest showed they hold what this
// node may lack (reconciled with). The router's event reader and the catch-up handler add to
// it without waiting for the exchanges (the router cancels a leave and a join of the same peer
// that are both unread, so a reader blocked behind a long exchange could miss a quick
// reconnection); it holds each peer once, so it is bounded by the room's peers.
type dueSet struct {
	mu   sync.Mutex
	set  map[peer.ID]bool // true: a join, to catch up from as well
	wake chan struct{}
}

func newDueSet() *dueSet {
	return &dueSet{set: map[peer.ID]bool{}, wake: make(chan struct{}, 1)}
}

// add makes p due (join: for a catch-up as well) and, if wake, wakes the loop.
func (d *dueSet) add(p peer.ID, join, wake bool) {
	d.mu.Lock()
	d.set[p] = d.set[p] || join
	d.mu.Unlock()
	if wake {
		select {
		case d.wake <- struct{}{}:
		default:
		}
	}
}

// take empties the set and returns what it held.
func (d *dueSet) take() map[peer.ID]bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := d.set
	d.set = map[peer.ID]bool{}
	return out
}

// peerLoop keeps a joined room's history in step with its peers. A peer that joins the room's
// topic is caught up from (CatchUp) and then reconciled with (Reconcile), at most once per
// joinCooldown; peers already in the topic count as joining when the loop starts, and so does
// a peer that comes back after a disconnection, a partition or a restart (the router announces
// it again). Every SyncInterval, give or take a tenth so that rooms and nodes do not ask in
// step, one random peer of the room is reconciled with: when nothing is missing that costs one
// small request and an empty answer.
func (s *Service) peerLoop(ctx context.Context, r *room) {
	defer r.wg.Done()
	r.wg.Add(1)
	go func() { // NextPeerEvent blocks; collect the joins without waiting for the exchanges
		defer r.wg.Done()
		for {
			ev, err := r.events.NextPeerEvent(ctx)
			if err != nil {
				return
			}
			if ev.Type == pubsub.PeerJoin {
				r.due.add(ev.Peer, true, true)
			}
		}
	}()
	tick := time.NewTimer(s.jittered())
	defer tick.Stop()
	later := time.NewTimer(time.Hour)
	later.Stop()
	defer later.Stop()
	served := map[peer.ID]time.Time{} // when each due peer may next be served
	for {
		select {
		case <-r.due.wake:
		case <-later.C:
		case <-tick.C:
			tick.Reset(s.jittered())
			peers := r.topic.ListPeers()
			if len(peers) == 0 {
				continue
			}
			p := peers[rand.IntN(len(peers))]
			if at, ok := served[p]; ok && s.cfg.Clock.Now().Before(at) {
				continue // busy, or served just now
			}
			n, retry := s.logSync(ctx, r, p, "reconcile", func() (int, error) { return s.Reconcile(ctx, r.name, p) })
			if retry > 0 {
				served[p] = s.cfg.Clock.Now().Add(retry)
				r.due.add(p, false, true)
			}
			if n > 0 {
				s.spread(r, p)
			}
			continue
		case <-ctx.Done():
			return
		}
		var wait time.Duration
		for p, join := range r.due.take() {
			now := s.cfg.Clock.Now()
			if at, ok := served[p]; ok && now.Before(at) {
				r.due.add(p, join, false)
				if left := at.Sub(now); wait == 0 || left < wait {
					wait = left
				}
				continue
			}
			served[p] = now.Add(joinCooldown)
			news, retry := 0, time.Duration(0)
			if join {
				n, busy := s.logSync(ctx, r, p, "catch up", func() (int, error) { return s.CatchUp(ctx, r.name, p) })
				news, retry = news+n, busy
			}
			if retry == 0 {
				n, busy := s.logSync(ctx, r, p, "reconcile", func() (int, error) { return s.Reconcile(ctx, r.name, p) })
				news, retry = news+n, busy
			}
			if ctx.Err() != nil {
				return
			}
			if retry > 0 { // the peer asked to wait: serve it again then, as far as it got
				served[p] = now.Add(max(retry, joinCooldown))
				r.due.add(p, join, false)
				if wait == 0 || retry < wait {
					wait = max(retry, joinCooldown)
				}
			}
			if news > 0 {
				s.spread(r, p)
			}
		}
		now := s.cfg.Clock.Now()
		for p, at := range served {
			if !now.Before(at) {
				delete(served, p)
			}
		}
		if wait > 0 {
			later.Reset(wait)
		}
	}
}

// jittered returns SyncInterval ± 10%.
func (s *Service) jittered() time.Duration {
	d := s.cfg.SyncInterval
	return d - d/10 + time.Duration(rand.Int64N(int64(d/5)+1))
}

// logSync runs one exchange, logs its outcome and returns how many envelopes were new, and
// how long the peer asked to wait when it answered busy.
func (s *Service) logSync(ctx context.Context, r *room, p peer.ID, what string, run func() (int, error)) (int, time.Duration) {
	n, err := run()
	if err != nil && ctx.Err() == nil {
		s.log.Debug(what, "room", r.name, "peer", p, "err", err)
	}
	if n > 0 {
		s.log.Info(what, "room", r.name, "peer", p, "new", n)
	}
	return n, RetryAfter(err)
}

// spreadFanout is how many other peers of the room a node reconciles with when an exchange
// brought it news: gossipsub's mesh degree (D = 6), the fan-out the room's live messages have.
const spreadFanout = 6

// spread makes up to spreadFanout random peers of the room other than from due for a
// reconciliation. What catch-up brings is stored, not gossiped (most of it is older than the
// freshness window), so a peer that healed a partition through this node would wait for its
// own periodic round: this node's digest shows them it holds more, and they fetch it from
// this node at once (see digestFilter). Each peer still at most once per joinCooldown.
func (s *Service) spread(r *room, from peer.ID) {
	peers := r.topic.ListPeers()
	rand.Shuffle(len(peers), func(i, j int) { peers[i], peers[j] = peers[j], peers[i] })
	n := 0
	for _, q := range peers {
		if q == from || n == spreadFanout {
			continue
		}
		r.due.add(q, false, true)
		n++
	}
}
