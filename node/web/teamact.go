package web

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/node/units"
)

// teamFields are the team start form's fields.
type teamFields struct {
	Key          string `json:"key"`
	Goal         string `json:"goal"`
	Budget       string `json:"budget"`
	Plan         string `json:"plan"` // JSON text; empty: a planner agent makes the plan
	ClaimTimeout string `json:"claimTimeout"`
}

// maxGoal bounds a goal, as the team engine does.
const maxGoal = 4096

// actTeam starts a team once per form (its key): a double click or a resent request gets the
// first answer, the team's page.
func (a *App) actTeam(ctx context.Context, body []byte) (any, error) {
	var f teamFields
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	params, err := f.params(ctx)
	if err != nil {
		return nil, err
	}
	return a.dedupe.do(f.Key, func() (any, error) {
		var out struct {
			ID string `json:"id"`
		}
		if err := a.invoke(ctx, "team.start", params, &out); err != nil {
			return nil, err
		}
		return map[string]any{"id": out.ID, "next": "/teams/team?id=" + out.ID}, nil
	})
}

// params checks every field before anything is sent and builds team.start's parameters. A
// plan is checked as the node checks it, except whether the network offers its skills (only
// the node can ask discovery).
func (f teamFields) params(ctx context.Context) (map[string]any, error) {
	if len(f.Key) < 16 || len(f.Key) > 64 {
		return nil, badInput("", "This form is out of date. Reload the page.")
	}
	goal := strings.TrimSpace(f.Goal)
	if goal == "" {
		return nil, badInput("goal", "Say what the team should achieve, in a sentence.")
	}
	if len(goal) > maxGoal {
		return nil, badInput("goal", "Keep the goal under 4,096 characters.")
	}
	budget, err := units.ParseETH(f.Budget)
	if err != nil || budget.Sign() <= 0 {
		return nil, badInput("budget", "The budget must be a positive amount of ETH, e.g. 0.05.")
	}
	p := map[string]any{"goal": goal, "budget": f.Budget}
	if f.ClaimTimeout != "" {
		if v, err := time.ParseDuration(f.ClaimTimeout); err != nil || v < time.Second || v > time.Hour {
			return nil, badInput("claimTimeout", "The claim timeout must be a duration such as 30s or 2m (1 s to 1 h).")
		}
		p["claimTimeout"] = f.ClaimTimeout
	}
	if strings.TrimSpace(f.Plan) == "" {
		return p, nil
	}
	if len(f.Plan) > maxInput {
		return nil, badInput("plan", "The plan is larger than 64 KiB. Send a smaller one.")
	}
	plan, err := team.DecodePlan([]byte(f.Plan))
	if err != nil {
		return nil, badInput("plan", "The plan is not a plan: %s. It is JSON such as {\"tasks\": [{\"id\": \"t1\", \"skill\": \"summarize\", \"input\": {…}, \"share\": \"0.01\"}]}.", planReason(err))
	}
	if err := team.Validate(ctx, plan, budget, nil); err != nil {
		return nil, badInput("plan", "%s", planError(err))
	}
	p["plan"] = json.RawMessage(f.Plan)
	return p, nil
}

// planError says what is wrong with a plan, as a sentence.
func planError(err error) string {
	switch {
	case errors.Is(err, team.ErrCycle):
		return "The plan's tasks depend on each other in a circle (" + planReason(err) + "). Remove one dependency."
	case errors.Is(err, team.ErrOverBudget):
		return "The tasks' shares add up to more than the budget (" + planReason(err) + "). Raise the budget or lower the shares."
	case errors.Is(err, team.ErrTooDeep):
		return "The plan has more than 8 levels of dependencies. Make it flatter."
	default:
		return "The plan cannot run: " + planReason(err) + "."
	}
}

// planReason is the detail of a plan error without its package prefixes.
func planReason(err error) string {
	msg := err.Error()
	for _, s := range []error{team.ErrBadPlan, team.ErrCycle, team.ErrOverBudget, team.ErrTooDeep} {
		msg = strings.TrimPrefix(msg, s.Error()+": ")
	}
	return msg
}
