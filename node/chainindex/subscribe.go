package chainindex

import "sync"

// Subscribe returns a channel of the events indexed from now on, in chain order, and a
// cancel function. After a reorg, the dropped events come again with Removed set, newest
// first, before the events of the new fork. A subscriber that falls more than
// Config.SubscriberQueue events behind has its channel closed; it should re-subscribe and
// catch up with the queries. The channel is also closed by cancel and by Close.
func (ix *Index) Subscribe() (<-chan Event, func()) {
	return ix.subs.add(nil)
}

// SubscribeFrom is Subscribe preceded by the indexed events from block `from` on, with no gap
// and no duplicate between the two: how a consumer that handled events up to some block
// resumes after a restart.
func (ix *Index) SubscribeFrom(from uint64) (<-chan Event, func(), error) {
	ix.syncMu.Lock() // no batch commits (or publishes) while the backlog is read
	defer ix.syncMu.Unlock()
	backlog, err := ix.Events(from)
	if err != nil {
		return nil, nil, err
	}
	ch, cancel := ix.subs.add(backlog)
	return ch, cancel, nil
}

// subscribers fans events out; each subscriber has an unbounded-up-to-max queue drained by
// its own goroutine, so a slow subscriber never blocks indexing.
type subscribers struct {
	mu     sync.Mutex
	max    int
	list   map[*sub]struct{}
	closed bool
}

type sub struct {
	ch     chan Event
	mu     sync.Mutex
	queue  []Event
	unsent int // queued or taken by pump but not yet delivered
	wake   chan struct{}
	done   chan struct{}
	once   sync.Once
	parent *subscribers
}

func (s *subscribers) add(backlog []Event) (<-chan Event, func()) {
	su := &sub{ch: make(chan Event), queue: backlog, unsent: len(backlog), wake: make(chan struct{}, 1), done: make(chan struct{}), parent: s}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		close(su.ch)
		return su.ch, func() {}
	}
	if s.list == nil {
		s.list = map[*sub]struct{}{}
	}
	s.list[su] = struct{}{}
	s.mu.Unlock()
	go su.pump()
	return su.ch, su.cancel
}

func (su *sub) cancel() {
	su.once.Do(func() {
		su.parent.mu.Lock()
		delete(su.parent.list, su)
		su.parent.mu.Unlock()
		close(su.done)
	})
}

// pump delivers the queue to the channel until cancelled.
func (su *sub) pump() {
	defer close(su.ch)
	for {
		su.mu.Lock()
		batch := su.queue
		su.queue = nil
		su.mu.Unlock()
		for _, ev := range batch {
			select {
			case su.ch <- ev:
				su.mu.Lock()
				su.unsent--
				su.mu.Unlock()
			case <-su.done:
				return
			}
		}
		select {
		case <-su.wake:
		case <-su.done:
			return
		}
	}
}

// publish queues events for every subscriber; one that overflows is dropped.
func (s *subscribers) publish(events []Event) {
	if len(events) == 0 {
		return
	}
	s.mu.Lock()
	subs := make([]*sub, 0, len(s.list))
	for su := range s.list {
		subs = append(subs, su)
	}
	s.mu.Unlock()
	for _, su := range subs {
		su.mu.Lock()
		over := su.unsent+len(events) > s.max
		if !over {
			su.queue = append(su.queue, events...)
			su.unsent += len(events)
		}
		su.mu.Unlock()
		if over {
			su.cancel()
			continue
		}
		select {
		case su.wake <- struct{}{}:
		default:
		}
	}
}

func (s *subscribers) closeAll() {
	s.mu.Lock()
	s.closed = true
	subs := make([]*sub, 0, len(s.list))
	for su := range s.list {
		subs = append(subs, su)
	}
	s.mu.Unlock()
	for _, su := range subs {
		su.cancel()
	}
}
