package web

import (
	"encoding/json"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/agentsite/agentsite/node/apitypes"
)

// threeLevelPlan: t1 and t2 beside each other, t3 after both, t4 after t3.
const threeLevelPlan = `{"tasks":[` +
	`{"id":"t1","skill":"summarize","input":{"text":"a"},"share":"0.01"},` +
	`{"id":"t2","skill":"echo","input":{"text":"b"},"share":"0.01"},` +
	`{"id":"t3","skill":"echo","input":{"a":{"$from":"t1"},"b":{"$from":"t2"}},"deps":["t1","t2"],"share":"0.01"},` +
	`{"id":"t4","skill":"summarize","input":{"text":"{{t3}}"},"deps":["t3"],"share":"0.01"}]}`

const cyclePlan = `{"tasks":[{"id":"a","skill":"echo","deps":["b"],"share":"0.01"},{"id":"b","skill":"echo","deps":["a"],"share":"0.01"}]}`

// teamForm is a valid team start form with fields replaced or added.
func teamForm(fields string) string {
	f := map[string]json.RawMessage{"key": json.RawMessage(jsonText(goodKey)), "goal": json.RawMessage(`"summarize and check"`), "budget": json.RawMessage(`"0.05"`)}
	var extra map[string]json.RawMessage
	if err := json.Unmarshal([]byte("{"+fields+"}"), &extra); err != nil {
		panic(err)
	}
	for k, v := range extra {
		f[k] = v
	}
	b, _ := json.Marshal(f)
	return string(b)
}

// jsonText is s as a JSON string.
func jsonText(s string) string { b, _ := json.Marshal(s); return string(b) }

// TestTeamStartOncePerForm: a team's start form sent three times at once (a double click, a
// resend) starts one team, and every answer opens its page; a new form starts another.
func TestTeamStartOncePerForm(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	body := teamForm(`"plan":` + jsonText(threeLevelPlan) + `,"claimTimeout":"20s"`)
	var wg sync.WaitGroup
	answers := make([]answer, 3)
	for i := range answers {
		wg.Add(1)
		go func() { defer wg.Done(); answers[i] = r.act(t, c, csrf, "team", body) }()
	}
	wg.Wait()
	for _, a := range answers {
		if a.status != 200 || !strings.Contains(a.body, `"next":"/teams/team?id=000000000001"`) {
			t.Fatalf("answer %d %s, want team 1's page", a.status, a.body)
		}
	}
	if n := r.teams.Load(); n != 1 {
		t.Fatalf("team.start ran %d times for one form", n)
	}
	// Without a plan the node asks a planner agent: the form sends none.
	if a := r.act(t, c, csrf, "team", strings.Replace(teamForm(""), goodKey, goodKey+"x", 1)); !strings.Contains(a.body, "000000000002") {
		t.Fatalf("a second form: %d %s", a.status, a.body)
	}
}

// TestTeamPagesRender: the pages say what is wrong when the node has no teams, or the id is bad.
func TestTeamPagesRender(t *testing.T) {
	r := newRig(t)
	c, _ := r.login(t)
	cases := []struct {
		path   string
		status int
		says   string
	}{
		{"/teams", 200, "does not offer"},
		{"/teams", 200, `data-action="team"`},
		{"/teams/team?id=0a1b2c3d4e5f", 404, "does not offer"},
		{"/teams/team?id=" + strings.Repeat("a", 65), 404, "not a team id"},
		{"/teams/team?id=%3Cscript%3E", 404, "&lt;script&gt;"},
		{"/teams/team", 404, "not a team id"},
		{"/board", 200, `href="/teams#start"`},
	}
	for _, cs := range cases {
		t.Run(cs.path, func(t *testing.T) {
			a := r.do(t, c, "GET", cs.path, "", nil)
			if a.status != cs.status || !strings.Contains(a.body, cs.says) {
				t.Fatalf("GET %s: %d, want %d saying %q:\n%s", cs.path, a.status, cs.status, cs.says, a.body)
			}
			if !regexp.MustCompile(`<a href="/teams"[^>]*>Teams</a>`).MatchString(a.body) {
				t.Fatal("no Teams link in the nav")
			}
		})
	}
	if n := r.calls.count("team.show"); n != 1 { // the one well-formed id; the bad ones reach nothing
		t.Fatalf("team.show called %d times, want 1", n)
	}
}

// TestTeamViewFigures: tasks done, what was spent and the state as the list shows them.
func TestTeamViewFigures(t *testing.T) {
	var v apitypes.TeamView
	raw := `{"id":"ab","goal":"g","budget":"50000000000000000","state":"execution","concluded":"2026-01-01T00:00:00Z",
		"tasks":[{"id":"t1","skill":"echo","share":"0.01","status":"done"},{"id":"t2","skill":"echo","share":"0.01","status":"failed"}],
		"answer":{"b":1,"a":[2]},
		"accounts":{"budget":"50000000000000000","paid":"9500000000000000","fees":"500000000000000","refunded":"0","escrowed":"0","unspent":"40000000000000000","balanced":true}}`
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatal(err)
	}
	if teamDone(v) != 1 || teamSpent(v) != "0.01 ETH" || teamState(v) != "concluded" || !strings.Contains(teamAnswer(v), "\n  \"a\": [") {
		t.Fatalf("done %d, spent %q, state %q, answer %q", teamDone(v), teamSpent(v), teamState(v), teamAnswer(v))
	}
	if weiETH(v.Accounts.Unspent) != "0.04 ETH" || weiETH(nil) != "0 ETH" {
		t.Fatalf("unspent %q", weiETH(v.Accounts.Unspent))
	}
}

// The team page's steering forms: a proposal (a pause needs a trigger; only the node's states)
// and a vote reach team.propose and team.vote; refused forms reach nothing. The chat page
// offers only the states the node takes.
func TestTeamSteerForms(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	for _, f := range []string{
		`{"team":"000000000001","state":"pause","after":"","task":"","message":"","assignTask":"","assignAgent":"","reason":"","as":""}`,
		`{"team":"000000000001","state":"task_in_progress","after":"","task":"","message":"","assignTask":"","assignAgent":"","reason":"","as":""}`,
		`{"team":"000000000001","state":"pause","after":"forever","task":"","message":"","assignTask":"","assignAgent":"","reason":"","as":""}`,
		`{"team":"000000000001","state":"execution","after":"","task":"","message":"","assignTask":"t2","assignAgent":"did:x","reason":"","as":""}`,
		`{"team":"../x","state":"conclusion","after":"","task":"","message":"","assignTask":"","assignAgent":"","reason":"","as":""}`,
	} {
		if a := r.act(t, c, csrf, "propose", f); a.status != 400 {
			t.Errorf("%s: %d %s", f, a.status, a.body)
		}
	}
	if a := r.act(t, c, csrf, "vote", `{"team":"000000000001","id":"p1","vote":"maybe","as":""}`); a.status != 400 {
		t.Errorf("a vote of maybe: %d", a.status)
	}
	if got := r.steered(); len(got) != 0 {
		t.Fatalf("refused forms reached the node: %v", got)
	}
	if a := r.act(t, c, csrf, "propose", `{"team":"000000000001","state":"pause","after":"10m","task":"","message":"go on","assignTask":"","assignAgent":"","reason":"wait","as":""}`); a.status != 200 {
		t.Fatalf("propose: %d %s", a.status, a.body)
	}
	if a := r.act(t, c, csrf, "vote", `{"team":"000000000001","id":"p1","vote":"no","as":"echo"}`); a.status != 200 {
		t.Fatalf("vote: %d %s", a.status, a.body)
	}
	got := r.steered()
	if len(got) != 2 || !strings.Contains(got[0], `"state":"pause","after":"10m","message":"go on","reason":"wait"`) ||
		got[1] != `team.vote {"team":"000000000001","id":"p1","yes":false,"as":"echo"}` {
		t.Fatalf("sent %v", got)
	}
	page := r.do(t, c, "GET", "/chat?room=devnet", "", nil).body
	for _, bad := range []string{"task_in_progress", "task_complete"} {
		if strings.Contains(page, bad) {
			t.Fatalf("the chat page offers %s", bad)
		}
	}
	for _, s := range []string{"discussion", "task_assignment", "execution", "pause", "conclusion"} {
		if !strings.Contains(page, "<option>"+s+"</option>") {
			t.Fatalf("the chat page does not offer %s", s)
		}
	}
}
