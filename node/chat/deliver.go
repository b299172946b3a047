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

// validated is what the topic validator hands to the delivery loop.
type validated struct {
	env Envelope
	id  common.Hash
}

func (s *Service) topicValidator(name string) pubsub.ValidatorEx {
	return func(ctx context.Context, from peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		if v, ok := msg.ValidatorData.(validated); ok && msg.Local {
			// Published by Post, which verified these very bytes.
			if !s.seen.add(v.id) {
				s.stats.ignored.Add(1)
				return pubsub.ValidationIgnore
			}
			s.stats.accepted.Add(1)
			return pubsub.ValidationAccept
		}
		e, id, err := s.ver.verify(ctx, name, msg.Data, true, s.known)
		if err != nil {
			// Not provably the sender's fault: drop without penalizing the relaying peer.
			if errors.Is(err, ErrStale) || errors.Is(err, ErrReplay) || errors.Is(err, ErrOracle) {
				s.stats.ignored.Add(1)
				s.log.Debug("ignore chat message", "room", name, "from", from, "err", err)
				return pubsub.ValidationIgnore
			}
			s.stats.rejected.Add(1)
			s.log.Debug("reject chat message", "room", name, "from", from, "err", err)
			return pubsub.ValidationReject
		}
		if !s.seen.add(id) { // another copy was accepted meanwhile
			s.stats.ignored.Add(1)
			return pubsub.ValidationIgnore
		}
		s.stats.accepted.Add(1)
		msg.ValidatorData = validated{env: e, id: id}
		return pubsub.ValidationAccept
	}
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
		v, ok := msg.ValidatorData.(validated)
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
