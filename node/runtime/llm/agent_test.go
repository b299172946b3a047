package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// bookMarket is a Market that records what the tools asked of it; the end-to-end test in test/
// runs the node's real one.
type bookMarket struct {
	mu      sync.Mutex
	posted  []BountyRequest
	calls   []string
	spent   *big.Int // what Spent answers
	postErr error
}

func (m *bookMarket) SearchAgents(_ context.Context, q Search) ([]AgentHit, error) {
	return []AgentHit{{DID: "did:ethr:31337:0x00000000000000000000000000000000000000aa", Name: "echo", Skills: []string{q.Skill}}}, nil
}

func (m *bookMarket) CallAgent(ctx context.Context, did, skill string, input json.RawMessage) (json.RawMessage, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if b, ok := BudgetFrom(ctx); ok {
		return nil, fmt.Errorf("the callee inherited the caller's budget %s", b.Amount)
	}
	m.calls = append(m.calls, did+" "+skill+" "+string(input))
	return input, nil
}

func (m *bookMarket) PostBounty(_ context.Context, b BountyRequest) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.postErr != nil {
		return 0, m.postErr
	}
	m.posted = append(m.posted, b)
	return uint64(100 + len(m.posted)), nil
}

func (m *bookMarket) Spent(context.Context, uint64) (*big.Int, error) {
	if m.spent == nil {
		return new(big.Int), nil
	}
	return m.spent, nil
}

var quiet = slog.New(slog.DiscardHandler)

type fixedClock struct{ t time.Time }

func (c fixedClock) Now() time.Time { return c.t }

func agentConfig(s *llmtest.Server, tweak func(*runtime.LLMConfig)) runtime.AgentConfig {
	lc := &runtime.LLMConfig{BaseURL: s.BaseURL, Model: "test-model", System: "You are a test agent.",
		Tools: []string{runtime.ToolSearchAgents, runtime.ToolCallAgent, runtime.ToolPostBounty}, MaxRetries: -1}
	if tweak != nil {
		tweak(lc)
	}
	return runtime.AgentConfig{Name: "thinker", Kind: runtime.KindLLM, LLM: lc,
		Skills: []runtime.Skill{{ID: "chat"}, {ID: "plan"}, {ID: "extract"}}}
}

func newAgent(t *testing.T, s *llmtest.Server, m Market, tweak func(*runtime.LLMConfig)) *Agent {
	t.Helper()
	a, err := New(agentConfig(s, tweak), Options{Market: m, Clock: fixedClock{time.Now()}, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func decodeResult(t *testing.T, out json.RawMessage) Result {
	t.Helper()
	var r Result
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("result %s: %v", out, err)
	}
	return r
}

// TestAgentToolLoop: the model searches, calls the agent it found, posts a bounty within the
// budget, then answers; the results go back to it as tool messages with the calls' ids, the
// usage of the three rounds adds up, and the streamed text is reported as progress. The agent
// it calls does not inherit the task's budget (bookMarket refuses a call that does).
func TestAgentToolLoop(t *testing.T) {
	parentUntil := time.Now().Add(5 * time.Minute)
	var s *llmtest.Server
	s = llmtest.New(t, func(req llmtest.ChatRequest) llmtest.Reply {
		switch len(s.Requests()) {
		case 1:
			return llmtest.Tools(llmtest.Call{ID: "c1", Name: "search_agents", Arguments: `{"skill":"echo"}`})
		case 2:
			var found struct{ Agents []AgentHit }
			_ = json.Unmarshal([]byte(req.ToolResults()["c1"]), &found)
			did := found.Agents[0].DID
			return llmtest.Tools(llmtest.Call{ID: "c2", Name: "call_agent", Arguments: `{"did":"` + did + `","skill":"echo","input":{"text":"hi"}}`},
				llmtest.Call{ID: "c3", Name: "post_bounty", Arguments: `{"skill":"echo","input":{"text":"paid"},"reward":"0.004","assignee":7}`})
		default:
			r := llmtest.Text("echo said hi; bounty posted", 30, 7)
			r.ChunkSize = 5
			return r
		}
	})
	m := &bookMarket{}
	a := newAgent(t, s, m, nil)
	ctx := WithBudget(context.Background(), Budget{Amount: eth("0.01"), Parent: 42, Until: parentUntil})
	var progress []runtime.Progress
	out, err := a.Call(ctx, "chat", json.RawMessage(`"say hi through echo"`), func(p runtime.Progress) { progress = append(progress, p) })
	if err != nil {
		t.Fatal(err)
	}
	res := decodeResult(t, out)
	if string(res.Output) != `"echo said hi; bounty posted"` || res.Rounds != 3 || res.ToolCalls != 3 {
		t.Fatalf("result %+v", res)
	}
	if res.Usage != (UsageReport{PromptTokens: 50, CompletionTokens: 17, TotalTokens: 67}) {
		t.Fatalf("usage %+v", res.Usage)
	}
	if res.Spent != "0.004" || res.Budget != "0.01" {
		t.Fatalf("spent %s of %s", res.Spent, res.Budget)
	}
	if len(m.calls) != 1 || !strings.HasPrefix(m.calls[0], "did:ethr:31337:0x00000000000000000000000000000000000000aa echo") {
		t.Fatalf("calls %q", m.calls)
	}
	if len(m.posted) != 1 {
		t.Fatalf("posted %+v", m.posted)
	}
	p := m.posted[0]
	if p.ParentID != 42 || p.Reward.Cmp(eth("0.004")) != 0 || p.Assignee != "7" || p.Skill != "echo" || !p.Deadline.Equal(parentUntil) {
		t.Fatalf("bounty request %+v (parent until %s)", p, parentUntil)
	}
	reqs := s.Requests()
	if len(reqs[0].Tools) != 3 || reqs[0].Messages[0].Role != "system" || reqs[0].Messages[1].Text() != "say hi through echo" {
		t.Fatalf("first request: %d tools, messages %+v", len(reqs[0].Tools), reqs[0].Messages)
	}
	last := reqs[2]
	results := last.ToolResults()
	if !strings.Contains(results["c2"], `"text":"hi"`) || !strings.Contains(results["c3"], `"bountyId":101`) || !strings.Contains(results["c3"], `"left":"0.006"`) {
		t.Fatalf("tool results sent back: %v", results)
	}
	var text strings.Builder
	var sawTool bool
	for _, pr := range progress {
		if strings.HasPrefix(pr.Message, "tool ") {
			sawTool = true
			continue
		}
		text.WriteString(pr.Message)
	}
	if text.String() != "echo said hi; bounty posted" || !sawTool {
		t.Fatalf("progress %+v", progress)
	}
}

// TestAgentBudget: post_bounty never escrows more than the task's budget, whatever the model
// asks; what the task's bounty already spent (a run after a restart) counts; maxSpend caps an
// ETH budget; a direct call (no bounty) spends nothing; a post refused before the chain gives its
// reservation back, one that failed later keeps it (the bounty may be escrowed).
func TestAgentBudget(t *testing.T) {
	post := func(id, reward string) llmtest.Call {
		return llmtest.Call{ID: id, Name: "post_bounty", Arguments: `{"skill":"echo","input":{},"reward":"` + reward + `"}`}
	}
	tests := []struct {
		name     string
		budget   *Budget
		maxSpend string
		spent    string
		postErr  error
		rewards  []string
		wantOK   []bool
		wantLeft string
	}{
		{"within then over", &Budget{Amount: eth("0.01"), Parent: 1}, "", "", nil, []string{"0.006", "0.005", "0.004"}, []bool{true, false, true}, "0"},
		{"exactly the budget", &Budget{Amount: eth("0.01"), Parent: 1}, "", "", nil, []string{"0.01", "1 wei"}, []bool{true, false}, "0"},
		{"earlier children count", &Budget{Amount: eth("0.01"), Parent: 1}, "", "0.008", nil, []string{"0.003", "0.002"}, []bool{false, true}, "0"},
		{"maxSpend caps the reward", &Budget{Amount: eth("1"), Parent: 1}, "0.002", "", nil, []string{"0.003", "0.002"}, []bool{false, true}, "0"},
		{"direct call, whatever maxSpend", nil, "0.002", "", nil, []string{"0.001"}, []bool{false}, ""},
		{"direct call without maxSpend", nil, "", "", nil, []string{"0.001"}, []bool{false}, ""},
		{"refused post is given back", &Budget{Amount: eth("0.01"), Parent: 1}, "", "", fmt.Errorf("%w: bad assignee", ErrNotPosted), []string{"0.01", "0.01"}, []bool{false, false}, "0.01"},
		{"failed post may be on chain: kept", &Budget{Amount: eth("0.01"), Parent: 1}, "", "", errors.New("receipt timed out"), []string{"0.006", "0.006"}, []bool{false, false}, "0.004"},
		{"negative and zero rewards", &Budget{Amount: eth("0.01"), Parent: 1}, "", "", nil, []string{"-1", "0", "lots"}, []bool{false, false, false}, "0.01"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls []llmtest.Call
			for i, r := range tt.rewards {
				calls = append(calls, post(string(rune('a'+i)), r))
			}
			s := llmtest.New(t, llmtest.Sequence(llmtest.Tools(calls...), llmtest.Text("done", 1, 1)))
			m := &bookMarket{postErr: tt.postErr}
			if tt.spent != "" {
				m.spent = eth(tt.spent)
			}
			a := newAgent(t, s, m, func(c *runtime.LLMConfig) { c.MaxSpend = tt.maxSpend })
			ctx := context.Background()
			if tt.budget != nil {
				ctx = WithBudget(ctx, *tt.budget)
			}
			out, err := a.Call(ctx, "chat", json.RawMessage(`"hire"`), nil)
			if err != nil {
				t.Fatal(err)
			}
			results := s.Requests()[1].ToolResults()
			total := new(big.Int)
			for i, ok := range tt.wantOK {
				r := results[string(rune('a'+i))]
				if got := !strings.Contains(r, `"error"`); got != ok {
					t.Fatalf("post %d (%s): %s, want ok=%v", i, tt.rewards[i], r, ok)
				}
				if ok {
					total.Add(total, eth(tt.rewards[i]))
				}
			}
			var posted = new(big.Int)
			for _, p := range m.posted {
				posted.Add(posted, p.Reward)
			}
			if posted.Cmp(total) != 0 {
				t.Fatalf("posted %s, want %s", posted, total)
			}
			if res := decodeResult(t, out); tt.wantLeft != "" {
				spent, _ := escrow.ParseAmount(res.Spent)
				budget, _ := escrow.ParseAmount(res.Budget)
				if left := new(big.Int).Sub(budget, spent); escrow.FormatAmount(left) != tt.wantLeft {
					t.Fatalf("left %s (spent %s of %s), want %s", escrow.FormatAmount(left), res.Spent, res.Budget, tt.wantLeft)
				}
			}
		})
	}
}

func eth(s string) *big.Int {
	v, err := escrow.ParseAmount(s)
	if err != nil {
		panic(err)
	}
	return v
}
