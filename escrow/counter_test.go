package escrow_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// The worker's policy for counters, with a least reward of 600: a counter at or above it is
// accepted, one below is countered at 600 (which the requester may accept), a deadline that
// leaves less than the run timeout is declined, and a message over a call it did not bid on is
// refused.
func TestAnswerCounterPolicy(t *testing.T) {
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(600)),
		TakeTokens: true}} // in a token: a few hundred wei of ETH is under the escrow's least bounty
	worker := newMarket(t, m, sb, m.Worker, "work", newMemStore(), upper{}, pol)
	req := m.Requester.Key
	now := time.Now()
	calls := 0
	open := func(t *testing.T) (escrow.CallForBids, *escrow.Negotiation) {
		t.Helper()
		calls++
		c := escrow.CallForBids{ChainID: m.Anvil.ChainID, Escrow: m.Worker.Esc.Address(), Skill: "upper",
			MaxReward: escrow.NewBigString(big.NewInt(1000)), Token: common.Address{9}, BidsUntil: uint64(now.Add(time.Second).UnixMilli()),
			Deadline: now.Add(time.Hour).Unix(), Peer: "12D3KooWrequester"}
		if err := c.Sign(req, now.Add(-time.Duration(calls)*time.Millisecond)); err != nil { // a distinct id for each call
			t.Fatal(err)
		}
		bid, err := worker.MakeBid(c, time.Minute, now)
		if err != nil {
			t.Fatal(err)
		}
		return c, escrow.NewNegotiation(bid, req.Address())
	}
	counter := func(t *testing.T, neg *escrow.Negotiation, price int64, deadline time.Time) escrow.Terms {
		t.Helper()
		raw, err := neg.Next(req, escrow.ActionCounter, escrow.NewBigString(big.NewInt(price)), deadline, 10*time.Minute, time.Minute, now)
		if err != nil {
			t.Fatal(err)
		}
		reply, err := worker.AnswerCounter(raw, now)
		if err != nil {
			t.Fatal(err)
		}
		got, err := neg.Add(reply, now)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}

	t.Run("at or above the least reward: accepted", func(t *testing.T) {
		c, neg := open(t)
		if got := counter(t, neg, 700, time.Unix(c.Deadline, 0)); got.Action != escrow.ActionAccept {
			t.Fatalf("answer %+v", got)
		}
		if agreed, ok := neg.Agreed(); !ok || agreed.Price.Int().Int64() != 700 {
			t.Fatalf("agreed %v %+v", ok, agreed)
		}
	})
	t.Run("below: countered at the least reward, then agreed", func(t *testing.T) {
		c, neg := open(t)
		got := counter(t, neg, 500, time.Unix(c.Deadline, 0))
		if got.Action != escrow.ActionCounter || got.Price.Int().Int64() != 600 || got.ReviewSecs != 600 {
			t.Fatalf("answer %+v", got)
		}
		raw, err := neg.Next(req, escrow.ActionAccept, nil, time.Time{}, 0, time.Minute, now)
		if err != nil {
			t.Fatal(err)
		}
		if reply, err := worker.AnswerCounter(raw, now); err != nil || reply != nil {
			t.Fatalf("answer to an accept: %s, %v", reply, err)
		}
		msgs, _ := worker.Negotiation(c.ID())
		if len(msgs) != 3 || msgs[2].Action != escrow.ActionAccept {
			t.Fatalf("the worker's negotiation: %+v", msgs)
		}
	})
	t.Run("a deadline too close: declined", func(t *testing.T) {
		_, neg := open(t)
		if got := counter(t, neg, 900, now.Add(time.Second)); got.Action != escrow.ActionDecline {
			t.Fatalf("answer %+v", got)
		}
	})
	t.Run("a call it did not bid on: refused", func(t *testing.T) {
		raw, _ := json.Marshal(escrow.Terms{CallID: common.Hash{5}, Round: 1, Action: escrow.ActionCounter})
		if _, err := worker.AnswerCounter(raw, now); !errors.Is(err, escrow.ErrBadTerms) {
			t.Fatalf("got %v", err)
		}
	})
}
