package escrow

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"
)

func TestCallBook(t *testing.T) {
	var b CallBook
	call := func(i int64) CallForBids {
		return CallForBids{ChainID: 1, Skill: "echo", MaxReward: NewBigString(big.NewInt(1000 + i)), IssuedAt: uint64(i)}
	}
	first := b.Add(call(0), PostRequest{Skill: "echo"}, time.Second)
	id := first.Call.ID()

	// Before its window ends the bids are waited for, as long as the caller waits.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := b.Bids(ctx, id); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("bids before the window's end: %v", err)
	}
	first.Finish([]Bidder{{Bid: Bid{AgentID: 7}}, {Bid: Bid{AgentID: 9}}}, nil)
	c, ranked, i, err := b.Bid(context.Background(), id, 9)
	if err != nil || c != first || len(ranked) != 2 || i != 1 {
		t.Fatalf("agent 9's bid: %v %d %d %v", c, len(ranked), i, err)
	}
	if _, _, _, err := b.Bid(context.Background(), id, 8); !errors.Is(err, ErrBadParams) {
		t.Fatalf("an agent that did not bid: %v", err)
	}

	if _, ok := b.Agreement(id, 9); ok {
		t.Fatal("an agreement before any was made")
	}
	b.Agree(id, Terms{AgentID: 9, Round: 2})
	if tm, ok := b.Agreement(id, 9); !ok || tm.Round != 2 {
		t.Fatalf("agreement: %+v %v", tm, ok)
	}

	// Bounded: the oldest call goes when a new one would pass MaxOpenCalls.
	for i := range int64(MaxOpenCalls) {
		b.Add(call(i+1), PostRequest{}, 0)
	}
	if _, err := b.Get(id); !errors.Is(err, ErrBadParams) {
		t.Fatalf("the oldest call is still held: %v", err)
	}
	b.Agree(id, Terms{AgentID: 9}) // a dropped call: nothing to record, no panic
	if _, err := b.Get(call(MaxOpenCalls).ID()); err != nil {
		t.Fatalf("the newest call: %v", err)
	}
}
