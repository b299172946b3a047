package test

import (
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/runtime"
)

// TestAuctionPaidE2E runs paid auctions among three nodes on anvil, exact to the wei: bob's
// paid echo (devnet.PaidAgent, 0.0001 ETH a call) and carol's "flaky" (0.00005 ETH, the
// cheaper bid, whose every call fails) bid on alice's asks. Each priced agent bids its price;
// a winner that fails is not charged and the next bid answers; alice's channels hold exactly
// the answered calls, and bob's claim pays the agent exactly that less the protocol fee.
func TestAuctionPaidE2E(t *testing.T) {
	price := eth("0.0001")
	stake := escrow.NewBigString(new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18)))
	w := startNet(t, 3, func(i int, c *node.Config) {
		switch i {
		case 0:
			c.Payments.DepositCalls = 10
		case 1:
			// bob's free echo stays out of the auction: only the paid one bids.
			c.Auction = &node.AuctionConfig{Agents: []node.AuctionAgent{{Agent: "echo", NoBid: true}}}
			c.Payments.ClaimAt, c.Payments.ClaimEvery = "1 wei", node.Duration(100*time.Millisecond)
			p := c.Market[0]
			p.Agent, p.Stake = devnet.PaidAgent, stake
			c.Market = append(c.Market, p)
		case 2:
			unconfined := false
			c.Agents = append(c.Agents, runtime.AgentConfig{Name: "flaky", Kind: runtime.KindCommand, Command: "/bin/sh",
				Args: []string{"-c", "cat >/dev/null; exit 3"}, Price: "0.00005 ETH", Timeout: runtime.Duration(time.Minute),
				Skills:  []runtime.Skill{{ID: "echo", Name: "flaky", Tags: []string{"echo"}}},
				Process: runtime.Process{Confine: &unconfined}})
			p := c.Market[0]
			p.Agent, p.Stake = "flaky", stake
			c.Market = append(c.Market, p)
		}
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	payee, _ := bob.AgentAddress(devnet.PaidAgent)
	w.waitFor("alice to find both priced echo agents", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(alice, "agent.search", map[string]any{"skill": "echo", "limit": 20}, &res)
		return len(res) >= 3, err // bob's echo, paid-echo and carol's flaky
	})
	payee0, fee0 := w.balance(payee), w.channelsOwed(w.treasury())

	const asks = 3
	failed := 0
	for i := 0; i < asks; i++ {
		var res apitypes.AgentAskResult
		if err := w.api(alice, "agent.ask", apitypes.AgentAskParams{Skill: "echo", Input: json.RawMessage(`{"text":"paid"}`),
			MaxPrice: "0.0002", Deadline: "60s", BidWindow: "5s"}, &res); err != nil {
			t.Fatal(err)
		}
		if res.Error != "" || res.Name != devnet.PaidAgent || res.Price != price.String() {
			t.Fatalf("ask %d: winner %q at %s, attempts %+v, error %q; want %s at %s", i, res.Name, res.Price, res.Attempts, res.Error, devnet.PaidAgent, price)
		}
		for _, a := range res.Attempts {
			if !a.Accepted {
				failed++
			}
		}
	}
	if failed == 0 {
		t.Fatal("carol's cheaper flaky agent was never called first: the failed-winner path went untested")
	}

	// alice paid for the answered calls only: bob's channel holds three prices, carol's none.
	spent := new(big.Int).Mul(price, big.NewInt(asks))
	var chs apitypes.Channels
	if err := w.api(alice, "channel.list", nil, &chs); err != nil {
		t.Fatal(err)
	}
	for _, c := range chs.Channels {
		want := "0"
		if c.Payee == payee {
			want = spent.String()
		}
		if c.Spent != want {
			t.Fatalf("alice's channel to %s spent %s, want %s (%d failed winners)", c.Payee.Hex(), c.Spent, want, failed)
		}
	}
	w.waitFor("bob's claim", 30*time.Second, func() (bool, error) {
		var b apitypes.Channels
		if err := w.api(bob, "channel.list", nil, &b); err != nil {
			return false, err
		}
		return b.Claimed == spent.String() && b.Owed == "0", nil
	})
	fee := new(big.Int).Sub(w.channelsOwed(w.treasury()), fee0)
	sameAmount(t, "the fee", fee, w.fee(spent))
	sameAmount(t, "the agent's gain", new(big.Int).Sub(w.balance(payee), payee0), new(big.Int).Sub(spent, fee))
}
