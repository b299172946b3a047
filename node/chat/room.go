package chat

import (
	"context"
	"errors"
	"fmt"
	"sync"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
)

// room is one joined room: its topic, subscription, peer events and local subscribers.
type room struct {
	name   string
	topic  *pubsub.Topic
	sub    *pubsub.Subscription
	events *pubsub.TopicEventHandler
	cancel context.CancelFunc
	queue  chan pending // deliverLoop → writeLoop
	due    *dueSet      // peers to exchange with soon (peerLoop)
	wg     sync.WaitGroup

	mu     sync.Mutex
	subs   map[int]chan Envelope
	nextID int
	closed bool
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
	if err := s.loadQuotas(name); err != nil { // before the validator charges anything
		return nil, err
	}
	if err := s.ps.RegisterTopicValidator(tn, s.topicValidator(name), pubsub.WithValidatorTimeout(validatorTimeout)); err != nil {
		return nil, err
	}
	r := &room{name: name, subs: make(map[int]chan Envelope), due: newDueSet()}
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
