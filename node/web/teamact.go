package web

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/team/teamstate"
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
	plan, err := teamstate.DecodePlan([]byte(f.Plan))
	if err != nil {
		return nil, badInput("plan", "The plan is not a plan: %s. It is JSON such as {\"tasks\": [{\"id\": \"t1\", \"skill\": \"summarize\", \"input\": {…}, \"share\": \"0.01\"}]}.", planReason(err))
	}
	if err := teamstate.Validate(ctx, plan, budget, nil); err != nil {
		return nil, badInput("plan", "%s", planError(err))
	}
	p["plan"] = json.RawMessage(f.Plan)
	return p, nil
}

// planError says what is wrong with a plan, as a sentence.
func planError(err error) string {
	switch {
	case errors.Is(err, teamstate.ErrCycle):
		return "The plan's tasks depend on each other in a circle (" + planReason(err) + "). Remove one dependency."
	case errors.Is(err, teamstate.ErrOverBudget):
		return "The tasks' shares add up to more than the budget (" + planReason(err) + "). Raise the budget or lower the shares."
	case errors.Is(err, teamstate.ErrTooDeep):
		return "The plan has more than 8 levels of dependencies. Make it flatter."
	default:
		return "The plan cannot run: " + planReason(err) + "."
	}
}

// planReason is the detail of a plan error without its package prefixes.
func planReason(err error) string {
	msg := err.Error()
	for _, s := range []error{teamstate.ErrBadPlan, teamstate.ErrCycle, teamstate.ErrOverBudget, teamstate.ErrTooDeep} {
		msg = strings.TrimPrefix(msg, s.Error()+": ")
	}
	return msg
}

// proposeFields are the steer form's fields (team.propose's, the plan aside).
type proposeFields struct {
	Team        string `json:"team"`
	State       string `json:"state"`
	After       string `json:"after"`
	Task        string `json:"task"`
	Message     string `json:"message"`
	AssignTask  string `json:"assignTask"`
	AssignAgent string `json:"assignAgent"`
	Reason      string `json:"reason"`
	As          string `json:"as"`
}

// actPropose posts a proposal in a team's room (team.propose): the node checks the rules and
// says what it refuses.
func (a *App) actPropose(ctx context.Context, body []byte) (any, error) {
	var f proposeFields
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	if !teamIDRe.MatchString(f.Team) {
		return nil, badInput("", "This form is out of date. Reload the page.")
	}
	if !slices.Contains(apitypes.ChatStates, f.State) {
		return nil, badInput("state", "Pick a state from the list.")
	}
	if f.State == "pause" && f.After == "" && f.Task == "" && f.Message == "" {
		return nil, badInput("after", "A pause needs a trigger: a time to wait, a task to wait for, or a member's words.")
	}
	if f.After != "" {
		if d, err := time.ParseDuration(f.After); err != nil || d <= 0 || d > 24*time.Hour {
			return nil, badInput("after", "Wait for a duration such as 10m or 1h (at most 24 h).")
		}
	}
	if (f.AssignTask != "") != (f.AssignAgent != "") || f.AssignTask != "" && f.State != "task_assignment" {
		return nil, badInput("assignTask", "An assignment names a task and an agent's DID, with the state task_assignment.")
	}
	p := apitypes.TeamProposeParams{Team: f.Team, State: f.State, After: f.After, Task: f.Task, Message: f.Message,
		AssignTask: f.AssignTask, AssignAgent: f.AssignAgent, Reason: f.Reason, As: f.As}
	var out apitypes.TeamPosted
	if err := a.invoke(ctx, "team.propose", p, &out); err != nil {
		return nil, err
	}
	return map[string]string{"ok": out.ID}, nil
}

// voteFields are the vote form's fields.
type voteFields struct {
	Team string `json:"team"`
	ID   string `json:"id"`
	Vote string `json:"vote"`
	As   string `json:"as"`
}

// actVote posts a vote on a proposal of a team's room (team.vote).
func (a *App) actVote(ctx context.Context, body []byte) (any, error) {
	var f voteFields
	if err := decodeForm(body, &f); err != nil {
		return nil, err
	}
	if !teamIDRe.MatchString(f.Team) {
		return nil, badInput("", "This form is out of date. Reload the page.")
	}
	if f.ID == "" || len(f.ID) > 64 {
		return nil, badInput("id", "Name the proposal you vote on (its id in the Proposals table).")
	}
	if f.Vote != "yes" && f.Vote != "no" {
		return nil, badInput("vote", "Vote yes or no.")
	}
	var out apitypes.TeamPosted
	if err := a.invoke(ctx, "team.vote", apitypes.TeamVoteParams{Team: f.Team, ID: f.ID, Yes: f.Vote == "yes", As: f.As}, &out); err != nil {
		return nil, err
	}
	return map[string]string{"ok": out.ID}, nil
}
