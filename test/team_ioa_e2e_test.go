package test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
	"github.com/agentsite/agentsite/node/team"
)

// leadScript is the scripted model of bob's llm agent "lead", hired by alice's team for t1: it
// forms a nested team (gofmt, on carol), proposes a pause of alice's team until t1 ends, waits
// for its team, hires a summary by an open bounty and waits for that child's result, then
// answers with both results.
type leadScript struct {
	mu    sync.Mutex
	round int
	team  string
	child string
}

func (s *leadScript) reply(req llmtest.ChatRequest) llmtest.Reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.round++
	res := req.ToolResults()
	switch s.round {
	case 1:
		return llmtest.Tools(llmtest.Call{ID: "c1", Name: "start_team", Arguments: `{"goal":"format the code","budget":"0.01",` +
			`"plan":{"tasks":[{"id":"f","skill":"gofmt","input":{"source":"package main\nfunc main(){}"},"share":"0.01"}]}}`})
	case 2:
		var st struct{ Team string }
		_ = json.Unmarshal([]byte(res["c1"]), &st)
		s.team = st.Team
		return llmtest.Tools(
			llmtest.Call{ID: "c2", Name: "team_propose", Arguments: `{"id":"hold","state":"pause","trigger":{"task":"t1"},"reason":"t2 needs my answer"}`},
			llmtest.Call{ID: "c3", Name: "team_status", Arguments: fmt.Sprintf(`{"team":%q,"wait":120}`, st.Team)})
	case 3:
		s.child = res["c3"]
		return llmtest.Tools(llmtest.Call{ID: "c4", Name: "post_bounty", Arguments: `{"skill":"summarize","input":{"text":"Teams plan. Teams pay.","sentences":1},"reward":"0.005"}`})
	case 4:
		var p struct{ BountyID uint64 }
		_ = json.Unmarshal([]byte(res["c4"]), &p)
		return llmtest.Tools(llmtest.Call{ID: "c5", Name: "bounty_status", Arguments: fmt.Sprintf(`{"bountyId":%d,"wait":120}`, p.BountyID)})
	default:
		var b struct{ Output json.RawMessage }
		_ = json.Unmarshal([]byte(res["c5"]), &b)
		return llmtest.Text(fmt.Sprintf("team %s says %s; the child says %s", s.team, s.child, b.Output), 50, 20)
	}
}

// TestE2ETeamIoA: the team engine driven by its members, on three nodes over anvil. Alice's
// team hires bob's llm agent for t1 and alice's own agent for t2 (called directly: no
// bounty). The llm agent, working t1, forms a nested team it leads under t1's bounty, proposes
// a pause of alice's team until t1 ends (seconded by the engine), reads its team's answer and
// an open child bounty's result (bounty_status), and answers with both. Tokens and gas reach
// the accounts and /metrics; the hired llm agent posts no chat replies in alice's room.
func TestE2ETeamIoA(t *testing.T) {
	script := &leadScript{}
	model := llmtest.New(t, script.reply)
	ast := escrow.NewBigString(new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18)))
	w := startNet(t, 3, func(i int, c *node.Config) {
		switch i {
		case 0: // alice registers an agent of her own: her team calls it directly
			c.Agents = append(c.Agents, runtime.AgentConfig{Name: "shout", Kind: runtime.KindCommand, Command: "/bin/sh",
				Args: []string{"-c", "tr a-z A-Z"}, Skills: []runtime.Skill{{ID: "shout", Tags: []string{"shout"}}}})
			c.Market = append(c.Market, node.MarketPolicy{Agent: "shout", Stake: ast, MinReward: escrow.NewBigString(big.NewInt(1))})
		case 1:
			c.Agents = append(c.Agents, runtime.AgentConfig{Name: "lead", Kind: runtime.KindLLM, Timeout: runtime.Duration(4 * time.Minute),
				Skills: []runtime.Skill{{ID: "lead", Tags: []string{"lead"}}},
				LLM: &runtime.LLMConfig{BaseURL: model.BaseURL, Model: "test-model", MaxRounds: 8,
					Tools: []string{runtime.ToolStartTeam, runtime.ToolPostBounty}}})
			c.Market = append(c.Market, c.Market[0])
			c.Market[len(c.Market)-1].Agent = "lead"
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	w.ctx = ctx
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	w.waitFor("alice to find lead, shout and gofmt", time.Minute, func() (bool, error) {
		var res []apitypes.AgentSummary
		err := w.api(alice, "agent.search", map[string]any{"query": "lead shout gofmt", "limit": 20}, &res)
		return len(res) >= 3, err
	})
	plan := team.Plan{Tasks: []team.Task{
		{ID: "t1", Skill: "lead", Input: json.RawMessage(`{"prompt":"lead a small team"}`), Share: "0.03"},
		{ID: "t2", Skill: "shout", Input: json.RawMessage(`{"text":{"$from":"t1","path":"output"}}`), Deps: []string{"t1"}, Share: "0.01"},
	}}
	v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "lead and shout", Budget: "0.04", Plan: &plan})
	if err != nil {
		t.Fatal(err)
	}
	v = w.waitTeam(alice, v.ID, 5*time.Minute)
	if v.Reason != "all 2 tasks done" {
		t.Fatalf("team: %s (%+v)", v.Reason, v.Tasks)
	}
	byTask := map[string]team.TaskState{}
	for _, ts := range v.Tasks {
		byTask[ts.ID] = ts
	}
	out := string(byTask["t1"].Output)
	if !strings.Contains(out, "func main() {}") || !strings.Contains(out, "Teams") {
		t.Fatalf("t1's answer lacks the nested team's or the child's result: %s", out)
	}
	if a := byTask["t2"].Attempts; len(a) != 1 || !a[0].Local || a[0].BountyID != 0 || !strings.Contains(strings.ToUpper(string(byTask["t2"].Output)), "TEAM") {
		t.Fatalf("t2 was not done by alice's own agent directly: %+v %s", a, byTask["t2"].Output)
	}
	acc := v.Accounts
	balanced(t, acc)
	if acc.Direct != 1 || acc.Tokens.TotalTokens == 0 || acc.Gas == nil || acc.Gas.Int().Sign() == 0 || acc.Unspent.Int().Cmp(eth("0.01")) != 0 {
		t.Fatalf("accounts %+v", acc)
	}

	// The nested team on bob: led by lead, under t1's bounty, concluded with gofmt's answer.
	var nested []apitypes.TeamView
	if err := w.api(bob, "team.list", nil, &nested); err != nil || len(nested) != 1 {
		t.Fatalf("bob's teams: %v %+v", err, nested)
	}
	leadAddr, _ := bob.AgentAddress("lead")
	leadDID := identity.DID{ChainID: w.d.Deploy.ChainID, Address: leadAddr}.String()
	n := nested[0]
	if n.Leader != leadDID || n.ParentID != byTask["t1"].Attempts[len(byTask["t1"].Attempts)-1].BountyID || n.Reason != "all 1 tasks done" {
		t.Fatalf("nested team: leader %s parent %d reason %q", n.Leader, n.ParentID, n.Reason)
	}

	// Alice's room: the member's pause, seconded and resumed when t1 ended; no chat replies
	// from the hired llm agent.
	var envs []chat.Envelope
	if err := w.api(alice, "chat.read", map[string]any{"room": v.Room, "limit": 500}, &envs); err != nil {
		t.Fatal(err)
	}
	var story []string
	for _, e := range envs {
		story = append(story, fmt.Sprintf("[%s/%s] %s", e.State, e.Type, e.Content))
		if strings.EqualFold(e.SenderID, leadDID) && e.Extra["reply_to"] != nil {
			t.Fatalf("the hired llm agent answered in the room: %s", e.Content)
		}
	}
	all := strings.Join(story, "\n")
	if !strings.Contains(all, "pause by proposal hold of "+leadDID) || !strings.Contains(all, "resumed: task t1 ended") {
		t.Fatalf("room story lacks the member's pause and its trigger:\n%s", all)
	}

	// /metrics: bob counts lead's tokens, alice her team's.
	if m := metrics(t, bob); !strings.Contains(m, `agentsite_llm_tokens_total{agent="lead",kind="prompt"}`) {
		t.Fatal("bob's /metrics has no llm token counter for lead")
	}
	if m := metrics(t, alice); !strings.Contains(m, "agentsite_team_prompt_tokens_total") || strings.Contains(m, "agentsite_team_prompt_tokens_total 0\n") {
		t.Fatalf("alice's /metrics does not count her team's tokens")
	}
}

// metrics reads n's /metrics.
func metrics(t *testing.T, n *node.Node) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, n.APIURL()+"/metrics", nil)
	req.Header.Set("Authorization", "Bearer "+n.Token())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	return string(b)
}
