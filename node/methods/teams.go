package methods

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
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
