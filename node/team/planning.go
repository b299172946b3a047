package team

import (
	"context"
	"errors"
	"fmt"
	"math/big"
)

// ErrNoPlanner: no plan was given and no agent offering the skill "plan" answered.
var ErrNoPlanner = errors.New("team: no planner")

// askPlanner gets a plan for goal from an agent offering the skill "plan".
func (e *Engine) askPlanner(ctx context.Context, goal string, budget *big.Int) (Plan, string, error) {
	if e.d.Planner == nil {
		return Plan{}, "", fmt.Errorf("%w: give a plan file", ErrNoPlanner)
	}
	skills, err := e.d.Finder.Skills(ctx, goal)
	if err != nil {
		return Plan{}, "", fmt.Errorf("team: list skills for the planner: %w", err)
	}
	raw, who, err := e.d.Planner.Plan(ctx, PlanRequest{Goal: goal, Budget: budget.String(), Skills: skills})
	if err != nil && who == "" {
		return Plan{}, "", fmt.Errorf("%w: %v", ErrNoPlanner, err)
	}
	if err != nil {
		return Plan{}, "", fmt.Errorf("%w: planner %s: %v", ErrBadPlan, who, err)
	}
	p, err := DecodePlan(raw)
	if err != nil {
		return Plan{}, "", fmt.Errorf("team: plan from %s: %w", who, err)
	}
	return p, who, nil
}

// hasSkill reports whether some agent on the network offers skill.
func (e *Engine) hasSkill(ctx context.Context, skill string) (bool, error) {
	c, err := e.d.Finder.Candidates(ctx, skill)
	return len(c) > 0, err
}
