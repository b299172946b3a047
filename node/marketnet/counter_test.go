package marketnet_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/marketnet"
)

// A counter goes over /agentsite/bid/1 to the node the bid came from (BidPeer, once the call
// is collected) and comes back with the worker's answer; a node that does not negotiate, a
// message the worker's negotiation refuses, and a line over the limit are refused with codes.
func TestCounterOverBidStream(t *testing.T) {
	ctx := context.Background()
	w := newBidWorld(t, 1)
	c := w.call(t, 300*time.Millisecond)
	bid := bidFor(t, w.keys[0], 1, c, 900)
	if err := w.bidders[0].Send(ctx, w.reqHost.ID(), bid); err != nil {
		t.Fatal(err)
	}
	if _, err := w.req.Collect(ctx, c.ID()); err != nil {
		t.Fatal(err)
	}
	p, ok := w.req.BidPeer(c.ID(), 1)
	if !ok {
		t.Fatal("no peer for the collected bid")
	}
	if _, ok := w.req.BidPeer(c.ID(), 2); ok {
		t.Fatal("a peer for an agent that did not bid")
	}

	// The worker's side: a negotiation over its bid, accepting any counter.
	var mu sync.Mutex
	workerNeg := escrow.NewNegotiation(bid, w.reqKey.Address())
	counter := func(raw []byte) ([]byte, error) {
		mu.Lock()
		defer mu.Unlock()
		if _, err := workerNeg.Add(raw, time.Now()); err != nil {
			return nil, err
		}
		return workerNeg.Next(w.keys[0], escrow.ActionAccept, nil, time.Time{}, 0, time.Minute, time.Now())
	}
	worker := startBidsOn(t, w, p, counter)

	reqNeg := escrow.NewNegotiation(bid, w.reqKey.Address())
	raw, err := reqNeg.Next(w.reqKey, escrow.ActionCounter, escrow.NewBigString(big.NewInt(700)), time.Unix(c.Deadline, 0), 10*time.Minute, time.Minute, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	reply, err := w.req.Counter(ctx, p, raw)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := reqNeg.Add(reply, time.Now()); err != nil {
		t.Fatal(err)
	}
	if agreed, ok := reqNeg.Agreed(); !ok || agreed.Price.Int().Int64() != 700 {
		t.Fatalf("agreed %v at %v", ok, agreed.Price)
	}

	// Replayed: the worker's negotiation is over.
	if _, err := w.req.Counter(ctx, p, raw); !errors.Is(err, marketnet.ErrRefused) || !strings.Contains(err.Error(), "("+marketnet.BidCodeTerms+")") {
		t.Fatalf("a replayed counter: %v", err)
	}
	_ = worker.Close()
	startBidsOn(t, w, p, nil)
	if _, err := w.req.Counter(ctx, p, raw); !errors.Is(err, marketnet.ErrRefused) || !strings.Contains(err.Error(), "("+marketnet.BidCodeTerms+")") {
		t.Fatalf("a counter to a node that does not negotiate: %v", err)
	}
	long := []byte(`{"round":1,"pad":"` + strings.Repeat("x", marketnet.MaxHeader) + `"}`)
	if _, err := w.req.Counter(ctx, p, long); !errors.Is(err, marketnet.ErrRefused) || !strings.Contains(err.Error(), "("+marketnet.CodeTooLarge+")") {
		t.Fatalf("a counter over the limit: %v", err)
	}
}

// startBidsOn serves /agentsite/bid/1 on the bidder's host p with counter as its answer.
func startBidsOn(t *testing.T, w *bidWorld, p peer.ID, counter func([]byte) ([]byte, error)) *marketnet.Bids {
	t.Helper()
	x, err := marketnet.NewBids(marketnet.DefaultConfig(), marketnet.BidDeps{Host: w.hosts[p], Owner: w.owner, Counter: counter})
	if err != nil {
		t.Fatal(err)
	}
	x.Start()
	t.Cleanup(func() { _ = x.Close() })
	return x
}
