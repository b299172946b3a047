package test

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

// Issue 13, negotiation: the requester counters a bid below the worker's least reward over
// /agentsite/bid/1, the worker counters back at its least reward, the requester accepts
// (within its maximum). A hire that names the call with another budget than the agreed one is
// refused (no claim, no gas spent by the worker); the hire on the agreed terms (price and the
// longer review window the requester asked for) is claimed and paid at the agreed price.
func TestNegotiatedHireAgreedThenPaid(t *testing.T) {
	n, req, workers := bidNet(t, []int64{1e15})
	ctx := context.Background()
	from := n.headBlock()
	call, err := req.Hiring().CallForBids(ctx, bidRequest(time.Second, 10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	ranked, err := req.Hiring().CallBids(ctx, call.ID())
	if err != nil || len(ranked) != 1 {
		t.Fatalf("bids %v: %v", ranked, err)
	}
	bid := ranked[0].Bid
	agreed, ok, err := req.Hiring().Negotiate(ctx, call.ID(), bid.AgentID, escrow.NewBigString(big.NewInt(5e14)), time.Unix(call.Deadline, 0), 20*time.Minute)
	if err != nil || !ok {
		t.Fatalf("agreed %v: %v", ok, err)
	}
	if agreed.Price.Int().Int64() != 1e15 || agreed.ReviewSecs != 1200 || agreed.Round != 2 {
		t.Fatalf("agreed %+v, want the worker's counter at 1e15 with a 20 min review", agreed)
	}
	msgs, _ := workers[0].Market().Negotiation(call.ID())
	if len(msgs) != 3 || msgs[2].Action != escrow.ActionAccept {
		t.Fatalf("the worker's negotiation: %+v", msgs)
	}

	// bounty.counter refuses what it cannot negotiate, with invalid params (-32602), behind the token.
	tn := &testnet{t: t, ctx: ctx}
	for name, p := range map[string]apitypes.CounterParams{
		"unknown call":           {CallID: common.Hash{1}, AgentID: bid.AgentID, Price: "0.001"},
		"bad price":              {CallID: call.ID(), AgentID: bid.AgentID, Price: "lots"},
		"zero price":             {CallID: call.ID(), AgentID: bid.AgentID, Price: "0"},
		"agent that did not bid": {CallID: call.ID(), AgentID: 999, Price: "0.001"},
		"bad review window":      {CallID: call.ID(), AgentID: bid.AgentID, Price: "0.001", ReviewWindow: "soon"},
	} {
		var res map[string]any
		if err := tn.api(req, "bounty.counter", p, &res); err == nil || !strings.Contains(err.Error(), "-32602") {
			t.Errorf("%s: %v", name, err)
		}
	}

	// The budget changed between agreement and funding: the worker does not claim.
	input, _ := json.Marshal(map[string]string{"text": "bid"})
	for _, r := range []escrow.PostRequest{
		{Reward: escrow.NewBigString(big.NewInt(2e15)), ReviewWindow: 20 * time.Minute}, // more, but not what was agreed
		{Reward: bid.Price, ReviewWindow: 10 * time.Minute},                             // the bid's own terms, superseded
	} {
		r.Skill, r.Input, r.Deadline, r.Assignee, r.CallID = "echo", input, time.Unix(agreed.Deadline, 0), bid.AgentID, call.ID()
		changed, err := req.Market().Post(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(2 * time.Second)
		if s := n.status(req.Escrow(), changed); s != escrow.StatusOpen {
			t.Fatalf("a hire off the agreed terms (reward %s, review %s) is %s", r.Reward.Int(), r.ReviewWindow, s)
		}
	}
	if calls := n.escrowCalls(workers[0].Account()); calls["claim"] != 0 {
		t.Fatalf("the worker sent %v on hires off the agreed terms", calls)
	}

	hireFrom := n.headBlock() + 1
	h, err := req.Hiring().Choose(ctx, call.ID(), bid.AgentID)
	if err != nil {
		t.Fatal(err)
	}
	id, hired := h.BountyID, h.Bid
	if h.Agreed == nil || h.Agreed.Hash() != agreed.Hash() {
		t.Fatalf("hired on %+v, want the agreed terms", h.Agreed)
	}
	b := n.bountyOf(req, id)
	if b.Amount.Int64() != 1e15 || hired.Price.Int().Int64() != 1e15 || b.ReviewWindow != 20*time.Minute || b.AgentID != bid.AgentID {
		t.Fatalf("the hire on chain: amount %s, review %s, agent %d", b.Amount, b.ReviewWindow, b.AgentID)
	}
	waitFor(t, 60*time.Second, "the negotiated hire accepted", func() bool { return n.status(req.Escrow(), id) == escrow.StatusAccepted })
	sent, reverted := n.claimTxs(from)
	if sent != 1 || reverted != 0 {
		t.Fatalf("%d claim transactions, %d reverted", sent, reverted)
	}
	gas := n.escrowGas(hireFrom)
	t.Logf("gas of the negotiated hire, by escrow method: %v (total %d)", gas, gas["post"]+gas["claim"]+gas["submit"]+gas["accept"])
}
