package chat

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"

	"github.com/dgraph-io/badger/v4"
	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

// TopicPrefix is prepended to a room name to form its gossipsub topic.
const TopicPrefix = "/agentsite/chat/1/"

// Topic returns the gossipsub topic of room.
func Topic(room string) string { return TopicPrefix + room }

// Stats counts what the service has seen since it started.
type Stats struct {
	Accepted  uint64 // gossip messages that passed the validator
	Rejected  uint64 // gossip or catch-up messages refused as invalid or forged
	Ignored   uint64 // replays and stale messages dropped without penalty
	Stored    uint64 // envelopes newly written to history
	Synced    uint64 // envelopes newly stored from catch-up
	Dropped   uint64 // live deliveries skipped because a subscriber was full
	Responses uint64 // replies published by hosted agents
	Throttled uint64 // gossip or catch-up messages refused for the sender's quota or membership
	Pruned    uint64 // envelopes deleted by the retention pruner
	// Reconciled counts the exchanges that compared history with a peer (Reconcile) to the end.
	Reconciled uint64
	// Busy counts the catch-up requests answered "busy, retry later" (the peer over its budget).
	Busy uint64
	// Answered is the bytes of envelopes sent in catch-up answers.
	Answered uint64
}

type counters struct {
	accepted, rejected, ignored, stored, synced, dropped, responses, throttled, pruned, reconciled atomic.Uint64
	busy, answered                                                                                 atomic.Uint64
}

// Service is AgentChat on one node: rooms, validation, history, catch-up, hosted members.
type Service struct {
	cfg   Config
	log   *slog.Logger
	host  host.Host
	ps    *pubsub.PubSub
	store *Store
	ver   verifier
	quota *quotas
	seen  *seenSet
	stats counters
	// budget bounds the bytes of catch-up answers per asking peer and in all.
	budget *answerBudget

	respSem chan struct{}
	syncSem chan struct{}

	mu      sync.Mutex
	rooms   map[string]*room
	members map[string]*member // by DID string
	started bool
	closed  bool
	ctx     context.Context
	cancel  context.CancelFunc
	wg      sync.WaitGroup
}

// New builds a Service on a host, its gossipsub router and a badger DB, none of which it owns.
func New(cfg Config, h host.Host, ps *pubsub.PubSub, db *badger.DB) (*Service, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if h == nil || ps == nil || db == nil {
		return nil, fmt.Errorf("%w: host, pubsub and db are required", ErrBadConfig)
	}
	cfg.fill()
	q := newQuotas(cfg)
	s := &Service{
		cfg:     cfg,
		log:     cfg.Logger.With("pkg", "chat"),
		host:    h,
		ps:      ps,
		store:   NewStore(db),
		ver:     verifier{cfg: cfg, quota: q},
		quota:   q,
		seen:    newSeenSet(cfg.SeenCacheSize),
		budget:  newAnswerBudget(cfg),
		respSem: make(chan struct{}, cfg.ResponderConcurrency),
		syncSem: make(chan struct{}, cfg.SyncMaxServing),
		rooms:   make(map[string]*room),
		members: make(map[string]*member),
	}
	return s, nil
}

// known reports whether id was accepted recently or is stored.
func (s *Service) known(id common.Hash) bool {
	return s.seen.has(id) || s.stored(id)
}

// stored reports whether id is in the store.
func (s *Service) stored(id common.Hash) bool {
	ok, err := s.store.Has(id)
	if err != nil {
		s.log.Error("store lookup", "id", id, "err", err)
		return false
	}
	return ok
}

// Start serves the catch-up protocol and starts the retention pruner. Rooms are joined with
// Join after Start.
func (s *Service) Start(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return ErrClosed
	}
	if s.started {
		return nil
	}
	s.ctx, s.cancel = context.WithCancel(context.WithoutCancel(ctx))
	s.host.SetStreamHandler(SyncProtocol, s.handleSync)
	s.wg.Add(1)
	go s.pruneLoop(s.ctx)
	s.started = true
	return nil
}

// Close leaves every room, stops serving catch-up and waits for background work. It does not
// close the host, the router or the DB.
func (s *Service) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	rooms := make([]*room, 0, len(s.rooms))
	for _, r := range s.rooms {
		rooms = append(rooms, r)
	}
	s.rooms = map[string]*room{}
	started := s.started
	s.mu.Unlock()
	if !started {
		return nil
	}
	s.host.RemoveStreamHandler(SyncProtocol)
	var errs []error
	for _, r := range rooms {
		errs = append(errs, s.leave(r))
	}
	s.cancel()
	s.wg.Wait()
	return errors.Join(errs...)
}

// Stats returns the counters.
func (s *Service) Stats() Stats {
	return Stats{
		Accepted: s.stats.accepted.Load(), Rejected: s.stats.rejected.Load(), Ignored: s.stats.ignored.Load(),
		Stored: s.stats.stored.Load(), Synced: s.stats.synced.Load(), Dropped: s.stats.dropped.Load(),
		Responses: s.stats.responses.Load(), Throttled: s.stats.throttled.Load(), Pruned: s.stats.pruned.Load(),
		Reconciled: s.stats.reconciled.Load(), Busy: s.stats.busy.Load(), Answered: s.stats.answered.Load(),
	}
}

// Store returns the history store.
func (s *Service) Store() *Store { return s.store }

// Rooms lists the joined rooms.
func (s *Service) Rooms() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.rooms))
	for name := range s.rooms {
		out = append(out, name)
	}
	return out
}

func (s *Service) room(name string) (*room, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, ErrClosed
	}
	r, ok := s.rooms[name]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotJoined, name)
	}
	return r, nil
}

// History returns up to limit envelopes of room with ts >= since (unix ms), oldest first. It
// reads the store, so it works for rooms not joined (any more).
func (s *Service) History(room string, since int64, limit int) ([]Envelope, error) {
	if err := checkRead(room, limit); err != nil {
		return nil, err
	}
	raw, err := s.store.Since(room, since, limit, 0)
	if err != nil {
		return nil, err
	}
	return s.decodeAll(raw)
}

// Recent returns the newest limit envelopes of room, oldest first: the last screen of a chat.
func (s *Service) Recent(room string, limit int) ([]Envelope, error) {
	if err := checkRead(room, limit); err != nil {
		return nil, err
	}
	raw, err := s.store.Last(room, limit)
	if err != nil {
		return nil, err
	}
	return s.decodeAll(raw)
}

func checkRead(room string, limit int) error {
	if err := ValidRoom(room); err != nil {
		return err
	}
	if limit <= 0 {
		return fmt.Errorf("%w: limit %d must be positive", ErrBadRequest, limit)
	}
	return nil
}

func (s *Service) decodeAll(raw [][]byte) ([]Envelope, error) {
	out := make([]Envelope, 0, len(raw))
	for _, b := range raw {
		e, err := Decode(b, s.cfg.MaxEnvelopeSize)
		if err != nil {
			return nil, fmt.Errorf("chat: history: stored envelope: %w", err)
		}
		out = append(out, e)
	}
	return out, nil
}

// Subscribe returns a channel of the live envelopes of a joined room (including those this
// node posts and those fetched by catch-up), and a function that ends the subscription. A
// subscriber more than Config.SubscriberBuffer behind misses messages; History has them all.
// The channel is closed when the subscription ends, the room is left or the service closes.
func (s *Service) Subscribe(room string) (<-chan Envelope, func(), error) {
	r, err := s.room(room)
	if err != nil {
		return nil, nil, err
	}
	return r.subscribe(s.cfg.SubscriberBuffer)
}

// Peers lists the peers this node knows to be in a joined room's topic.
func (s *Service) Peers(room string) ([]peer.ID, error) {
	r, err := s.room(room)
	if err != nil {
		return nil, err
	}
	return r.topic.ListPeers(), nil
}
