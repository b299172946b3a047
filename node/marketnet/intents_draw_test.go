package marketnet_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/marketnet"
)

// staticRivals is a view of every bounty's rivals: the given workers' accounts, complete or not.
func staticRivals(keys []*identity.Key, complete bool, skip ...int) marketnet.Rivals {
	var out []common.Address
	for i, k := range keys {
		if !slices.Contains(skip, i) {
			out = append(out, k.Address())
		}
	}
	return func(escrow.Bounty, string, int) ([]common.Address, bool, error) { return out, complete, nil }
}

// bestDraw is the worker whose draw for bounty id is lowest.
func bestDraw(keys []*identity.Key, id uint64) int { return ranked(keys, id)[0] }

func drawnFirst(w *intentWorld) []int64 {
	out := make([]int64, len(w.xs))
	for i, x := range w.xs {
		out[i] = x.Stats().DrawnFirst
	}
	return out
}

// With every worker seeing the same complete list of rivals, the one drawn first takes its
// turn at once (the clock stands at the intents' issue time: no decision has come; counted, no
// other is), and the others stop with ErrTaken once it claims. With an incomplete list, or a
// list that leaves the worker itself out, nobody goes at once and the window decides, for the
// same worker, once every worker has every intent.
func TestIntentsDrawnFirstGoesAtOnce(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.IntentFallback = 5 * time.Second
	views := map[uint64]func(i int, keys []*identity.Key, d *marketnet.IntentDeps){
		1: func(_ int, keys []*identity.Key, d *marketnet.IntentDeps) { d.Rivals = staticRivals(keys, true) },
		2: func(_ int, keys []*identity.Key, d *marketnet.IntentDeps) { d.Rivals = staticRivals(keys, false) },
		3: func(i int, keys []*identity.Key, d *marketnet.IntentDeps) { d.Rivals = staticRivals(keys, true, i) },
	}
	for id := uint64(1); id <= 3; id++ {
		t.Run(map[uint64]string{1: "complete", 2: "incomplete", 3: "self missing"}[id], func(t *testing.T) {
			w := newIntentWorld(t, 4, cfg, views[id])
			w.set(id, escrow.StatusOpen)
			decide := w.start().Add(marketnet.IntentWindow + cfg.IntentSlack)
			out := w.race(t, id, func(int, escrow.Turn) { w.set(id, escrow.StatusClaimed) })
			if id != 1 { // nobody can go before the decision: move the clock there
				w.waitWords(t, 3)
				w.clock.Set(decide)
			}
			first := <-out
			if best := bestDraw(w.keys, id); first.err != nil || first.worker != best {
				t.Fatalf("first outcome %+v, best draw is worker %d", first, best)
			}
			w.clock.Set(decide) // the others read the index at the decision, before any fallback
			for range 3 {
				if o := <-out; !errors.Is(o.err, escrow.ErrTaken) {
					t.Fatalf("worker %d: %v, want ErrTaken", o.worker, o.err)
				}
			}
			counts := drawnFirst(w)
			for i, c := range counts {
				want := int64(0)
				if id == 1 && i == first.worker {
					want = 1
				}
				if c != want {
					t.Fatalf("drawn-first counts %v: worker %d took %d turns at once, want %d", counts, i, c, want)
				}
			}
		})
	}
}

// A worker whose view of the rivals misses the best-drawn worker thinks it is first, but once
// that worker's intent has reached it, it knows it is behind and does not go at once: it waits
// its turn behind it, past the decision, and yields when it claims. No intent of a stranger
// can make a worker go at once either.
func TestIntentsDrawnFirstYieldsToSeenIntent(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.IntentFallback = 5 * time.Second
	const id = 7
	var best, second int
	w := newIntentWorld(t, 3, cfg, func(i int, keys []*identity.Key, d *marketnet.IntentDeps) {
		best = bestDraw(keys, id)
		d.Rivals = staticRivals(keys, true, best) // nobody lists the best: all but it think they lead
	})
	w.set(id, escrow.StatusOpen)
	second = ranked(w.keys, id)[1]
	decide := w.start().Add(marketnet.IntentWindow + cfg.IntentSlack)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	bt, err := w.xs[best].Intend(ctx, escrow.Bounty{ID: id}, uint64(best+1))
	if err != nil {
		t.Fatal(err)
	}
	w.waitWords(t, 1, second) // the best's intent reached the second
	st, err := w.xs[second].Intend(ctx, escrow.Bounty{ID: id}, uint64(second+1))
	if err != nil {
		t.Fatal(err)
	}
	if !st.Behind() || bt.Behind() { // the second waits before its money checks, the best does not
		t.Fatalf("behind: second %v, best %v; want true, false", st.Behind(), bt.Behind())
	}
	done := make(chan error, 1)
	go func() { done <- st.Wait(ctx, "echo") }()
	// At the decision (the best is not in its own list either: it waits for it) the best goes;
	// the second reads the open bounty and waits on: two reads there mean its Wait stepped past
	// the decision at least once without taking the turn (only its turns read the index now:
	// every intent has reached it).
	reads := w.lookups[second].Load()
	w.clock.Set(decide)
	if err := bt.Wait(ctx, "echo"); err != nil {
		t.Fatal(err)
	}
	for w.lookups[second].Load() < reads+2 {
		select {
		case err := <-done:
			t.Fatalf("the second returned %v before the best claimed", err)
		case <-time.After(5 * time.Millisecond):
		}
	}
	w.set(id, escrow.StatusClaimed)
	if err := <-done; !errors.Is(err, escrow.ErrTaken) {
		t.Fatalf("second: %v, want ErrTaken", err)
	}
	if c := drawnFirst(w); c[second] != 0 {
		t.Fatalf("drawn-first counts %v: the second went at once", c)
	}
}

// A node hears of a bounty from the first word another node sends for it, once per bounty:
// not when it intended first itself, not again from a second worker's intent or a withdrawal
// (an intent and its withdrawal may be validated in either order: either is the first word);
// and at most IntentHintBurst bounties at once. Each word is waited for where it goes before
// the next is sent, so which bounties spend the burst does not depend on gossip's timing.
func TestIntentsHeard(t *testing.T) {
	cfg := marketnet.DefaultConfig()
	cfg.IntentHintRate, cfg.IntentHintBurst = 0.001, 3
	var mu sync.Mutex
	heard := map[int][]uint64{}
	w := newIntentWorld(t, 3, cfg, func(i int, _ []*identity.Key, d *marketnet.IntentDeps) {
		d.Heard = func(id uint64) {
			mu.Lock()
			heard[i] = append(heard[i], id)
			mu.Unlock()
		}
	})
	ctx := context.Background()
	intend := func(worker int, id uint64) escrow.Turn {
		turn, err := w.xs[worker].Intend(ctx, escrow.Bounty{ID: id}, uint64(worker+1))
		if err != nil {
			t.Fatal(err)
		}
		return turn
	}
	intend(0, 1)
	w.waitWords(t, 1, 1, 2)
	intend(1, 1) // a second word on bounty 1: not news
	w.waitWords(t, 1, 0)
	w.waitWords(t, 2, 2)
	intend(0, 2).Withdraw() // bounty 2's first word is an intent, then its withdrawal (either may come first)
	w.waitWords(t, 3, 1)
	w.waitWords(t, 4, 2)
	for id := uint64(3); id <= 5; id++ { // the burst (3) is spent at bounty 3
		intend(0, id)
		w.waitWords(t, int64(id+1), 1)
		w.waitWords(t, int64(id+2), 2)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, i := range []int{1, 2} {
		if got := heard[i]; !slices.Equal(got, []uint64{1, 2, 3}) {
			t.Fatalf("node %d heard of %v, want [1 2 3] (once each, at most 3)", i, got)
		}
	}
	if got := heard[0]; len(got) != 0 {
		t.Fatalf("node 0 heard of %v: it intended first on each", got)
	}
}
