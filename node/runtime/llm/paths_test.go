package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// TestAgentRoundsBound: a model that keeps calling tools is offered no tools on the last round
// (tool_choice none) and fails the call when it still calls one.
func TestAgentRoundsBound(t *testing.T) {
	s := llmtest.New(t, func(llmtest.ChatRequest) llmtest.Reply {
		return llmtest.Tools(llmtest.Call{ID: "again", Name: "search_agents", Arguments: `{}`})
	})
	a := newAgent(t, s, &bookMarket{}, func(c *runtime.LLMConfig) { c.MaxRounds = 3 })
	_, err := a.Call(context.Background(), "chat", json.RawMessage(`"loop"`), nil)
	if !errors.Is(err, ErrTooManyRounds) || !errors.Is(err, runtime.ErrAgentFailed) {
		t.Fatalf("error %v", err)
	}
	reqs := s.Requests()
	if len(reqs) != 3 || string(reqs[2].ToolChoice) != `"none"` || string(reqs[0].ToolChoice) != "" {
		t.Fatalf("%d requests, last tool_choice %s", len(reqs), reqs[len(reqs)-1].ToolChoice)
	}
}

// TestAgentToolErrors: bad arguments, an unknown tool, and a tool without a market come back to
// the model as {"error": ...}; the call goes on.
func TestAgentToolErrors(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(llmtest.Tools(
		llmtest.Call{ID: "a", Name: "call_agent", Arguments: `{"did":`},
		llmtest.Call{ID: "b", Name: "call_agent", Arguments: `{"did":"x","skill":"y","extra":1}`},
		llmtest.Call{ID: "c", Name: "call_agent", Arguments: `{"skill":"y"}`},
		llmtest.Call{ID: "d", Name: "rm_rf", Arguments: `{}`},
		llmtest.Call{ID: "e", Name: "post_bounty", Arguments: `{"skill":"echo","reward":"0.001"}`},
	), llmtest.Text("sorry", 1, 1)))
	a := newAgent(t, s, &bookMarket{}, nil)
	ctx := WithBudget(context.Background(), Budget{Amount: eth("1")})
	if _, err := a.Call(ctx, "chat", json.RawMessage(`"x"`), nil); err != nil {
		t.Fatal(err)
	}
	res := s.Requests()[1].ToolResults()
	for id, want := range map[string]string{"a": "arguments", "b": "unknown field", "c": "needs did and skill", "d": `no tool \"rm_rf\"`, "e": "needs skill and input"} {
		if !strings.Contains(res[id], `"error"`) || !strings.Contains(res[id], want) {
			t.Errorf("tool result %s = %s, want an error with %q", id, res[id], want)
		}
	}
}

// TestAgentNoTools: without a market the model gets no tools, and a tool call it makes anyway
// fails the call as a malformed answer.
func TestAgentNoTools(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(llmtest.Tools(llmtest.Call{ID: "a", Name: "search_agents", Arguments: `{}`})))
	a, err := New(agentConfig(s, nil), Options{Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Call(context.Background(), "chat", json.RawMessage(`"x"`), nil); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "offered no tools") {
		t.Fatalf("error %v", err)
	}
	if n := len(s.Requests()[0].Tools); n != 0 {
		t.Fatalf("%d tools offered without a market", n)
	}
}

// TestAgentChildDeadline: a child may not outlive its parent's claim; too little time left
// refuses the post.
func TestAgentChildDeadline(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(llmtest.Tools(llmtest.Call{ID: "a", Name: "post_bounty", Arguments: `{"skill":"echo","input":{},"reward":"0.001"}`}),
		llmtest.Text("ok", 1, 1)))
	m := &bookMarket{}
	a := newAgent(t, s, m, nil)
	ctx := WithBudget(context.Background(), Budget{Amount: eth("1"), Parent: 3, Until: time.Now().Add(30 * time.Second)})
	if _, err := a.Call(ctx, "chat", json.RawMessage(`"x"`), nil); err != nil {
		t.Fatal(err)
	}
	if r := s.Requests()[1].ToolResults()["a"]; !strings.Contains(r, "too little time") || len(m.posted) != 0 {
		t.Fatalf("result %s, posted %d", r, len(m.posted))
	}
}

// TestAgentJSON: a JSON skill asks for json_object and returns the object (a fenced one too)
// as the result's output; an answer that is no JSON object fails the call.
func TestAgentJSON(t *testing.T) {
	tests := []struct {
		name, answer string
		want         error
	}{
		{"json object", `{"name":"Ada"}`, nil},
		{"fenced json", "```json\n{\"name\":\"Ada\"}\n```", nil},
		{"json not an object", `["Ada"]`, ErrBadOutput},
		{"prose for json", `The name is Ada.`, ErrBadOutput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := llmtest.New(t, llmtest.Sequence(llmtest.Text(tt.answer, 5, 5)))
			a := newAgent(t, s, nil, func(c *runtime.LLMConfig) {
				c.Prompts = map[string]runtime.LLMPrompt{"extract": {System: "Extract the name as JSON.", JSON: true}}
			})
			out, err := a.Call(context.Background(), "extract", json.RawMessage(`{"prompt":"go"}`), nil)
			if !errors.Is(err, tt.want) {
				t.Fatalf("error %v, want %v", err, tt.want)
			}
			req := s.Requests()[0]
			if req.ResponseFormat == nil || req.ResponseFormat.Type != "json_object" || req.Messages[0].Text() != "Extract the name as JSON." || req.Messages[1].Text() != "go" {
				t.Fatalf("request format %+v, messages %+v", req.ResponseFormat, req.Messages)
			}
			if err == nil {
				if res := decodeResult(t, out); string(res.Output) != `{"name":"Ada"}` || res.Usage.TotalTokens != 10 {
					t.Fatalf("result %+v", res)
				}
			}
		})
	}
}

// TestAgentPlan: the plan skill renders node/team's plan request for the model (budget in
// ETH, the skills), answers with the planner prompt, returns the plan itself with its usage in
// the progress, and refuses what the team engine would refuse for its form.
func TestAgentPlan(t *testing.T) {
	plan := `{"tasks":[{"id":"t1","skill":"summarize","description":"sum","input":{"text":"x"},"deps":[],"mode":"sync","share":"0.6"},` +
		`{"id":"t2","skill":"gofmt","input":{"source":{"$from":"t1"}},"deps":["t1"],"mode":"async","share":"0.4"}],"final":"t2"}`
	tests := []struct {
		name, answer string
		want         error
	}{
		{"plan", plan, nil},
		{"fenced plan", "```json\n" + plan + "\n```", nil},
		{"no tasks", `{"tasks":[]}`, ErrBadOutput},
		{"unknown field", `{"tasks":[{"id":"t1","skill":"a","share":"0.1","agent":"x"}]}`, ErrBadOutput},
		{"no skill", `{"tasks":[{"id":"t1","share":"0.1"}]}`, ErrBadOutput},
		{"bad id", `{"tasks":[{"id":"Task One","skill":"a","share":"0.1"}]}`, ErrBadOutput},
		{"repeated id", `{"tasks":[{"id":"t1","skill":"a","share":"0.1"},{"id":"t1","skill":"b","share":"0.1"}]}`, ErrBadOutput},
		{"bad mode", `{"tasks":[{"id":"t1","skill":"a","mode":"later","share":"0.1"}]}`, ErrBadOutput},
		{"unknown dep", `{"tasks":[{"id":"t1","skill":"a","deps":["t0"],"share":"0.1"}]}`, ErrBadOutput},
		{"share as a fraction number", `{"tasks":[{"id":"t1","skill":"a","share":0.5}]}`, ErrBadOutput},
		{"zero share", `{"tasks":[{"id":"t1","skill":"a","share":"0"}]}`, ErrBadOutput},
		{"over budget", `{"tasks":[{"id":"t1","skill":"a","share":"0.7"},{"id":"t2","skill":"b","share":"0.31"}]}`, ErrBadOutput},
		{"unknown final", `{"tasks":[{"id":"t1","skill":"a","share":"0.1"}],"final":"t9"}`, ErrBadOutput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := llmtest.New(t, llmtest.Sequence(llmtest.Text(tt.answer, 40, 60)))
			a := newAgent(t, s, nil, nil)
			var notes []string
			out, err := a.Call(context.Background(), PlanSkill, json.RawMessage(`{"goal":"tidy my project","budget":"1000000000000000000","skills":["summarize","gofmt"]}`),
				func(p runtime.Progress) { notes = append(notes, p.Message) })
			if !errors.Is(err, tt.want) {
				t.Fatalf("error %v, want %v", err, tt.want)
			}
			req := s.Requests()[0]
			if req.Messages[0].Text() != PlannerPrompt || req.ResponseFormat == nil || req.ResponseFormat.Type != "json_object" {
				t.Fatal("the plan skill does not use the planner prompt and JSON")
			}
			if u := req.Messages[1].Text(); u != "Goal: tidy my project\nBudget: 1 ETH\nSkills on the network: summarize, gofmt\n" {
				t.Fatalf("user message %q", u)
			}
			if err != nil {
				return
			}
			var got, want map[string]json.RawMessage
			_ = json.Unmarshal(out, &got)
			_ = json.Unmarshal([]byte(plan), &want)
			if string(got["usage"]) != `{"promptTokens":40,"completionTokens":60,"totalTokens":100}` {
				t.Fatalf("plan %s: the call's usage is missing", out)
			}
			delete(got, "usage")
			if a, b := mustJSON(got), mustJSON(want); a != b {
				t.Fatalf("plan %s, want it as the model gave it (with its usage)", out)
			}
			if len(notes) == 0 || notes[len(notes)-1] != "usage: 40 prompt + 60 completion = 100 tokens" {
				t.Fatalf("progress %q", notes)
			}
		})
	}
}

// TestAgentErrorsClassified: endpoint errors reach callers with the runtime's sentinel (for
// the error code) and the endpoint's own message.
func TestAgentErrorsClassified(t *testing.T) {
	tests := []struct {
		reply llmtest.Reply
		want  error
	}{
		{llmtest.Reply{Status: 401, Message: "Incorrect API key provided", Code: "invalid_api_key"}, runtime.ErrAgentDown},
		{llmtest.Reply{Status: 404, Message: "model not found", Code: "model_not_found"}, runtime.ErrAgentDown},
		{llmtest.Reply{Status: 429, Message: "Rate limit reached", Code: "rate_limit_exceeded"}, runtime.ErrAgentBusy},
		{llmtest.Reply{Status: 500, Message: "internal"}, runtime.ErrAgentFailed},
		{llmtest.Reply{Raw: "data: {oops\n\n"}, runtime.ErrAgentFailed},
	}
	for _, tt := range tests {
		s := llmtest.New(t, llmtest.Sequence(tt.reply))
		a := newAgent(t, s, nil, nil)
		_, err := a.Call(context.Background(), "chat", json.RawMessage(`"x"`), nil)
		if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.reply.Message) {
			t.Errorf("%d %s: error %v, want %v", tt.reply.Status, tt.reply.Message, err, tt.want)
		}
	}
}

// manualClock is a clock the test moves.
type manualClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *manualClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *manualClock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// TestAgentKeyAndHealth: the key comes from the named variable (a missing one fails New), is
// sent as a bearer token, and a refused key makes the agent unhealthy; a health answer is
// reused for healthTTL, then asked again.
func TestAgentKeyAndHealth(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(llmtest.Text("hi", 1, 1)))
	s.APIKey = "sk-good"
	cfg := agentConfig(s, func(c *runtime.LLMConfig) { c.APIKeyEnv = "TEST_LLM_KEY" })
	if _, err := New(cfg, Options{Getenv: func(string) string { return "" }}); !errors.Is(err, ErrNoKey) || !strings.Contains(err.Error(), "$TEST_LLM_KEY") {
		t.Fatalf("New without the key: %v", err)
	}
	env := map[string]string{"TEST_LLM_KEY": "sk-good"}
	clock := &manualClock{t: time.Now()}
	a, err := New(cfg, Options{Getenv: func(k string) string { return env[k] }, Clock: clock, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Health(context.Background()); err != nil {
		t.Fatalf("health: %v", err)
	}
	if _, err := a.Call(context.Background(), "chat", json.RawMessage(`"x"`), nil); err != nil {
		t.Fatal(err)
	}
	if auth := s.Requests()[0].Auth; auth != "Bearer sk-good" {
		t.Fatalf("authorization %q", auth)
	}
	env["TEST_LLM_KEY"] = "sk-bad"
	bad, err := New(cfg, Options{Getenv: func(k string) string { return env[k] }, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if err := bad.Health(context.Background()); !errors.Is(err, runtime.ErrAgentDown) || !errors.Is(err, ErrUnauthorized) {
		t.Fatalf("health with a refused key: %v", err)
	}
	s.Close()
	if err := a.Health(context.Background()); err != nil {
		t.Fatalf("health within the TTL asked again: %v", err)
	}
	clock.add(healthTTL)
	if err := a.Health(context.Background()); !errors.Is(err, runtime.ErrAgentDown) {
		t.Fatalf("health of a closed endpoint: %v", err)
	}
}

// TestAgentResultCap: an answer within the response bound whose JSON escaping grows it past
// the runtime's result cap fails with ErrResultTooLarge.
func TestAgentResultCap(t *testing.T) {
	r := llmtest.Text(strings.Repeat("\x01", runtime.MaxOutput/4), 1, 1)
	r.ChunkSize = 32 << 10
	s := llmtest.New(t, llmtest.Sequence(r))
	a := newAgent(t, s, nil, func(c *runtime.LLMConfig) { c.MaxResponseBytes = runtime.MaxOutput / 2 })
	if _, err := a.Call(context.Background(), "chat", json.RawMessage(`"x"`), nil); !errors.Is(err, runtime.ErrResultTooLarge) {
		t.Fatalf("error %v", err)
	}
}

func TestUserText(t *testing.T) {
	for in, want := range map[string]string{
		`"plain"`:                      "plain",
		`{"prompt":"p"}`:               "p",
		`{"prompt":"p","context":"c"}`: `{"prompt":"p","context":"c"}`,
		`{"goal":"g","budget":"1"}`:    `{"goal":"g","budget":"1"}`, // a plan request only for the plan skill
		`{"text":"t"}`:                 `{"text":"t"}`,
		`[1,2]`:                        `[1,2]`,
	} {
		if got := userText(json.RawMessage(in)); got != want {
			t.Errorf("userText(%s) = %q, want %q", in, got, want)
		}
	}
}

// FuzzReadStream: no stream a server sends panics the reader or passes its bounds.
func FuzzReadStream(f *testing.F) {
	f.Add("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"hi\"},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n")
	f.Add("data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":1,\"id\":\"a\",\"function\":{\"name\":\"f\",\"arguments\":\"{\"}}]}}]}\n\n")
	f.Add(": ping\n\nevent: x\ndata: {\"error\":{\"message\":\"m\"}}\n\n")
	f.Fuzz(func(t *testing.T, body string) {
		comp, err := readStream(strings.NewReader(body), 4096, nil)
		if err != nil {
			return
		}
		size := len(comp.Content)
		for _, c := range comp.ToolCalls {
			size += len(c.Function.Name) + len(c.Function.Arguments)
			if c.ID == "" || c.Function.Name == "" {
				t.Fatalf("accepted a call without id or name: %+v", c)
			}
		}
		if size > 4096 || len(comp.ToolCalls) > MaxToolCalls {
			t.Fatalf("accepted %d bytes in %d calls", size, len(comp.ToolCalls))
		}
	})
}

// selfMarket's call_agent calls the same agent again, as a model calling its own agent would.
type selfMarket struct {
	bookMarket
	a *Agent
}

func (m *selfMarket) CallAgent(ctx context.Context, _, skill string, input json.RawMessage) (json.RawMessage, error) {
	return m.a.Call(ctx, skill, input, nil)
}

// TestAgentCallDepth: an agent whose model calls itself is stopped MaxCallDepth calls deep;
// the deepest model sees the refusal as a tool error and every level answers.
func TestAgentCallDepth(t *testing.T) {
	s := llmtest.New(t, func(req llmtest.ChatRequest) llmtest.Reply {
		if last := req.Last(); last.Role == "tool" {
			return llmtest.Text("gave up: "+last.Text(), 1, 1)
		}
		return llmtest.Tools(llmtest.Call{ID: "self", Name: "call_agent", Arguments: `{"did":"did:self","skill":"chat","input":{}}`})
	})
	m := &selfMarket{}
	m.a = newAgent(t, s, m, nil)
	out, err := m.a.Call(context.Background(), "chat", json.RawMessage(`"recurse"`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "too deep") || len(s.Requests()) != 2*MaxCallDepth {
		t.Fatalf("%d requests, result %s", len(s.Requests()), out)
	}
}

// FuzzToolArgs: whatever names and arguments a model sends, no tool panics and the bounties
// posted never add up past the budget.
func FuzzToolArgs(f *testing.F) {
	f.Add("post_bounty", `{"skill":"echo","input":{},"reward":"0.004"}`)
	f.Add("post_bounty", `{"skill":"echo","input":{},"reward":1e400}`)
	f.Add("call_agent", `{"did":"x","skill":"y","input":[1]}`)
	f.Add("search_agents", `{"limit":-5}`)
	f.Fuzz(func(t *testing.T, name, args string) {
		m := &bookMarket{}
		budget := eth("0.01")
		ts := &toolset{market: m, now: time.Now, deadline: time.Hour, ledger: newLedger(Budget{Amount: budget, Parent: 1}, nil)}
		for i := range 3 {
			out := ts.run(context.Background(), ToolCall{ID: fmt.Sprint(i), Function: FunctionCall{Name: name, Arguments: args}})
			if !json.Valid([]byte(out)) {
				t.Fatalf("tool result is not JSON: %s", out)
			}
		}
		sum := new(big.Int)
		for _, p := range m.posted {
			sum.Add(sum, p.Reward)
		}
		if sum.Cmp(budget) > 0 {
			t.Fatalf("posted %s wei past the budget %s", sum, budget)
		}
	})
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
