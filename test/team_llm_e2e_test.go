package test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
	"github.com/agentsite/agentsite/node/team"
)

// teamLLMPlan is what the test's model answers to the planner prompt.
const teamLLMPlan = `{"tasks":[{"id":"t1","skill":"summarize","description":"summarize the notes","input":{"text":"Teams plan. Teams pay. Teams conclude.","sentences":1},"share":"0.01"},` +
	`{"id":"t2","skill":"gofmt","description":"format the code","input":{"source":"package main\nfunc main(){}"},"mode":"async","share":"0.01"}]}`

// TestE2ETeamLLMPlanner: alice hosts no planner; bob's llm agent offers the skill plan (served by
// the test's OpenAI-compatible server). team.start without a plan finds it through discovery,
// calls it over libp2p, validates its plan and runs it to a conclusion.
func TestE2ETeamLLMPlanner(t *testing.T) {
	model := llmtest.New(t, func(req llmtest.ChatRequest) llmtest.Reply {
		if req.Messages[0].Text() == llm.PlannerPrompt {
			return llmtest.Text(teamLLMPlan, 200, 60)
		}
		return llmtest.Text("no", 1, 1)
	})
	model.APIKey = "sk-e2e"
	t.Setenv("AGENTSITE_TEST_LLM_KEY", "sk-e2e")
	w := startNet(t, 3, func(i int, c *node.Config) {
		switch i {
		case 0:
			c.Agents = slices.DeleteFunc(c.Agents, func(a runtime.AgentConfig) bool { return a.Name == "planner" })
		case 1:
			c.Agents = append(c.Agents, runtime.AgentConfig{Name: "thinker", Kind: runtime.KindLLM, Skills: []runtime.Skill{{ID: llm.PlanSkill}},
				LLM: &runtime.LLMConfig{BaseURL: model.BaseURL, Model: "test-model", APIKeyEnv: "AGENTSITE_TEST_LLM_KEY"}})
			c.Market = append(c.Market, c.Market[0])
			c.Market[len(c.Market)-1].Agent = "thinker"
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	w.ctx = ctx
	alice := w.d.Nodes[0]
	w.waitFor("alice to find the planner and the workers", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(alice, "agent.search", map[string]any{"query": "plan summarize gofmt thinker", "limit": 20}, &res)
		return len(res) >= 4, err
	})
	v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "summarize the notes and format the code", Budget: "0.03"})
	if err != nil {
		t.Fatal(err)
	}
	thinker, _ := w.d.Nodes[1].AgentAddress("thinker")
	if len(v.Tasks) != 2 || v.Tasks[1].Mode != team.ModeAsync || !strings.EqualFold(v.Planner[len(v.Planner)-40:], thinker.Hex()[2:]) {
		t.Fatalf("plan by %q: %+v", v.Planner, v.Tasks)
	}
	v = w.waitTeam(alice, v.ID, 2*time.Minute)
	if v.Reason != "all 2 tasks done" {
		t.Fatalf("team planned by a model: %s", v.Reason)
	}
	balanced(t, v.Accounts)
	if v.Accounts.Unspent.Int().Cmp(eth("0.01")) != 0 {
		t.Fatalf("accounts %+v", v.Accounts)
	}
	// The planner's call is booked: its tokens in the plan's usage and the team's accounts.
	if u := v.Accounts.Tokens; u.PromptTokens != 200 || u.CompletionTokens != 60 || v.PlannerUsage == nil {
		t.Fatalf("the planner's tokens are not in the accounts: %+v", u)
	}

	// The same from an MCP client: start_team with a plan, show_team until it concludes.
	s := w.mcpClient(alice, alice.Token(), nil)
	// The model's plan (0.02 ETH of shares) does not fit 0.01 ETH: refused, nothing posted.
	if text, isErr := tool(t, s, &mcp.CallToolParams{Name: "start_team", Arguments: map[string]any{"goal": "format", "budget": "0.01"}}); !isErr ||
		!strings.Contains(text, "budget") {
		t.Fatalf("start_team with a plan over the budget: %s", text)
	}
	plan := map[string]any{"tasks": []map[string]any{{"id": "f", "skill": "gofmt", "input": map[string]string{"source": "package a"}, "share": "0.01"}}}
	text, isErr := tool(t, s, &mcp.CallToolParams{Name: "start_team", Arguments: map[string]any{"goal": "format", "budget": "0.01", "plan": plan}})
	var started apitypes.TeamView
	if isErr || json.Unmarshal([]byte(text), &started) != nil || started.Team == nil {
		t.Fatalf("start_team: %s", text)
	}
	w.waitFor("the MCP team to conclude", time.Minute, func() (bool, error) {
		text, isErr := tool(t, s, &mcp.CallToolParams{Name: "show_team", Arguments: map[string]any{"id": started.ID}})
		var cur apitypes.TeamView
		return !isErr && json.Unmarshal([]byte(text), &cur) == nil && cur.Reason == "all 1 tasks done", nil
	})
	if text, isErr := tool(t, s, &mcp.CallToolParams{Name: "list_teams"}); isErr || !strings.Contains(text, started.ID) {
		t.Fatalf("list_teams: %s", text)
	}
	if text, isErr := tool(t, openMCP(t, alice, "", nil), &mcp.CallToolParams{Name: "start_team", Arguments: map[string]any{"goal": "g", "budget": "0.01", "plan": plan}}); !isErr {
		t.Fatalf("start_team without the token: %s", text)
	}
}
