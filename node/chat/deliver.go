package chat

import (
	"context"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
)

// validatorTimeout bounds one validation, including the oracles' lookups.
const validatorTimeout = 5 * time.Second

func (s *Service) topicValidator(name string) pubsub.ValidatorEx {
	return func(ctx context.Context, from peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		v, ok := msg.ValidatorData.(verified)
		if !ok || msg.ReceivedFrom != s.host.ID() { // Post verified its own bytes and hands the result over
			var err error
			if v, err = s.ver.verify(ctx, name, msg.Data, true, s.known); err != nil {
				return s.refuse(name, from, err)
			}
		}
		if !s.quota.charge(name, v.sender, v.member, v.env.TS, v.size) {
			return s.refuse(name, from, ErrOverQuota)
		}
		if !s.seen.add(v.id) { // another copy was accepted meanwhile, and charged
			s.quota.refund(name, v.sender, v.member, v.env.TS, v.size)
			s.stats.ignored.Add(1)
			return pubsub.ValidationIgnore
		}
		s.stats.accepted.Add(1)
		msg.ValidatorData = v
		return pubsub.ValidationAccept
	}
}

// refuse turns a verification error into a validation result. Only what is invalid on every
// node (malformed, over size, a bad signature) is rejected, scoring the relaying peer down;
// whatever honest nodes may judge differently is ignored without penalizing it: the time
// (stale, from the future: clock skew and propagation delay), what this node has seen
// (replays), what its chain index says (membership, delegates; failed lookups), quotas (peers
// may judge a sender's first messages of a window a little differently), and another chain's
// senders (valid on their network).
func (s *Service) refuse(room string, from peer.ID, err error) pubsub.ValidationResult {
	switch {
	case errors.Is(err, ErrOverQuota), errors.Is(err, ErrNotMember):
		s.stats.throttled.Add(1)
		s.log.Debug("throttle chat message", "room", room, "from", from, "err", err)
		return pubsub.ValidationIgnore
	case errors.Is(err, ErrStale), errors.Is(err, ErrReplay), errors.Is(err, ErrOracle), errors.Is(err, ErrNotDelegate),
		errors.Is(err, ErrWrongChain):
		s.stats.ignored.Add(1)
		s.log.Debug("ignore chat message", "room", room, "from", from, "err", err)
		return pubsub.ValidationIgnore
	}
	s.stats.rejected.Add(1)
	s.log.Debug("reject chat message", "room", room, "from", from, "err", err)
	return pubsub.ValidationReject
}

// pending is a verified envelope on its way to the store.
type pending struct {
	env  Envelope
	id   common.Hash
	data []byte
}

// deliverLoop takes validated messages off the subscription and queues them for writeLoop.
func (s *Service) deliverLoop(ctx context.Context, r *room) {
	defer r.wg.Done()
	defer close(r.queue)
	for {
		msg, err := r.sub.Next(ctx)
		if err != nil {
			return
		}
		v, ok := msg.ValidatorData.(verified)
		if !ok {
			continue
		}
		select {
		case r.queue <- pending{env: v.env, id: v.id, data: msg.Data}:
		case <-ctx.Done():
			return
		}
	}
}

// writeLoop stores queued messages in batches (one transaction, so one fsync, per batch on a
// SyncWrites DB) and then delivers them. It drains the queue before exiting.
func (s *Service) writeLoop(r *room) {
	defer r.wg.Done()
	for p := range r.queue {
		batch := []pending{p}
	drain:
		for len(batch) < batchMaxItems {
			select {
			case p, ok := <-r.queue:
				if !ok {
					break drain
				}
				batch = append(batch, p)
			default:
				break drain
			}
		}
		s.acceptBatch(r, batch, true)
	}
}

// acceptBatch stores verified envelopes and hands the new ones (the store decides which are
// new) to subscribers and (live
// messages only) to hosted members. It returns how many were new.
func (s *Service) acceptBatch(r *room, batch []pending, live bool) int {
	if len(batch) == 0 {
		return 0
	}
	items := make([]Item, len(batch))
	for i, p := range batch {
		items[i] = Item{Room: r.name, TS: p.env.TS, ID: p.id, Data: p.data}
	}
	added, err := s.store.PutBatch(items)
	if err != nil {
		s.log.Error("store chat messages", "room", r.name, "count", len(items), "err", err)
		return 0
	}
	n := 0
	for i, p := range batch {
		s.seen.add(p.id) // for catch-up items; gossip ones were added by the validator
		if !added[i] {
			continue
		}
		n++
		s.stats.stored.Add(1)
		r.publishLocal(p.env, &s.stats)
		if live {
			s.dispatch(r.name, p.env)
		}
	}
	return n
}
