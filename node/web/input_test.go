package web

import (
	"errors"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

const goodKey = "0123456789abcdef0123"

// TestBadInputIsRefusedBeforeAnyCall: every form's bad input gets a sentence for a person,
// names the field at fault, and reaches no API method.
func TestBadInputIsRefusedBeforeAnyCall(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	post := func(fields string) string {
		return `{"key":"` + goodKey + `","skill":"summarize","input":{"text":"a"},"reward":"0.01"` + fields + `}`
	}
	cases := []struct {
		action, body, method, field, says string
	}{
		{"post", `{"key":"` + goodKey + `","skill":"","input":{},"reward":"0.01"}`, "bounty.post", "skill", "Name a skill"},
		{"post", `{"key":"` + goodKey + `","skill":"summarize","reward":"0.01"}`, "bounty.post", "input", "input as JSON"},
		{"post", `{"key":"` + goodKey + `","skill":"summarize","input":{"text":"a"},"reward":"lots"}`, "bounty.post", "reward", "positive amount of ETH"},
		{"post", `{"key":"` + goodKey + `","skill":"summarize","input":{"text":"a"},"reward":"0"}`, "bounty.post", "reward", "positive amount of ETH"},
		{"post", post(`,"deadline":"tomorrow"`), "bounty.post", "deadline", "duration"},
		{"post", post(`,"reviewWindow":"-5m"`), "bounty.post", "reviewWindow", "duration"},
		{"post", post(`,"minStake":"many"`), "bounty.post", "minStake", "minimum stake"},
		{"post", post(`,"minReputation":"101"`), "bounty.post", "minReputation", "0 to 100"},
		{"post", post(`,"assignee":"bob"`), "bounty.post", "assignee", "agent id"},
		{"post", post(`,"arbiter":"0x123"`), "bounty.post", "arbiter", "address"},
		{"post", `{"key":"short","skill":"summarize","input":{"text":"a"},"reward":"0.01"}`, "bounty.post", "", "Reload"},
		{"post", post(`,"admin":true`), "bounty.post", "", "Reload the page"},
		{"call", `{"agent":"echo","skill":"","input":{}}`, "agent.call", "skill", "Name a skill"},
		{"call", `{"skill":"echo","input":{}}`, "agent.call", "", "Pick an agent"},
		{"call", `{"agent":"echo","skill":"echo","input":"` + strings.Repeat("x", 70<<10) + `"}`, "agent.call", "input", "64 KiB"},
		{"register", `{"agent":"echo","amount":"-3"}`, "agent.register", "amount", "positive number of AST"},
		{"stake", `{"agent":"echo","amount":""}`, "agent.stake", "amount", "positive number of AST"},
		{"unstake", `{"agent":"","amount":"5"}`, "agent.unstake", "agent", "Pick one of the node's agents"},
		{"chat", `{"room":"devnet","content":"   "}`, "chat.post", "content", "Write a message"},
		{"chat", `{"room":"Dev Net","content":"hi"}`, "chat.post", "room", "room name"},
		{"payout", `{"agent":"echo","to":"me"}`, "wallet.withdraw", "to", "address"},
		{"cancel", `{"id":0}`, "bounty.cancel", "", "Pick a bounty"},
		{"accept", `{"id":0}`, "bounty.accept", "", "Pick a bounty"},
		{"reject", `{"id":4,"reason":"  "}`, "bounty.reject", "reason", "Say why"},
		{"dispute", `{"id":4,"reason":"` + strings.Repeat("x", 1001) + `"}`, "bounty.dispute", "reason", "under 1,000"},
		{"team", teamForm(`"goal":"  "`), "team.start", "goal", "Say what the team should achieve"},
		{"team", teamForm(`"goal":"` + strings.Repeat("g", 4097) + `"`), "team.start", "goal", "under 4,096"},
		{"team", teamForm(`"budget":"some"`), "team.start", "budget", "positive amount of ETH"},
		{"team", teamForm(`"budget":"0"`), "team.start", "budget", "positive amount of ETH"},
		{"team", teamForm(`"claimTimeout":"soon"`), "team.start", "claimTimeout", "claim timeout"},
		{"team", teamForm(`"claimTimeout":"5h"`), "team.start", "claimTimeout", "1 s to 1 h"},
		{"team", teamForm(`"plan":"{tasks:"`), "team.start", "plan", "not a plan"},
		{"team", teamForm(`"plan":"{\"tasks\":[],\"extra\":1}"`), "team.start", "plan", "not a plan"},
		{"team", teamForm(`"plan":"{\"tasks\":[]}"`), "team.start", "plan", "no tasks"},
		{"team", teamForm(`"plan":` + jsonText(cyclePlan)), "team.start", "plan", "in a circle"},
		{"team", teamForm(`"plan":` + jsonText(strings.Replace(threeLevelPlan, `"0.01"`, `"1"`, 1))), "team.start", "plan", "more than the budget"},
		{"team", teamForm(`"plan":` + jsonText(strings.Replace(threeLevelPlan, `"t1"`, `"T 1"`, 1))), "team.start", "plan", "task id"},
		{"team", teamForm(`"plan":"` + strings.Repeat(" ", 65<<10) + `{}"`), "team.start", "plan", "64 KiB"},
		{"team", teamForm(`"key":"short"`), "team.start", "", "Reload"},
		{"team", teamForm(`"admin":true`), "team.start", "", "Reload the page"},
	}
	for _, cs := range cases {
		t.Run(cs.action+" "+cs.says, func(t *testing.T) {
			a := r.act(t, c, csrf, cs.action, cs.body)
			if a.status != http.StatusBadRequest {
				t.Fatalf("status %d (%s), want 400", a.status, a.body)
			}
			f := errorOf(t, a)
			if !strings.Contains(f.Error, cs.says) || f.Field != cs.field {
				t.Fatalf("failure %+v, want it to say %q about field %q", f, cs.says, cs.field)
			}
			if n := r.calls.count(cs.method); n != 0 {
				t.Fatalf("bad input reached %s %d times", cs.method, n)
			}
		})
	}
}

// TestNodeErrorsReadAsSentences: what the node refuses comes back as a sentence, never as a
// JSON-RPC error.
func TestNodeErrorsReadAsSentences(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	events := r.tryIt(t, c, csrf, `{"agent":"nosuch","skill":"echo","input":{}}`)
	if f := events[len(events)-1]; f.event != "failure" || !strings.Contains(f.data, "Search AgentHub") || strings.Contains(f.data, "-326") {
		t.Fatalf("unknown agent: %+v", events)
	}
	var a answer
	// This API has no bounty.cancel (no chain): the page says so instead of failing blank.
	a = r.act(t, c, csrf, "cancel", `{"id":3}`)
	if f := errorOf(t, a); a.status != http.StatusNotImplemented || !strings.Contains(f.Error, "does not offer") {
		t.Fatalf("cancel without a market: %d %+v", a.status, f)
	}
}

// TestPostOncePerForm: the same form sent twice at once (a double click, a resend) posts one
// bounty, and both answers name it; a new form posts a new one.
func TestPostOncePerForm(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	body := `{"key":"` + goodKey + `","skill":"summarize","input":{"text":"a"},"reward":"0.01"}`
	var wg sync.WaitGroup
	answers := make([]answer, 3)
	for i := range answers {
		wg.Add(1)
		go func() { defer wg.Done(); answers[i] = r.act(t, c, csrf, "post", body) }()
	}
	wg.Wait()
	for _, a := range answers {
		if a.status != 200 || !strings.Contains(a.body, `"bountyId":1`) {
			t.Fatalf("answer %d %s, want bounty 1", a.status, a.body)
		}
	}
	if n := r.posts.Load(); n != 1 {
		t.Fatalf("bounty.post ran %d times for one form", n)
	}
	other := strings.Replace(body, goodKey, goodKey+"x", 1)
	if a := r.act(t, c, csrf, "post", other); !strings.Contains(a.body, `"bountyId":2`) {
		t.Fatalf("a second form: %s", a.body)
	}
}

func TestPagesRender(t *testing.T) {
	r := newRig(t)
	c, _ := r.login(t)
	cases := []struct {
		path   string
		status int
		says   string
	}{
		{"/", 200, "Agents on the network"},
		{"/?q=echo", 200, `href="/hub/agent?did=`},
		{"/?q=" + strings.Repeat("x", 300), 200, "at most 200 characters"},
		{"/hub/agent?did=nonsense", 404, "not an agent"},
		{"/hub/agent?did=did:ethr:0x539:0x00000000000000000000000000000000000000aa", 404, "does not offer"},
		{"/board", 200, "does not offer"},
		{"/board/bounty?id=abc", 404, "not a bounty number"},
		{"/mine", 200, "gofmt"},
		{"/chat", 200, "does not offer"},
		{"/chat?room=Bad%20Room", 200, "room name"},
		{"/wallet", 200, "does not offer"},
		{"/nowhere", 404, ""},
	}
	for _, cs := range cases {
		t.Run(cs.path, func(t *testing.T) {
			a := r.do(t, c, "GET", cs.path, "", nil)
			if a.status != cs.status || !strings.Contains(a.body, cs.says) {
				t.Fatalf("GET %s: %d, want %d saying %q:\n%s", cs.path, a.status, cs.status, cs.says, a.body)
			}
			if cs.status == 200 && !strings.Contains(a.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
				t.Fatal("no content security policy")
			}
		})
	}
}

func TestDedupeRunsOncePerKey(t *testing.T) {
	d := newDedupe(4)
	var runs atomic.Int32
	release := make(chan struct{})
	var wg sync.WaitGroup
	results := make([]any, 5)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], _ = d.do("k", func() (any, error) {
				runs.Add(1)
				<-release
				return 42, nil
			})
		}()
	}
	time.Sleep(20 * time.Millisecond)
	close(release)
	wg.Wait()
	if runs.Load() != 1 {
		t.Fatalf("ran %d times for one key", runs.Load())
	}
	for _, v := range results {
		if v != 42 {
			t.Fatalf("a duplicate got %v, want the first answer", v)
		}
	}
	// A failure is forgotten: the corrected form may be sent again with its key.
	fail := errors.New("no funds")
	if _, err := d.do("f", func() (any, error) { return nil, fail }); !errors.Is(err, fail) {
		t.Fatal(err)
	}
	if v, _ := d.do("f", func() (any, error) { return 7, nil }); v != 7 {
		t.Fatalf("retry after a failure got %v", v)
	}
	for i := range 10 { // bounded
		_, _ = d.do(string(rune('a'+i)), func() (any, error) { return i, nil })
	}
	if len(d.m) > 4 {
		t.Fatalf("dedupe holds %d keys, bound 4", len(d.m))
	}
}

func TestSchemaFields(t *testing.T) {
	f := schemaFields([]byte(`{"type":"object","properties":{"text":{"type":"string"},"n":{"type":"integer"},"doc":{}},"required":["text"]}`))
	if len(f) != 3 || f[0].Name != "text" || !f[0].Required || f[1].Kind != "json" || f[2].Kind != "integer" {
		t.Fatalf("fields %+v", f)
	}
	for _, bad := range []string{``, `nope`, `{"type":"string"}`, `{"type":"object"}`} {
		if schemaFields([]byte(bad)) != nil {
			t.Fatalf("schema %q gave fields", bad)
		}
	}
}
