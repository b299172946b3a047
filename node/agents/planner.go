package agents

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

// Limits of the rule planner's input: it runs for strangers as any hosted agent does.
const (
	maxPlanGoal   = 4096
	maxPlanSkills = 256
)

// stepSplit splits a goal into steps: "then" and ";" (a step's text may span lines).
var stepSplit = regexp.MustCompile(`(?i)\s*(?:;|\band then\b|\bthen\b)\s*`)

// NewPlanner makes the planner agent: its skill "plan" turns a goal and the skills the network
// offers (skill ids and tags) into a teamstate.Plan by rules, with no model. The goal is split into
// steps (by "then" or ";"); each step names a skill (its id appears in the step, or a word
// shares the skill's first five letters: "summary" finds summarize). A step's input is the text
// after its colon (a JSON object there is the input as given); a step without one takes the
// previous step's result if it is of a kind the skill takes (a summary is text, not Go
// source), else the goal's (its words, or a ``` block of Go source). Each input of a built-in
// skill is checked against the skill's input schema; a step whose input is nowhere to be had
// refuses the goal, before anything is posted. Steps with their own input run in parallel,
// the others in a chain; the budget is split evenly (the remainder to the last task), so the
// shares add up to it exactly.
func NewPlanner(name string) *Builtin {
	return newBuiltin(name, skillDef{
		skill: runtime.Skill{ID: "plan", Name: "Plan", Description: "Turns a goal and the available skills into a task plan (rules, no model).",
			Tags:        []string{"plan", "team"},
			InputSchema: schema(`{"type":"object","properties":{"goal":{"type":"string"},"budget":{"type":"string"},"skills":{"type":"array","items":{"type":"string"}}},"required":["goal","budget","skills"]}`)},
		run: func(_ context.Context, in json.RawMessage, _ runtime.ProgressFunc) (any, error) {
			var r teamstate.PlanRequest
			if err := decode(in, &r); err != nil {
				return nil, err
			}
			return RulePlan(r)
		},
	})
}

// RulePlan is the planner's rule: see NewPlanner.
func RulePlan(r teamstate.PlanRequest) (teamstate.Plan, error) {
	if strings.TrimSpace(r.Goal) == "" || len(r.Goal) > maxPlanGoal {
		return teamstate.Plan{}, fmt.Errorf("%w: a goal of 1 to %d bytes is required", runtime.ErrBadInput, maxPlanGoal)
	}
	if len(r.Skills) > maxPlanSkills {
		return teamstate.Plan{}, fmt.Errorf("%w: %d skills, at most %d", runtime.ErrBadInput, len(r.Skills), maxPlanSkills)
	}
	budget, ok := new(big.Int).SetString(r.Budget, 10)
	if !ok || budget.Sign() <= 0 {
		return teamstate.Plan{}, fmt.Errorf("%w: budget %q is not a positive amount of wei", runtime.ErrBadInput, r.Budget)
	}
	var steps []string
	for _, s := range stepSplit.Split(r.Goal, -1) {
		if s = strings.TrimSpace(s); s != "" {
			steps = append(steps, s)
		}
	}
	if len(steps) > teamstate.MaxTasks {
		return teamstate.Plan{}, fmt.Errorf("%w: %d steps, at most %d", runtime.ErrBadInput, len(steps), teamstate.MaxTasks)
	}
	n := big.NewInt(int64(len(steps)))
	share := new(big.Int).Div(budget, n)
	if share.Sign() == 0 {
		return teamstate.Plan{}, fmt.Errorf("%w: a budget of %s wei does not cover %d tasks", runtime.ErrBadInput, budget, len(steps))
	}
	p := teamstate.Plan{Goal: r.Goal}
	var prev *product
	for i, step := range steps {
		head, text, hasText := strings.Cut(step, ":")
		skill, ok := matchSkill(head, r.Skills)
		if !ok {
			return teamstate.Plan{}, fmt.Errorf("%w: no skill on the network for step %q (found: %s)", runtime.ErrBadInput, step, strings.Join(r.Skills, ", "))
		}
		io, _ := ioOf(skill)
		t := teamstate.Task{ID: fmt.Sprintf("t%d", i+1), Skill: skill, Description: step, Share: new(big.Int).Set(share).String() + " wei"}
		if i == len(steps)-1 {
			last := new(big.Int).Sub(budget, new(big.Int).Mul(share, big.NewInt(int64(len(steps)-1))))
			t.Share = last.String() + " wei"
		}
		text = strings.TrimSpace(text)
		input, usesPrev, got, sample, err := stepInput(io, text, hasText && text != "", prev, r.Goal)
		if err != nil {
			return teamstate.Plan{}, fmt.Errorf("%w: the goal cannot be planned: step %d %q (skill %s): %v; give its input after a colon (%q) or in a ``` block",
				runtime.ErrBadInput, i+1, step, skill, err, skill+": …")
		}
		t.Input = input
		if usesPrev {
			t.Deps = []string{prev.task}
		}
		p.Tasks = append(p.Tasks, t)
		prev = productOf(t.ID, io, got, sample)
	}
	return p, nil
}

// matchSkill finds the skill a step names: an id in the step's words, or a word sharing the
// skill's first five letters.
func matchSkill(step string, skills []string) (string, bool) {
	words := strings.FieldsFunc(strings.ToLower(step), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	})
	for _, w := range words {
		for _, s := range skills {
			if strings.EqualFold(w, s) {
				return s, true
			}
		}
	}
	for _, w := range words {
		for _, s := range skills {
			if len(w) >= 5 && len(s) >= 5 && strings.EqualFold(w[:5], s[:5]) {
				return s, true
			}
		}
	}
	return "", false
}
