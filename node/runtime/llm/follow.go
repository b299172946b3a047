package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team"
)

// Tools a model gets besides the configured ones: bounty_status with post_bounty (a child
// bounty is followed, not fired and forgotten), team_status with start_team, and team_propose
// on a team's bounty or with start_team (IoA: the members move the team's conversation).
const (
	ToolBountyStatus = "bounty_status"
	ToolTeamStatus   = "team_status"
	ToolTeamPropose  = "team_propose"
)

// MaxWait bounds how long one bounty_status or team_status call waits for an end; the task's
// deadline bounds it too.
const MaxWait = 5 * time.Minute

// DefaultPollEvery is how often a waiting status tool looks again: the chain index polls the
// chain about as often.
const DefaultPollEvery = time.Second

// Follower reads what became of the bounties a task posted; the node implements it beside
// Market (its market holds the results sealed to it).
type Follower interface {
	BountyStatus(ctx context.Context, id uint64) (BountyStatus, error)
}

// BountyStatus is a child bounty as the model reads it.
type BountyStatus struct {
	ID      uint64 `json:"bountyId"`
	Status  string `json:"status"`
	AgentID uint64 `json:"agentId,omitempty"`
	// Final: the bounty will not change any more for the model (accepted with its result,
	// rejected, cancelled, expired, resolved).
	Final  bool            `json:"final"`
	Output json.RawMessage `json:"output,omitempty"`
	Error  string          `json:"error,omitempty"`
}

// Teams lets a model form a team under its task and steer the teams it is in; the node
// implements it with its team engine and chat rooms.
type Teams interface {
	// StartTeam forms a team (agent leads it; its bounties are children of ParentID).
	StartTeam(ctx context.Context, agent string, r TeamRequest) (TeamStatus, error)
	// TeamStatus reads a team this node leads.
	TeamStatus(ctx context.Context, id string) (TeamStatus, error)
	// Propose posts p in a team's room signed by agent: in team's room, or with team "" in the
	// room of the team bounty the task works on.
	Propose(ctx context.Context, agent, teamID string, p team.ProposalBody) error
	// InTeam reports whether the bounty the task in ctx works on is a team's.
	InTeam(ctx context.Context) bool
}

// TeamRequest is a team a model asked for, its budget checked against the task's.
type TeamRequest struct {
	Goal     string
	Plan     *team.Plan // nil: the network's planner makes one
	Budget   *big.Int   // wei
	ParentID uint64
}

// TeamStatus is a team as the model reads it.
type TeamStatus struct {
	ID        string           `json:"team"`
	State     string           `json:"state"`
	Concluded bool             `json:"concluded"`
	Reason    string           `json:"reason,omitempty"`
	Answer    json.RawMessage  `json:"answer,omitempty"`
	Tasks     []TeamTask       `json:"tasks,omitempty"`
	Accounts  *json.RawMessage `json:"accounts,omitempty"`
}

// TeamTask is one task of a team, as the model reads it.
type TeamTask struct {
	ID     string `json:"id"`
	Skill  string `json:"skill"`
	Status string `json:"status"`
}

var followDefs = map[string]FunctionDef{
	ToolBountyStatus: {Name: ToolBountyStatus,
		Description: "Read a bounty this task posted: its status and, once accepted, the hired agent's output. " +
			"With wait (seconds), waits until the bounty is final or the time is up.",
		Parameters: json.RawMessage(`{"type":"object","required":["bountyId"],"properties":{` +
			`"bountyId":{"type":"integer"},"wait":{"type":"integer","minimum":0,"maximum":300}}}`)},
	runtime.ToolStartTeam: {Name: runtime.ToolStartTeam,
		Description: "Form a team of agents for a goal, funded from this task's budget: give a plan " +
			`({"tasks":[{"id","skill","description","input","deps","share"}]}) or let the network's planner make one. Returns the team id; read it with team_status.`,
		Parameters: json.RawMessage(`{"type":"object","required":["goal","budget"],"properties":{` +
			`"goal":{"type":"string"},"budget":{"type":"string","description":"in ETH, e.g. \"0.01\""},"plan":{"type":"object"}}}`)},
	ToolTeamStatus: {Name: ToolTeamStatus,
		Description: "Read a team this task formed: its state, tasks, answer and accounts. With wait (seconds), waits until it concludes or the time is up.",
		Parameters: json.RawMessage(`{"type":"object","required":["team"],"properties":{` +
			`"team":{"type":"string"},"wait":{"type":"integer","minimum":0,"maximum":300}}}`)},
	ToolTeamPropose: {Name: ToolTeamPropose,
		Description: "Propose a move of your team's conversation: state discussion, task_assignment (with assign {task, agent DID}), " +
			"execution, pause (with trigger {at RFC 3339 time | task id | message text}) or conclusion, or a revised plan. " +
			"The team's leader decides, or its members vote; the engine enforces the rules and the budget.",
		Parameters: json.RawMessage(`{"type":"object","required":["id"],"properties":{` +
			`"team":{"type":"string","description":"the team's id; leave out for the team of the bounty you work on"},` +
			`"id":{"type":"string","description":"a name for the proposal"},` +
			`"state":{"type":"string","enum":["discussion","task_assignment","execution","pause","conclusion"]},` +
			`"trigger":{"type":"object","properties":{"at":{"type":"string"},"task":{"type":"string"},"message":{"type":"string"}}},` +
			`"assign":{"type":"object","properties":{"task":{"type":"string"},"agent":{"type":"string"}}},` +
			`"plan":{"type":"object"},"reason":{"type":"string"}}}`)},
}

// follow runs the status, team and proposal tools; ok is false for another tool.
func (ts *toolset) follow(ctx context.Context, name string, args json.RawMessage) (out json.RawMessage, ok bool, err error) {
	switch name {
	case ToolBountyStatus:
		out, err = ts.bountyStatus(ctx, args)
	case runtime.ToolStartTeam:
		out, err = ts.startTeam(ctx, args)
	case ToolTeamStatus:
		out, err = ts.teamStatus(ctx, args)
	case ToolTeamPropose:
		out, err = ts.propose(ctx, args)
	default:
		return nil, false, nil
	}
	return out, true, err
}

// bountyStatus reads (and waits for) a bounty the task posted.
func (ts *toolset) bountyStatus(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
	var a struct {
		ID   uint64 `json:"bountyId"`
		Wait int    `json:"wait"`
	}
	if err := strictArgs(args, &a); err != nil {
		return nil, err
	}
	f, _ := ts.market.(Follower)
	if f == nil || ts.ledger == nil || !ts.ledger.posted(a.ID) {
		return nil, fmt.Errorf("bounty %d: only the bounties this task posted can be read", a.ID)
	}
	var st BountyStatus
	err := ts.wait(ctx, a.Wait, func() (bool, error) {
		var err error
		st, err = f.BountyStatus(ctx, a.ID)
		return st.Final, err
	})
	if err != nil {
		return nil, fmt.Errorf("bounty %d: %w", a.ID, err)
	}
	return json.Marshal(st)
}

// startTeam forms a team after reserving its budget in the task's ledger.
func (ts *toolset) startTeam(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
	var a struct {
		Goal   string          `json:"goal"`
		Budget json.RawMessage `json:"budget"`
		Plan   json.RawMessage `json:"plan"`
	}
	if err := strictArgs(args, &a); err != nil {
		return nil, err
	}
	tm, _ := ts.market.(Teams)
	if tm == nil || ts.ledger == nil || ts.ledger.budget.Token != "" {
		return nil, fmt.Errorf("%w: this task has no ETH budget for a team", ErrOverBudget)
	}
	budget, err := escrow.ParseAmount(jsonText(a.Budget))
	if err != nil || budget.Sign() <= 0 {
		return nil, fmt.Errorf("budget %s: want a positive amount such as \"0.01\"", clip(string(a.Budget), 64))
	}
	r := TeamRequest{Goal: a.Goal, Budget: budget, ParentID: ts.ledger.budget.Parent}
	if len(a.Plan) > 0 && string(a.Plan) != "null" {
		p, err := team.DecodePlan(a.Plan)
		if err != nil {
			return nil, err
		}
		r.Plan = &p
	}
	if err := ts.ledger.reserve(budget); err != nil {
		return nil, err
	}
	st, err := tm.StartTeam(ctx, ts.agent, r)
	if err != nil {
		ts.ledger.release(budget) // a refused team posted nothing
		return nil, fmt.Errorf("start team: %w", err)
	}
	ts.ledger.addTeam(st.ID)
	return json.Marshal(st)
}

// teamStatus reads (and waits for) a team the task formed.
func (ts *toolset) teamStatus(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
	var a struct {
		ID   string `json:"team"`
		Wait int    `json:"wait"`
	}
	if err := strictArgs(args, &a); err != nil {
		return nil, err
	}
	tm, _ := ts.market.(Teams)
	if tm == nil || ts.ledger == nil || !ts.ledger.ownTeam(a.ID) {
		return nil, fmt.Errorf("team %q: only the teams this task formed can be read", clip(a.ID, 40))
	}
	var st TeamStatus
	err := ts.wait(ctx, a.Wait, func() (bool, error) {
		var err error
		st, err = tm.TeamStatus(ctx, a.ID)
		return st.Concluded, err
	})
	if err != nil {
		return nil, fmt.Errorf("team %s: %w", a.ID, err)
	}
	return json.Marshal(st)
}

// propose posts a proposal in a team's room as this agent.
func (ts *toolset) propose(ctx context.Context, args json.RawMessage) (json.RawMessage, error) {
	var a struct {
		Team string `json:"team"`
		team.ProposalBody
	}
	if err := strictArgs(args, &a); err != nil {
		return nil, err
	}
	tm, _ := ts.market.(Teams)
	if tm == nil {
		return nil, errors.New("no team to propose to")
	}
	if a.ID == "" || len(a.ID) > 64 {
		return nil, errors.New("a proposal needs an id of 1 to 64 characters")
	}
	// A named team is one this task formed: the agent leads the teams it formed, so a prompt
	// naming another of them would steer it with the leader's weight.
	if a.Team != "" && (ts.ledger == nil || !ts.ledger.ownTeam(a.Team)) {
		return nil, fmt.Errorf("team %q: only the teams this task formed, or (no team) the team of the bounty it works on", clip(a.Team, 40))
	}
	if err := tm.Propose(ctx, ts.agent, a.Team, a.ProposalBody); err != nil {
		return nil, fmt.Errorf("propose: %w", err)
	}
	return json.Marshal(map[string]string{"proposed": a.ID, "note": "the leader decides, or the members vote; read the room's answer with team_status (your own team)"})
}

// wait calls check until it reports done, secs pass (at most MaxWait, and never past the
// task's deadline), or ctx ends; the last reading stands either way.
func (ts *toolset) wait(ctx context.Context, secs int, check func() (bool, error)) error {
	limit := min(time.Duration(max(secs, 0))*time.Second, MaxWait)
	if ts.ledger != nil && !ts.ledger.budget.Until.IsZero() {
		limit = min(limit, ts.ledger.budget.Until.Sub(ts.now()))
	}
	every := ts.pollEvery
	if every <= 0 {
		every = DefaultPollEvery
	}
	end := time.NewTimer(max(limit, 0))
	defer end.Stop()
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		done, err := check()
		if err != nil || done {
			return err
		}
		select {
		case <-ctx.Done():
			return nil
		case <-end.C:
			return nil
		case <-tick.C:
		}
	}
}

// followTools are the tools a call gets besides the configured ones.
func (a *Agent) followTools(ctx context.Context, ledger *ledger) []Tool {
	var out []Tool
	add := func(name string) { out = append(out, Tool{Type: "function", Function: followDefs[name]}) }
	if _, ok := a.market.(Follower); ok && ledger != nil && hasTool(a.llm.Tools, runtime.ToolPostBounty) {
		add(ToolBountyStatus)
	}
	if tm, ok := a.market.(Teams); ok {
		leads := ledger != nil && hasTool(a.llm.Tools, runtime.ToolStartTeam)
		if leads {
			add(runtime.ToolStartTeam)
			add(ToolTeamStatus)
		}
		if _, task := BudgetFrom(ctx); leads || task && tm.InTeam(ctx) {
			add(ToolTeamPropose)
		}
	}
	return out
}

// posted reports whether the task posted bounty id.
func (l *ledger) posted(id uint64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Contains(l.bounties, id)
}

// addBounty and addTeam record what the task started, for the status tools.
func (l *ledger) addBounty(id uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.bounties = append(l.bounties, id)
}

func (l *ledger) addTeam(id string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.teams = append(l.teams, id)
}

// ownTeam reports whether the task formed team id.
func (l *ledger) ownTeam(id string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Contains(l.teams, id)
}
