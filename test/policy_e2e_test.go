package test

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// waitRefusal waits until node n records a refusal of bounty id that says want.
func (w *testnet) waitRefusal(n *node.Node, id uint64, want string) *apitypes.Refusal {
	w.t.Helper()
	var r *apitypes.Refusal
	w.waitFor("refusal of bounty", 30*time.Second, func() (bool, error) {
		r = w.show(n, id).Refusal
		return r != nil && strings.Contains(r.Reason, want), nil
	})
	return r
}

// TestE2EWorkerRefusesUnacceptedArbiter: the requester names an arbiter it accepts, the worker's
// policy accepts none; the worker refuses the bounty without sending a claim (its account's
// nonce does not move) and says why in bounty.show.
func TestE2EWorkerRefusesUnacceptedArbiter(t *testing.T) {
	arbiter := anvilAddress(t, 3)
	w := startNet(t, 2, func(i int, c *node.Config) {
		if i == 0 {
			c.Arbiters = []string{arbiter.Hex()}
		}
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	nonceBefore, err := w.d.RPC.PendingNonceAt(w.ctx, bob.Account())
	if err != nil {
		t.Fatal(err)
	}
	id := w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.2", Deadline: "5m", ReviewWindow: "2m",
		Arbiter: arbiter.Hex()})
	r := w.waitRefusal(bob, id, "arbiter not accepted")
	if r.Agent != "summarize" || !strings.Contains(r.Reason, arbiter.Hex()) {
		t.Fatalf("refusal %+v, want the summarize agent refusing arbiter %s", r, arbiter.Hex())
	}
	if s := w.bounty(id).Status; s != escrow.StatusOpen {
		t.Fatalf("bounty %s, want open", s)
	}
	nonce, err := w.d.RPC.PendingNonceAt(w.ctx, bob.Account())
	if err != nil || nonce != nonceBefore {
		t.Fatalf("worker nonce %d (%v), was %d: it sent a transaction", nonce, err, nonceBefore)
	}
	// The requester's view: the arbiter is one alice accepts, and what a claim would risk.
	v := w.show(alice, id)
	reward := eth("0.2")
	if x := v.Exposure; x == nil || !x.ArbiterAccepted || x.Symbol == "" || x.MaxSlash.Cmp(reward) != 0 ||
		x.Reservation.Cmp(eth("6.25")) != 0 || x.Forfeit.Cmp(eth("0.02")) != 0 {
		t.Fatalf("exposure %+v: want the arbiter accepted, max slash 0.2 (the reward's value), reservation 6.25, forfeit 0.02 (10%% of the value)", x)
	}
	if x := w.show(bob, id).Exposure; x == nil || x.ArbiterAccepted {
		t.Fatalf("worker's exposure %+v: want the arbiter not accepted", x)
	}
}

// TestE2EFreeStakeBoundsConcurrentClaims: the worker's agent has 100 AST, each 45-ETH bounty
// reserves 45 AST (the dev token weighs like ether), so it works two at once: the third is
// refused for free stake while the first two are open, and claimed once they settle.
func TestE2EFreeStakeBoundsConcurrentClaims(t *testing.T) {
	w := startNet(t, 2, nil)
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	// The requester needs 135 ETH in escrow; the devnet gives each node 100.
	funder := w.party(5)
	to := alice.Account()
	if _, err := funder.esc.Sender().Send(w.ctx, chain.Tx{To: &to, Value: eth("100")}); err != nil {
		t.Fatal(err)
	}
	agentID, ok := bob.AgentID("summarize")
	if !ok {
		t.Fatal("summarize is not registered")
	}
	// The verifier holds each result for a while: the first claims stay open (reserved) while
	// the third bounty is offered.
	ids := make([]uint64, 3)
	for i := range ids {
		ids[i] = w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "45", Deadline: "5m",
			ReviewWindow: "2m", Verifier: "sleep 8"})
	}
	var refused uint64
	w.waitFor("a free-stake refusal", 30*time.Second, func() (bool, error) {
		for _, id := range ids {
			if r := w.show(bob, id).Refusal; r != nil && strings.Contains(r.Reason, "free stake too low") {
				refused = id
				return true, nil
			}
		}
		return false, nil
	})
	a := w.agent(agentID)
	if s := w.bounty(refused).Status; s != escrow.StatusOpen {
		t.Fatalf("refused bounty %d is %s, want open", refused, s)
	}
	claimed := 0
	for _, id := range ids {
		if id != refused && w.bounty(id).Status >= escrow.StatusClaimed {
			claimed++
		}
	}
	if claimed != 2 {
		t.Fatalf("%d bounties claimed beside the refused one, want 2", claimed)
	}
	sameAmount(t, "reserved stake (two claims of 45)", a.Reserved, eth("90"))
	sameAmount(t, "free stake", a.Free, eth("10"))
	// Once the two settle, their reservations are released and the third is taken.
	for _, id := range ids {
		w.waitStatus(id, escrow.StatusAccepted, 60*time.Second)
	}
	sameAmount(t, "reserved stake after settlement", w.agent(agentID).Reserved, new(big.Int))
	if r := w.show(bob, refused).Refusal; r != nil {
		t.Fatalf("bounty %d taken after all, but its refusal is still shown: %+v", refused, r)
	}
}

// TestE2EExpiredClaimForfeit: the worker claims, its agent never finishes, the deadline passes
// (anvil's clock moved past it) and the requester's node expires the bounty: the requester gets
// its reward back, the agent's stake loses 10% of the bounty's value (0.03 AST: the dev token
// weighs like ether) to the treasury, not to the requester, and the registry records the
// bounty's value as a penalty.
func TestE2EExpiredClaimForfeit(t *testing.T) {
	w := startNet(t, 2, func(i int, c *node.Config) {
		if i == 0 {
			return
		}
		c.Agents = append(c.Agents, runtime.AgentConfig{Name: "sleeper", Kind: runtime.KindCommand, Command: "/bin/sh",
			Args: []string{"-c", `cat >/dev/null; sleep 600`}, Skills: []runtime.Skill{{ID: "never", Name: "never finishes"}}})
		c.Market = append(c.Market, node.MarketPolicy{Agent: "sleeper", Stake: escrow.NewBigString(eth("100")), MinReward: escrow.NewBigString(big.NewInt(1))})
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	agentID, ok := bob.AgentID("sleeper")
	if !ok {
		t.Fatal("sleeper is not registered")
	}
	// 3 minutes: more than the 1m30s the worker wants left (a minute of run, 30 s to submit)
	id := w.post(alice, apitypes.BountyPostParams{Skill: "never", Input: []byte(`{}`), Reward: "0.3", Deadline: "3m", ReviewWindow: "1m"})
	w.waitStatus(id, escrow.StatusClaimed, 30*time.Second)
	before := w.agent(agentID)
	sameAmount(t, "reserved by the claim", before.Reserved, eth("6.25"))
	aliceStakeBefore, err := w.reg.StakeBalance(w.ctx, alice.Account())
	if err != nil {
		t.Fatal(err)
	}
	treasuryStakeBefore, err := w.reg.StakeBalance(w.ctx, w.treasury())
	if err != nil {
		t.Fatal(err)
	}
	w.warp(4 * time.Minute)
	w.waitStatus(id, escrow.StatusExpired, 30*time.Second)

	forfeit := eth("0.03")
	after := w.agent(agentID)
	sameAmount(t, "agent stake forfeited", new(big.Int).Sub(before.Stake, after.Stake), forfeit)
	sameAmount(t, "reservation released", after.Reserved, new(big.Int))
	aliceStake, err := w.reg.StakeBalance(w.ctx, alice.Account())
	if err != nil {
		t.Fatal(err)
	}
	sameAmount(t, "nothing forfeited to the requester", new(big.Int).Sub(aliceStake, aliceStakeBefore), new(big.Int))
	treasuryStake, err := w.reg.StakeBalance(w.ctx, w.treasury())
	if err != nil {
		t.Fatal(err)
	}
	sameAmount(t, "forfeit received by the treasury", new(big.Int).Sub(treasuryStake, treasuryStakeBefore), forfeit)
	s, err := w.rep.Score(w.ctx, agentID)
	if err != nil {
		t.Fatal(err)
	}
	sameAmount(t, "penalty weight (the bounty's value in gwei)", s.Penalty, new(big.Int).Div(eth("0.3"), big.NewInt(1e9)))
	if s.Paid.Sign() != 0 || s.Count != 1 || s.Reputation != 0 {
		t.Fatalf("reputation %+v: want one outcome, nothing paid, score 0", s)
	}
	if v := w.show(alice, id); v.Forfeited == nil || v.Forfeited.Cmp(forfeit) != 0 || v.Reservation.Cmp(eth("6.25")) != 0 {
		t.Fatalf("bounty.show: forfeited %v reservation %v", v.Forfeited, v.Reservation)
	}
}

// TestE2EWorkerJudgesRequesterRecord: on bounties without an arbiter the worker reads the
// requester's record from its chain index (the devnet's trust turned back to the real-network
// defaults: 25 % refused at most, 0.01 ETH beyond what the record backs). A fresh requester's
// 0.05 ETH bounty is refused without a claim, its 0.01 ETH one is taken and paid; 0.01 ETH paid
// backs 0.0133 ETH; once a rejection makes half its settled value refused, even 0.001 ETH is
// refused.
func TestE2EWorkerJudgesRequesterRecord(t *testing.T) {
	w := startNet(t, 2, func(i int, c *node.Config) {
		for j := range c.Market {
			c.Market[j].MaxRefusedBps = escrow.DefaultMaxRefusedBps
			c.Market[j].MaxFreshReward = escrow.NewBigString(escrow.DefaultMaxFreshReward)
		}
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	post := func(reward, verifier string) uint64 {
		return w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: reward, Deadline: "5m",
			ReviewWindow: "2m", Verifier: verifier})
	}
	// settled waits until the worker's own index has the bounty settled, so its next check reads it.
	settled := func(id uint64, s escrow.Status) {
		w.waitStatus(id, s, 30*time.Second)
		w.waitFor("the worker's index", 10*time.Second, func() (bool, error) { return w.show(bob, id).Status == s, nil })
	}
	large := post("0.05", "true")
	if r := w.waitRefusal(bob, large, "does not back"); r.Agent != "summarize" {
		t.Fatalf("refusal %+v, want the summarize agent", r)
	}
	small := post("0.01", "true")
	settled(small, escrow.StatusAccepted)
	if s := w.bounty(large).Status; s != escrow.StatusOpen {
		t.Fatalf("refused bounty %s, want open", s)
	}
	backed := post("0.013", "false") // taken (0.01 + 0.0033 backed), then rejected
	settled(backed, escrow.StatusResolved)
	refused := post("0.001", "true")
	w.waitRefusal(bob, refused, "the policy allows 2500 bps")
}
