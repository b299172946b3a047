package test

import (
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
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
	// bob hosts the only summarize agent; its wallet (the agent's key) only ever receives.
	wallet, _ := w.d.Nodes[1].AgentAddress("summarize")
	walletBefore := w.balance(wallet)
	id := w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.2", Deadline: "5m", ReviewWindow: "2m",
		Verifier: `grep -q '"summary":"They are paid on chain."'`}) // the verifier reads the result JSON on stdin
	b := w.waitStatus(id, escrow.StatusAccepted, 30*time.Second)
	if got := w.agent(b.AgentID).Wallet; got != wallet {
		t.Fatalf("paid agent's wallet %s, want bob's summarize agent %s", got.Hex(), wallet.Hex())
	}

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
	// Feedback stays on the read side: the score and the count come from the paid outcome.
	if err != nil || s.Reputation != 100 || s.Count != 1 || s.Paid.Cmp(new(big.Int).Div(reward, big.NewInt(1e9))) != 0 {
		t.Fatalf("reputation %+v (%v): want 100 from one paid outcome", s, err)
	}
	j := w.waitJob(alice, id, escrow.StageDone)
	if j.Verdict != "accepted" || j.Err != "verifier passed" || !j.Feedback || j.Outcome != "accepted" {
		t.Fatalf("requester job: verdict %q, feedback %v, outcome %q", j.Verdict, j.Feedback, j.Outcome)
	}
	if v := w.show(alice, id); v.Status != escrow.StatusAccepted || v.Paid.Cmp(new(big.Int).Sub(reward, fee)) != 0 || v.Fee.Cmp(fee) != 0 {
		t.Fatalf("bounty.show: status %s paid %v fee %v", v.Status, v.Paid, v.Fee)
	}
	if j.ResultHash != b.ResultHash {
		t.Fatalf("requester judged result %s, chain has %s", j.ResultHash.Hex(), b.ResultHash.Hex())
	}
}

// TestE2ERejectDisputeRuling: the requester's verifier refuses the result, the worker's node
// disputes the rejection (its policy says so), and the arbiter named in the bounty rules: 30%
// to the agent, 1 AST (the bounty's value, the most a ruling can slash) slashed to the
// treasury. Balances and stake are read from the chain.
func TestE2ERejectDisputeRuling(t *testing.T) {
	// The arbiter is an account neither side controls, which the requester names and the
	// worker accepts in its policy.
	arbiterAddr := anvilAddress(t, 3)
	w := startNet(t, 2, func(i int, c *node.Config) {
		c.Arbiters = []string{arbiterAddr.Hex()}
		for k := range c.Market {
			c.Market[k].Dispute = true
			c.Market[k].Arbiters = []string{arbiterAddr.Hex()}
		}
	})
	alice := w.d.Nodes[0]
	arbiter := w.party(3)
	reward := eth("1")
	id := w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "1", Deadline: "5m", ReviewWindow: "2m",
		Verifier: "false", Arbiter: arbiter.key.Address().Hex()})
	b := w.waitStatus(id, escrow.StatusDisputed, 30*time.Second)
	j := w.waitJob(alice, id, escrow.StageDecided)
	if j.Verdict != "rejected" || !contains(j.Err, "verifier") {
		t.Fatalf("requester verdict %q (%s), want rejected by the verifier", j.Verdict, j.Err)
	}
	// A stranger cannot rule.
	if _, err := w.party(4).esc.Resolve(w.ctx, id, 10000, nil); err == nil {
		t.Fatal("a ruling by someone who is not the arbiter went through")
	}

	ag := w.agent(b.AgentID)
	walletBefore, aliceBefore, treasuryBefore, headBefore := w.balance(ag.Wallet), w.balance(alice.Account()), w.treasuryTotal(), w.head()
	aliceStakeBefore, err := w.reg.StakeBalance(w.ctx, alice.Account())
	if err != nil {
		t.Fatal(err)
	}
	treasuryStakeBefore, err := w.reg.StakeBalance(w.ctx, w.treasury())
	if err != nil {
		t.Fatal(err)
	}
	slash := eth("1")
	if _, err := arbiter.esc.Resolve(w.ctx, id, 3000, slash); err != nil {
		t.Fatal(err)
	}
	w.waitStatus(id, escrow.StatusResolved, 5*time.Second)

	share := new(big.Int).Div(new(big.Int).Mul(reward, big.NewInt(3000)), big.NewInt(10000))
	fee := w.fee(share)
	sameAmount(t, "agent wallet gain (30% minus the fee)", new(big.Int).Sub(w.balance(ag.Wallet), walletBefore), new(big.Int).Sub(share, fee))
	aliceGain := new(big.Int).Sub(w.balance(alice.Account()), aliceBefore)
	aliceGain.Add(aliceGain, w.gasSpent(alice.Account(), headBefore, w.head()))
	sameAmount(t, "requester refund (70%)", aliceGain, new(big.Int).Sub(reward, share))
	treasuryGain := new(big.Int).Sub(w.treasuryTotal(), treasuryBefore)
	sameAmount(t, "treasury gain", treasuryGain.Add(treasuryGain, w.gasSpent(w.treasury(), headBefore, w.head())), fee)
	after := w.agent(b.AgentID)
	sameAmount(t, "agent stake slashed", new(big.Int).Sub(ag.Stake, after.Stake), slash)
	aliceStake, err := w.reg.StakeBalance(w.ctx, alice.Account())
	if err != nil {
		t.Fatal(err)
	}
	sameAmount(t, "slashed stake received by the requester", new(big.Int).Sub(aliceStake, aliceStakeBefore), new(big.Int))
	treasuryStake, err := w.reg.StakeBalance(w.ctx, w.treasury())
	if err != nil {
		t.Fatal(err)
	}
	sameAmount(t, "slashed stake received by the treasury", new(big.Int).Sub(treasuryStake, treasuryStakeBefore), slash)
	s, err := w.rep.Score(w.ctx, b.AgentID)
	if err != nil || s.Reputation != 30 {
		t.Fatalf("reputation %+v (%v), want 30 from the ruling", s, err)
	}
	if v := w.show(alice, id); v.Slashed.Cmp(slash) != 0 || v.AgentBps != 3000 || v.Refunded.Cmp(new(big.Int).Sub(reward, share)) != 0 {
		t.Fatalf("bounty.show: slashed %v agentBps %d refunded %v", v.Slashed, v.AgentBps, v.Refunded)
	}
	if j := w.waitJob(alice, id, escrow.StageDone); j.Outcome != "resolved" || j.Feedback {
		t.Fatalf("requester job outcome %q feedback %v, want resolved without feedback", j.Outcome, j.Feedback)
	}
	if j := w.waitJob(w.d.Nodes[1], id, escrow.StageDone); j.Outcome != "resolved" {
		t.Fatalf("worker job outcome %q", j.Outcome)
	}
}

// TestE2EDeadlineRefund: nobody hosts the skill, the deadline passes (anvil's clock is moved
// past it), and the requester's node expires the bounty by itself: the escrow refunds it.
func TestE2EDeadlineRefund(t *testing.T) {
	w := startNet(t, 2, nil)
	alice := w.d.Nodes[0]
	reward := eth("0.5")
	id := w.post(alice, apitypes.BountyPostParams{Skill: "translate-klingon", Input: []byte(`{"text":"qapla'"}`), Reward: "0.5", Deadline: "30s", ReviewWindow: "10s"})
	headBefore, aliceBefore := w.head(), w.balance(alice.Account())
	if b := w.bounty(id); b.Status != escrow.StatusOpen {
		t.Fatalf("bounty %s, want open", b.Status)
	}
	w.warp(time.Minute)
	b := w.waitStatus(id, escrow.StatusExpired, 20*time.Second)
	if b.AgentID != 0 {
		t.Fatalf("bounty for a skill nobody hosts was claimed by agent %d", b.AgentID)
	}
	aliceGain := new(big.Int).Sub(w.balance(alice.Account()), aliceBefore)
	spent := w.gasSpent(alice.Account(), headBefore, w.head())
	if spent.Sign() == 0 {
		t.Fatal("the requester's node sent no transaction: who expired the bounty?")
	}
	sameAmount(t, "requester refund", aliceGain.Add(aliceGain, spent), reward)
	if v := w.show(alice, id); v.Status != escrow.StatusExpired || v.Refunded.Cmp(reward) != 0 {
		t.Fatalf("bounty.show: status %s refunded %v", v.Status, v.Refunded)
	}
	if j := w.waitJob(alice, id, escrow.StageDone); j.Outcome != "expired" {
		t.Fatalf("requester job outcome %q, want expired", j.Outcome)
	}
}
