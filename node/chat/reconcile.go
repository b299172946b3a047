package chat

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
)

// joinCooldown is the least time between two exchanges one room's joins trigger with the same
// peer; a join within it is served when it ends. A peer that flaps its subscription or its
// connection cannot make this node ask it more often; two seconds is two router heartbeats,
// shorter than any cut worth catching up from.
const joinCooldown = 2 * time.Second

// joins is the set of peers whose join a room has not served yet. The router's event reader
// adds to it without waiting for the exchanges (the router cancels a leave and a join of the
// same peer that are both unread, so a reader blocked behind a long exchange could miss a
// quick reconnection); it holds each peer once, so it is bounded by the room's peers.
type joins struct {
	mu   sync.Mutex
	set  map[peer.ID]struct{}
	wake chan struct{}
}

func newJoins() *joins {
	return &joins{set: map[peer.ID]struct{}{}, wake: make(chan struct{}, 1)}
}

func (j *joins) add(p peer.ID, wake bool) {
	j.mu.Lock()
	j.set[p] = struct{}{}
	j.mu.Unlock()
	if wake {
		select {
		case j.wake <- struct{}{}:
		default:
		}
	}
}

func (j *joins) take() []peer.ID {
	j.mu.Lock()
	defer j.mu.Unlock()
	out := make([]peer.ID, 0, len(j.set))
	for p := range j.set {
		out = append(out, p)
	}
	clear(j.set)
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
	pending := newJoins()
	r.wg.Add(1)
	go func() { // NextPeerEvent blocks; collect the joins without waiting for the exchanges
		defer r.wg.Done()
		for {
			ev, err := r.events.NextPeerEvent(ctx)
			if err != nil {
				return
			}
			if ev.Type == pubsub.PeerJoin {
				pending.add(ev.Peer, true)
			}
		}
	}()
	tick := time.NewTimer(s.jittered())
	defer tick.Stop()
	later := time.NewTimer(time.Hour)
	later.Stop()
	defer later.Stop()
	served := map[peer.ID]time.Time{} // when each peer's last join was served
	for {
		select {
		case <-pending.wake:
		case <-later.C:
		case <-tick.C:
			tick.Reset(s.jittered())
			peers := r.topic.ListPeers()
			if len(peers) == 0 {
				continue
			}
			p := peers[rand.IntN(len(peers))]
			s.logSync(ctx, r, p, "reconcile", func() (int, error) { return s.Reconcile(ctx, r.name, p) })
			continue
		case <-ctx.Done():
			return
		}
		var wait time.Duration
		for _, p := range pending.take() {
			now := s.cfg.Clock.Now()
			if at, ok := served[p]; ok && now.Sub(at) < joinCooldown {
				pending.add(p, false)
				if left := joinCooldown - now.Sub(at); wait == 0 || left < wait {
					wait = left
				}
				continue
			}
			served[p] = now
			s.logSync(ctx, r, p, "catch up", func() (int, error) { return s.CatchUp(ctx, r.name, p) })
			s.logSync(ctx, r, p, "reconcile", func() (int, error) { return s.Reconcile(ctx, r.name, p) })
			if ctx.Err() != nil {
				return
			}
		}
		now := s.cfg.Clock.Now()
		for p, at := range served {
			if now.Sub(at) >= joinCooldown {
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

func (s *Service) logSync(ctx context.Context, r *room, p peer.ID, what string, run func() (int, error)) {
	n, err := run()
	if err != nil && ctx.Err() == nil {
		s.log.Debug(what, "room", r.name, "peer", p, "err", err)
	}
	if n > 0 {
		s.log.Info(what, "room", r.name, "peer", p, "new", n)
	}
}

// Reconcile compares the room's history of the last SyncDigestWindow with p's and fetches
// what p holds and this node does not, whatever the catch-up cursor with p says: it finds as
// well what p learned late, with a ts before the cursor (from a third peer, after a partition
// healed). It sends a digest of its history in buckets (Store.Digest) and p answers with its
// envelopes of the buckets that differ, so an exchange where nothing is missing is one request
// of about 600 bytes and an empty answer. An answer that fills a page and brings something new
// is followed by another from its newest ts, at most 16 pages. It returns how many envelopes
// were new; every one is verified and charged as in CatchUp.
func (s *Service) Reconcile(ctx context.Context, room string, p peer.ID) (int, error) {
	r, err := s.room(room)
	if err != nil {
		return 0, err
	}
	now := s.cfg.Clock.Now()
	since := max(now.Add(-s.cfg.SyncDigestWindow).UnixMilli(), s.syncFloor())
	// The buckets span since to now plus the clock skew allowed; the last one takes the rest.
	until := now.Add(s.cfg.MaxClockSkew).UnixMilli()
	total := 0
	for page := 0; page < maxSyncPages; page++ {
		width := max(1, (until-since)/digestBuckets+1)
		digest, err := s.store.Digest(room, since, width, digestBuckets)
		if err != nil {
			return total, fmt.Errorf("chat: reconcile %q: %w", room, err)
		}
		req := syncRequest{Room: room, Since: since, Limit: s.cfg.SyncMaxMessages, Width: width, Digest: digest}
		got, last, n, err := s.syncPage(ctx, r, p, req)
		total += n
		if err != nil {
			return total, fmt.Errorf("chat: reconcile %q with %s: %w", room, p, err)
		}
		// A page that brought nothing new means p lacks what differs, not this node: p repairs
		// that on its own rounds.
		if got < s.cfg.SyncMaxMessages || n == 0 || last <= since {
			break
		}
		since = last
	}
	s.stats.reconciled.Add(1)
	return total, nil
}

// digestFilter tells which envelopes the answer to req carries: all (keep nil) for a request
// without a digest, else those in the buckets where this node's digest differs from the
// asker's. none reports that no bucket differs: the answer is empty.
func (s *Service) digestFilter(req syncRequest) (keep func(ts int64) bool, none bool, err error) {
	if req.Digest == nil {
		return nil, false, nil
	}
	n := len(req.Digest) / digestEntry
	ours, err := s.store.Digest(req.Room, req.Since, req.Width, n)
	if err != nil {
		return nil, false, err
	}
	diff := differing(ours, req.Digest)
	none = true
	for _, d := range diff {
		none = none && !d
	}
	return func(ts int64) bool { return diff[digestBucket(ts, req.Since, req.Width, n)] }, none, nil
}
