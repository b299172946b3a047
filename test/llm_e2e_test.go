package test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/multiformats/go-multiaddr"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// llmHirer is the model of the test: it searches for a Go formatter, calls the one it found
// (carol's gofmt, over libp2p), hires it through a child bounty of 0.03 ETH, tries a second one
// that the 0.05 ETH budget cannot cover, then answers with what the call returned.
func llmHirer(t *testing.T) llmtest.Responder {
	return func(req llmtest.ChatRequest) llmtest.Reply {
		results := req.ToolResults()
		switch {
		case req.Messages[1].Text() == directPrompt && len(results) == 0:
			return llmtest.Tools(llmtest.Call{ID: "spend", Name: runtime.ToolPostBounty, Arguments: `{"skill":"gofmt","input":{"source":"x"},"reward":"0.001"}`})
		case req.Messages[1].Text() == directPrompt:
			r := llmtest.Text(directAnswer, 5, 9)
			r.ChunkSize = 4
			return r
		case req.Messages[0].Text() == llm.PlannerPrompt:
			return llmtest.Text(testPlan, 200, 60)
		case len(results) == 0:
			return llmtest.Tools(llmtest.Call{ID: "find", Name: runtime.ToolSearchAgents, Arguments: `{"skill":"gofmt"}`})
		case len(results) == 1:
			var found struct{ Agents []llm.AgentHit }
			if err := json.Unmarshal([]byte(results["find"]), &found); err != nil || len(found.Agents) == 0 {
				t.Errorf("search_agents gave %s (%v)", results["find"], err)
				return llmtest.Text("nobody found", 1, 1)
			}
			did := found.Agents[0].DID
			src := `{"source":"package main\nfunc main(){}"}`
			r := llmtest.Tools(
				llmtest.Call{ID: "call", Name: runtime.ToolCallAgent, Arguments: fmt.Sprintf(`{"did":%q,"skill":"gofmt","input":%s}`, did, src)},
				llmtest.Call{ID: "hire", Name: runtime.ToolPostBounty, Arguments: fmt.Sprintf(`{"skill":"gofmt","input":%s,"reward":"0.03","assignee":%q}`, src, did)},
				llmtest.Call{ID: "hire-again", Name: runtime.ToolPostBounty, Arguments: fmt.Sprintf(`{"skill":"gofmt","input":%s,"reward":"0.03","assignee":%q}`, src, did)})
			r.ChunkSize = 7
			return r
		default:
			var called struct{ Formatted string }
			_ = json.Unmarshal([]byte(results["call"]), &called)
			return llmtest.Text("formatted: "+called.Formatted, 120, 30)
		}
	}
}

// thinkerNet starts three nodes (alice, bob, carol) where bob also hosts "thinker", an llm
// agent served by model, registered and taking bounties; it waits until bob finds carol's
// gofmt agent and returns the agent ids of the thinker and of carol's gofmt.
func thinkerNet(t *testing.T, model *llmtest.Server) (*testnet, uint64, uint64) {
	t.Helper()
	model.APIKey = "sk-e2e"
	t.Setenv("AGENTSITE_TEST_LLM_KEY", "sk-e2e")
	w := startNet(t, 3, func(i int, c *node.Config) {
		if i != 1 {
			return
		}
		c.Agents = append(c.Agents, runtime.AgentConfig{Name: "thinker", Kind: runtime.KindLLM,
			Skills: []runtime.Skill{{ID: "research", Description: "answers with the help of other agents"}, {ID: llm.PlanSkill}},
			LLM: &runtime.LLMConfig{BaseURL: model.BaseURL, Model: "test-model", APIKeyEnv: "AGENTSITE_TEST_LLM_KEY",
				System: "Use other agents when they help.", Tools: []string{runtime.ToolSearchAgents, runtime.ToolCallAgent, runtime.ToolPostBounty}}})
		c.Market = append(c.Market, c.Market[0])
		c.Market[len(c.Market)-1].Agent = "thinker"
	})
	bob, carol := w.d.Nodes[1], w.d.Nodes[2]
	thinker, _ := bob.AgentID("thinker")
	carolFmt, _ := carol.AgentID("gofmt")
	if thinker == 0 || carolFmt == 0 {
		t.Fatalf("agent ids: bob/thinker %d, carol/gofmt %d", thinker, carolFmt)
	}
	// Carol's card must be known to bob before the model searches.
	w.waitFor("bob to find carol's gofmt", 30*time.Second, func() (bool, error) {
		var hits []struct{ DID string }
		err := w.api(bob, "agent.search", map[string]string{"skill": "gofmt"}, &hits)
		return len(hits) > 0, err
	})
	return w, thinker, carolFmt
}

// directPrompt and directAnswer are the stranger's direct call in TestE2ELLMAgentHires.
const (
	directPrompt = "tell me, and hire someone on my behalf"
	directAnswer = "streamed tokens reach the caller as progress"
)

// testPlan is the plan the test's model answers to the planner prompt.
const testPlan = `{"tasks":[{"id":"t1","skill":"summarize","description":"summarize the notes","input":{"text":"notes"},"deps":[],"mode":"sync","share":"0.01"},` +
	`{"id":"t2","skill":"gofmt","description":"format the code","input":{"source":{"$from":"t1","path":"summary"}},"deps":["t1"],"mode":"async","share":"0.01"}]}`

// TestE2ELLMAgentHires: alice hires bob's llm agent ("thinker", served by the test's
// OpenAI-compatible server) through a bounty of 0.05 ETH. Working on it, the model finds
// carol's gofmt agent, calls it over libp2p, and hires it with a child bounty of 0.03 ETH; its
// second child of 0.03 would pass the budget and is refused by the agent, so the chain holds one
// child. Carol's node does the child and is paid; alice gets the model's answer with its token
// usage and accepts it. Then alice calls the same agent's plan skill over libp2p and gets the
// plan as JSON; a stranger calls it directly over /agentsite/call/1, sees the streamed answer
// as progress, and cannot make it spend (a direct call has no budget).
func TestE2ELLMAgentHires(t *testing.T) {
	model := llmtest.New(t, llmHirer(t))
	w, thinker, carolFmt := thinkerNet(t, model)
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	fmtWallet := w.agent(carolFmt).Wallet
	fmtBefore := w.balance(fmtWallet)

	parent := w.post(alice, apitypes.BountyPostParams{Skill: "research", Input: json.RawMessage(`{"prompt":"format my Go program"}`),
		Reward: "0.05", Deadline: "10m", ReviewWindow: "2m", Assignee: fmt.Sprint(thinker)})
	b := w.waitStatus(parent, escrow.StatusAccepted, 90*time.Second)
	if b.AgentID != thinker {
		t.Fatalf("parent done by agent %d, want the thinker %d", b.AgentID, thinker)
	}

	// The answer alice accepted carries the model's text and its usage over the three rounds.
	j := w.waitJob(alice, parent, escrow.StageDone)
	var res escrow.Result
	if err := json.Unmarshal(j.Result, &res); err != nil || res.Error != "" {
		t.Fatalf("parent result %s: %v %s", j.Result, err, res.Error)
	}
	var out llm.Result
	if err := json.Unmarshal(res.Output, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out.Output), `package main\n\nfunc main() {}`) || out.Rounds != 3 || out.ToolCalls != 4 ||
		out.Usage.TotalTokens != 10+5+10+5+120+30 || out.Spent != "0.03" || out.Budget != "0.05" {
		t.Fatalf("llm result %+v output %s", out, out.Output)
	}

	// One child on chain, under the parent, hired from carol, done and paid; the refused one
	// never reached the chain.
	v := w.show(alice, parent)
	if len(v.Children) != 1 {
		t.Fatalf("parent has %d children, want 1 (the budget allows one)", len(v.Children))
	}
	child := v.Children[0]
	if child.Amount.Cmp(eth("0.03")) != 0 || child.Requester != bob.Account() || child.Assignee != carolFmt {
		t.Fatalf("child %d: amount %s requester %s assignee %d", child.ID, child.Amount, child.Requester.Hex(), child.Assignee)
	}
	w.waitStatus(child.ID, escrow.StatusAccepted, 60*time.Second)
	sameAmount(t, "carol's gofmt wallet", new(big.Int).Sub(w.balance(fmtWallet), fmtBefore), new(big.Int).Sub(eth("0.03"), w.fee(eth("0.03"))))

	reqs := model.Requests()
	last := reqs[len(reqs)-1].ToolResults()
	if !strings.Contains(last["hire"], `"bountyId":`+fmt.Sprint(child.ID)) || !strings.Contains(last["hire-again"], "over the task's budget") {
		t.Fatalf("post_bounty results: %s / %s", last["hire"], last["hire-again"])
	}
	if reqs[0].Auth != "Bearer sk-e2e" {
		t.Fatalf("the key from the environment was not sent: %q", reqs[0].Auth)
	}
	planFrom(t, w, alice, bob)
	directCall(t, w, bob, model)
}

// planFrom calls the plan skill of bob's thinker from alice's node (agent.call by DID, over
// libp2p) with the team engine's plan request, and gets the plan itself back.
func planFrom(t *testing.T, w *testnet, alice, bob *node.Node) {
	t.Helper()
	addr, _ := bob.AgentAddress("thinker")
	did := identity.DID{ChainID: w.d.Deploy.ChainID, Address: addr}.String()
	in := map[string]any{"goal": "summarize my notes, then format the code", "budget": eth("0.05").String(), "skills": []string{"summarize", "gofmt"}}
	var plan json.RawMessage
	if err := w.api(alice, "agent.call", map[string]any{"did": did, "skill": llm.PlanSkill, "input": in}, &plan); err != nil {
		t.Fatal(err)
	}
	var got, want map[string]json.RawMessage
	_ = json.Unmarshal(plan, &got)
	_ = json.Unmarshal([]byte(testPlan), &want)
	if !strings.Contains(string(got["usage"]), `"totalTokens":`) { // the call's tokens ride in the plan
		t.Fatalf("plan %s: no usage", plan)
	}
	delete(got, "usage")
	if g, w := fmt.Sprint(got), fmt.Sprint(want); g != w {
		t.Fatalf("plan %s, want %s", plan, testPlan)
	}
}

// directCall calls bob's thinker from a stranger's libp2p host over /agentsite/call/1: the
// model's streamed answer arrives as progress notifications, and its post_bounty is refused
// (no bounty, no budget) with nothing sent to the chain.
func directCall(t *testing.T, w *testnet, bob *node.Node, model *llmtest.Server) {
	t.Helper()
	countBefore, err := w.esc.Count(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if err := h.Connect(w.ctx, peer.AddrInfo{ID: bob.PeerID(), Addrs: listenAddrs(t, bob)}); err != nil {
		t.Fatal(err)
	}
	key, _ := identity.GenerateKey()
	c, err := call.NewClient(h, key, call.DefaultConfig(w.d.Deploy.ChainID), call.Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var streamed strings.Builder
	out, err := c.Call(w.ctx, bob.PeerID(), "thinker", "research", json.RawMessage(fmt.Sprintf("%q", directPrompt)), func(p runtime.Progress) {
		if !strings.HasPrefix(p.Message, "tool ") {
			streamed.WriteString(p.Message)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	var res llm.Result
	if err := json.Unmarshal(out, &res); err != nil || string(res.Output) != fmt.Sprintf("%q", directAnswer) || res.Spent != "" {
		t.Fatalf("direct call result %s (%v)", out, err)
	}
	if streamed.String() != directAnswer {
		t.Fatalf("progress carried %q, want the streamed answer", streamed.String())
	}
	reqs := model.Requests()
	if r := reqs[len(reqs)-1].ToolResults()["spend"]; !strings.Contains(r, "no budget") {
		t.Fatalf("post_bounty on a direct call: %s", r)
	}
	if n, _ := w.esc.Count(w.ctx); n != countBefore {
		t.Fatalf("bounty count %d after a direct call, want %d", n, countBefore)
	}
}

// listenAddrs are a node's listen addresses without the /p2p part.
func listenAddrs(t *testing.T, n *node.Node) []multiaddr.Multiaddr {
	t.Helper()
	var out []multiaddr.Multiaddr
	for _, s := range n.P2PAddrs() {
		ma, err := multiaddr.NewMultiaddr(s)
		if err != nil {
			t.Fatal(err)
		}
		ai, err := peer.AddrInfoFromP2pAddr(ma)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ai.Addrs...)
	}
	return out
}
