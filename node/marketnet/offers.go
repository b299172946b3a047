package marketnet

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/agentsite/agentsite/escrow"
)

// Offer is a bounty to offer to the market: its id, the peer serving its spec ("" to look it
// up on the DHT) and its deadline on chain, after which it is dropped.
type Offer struct {
	ID       uint64
	Peer     string
	Deadline time.Time
}

// OfferFunc offers one bounty to the market (escrow.Market.Offer).
type OfferFunc func(ctx context.Context, id uint64, peer string) error

// Offers is a bounded, deduplicated queue of bounties to offer to the market, run by a fixed
// number of workers. A bounty that fails for a passing reason (its spec not reachable yet, a
// chain read failing) is offered again after a backoff that doubles up to MaxBackoff, until it
// is taken, refused for good, past its deadline, or failed MaxAttempts times.
type Offers struct {
	cfg   Config
	offer OfferFunc
	log   *slog.Logger

	mu      sync.Mutex
	items   map[uint64]*queued
	wake    chan struct{}
	dropped atomic.Int64 // refused because the queue was full
}

type queued struct {
	Offer
	next     time.Time
	attempts int
	running  bool
}

// NewOffers makes a queue that calls offer; Run starts its workers.
func NewOffers(cfg Config, offer OfferFunc, log *slog.Logger) (*Offers, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if offer == nil {
		return nil, errors.New("marketnet: an offer queue needs an offer function")
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Offers{cfg: cfg, offer: offer, log: log, items: map[uint64]*queued{}, wake: make(chan struct{}, 1)}, nil
}

// Add queues o; false when it is queued already or the queue is full. A second Add of a queued
// bounty fills in its peer if it had none.
func (q *Offers) Add(o Offer) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if it, ok := q.items[o.ID]; ok {
		if it.Peer == "" {
			it.Peer = o.Peer
		}
		return false
	}
	if len(q.items) >= q.cfg.Offers {
		q.dropped.Add(1)
		return false
	}
	q.items[o.ID] = &queued{Offer: o}
	select {
	case q.wake <- struct{}{}:
	default:
	}
	return true
}

// Len is how many bounties are queued.
func (q *Offers) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.items)
}

// Dropped is how many offers were refused because the queue was full.
func (q *Offers) Dropped() int64 { return q.dropped.Load() }

// Run works the queue with Config.OfferWorkers workers until ctx ends.
func (q *Offers) Run(ctx context.Context) {
	var wg sync.WaitGroup
	for range q.cfg.OfferWorkers {
		wg.Add(1)
		go func() { defer wg.Done(); q.work(ctx) }()
	}
	wg.Wait()
}

func (q *Offers) work(ctx context.Context) {
	t := time.NewTicker(q.cfg.MinBackoff / 4)
	defer t.Stop()
	for {
		// Stop taking bounties once ctx ends: a failed offer is then left due, so the loop
		// would take it again at once.
		for it := q.due(); it != nil && ctx.Err() == nil; it = q.due() {
			q.finish(ctx, it, q.offer(ctx, it.ID, it.Peer))
		}
		select {
		case <-ctx.Done():
			return
		case <-q.wake:
		case <-t.C:
		}
	}
}

// due takes a bounty whose time has come and marks it running.
func (q *Offers) due() *queued {
	q.mu.Lock()
	defer q.mu.Unlock()
	now := time.Now()
	for _, it := range q.items {
		if !it.running && !it.next.After(now) {
			it.running = true
			cp := *it
			return &cp
		}
	}
	return nil
}

// finish drops the bounty or schedules it again, by the outcome of its offer.
func (q *Offers) finish(ctx context.Context, it *queued, err error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	cur, ok := q.items[it.ID]
	if !ok {
		return
	}
	cur.running = false
	cur.attempts++
	switch {
	case err == nil || errors.Is(err, escrow.ErrNotForUs) || errors.Is(err, escrow.ErrNoBounty):
		delete(q.items, it.ID)
	case ctx.Err() != nil:
		return
	case time.Now().After(cur.Deadline) || cur.attempts >= q.cfg.MaxAttempts:
		q.log.Info("gave up offering bounty", "bounty", it.ID, "attempts", cur.attempts, "err", err)
		delete(q.items, it.ID)
	default:
		if cur.attempts == 1 {
			q.log.Warn("could not take bounty yet; will retry", "bounty", it.ID, "err", err)
		}
		cur.next = time.Now().Add(min(q.cfg.MinBackoff<<min(cur.attempts-1, 16), q.cfg.MaxBackoff))
	}
}
