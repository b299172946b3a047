package test

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// manualBob makes node 1 (bob) register its agents but take no bounty by itself (its minimum
// reward is out of reach), so the test drives its parent bounty by hand. Its summarize agent is
// slow: bob's node adopts the claim the test makes with its account and works the parent, which
// must stay claimed while the children are posted (the escrow takes children of a claimed
// parent only).
func manualBob(i int, c *node.Config) {
	if i != 1 {
		return
	}
	for k := range c.Market {
		c.Market[k].MinReward = escrow.NewBigString(eth("1000000"))
	}
	for k := range c.Agents {
		if c.Agents[k].Name == "summarize" {
			c.Agents[k] = runtime.AgentConfig{Name: "summarize", Kind: runtime.KindCommand, Command: "/bin/sh",
				Args:    []string{"-c", `cat >/dev/null; sleep 30; echo '{"summary":"the parent, later"}'`},
				Skills:  []runtime.Skill{{ID: "summarize", Name: "summarize, slowly", Tags: []string{"summarize"}}},
				Timeout: runtime.Duration(time.Minute)}
		}
	}
}

// TestE2EChildBounties: alice hires bob's summarize agent for a parent bounty; bob's node
// claims it and, through its own API, posts two child bounties for skills hosted by carol's
// agents. Carol's node claims, does and submits both, bob's node accepts them and carol's
// agents are paid; bounty.show on the parent returns the tree with both children.
func TestE2EChildBounties(t *testing.T) {
	w := startNet(t, 3, manualBob)
	alice, bob, carol := w.d.Nodes[0], w.d.Nodes[1], w.d.Nodes[2]
	bobSum, _ := bob.AgentID("summarize")
	carolSum, _ := carol.AgentID("summarize")
	carolFmt, _ := carol.AgentID("gofmt")
	if bobSum == 0 || carolSum == 0 || carolFmt == 0 {
		t.Fatalf("agent ids bob/summarize %d carol/summarize %d carol/gofmt %d", bobSum, carolSum, carolFmt)
	}
	parent := w.post(alice, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.5", Deadline: "10m",
		ReviewWindow: "2m", Assignee: fmt.Sprint(bobSum)})
	// A child of a bounty nobody works on is refused by the chain, and nothing is escrowed.
	countBefore, err := w.esc.Count(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.api(bob, "bounty.post", apitypes.BountyPostParams{Skill: "gofmt", Input: []byte(`{"source":"package a"}`), Reward: "0.01",
		Deadline: "5m", ParentID: parent}, nil); err == nil {
		t.Fatal("bob posted a child of a bounty he does not work on")
	}
	if n, _ := w.esc.Count(w.ctx); n != countBefore {
		t.Fatalf("bounty count %d after a refused child post, want %d", n, countBefore)
	}
	if _, err := bob.Escrow().Claim(w.ctx, parent, bobSum); err != nil {
		t.Fatal(err)
	}
	fmtAddr, _ := carol.AgentAddress("gofmt")
	carolFmtDID := identity.DID{ChainID: w.d.Deploy.ChainID, Address: fmtAddr}.String()
	walletSum, walletFmt := w.agent(carolSum).Wallet, w.agent(carolFmt).Wallet
	sumBefore, fmtBefore := w.balance(walletSum), w.balance(walletFmt)
	kids := []uint64{
		w.post(bob, apitypes.BountyPostParams{Skill: "summarize", Input: summarizeInput(), Reward: "0.01", Deadline: "5m", ReviewWindow: "1m",
			ParentID: parent, Assignee: fmt.Sprint(carolSum)}),
		w.post(bob, apitypes.BountyPostParams{Skill: "gofmt", Input: []byte(`{"source":"package main\nfunc main(){}"}`), Reward: "0.02",
			Deadline: "5m", ReviewWindow: "1m", ParentID: parent, Assignee: carolFmtDID}), // hired by DID (found through discovery)
	}
	wantAgent := map[uint64]uint64{kids[0]: carolSum, kids[1]: carolFmt}
	for _, k := range kids {
		b := w.waitStatus(k, escrow.StatusAccepted, 30*time.Second)
		if b.ParentID != parent || b.AgentID != wantAgent[k] || b.Requester != bob.Account() {
			t.Fatalf("child %d: parent %d agent %d requester %s", k, b.ParentID, b.AgentID, b.Requester.Hex())
		}
		if j := w.waitJob(bob, k, escrow.StageDone); j.Verdict != "accepted" {
			t.Fatalf("bob's verdict on child %d: %q (%s)", k, j.Verdict, j.Err)
		}
	}
	paid := func(wallet common.Address, before *big.Int, reward string) {
		r := eth(reward)
		sameAmount(t, "carol's agent "+wallet.Hex(), new(big.Int).Sub(w.balance(wallet), before), new(big.Int).Sub(r, w.fee(r)))
	}
	paid(walletSum, sumBefore, "0.01")
	paid(walletFmt, fmtBefore, "0.02")

	for _, n := range []*node.Node{bob, alice} { // the tree is the chain's: every node shows it
		v := w.show(n, parent)
		// bob's node adopts the claim the test made with its account, so the parent may move on.
		if v.ID != parent || v.Status == escrow.StatusOpen || v.AgentID != bobSum || len(v.Children) != 2 {
			t.Fatalf("bounty.show %d: id %d status %s agent %d with %d children", parent, v.ID, v.Status, v.AgentID, len(v.Children))
		}
		for i, c := range v.Children {
			if c.ID != kids[i] || c.Status != escrow.StatusAccepted || c.ParentID != parent || c.AgentID != wantAgent[c.ID] {
				t.Fatalf("child %d in the tree: id %d status %s parent %d agent %d", i, c.ID, c.Status, c.ParentID, c.AgentID)
			}
		}
	}
}
