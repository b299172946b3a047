package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/agentsite/agentsite/node"
)

const summaryInput = `{"text":"AgentSite is a market of agents. Every node hosts agents that do tasks and get paid. Bounties are escrowed on chain. The weather was nice.","sentences":2}`

// TestBrowserPostBountyReachesPaid: alice posts a bounty from the board and watches its page
// reach "paid" without reloading it.
func TestBrowserPostBountyReachesPaid(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	alice := d.Nodes[0]
	loginAs(t, ctx, alice)
	before := countBounties(t, alice) // the devnet is shared: other tests post too
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/board"), chromedp.WaitVisible("form.post"),
		chromedp.SetValue(`form.post [name=skill]`, "summarize"),
		chromedp.SetValue(`form.post [name=input]`, summaryInput),
		chromedp.SetValue(`form.post [name=reward]`, "0.01"),
		chromedp.SetValue(`form.post [name=description]`, "Summarize in two sentences"),
		chromedp.Click(`form.post button[type=submit]`),
		chromedp.WaitVisible(`form.post .confirm .yes`))
	confirm := eval[string](t, ctx, `document.querySelector('form.post .confirm p').textContent`)
	if !strings.Contains(confirm, "0.01 ETH") || !strings.Contains(confirm, "Estimated gas: about 102,966 gas") {
		t.Fatalf("confirmation %q does not name the amount and the gas", confirm)
	}
	shot(t, ctx, "board-post-confirm")
	do(t, ctx, chromedp.DoubleClick(`form.post .confirm .yes`))
	waitFor(t, ctx, `location.pathname === '/board/bounty'`, 60*time.Second)
	eval[bool](t, ctx, `(() => { window.__sameDocument = true; return true; })()`)
	waitFor(t, ctx, `document.querySelector('#bounty-status')?.textContent === 'paid'`, 2*time.Minute)
	if !eval[bool](t, ctx, `window.__sameDocument === true`) {
		t.Fatal("the page was reloaded")
	}
	waitFor(t, ctx, `(document.querySelector('#result')?.textContent || '').includes('sentences')`, 30*time.Second)
	shot(t, ctx, "bounty-paid")
	if n := countBounties(t, alice) - before; n != 1 {
		t.Fatalf("alice's node posted %d bounties after a double click, want 1", n)
	}
	// The board filters by the skill alice's node knows from its own spec.
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/board?byskill=summarize"), chromedp.WaitVisible("table.bounties"))
	if rows := eval[string](t, ctx, `[...document.querySelectorAll('table.bounties tr td:nth-child(2)')].map(td => td.textContent).join(',')`); rows == "" || strings.Trim(strings.ReplaceAll(rows, "summarize", ""), ",") != "" {
		t.Fatalf("board filtered by summarize lists skills %q", rows)
	}
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/board?byskill=nosuchskill"), chromedp.WaitVisible("table.bounties"))
	if empty := eval[string](t, ctx, `document.querySelector('table.bounties td.empty')?.textContent || ''`); empty == "" {
		t.Fatal("board filtered by an unknown skill lists bounties")
	}
}

// TestBrowserSearchAndCall: search AgentHub for a skill, open an agent, call it with "try it".
func TestBrowserSearchAndCall(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	alice := d.Nodes[0]
	loginAs(t, ctx, alice)
	// Before any search, AgentHub lists the network's agents.
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/"), chromedp.WaitVisible(".results li"))
	if n := eval[int](t, ctx, `document.querySelectorAll('.results li').length`); n < 4 {
		t.Fatalf("AgentHub lists %d agents, want the devnet's", n)
	}
	shot(t, ctx, "hub")
	do(t, ctx, chromedp.Navigate(alice.APIURL()+"/?q=summary&skill=summarize"), chromedp.WaitVisible(".results li"))
	results := eval[int](t, ctx, `document.querySelectorAll('.results li').length`)
	text := eval[string](t, ctx, `document.querySelector('.results').textContent`)
	if results < 2 || !strings.Contains(text, "100 AST") {
		t.Fatalf("search shows %d agents, want 2 with their stake in AST:\n%s", results, text)
	}
	shot(t, ctx, "hub-search")
	do(t, ctx, chromedp.Click(`.results li a.name`), chromedp.WaitVisible(`form.try`))
	shot(t, ctx, "agent-page")
	must(t, chromedp.Do(ctx,
		chromedp.SetValue(`form.try [name=input]`, summaryInput),
		chromedp.Click(`form.try button[type=submit]`)))
	waitFor(t, ctx, `!document.querySelector('form.try pre.output').hidden`, 30*time.Second)
	out := eval[string](t, ctx, `document.querySelector('form.try pre.output').textContent`)
	if !strings.Contains(out, "sentences") {
		t.Fatalf("call output %q", out)
	}
	// The output came through the call's live stream, which the page followed to its end.
	if st := eval[string](t, ctx, `document.querySelector('form.try .status').textContent + (document.querySelector('form.try ol.progress') ? ' followed' : '')`); st != "Done. followed" {
		t.Fatalf("call status %q, want the followed call done", st)
	}
	shot(t, ctx, "agent-called")
	// "Hire" opens the board's post form for a direct hire of this agent.
	did := eval[string](t, ctx, `document.querySelector('input[name=did]').value`)
	do(t, ctx, chromedp.Click(`a.button`), chromedp.WaitVisible(`form.post`))
	if got := eval[string](t, ctx, `document.querySelector('form.post [name=assignee]').value`); got != did {
		t.Fatalf("hire prefilled assignee %q, want %q", got, did)
	}
	if got := eval[string](t, ctx, `document.querySelector('form.post [name=skill]').value`); got != "summarize" {
		t.Fatalf("hire prefilled skill %q", got)
	}
}

// TestBrowserRegisterAndStake: on bob's page, register the hosted agent "helper" on chain
// and add stake, confirming the amounts, watching each transaction until mined. The devnet
// lasts as long as the test binary: under -count above 1, a later run finds helper registered
// (no register form) and adds stake again.
func TestBrowserRegisterAndStake(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	bob := d.Nodes[1]
	loginAs(t, ctx, bob)
	do(t, ctx, chromedp.Navigate(bob.APIURL()+"/mine"), chromedp.WaitVisible(`#agent-helper .onchain`))
	stake := `parseFloat(document.querySelector('#agent-helper .stake')?.textContent)`
	if eval[bool](t, ctx, `document.querySelector('#agent-helper form[data-action=register]') !== null`) {
		do(t, ctx, chromedp.SetValue(`#agent-helper form[data-action=register] [name=amount]`, "100"),
			chromedp.Click(`#agent-helper form[data-action=register] button[type=submit]`),
			chromedp.WaitVisible(`#agent-helper .confirm .yes`))
		if c := eval[string](t, ctx, `document.querySelector('#agent-helper .confirm p').textContent`); !strings.Contains(c, "100 AST") {
			t.Fatalf("confirmation %q", c)
		}
		do(t, ctx, chromedp.Click(`#agent-helper .confirm .yes`))
		waitFor(t, ctx, `(document.querySelector('#agent-helper .onchain')?.textContent || '').includes('agent #') && `+stake+` === 100`, 90*time.Second)
	} else {
		t.Logf("helper is registered already (an earlier run of this binary): staking again")
	}
	before := eval[float64](t, ctx, stake)
	do(t, ctx, chromedp.WaitVisible(`#agent-helper form[data-action=stake]`),
		chromedp.SetValue(`#agent-helper form[data-action=stake] [name=amount]`, "50"),
		chromedp.Click(`#agent-helper form[data-action=stake] button[type=submit]`),
		chromedp.WaitVisible(`#agent-helper .confirm .yes`),
		chromedp.Click(`#agent-helper .confirm .yes`))
	waitFor(t, ctx, stake+` === `+fmt.Sprint(before+50), 90*time.Second)
	shot(t, ctx, "mine-registered")
	if _, ok := bob.AgentID("helper"); !ok {
		t.Fatal("bob's node does not know helper's agent id")
	}
}

// TestBrowserChatBetweenNodes: alice's page and bob's page talk in one room, live.
func TestBrowserChatBetweenNodes(t *testing.T) {
	d := sharedDevnet(t)
	aliceTab, bobTab := newBrowser(t), newBrowser(t) // two people, two browsers
	loginAs(t, aliceTab, d.Nodes[0])
	loginAs(t, bobTab, d.Nodes[1])
	for _, c := range []struct {
		ctx context.Context
		n   *node.Node
	}{{aliceTab, d.Nodes[0]}, {bobTab, d.Nodes[1]}} {
		must(t, chromedp.Do(c.ctx, chromedp.Navigate(c.n.APIURL()+"/chat?room=devnet"), chromedp.WaitVisible(`form.say`)))
	}
	do(t, aliceTab, chromedp.SetValue(`form.say [name=content]`, "hello bob, from alice's page"), chromedp.Click(`form.say button[type=submit]`))
	waitFor(t, bobTab, `document.querySelector('#messages').textContent.includes("hello bob, from alice's page")`, 20*time.Second)
	do(t, bobTab, chromedp.SetValue(`form.say [name=content]`, "hi alice, bob here"), chromedp.Click(`form.say button[type=submit]`))
	waitFor(t, aliceTab, `document.querySelector('#messages').textContent.includes('hi alice, bob here')`, 20*time.Second)
	// A mention is answered by the hosted agents of that name; alice sees the answer live.
	do(t, bobTab, chromedp.SetValue(`form.say [name=content]`, "@summarize Agents do tasks for pay. The escrow holds the reward. Nobody reads long texts."), chromedp.Click(`form.say button[type=submit]`))
	waitFor(t, aliceTab, `[...document.querySelectorAll('#messages .msg .who')].some((w) => w.textContent.startsWith('summarize on'))`, 30*time.Second)
	shot(t, aliceTab, "chat-alice")
	shot(t, bobTab, "chat-bob")
}

// TestBrowserBadInputSendsNothing: every form's bad input shows an error and sends nothing.
func TestBrowserBadInputSendsNothing(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	alice, bob := d.Nodes[0], d.Nodes[1]
	loginAs(t, ctx, alice)
	loginAs(t, ctx, bob)
	cases := []struct {
		name, url, form string
		fill            map[string]string
		says            string
	}{
		{"post bad reward", alice.APIURL() + "/board", "form.post", map[string]string{"skill": "summarize", "input": summaryInput, "reward": "lots"}, "positive amount"},
		{"post bad JSON", alice.APIURL() + "/board", "form.post", map[string]string{"skill": "summarize", "input": "{text: hi", "reward": "0.01"}, "not valid JSON"},
		{"post no skill", alice.APIURL() + "/board", "form.post", map[string]string{"input": summaryInput, "reward": "0.01"}, "Fill in “skill”"},
		{"post bad deadline", alice.APIURL() + "/board", "form.post", map[string]string{"skill": "summarize", "input": summaryInput, "reward": "0.01", "deadline": "tomorrow"}, "duration"},
		{"post bad arbiter", alice.APIURL() + "/board", "form.post", map[string]string{"skill": "summarize", "input": summaryInput, "reward": "0.01", "arbiter": "0x12"}, "address"},
		{"chat empty", alice.APIURL() + "/chat?room=devnet", "form.say", map[string]string{"content": ""}, "Fill in “content”"},
		{"stake bad amount", bob.APIURL() + "/mine", `#agent-summarize form[data-action=stake]`, map[string]string{"amount": "-5"}, "positive amount"},
		{"payout bad address", bob.APIURL() + "/wallet", `form[data-action=payout]`, map[string]string{"to": "bob"}, "address"},
	}
	before := countBounties(t, alice)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			do(t, ctx, chromedp.Navigate(c.url), chromedp.WaitVisible(c.form))
			eval[bool](t, ctx, countFetches)
			for name, v := range c.fill {
				if v == "" {
					continue // left empty
				}
				do(t, ctx, chromedp.SetValue(c.form+` [name=`+name+`]`, v))
			}
			do(t, ctx, chromedp.Click(c.form+` button[type=submit]`))
			waitFor(t, ctx, `!document.querySelector(`+q(c.form+` .form-error`)+`).hidden`, 5*time.Second)
			msg := eval[string](t, ctx, `document.querySelector(`+q(c.form+` .form-error`)+`).textContent`)
			if !strings.Contains(msg, c.says) {
				t.Fatalf("error %q, want it to say %q", msg, c.says)
			}
			time.Sleep(100 * time.Millisecond)
			if n := eval[int](t, ctx, `window.__fetches`); n != 0 {
				t.Fatalf("the page sent %d requests for bad input", n)
			}
			shot(t, ctx, "bad-input-"+strings.ReplaceAll(c.name, " ", "-"))
		})
	}
	if after := countBounties(t, alice); after != before {
		t.Fatalf("bad input posted %d bounties", after-before)
	}
}

// TestBrowserOtherOriginCannotCallNode: a page on another origin, in a browser logged in to
// alice's node, tries every way to drive it; none gets through.
func TestBrowserOtherOriginCannotCallNode(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	alice := d.Nodes[0]
	loginAs(t, ctx, alice)
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte(strings.ReplaceAll(evilPage, "NODE", alice.APIURL())))
	}))
	defer evil.Close()
	before := countBounties(t, alice)
	do(t, ctx, chromedp.Navigate(evil.URL))
	waitFor(t, ctx, `window.done === true`, 20*time.Second)
	var res map[string]string
	must(t, json.Unmarshal([]byte(eval[string](t, ctx, `JSON.stringify(window.results)`)), &res))
	t.Logf("attempts from %s: %v", evil.URL, res)
	for _, k := range []string{"jsonFetch", "readPage", "webSocket", "eventSource", "frame"} {
		if res[k] != "blocked" {
			t.Errorf("%s from another origin: %q, want blocked", k, res[k])
		}
	}
	eval[bool](t, ctx, `(() => { document.querySelectorAll("iframe").forEach((f) => f.remove()); return true; })()`)
	shot(t, ctx, "other-origin")
	time.Sleep(time.Second)
	if after := countBounties(t, alice); after != before {
		t.Fatalf("a page on another origin posted %d bounties", after-before)
	}
}

const evilPage = `<!doctype html><title>evil</title><pre id="out"></pre><script>
window.results = {};
const node = "NODE";
const post = JSON.stringify({key: "0123456789abcdef0123", skill: "summarize", input: {text: "x"}, reward: "0.01"});
const rpc = JSON.stringify({jsonrpc: "2.0", id: 1, method: "bounty.post", params: {skill: "summarize", input: {text: "x"}, reward: "0.01"}});
async function attempt(name, fn) {
  try { window.results[name] = await fn(); } catch (e) { window.results[name] = "blocked"; }
}
(async () => {
  await attempt("jsonFetch", async () => { const r = await fetch(node + "/act/post", {method: "POST", credentials: "include", headers: {"Content-Type": "application/json", "X-CSRF-Token": "guess"}, body: post}); return "status " + r.status; });
  await attempt("simpleForm", async () => { await fetch(node + "/act/post", {method: "POST", mode: "no-cors", credentials: "include", headers: {"Content-Type": "text/plain"}, body: post}); return "sent (opaque)"; });
  await attempt("simpleRPC", async () => { await fetch(node + "/rpc", {method: "POST", mode: "no-cors", credentials: "include", headers: {"Content-Type": "text/plain"}, body: rpc}); return "sent (opaque)"; });
  await attempt("readPage", async () => { const r = await fetch(node + "/wallet", {credentials: "include"}); return "read " + (await r.text()).length; });
  await attempt("webSocket", () => new Promise((ok, fail) => { const ws = new WebSocket(node.replace("http", "ws") + "/rpc", ["agentsite.jsonrpc"]); ws.onopen = () => ok("open"); ws.onerror = () => fail(); setTimeout(fail, 3000); }));
  await attempt("eventSource", () => new Promise((ok, fail) => { const es = new EventSource(node + "/live/chat?room=devnet", {withCredentials: true}); es.onopen = () => ok("open"); es.onerror = () => { es.close(); fail(); }; setTimeout(fail, 3000); }));
  await attempt("frame", () => new Promise((ok, fail) => { const f = document.createElement("iframe"); f.src = node + "/wallet"; f.onload = () => { try { ok("loaded " + f.contentDocument.body.innerHTML.length); } catch (e) { fail(); } }; document.body.append(f); setTimeout(fail, 3000); }));
  document.getElementById("out").textContent = JSON.stringify(window.results, null, 2);
  window.done = true;
})();
</script>`

// countBounties asks the node's API how many bounties it knows.
func countBounties(t testing.TB, n *node.Node) int {
	t.Helper()
	var list []json.RawMessage
	rpc(t, n, "bounty.list", map[string]any{}, &list)
	return len(list)
}

// TestBrowserWallet: the wallet page shows balances with their symbols, the chain head and
// the index lag, peers and the hosted agents' health.
func TestBrowserWallet(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	bob := d.Nodes[1]
	loginAs(t, ctx, bob)
	do(t, ctx, chromedp.Navigate(bob.APIURL()+"/wallet"), chromedp.WaitVisible("#eth"))
	for sel, want := range map[string]string{"#eth": " ETH", "#stake": " AST", "#head": "block ", "#lag": "block "} {
		if got := eval[string](t, ctx, `document.querySelector(`+q(sel)+`).textContent`); !strings.Contains(got, want) {
			t.Errorf("%s shows %q, want %q in it", sel, got, want)
		}
	}
	if peers := eval[string](t, ctx, `document.querySelector('#peers').textContent`); peers == "0" {
		t.Error("bob's node shows no peers")
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('.badge.ok').length`); n < 2 {
		t.Errorf("%d healthy agents shown, want bob's agents", n)
	}
	shot(t, ctx, "wallet")
}

// TestBrowserAcceptBeforeTheVerifier: a bounty whose verifier takes its time stays submitted;
// its requester accepts it from the page and watches it reach "paid". An update of the live
// view that comes while the confirmation is open waits until the form is done: the redraw
// would drop the confirmation under the person's click (seen once under load, when the page's
// updates landed between the click on "Accept" and the one on "Confirm").
func TestBrowserAcceptBeforeTheVerifier(t *testing.T) {
	d := sharedDevnet(t)
	ctx := newBrowser(t)
	alice := d.Nodes[0]
	loginAs(t, ctx, alice)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: keepLiveViews}); err != nil {
		t.Fatal(err)
	}
	var posted struct {
		BountyID uint64 `json:"bountyId"`
	}
	rpc(t, alice, "bounty.post", map[string]any{"skill": "summarize", "input": json.RawMessage(summaryInput), "reward": "0.002", "verifier": "sleep 40"}, &posted)
	bountyURL := fmt.Sprintf("%s/board/bounty?id=%d", alice.APIURL(), posted.BountyID)
	do(t, ctx, chromedp.Navigate(bountyURL))
	// The form and the result come in updates of their own, and the live view's first update
	// redraws what the page was served with: a click aimed before the last of these lands
	// where the form was, or on a node that is gone (each seen once under load). After them,
	// nothing changes until the verifier ends, 40 s later.
	settledVerdict := `document.querySelector('form[data-action=accept]') !== null && document.querySelector('#result') !== null && window.__updates > 0`
	waitFor(t, ctx, settledVerdict, 60*time.Second)
	shot(t, ctx, "bounty-verdict")
	// An update while confirming is held, and drawn once the person steps back.
	do(t, ctx, chromedp.Click(`form[data-action=accept] button[type=submit]`), chromedp.WaitVisible(`form[data-action=accept] .confirm .yes`))
	eval[bool](t, ctx, `window.__live[0].dispatchEvent(new MessageEvent('update', {data: '<p id="redrawn">redrawn</p>'}))`)
	if eval[bool](t, ctx, `document.querySelector('#redrawn') !== null || document.querySelector('form[data-action=accept] .confirm .yes') === null`) {
		t.Fatal("an update of the live view dropped the open confirmation")
	}
	do(t, ctx, chromedp.Click(`form[data-action=accept] .confirm .no`), chromedp.WaitVisible(`#redrawn`))
	do(t, ctx, chromedp.Navigate(bountyURL))
	waitFor(t, ctx, settledVerdict, 30*time.Second)
	do(t, ctx, chromedp.Click(`form[data-action=accept] button[type=submit]`), chromedp.WaitVisible(`form[data-action=accept] .confirm .yes`),
		chromedp.Click(`form[data-action=accept] .confirm .yes`))
	waitFor(t, ctx, `document.querySelector('#bounty-status')?.textContent === 'paid'`, 30*time.Second)
}

// keepLiveViews keeps the page's event sources in window.__live, so that a test can send a
// live view an update of its own, and counts the updates in window.__updates; it runs before
// the page's scripts.
const keepLiveViews = `window.__live = []; window.__updates = 0;
window.EventSource = class extends window.EventSource {
	constructor(...args) { super(...args); window.__live.push(this); this.addEventListener('update', () => window.__updates++); }
};`
