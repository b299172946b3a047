package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
)

// Defaults of the zero fields of runtime.LLMConfig, local settings each with its reason.
const (
	// DefaultMaxRounds: a search, a call and a hire take three rounds; eight leave room to
	// correct a failed tool call without letting a confused model loop until the timeout.
	DefaultMaxRounds = 8
	// DefaultMaxResponseBytes: a long answer is tens of KiB; 1 MiB is far past any context
	// window and a quarter of the result cap (runtime.MaxOutput).
	DefaultMaxResponseBytes = 1 << 20
	// DefaultRequestTimeout: a slow local model (CPU llama.cpp) may take a minute or more for
	// one answer.
	DefaultRequestTimeout = 2 * time.Minute
	// DefaultMaxRetries and DefaultMaxRetryWait: hosted APIs ask for waits of a few seconds
	// on a 429; a longer wait is better reported than sat through inside a paid call.
	DefaultMaxRetries   = 2
	DefaultMaxRetryWait = 10 * time.Second
	// DefaultChildDeadline: a hired agent gets what a direct-hire bounty usually gets.
	DefaultChildDeadline = 10 * time.Minute
)

// Options are an llm agent's dependencies.
type Options struct {
	// Market carries out the tools; nil gives the model no tools whatever the config lists.
	Market Market
	// Logger gets the agent's log; nil means slog.Default().
	Logger *slog.Logger
	// Getenv reads the API key's variable; nil means os.Getenv.
	Getenv func(string) string
	// HTTP is the client for the endpoint; nil means a new one.
	HTTP *http.Client
	// Clock tells the time (child deadlines, progress pacing); nil means runtime.SystemClock.
	Clock runtime.Clock
	// OnUsage, when set, receives the tokens of every completion (the node counts them in
	// /metrics), the planner's included.
	OnUsage func(agent string, u UsageReport)
	// PollEvery is how often a waiting status tool looks again; 0 means DefaultPollEvery.
	PollEvery time.Duration
}

// Factory makes the runtime's llm agents (runtime.Options.LLM).
func Factory(opts Options) runtime.BuiltinFactory {
	return func(cfg runtime.AgentConfig) (runtime.Agent, error) { return New(cfg, opts) }
}

// Agent serves skills through a model; it implements runtime.Agent.
type Agent struct {
	cfg      runtime.AgentConfig
	llm      runtime.LLMConfig
	client   *Client
	market   Market
	tools    []Tool
	maxSpend *big.Int // nil: a bounty task may spend its whole reward
	log      *slog.Logger
	clock    runtime.Clock
	http     *http.Client
	key      string
	health   healthCache
	onUsage  func(agent string, u UsageReport)
	poll     time.Duration
}

var _ runtime.Agent = (*Agent)(nil)

// New makes the agent cfg declares (kind "llm"); it fails when the API key's variable is empty.
func New(cfg runtime.AgentConfig, opts Options) (*Agent, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Kind != runtime.KindLLM {
		return nil, fmt.Errorf("llm: agent %q is of kind %q", cfg.Name, cfg.Kind)
	}
	lc := *cfg.LLM
	a := &Agent{cfg: cfg, llm: lc, market: opts.Market, log: opts.Logger, clock: opts.Clock, http: opts.HTTP, onUsage: opts.OnUsage, poll: opts.PollEvery}
	if a.log == nil {
		a.log = slog.Default()
	}
	if a.clock == nil {
		a.clock = runtime.SystemClock
	}
	if a.http == nil {
		a.http = &http.Client{}
	}
	getenv := opts.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	if lc.APIKeyEnv != "" {
		if a.key = getenv(lc.APIKeyEnv); a.key == "" {
			return nil, fmt.Errorf("%w: agent %q reads its API key from $%s, which is empty or unset", ErrNoKey, cfg.Name, lc.APIKeyEnv)
		}
	}
	if lc.MaxSpend != "" {
		a.maxSpend, _ = units.ParseETH(lc.MaxSpend) // checked by Validate
	}
	if a.market != nil {
		for _, t := range lc.Tools {
			if _, asks := a.market.(Asker); t == runtime.ToolAskAgents && !asks {
				continue
			}
			if d, ok := toolDefs[t]; ok { // start_team comes with its status tool (followTools)
				a.tools = append(a.tools, Tool{Type: "function", Function: d})
			}
		}
	}
	cc := ClientConfig{BaseURL: lc.BaseURL, Model: lc.Model, APIKey: a.key, MaxTokens: lc.MaxTokens, Temperature: lc.Temperature,
		Stream: !lc.NoStream, MaxResponseBytes: orDefault(lc.MaxResponseBytes, DefaultMaxResponseBytes),
		RequestTimeout: orDur(lc.RequestTimeout, DefaultRequestTimeout), MaxRetries: orDefault(lc.MaxRetries, DefaultMaxRetries),
		MaxRetryWait: orDur(lc.MaxRetryWait, DefaultMaxRetryWait), HTTP: a.http, Now: a.clock.Now}
	if cc.MaxRetries < 0 {
		cc.MaxRetries = 0
	}
	a.client = NewClient(cc)
	return a, nil
}

func orDefault(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

func orDur(v runtime.Duration, def time.Duration) time.Duration {
	if v == 0 {
		return def
	}
	return time.Duration(v)
}

// Name is the agent's name.
func (a *Agent) Name() string { return a.cfg.Name }

// Skills are the declared skills ("chat" when none is).
func (a *Agent) Skills() []runtime.Skill {
	if len(a.cfg.Skills) == 0 {
		return []runtime.Skill{{ID: "chat", Description: a.cfg.Description}}
	}
	return a.cfg.Skills
}

// Result is what a call returns: the answer and what it took.
type Result struct {
	// Output is the model's text, or for a JSON skill the object it answered.
	Output json.RawMessage `json:"output"`
	// Model is the model that answered (as the endpoint names it).
	Model string `json:"model,omitempty"`
	// Usage adds up the tokens of every round.
	Usage UsageReport `json:"usage"`
	// Rounds is how many requests the model took; ToolCalls how many tools it called.
	Rounds    int `json:"rounds"`
	ToolCalls int `json:"toolCalls,omitempty"`
	// Spent is what the task's bounties escrowed and its asks' winners bid (its token's whole
	// units), Budget what it could.
	Spent  string `json:"spent,omitempty"`
	Budget string `json:"budget,omitempty"`
}

// UsageReport is token usage in the node's JSON style.
type UsageReport struct {
	PromptTokens     int `json:"promptTokens"`
	CompletionTokens int `json:"completionTokens"`
	TotalTokens      int `json:"totalTokens"`
}

// Call runs skill: the model answers the input, calling tools for at most MaxRounds rounds.
func (a *Agent) Call(ctx context.Context, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	if d := callDepth(ctx); d >= MaxCallDepth {
		return nil, fmt.Errorf("%w: %w: %d llm calls deep", runtime.ErrAgentFailed, ErrTooDeep, d)
	}
	// A payee charging by use counts this call's tokens, not those of the calls its tools make.
	meter, ctx := runtime.TakeMeter(ctx)
	system, asJSON := a.prompt(skill)
	out := outcome{json: asJSON, plan: skill == PlanSkill && asJSON}
	user := userText(input)
	if out.plan {
		user, out.planBudget = planUserText(input)
	}
	msgs := []Message{}
	if system != "" {
		msgs = append(msgs, textMessage("system", system))
	}
	msgs = append(msgs, textMessage("user", user))
	ts, err := a.toolset(ctx)
	if err != nil {
		return nil, err
	}
	tools := append(slices.Clip(a.tools), a.followTools(ctx, ts.ledger)...)
	ts.offered = map[string]bool{}
	for _, t := range tools {
		ts.offered[t.Function.Name] = true
	}
	rep := newReporter(progress, a.clock)
	res := Result{}
	rounds := orDefault(a.llm.MaxRounds, DefaultMaxRounds)
	for res.Rounds < rounds {
		res.Rounds++
		last := res.Rounds == rounds
		comp, err := a.client.Complete(ctx, Request{Messages: msgs, Tools: tools, NoTools: last, JSON: asJSON}, rep.text)
		rep.flush()
		if err != nil {
			return nil, classify(a.cfg.Name, err)
		}
		res.Model = comp.Model
		res.Usage.add(comp.Usage)
		meter.AddTokens(comp.Usage.billed())
		if a.onUsage != nil {
			a.onUsage(a.cfg.Name, UsageReport{PromptTokens: comp.Usage.PromptTokens, CompletionTokens: comp.Usage.CompletionTokens, TotalTokens: comp.Usage.TotalTokens})
		}
		if len(comp.ToolCalls) == 0 {
			return a.finish(res, ts, rep, comp.Content, out)
		}
		if len(tools) == 0 {
			return nil, fmt.Errorf("%w: %w: the model called %q, and it was offered no tools", runtime.ErrAgentFailed, ErrMalformed, clip(comp.ToolCalls[0].Function.Name, 64))
		}
		if last {
			return nil, fmt.Errorf("%w: %w: the model still called tools after %d rounds", runtime.ErrAgentFailed, ErrTooManyRounds, res.Rounds)
		}
		m := Message{Role: "assistant", ToolCalls: comp.ToolCalls}
		if comp.Content != "" {
			m.Content = &comp.Content
		}
		msgs = append(msgs, m)
		for _, tc := range comp.ToolCalls {
			res.ToolCalls++
			rep.note(fmt.Sprintf("tool %s %s", tc.Function.Name, clip(tc.Function.Arguments, 200)))
			result := ts.run(ctx, tc)
			a.log.Info("llm tool call", "agent", a.cfg.Name, "tool", tc.Function.Name, "result", clip(result, 200))
			msgs = append(msgs, Message{Role: "tool", ToolCallID: tc.ID, Content: &result})
		}
	}
	return nil, fmt.Errorf("%w: %w", runtime.ErrAgentFailed, ErrTooManyRounds)
}

// prompt is skill's system prompt and whether it answers JSON.
func (a *Agent) prompt(skill string) (string, bool) {
	if p, ok := a.llm.Prompts[skill]; ok {
		if p.System == "" {
			p.System = a.llm.System
		}
		return p.System, p.JSON
	}
	if skill == PlanSkill {
		return PlannerPrompt, true
	}
	return a.llm.System, false
}

// toolset is the task's tools, with its ledger when it may post bounties.
func (a *Agent) toolset(ctx context.Context) (*toolset, error) {
	ts := &toolset{market: a.market, now: a.clock.Now, deadline: orDur(a.llm.ChildDeadline, DefaultChildDeadline), agent: a.cfg.Name, pollEvery: a.poll, log: a.log}
	if a.market == nil || !hasTool(a.llm.Tools, runtime.ToolPostBounty) && !hasTool(a.llm.Tools, runtime.ToolStartTeam) &&
		!hasTool(a.llm.Tools, runtime.ToolAskAgents) {
		return ts, nil
	}
	// Only a bounty the node claimed brings a budget (its requester pays for the task): a
	// direct call, from a stranger over the call protocol or a chat mention, spends nothing.
	b, ok := BudgetFrom(ctx)
	if !ok {
		return ts, nil
	}
	if b.Token == "" && a.maxSpend != nil && a.maxSpend.Cmp(b.Amount) < 0 {
		b.Amount = new(big.Int).Set(a.maxSpend)
	}
	var spent *big.Int
	if b.Parent != 0 {
		var err error
		if spent, err = a.market.Spent(ctx, b.Parent); err != nil {
			return nil, fmt.Errorf("%w: read what bounty %d already spent: %v", runtime.ErrAgentFailed, b.Parent, err)
		}
	}
	ts.ledger = newLedger(b, spent)
	return ts, nil
}

func hasTool(tools []string, t string) bool {
	for _, x := range tools {
		if x == t {
			return true
		}
	}
	return false
}

// outcome says what a call returns.
type outcome struct {
	json       bool     // a JSON object, not text
	plan       bool     // a plan, returned as it is
	planBudget *big.Int // the plan's budget, when the request gave one
}

// finish builds the result of the model's last answer: a Result, or for the plan skill the
// plan itself (its usage goes to the progress and the log).
func (a *Agent) finish(res Result, ts *toolset, rep *reporter, content string, o outcome) (json.RawMessage, error) {
	if !o.json {
		res.Output, _ = json.Marshal(content)
	} else {
		obj, err := jsonObject(content)
		if err == nil && o.plan {
			err = checkPlan(obj, o.planBudget)
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %w", runtime.ErrAgentFailed, err)
		}
		res.Output = obj
	}
	if o.plan {
		u := res.Usage
		rep.note(fmt.Sprintf("usage: %d prompt + %d completion = %d tokens", u.PromptTokens, u.CompletionTokens, u.TotalTokens))
		a.log.Info("llm plan", "agent", a.cfg.Name, "model", res.Model, "rounds", res.Rounds, "tokens", u.TotalTokens)
		return withUsage(res.Output, u), nil
	}
	if ts.ledger != nil {
		spent, _ := ts.ledger.totals()
		res.Spent, res.Budget = escrow.FormatAmount(spent), escrow.FormatAmount(ts.ledger.budget.Amount)
	}
	b, err := json.Marshal(res)
	if err == nil && len(b) > runtime.MaxOutput { // text escaped in JSON may grow up to sixfold
		err = fmt.Errorf("%w: %q: %d bytes", runtime.ErrResultTooLarge, a.cfg.Name, len(b))
	}
	return b, err
}

// withUsage adds the call's token usage to a plan as its "usage" (the team engine books the
// planner's call in the team's accounts); a plan that names a usage of its own keeps the call's.
func withUsage(plan json.RawMessage, u UsageReport) json.RawMessage {
	var obj map[string]json.RawMessage
	if json.Unmarshal(plan, &obj) != nil {
		return plan
	}
	obj["usage"], _ = json.Marshal(u)
	out, err := json.Marshal(obj)
	if err != nil {
		return plan
	}
	return out
}

// jsonObject reads a JSON object from the model's answer, allowing a ```json fence around it.
func jsonObject(s string) (json.RawMessage, error) {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "```"); ok {
		rest = strings.TrimPrefix(rest, "json")
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "```"))
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &obj); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadOutput, err)
	}
	return json.RawMessage(s), nil
}

// userText is the user message of an input: a JSON string as it is, an object's "prompt" when
// that is a string, else the input's JSON text.
func userText(input json.RawMessage) string {
	var s string
	if json.Unmarshal(input, &s) == nil {
		return s
	}
	var p struct {
		Prompt *string `json:"prompt"`
	}
	if json.Unmarshal(input, &p) == nil && p.Prompt != nil {
		var all map[string]json.RawMessage
		if json.Unmarshal(input, &all) == nil && len(all) == 1 {
			return *p.Prompt
		}
	}
	return string(input)
}

// classify adds the runtime's sentinel to an endpoint error, so callers get the right code:
// a refused key or a missing model is a down agent, a rate limit a busy one.
func classify(agent string, err error) error {
	var kind error
	switch {
	case errors.Is(err, ErrUnauthorized), errors.Is(err, ErrNotFound), errors.Is(err, ErrNoKey):
		kind = runtime.ErrAgentDown
	case errors.Is(err, ErrRateLimited):
		kind = runtime.ErrAgentBusy
	case errors.Is(err, ErrTooLarge):
		kind = runtime.ErrResultTooLarge
	case errors.Is(err, context.DeadlineExceeded):
		kind = runtime.ErrTimeout
	default:
		kind = runtime.ErrAgentFailed
	}
	return fmt.Errorf("%w: %q: %w", kind, agent, err)
}

// billed is the tokens a completion is charged for: its total, or prompt and completion
// when the endpoint leaves the total out.
func (v Usage) billed() int {
	if v.TotalTokens > 0 {
		return v.TotalTokens
	}
	return v.PromptTokens + v.CompletionTokens
}

func (u *UsageReport) add(v Usage) {
	u.PromptTokens += v.PromptTokens
	u.CompletionTokens += v.CompletionTokens
	u.TotalTokens += v.TotalTokens
}
