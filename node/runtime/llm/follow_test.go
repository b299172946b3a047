package llm

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
	"github.com/agentsite/agentsite/node/team"
)

// teamMarket is a bookMarket that also follows bounties (the child is final on the third
// reading) and runs teams (concluded on the second reading), recording proposals.
type teamMarket struct {
	bookMarket
	mu       sync.Mutex
	reads    int
	started  []TeamRequest
	leader   string
	teamRead int
	proposed []team.ProposalBody
	inTeam   bool
}

func (m *teamMarket) BountyStatus(_ context.Context, id uint64) (BountyStatus, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.reads++
	if m.reads < 3 {
		return BountyStatus{ID: id, Status: "claimed", AgentID: 7}, nil
	}
	return BountyStatus{ID: id, Status: "accepted", AgentID: 7, Final: true, Output: json.RawMessage(`{"text":"the child's answer"}`)}, nil
}

func (m *teamMarket) StartTeam(_ context.Context, agent string, r TeamRequest) (TeamStatus, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if r.Goal == "refused" {
		return TeamStatus{}, errors.New("team: no planner")
	}
	m.started, m.leader = append(m.started, r), agent
	return TeamStatus{ID: "abc", State: "discussion"}, nil
}

func (m *teamMarket) TeamStatus(_ context.Context, id string) (TeamStatus, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.teamRead++
	if m.teamRead < 2 {
		return TeamStatus{ID: id, State: "execution"}, nil
	}
	return TeamStatus{ID: id, State: "conclusion", Concluded: true, Answer: json.RawMessage(`{"results":{"t1":"done"}}`)}, nil
}

func (m *teamMarket) Propose(_ context.Context, agent, teamID string, p team.ProposalBody) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.proposed = append(m.proposed, p)
	return nil
}

func (m *teamMarket) InTeam(context.Context) bool { return m.inTeam }

func newFollowAgent(t *testing.T, s *llmtest.Server, m Market, tools ...string) *Agent {
	t.Helper()
	a, err := New(agentConfig(s, func(c *runtime.LLMConfig) { c.Tools = tools }), Options{Market: m, Clock: fixedClock{time.Now()}, Logger: quiet, PollEvery: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// toolNames lists the tools of a request.
func toolNames(r llmtest.ChatRequest) string {
	var n []string
	for _, t := range r.Tools {
		n = append(n, t.Function.Name)
	}
	return strings.Join(n, ",")
}

// post_bounty is followed: bounty_status waits until the child is final and its output reaches
// the model, which answers with it; a bounty the task did not post cannot be read.
func TestAgentFollowsChildBounty(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(
		llmtest.Tools(llmtest.Call{ID: "c1", Name: "post_bounty", Arguments: `{"skill":"echo","input":{"text":"x"},"reward":"0.001"}`}),
		llmtest.Tools(llmtest.Call{ID: "c2", Name: "bounty_status", Arguments: `{"bountyId":999}`},
			llmtest.Call{ID: "c3", Name: "bounty_status", Arguments: `{"bountyId":101,"wait":60}`}),
		llmtest.Text("the child says: the child's answer", 5, 5)))
	m := &teamMarket{}
	a := newFollowAgent(t, s, m, runtime.ToolPostBounty)
	ctx := WithBudget(context.Background(), Budget{Amount: eth("0.01"), Parent: 42, Until: time.Now().Add(time.Hour)})
	out, err := a.Call(ctx, "chat", json.RawMessage(`"ask a child"`), nil)
	if err != nil {
		t.Fatal(err)
	}
	reqs := s.Requests()
	if got := toolNames(reqs[0]); got != "post_bounty,bounty_status" {
		t.Fatalf("tools %s", got)
	}
	res := reqs[2].ToolResults()
	if !strings.Contains(res["c2"], "only the bounties this task posted") {
		t.Fatalf("a stranger's bounty was read: %s", res["c2"])
	}
	var st BountyStatus
	if err := json.Unmarshal([]byte(res["c3"]), &st); err != nil || !st.Final || string(st.Output) != `{"text":"the child's answer"}` || m.reads != 3 {
		t.Fatalf("status %s after %d reads", res["c3"], m.reads)
	}
	if r := decodeResult(t, out); !strings.Contains(string(r.Output), "the child's answer") {
		t.Fatalf("output %s", r.Output)
	}
}

// start_team forms a nested team under the task's bounty, within its budget, led by the agent;
// team_status waits for its conclusion; team_propose posts a proposal as the agent. A budget
// beyond the task's is refused before anything is asked of the node, and a refused team gives
// its reservation back.
func TestAgentFormsAndStepsTeam(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(
		llmtest.Tools(llmtest.Call{ID: "c1", Name: "start_team", Arguments: `{"goal":"g","budget":"0.02"}`}),
		llmtest.Tools(llmtest.Call{ID: "c2", Name: "start_team", Arguments: `{"goal":"g","budget":"0.006","plan":{"tasks":[{"id":"t1","skill":"echo","share":"0.005"}]}}`}),
		llmtest.Tools(llmtest.Call{ID: "c3", Name: "team_propose", Arguments: `{"team":"abc","id":"p1","state":"pause","trigger":{"task":"t1"}}`},
			llmtest.Call{ID: "c4", Name: "team_status", Arguments: `{"team":"abc","wait":60}`}),
		llmtest.Tools(llmtest.Call{ID: "c5", Name: "start_team", Arguments: `{"goal":"refused","budget":"0.004"}`}),
		llmtest.Text("the team is done", 5, 5)))
	m := &teamMarket{}
	a := newFollowAgent(t, s, m, runtime.ToolStartTeam)
	ctx := WithBudget(context.Background(), Budget{Amount: eth("0.01"), Parent: 42, Until: time.Now().Add(time.Hour)})
	out, err := a.Call(ctx, "chat", json.RawMessage(`"form a team"`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := decodeResult(t, out); r.Spent != "0.006" {
		t.Fatalf("spent %s: the refused team's reservation was kept", r.Spent)
	}
	reqs := s.Requests()
	if got := toolNames(reqs[0]); got != "start_team,team_status,team_propose" {
		t.Fatalf("tools %s", got)
	}
	if r := reqs[1].ToolResults()["c1"]; !strings.Contains(r, "over budget") && !strings.Contains(r, "budget") {
		t.Fatalf("a team over the task's budget: %s", r)
	}
	if len(m.started) != 1 || m.started[0].ParentID != 42 || m.started[0].Budget.Cmp(eth("0.006")) != 0 || m.started[0].Plan == nil || m.leader != "thinker" {
		t.Fatalf("started %+v by %q", m.started, m.leader)
	}
	if len(m.proposed) != 1 || m.proposed[0].State != "pause" || m.proposed[0].Trigger == nil || m.proposed[0].Trigger.Task != "t1" {
		t.Fatalf("proposed %+v", m.proposed)
	}
	var st TeamStatus
	if err := json.Unmarshal([]byte(reqs[3].ToolResults()["c4"]), &st); err != nil || !st.Concluded {
		t.Fatalf("team status %s", reqs[3].ToolResults()["c4"])
	}
	// 0.006 of 0.01 reserved: 0.004 more fits the budget, and the node's refusal comes back
	if r := reqs[4].ToolResults()["c5"]; !strings.Contains(r, "start team: team: no planner") {
		t.Fatalf("a refused team: %s", r)
	}
}

// A hired agent of a team's bounty gets team_propose (and nothing more); a model calling a
// tool it was not given runs nothing.
func TestAgentTeamMemberTools(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(
		llmtest.Tools(llmtest.Call{ID: "c1", Name: "team_propose", Arguments: `{"id":"p1","state":"conclusion","reason":"enough"}`},
			llmtest.Call{ID: "c2", Name: "start_team", Arguments: `{"goal":"g","budget":"0.001"}`}),
		llmtest.Text("proposed", 5, 5)))
	m := &teamMarket{inTeam: true}
	a := newFollowAgent(t, s, m)
	ctx := WithBudget(context.Background(), Budget{Amount: eth("0.01"), Parent: 42, Until: time.Now().Add(time.Hour)})
	if _, err := a.Call(ctx, "chat", json.RawMessage(`"work"`), nil); err != nil {
		t.Fatal(err)
	}
	reqs := s.Requests()
	if got := toolNames(reqs[0]); got != "team_propose" {
		t.Fatalf("tools %s", got)
	}
	if len(m.proposed) != 1 || m.proposed[0].Reason != "enough" || len(m.started) != 0 {
		t.Fatalf("proposed %+v, started %+v", m.proposed, m.started)
	}
	if r := reqs[1].ToolResults()["c2"]; !strings.Contains(r, `no tool`) {
		t.Fatalf("a tool not given ran: %s", r)
	}
}
