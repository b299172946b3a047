package test

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
)

// The askers' tests (llm tool, team task, A2A) share one seller: bob's paid echo
// (devnet.PaidAgent, 0.0001 ETH a call), staked so that it bids in auctions, and bob's free echo
// kept out of them, so an auction for echo is won, and paid, by the paid one.

// paidEchoNet is a startNet tweak: node 1 (bob) bids with its paid echo only; node payer opens
// payment channels of 10 calls; more tweaks the config further.
func paidEchoNet(payer int, more func(i int, c *node.Config)) func(i int, c *node.Config) {
	stake := escrow.NewBigString(new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18)))
	return func(i int, c *node.Config) {
		if i == payer {
			c.Payments.DepositCalls = 10
		}
		if i == 1 {
			c.Auction = &node.AuctionConfig{Agents: []node.AuctionAgent{{Agent: "echo", NoBid: true}}}
			p := c.Market[0]
			p.Agent, p.Stake = devnet.PaidAgent, stake
			c.Market = append(c.Market, p)
		}
		if more != nil {
			more(i, c)
		}
	}
}

// waitPaidEcho waits until n's discovery finds bob's paid echo.
func (w *testnet) waitPaidEcho(n *node.Node) {
	w.t.Helper()
	w.waitFor("bob's paid echo to be found", time.Minute, func() (bool, error) {
		var res []apitypes.AgentSummary
		err := w.api(n, "agent.search", map[string]any{"skill": "echo", "limit": 20}, &res)
		for _, r := range res {
			if r.Name == devnet.PaidAgent {
				return true, err
			}
		}
		return false, err
	})
}

// spentTo is what n's paying channels to payee hold (the highest vouchers owed).
func (w *testnet) spentTo(n *node.Node, payee common.Address) *big.Int {
	w.t.Helper()
	var chs apitypes.Channels
	if err := w.api(n, "channel.list", nil, &chs); err != nil {
		w.t.Fatal(err)
	}
	sum := new(big.Int)
	for _, c := range chs.Channels {
		if s, ok := new(big.Int).SetString(c.Spent, 10); ok && c.Payee == payee {
			sum.Add(sum, s)
		}
	}
	return sum
}
