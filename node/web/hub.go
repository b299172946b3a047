package web

import (
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
)

type hubData struct {
	Query, Skill string
	Browsing     bool // no search yet: the agents that call themselves agents
	Results      []apitypes.AgentSummary
	Skills       []string
	Error        string
}

// browseText is what an empty search looks for: discovery answers only a text or a skill, and
// cards name themselves agents (a card without a description is "AgentSite agent <name>").
const browseText = "agent"

// hub is AgentHub: search by text and skill, ranked as agent.search ranks.
func (a *App) hub(w http.ResponseWriter, r *http.Request, se *session) {
	d := hubData{Query: strings.TrimSpace(r.URL.Query().Get("q")), Skill: strings.TrimSpace(r.URL.Query().Get("skill"))}
	switch {
	case len(d.Query) > 200 || len(d.Skill) > 64:
		d.Error = "Search with at most 200 characters of text and a skill name of at most 64."
	default:
		q := apitypes.SearchQuery{Query: d.Query, Skill: d.Skill, Limit: 50}
		if q.Query == "" && q.Skill == "" {
			q.Query, d.Browsing = browseText, true
		}
		if err := a.invoke(r.Context(), "agent.search", q, &d.Results); err != nil {
			_, f := humanize(err)
			d.Error = f.Error
		}
	}
	d.Skills = a.knownSkills(r)
	a.render(w, se, "hub", "AgentHub", d)
}

// knownSkills are the skill ids discovery knows, for suggestions.
func (a *App) knownSkills(r *http.Request) []string {
	var all []apitypes.AgentSummary
	if err := a.invoke(r.Context(), "agent.search", apitypes.SearchQuery{Query: browseText, Limit: 200}, &all); err != nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, s := range all {
		for _, k := range s.Skills {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}

// cardView is the part of a signed agent card the page shows.
type cardView struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	DID         string `json:"did"`
	AgentID     string `json:"agentId"`
	Stake       string `json:"stake"`
	Price       *struct {
		Amount      string `json:"amount"`
		Token       string `json:"token"`
		Per1kTokens string `json:"per1kTokens"`
	} `json:"price"`
	Node struct {
		PeerID string `json:"peerId"`
	} `json:"node"`
	Skills []runtime.Skill `json:"skills"`
}

type agentData struct {
	Card      cardView
	CardJSON  string
	DIDDoc    string
	DIDError  string
	Local     string // the hosted agent's name when this node hosts it
	Skills    []trySkill
	Settled   []apitypes.BountyView
	Chart     chartSVG
	PaidCount int
	Tokens    units.Tokens // the tokens prices are shown in by symbol
}

// trySkill is a skill of the "try it" form: Fields when its input schema is known.
type trySkill struct {
	ID, Name, Description string
	Fields                []field
}

// agentPage shows one agent: card, DID document, registration, history, "try it", "hire".
func (a *App) agentPage(w http.ResponseWriter, r *http.Request, se *session) {
	did := r.URL.Query().Get("did")
	if !strings.HasPrefix(did, "did:") || len(did) > 200 {
		a.notFound(w, se, "That is not an agent's address (a DID such as did:ethr:0x7a69:0x…). Search AgentHub for it.")
		return
	}
	var card json.RawMessage
	if err := a.invoke(r.Context(), "agent.card", map[string]string{"did": did}, &card); err != nil {
		_, f := humanize(err)
		a.notFound(w, se, f.Error)
		return
	}
	d := agentData{Tokens: a.cfg.Tokens}
	_ = json.Unmarshal(card, &d.Card)
	pretty, _ := json.MarshalIndent(card, "", "  ")
	d.CardJSON = string(pretty)
	var doc json.RawMessage
	if err := a.invoke(r.Context(), "did.resolve", map[string]string{"did": did}, &doc); err != nil {
		_, f := humanize(err)
		d.DIDError = f.Error
	} else {
		p, _ := json.MarshalIndent(doc, "", "  ")
		d.DIDDoc = string(p)
	}
	schemas := map[string]json.RawMessage{}
	var infos []runtime.AgentInfo
	var mine map[string]string
	if a.invoke(r.Context(), "agent.list", nil, &infos) == nil && a.invoke(r.Context(), "did.show", nil, &mine) == nil {
		for _, in := range infos {
			if strings.EqualFold(mine[in.Name], did) {
				d.Local = in.Name
				for _, s := range in.Skills {
					schemas[s.ID] = s.InputSchema
				}
			}
		}
	}
	for _, s := range d.Card.Skills {
		d.Skills = append(d.Skills, trySkill{ID: s.ID, Name: s.Name, Description: s.Description, Fields: schemaFields(schemas[s.ID])})
	}
	if id := d.Card.AgentID; id != "" {
		var list []apitypes.BountyView
		if err := a.invoke(r.Context(), "bounty.list", map[string]any{"limit": 1000}, &list); err == nil {
			for _, b := range list {
				if strconv.FormatUint(b.AgentID, 10) == id && b.Status.Terminal() && b.Status != bounty.StatusCancelled {
					d.Settled = append(d.Settled, b)
				}
			}
		}
		d.Chart = historyChart(d.Settled)
		for _, b := range d.Settled {
			if b.Paid != nil && b.Paid.Sign() > 0 {
				d.PaidCount++
			}
		}
		if len(d.Settled) > 10 {
			d.Settled = d.Settled[:10]
		}
	}
	a.render(w, se, "agent", d.Card.Name, d)
}

// notFound shows a page that says what is missing and what to do.
func (a *App) notFound(w http.ResponseWriter, se *session, msg string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	a.render(w, se, "hub", "Not found", hubData{Error: msg})
}
