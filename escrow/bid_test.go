package escrow_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

func testCall(t testing.TB, k *identity.Key, now time.Time) escrow.CallForBids {
	t.Helper()
	c := escrow.CallForBids{ChainID: 31337, Escrow: intentEscrow, Skill: "echo", InputHash: common.Hash{1},
		MaxReward: escrow.NewBigString(big.NewInt(1000)), BidsUntil: uint64(now.Add(time.Second).UnixMilli()),
		Deadline: now.Add(time.Hour).Unix(), Peer: "12D3KooWrequester"}
	if err := c.Sign(k, now); err != nil {
		t.Fatal(err)
	}
	return c
}

func testBid(t testing.TB, k *identity.Key, c escrow.CallForBids, price int64, now time.Time, edit func(*escrow.Bid)) []byte {
	t.Helper()
	b := escrow.Bid{ChainID: c.ChainID, Escrow: c.Escrow, CallID: c.ID(), AgentID: 3, Price: escrow.NewBigString(big.NewInt(price)),
		Token: c.Token, Deadline: c.Deadline, PromisedSecs: 10, Expiry: c.BidsUntil + 60_000}
	if err := b.Sign(k, now); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&b)
	}
	raw, err := escrowJSON(b)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// A call decodes when signed, fresh and its window is open; a bid decodes only when it answers
// that call, at most its maximum, signed by the worker it names, within the window.
func TestCallAndBidDecode(t *testing.T) {
	now := time.Unix(1_700_000_000, 0)
	req, _ := identity.GenerateKey()
	worker, _ := identity.GenerateKey()
	other, _ := identity.GenerateKey()
	call := testCall(t, req, now)
	raw, _ := escrowJSON(call)
	if got, err := escrow.DecodeCall(raw, 31337, now, time.Minute); err != nil || got.ID() != call.ID() {
		t.Fatalf("call: %v", err)
	}
	if _, err := escrow.DecodeCall(raw, 31337, now.Add(2*time.Second), time.Minute); !errors.Is(err, escrow.ErrBadCall) {
		t.Fatalf("call after its window: %v", err)
	}
	tampered := call
	tampered.MaxReward = escrow.NewBigString(big.NewInt(5000))
	raw, _ = escrowJSON(tampered)
	if _, err := escrow.DecodeCall(raw, 31337, now, time.Minute); !errors.Is(err, escrow.ErrBadCall) {
		t.Fatalf("call with a raised maximum: %v", err)
	}

	if b, err := escrow.DecodeBid(testBid(t, worker, call, 900, now, nil), call, now); err != nil || b.Worker != worker.Address() {
		t.Fatalf("good bid: %v", err)
	}
	otherCall := testCall(t, req, now.Add(time.Millisecond))
	for _, c := range []struct {
		name string
		raw  []byte
		now  time.Time
	}{
		{"over the maximum", testBid(t, worker, call, 1001, now, nil), now},
		{"zero price", testBid(t, worker, call, 0, now, nil), now},
		{"wrong signer", testBid(t, worker, call, 900, now, func(b *escrow.Bid) { b.Worker = other.Address() }), now},
		{"price changed after signing", testBid(t, worker, call, 900, now, func(b *escrow.Bid) { b.Price = escrow.NewBigString(big.NewInt(800)) }), now},
		{"stale: after the window", testBid(t, worker, call, 900, now, nil), now.Add(2 * time.Second)},
		{"for another call", testBid(t, worker, otherCall, 900, now, nil), now},
		{"another deadline", testBid(t, worker, call, 900, now, func(b *escrow.Bid) { b.Deadline++ }), now},
		{"expires in the window", testBid(t, worker, call, 900, now, func(b *escrow.Bid) { b.Expiry = call.BidsUntil }), now},
		{"issued before the call", testBid(t, worker, call, 900, now.Add(-time.Second), nil), now},
		{"garbage", []byte(`{"price":`), now},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := escrow.DecodeBid(c.raw, call, c.now); !errors.Is(err, escrow.ErrBadBid) {
				t.Fatalf("decoded: %v, want ErrBadBid", err)
			}
		})
	}
}

// A worker claims a hire only on the terms it bid: a changed amount, token, deadline or
// assignee is refused.
func TestCheckHire(t *testing.T) {
	deadline := time.Unix(1_700_003_600, 0)
	bid := escrow.Bid{AgentID: 3, Price: escrow.NewBigString(big.NewInt(900)), Deadline: deadline.Unix()}
	good := escrow.Bounty{AgentID: 3, Amount: big.NewInt(900), Until: deadline}
	if err := escrow.CheckHire(good, bid); err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(*escrow.Bounty){
		"lower amount":   func(b *escrow.Bounty) { b.Amount = big.NewInt(899) },
		"another token":  func(b *escrow.Bounty) { b.Token = common.Address{1} },
		"later deadline": func(b *escrow.Bounty) { b.Until = deadline.Add(time.Second) },
		"another agent":  func(b *escrow.Bounty) { b.AgentID = 4 },
	} {
		b := good
		edit(&b)
		if err := escrow.CheckHire(b, bid); !errors.Is(err, escrow.ErrHireMismatch) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// The policy puts the cheaper bid first when price weighs most, the better reputation first
// when it does, and orders equal bids the same way every time.
func TestRankBids(t *testing.T) {
	mk := func(agent uint64, price int64, secs uint32, rep uint8, stake int64) escrow.Bidder {
		return escrow.Bidder{Bid: escrow.Bid{AgentID: agent, Price: escrow.NewBigString(big.NewInt(price)), PromisedSecs: secs},
			Reputation: rep, Stake: big.NewInt(stake)}
	}
	bs := []escrow.Bidder{mk(1, 1000, 10, 90, 100), mk(2, 500, 60, 40, 100), mk(3, 500, 60, 40, 100)}
	if got := escrow.RankBids(bs, escrow.BidWeights{Price: 1}); got[0].Bid.AgentID != 2 || got[1].Bid.AgentID != 3 {
		t.Fatalf("by price: %+v", got)
	}
	if got := escrow.RankBids(bs, escrow.BidWeights{Price: 0.2, Reputation: 1}); got[0].Bid.AgentID != 1 {
		t.Fatalf("by reputation: %+v", got)
	}
	if got := escrow.RankBids(bs, escrow.BidWeights{Time: 1}); got[0].Bid.AgentID != 1 {
		t.Fatalf("by promised time: %+v", got)
	}
	if err := (escrow.BidWeights{}).Validate(); !errors.Is(err, escrow.ErrBadParams) {
		t.Fatalf("all-zero weights: %v", err)
	}
}

func escrowJSON(v any) ([]byte, error) { return json.Marshal(v) }
