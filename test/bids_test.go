package test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/hiring"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// bidNet is a requester and workers asking the given least rewards (their bid prices), in wei.
// Worker i refuses to claim anything (its policy wants an hour left before the deadline) when
// refuse[i]: it bids, and does not honour its bid.
func bidNet(t *testing.T, prices []int64, refuse ...bool) (*net, *node.Node, []*node.Node) {
	t.Helper()
	n := newNet(t)
	echo := []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	req := n.start(n.config(nodeSpec{name: "requester", agents: echo, poll: 50 * time.Millisecond, reconcile: 100 * time.Millisecond}))
	var workers []*node.Node
	for i, p := range prices {
		pol := node.MarketPolicy{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"echo"},
			MinReward: escrow.NewBigString(big.NewInt(p))}
		if i < len(refuse) && refuse[i] {
			pol.MinTimeLeft = node.Duration(time.Hour)
		}
		workers = append(workers, n.start(n.config(nodeSpec{name: fmt.Sprintf("bidder%d", i), agents: echo, poll: 50 * time.Millisecond,
			reconcile: 100 * time.Millisecond, bootstrap: req.P2PAddrs(), market: []node.MarketPolicy{pol}})))
	}
	waitMesh(t, req, len(workers))
	return n, req, workers
}

func bidRequest(window, claimWait time.Duration) hiring.Request {
	input, _ := json.Marshal(map[string]string{"text": "bid"})
	return hiring.Request{PostRequest: escrow.PostRequest{Skill: "echo", Input: input, Reward: escrow.NewBigString(big.NewInt(1e16)),
		Deadline: time.Now().Add(10 * time.Minute), ReviewWindow: 10 * time.Minute}, Window: window, ClaimWait: claimWait}
}

// Issue 13, bidding: three workers bid on a call (their least rewards); the requester's policy
// hires the cheapest at its price as a direct hire; only that worker sends a transaction, no
// receipt reverts, the agent is paid its bid and the requester never funds the difference.
func TestBidsChosenByPolicyAndPaidTheirPrice(t *testing.T) {
	n, req, workers := bidNet(t, []int64{3e15, 1e15, 2e15})
	from := n.headBlock()
	h, err := req.Hiring().HireByBids(context.Background(), bidRequest(time.Second, 10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	id, bid := h.BountyID, h.Bid
	if bid.Price.Int().Int64() != 1e15 {
		t.Fatalf("hired the bid at %s, want the cheapest (1e15)", bid.Price.Int())
	}
	b := n.bountyOf(req, id)
	if b.Amount.Int64() != 1e15 || b.AgentID != bid.AgentID {
		t.Fatalf("bounty on chain: amount %s, agent %d; bid %+v", b.Amount, b.AgentID, bid)
	}
	waitFor(t, 60*time.Second, "the hire accepted", func() bool { return n.status(req.Escrow(), id) == escrow.StatusAccepted })
	sent, reverted := n.claimTxs(from)
	if sent != 1 || reverted != 0 {
		t.Fatalf("%d claim transactions, %d reverted", sent, reverted)
	}
	gas := n.escrowGas(from)
	t.Logf("gas of the hire by bids, by escrow method: %v (total %d)", gas, gas["post"]+gas["claim"]+gas["submit"]+gas["accept"])
	for i, w := range workers {
		calls := n.escrowCalls(w.Account())
		if (i == 1) != (calls["claim"] == 1) {
			t.Fatalf("worker %d sent %v", i, calls)
		}
	}

	// A hire that names the call but changed the budget (or the deadline) is refused: the
	// worker claims only the terms it signed.
	input, _ := json.Marshal(map[string]string{"text": "bid"})
	for _, r := range []escrow.PostRequest{
		{Reward: escrow.NewBigString(big.NewInt(2e15)), Deadline: time.Unix(bid.Deadline, 0)}, // more than the bid: the policy alone would take it
		{Reward: bid.Price, Deadline: time.Unix(bid.Deadline, 0).Add(time.Minute)},
	} {
		r.Skill, r.Input, r.ReviewWindow, r.Assignee, r.CallID = "echo", input, 10*time.Minute, bid.AgentID, bid.CallID
		changed, err := req.Market().Post(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(2 * time.Second)
		if s := n.status(req.Escrow(), changed); s != escrow.StatusOpen {
			t.Fatalf("a hire with other terms than the bid (reward %s, deadline %s) is %s", r.Reward.Int(), r.Deadline, s)
		}
	}
	if sent, _ := n.claimTxs(from); sent != 1 {
		t.Fatalf("%d claim transactions after the changed hires", sent)
	}
}

// The hired worker does not claim (its policy refuses the bounty it bid on): after the claim wait the
// requester cancels and hires the next bid, which claims. Asked through the API (bounty.hire,
// with the token).
func TestBidNotHonouredFallsBackToNext(t *testing.T) {
	n, req, _ := bidNet(t, []int64{1e15, 2e15}, true)
	window := time.Second
	var res struct {
		BountyID uint64            `json:"bountyId"`
		AgentID  uint64            `json:"agentId"`
		Price    *escrow.BigString `json:"price"`
	}
	p := apitypes.BountyHireParams{BountyPostParams: apitypes.BountyPostParams{Skill: "echo", Input: json.RawMessage(`{"text":"bid"}`), Reward: "0.01",
		Deadline: "10m"}, BidWindow: window.String(), ClaimWait: "10s"} // the honest bidder claims well within it on a loaded machine
	if err := (&testnet{t: t, ctx: context.Background()}).api(req, "bounty.hire", p, &res); err != nil {
		t.Fatal(err)
	}
	id := res.BountyID
	if res.Price.Int().Int64() != 2e15 {
		t.Fatalf("hired %s, want the second bid (2e15)", res.Price.Int())
	}
	if s := n.status(req.Escrow(), id); s == escrow.StatusOpen || s == escrow.StatusCancelled {
		t.Fatalf("the second hire is %s", s)
	}
	if c := n.escrowEvents("BountyCancelled(uint256)", id-1); c != 1 {
		t.Fatalf("the first hire (bounty %d) not cancelled: %d events", id-1, c)
	}
	t.Logf("gas of the fallback, by escrow method: %v", n.escrowGas(n.dep.DeployBlock))
}

func (n *net) bountyOf(nd *node.Node, id uint64) escrow.Bounty {
	n.tb.Helper()
	b, err := nd.Escrow().Bounty(context.Background(), id)
	if err != nil {
		n.tb.Fatal(err)
	}
	return b
}

// A person chooses: bounty.call opens the call, bounty.bids lists the bids best first (the
// cheapest first by the default weights), bounty.choose hires the dearer one the person picked
// at its price, through the API with the token.
func TestBidsChosenByPerson(t *testing.T) {
	n, req, _ := bidNet(t, []int64{1e15, 2e15})
	api := &testnet{t: t, ctx: context.Background()}
	p := apitypes.BountyHireParams{BountyPostParams: apitypes.BountyPostParams{Skill: "echo", Input: json.RawMessage(`{"text":"bid"}`), Reward: "0.01",
		Deadline: "10m"}, BidWindow: "1s", ClaimWait: "10s"}
	var call struct {
		CallID string `json:"callId"`
	}
	if err := api.api(req, "bounty.call", p, &call); err != nil {
		t.Fatal(err)
	}
	var bids []escrow.Bidder
	if err := api.api(req, "bounty.bids", map[string]string{"callId": call.CallID}, &bids); err != nil {
		t.Fatal(err)
	}
	if len(bids) != 2 || bids[0].Bid.Price.Int().Int64() != 1e15 {
		t.Fatalf("bids %+v: want two, the cheapest first", bids)
	}
	var res struct {
		BountyID uint64            `json:"bountyId"`
		Price    *escrow.BigString `json:"price"`
	}
	if err := api.api(req, "bounty.choose", map[string]any{"callId": call.CallID, "agentId": bids[1].Bid.AgentID}, &res); err != nil {
		t.Fatal(err)
	}
	if b := n.bountyOf(req, res.BountyID); b.AgentID != bids[1].Bid.AgentID || b.Amount.Int64() != 2e15 || b.Status == escrow.StatusOpen {
		t.Fatalf("the chosen hire on chain: agent %d, amount %s, %s", b.AgentID, b.Amount, b.Status)
	}
	if err := api.api(req, "bounty.choose", map[string]any{"callId": call.CallID, "agentId": 999}, &res); err == nil || !strings.Contains(err.Error(), "-32602") {
		t.Fatalf("choosing an agent that did not bid: %v", err)
	}
}
