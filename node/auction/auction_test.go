package auction

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
)

func TestAuctionCheapestOfEqualsWins(t *testing.T) {
	w := newWorld(t, 5, 0, nil)
	res, err := w.req.Ask(context.Background(), request())
	if err != nil {
		t.Fatal(err)
	}
	if res.Asked != 5 || res.Bids != 5 || len(res.Dropped) != 0 {
		t.Fatalf("asked %d, bids %d, dropped %v; want 5, 5, none", res.Asked, res.Bids, res.Dropped)
	}
	if res.Winner.Name != "a1" || res.Price.Int64() != 101 || string(res.Output) != `{"by":"a1"}` {
		t.Fatalf("winner %s at %s, output %s; want a1 at 101", res.Winner.Name, res.Price, res.Output)
	}
	if got := w.caller.charged["a1"]; got == nil || got.Int64() != 101 || len(w.caller.charged) != 1 {
		t.Fatalf("charged %v, want only a1 101", w.caller.charged)
	}
}

func TestAuctionReservePrice(t *testing.T) {
	w := newWorld(t, 3, 0, nil)
	r := request()
	r.Reserve = wei(150)
	res, err := w.req.Ask(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	// Every agent's floor is under the reserve: they bid the reserve, and the tie goes to the
	// first bid in; the price is the reserve.
	if res.Price.Int64() != 150 || res.Bids != 3 {
		t.Fatalf("price %s, bids %d; want 150, 3", res.Price, res.Bids)
	}
	r.MaxPrice, r.Reserve = wei(102), wei(0)
	if res, err = w.req.Ask(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	if res.Bids != 2 { // a3's floor 103 is over the max: it does not bid
		t.Fatalf("bids %d under max 102, want 2", res.Bids)
	}
}

func TestWinnerFailsNextIsTriedAndOnlyTheAnswerIsPaid(t *testing.T) {
	w := newWorld(t, 3, 0, nil)
	w.caller.fn = func(ctx context.Context, tg Target) (json.RawMessage, error) {
		if tg.Agent == "a1" {
			return nil, errors.New("agent crashed")
		}
		return answerName(ctx, tg)
	}
	res, err := w.req.Ask(context.Background(), request())
	if err != nil {
		t.Fatal(err)
	}
	if res.Winner.Name != "a2" || len(res.Attempts) != 2 || res.Attempts[0].Err == "" || !res.Attempts[1].Accepted {
		t.Fatalf("winner %s, attempts %+v; want a1 failed then a2 accepted", res.Winner.Name, res.Attempts)
	}
	if len(w.caller.charged) != 1 || w.caller.charged["a2"].Int64() != 102 {
		t.Fatalf("charged %v, want a2 102 only", w.caller.charged)
	}
}

func TestWinnerKilledMidCallNextTriedWithinDeadline(t *testing.T) {
	w := newWorld(t, 3, 0, nil)
	// a1's node dies while it runs the call: its host closes, the call fails.
	w.caller.fn = func(ctx context.Context, tg Target) (json.RawMessage, error) {
		if tg.Agent == "a1" {
			_ = w.bs[0].host.Close()
			return nil, errors.New("a1 unreachable")
		}
		return answerName(ctx, tg)
	}
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Winner.Name != "a2" {
		t.Fatalf("winner %q, err %v; want a2", res.Winner.Name, err)
	}
	if o := w.req.observed(res.Ranked[0].Bid.AgentID); o.Failed != 1 {
		t.Fatalf("a1's observed record %+v, want one failure", o)
	}
}

func TestBestOfKFirstValidCutsTheOthers(t *testing.T) {
	w := newWorld(t, 4, 0, nil)
	released := make(chan struct{})
	cut := make(chan string, 4)
	a4 := make(chan struct{})
	w.caller.fn = func(ctx context.Context, tg Target) (json.RawMessage, error) {
		switch tg.Agent {
		case "a2":
			<-a4 // answers once a1's replacement runs
			return answerName(ctx, tg)
		case "a4":
			close(a4)
		case "a1":
			return nil, errors.New("invalid answer")
		}
		select { // a3 and a4 hang until cut
		case <-ctx.Done():
			cut <- tg.Agent
			return nil, ctx.Err()
		case <-released:
			return nil, errors.New("released")
		}
	}
	defer close(released)
	r := request()
	r.K = 3
	res, err := w.req.Ask(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if res.Winner.Name != "a2" {
		t.Fatalf("winner %s, want a2", res.Winner.Name)
	}
	// a1 failed, so a4 was started in its place; a3 and a4 are cut once a2 is accepted.
	got := map[string]bool{<-cut: true, <-cut: true}
	if !got["a3"] || !got["a4"] {
		t.Fatalf("cut %v, want a3 and a4", got)
	}
	if len(w.caller.charged) != 1 || w.caller.charged["a2"].Int64() != 102 {
		t.Fatalf("charged %v, want a2 only", w.caller.charged)
	}
}

func TestBestOfKVerifierPicks(t *testing.T) {
	w := newWorld(t, 3, 0, nil)
	r := request()
	r.K = 3
	var seen int
	r.Verifier = func(_ context.Context, as []Answer) (int, error) {
		seen = len(as)
		for i, a := range as {
			if a.Bid.Name == "a3" {
				return i, nil
			}
		}
		return -1, errors.New("none")
	}
	res, err := w.req.Ask(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if seen != 3 || res.Winner.Name != "a3" || res.Price.Int64() != 103 {
		t.Fatalf("verifier saw %d, winner %s at %s; want 3, a3 at 103", seen, res.Winner.Name, res.Price)
	}
}

func TestNoAnswerCostsNothing(t *testing.T) {
	w := newWorld(t, 2, 0, nil)
	w.caller.fn = func(context.Context, Target) (json.RawMessage, error) { return nil, errors.New("down") }
	res, err := w.req.Ask(context.Background(), request())
	if !errors.Is(err, ErrNoAnswer) || len(res.Attempts) != 2 || len(w.caller.charged) != 0 {
		t.Fatalf("err %v, attempts %d, charged %v; want ErrNoAnswer, 2, none", err, len(res.Attempts), w.caller.charged)
	}
}

func TestAtCapacityDoesNotBid(t *testing.T) {
	w := newWorld(t, 2, 0, nil)
	w.bs[0].book.Load = loadFunc(func(string) int { return 4 }) // a1 runs 4 of 4
	res, err := w.req.Ask(context.Background(), request())
	if err != nil {
		t.Fatal(err)
	}
	if res.Bids != 1 || res.Winner.Name != "a2" || w.bs[0].srv.Stats.NoBid.Load() != 1 {
		t.Fatalf("bids %d, winner %s, a1 no-bids %d; want 1, a2, 1", res.Bids, res.Winner.Name, w.bs[0].srv.Stats.NoBid.Load())
	}
}

type loadFunc func(string) int

func (f loadFunc) InFlight(a string) int { return f(a) }

func TestBidWindowEndsOnTheClock(t *testing.T) {
	w := newWorld(t, 2, 0, nil)
	// A third node takes the ask and never answers.
	h, err := w.mn.GenPeer()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.mn.LinkPeers(h.ID(), w.host.ID()); err != nil {
		t.Fatal(err)
	}
	hold := make(chan struct{})
	defer close(hold)
	h.SetStreamHandler(ProtocolID, func(s network.Stream) { <-hold; _ = s.Reset() })
	w.req.d.Finder = append(w.req.d.Finder.(staticFinder), h.ID())
	in := make(chan Offer, 2)
	w.req.offered = func(o Offer) { in <- o }
	done := make(chan Result)
	go func() {
		res, _ := w.req.Ask(context.Background(), request())
		done <- res
	}()
	<-in
	<-in
	w.clock.fire() // the bid window ends with the silent node's bid missing
	res := <-done
	if res.Asked != 3 || res.Bids != 2 || res.Winner.Name != "a1" {
		t.Fatalf("asked %d, bids %d, winner %s; want 3, 2, a1", res.Asked, res.Bids, res.Winner.Name)
	}
}

func TestEnoughBidsCloseEarly(t *testing.T) {
	w := newWorld(t, 6, 0, func(c *Config) { c.Enough = 1 })
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Bids != 1 {
		t.Fatalf("bids %d, err %v; want 1", res.Bids, err)
	}
}

func TestRequestChecked(t *testing.T) {
	w := newWorld(t, 1, 0, nil)
	for name, mod := range map[string]func(*Request){
		"no max price":   func(r *Request) { r.MaxPrice = nil },
		"no skill":       func(r *Request) { r.Skill = "" },
		"k too large":    func(r *Request) { r.K = MaxK + 1 },
		"deadline":       func(r *Request) { r.Deadline = MaxDeadline + time.Second },
		"window":         func(r *Request) { r.BidWindow = time.Hour },
		"reserve > max":  func(r *Request) { r.Reserve = new(big.Int).Add(r.MaxPrice, big.NewInt(1)) },
		"query too long": func(r *Request) { r.Query = string(make([]byte, MaxQuery+1)) },
	} {
		r := request()
		mod(&r)
		if _, err := w.req.Ask(context.Background(), r); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// A winner that does not answer within twice its promised latency and the grace is cut and
// the next bid answers, well within the deadline.
func TestSilentWinnerIsCut(t *testing.T) {
	w := newWorld(t, 2, 0, func(c *Config) { c.CallGrace = 10 * time.Millisecond })
	w.caller.fn = func(ctx context.Context, tg Target) (json.RawMessage, error) {
		if tg.Agent == "a1" {
			<-ctx.Done() // never answers
			return nil, ctx.Err()
		}
		return answerName(ctx, tg)
	}
	res, err := w.req.Ask(context.Background(), request())
	if err != nil || res.Winner.Name != "a2" || len(res.Attempts) != 2 {
		t.Fatalf("winner %q, attempts %+v, err %v; want a1 cut, a2", res.Winner.Name, res.Attempts, err)
	}
	if len(w.caller.charged) != 1 || w.caller.charged["a2"] == nil {
		t.Fatalf("charged %v, want a2 only", w.caller.charged)
	}
}

// A verifier that accepts none of a round's answers gets the next round's; only the answer it
// accepts is marked accepted.
func TestVerifierRejectsARound(t *testing.T) {
	w := newWorld(t, 4, 0, nil)
	r := request()
	r.K = 2
	rounds := 0
	r.Verifier = func(_ context.Context, as []Answer) (int, error) {
		rounds++
		for i, a := range as {
			if a.Bid.Name == "a4" {
				return i, nil
			}
		}
		return -1, errors.New("no good answer")
	}
	res, err := w.req.Ask(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if rounds != 2 || res.Winner.Name != "a4" || len(res.Attempts) != 4 || !res.Attempts[3].Accepted && !res.Attempts[2].Accepted {
		t.Fatalf("rounds %d, winner %s, attempts %+v; want 2 rounds, a4", rounds, res.Winner.Name, res.Attempts)
	}
	accepted := 0
	for _, a := range res.Attempts {
		if a.Accepted {
			accepted++
		}
	}
	if accepted != 1 {
		t.Fatalf("%d attempts accepted, want 1", accepted)
	}
}
