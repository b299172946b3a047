package web

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/apitypes"
)

func TestHubShowsReputationAsAPersonReadsIt(t *testing.T) {
	app := New(DefaultConfig(testToken), nil, quiet())
	cases := []struct {
		name string
		sum  apitypes.AgentSummary
		says string
	}{
		{"paid", apitypes.AgentSummary{Reputation: 86.6, PaidBounties: 14}, "score 87 from 14 paid bounties"},
		{"one", apitypes.AgentSummary{Reputation: 100, PaidBounties: 1}, "score 100 from 1 paid bounty"},
		{"penalised only", apitypes.AgentSummary{PaidBounties: 0, Reputation: 0}, "no paid bounties yet"},
		{"count unknown", apitypes.AgentSummary{Reputation: 50}, "score 50 from 0 paid bounties"},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			cs.sum.Name, cs.sum.DID = "echo", "did:ethr:0x539:0x00000000000000000000000000000000000000aa"
			w := httptest.NewRecorder()
			app.render(w, nil, "hub", "AgentHub", hubData{Results: []apitypes.AgentSummary{cs.sum}})
			if body := w.Body.String(); !strings.Contains(body, cs.says) {
				t.Fatalf("hub does not say %q:\n%s", cs.says, body)
			}
		})
	}
}

func TestBoardFiltersBySkill(t *testing.T) {
	app := New(DefaultConfig(testToken), nil, quiet())
	w := httptest.NewRecorder()
	d := boardData{BySkill: "summarize", Page: 1, Bounties: []apitypes.BountyView{{Skill: "summarize"}, {}}}
	d.Bounties[0].ID, d.Bounties[1].ID = 1, 2
	app.render(w, nil, "board", "Bounty board", d)
	body := w.Body.String()
	for _, says := range []string{"<td>summarize</td>", "any (not known here)", "Bounties for summarize", "listed under any skill only", `name="byskill" value="summarize"`} {
		if !strings.Contains(body, says) {
			t.Errorf("board does not say %q", says)
		}
	}

	r := newRig(t)
	c, _ := r.login(t)
	for _, bad := range []string{"%3Cscript%3E", strings.Repeat("x", 65), "-lead"} {
		a := r.do(t, c, "GET", "/board?byskill="+bad, "", nil)
		if a.status != 200 || !strings.Contains(a.body, "Filter by a skill name") {
			t.Fatalf("filter %q: %d\n%s", bad, a.status, a.body)
		}
	}
	if n := r.calls.count("bounty.list"); n != 0 {
		t.Fatalf("a bad filter reached bounty.list %d times", n)
	}
	if a := r.do(t, c, "GET", "/board?byskill=summarize", "", nil); r.calls.count("bounty.list") != 1 || !strings.Contains(a.body, "Bounties for summarize") {
		t.Fatalf("a good filter: %d bounty.list calls\n%s", r.calls.count("bounty.list"), a.body)
	}
}
