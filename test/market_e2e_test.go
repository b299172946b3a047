package test

import (
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
)

// TestE2EPostClaimSubmitAccept: the requester's node posts through its API, the worker's node
// claims, runs its agent, delivers and submits, the requester's node accepts and leaves
// feedback. The agent's wallet gets the reward minus the fee, the treasury the fee, and the
// agent a reputation, all read from the chain.
func TestE2EPostClaimSubmitAccept(t *testing.T) {
	w := startNet(t, 2, nil)
	alice := w.d.Nodes[0]
	reward := eth("0.2")
	treasuryBefore, headBefore := w.treasuryTotal(), w.head()
	id := w.post(alice, node.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.2", Deadline: "5m", ReviewWindow: "2m"})
	b := w.waitStatus(id, escrow.StatusSubmitted, 30*time.Second)
	wallet := w.agent(b.AgentID).Wallet
	walletBefore := w.balance(wallet)
	b = w.waitStatus(id, escrow.StatusAccepted, 30*time.Second)

	fee := w.fee(reward)
	if fee.Sign() == 0 {
		t.Fatal("the devnet charges no fee; the test would not see it")
	}
	sameAmount(t, "agent wallet gain", new(big.Int).Sub(w.balance(wallet), walletBefore), new(big.Int).Sub(reward, fee))
	treasuryGain := new(big.Int).Sub(w.treasuryTotal(), treasuryBefore)
	sameAmount(t, "treasury gain", treasuryGain.Add(treasuryGain, w.gasSpent(w.treasury(), headBefore, w.head())), fee)
	if b.ResultHash == ([32]byte{}) {
		t.Fatal("no result hash on chain")
	}
	// The requester's node records the outcome and leaves its feedback on chain.
	w.waitFor("requester feedback on chain", 20*time.Second, func() (bool, error) {
		s, err := w.rep.Score(w.ctx, b.AgentID)
		return err == nil && s.FeedbackCount == 1 && s.FeedbackAverage == 100, err
	})
	s, err := w.rep.Score(w.ctx, b.AgentID)
	if err != nil || s.Reputation == 0 || s.Count < 2 {
		t.Fatalf("reputation %+v (%v): want > 0 from the outcome and the feedback", s, err)
	}
	j := w.waitJob(alice, id, escrow.StageDone)
	if j.Verdict != "accepted" || !j.Feedback || j.Outcome != "accepted" {
		t.Fatalf("requester job: verdict %q, feedback %v, outcome %q", j.Verdict, j.Feedback, j.Outcome)
	}
	if j.ResultHash != b.ResultHash {
		t.Fatalf("requester judged result %s, chain has %s", j.ResultHash.Hex(), b.ResultHash.Hex())
	}
}
