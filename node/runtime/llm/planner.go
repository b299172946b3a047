package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/team"
)

// PlanSkill is the skill of a planner: an llm agent that declares it answers with
// PlannerPrompt (unless llm.prompts gives the skill a prompt of its own) and returns the plan
// itself, as the team engine (node/team) reads it; its token usage goes to the progress and
// the log, since a plan has no room for it.
const PlanSkill = "plan"

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
exceed the budget. Leave out "final" to join the outputs of the last tasks.
Give each task the input its skill takes, from the goal's own words or an earlier task's output
of the kind it takes (a summary is text, not source code); never wire an output into an input
that cannot take it. If the goal does not give some task what it needs, answer {"tasks":[]}:
the goal is then refused before anything is paid.`

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

// checkPlan refuses a planner's answer the team engine would refuse, with node/team's own
// decoding and checks (all but the skills on the network, which the engine checks with its
// discovery): unknown fields, ids, modes, inputs, dependencies, cycles, depth, and shares within
// the budget (when the request gave one; otherwise their own sum).
func checkPlan(out json.RawMessage, budget *big.Int) error {
	p, err := team.DecodePlan(out)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrBadOutput, err)
	}
	if budget == nil {
		budget = p.Total()
	}
	if err := team.Validate(context.Background(), p, budget, nil); err != nil {
		return fmt.Errorf("%w: %v", ErrBadOutput, err)
	}
	return nil
}
