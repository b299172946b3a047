package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/runtime"
)

// MaxToolResult bounds what one tool call hands back to the model; a longer result is cut and
// the model told so.
const MaxToolResult = 32 << 10

// maxSearchHits bounds the agents search_agents returns.
const maxSearchHits = 20

// MaxCallDepth bounds how deep llm agents of one node call one another through call_agent (a
// model calling its own agent would otherwise recurse until the timeout).
const MaxCallDepth = 4

type depthKey struct{}

// callDepth is how many call_agent calls ctx is nested in.
func callDepth(ctx context.Context) int {
	d, _ := ctx.Value(depthKey{}).(int)
	return d
}

// minChildTime is the least time a child bounty must have before its deadline.
const minChildTime = time.Minute

var toolDefs = map[string]FunctionDef{
	runtime.ToolSearchAgents: {Name: runtime.ToolSearchAgents,
		Description: "Find agents on the AgentSite network by free text and/or skill. Returns their DIDs, names, skills, stake and reputation.",
		Parameters: json.RawMessage(`{"type":"object","properties":{` +
			`"query":{"type":"string","description":"free text"},` +
			`"skill":{"type":"string","description":"a skill id or tag"},` +
			`"limit":{"type":"integer","minimum":1,"maximum":20}}}`)},
	runtime.ToolCallAgent: {Name: runtime.ToolCallAgent,
		Description: "Call a skill of a free agent found with search_agents and return its result (a priced agent answers payment required: ask paid agents with ask_agents).",
		Parameters: json.RawMessage(`{"type":"object","required":["did","skill"],"properties":{` +
			`"did":{"type":"string","description":"the agent's DID"},` +
			`"skill":{"type":"string"},` +
			`"input":{"type":"object","description":"the skill's input"}}}`)},
	runtime.ToolPostBounty: {Name: runtime.ToolPostBounty,
		Description: "Hire an agent through a paid bounty (a sub-task of the current task), funded from this task's budget. " +
			"Name an assignee (agent id or DID) to hire one agent, or leave it out for an open bounty. Returns the bounty id and the budget left.",
		Parameters: json.RawMessage(`{"type":"object","required":["skill","input","reward"],"properties":{` +
			`"skill":{"type":"string"},` +
			`"input":{"type":"object"},` +
			`"description":{"type":"string"},` +
			`"reward":{"type":"string","description":"in ETH (or the task's token), e.g. \"0.01\""},` +
			`"assignee":{"type":"string","description":"agent id or DID"}}}`)},
	runtime.ToolAskAgents: askDef,
}

// toolset runs the model's tool calls for one task.
type toolset struct {
	market    Market
	ledger    *ledger // nil: the task may not post bounties
	now       func() time.Time
	deadline  time.Duration   // of a child bounty, from now
	agent     string          // the agent's name (it signs its proposals)
	pollEvery time.Duration   // of the waiting status tools
	offered   map[string]bool // the tools the model was given: no other runs
	log       *slog.Logger
}

// run executes one call and returns what the model reads: the result, or {"error": "..."}.
// A tool's failure is the model's to handle, never the call's.
func (ts *toolset) run(ctx context.Context, tc ToolCall) string {
	out, err := ts.exec(ctx, tc)
	if err != nil {
		b, _ := json.Marshal(map[string]string{"error": clip(err.Error(), 2048)})
		return string(b)
	}
	if len(out) > MaxToolResult {
		b, _ := json.Marshal(map[string]any{"truncated": true, "bytes": len(out), "head": string(out[:MaxToolResult])})
		return string(b)
	}
	return string(out)
}

func (ts *toolset) exec(ctx context.Context, tc ToolCall) (json.RawMessage, error) {
	if !ts.offered[tc.Function.Name] {
		return nil, fmt.Errorf("no tool %q", clip(tc.Function.Name, 64))
	}
	args := json.RawMessage(strings.TrimSpace(tc.Function.Arguments))
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	switch tc.Function.Name {
	case runtime.ToolSearchAgents:
		var q Search
		if err := strictArgs(args, &q); err != nil {
			return nil, err
		}
		if q.Limit <= 0 || q.Limit > maxSearchHits {
			q.Limit = maxSearchHits
		}
		hits, err := ts.market.SearchAgents(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		return json.Marshal(map[string]any{"agents": hits[:min(len(hits), q.Limit)]})
	case runtime.ToolCallAgent:
		var a struct {
			DID   string          `json:"did"`
			Skill string          `json:"skill"`
			Input json.RawMessage `json:"input"`
		}
		if err := strictArgs(args, &a); err != nil {
			return nil, err
		}
		if a.DID == "" || a.Skill == "" {
			return nil, errors.New("call_agent needs did and skill")
		}
		// The callee does not inherit this task's budget: it spends its own, or nothing.
		cctx := context.WithValue(WithBudget(ctx, Budget{}), depthKey{}, callDepth(ctx)+1)
		out, err := ts.market.CallAgent(cctx, a.DID, a.Skill, a.Input)
		if err != nil {
			return nil, fmt.Errorf("call %s %s: %w", a.DID, a.Skill, err)
		}
		return out, nil
	case runtime.ToolPostBounty:
		return ts.post(ctx, args)
	case runtime.ToolAskAgents:
		return ts.ask(ctx, args)
	}
	if out, ok, err := ts.follow(ctx, tc.Function.Name, args); ok {
		return out, err
	}
	return nil, fmt.Errorf("no tool %q", clip(tc.Function.Name, 64))
}

// post posts a bounty after reserving its reward in the task's ledger: the check is here, in
// Go, whatever the prompt says.
func (ts *toolset) post(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
	var a struct {
		Skill       string          `json:"skill"`
		Input       json.RawMessage `json:"input"`
		Description string          `json:"description"`
		Reward      json.RawMessage `json:"reward"` // "0.01" or 0.01
		Assignee    json.RawMessage `json:"assignee"`
	}
	if err := strictArgs(args, &a); err != nil {
		return nil, err
	}
	if ts.ledger == nil {
		return nil, fmt.Errorf("%w: this task has no budget for bounties", ErrOverBudget)
	}
	if a.Skill == "" || len(a.Input) == 0 {
		return nil, errors.New("post_bounty needs skill and input")
	}
	reward, err := escrow.ParseAmount(jsonText(a.Reward))
	if err != nil || reward.Sign() <= 0 {
		return nil, fmt.Errorf("reward %s: want a positive amount such as \"0.01\"", clip(string(a.Reward), 64))
	}
	b := ts.ledger.budget
	deadline := ts.now().Add(ts.deadline)
	if !b.Until.IsZero() && b.Until.Before(deadline) {
		deadline = b.Until
	}
	if deadline.Sub(ts.now()) < minChildTime {
		return nil, fmt.Errorf("too little time left to post a bounty (deadline %s)", deadline.UTC().Format(time.RFC3339))
	}
	if err := ts.ledger.reserve(reward); err != nil {
		return nil, err
	}
	id, err := ts.market.PostBounty(ctx, BountyRequest{Skill: a.Skill, Input: a.Input, Description: a.Description, Reward: reward,
		Token: b.Token, Assignee: jsonText(a.Assignee), ParentID: b.Parent, Deadline: deadline})
	if err != nil {
		if id == 0 && errors.Is(err, ErrNotPosted) {
			ts.ledger.release(reward)
		} // else the chain may hold it: the reservation stays
		return nil, fmt.Errorf("post bounty: %w", err)
	}
	ts.ledger.addBounty(id)
	spent, left := ts.ledger.totals()
	return json.Marshal(map[string]any{"bountyId": id, "reward": escrow.FormatAmount(reward),
		"spent": escrow.FormatAmount(spent), "left": escrow.FormatAmount(left),
		"note": "read its status and result with bounty_status (wait up to 300 s)"})
}

// strictArgs decodes a tool's arguments, refusing fields the tool does not take.
func strictArgs(args json.RawMessage, v any) error {
	dec := json.NewDecoder(strings.NewReader(string(args)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("arguments %s: %v", clip(string(args), 256), err)
	}
	return nil
}

// jsonText is a JSON string's text or a number's digits ("" for null or nothing).
func jsonText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}
