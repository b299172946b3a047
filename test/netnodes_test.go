package test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
	"github.com/agentsite/agentsite/test/harness/cluster"
)

// netRoom is the chat room every harness node joins at start.
const netRoom = "harness"

// skillTag is node i's own search tag: a lookup for it has one answer, node i.
func skillTag(i int) string { return fmt.Sprintf("skill-%d", i) }

// workerNode makes every node but node 0 a worker: its echo agent, tagged with the node's own
// skill tag, is staked and takes echo bounties. Node 0 posts and looks up. All join netRoom.
func workerNode(i int, c *node.Config) {
	c.ChatRooms = []string{netRoom}
	if i == 0 {
		return
	}
	c.Agents = []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin, Tags: []string{skillTag(i)}}}
	c.Market = []node.MarketPolicy{{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), Skills: []string{"echo"},
		MinReward: escrow.NewBigString(big.NewInt(1))}}
}

// lookup asks node p for at most limit agents with tag (agent.search).
func lookup(ctx context.Context, p *cluster.Proc, tag string, limit int) ([]apitypes.AgentSummary, error) {
	var out []apitypes.AgentSummary
	err := p.Call(ctx, "agent.search", apitypes.SearchQuery{Skill: tag, Limit: limit}, &out)
	return out, err
}

// chatContents are the contents of the messages node p holds in room.
func chatContents(ctx context.Context, p *cluster.Proc, room string) ([]string, error) {
	var msgs []struct {
		Content string `json:"content"`
	}
	if err := p.Call(ctx, "chat.read", apitypes.ChatReadParams{Room: room, Limit: 1000}, &msgs); err != nil {
		return nil, err
	}
	out := make([]string, len(msgs))
	for i, m := range msgs {
		out[i] = m.Content
	}
	return out, nil
}

// holds says whether node p holds a message with content in room (false on an API error).
func holds(ctx context.Context, p *cluster.Proc, room, content string) bool {
	got, err := chatContents(ctx, p, room)
	return err == nil && slices.Contains(got, content)
}

// postBounty posts an echo bounty on p and returns its id.
func postBounty(ctx context.Context, p *cluster.Proc, input string, deadline time.Duration) (uint64, error) {
	raw, _ := json.Marshal(map[string]string{"text": input})
	var out struct {
		BountyID uint64 `json:"bountyId"`
	}
	err := p.Call(ctx, "bounty.post", apitypes.BountyPostParams{Skill: "echo", Input: raw, Reward: "0.001 ETH",
		Deadline: deadline.String(), ReviewWindow: "10m"}, &out)
	return out.BountyID, err
}

// agentNode maps on-chain agent ids to the node hosting the agent.
func agentNode(ctx context.Context, tb testing.TB, n *cluster.Network) map[uint64]int {
	tb.Helper()
	out := map[uint64]int{}
	for i, p := range n.Nodes {
		st, err := p.Status(ctx)
		if err != nil {
			continue
		}
		for _, a := range st.Agents {
			if a.AgentID != 0 {
				out[a.AgentID] = i
			}
		}
	}
	return out
}

// eventually polls cond every 50 ms until it holds or d passes.
func eventually(tb testing.TB, d time.Duration, what string, cond func() bool) time.Duration {
	tb.Helper()
	start := time.Now()
	for !cond() {
		if time.Since(start) > d {
			tb.Fatalf("timed out after %s waiting for %s", d, what)
		}
		time.Sleep(50 * time.Millisecond)
	}
	return time.Since(start)
}

// killWindow says, from a restarted worker's log, where the kill fell in its claim: the log
// lines are the market's, which the kill test cannot time.
func killWindow(logFile string) string {
	b, err := os.ReadFile(logFile)
	switch {
	case err != nil:
		return fmt.Sprintf("(log unreadable: %v)", err)
	case bytes.Contains(b, []byte("found our claim on chain, sent before the node stopped")):
		return "after sending its claim, before learning its outcome: resumed from the claiming record"
	case bytes.Contains(b, []byte("found a claim of ours with no job record")):
		return "with a claim on chain and no record: adopted"
	}
	return "after recording its claim"
}

// TestNetworkOverEmulatedLinks runs five node processes behind relays with 50 ms round trips
// and checks, in order: a lookup and a call across the relays; a worker killed with SIGKILL
// right after it claims, restarted, and its bounty paid once; a partition that keeps a chat
// message posted during it on its side, then a heal after which the other side catches it up.
func TestNetworkOverEmulatedLinks(t *testing.T) {
	if testing.Short() {
		t.Skip("starts five node processes")
	}
	n := cluster.StartNetwork(t, cluster.NetworkConfig{Nodes: 5, Link: cluster.Link{Delay: 25 * time.Millisecond}, Node: workerNode})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	asker, target := n.Nodes[0], n.Nodes[3]

	t.Run("lookup and call across the relays", func(t *testing.T) {
		var hits []apitypes.AgentSummary
		d := eventually(t, 20*time.Second, "node 0 to find skill-3", func() bool {
			var err error
			hits, err = lookup(ctx, asker, skillTag(3), 20)
			return err == nil && len(hits) == 1
		})
		if hits[0].PeerID != target.PeerID.String() {
			t.Fatalf("lookup of %s found peer %s, want node 3 (%s)", skillTag(3), hits[0].PeerID, target.PeerID)
		}
		var out json.RawMessage
		if err := asker.Call(ctx, "agent.call", apitypes.AgentCallParams{Peer: hits[0].PeerID, Agent: "echo", Skill: "echo", Input: json.RawMessage(`{"text":"over the relay"}`)}, &out); err != nil {
			t.Fatal(err)
		}
		if !json.Valid(out) || !contains(string(out), "over the relay") {
			t.Fatalf("remote echo answered %s", out)
		}
		t.Logf("lookup answered after %s", d.Round(time.Millisecond))
	})

	t.Run("kill -9 after a claim, restart, paid once", func(t *testing.T) {
		id, err := postBounty(ctx, asker, "survive a kill", 2*time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		var b escrow.Bounty
		eventually(t, 30*time.Second, "a claim", func() bool {
			b, err = n.Escrow().Bounty(ctx, id)
			return err == nil && b.Status != escrow.StatusOpen
		})
		owner, ok := agentNode(ctx, t, n)[b.AgentID]
		if !ok {
			t.Fatalf("no node hosts agent %d, the claimer of bounty %d", b.AgentID, id)
		}
		n.Kill(owner)
		if err := n.Nodes[owner].Call(ctx, "node.status", nil, nil); !errors.Is(err, cluster.ErrNotRunning) {
			t.Fatalf("node %d after the kill: %v", owner, err)
		}
		n.Start(owner)
		eventually(t, 60*time.Second, "the bounty to be accepted", func() bool {
			b, err = n.Escrow().Bounty(ctx, id)
			return err == nil && b.Status == escrow.StatusAccepted
		})
		if s, err := n.Settle(ctx, id); err != nil || s.Paid != 1 || s.Refunded != 0 {
			t.Fatalf("bounty %d: %+v (%v), want paid once and never refunded", id, s, err)
		}
		t.Logf("node %d was killed %s", owner, killWindow(n.Nodes[owner].LogFile()))
		// The restarted node is back in the mesh: a message posted now reaches it.
		msg := fmt.Sprintf("after the restart of node %d", owner)
		if err := n.Nodes[1+owner%4].Call(ctx, "chat.post", apitypes.ChatPost{Room: netRoom, Content: msg}, nil); err != nil {
			t.Fatal(err)
		}
		eventually(t, 20*time.Second, "the restarted node to get a message", func() bool { return holds(ctx, n.Nodes[owner], netRoom, msg) })
	})

	t.Run("partition then heal", func(t *testing.T) {
		n.Fabric.Partition([]int{0, 1, 2}, []int{3, 4})
		msg := "said during the partition"
		if err := n.Nodes[1].Call(ctx, "chat.post", apitypes.ChatPost{Room: netRoom, Content: msg}, nil); err != nil {
			t.Fatal(err)
		}
		// The same side gets it, even when node 1 was the one restarted just before: its topic
		// mesh may not have formed yet, and the node's own messages go to every peer it knows in
		// the topic (flood publishing), not only to its mesh.
		for _, i := range []int{0, 2} {
			eventually(t, 30*time.Second, fmt.Sprintf("node %d, on the same side, to get the message", i),
				func() bool { return holds(ctx, n.Nodes[i], netRoom, msg) })
		}
		time.Sleep(2 * time.Second)
		for _, i := range []int{3, 4} {
			if holds(ctx, n.Nodes[i], netRoom, msg) {
				t.Fatalf("node %d got a message from across the partition", i)
			}
		}
		n.Fabric.Heal()
		d := eventually(t, 40*time.Second, "nodes 3 and 4 to catch up after the heal", func() bool {
			return holds(ctx, n.Nodes[3], netRoom, msg) && holds(ctx, n.Nodes[4], netRoom, msg)
		})
		t.Logf("caught up %s after the heal", d.Round(time.Millisecond))
	})
}
