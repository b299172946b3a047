package llmmarket

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/team"
)

// The llm agents' follow-up and team tools (llm.Follower, llm.Teams): a child bounty's status
// and result from the market (sealed to this node), nested teams through the team engine, and
// proposals signed by the agent in its team's room.

// BountyStatus reads a bounty this node posted: its status as the index has it, and the result
// once the market accepted it.
func (m Market) BountyStatus(ctx context.Context, id uint64) (llm.BountyStatus, error) {
	mk := m.Escrow()
	if mk == nil {
		return llm.BountyStatus{}, errors.New("the market is not running")
	}
	j, ok := mk.Job(id)
	if !ok || j.Role != escrow.RoleRequester {
		return llm.BountyStatus{}, fmt.Errorf("bounty %d was not posted by this node", id)
	}
	if _, err := m.Index.Sync(ctx); err != nil {
		return llm.BountyStatus{}, err
	}
	st := llm.BountyStatus{ID: id, Status: "posted", Error: j.Err}
	b, err := m.Index.Bounty(id)
	if err == nil {
		st.Status, st.AgentID = b.Status.String(), b.AgentID
	}
	var res escrow.Result
	switch {
	case j.Verdict == "accepted" && j.Result != nil && json.Unmarshal(j.Result, &res) == nil:
		st.Status, st.Final, st.Output = escrow.StatusAccepted.String(), true, res.Output
	case err == nil && b.Status != escrow.StatusAccepted && (b.Status.Terminal() || b.Status == escrow.StatusRejected || b.Status == escrow.StatusDisputed):
		st.Final = true // no result will come: rejected, disputed, cancelled, expired or resolved
	case err == nil && b.Status == escrow.StatusAccepted && j.Stage == escrow.StageDone:
		st.Final, st.Error = true, "accepted without a result this node holds"
	}
	return st, nil
}

// InTeam reports whether the bounty the task in ctx works on names a team's room.
func (m Market) InTeam(ctx context.Context) bool {
	return m.workRoom(ctx) != ""
}

// workRoom is the team room of the bounty the task in ctx works on ("" when none).
func (m Market) workRoom(ctx context.Context) string {
	b, ok := escrow.TaskOf(ctx)
	mk := m.Escrow()
	if !ok || mk == nil {
		return ""
	}
	j, ok := mk.Job(b.ID)
	if !ok {
		return ""
	}
	var spec escrow.Spec
	if json.Unmarshal(j.Spec, &spec) != nil || !strings.HasPrefix(spec.Room, team.RoomPrefix) || chat.ValidRoom(spec.Room) != nil {
		return ""
	}
	return spec.Room
}

// agentDID is the DID of hosted agent name.
func (m Market) agentDID(name string) (string, *identity.Key, error) {
	k := m.Keys[name]
	if k == nil {
		return "", nil, fmt.Errorf("agent %q has no key on this node", name)
	}
	return identity.DID{ChainID: m.ChainID, Address: k.Address()}.String(), k, nil
}

// StartTeam forms a team led by agent for the bounty its task works on.
func (m Market) StartTeam(ctx context.Context, agent string, r llm.TeamRequest) (llm.TeamStatus, error) {
	teams := m.Teams()
	if teams == nil {
		return llm.TeamStatus{}, errors.New("the team engine is not running")
	}
	did, _, err := m.agentDID(agent)
	if err != nil {
		return llm.TeamStatus{}, err
	}
	t, err := teams.Begin(ctx, team.StartRequest{Goal: r.Goal, Budget: r.Budget, Plan: r.Plan, ParentID: r.ParentID, Leader: did})
	if err != nil {
		return llm.TeamStatus{}, err
	}
	return m.teamStatus(teams, t), nil
}

// TeamStatus reads a team this node leads, with its accounts.
func (m Market) TeamStatus(ctx context.Context, id string) (llm.TeamStatus, error) {
	teams := m.Teams()
	if teams == nil {
		return llm.TeamStatus{}, errors.New("the team engine is not running")
	}
	if _, err := m.Index.Sync(ctx); err != nil {
		return llm.TeamStatus{}, err
	}
	t, err := teams.Show(id)
	if err != nil {
		return llm.TeamStatus{}, err
	}
	return m.teamStatus(teams, t), nil
}

func (m Market) teamStatus(teams *team.Engine, t *team.Team) llm.TeamStatus {
	st := llm.TeamStatus{ID: t.ID, State: string(t.State), Concluded: !t.Concluded.IsZero(), Reason: t.Reason, Answer: t.Answer}
	for _, ts := range t.Tasks {
		st.Tasks = append(st.Tasks, llm.TeamTask{ID: ts.ID, Skill: ts.Skill, Status: string(ts.Status)})
	}
	if acc, err := json.Marshal(teams.Accounts(t)); err == nil {
		raw := json.RawMessage(acc)
		st.Accounts = &raw
	}
	return st
}

// Propose posts p, signed by agent, in the room of team teamID, or of the team bounty the
// task works on.
func (m Market) Propose(ctx context.Context, agent, teamID string, p team.ProposalBody) error {
	room, err := proposeRoom(m.workRoom(ctx), teamID, func(id string) bool {
		teams := m.Teams()
		if teams == nil {
			return false
		}
		_, err := teams.Show(id)
		return err == nil
	})
	if err != nil {
		return err
	}
	_, key, err := m.agentDID(agent)
	if err != nil {
		return err
	}
	body, err := json.Marshal(p)
	if err != nil {
		return err
	}
	state := p.State
	if state == "" {
		state = chat.StateDiscussion
	}
	_, err = m.Chat().PostAs(ctx, key, room, chat.Draft{State: state, Type: team.TypeProposal, Content: string(body)})
	return err
}

// proposeRoom is the room a proposal goes to: team teamID's, or with teamID "" the team room
// work of the bounty the task works on. That room must not be one of the teams this node leads
// (leads): a team calls its own node's agents directly, never by a bounty, so such a bounty's
// spec names the room to borrow the agent's weight there (a team it leads decides its
// proposals at once).
func proposeRoom(work, teamID string, leads func(id string) bool) (string, error) {
	room := work
	if teamID != "" {
		room = team.RoomPrefix + teamID
	}
	if room == "" || chat.ValidRoom(room) != nil {
		return "", errors.New("no team: name one, or work on a team's bounty")
	}
	if teamID == "" && leads(strings.TrimPrefix(room, team.RoomPrefix)) {
		return "", fmt.Errorf("the bounty names %s, a team this node leads: its own agents are never hired there by a bounty", room)
	}
	return room, nil
}
