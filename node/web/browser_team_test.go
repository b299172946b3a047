package web_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// teamPlan: two summaries side by side, then a schema check of both (a 2-level graph over
// bob's and carol's agents).
const teamPlan = `{"tasks": [
 {"id": "s1", "skill": "summarize", "input": {"text": "Agents find work on the market. They are paid on chain. Reputation follows paid work.", "sentences": 1}, "share": "0.002"},
 {"id": "s2", "skill": "summarize", "input": {"text": "Teams split a goal into tasks. Each task is a bounty. The leader pays from a budget.", "sentences": 1}, "share": "0.002"},
 {"id": "check", "skill": "jsonschema", "input": {"schema": {"type": "object", "required": ["a", "b"]}, "document": {"a": {"$from": "s1", "path": "summary"}, "b": {"$from": "s2", "path": "summary"}}}, "deps": ["s1", "s2"], "share": "0.002"}
]}`

// TestBrowserTeamReachesConclusion: alice starts a team from the Teams page with a small plan
// and watches its page, without reloading it, draw the graph, finish every task, add up the
// accounts and show the answer; the Teams list then shows it concluded.
func TestBrowserTeamReachesConclusion(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	alice := d.Nodes[0]
	loginAs(t, ctx, alice)
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/teams"), chromedp.WaitVisible("form.team"))
	teamsBefore := eval[int](t, ctx, `document.querySelectorAll('table.teams tr[id^="team-"]').length`)
	// A plan whose task needs a task that is not there is refused in the page.
	eval[bool](t, ctx, countFetches)
	do(t, ctx, chromedp.SetValue(`form.team [name=goal]`, "Summarize two notes and check both summaries"),
		chromedp.SetValue(`form.team [name=budget]`, "0.01"),
		chromedp.SetValue(`form.team [name=plan]`, strings.Replace(teamPlan, `"deps": ["s1", "s2"]`, `"deps": ["s1", "s3"]`, 1)),
		chromedp.Click(`form.team button[type=submit]`))
	waitFor(t, ctx, `document.querySelector('form.team .form-error').textContent.includes('“s3”, which is not in the plan')`, 5*time.Second)
	if n := eval[int](t, ctx, `window.__fetches`); n != 0 {
		t.Fatalf("the page sent %d requests for a bad plan", n)
	}
	do(t, ctx, chromedp.SetValue(`form.team [name=plan]`, teamPlan),
		chromedp.SetValue(`form.team [name=claimTimeout]`, "30s"),
		chromedp.Click(`form.team button[type=submit]`),
		chromedp.WaitVisible(`form.team .confirm .yes`))
	if c := eval[string](t, ctx, `document.querySelector('form.team .confirm p').textContent`); !strings.Contains(c, "0.01 ETH and your plan") {
		t.Fatalf("confirmation %q does not name the budget and the plan", c)
	}
	do(t, ctx, chromedp.DoubleClick(`form.team .confirm .yes`))
	waitFor(t, ctx, `location.pathname === '/teams/team'`, 60*time.Second)
	eval[bool](t, ctx, `(() => { window.__sameDocument = true; return true; })()`)
	if n := eval[int](t, ctx, `document.querySelectorAll('svg.graph g.task').length`); n != 3 {
		t.Fatalf("the graph draws %d tasks, want 3", n)
	}
	shot(t, ctx, "team-started")
	waitFor(t, ctx, `document.querySelector('#team-state')?.textContent === 'concluded'`, 4*time.Minute)
	waitFor(t, ctx, `document.querySelector('#team-answer') !== null && document.querySelectorAll('svg.graph g.task[data-status=done]').length === 3`, 30*time.Second)
	waitFor(t, ctx, `(document.querySelector('#accounts')?.textContent || '').includes('adds up')`, 30*time.Second)
	if !eval[bool](t, ctx, `window.__sameDocument === true`) {
		t.Fatal("the page was reloaded")
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('svg.graph a[href^="/board/bounty?id="]').length`); n != 3 {
		t.Fatalf("%d tasks link their bounty, want 3", n)
	}
	// The room's conclusion message arrives by the room's own live stream, which may trail the
	// team's state by a moment: wait for it.
	waitFor(t, ctx, `[...document.querySelectorAll('.team-room .state')].some((s) => s.textContent === 'conclusion')`, 30*time.Second)
	accounts := eval[string](t, ctx, `document.querySelector('#accounts').textContent`)
	for _, want := range []string{"paid to agents", " ETH", "0.01 ETH"} {
		if !strings.Contains(accounts, want) {
			t.Fatalf("accounts %q lack %q", accounts, want)
		}
	}
	shot(t, ctx, "team-concluded")
	id := eval[string](t, ctx, `new URLSearchParams(location.search).get('id')`)
	// A task's bounty page links back to the team.
	do(t, ctx, chromedp.Click(`svg.graph g.task[data-task=check]`), chromedp.WaitVisible(`#bounty-team a`))
	if got := eval[string](t, ctx, `document.querySelector('#bounty-team').textContent`); got != "task check of team "+id {
		t.Fatalf("the bounty names its team as %q", got)
	}
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/teams"), chromedp.WaitVisible("table.teams"))
	if n := eval[int](t, ctx, `document.querySelectorAll('table.teams tr[id^="team-"]').length`) - teamsBefore; n != 1 {
		t.Fatalf("the Teams page lists %d teams after a double click, want 1", n)
	}
	row := eval[string](t, ctx, `document.querySelector('#team-`+id+`').textContent`)
	if !strings.Contains(row, "concluded") || !strings.Contains(row, "3 / 3") {
		t.Fatalf("the team's row %q does not show it concluded with 3 of 3 tasks", row)
	}
	shot(t, ctx, "teams")
}
