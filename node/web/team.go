package web

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"time"
	"unicode/utf8"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/team/teamstate"
	"github.com/agentsite/agentsite/node/units"
)

// teamDone counts the team's tasks that are done.
func teamDone(t apitypes.TeamView) int {
	n := 0
	for _, ts := range t.Tasks {
		if ts.Status == teamstate.TaskDone {
			n++
		}
	}
	return n
}

// teamSpent is what left the budget for good: paid to agents and the market's fees.
func teamSpent(t apitypes.TeamView) string {
	return units.FormatETH(new(big.Int).Add(t.Accounts.Paid.Int(), t.Accounts.Fees.Int()))
}

// teamState is the team's state as a person says it.
func teamState(t apitypes.TeamView) string {
	if !t.Concluded.IsZero() {
		return "concluded"
	}
	return string(t.State)
}

// teamAnswer is the answer, indented when it is JSON.
func teamAnswer(t apitypes.TeamView) string {
	var v any
	if len(t.Answer) == 0 || json.Unmarshal(t.Answer, &v) != nil {
		return string(t.Answer)
	}
	p, _ := json.MarshalIndent(v, "", "  ")
	return string(p)
}

// weiETH shows an amount in wei (as the team's accounts hold it) in ETH.
func weiETH(v *bounty.BigString) string { return units.FormatETH(v.Int()) }

// shownTeams is how many of the node's teams, newest first, the Teams page lists.
const shownTeams = 100

type teamsData struct {
	Teams []apitypes.TeamView
	Older int // teams not listed
	Error string
	Key   string // the start form's dedupe key
}

// teams lists the teams this node leads, newest first, with the start form.
func (a *App) teams(w http.ResponseWriter, r *http.Request, se *session) {
	d := teamsData{Key: randomID()}
	if err := a.invoke(r.Context(), "team.list", nil, &d.Teams); err != nil {
		_, f := humanize(err)
		d.Error = f.Error
	}
	sort.SliceStable(d.Teams, func(i, j int) bool { return d.Teams[i].Created.After(d.Teams[j].Created) })
	if len(d.Teams) > shownTeams {
		d.Teams, d.Older = d.Teams[:shownTeams], len(d.Teams)-shownTeams
	}
	a.render(w, se, "teams", "Teams", d)
}

// teamIDRe is a team id as the engine makes them (hex), with room to spare.
var teamIDRe = regexp.MustCompile(`^[a-z0-9-]{1,64}$`)

// shownTeamMessages is how many of a team room's latest messages the team page draws.
const shownTeamMessages = 50

type teamData struct {
	T        apitypes.TeamView
	Graph    graphSVG
	Messages []msgView
	// States and Agents fill the steering forms: the states a proposal may name, and the
	// hosted agents a member may sign as.
	States []string
	Agents []string
}

// teamData reads a team, draws its graph and reads the latest messages of its room.
func (a *App) teamData(r *http.Request, id string, names map[string]string) (teamData, error) {
	if !teamIDRe.MatchString(id) {
		return teamData{}, badInput("id", "%q is not a team id. Pick a team on the Teams page.", clip(id, 80))
	}
	var d teamData
	if err := a.invoke(r.Context(), "team.show", map[string]string{"id": id}, &d.T); err != nil {
		return d, err
	}
	d.Graph = taskGraph(*d.T.Team)
	if msgs, err := a.readRoom(r.Context(), d.T.Room, 0); err == nil {
		if len(msgs) > shownTeamMessages {
			msgs = msgs[len(msgs)-shownTeamMessages:]
		}
		for _, m := range msgs {
			d.Messages = append(d.Messages, viewOf(m, names))
		}
	}
	return d, nil
}

// teamPage shows one team; its live part follows /live/team.
func (a *App) teamPage(w http.ResponseWriter, r *http.Request, se *session) {
	names := a.names(r.Context())
	d, err := a.teamData(r, r.URL.Query().Get("id"), names)
	if err != nil {
		_, f := humanize(err)
		a.notFound(w, se, f.Error)
		return
	}
	d.States, d.Agents = apitypes.ChatStates, hostedAgents(names, a.ownDIDs(r.Context()))
	a.render(w, se, "team", "Team "+d.T.ID, d)
}

// teamOfBounty finds the team of this node that posted bounty id, and the task it was for.
func (a *App) teamOfBounty(ctx context.Context, id uint64) (teamID, task string) {
	var all []apitypes.TeamView
	if a.invoke(ctx, "team.list", nil, &all) != nil {
		return "", ""
	}
	for _, t := range all {
		for _, ts := range t.Tasks {
			for _, at := range ts.Attempts {
				if at.BountyID == id {
					return t.ID, ts.ID
				}
			}
		}
	}
	return "", ""
}

// liveTeam streams the live part of a team page each time it changes, until the team has
// concluded and none of its bounties is escrowed any more.
func (a *App) liveTeam(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	var names map[string]string
	if teamIDRe.MatchString(id) { // a bad id costs no discovery search
		names = a.names(r.Context())
	}
	a.streamView(w, r, "team", "team-live", func() (any, bool, error) {
		d, err := a.teamData(r, id, names)
		return d, err == nil && teamSettled(d), err
	})
}

// concludedLinger is how long after its conclusion a team page keeps following the room for the
// conclusion message (the engine records the conclusion, then says it in the room).
const concludedLinger = 30 * time.Second

// teamSettled says the team's page can stop following it: concluded, nothing escrowed, and the
// room's conclusion message drawn (or the linger over, if it never comes).
func teamSettled(d teamData) bool {
	if d.T.Concluded.IsZero() || d.T.Accounts.Escrowed.Int().Sign() != 0 {
		return false
	}
	if time.Since(d.T.Concluded) > concludedLinger {
		return true
	}
	return slices.ContainsFunc(d.Messages, func(m msgView) bool { return m.State == "conclusion" })
}

// clip cuts s to at most n bytes (whole characters) and marks the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
