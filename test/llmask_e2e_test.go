package test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// askerPrompt is the bounty alice posts to carol's asker.
const askerPrompt = "ask the network to echo this"

// llmAsker is the model of TestE2ELLMAgentAsks: working on the bounty, it auctions two echo
// calls at once, the first within the budget (max 0.0002 ETH), the second past what is left
// of it; then it answers with the first's output.
func llmAsker(t *testing.T) llmtest.Responder {
	return func(req llmtest.ChatRequest) llmtest.Reply {
		results := req.ToolResults()
		if len(results) == 0 {
			return llmtest.Tools(
				llmtest.Call{ID: "ask", Name: runtime.ToolAskAgents, Arguments: `{"skill":"echo","input":{"text":"paid by auction"},"maxPrice":"0.0002","deadlineMs":30000}`},
				llmtest.Call{ID: "ask-again", Name: runtime.ToolAskAgents, Arguments: `{"skill":"echo","input":{"text":"again"},"maxPrice":"0.00025","deadlineMs":30000}`})
		}
		var got llm.AskOutcome
		if err := json.Unmarshal([]byte(results["ask"]), &got); err != nil || got.Error != "" {
			t.Errorf("ask_agents gave %s (%v)", results["ask"], err)
		}
		return llmtest.Text("the network said: "+string(got.Output), 40, 8)
	}
}

// askerNet is a paidEchoNet whose node 2 (carol) hosts "asker", an llm agent answered by model
// with ask_agents only and a budget of at most 0.0003 a task (maxSpend), taking bounties.
func askerNet(t *testing.T, model *llmtest.Server) *testnet {
	return startNet(t, 3, paidEchoNet(2, func(i int, c *node.Config) {
		if i != 2 {
			return
		}
		c.Agents = append(c.Agents, runtime.AgentConfig{Name: "asker", Kind: runtime.KindLLM,
			Skills: []runtime.Skill{{ID: "research", Description: "answers with the help of other agents"}},
			LLM:    &runtime.LLMConfig{BaseURL: model.BaseURL, Model: "test-model", Tools: []string{runtime.ToolAskAgents}, MaxSpend: "0.0003"}})
		p := c.Market[0]
		p.Agent = "asker"
		c.Market = append(c.Market, p)
	}))
}

// TestE2ELLMAgentAsks: alice hires carol's llm agent ("asker") through a bounty; working on it,
// the model auctions an echo call with ask_agents. Bob's paid echo (0.0001 ETH a call, staked)
// is the only bidder; carol's node calls it and pays it by voucher. The task's budget (maxSpend
// 0.0003) keeps the winner's bid, so the model's second ask (max 0.00025) is refused before any
// auction. Carol's channel to bob holds exactly the one answered call, and the answer alice
// accepts says what was spent.
func TestE2ELLMAgentAsks(t *testing.T) {
	model := llmtest.New(t, llmAsker(t))
	w := askerNet(t, model)
	alice, bob, carol := w.d.Nodes[0], w.d.Nodes[1], w.d.Nodes[2]
	asker, _ := carol.AgentID("asker")
	payee, _ := bob.AgentAddress(devnet.PaidAgent)
	w.waitPaidEcho(carol)

	parent := w.post(alice, apitypes.BountyPostParams{Skill: "research", Input: json.RawMessage(fmt.Sprintf(`{"prompt":%q}`, askerPrompt)),
		Reward: "0.01", Deadline: "10m", ReviewWindow: "2m", Assignee: fmt.Sprint(asker)})
	w.waitStatus(parent, escrow.StatusAccepted, 90*time.Second)
	j := w.waitJob(alice, parent, escrow.StageDone)
	var res escrow.Result
	if err := json.Unmarshal(j.Result, &res); err != nil || res.Error != "" {
		t.Fatalf("parent result %s: %v %s", j.Result, err, res.Error)
	}
	var out llm.Result
	if err := json.Unmarshal(res.Output, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out.Output), "paid by auction") || out.Spent != "0.0001" || out.Budget != "0.0003" || out.ToolCalls != 2 {
		t.Fatalf("llm result %+v output %s", out, out.Output)
	}
	reqs := model.Requests()
	last := reqs[len(reqs)-1].ToolResults()
	if !strings.Contains(last["ask"], `"name":"`+devnet.PaidAgent+`"`) || !strings.Contains(last["ask"], `"price":"0.0001"`) ||
		!strings.Contains(last["ask"], `"left":"0.0002"`) || !strings.Contains(last["ask-again"], "over the task's budget") {
		t.Fatalf("ask_agents results: %s / %s", last["ask"], last["ask-again"])
	}

	// Carol paid the one answered call, exactly, to bob's paid echo, and nothing to anyone else.
	sameAmount(t, "carol's payments to bob's paid echo", w.spentTo(carol, payee), eth("0.0001"))
	var chs apitypes.Channels
	if err := w.api(carol, "channel.list", nil, &chs); err != nil {
		t.Fatal(err)
	}
	for _, c := range chs.Channels {
		if c.Payee != payee && c.Spent != "" && c.Spent != "0" {
			t.Fatalf("carol's channel to %s spent %s: only bob's paid echo was called", c.Payee.Hex(), c.Spent)
		}
	}
}
