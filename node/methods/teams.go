package methods

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/node/units"
)

func (m *Methods) teamStart(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.TeamStartParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	budget, err := units.ParseETH(p.Budget)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("budget: %w", err))
	}
	r := team.StartRequest{Goal: p.Goal, Budget: budget, Plan: p.Plan, ParentID: p.ParentID, Limits: team.Limits{MaxAttempts: p.MaxAttempts}}
	if p.ClaimTimeout != "" {
		if r.Limits.ClaimTimeout, err = parseDuration(p.ClaimTimeout, 0); err != nil {
			return nil, api.InvalidParams(fmt.Errorf("claim timeout: %w", err))
		}
	}
	if p.TaskTimeout != "" {
		if r.Limits.TaskTimeout, err = parseDuration(p.TaskTimeout, 0); err != nil {
			return nil, api.InvalidParams(fmt.Errorf("task timeout: %w", err))
		}
	}
	t, err := m.b.Teams.Begin(ctx, r)
	if errors.Is(err, team.ErrBadPlan) || errors.Is(err, team.ErrCycle) || errors.Is(err, team.ErrUnknownSkill) ||
		errors.Is(err, team.ErrOverBudget) || errors.Is(err, team.ErrTooDeep) {
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	return m.teamView(t), nil
}

func (m *Methods) teamView(t *team.Team) apitypes.TeamView {
	return apitypes.TeamView{Team: t, Accounts: m.b.Teams.Accounts(t)}
}

type teamIDParams struct {
	ID string `json:"id"`
}

func (m *Methods) teamShow(ctx context.Context, raw json.RawMessage) (any, error) {
	var p teamIDParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if _, err := m.b.Index.Sync(ctx); err != nil {
		return nil, err
	}
	t, err := m.b.Teams.Show(p.ID)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	return m.teamView(t), nil
}

func (m *Methods) teamList(context.Context, json.RawMessage) (any, error) {
	all, err := m.b.Teams.List()
	if err != nil {
		return nil, err
	}
	out := make([]apitypes.TeamView, 0, len(all))
	for _, t := range all {
		out = append(out, m.teamView(t))
	}
	return out, nil
}

// teamPropose posts a proposal in a team's room: a state (a pause with its trigger, an
// assignment) or a revised plan. The room's engine decides it (the leader's own at once, a
// member's by vote).
func (m *Methods) teamPropose(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.TeamProposeParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	body, err := m.proposal(p)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	room, err := m.b.Teams.Post(ctx, p.As, p.Team, team.TypeProposal, body)
	if err != nil {
		return nil, err
	}
	return apitypes.TeamPosted{Room: room, ID: body.ID}, nil
}

// proposal checks team.propose's parameters and builds the proposal.
func (m *Methods) proposal(p apitypes.TeamProposeParams) (team.ProposalBody, error) {
	b := team.ProposalBody{ID: p.ID, State: chat.State(p.State), Reason: p.Reason}
	if b.ID == "" {
		b.ID = "p" + strconv.FormatInt(m.b.Now().UnixMilli(), 36)
	}
	if p.Team == "" || len(b.ID) > 64 {
		return b, errors.New("a team id and a proposal id of at most 64 characters are required")
	}
	if (p.State == "") == (len(p.Plan) == 0) {
		return b, errors.New("propose a state or a plan")
	}
	if b.State != "" && !b.State.Valid() {
		return b, fmt.Errorf("state %q: want one of %v", p.State, chat.States)
	}
	if len(p.Plan) > 0 {
		plan, err := team.DecodePlan(p.Plan)
		if err != nil {
			return b, err
		}
		b.Plan = &plan
	}
	if p.At != "" || p.After != "" || p.Task != "" || p.Message != "" {
		tr := &team.Trigger{Task: p.Task, Message: p.Message}
		switch {
		case p.At != "":
			at, err := time.Parse(time.RFC3339, p.At)
			if err != nil {
				return b, fmt.Errorf("at: %w", err)
			}
			tr.At = at
		case p.After != "":
			d, err := time.ParseDuration(p.After)
			if err != nil || d <= 0 {
				return b, fmt.Errorf("after %q: want a duration such as 10m", p.After)
			}
			tr.At = m.b.Now().Add(d)
		}
		b.Trigger = tr
	}
	if b.State == chat.StatePause && b.Trigger == nil {
		return b, errors.New("a pause needs a trigger: at, after, task or message")
	}
	if p.AssignTask != "" || p.AssignAgent != "" {
		if p.AssignTask == "" || p.AssignAgent == "" || b.State != chat.StateTaskAssignment {
			return b, errors.New("an assignment is state task_assignment with a task and an agent DID")
		}
		b.Assign = &team.Assignment{Task: p.AssignTask, Agent: p.AssignAgent}
	}
	return b, nil
}

// teamVote posts a vote on a proposal of a team's room.
func (m *Methods) teamVote(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.TeamVoteParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if p.Team == "" || p.ID == "" || len(p.ID) > 64 {
		return nil, api.InvalidParams(errors.New("a team id and a proposal id are required"))
	}
	room, err := m.b.Teams.Post(ctx, p.As, p.Team, team.TypeVote, team.ProposalBody{ID: p.ID, Yes: p.Yes})
	if err != nil {
		return nil, err
	}
	return apitypes.TeamPosted{Room: room, ID: p.ID}, nil
}
