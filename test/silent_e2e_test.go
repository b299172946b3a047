package test

import (
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// slowAgent adds to the worker a command agent that takes two seconds: long enough to stop
// the requester's node between the claim and the submission.
func slowAgent(i int, c *node.Config) {
	if i == 0 {
		return
	}
	c.Agents = append(c.Agents, runtime.AgentConfig{Name: "slowpoke", Kind: runtime.KindCommand, Command: "/bin/sh",
		Args:   []string{"-c", `cat >/dev/null; sleep 2; echo '{"done":true}'`},
		Skills: []runtime.Skill{{ID: "slow-task", Name: "a slow task"}}})
	c.Market = append(c.Market, node.MarketPolicy{Agent: "slowpoke", Stake: escrow.NewBigString(eth("100")), MinReward: escrow.NewBigString(big.NewInt(1))})
}

// TestE2ESilentRequesterAutoAccept: the requester's node stops once its bounty is claimed, so
// nobody judges the result; after the review window (anvil's clock moved past it) the worker's
// node finalizes the bounty and its agent is paid.
func TestE2ESilentRequesterAutoAccept(t *testing.T) {
	w := startNet(t, 2, slowAgent)
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	slowID, ok := bob.AgentID("slowpoke")
	if !ok {
		t.Fatal("slowpoke is not registered")
	}
	reward := eth("0.3")
	id := w.post(alice, apitypes.BountyPostParams{Skill: "slow-task", Input: []byte(`{}`), Reward: "0.3", Deadline: "5m", ReviewWindow: "20s"})
	b := w.waitStatus(id, escrow.StatusClaimed, 30*time.Second)
	if b.AgentID != slowID {
		t.Fatalf("claimed by agent %d, want slowpoke (%d)", b.AgentID, slowID)
	}
	if err := alice.Close(); err != nil {
		t.Logf("closing the requester: %v", err)
	}
	if s := w.bounty(id).Status; s != escrow.StatusClaimed {
		t.Fatalf("bounty %s before the requester stopped: the test cannot show a silent requester", s)
	}
	wallet := w.agent(slowID).Wallet
	walletBefore := w.balance(wallet)
	w.waitStatus(id, escrow.StatusSubmitted, 30*time.Second)
	if j, _ := bob.Market().Job(id); j.Delivered {
		t.Fatal("worker says it delivered to a stopped requester")
	}
	w.warp(30 * time.Second)
	b = w.waitStatus(id, escrow.StatusAccepted, 20*time.Second)
	sameAmount(t, "agent wallet gain", new(big.Int).Sub(w.balance(wallet), walletBefore), new(big.Int).Sub(reward, w.fee(reward)))
	if j := w.waitJob(bob, id, escrow.StageDone); j.Outcome != "accepted" {
		t.Fatalf("worker job outcome %q", j.Outcome)
	}
	s, err := w.rep.Score(w.ctx, slowID)
	if err != nil || s.Reputation != 100 || s.FeedbackCount != 0 {
		t.Fatalf("reputation %+v (%v): want 100 from the auto-acceptance, no feedback", s, err)
	}
}
