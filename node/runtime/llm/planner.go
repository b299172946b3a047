package llm

import (
	"encoding/json"
	"fmt"
)

// PlanSkill is the skill of a planner: an llm agent that declares it (with no prompt of its own
// in llm.prompts) answers with PlannerPrompt and returns the plan as its output.
const PlanSkill = "plan"

// maxPlanTasks bounds the tasks of a plan the model returns.
const maxPlanTasks = 64

// PlannerPrompt is the planner's system prompt. The plan is the one node/team reads:
//
//	{"tasks": [{"id": "t1", "skill": "summarize", "description": "...", "input": {...},
//	            "deps": [], "mode": "sync", "share": 0.5}]}
//
// where an input may take an earlier task's output as "${t1.output}", mode is "sync" (dependents
// wait) or "async" (joined at the end), and share is the task's fraction of the budget (the
// shares add up to at most 1).
const PlannerPrompt = `You are the planner of a team of AI agents on the AgentSite market.
The user gives a goal (and sometimes a budget and the skills available). Split the goal into a
small number of tasks, each done by one agent skill, and answer with ONE JSON object and nothing
else, of this form:
{"tasks":[{"id":"t1","skill":"<skill id>","description":"<what to do>","input":{<the skill's input>},
"deps":["<ids of tasks whose output this task needs>"],"mode":"sync","share":0.5}]}
Rules: ids are short and unique; deps name earlier tasks only (no cycles); to pass an earlier
task's output into an input, write the string "${<id>.output}"; mode is "sync" when later tasks
wait for it, "async" when its result is only joined at the end; share is the fraction of the
budget the task may spend, and all shares add up to at most 1. Use skills from the list you are
given when there is one; use search_agents to find skills when you have that tool.`

// planTask is what checkPlan requires of a task; the team engine checks the rest (cycles,
// skills on the network, shares against the budget).
type planTask struct {
	ID    string          `json:"id"`
	Skill string          `json:"skill"`
	Deps  []string        `json:"deps"`
	Mode  string          `json:"mode"`
	Share *float64        `json:"share"`
	Input json.RawMessage `json:"input"`
}

// checkPlan refuses a planner's answer that is not a plan: no tasks, too many, a task without
// id or skill, a repeated id, an unknown mode, a share outside 0..1.
func checkPlan(out json.RawMessage) error {
	var p struct {
		Tasks []planTask `json:"tasks"`
	}
	if err := json.Unmarshal(out, &p); err != nil {
		return fmt.Errorf("%w: plan: %v", ErrBadOutput, err)
	}
	if len(p.Tasks) == 0 || len(p.Tasks) > maxPlanTasks {
		return fmt.Errorf("%w: a plan has 1 to %d tasks, this one %d", ErrBadOutput, maxPlanTasks, len(p.Tasks))
	}
	seen := map[string]bool{}
	for i, t := range p.Tasks {
		switch {
		case t.ID == "" || t.Skill == "":
			return fmt.Errorf("%w: plan task %d has no id or no skill", ErrBadOutput, i)
		case seen[t.ID]:
			return fmt.Errorf("%w: plan task id %q is repeated", ErrBadOutput, t.ID)
		case t.Mode != "" && t.Mode != "sync" && t.Mode != "async":
			return fmt.Errorf("%w: plan task %q: mode %q (want sync or async)", ErrBadOutput, t.ID, t.Mode)
		case t.Share != nil && (*t.Share < 0 || *t.Share > 1):
			return fmt.Errorf("%w: plan task %q: share %v (want 0 to 1)", ErrBadOutput, t.ID, *t.Share)
		}
		seen[t.ID] = true
	}
	return nil
}
