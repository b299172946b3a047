package test

import (
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// auctionNet: alice (node 0) asks; bob and carol host the builtin echo (floors 2 and 3 µETH);
// carol also hosts "stale", an echo at 1.5 µETH whose stake the test withdraws (its node
// keeps bidding for it: requesters must drop it by the chain index); dave hosts "slow", the
// cheapest echo (free), which starts every call by touching a marker file and then hangs (it
// promises 1 s, so it would be cut after 2.5 s: the test kills its node before).
func auctionNet(marker string) func(i int, c *node.Config) {
	return func(i int, c *node.Config) {
		stake := escrow.NewBigString(new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18)))
		host := func(a runtime.AgentConfig, floor string, latencyMs uint32) {
			// The devnet may host the agent already (bob's echo): keep its config and policy.
			if !slices.ContainsFunc(c.Agents, func(x runtime.AgentConfig) bool { return x.Name == a.Name }) {
				c.Agents = append(c.Agents, a)
			}
			if !slices.ContainsFunc(c.Market, func(m node.MarketPolicy) bool { return m.Agent == a.Name }) {
				p := c.Market[0]
				p.Agent, p.Stake = a.Name, stake
				c.Market = append(c.Market, p)
			}
			if c.Auction == nil {
				c.Auction = &node.AuctionConfig{}
			}
			c.Auction.Agents = append(c.Auction.Agents, node.AuctionAgent{Agent: a.Name, Floor: floor, LatencyMs: latencyMs})
		}
		unconfined := false // the marker is written outside the agent's work directory
		echoCmd := func(name, script string) runtime.AgentConfig {
			return runtime.AgentConfig{Name: name, Kind: runtime.KindCommand, Command: "/bin/sh", Args: []string{"-c", script},
				Skills: []runtime.Skill{{ID: "echo", Name: name, Tags: []string{"echo"}}}, Timeout: runtime.Duration(2 * time.Minute),
				Process: runtime.Process{Confine: &unconfined}}
		}
		switch i {
		case 0:
			explore := 0.3
			c.Auction = &node.AuctionConfig{Explore: &explore}
		case 1:
			host(runtime.AgentConfig{Name: "echo", Kind: runtime.KindBuiltin}, "0.000002", 2000)
		case 2:
			host(runtime.AgentConfig{Name: "echo", Kind: runtime.KindBuiltin}, "0.000003", 2000)
			host(echoCmd("stale", `cat`), "0.0000015", 2000)
		case 3:
			host(echoCmd("slow", `cat >/dev/null; touch `+marker+`; sleep 100; echo '{}'`), "0", 1000)
		}
	}
}

// TestAuctionE2E runs auctions among four nodes on anvil: an agent whose stake is gone is
// dropped by the chain index, the winner's node killed mid-call costs nothing and the next
// bid answers, and the exploration share gives a newcomer cheap asks once the incumbent has a
// record with the requester.
func TestAuctionE2E(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "slow-called")
	w := startNet(t, 4, auctionNet(marker))
	alice, carol, dave := w.d.Nodes[0], w.d.Nodes[2], w.d.Nodes[3]
	w.waitFor("alice to find the four echo agents", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(alice, "agent.search", map[string]any{"skill": "echo", "limit": 20}, &res)
		return len(res) >= 4, err
	})
	ask := func(deadline string) apitypes.AgentAskResult {
		var res apitypes.AgentAskResult
		if err := w.api(alice, "agent.ask", apitypes.AgentAskParams{Skill: "echo", Input: json.RawMessage(`{"text":"hi"}`),
			MaxPrice: "0.0001", Deadline: deadline, BidWindow: "5s"}, &res); err != nil {
			t.Fatal(err)
		}
		return res
	}

	// 1. dave's slow agent wins (cheapest); its node dies mid-call; the next bid (carol's
	// stale, 1.5 µETH) answers.
	done := make(chan apitypes.AgentAskResult, 1)
	go func() {
		var r apitypes.AgentAskResult
		if err := w.api(alice, "agent.ask", apitypes.AgentAskParams{Skill: "echo", Input: json.RawMessage(`{"text":"hi"}`),
			MaxPrice: "0.0001", Deadline: "60s", BidWindow: "5s"}, &r); err != nil {
			r.Error = err.Error()
		}
		done <- r
	}()
	w.waitFor("dave's agent to be called", time.Minute, func() (bool, error) {
		select {
		case r := <-done:
			t.Fatalf("the ask ended before dave's agent was called: %+v", r)
		default:
		}
		_, err := os.Stat(marker)
		return err == nil, nil
	})
	if err := dave.Close(); err != nil {
		t.Logf("dave close: %v", err)
	}
	res := <-done
	if res.Error != "" || res.Name != "stale" || len(res.Attempts) != 2 || res.Attempts[0].Error == "" || !res.Attempts[1].Accepted {
		t.Fatalf("after dave died: winner %s, attempts %+v, error %q; want slow failed, then stale", res.Name, res.Attempts, res.Error)
	}
	if !strings.Contains(string(res.Output), `"text":"hi"`) {
		t.Fatalf("answer %s", res.Output)
	}

	// 2. stale gives up its stake; carol still bids for it; alice drops its bids once her
	// index has the unstake, and bob's echo (2 µETH) wins.
	if err := w.api(carol, "agent.unstake", apitypes.StakeParams{Agent: "stale", Amount: "100"}, nil); err != nil {
		t.Fatal(err)
	}
	w.waitFor("alice to drop stale's bid as unstaked", time.Minute, func() (bool, error) {
		res = ask("10s")
		return res.Dropped["unstaked"] == 1, nil
	})
	if res.Error != "" || res.Name != "echo" || res.Price != "2000000000000" {
		t.Fatalf("with stale dropped: winner %s at %s, error %q; want bob's echo at 2 µETH", res.Name, res.Price, res.Error)
	}
	bob := res.Agent

	// The same auction as an MCP client runs it (ask_agents), and refused without the token.
	s := w.mcpClient(alice, alice.Token(), nil)
	text, isErr := tool(t, s, &mcp.CallToolParams{Name: "ask_agents", Arguments: map[string]any{"skill": "echo",
		"input": map[string]any{"text": "hi"}, "maxPrice": "0.0001 ETH", "deadline": "10s"}})
	var viaMCP apitypes.AgentAskResult
	if isErr || json.Unmarshal([]byte(text), &viaMCP) != nil || viaMCP.Agent != bob || viaMCP.Dropped["unstaked"] != 1 {
		t.Fatalf("ask_agents: %s (tool error %v)", text, isErr)
	}
	if text, isErr := tool(t, w.mcpClient(alice, "", nil), &mcp.CallToolParams{Name: "ask_agents",
		Arguments: map[string]any{"skill": "echo", "maxPrice": "0"}}); !isErr {
		t.Fatalf("ask_agents without the token: %s", text)
	}

	// 3. bob wins the cheap asks until he has answered 20 of alice's calls (a record with
	// her); from then on a share of them (explore 0.3) goes to carol, the newcomer, until she
	// too has answered 20. The asks are paced under the call servers' fair share of 20 calls a
	// second per caller (over it bob would refuse and carol win as the next bid).
	pace := time.NewTicker(60 * time.Millisecond)
	defer pace.Stop()
	for range 20 {
		<-pace.C
		if r := ask("10s"); r.Agent != bob && !r.Explored {
			t.Fatalf("warm-up ask won by %s, not explored: want bob", r.Agent)
		}
	}
	const n = 40
	explored, carolWon := 0, 0
	for range n {
		<-pace.C
		r := ask("10s")
		if r.Error != "" {
			t.Fatal(r.Error)
		}
		if r.Explored {
			explored++
		}
		if r.Agent != bob {
			carolWon++
		}
	}
	t.Logf("of %d cheap asks, %d explored, %d won by carol's echo", n, explored, carolWon)
	// 0.3 × 40 = 12, σ ≈ 2.9; the bounds are ±4σ (the draw is the node's, not seeded here), and
	// carol stops being a newcomer once she has answered 20 of alice's calls.
	if carolWon != explored || explored < 1 || explored > 24 {
		t.Fatalf("carol won %d, explored %d of %d; want the exploration share (about 12)", carolWon, explored, n)
	}
}
