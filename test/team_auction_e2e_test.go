package test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/team"
)

// TestE2ETeamAuctionTask: alice leads a plan whose first task is settled by a swarm auction
// instead of a bounty: bob's paid echo (0.0001 ETH a call, staked) is the only bidder, wins,
// and is paid by voucher from alice's channel; its output feeds the second task, a bounty. The
// team's accounts show the call (calls 0.0001 ETH, one task by auction) beside the bounty and
// add up to the budget to the wei; alice's channel to bob holds exactly that one call.
func TestE2ETeamAuctionTask(t *testing.T) {
	w := startNet(t, 3, paidEchoNet(0, nil))
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	payee, _ := bob.AgentAddress(devnet.PaidAgent)
	w.waitPaidEcho(alice)

	plan := team.Plan{Tasks: []team.Task{
		{ID: "t1", Skill: "echo", Input: json.RawMessage(`{"text":"auctioned words"}`), Share: "0.0002", Ask: &team.AskTerms{DeadlineMs: 30000}},
		{ID: "t2", Skill: "summarize", Input: json.RawMessage(`{"text":"{{t1.text}}. Teams settle their bills.","sentences":1}`), Deps: []string{"t1"}, Share: "0.001"},
	}}
	v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "echo by auction, then summarize", Budget: "0.002", Plan: &plan})
	if err != nil {
		t.Fatal(err)
	}
	v = w.waitTeam(alice, v.ID, 2*time.Minute)
	t1, t2 := v.Task("t1"), v.Task("t2")
	if t1.Status != team.TaskDone || t2.Status != team.TaskDone {
		t.Fatalf("tasks %s (%+v) and %s (%s), reason %q", t1.Status, t1.Attempts, t2.Status, t2.Err, v.Reason)
	}
	price := eth("0.0001")
	a := t1.Last()
	bobPaid, _ := bob.AgentID(devnet.PaidAgent)
	if !a.Auction || a.BountyID != 0 || a.AgentID != bobPaid || a.Reward.Int().Cmp(price) != 0 || !strings.Contains(string(t1.Output), "auctioned words") {
		t.Fatalf("t1's attempt %+v, output %s; want bob's paid echo (#%d) at %s by auction", a, t1.Output, bobPaid, price)
	}
	balanced(t, v.Accounts)
	acc := v.Accounts
	if acc.Calls.Int().Cmp(price) != 0 || acc.Auctions != 1 || acc.Escrowed.Int().Sign() != 0 ||
		acc.Unspent.Int().Cmp(new(big.Int).Sub(eth("0.002"), new(big.Int).Add(price, eth("0.001")))) != 0 {
		t.Fatalf("accounts %+v", acc)
	}

	sameAmount(t, "alice's payments to bob's paid echo", w.spentTo(alice, payee), price)
}
