package chat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
)

// room is one joined room: its topic, subscription, peer events and local subscribers.
type room struct {
	name   string
	topic  *pubsub.Topic
	sub    *pubsub.Subscription
	events *pubsub.TopicEventHandler
	cancel context.CancelFunc
	queue  chan pending // deliverLoop → writeLoop
	wg     sync.WaitGroup

	mu     sync.Mutex
	subs   map[int]chan Envelope
	nextID int
	closed bool
}

// validatorTimeout bounds one validation, including the oracles' lookups.
const validatorTimeout = 5 * time.Second

// validated is what the topic validator hands to the delivery loop.
type validated struct {
	env Envelope
	id  common.Hash
}

// Join subscribes to room, starts validating and storing its messages, and catches up on its
// history from the peers in the topic (now and whenever a peer joins). Joining twice is a no-op.
func (s *Service) Join(room string) error {
	if err := ValidRoom(room); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return ErrClosed
	}
	if !s.started {
		return fmt.Errorf("chat: join %q: service not started", room)
	}
	if _, ok := s.rooms[room]; ok {
		return nil
	}
	r, err := s.openRoom(room)
	if err != nil {
		return fmt.Errorf("chat: join %q: %w", room, err)
	}
	s.rooms[room] = r
	return nil
}

func (s *Service) openRoom(name string) (_ *room, err error) {
	tn := Topic(name)
	if err := s.ps.RegisterTopicValidator(tn, s.topicValidator(name), pubsub.WithValidatorTimeout(validatorTimeout)); err != nil {
		return nil, err
	}
	r := &room{name: name, subs: make(map[int]chan Envelope)}
	defer func() {
		if err != nil {
			r.teardown(s.ps)
		}
	}()
	if r.topic, err = s.ps.Join(tn); err != nil {
		return nil, err
	}
	if r.sub, err = r.topic.Subscribe(pubsub.WithBufferSize(4096)); err != nil {
		return nil, err
	}
	if r.events, err = r.topic.EventHandler(); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(s.ctx)
	r.cancel = cancel
	r.queue = make(chan pending, 4096)
	r.wg.Add(3)
	go s.deliverLoop(ctx, r)
	go s.writeLoop(r)
	go s.peerLoop(ctx, r)
	return r, nil
}

// teardown releases what openRoom acquired, in reverse order.
func (r *room) teardown(ps *pubsub.PubSub) error {
	if r.cancel != nil {
		r.cancel()
	}
	if r.events != nil {
		r.events.Cancel()
	}
	if r.sub != nil {
		r.sub.Cancel()
	}
	r.wg.Wait()
	var errs []error
	if r.topic != nil {
		errs = append(errs, r.topic.Close())
	}
	errs = append(errs, ps.UnregisterTopicValidator(Topic(r.name)))
	r.mu.Lock()
	r.closed = true
	for id, ch := range r.subs {
		close(ch)
		delete(r.subs, id)
	}
	r.mu.Unlock()
	return errors.Join(errs...)
}

// Leave unsubscribes from room. Its history stays in the store.
func (s *Service) Leave(room string) error {
	s.mu.Lock()
	r, ok := s.rooms[room]
	delete(s.rooms, room)
	s.mu.Unlock()
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotJoined, room)
	}
	return s.leave(r)
}

func (s *Service) leave(r *room) error {
	if err := r.teardown(s.ps); err != nil {
		return fmt.Errorf("chat: leave %q: %w", r.name, err)
	}
	return nil
}

func (s *Service) topicValidator(name string) pubsub.ValidatorEx {
	return func(ctx context.Context, from peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		e, id, err := s.ver.verify(ctx, name, msg.Data, true, s.known)
		if err != nil {
			if errors.Is(err, ErrStale) || errors.Is(err, ErrReplay) {
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

func (r *room) publishLocal(e Envelope, st *counters) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, ch := range r.subs {
		select {
		case ch <- e:
		default:
			st.dropped.Add(1)
		}
	}
}

func (r *room) subscribe(buf int) (<-chan Envelope, func(), error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, nil, fmt.Errorf("%w: %q", ErrNotJoined, r.name)
	}
	ch := make(chan Envelope, buf)
	id := r.nextID
	r.nextID++
	r.subs[id] = ch
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			r.mu.Lock()
			defer r.mu.Unlock()
			if c, ok := r.subs[id]; ok {
				close(c)
				delete(r.subs, id)
			}
		})
	}, nil
}

// Draft is what a poster writes; the service fills in the room, sender, ts and signature.
type Draft struct {
	State    State  // default discussion
	Type     string // default text
	TaskID   string
	TaskDesc string
	Content  string
	To       []string
	Extra    map[string]json.RawMessage
}

// Post signs d with the node's key (Config.Key) and publishes it in a joined room.
func (s *Service) Post(ctx context.Context, room string, d Draft) (Envelope, error) {
	if s.cfg.Key == nil {
		return Envelope{}, ErrNoKey
	}
	return s.PostAs(ctx, s.cfg.Key, room, d)
}

// PostAs signs d with key and publishes it in a joined room. The envelope goes through the
// same validator as everyone else's, so a draft the network would refuse is refused here.
func (s *Service) PostAs(ctx context.Context, key *identity.Key, room string, d Draft) (Envelope, error) {
	if key == nil {
		return Envelope{}, ErrNoKey
	}
	r, err := s.room(room)
	if err != nil {
		return Envelope{}, err
	}
	e := Envelope{GroupID: room, State: d.State, Type: d.Type, TaskID: d.TaskID, TaskDesc: d.TaskDesc,
		Content: d.Content, To: d.To, Extra: d.Extra}
	if e.State == "" {
		e.State = StateDiscussion
	}
	if e.Type == "" {
		e.Type = TypeText
	}
	if err := e.Sign(key, s.cfg.ChainID, s.cfg.Clock.Now()); err != nil {
		return Envelope{}, err
	}
	if _, err := e.CheckShape(s.cfg.ChainID); err != nil {
		return Envelope{}, fmt.Errorf("chat: post: %w", err)
	}
	data, err := json.Marshal(e)
	if err != nil {
		return Envelope{}, fmt.Errorf("chat: post: %w", err)
	}
	if len(data) > s.cfg.MaxEnvelopeSize {
		return Envelope{}, fmt.Errorf("chat: post: %w: %d bytes, limit %d", ErrTooLarge, len(data), s.cfg.MaxEnvelopeSize)
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := r.topic.Publish(ctx, data); err != nil {
		return Envelope{}, fmt.Errorf("chat: post: publish: %w", err)
	}
	return e, nil
}
