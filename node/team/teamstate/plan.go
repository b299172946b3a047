package teamstate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/node/units"
)

// Limits every plan must keep, whoever wrote it (a user's file, a planner agent on the network).
const (
	// MaxPlanSize bounds a plan's JSON: a planner's answer is read only up to it.
	MaxPlanSize = 256 << 10
	// MaxTasks bounds a plan's tasks: each is a bounty, a message and a line of state.
	MaxTasks = 64
	// MaxDepth bounds the longest dependency chain (levels of the graph).
	MaxDepth = 8
	// MaxNesting bounds nested teams: a team started for a claimed task of another team.
	MaxNesting = 3
	// maxIDLen bounds a task id (it is a chat task_id and part of bounty descriptions).
	maxIDLen = 32
)

// Mode says whether dependents wait for a task.
type Mode string

// The modes. Sync: dependents wait for the result. Async: fire-and-forget, its result is only
// joined into the final answer, so no task may depend on it.
const (
	ModeSync  Mode = "sync"
	ModeAsync Mode = "async"
)

// Plan is a goal's task graph.
type Plan struct {
	// Goal is what the user asked for, in words.
	Goal string `json:"goal,omitempty"`
	// Tasks are the graph's nodes; their Deps are its edges.
	Tasks []Task `json:"tasks"`
	// Final names the task whose output is the answer (an aggregation step: any skill that
	// takes the others' outputs). Empty: the built-in join of every task nothing depends on.
	Final string `json:"final,omitempty"`
	// Usage is the tokens the planner's call took, when an llm planner reports them.
	Usage *Usage `json:"usage,omitempty"`
}

// Task is one sub-task: a skill to hire for (or, with Ask, to auction one call of), paid from
// the budget.
type Task struct {
	// ID names the task in the plan, in inputs ({"$from": id}) and in the room (task_id).
	ID string `json:"id"`
	// Skill is the skill id, tag or name an agent must offer.
	Skill string `json:"skill"`
	// Description says what is wanted; it goes into the bounty's spec.
	Description string `json:"description,omitempty"`
	// Input is the agent's input. Any object {"$from": "t1"} in it is replaced by t1's output
	// ({"$from": "t1", "path": "summary"} by one field of it), and "{{t1}}" or "{{t1.summary}}"
	// inside a string by the output's text.
	Input json.RawMessage `json:"input,omitempty"`
	// Deps are the tasks that must be done first.
	Deps []string `json:"deps,omitempty"`
	// Mode is sync (default) or async.
	Mode Mode `json:"mode,omitempty"`
	// Share is the reward of one attempt: "0.01", "0.01 ETH" or "10000 wei" (of an auctioned
	// task, the most its call may cost).
	Share string `json:"share"`
	// Ask settles the task by a swarm auction, paid by voucher, instead of a bounty (nil).
	Ask *AskTerms `json:"ask,omitempty"`
}

// Errors a bad plan is refused with; callers test them with errors.Is.
var (
	ErrBadPlan      = errors.New("team: bad plan")
	ErrCycle        = errors.New("team: plan has a dependency cycle")
	ErrUnknownSkill = errors.New("team: no agent on the network offers the skill")
	ErrOverBudget   = errors.New("team: plan's shares exceed the budget")
	ErrTooDeep      = errors.New("team: plan too deep")
)

// DecodePlan reads a plan from JSON (at most MaxPlanSize bytes, unknown fields refused).
func DecodePlan(b []byte) (Plan, error) {
	var p Plan
	if len(b) > MaxPlanSize {
		return p, fmt.Errorf("%w: %d bytes, limit %d", ErrBadPlan, len(b), MaxPlanSize)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return p, fmt.Errorf("%w: %v", ErrBadPlan, err)
	}
	if dec.More() {
		return p, fmt.Errorf("%w: trailing data after the plan", ErrBadPlan)
	}
	return p, nil
}

// ShareWei is the task's share in wei.
func (t Task) ShareWei() (*big.Int, error) {
	v, err := units.ParseETH(t.Share)
	if err != nil {
		return nil, fmt.Errorf("%w: task %q: share: %v", ErrBadPlan, t.ID, err)
	}
	return v, nil
}

// RunMode is the task's mode with the default applied (sync).
func (t Task) RunMode() Mode {
	if t.Mode == "" {
		return ModeSync
	}
	return t.Mode
}

// Task returns the task with id, if any.
func (p Plan) Task(id string) (Task, bool) {
	for _, t := range p.Tasks {
		if t.ID == id {
			return t, true
		}
	}
	return Task{}, false
}

// Sinks are the tasks nothing depends on, in plan order: the built-in join's inputs.
func (p Plan) Sinks() []string {
	used := map[string]bool{}
	for _, t := range p.Tasks {
		for _, d := range t.Deps {
			used[d] = true
		}
	}
	var out []string
	for _, t := range p.Tasks {
		if !used[t.ID] {
			out = append(out, t.ID)
		}
	}
	return out
}

// Total is the sum of the shares in wei (the plan must be valid).
func (p Plan) Total() *big.Int {
	sum := new(big.Int)
	for _, t := range p.Tasks {
		if v, err := t.ShareWei(); err == nil {
			sum.Add(sum, v)
		}
	}
	return sum
}

// validID: 1..maxIDLen of a-z 0-9 _ -.
func validID(s string) bool {
	if s == "" || len(s) > maxIDLen {
		return false
	}
	return strings.IndexFunc(s, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '_' && r != '-'
	}) < 0
}

// PlanRequest is the input of the skill "plan".
type PlanRequest struct {
	Goal string `json:"goal"`
	// Budget is in wei.
	Budget string `json:"budget"`
	// Skills are what the network offers.
	Skills []string `json:"skills"`
}
