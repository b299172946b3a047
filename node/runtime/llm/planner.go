package llm

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/units"
)

// PlanSkill is the skill of a planner: an llm agent that declares it answers with
// PlannerPrompt (unless llm.prompts gives the skill a prompt of its own) and returns the plan
// itself, as the team engine (node/team) reads it; its token usage goes to the progress and
// the log, since a plan has no room for it.
const PlanSkill = "plan"

// Bounds of a plan the model returns (node/team's own limits).
const (
	maxPlanTasks = 64
	maxTaskID    = 32
)

// PlannerPrompt is the planner's system prompt. The plan is node/team's:
//
//	{"tasks": [{"id": "t1", "skill": "summarize", "description": "...", "input": {...},
//	            "deps": [], "mode": "sync", "share": "0.01"}], "final": "t2"}
//
// where an input takes an earlier task's output as {"$from": "t1"} (or {"$from": "t1",
// "path": "summary"}, or "{{t1}}" inside a string), mode is "sync" (dependents wait) or
// "async" (joined at the end; nothing depends on it), share is the task's reward in ETH, the
// shares add up to at most the budget, and final (optional) names the task whose output is the
// answer.
const PlannerPrompt = `You are the planner of a team of AI agents on the AgentSite market.
You get a goal, a budget in ETH and the skills agents on the network offer. Split the goal into
a few tasks, each done by one agent skill from that list, and answer with ONE JSON object and
nothing else:
{"tasks":[{"id":"t1","skill":"<skill>","description":"<what to do>","input":{<the skill's input>},
"deps":[],"mode":"sync","share":"0.01"}],"final":"<id of the task whose output is the answer>"}
Rules: ids are 1-32 characters of a-z 0-9 _ - and unique; deps lists the tasks that must finish
first (no cycles); to pass an earlier task's output into an input write {"$from":"t1"} (or
{"$from":"t1","path":"<field>"}), and only for a task listed in deps; mode is "sync" when other
tasks wait for it and "async" when its result is only joined at the end (no task may depend on
an async one); share is the task's reward in ETH as a string, and all shares together must not
exceed the budget. Leave out "final" to join the outputs of the last tasks.`

// planRequest is the planner's input (node/team's PlanRequest): the budget is in wei.
type planRequest struct {
	Goal   string   `json:"goal"`
	Budget string   `json:"budget"`
	Skills []string `json:"skills"`
}

// planUserText renders a plan request for the model (budget in ETH, the skills listed), and
// returns the budget; other inputs go as userText makes them, with no budget.
func planUserText(input json.RawMessage) (string, *big.Int) {
	var r planRequest
	if json.Unmarshal(input, &r) != nil || r.Goal == "" {
		return userText(input), nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Goal: %s\n", r.Goal)
	budget, ok := new(big.Int).SetString(r.Budget, 10)
	if ok && budget.Sign() > 0 {
		fmt.Fprintf(&b, "Budget: %s ETH\n", escrow.FormatAmount(budget))
	} else {
		budget = nil
	}
	if len(r.Skills) > 0 {
		fmt.Fprintf(&b, "Skills on the network: %s\n", strings.Join(r.Skills, ", "))
	}
	return b.String(), budget
}

// planTask is a task as node/team decodes it (unknown fields refused there too).
type planTask struct {
	ID          string          `json:"id"`
	Skill       string          `json:"skill"`
	Description string          `json:"description,omitempty"`
	Input       json.RawMessage `json:"input,omitempty"`
	Deps        []string        `json:"deps,omitempty"`
	Mode        string          `json:"mode,omitempty"`
	Share       string          `json:"share"`
}

// checkPlan refuses a planner's answer the team engine would refuse for its form: unknown
// fields, no tasks or too many, a bad or repeated id, no skill, an unknown mode or dependency,
// a share that is not a positive amount, shares past the budget (when the request gave one).
// The engine checks the rest (cycles, depth, skills on the network).
func checkPlan(out json.RawMessage, budget *big.Int) error {
	var p struct {
		Goal  string     `json:"goal,omitempty"`
		Tasks []planTask `json:"tasks"`
		Final string     `json:"final,omitempty"`
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("%w: plan: %v", ErrBadOutput, err)
	}
	if len(p.Tasks) == 0 || len(p.Tasks) > maxPlanTasks {
		return fmt.Errorf("%w: a plan has 1 to %d tasks, this one %d", ErrBadOutput, maxPlanTasks, len(p.Tasks))
	}
	ids := map[string]bool{}
	for i, t := range p.Tasks {
		switch {
		case t.ID == "" || len(t.ID) > maxTaskID || strings.Trim(t.ID, "abcdefghijklmnopqrstuvwxyz0123456789_-") != "":
			return fmt.Errorf("%w: plan task %d: id %q (1-%d of a-z 0-9 _ -)", ErrBadOutput, i, clip(t.ID, 40), maxTaskID)
		case ids[t.ID]:
			return fmt.Errorf("%w: plan task id %q is repeated", ErrBadOutput, t.ID)
		case t.Skill == "":
			return fmt.Errorf("%w: plan task %q has no skill", ErrBadOutput, t.ID)
		case t.Mode != "" && t.Mode != "sync" && t.Mode != "async":
			return fmt.Errorf("%w: plan task %q: mode %q (want sync or async)", ErrBadOutput, t.ID, t.Mode)
		}
		ids[t.ID] = true
	}
	sum := new(big.Int)
	for _, t := range p.Tasks {
		for _, d := range t.Deps {
			if !ids[d] {
				return fmt.Errorf("%w: plan task %q depends on %q, which is not in the plan", ErrBadOutput, t.ID, clip(d, 40))
			}
		}
		v, err := units.ParseETH(t.Share)
		if err != nil || v.Sign() <= 0 {
			return fmt.Errorf("%w: plan task %q: share %q (want a positive amount of ETH such as \"0.01\")", ErrBadOutput, t.ID, clip(t.Share, 40))
		}
		sum.Add(sum, v)
	}
	if budget != nil && sum.Cmp(budget) > 0 {
		return fmt.Errorf("%w: the shares add up to %s ETH, the budget is %s ETH", ErrBadOutput, escrow.FormatAmount(sum), escrow.FormatAmount(budget))
	}
	if p.Final != "" && !ids[p.Final] {
		return fmt.Errorf("%w: final task %q is not in the plan", ErrBadOutput, clip(p.Final, 40))
	}
	return nil
}
