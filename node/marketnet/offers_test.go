package marketnet_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/marketnet"
)

// calls records the offers a queue makes and answers each bounty id with a fixed error.
type calls struct {
	mu      sync.Mutex
	n       map[uint64]int
	answers map[uint64]error
}

func (c *calls) offer(_ context.Context, id uint64, _ string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[id]++
	return c.answers[id]
}

func (c *calls) count(id uint64) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[id]
}

func TestOffersBoundedDedupedWithBackoff(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.Offers, cfg.MinBackoff, cfg.MaxBackoff, cfg.MaxAttempts = 4, 40*time.Millisecond, 160*time.Millisecond, 5
	temp := errors.New("spec not reachable yet")
	c := &calls{n: map[uint64]int{}, answers: map[uint64]error{
		1: nil,
		2: fmt.Errorf("wrapped: %w", escrow.ErrNotForUs),
		3: fmt.Errorf("wrapped: %w", escrow.ErrNoBounty),
		4: temp,
		5: temp,
	}}
	q, err := marketnet.NewOffers(cfg, c.offer, nil)
	if err != nil {
		t.Fatal(err)
	}
	far := time.Now().Add(time.Hour)
	for id := uint64(1); id <= 4; id++ {
		if !q.Add(marketnet.Offer{ID: id, Deadline: far}) {
			t.Fatalf("bounty %d not queued", id)
		}
	}
	if q.Add(marketnet.Offer{ID: 4, Deadline: far}) {
		t.Fatal("a queued bounty was queued twice")
	}
	if q.Add(marketnet.Offer{ID: 6, Deadline: far}) || q.Dropped() != 1 {
		t.Fatalf("a full queue took more (dropped %d)", q.Dropped())
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { q.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()

	waitUntil(t, "the queue to empty", func() bool { return q.Len() == 0 })
	for id, want := range map[uint64]int{1: 1, 2: 1, 3: 1, 4: cfg.MaxAttempts} {
		if got := c.count(id); got != want {
			t.Errorf("bounty %d offered %d times, want %d", id, got, want)
		}
	}
	// A bounty past its deadline on chain is dropped after its first failure.
	q.Add(marketnet.Offer{ID: 5, Deadline: time.Now().Add(-time.Second)})
	waitUntil(t, "the expired bounty to leave the queue", func() bool { return q.Len() == 0 })
	if got := c.count(5); got != 1 || q.Len() != 0 {
		t.Fatalf("expired bounty offered %d times, %d queued", got, q.Len())
	}
}

// A bounty whose offer fails because the node is stopping must not hold Run up: once ctx ends
// the workers return even though the bounty is still due.
func TestOffersStopWhileAnOfferFails(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{}, 1)
	q, err := marketnet.NewOffers(marketnet.DefaultConfig(), func(ctx context.Context, _ uint64, _ string) error {
		select {
		case started <- struct{}{}:
		default:
		}
		<-ctx.Done()
		return ctx.Err()
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	q.Add(marketnet.Offer{ID: 1, Deadline: time.Now().Add(time.Hour)})
	done := make(chan struct{})
	go func() { q.Run(ctx); close(done) }()
	<-started
	cancel()
	<-done // Run returned after its context ended (else the test's timeout reports it)
}
