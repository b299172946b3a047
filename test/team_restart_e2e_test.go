package test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/team"
)

// restartLeader starts node 0 again from its data directory on its old address, with a
// worker as its bootstrap (node 0 was everyone's); tweaks change its config first.
func (w *testnet) restartLeader(old []string, seed *node.Node, tweaks ...func(*node.Config)) *node.Node {
	w.t.Helper()
	cfg, err := node.LoadConfig(filepath.Join(w.dir, w.d.Names[0]))
	if err != nil {
		w.t.Fatal(err)
	}
	cfg.Passphrase = devnet.Passphrase
	for _, tw := range tweaks {
		tw(&cfg)
	}
	cfg.P2P.Bootstrap = seed.P2PAddrs()
	if len(old) > 0 {
		listen, _, _ := strings.Cut(old[0], "/p2p/")
		cfg.P2P.Listen = []string{listen}
	}
	n, err := node.New(cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		w.t.Fatal(err)
	}
	if err := n.Start(w.ctx); err != nil {
		w.t.Fatal(err)
	}
	w.t.Cleanup(func() { _ = n.Close() })
	return n
}

// TestE2ETeamLeaderRestart: the leader's node is stopped while a hired agent works; started
// again, it resumes the team from badger, takes the result, hires the next task and concludes,
// posting nothing twice.
func TestE2ETeamLeaderRestart(t *testing.T) {
	w, alice, dave := startTeamNet(t, 5*time.Minute)
	plan := team.Plan{Tasks: []team.Task{
		{ID: "t1", Skill: "slow", Input: json.RawMessage(`{"steps":20,"stepMs":250}`), Share: "0.01"},
		{ID: "t2", Skill: "echo", Input: json.RawMessage(`{"after":{"$from":"t1"}}`), Deps: []string{"t1"}, Share: "0.01"},
	}}
	before, err := w.esc.Count(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "wait, then echo", Budget: "0.02", Plan: &plan})
	if err != nil {
		t.Fatal(err)
	}
	w.waitFor("t1 to be claimed", time.Minute, func() (bool, error) {
		var cur apitypes.TeamView
		err := w.api(alice, "team.show", map[string]string{"id": v.ID}, &cur)
		return err == nil && cur.Tasks[0].Status == team.TaskRunning, err
	})
	addrs := alice.P2PAddrs()
	if err := alice.Close(); err != nil {
		t.Logf("closing the leader: %v", err)
	}
	alice2 := w.restartLeader(addrs, dave)
	v = w.waitTeam(alice2, v.ID, 3*time.Minute)
	if v.Reason != "all 2 tasks done" {
		t.Fatalf("resumed team: %s (%+v)", v.Reason, v.Tasks)
	}
	if n, _ := w.esc.Count(w.ctx); n != before+2 {
		t.Fatalf("%d bounties posted for 2 tasks across a restart", n-before)
	}
	for _, ts := range v.Tasks {
		if len(ts.Attempts) != 1 || w.bounty(ts.Attempts[0].BountyID).Status != escrow.StatusAccepted {
			t.Fatalf("task %s attempts %+v", ts.ID, ts.Attempts)
		}
	}
	if string(v.Answer) != `{"results":{"t2":{"after":{"steps":20}}}}` {
		t.Fatalf("answer %s", v.Answer)
	}
	balanced(t, v.Accounts)
}

// TestE2ENestedTeam: bob's slowpoke agent claims a bounty alice posted; bob's node starts a
// team for it, whose bounties are children of the claimed one on chain, and concludes.
func TestE2ENestedTeam(t *testing.T) {
	w := startNet(t, 4, teamNet)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	w.ctx = ctx
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	slow, _ := bob.AgentID("slowpoke")
	w.waitFor("bob to find summarize and echo agents", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(bob, "agent.search", map[string]any{"query": "echo summarize", "limit": 20}, &res)
		return len(res) >= 3, err
	})
	parent := w.post(alice, apitypes.BountyPostParams{Skill: "review", Input: json.RawMessage(`{}`), Reward: "0.05", Deadline: "10m",
		ReviewWindow: "2m", Assignee: fmt.Sprint(slow)})
	plan := team.Plan{Tasks: []team.Task{
		{ID: "s1", Skill: "summarize", Input: summarizeInput(), Share: "0.01"},
		{ID: "s2", Skill: "echo", Input: json.RawMessage(`{"s":{"$from":"s1","path":"summary"}}`), Deps: []string{"s1"}, Share: "0.01"},
	}}
	if _, err := w.startTeam(bob, apitypes.TeamStartParams{Goal: "sub-team", Budget: "0.02", Plan: &plan, ParentID: parent}); err == nil {
		t.Fatal("a team for a bounty bob's agents have not claimed was started")
	}
	if _, err := bob.Escrow().Claim(w.ctx, parent, slow); err != nil {
		t.Fatal(err)
	}
	w.waitFor("bob's index to see the claim", 20*time.Second, func() (bool, error) {
		return w.bounty(parent).Status == escrow.StatusClaimed, nil
	})
	v, err := w.startTeam(bob, apitypes.TeamStartParams{Goal: "sub-team", Budget: "0.02", Plan: &plan, ParentID: parent})
	if err != nil {
		t.Fatal(err)
	}
	if v.Nesting != 1 || v.ParentID != parent {
		t.Fatalf("nesting %d parent %d", v.Nesting, v.ParentID)
	}
	v = w.waitTeam(bob, v.ID, 2*time.Minute)
	if v.Reason != "all 2 tasks done" {
		t.Fatalf("nested team: %s", v.Reason)
	}
	tree := w.show(alice, parent)
	if len(tree.Children) != 2 {
		t.Fatalf("parent %d has %d children on chain, want the team's 2", parent, len(tree.Children))
	}
	for _, c := range tree.Children {
		if c.ParentID != parent || c.Status != escrow.StatusAccepted || c.Requester != bob.Account() {
			t.Fatalf("child %d: parent %d status %s requester %s", c.ID, c.ParentID, c.Status, c.Requester.Hex())
		}
	}
	balanced(t, v.Accounts)
}
