package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/apitypes"
)

// rewardText is the reward with its unit: ETH, or the ERC-20 token's address.
func rewardText(b apitypes.BountyView) string {
	if b.Token == bounty.NativeToken {
		return b.Reward + " ETH"
	}
	return b.Reward + " of token " + short(b.Token.Hex())
}

// pageSize is the bounties one board page shows.
const pageSize = 50

// statuses are the board's status filters, as bounty.list names them.
var statuses = []string{"open", "claimed", "submitted", "accepted", "rejected", "disputed", "resolved", "cancelled", "expired"}

type boardData struct {
	Status   string
	BySkill  string // the skill filter ("byskill": "skill" prefills the post form)
	Mine     bool
	Page     int
	More     bool
	Bounties []apitypes.BountyView
	Statuses []string
	Skills   []string
	Error    string
	Form     postForm
}

// postForm prefills the post form (a "hire" link names the assignee and skill).
type postForm struct {
	Key, Skill, Assignee string
}

// board lists the network's bounties from the chain index, newest first, filtered and paged.
func (a *App) board(w http.ResponseWriter, r *http.Request, se *session) {
	q := r.URL.Query()
	d := boardData{Status: q.Get("status"), Mine: q.Get("mine") == "1", Page: 1, Statuses: statuses,
		Form: postForm{Key: randomID(), Skill: q.Get("skill"), Assignee: q.Get("hire")}}
	if p, err := strconv.Atoi(q.Get("page")); err == nil && p > 0 && p <= 1000 {
		d.Page = p
	}
	params := map[string]any{"limit": d.Page*pageSize + 1, "mine": d.Mine}
	if d.Status != "" {
		params["status"] = d.Status
	}
	var all []apitypes.BountyView
	d.BySkill = q.Get("byskill")
	if d.BySkill != "" {
		params["skill"] = d.BySkill
	}
	if d.BySkill != "" && !skillRe.MatchString(d.BySkill) {
		d.Error = "Filter by a skill name (letters, digits, - _ . : /, at most 64), e.g. summarize."
	} else if err := a.invoke(r.Context(), "bounty.list", params, &all); err != nil {
		_, f := humanize(err)
		d.Error = f.Error
	}
	from := (d.Page - 1) * pageSize
	if from < len(all) {
		end := min(from+pageSize, len(all))
		d.Bounties, d.More = all[from:end], len(all) > end
	}
	d.Skills = a.knownSkills(r)
	a.render(w, se, "board", "Bounty board", d)
}

type bountyData struct {
	B        apitypes.BountyView
	Timeline timelineSVG
	Tree     treeSVG
	Result   string
	// What the person may do now: cancel an open bounty or judge a submitted result (as its
	// requester), dispute a rejection (as the worker).
	CanCancel, CanJudge, CanDispute bool
	// Team and TeamTask name the team of this node that posted the bounty, if one did.
	Team, TeamTask string
}

// bountyPage shows one bounty; its live part follows /live/bounty.
func (a *App) bountyPage(w http.ResponseWriter, r *http.Request, se *session) {
	d, err := a.bountyData(r, r.URL.Query().Get("id"))
	if err != nil {
		_, f := humanize(err)
		a.notFound(w, se, f.Error)
		return
	}
	if j := d.B.Job; j != nil && j.Role == bounty.RoleRequester {
		d.Team, d.TeamTask = a.teamOfBounty(r.Context(), d.B.ID)
	}
	a.render(w, se, "bounty", fmt.Sprintf("Bounty #%d", d.B.ID), d)
}

func (a *App) bountyData(r *http.Request, idText string) (bountyData, error) {
	id, err := strconv.ParseUint(idText, 10, 64)
	if err != nil || id == 0 {
		return bountyData{}, badInput("id", "%q is not a bounty number. Pick a bounty on the board.", idText)
	}
	var d bountyData
	if err := a.invoke(r.Context(), "bounty.show", map[string]uint64{"id": id}, &d.B); err != nil {
		return d, err
	}
	d.Timeline = timeline(d.B)
	d.Tree = tree(d.B)
	if j := d.B.Job; j != nil && j.Role == bounty.RoleRequester && len(j.Result) > 0 {
		d.Result = string(j.Result)
		var v any
		if json.Unmarshal(j.Result, &v) == nil {
			if p, err := json.MarshalIndent(v, "", "  "); err == nil {
				d.Result = string(p)
			}
		}
	}
	role := bounty.Role("")
	if d.B.Job != nil {
		role = d.B.Job.Role
	}
	d.CanCancel = d.B.Status == bounty.StatusOpen && role == bounty.RoleRequester
	d.CanJudge = d.B.Status == bounty.StatusSubmitted && role == bounty.RoleRequester
	d.CanDispute = d.B.Status == bounty.StatusRejected && role == bounty.RoleWorker
	return d, nil
}
