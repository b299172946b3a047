package chat

import (
	"context"
	"fmt"

	"github.com/libp2p/go-libp2p/core/peer"
)

// Reconcile compares the room's history of the last SyncDigestWindow with p's and fetches
// what p holds and this node does not, whatever the catch-up cursor with p says: it finds as
// well what p learned late, with a ts before the cursor (from a third peer, after a partition
// healed). It sends a digest of its history in buckets (Store.Digest) and p answers with its
// envelopes of the buckets that differ, so an exchange where nothing is missing is one request
// under 1 KiB and an empty answer. An answer cut short is followed by another from its newest
// ts, at most 16 pages; a busy answer ends the exchange with an error wrapping ErrBusy. It returns how many envelopes were new; every one is verified
// and charged as in CatchUp.
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
		pg, err := s.syncPage(ctx, r, p, req)
		total += pg.added
		if err == nil {
			err = pg.busy()
		}
		if err != nil {
			return total, fmt.Errorf("chat: reconcile %q with %s: %w", room, p, err)
		}
		// A page cut short may have stopped before all that differs: ask again from its
		// newest ts, with the digest of what is left, in finer buckets.
		if !pg.more(s.cfg.SyncMaxMessages) || pg.last <= since {
			break
		}
		since = pg.last
	}
	s.stats.reconciled.Add(1)
	return total, nil
}

// digestFilter tells which envelopes the answer to req carries: all (keep nil) for a request
// without a digest, else those in the buckets where this node's digest differs from the
// asker's. none reports that no bucket differs: the answer is empty. more reports that the
// asker counts more envelopes than this node in some bucket: it holds something this node
// lacks, which this node's own reconciliation with it fetches.
func (s *Service) digestFilter(req syncRequest) (keep func(ts int64) bool, none, more bool, err error) {
	if req.Digest == nil {
		return nil, false, false, nil
	}
	n := len(req.Digest) / digestEntry
	ours, err := s.store.Digest(req.Room, req.Since, req.Width, n)
	if err != nil {
		return nil, false, false, err
	}
	diff := differing(ours, req.Digest)
	none = true
	for i, d := range diff {
		none = none && !d
		more = more || d && digestCount(req.Digest, i) > digestCount(ours, i)
	}
	return func(ts int64) bool { return diff[digestBucket(ts, req.Since, req.Width, n)] }, none, more, nil
}
