package web

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

var pages = []string{"/", "/hub/agent?did=did:ethr:0x539:0x00000000000000000000000000000000000000aa", "/board", "/board/bounty?id=1", "/mine", "/chat", "/wallet", "/teams", "/teams/team?id=0a1b2c3d4e5f"}

func TestPagesNeedSession(t *testing.T) {
	r := newRig(t)
	for _, p := range pages {
		a := r.do(t, browser(), "GET", p, "", nil)
		if a.status != http.StatusSeeOther || a.header.Get("Location") != "/login" {
			t.Errorf("GET %s without a session: %d to %q, want 303 to /login", p, a.status, a.header.Get("Location"))
		}
	}
	if a := r.do(t, browser(), "GET", "/login", "", nil); a.status != 200 || !strings.Contains(a.body, `name="token"`) {
		t.Fatalf("login page: %d", a.status)
	}
	if a := r.do(t, browser(), "GET", "/static/app.js", "", nil); a.status != 200 || !strings.Contains(a.header.Get("Content-Type"), "javascript") {
		t.Fatalf("static script: %d %s", a.status, a.header.Get("Content-Type"))
	}
	if a := r.do(t, browser(), "GET", "/favicon.ico", "", nil); a.status != http.StatusNoContent {
		t.Fatalf("favicon without a session: %d, want 204 (no 404 logged for every page)", a.status)
	}
}

func TestLogin(t *testing.T) {
	r := newRig(t)
	cases := []struct {
		name    string
		body    string
		headers map[string]string
		status  int
	}{
		{"wrong token", `{"token":"not-the-token-at-all"}`, map[string]string{"Origin": r.url}, http.StatusUnauthorized},
		{"empty token", `{"token":""}`, map[string]string{"Origin": r.url}, http.StatusBadRequest},
		{"not JSON", `token=x`, map[string]string{"Origin": r.url}, http.StatusBadRequest},
		{"unknown field", `{"token":"` + testToken + `","admin":true}`, map[string]string{"Origin": r.url}, http.StatusBadRequest},
		{"other origin", `{"token":"` + testToken + `"}`, map[string]string{"Origin": "http://evil.example"}, http.StatusForbidden},
		{"no origin", `{"token":"` + testToken + `"}`, nil, http.StatusForbidden},
		{"cross-site fetch", `{"token":"` + testToken + `"}`, map[string]string{"Origin": r.url, "Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{"rebinding host", `{"token":"` + testToken + `"}`, map[string]string{"Host": "evil.example:80", "Origin": "http://evil.example:80"}, http.StatusMisdirectedRequest},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := r.do(t, browser(), "POST", "/login", c.body, c.headers)
			if a.status != c.status {
				t.Fatalf("status %d (%s), want %d", a.status, a.body, c.status)
			}
			if a.header.Get("Set-Cookie") != "" {
				t.Fatalf("a refused login set a cookie: %s", a.header.Get("Set-Cookie"))
			}
		})
	}
	a := r.do(t, browser(), "POST", "/login", `{"token":"`+testToken+`"}`, map[string]string{"Origin": r.url})
	ck := a.header.Get("Set-Cookie")
	for _, want := range []string{"HttpOnly", "SameSite=Strict", "Path=/", "agentsite_session_"} {
		if !strings.Contains(ck, want) {
			t.Errorf("session cookie %q lacks %s", ck, want)
		}
	}
	if strings.Contains(ck, testToken) {
		t.Fatal("the cookie carries the API token")
	}
}

func TestLoginAttemptsAreLimited(t *testing.T) {
	r := newRig(t)
	limited := 0
	for range 30 {
		a := r.do(t, browser(), "POST", "/login", `{"token":"guess-guess-guess-guess"}`, map[string]string{"Origin": r.url})
		if a.status == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited == 0 {
		t.Fatal("30 wrong logins in a row were all answered")
	}
	time.Sleep(time.Second) // the bucket refills: the operator gets in
	if a := r.do(t, browser(), "POST", "/login", `{"token":"`+testToken+`"}`, map[string]string{"Origin": r.url}); a.status != http.StatusOK {
		t.Fatalf("login after the flood: %d %s", a.status, a.body)
	}
}

func TestActionGuards(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	body := `{"agent":"echo","skill":"echo","input":{"text":"hi"}}`
	cases := []struct {
		name    string
		client  *http.Client
		headers map[string]string
		status  int
	}{
		{"no session", browser(), map[string]string{"Origin": r.url, "X-CSRF-Token": csrf}, http.StatusUnauthorized},
		{"wrong origin", c, map[string]string{"Origin": "http://127.0.0.1:1", "X-CSRF-Token": csrf}, http.StatusForbidden},
		{"no origin", c, map[string]string{"X-CSRF-Token": csrf}, http.StatusForbidden},
		{"cross-site", c, map[string]string{"Origin": r.url, "X-CSRF-Token": csrf, "Sec-Fetch-Site": "same-site"}, http.StatusForbidden},
		{"no CSRF token", c, map[string]string{"Origin": r.url}, http.StatusForbidden},
		{"wrong CSRF token", c, map[string]string{"Origin": r.url, "X-CSRF-Token": csrf + "x"}, http.StatusForbidden},
		{"bad host", c, map[string]string{"Host": "attacker.example", "Origin": "http://attacker.example", "X-CSRF-Token": csrf}, http.StatusMisdirectedRequest},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			a := r.do(t, cs.client, "POST", "/act/call", body, cs.headers)
			if a.status != cs.status {
				t.Fatalf("status %d (%s), want %d", a.status, a.body, cs.status)
			}
		})
	}
	if n := r.calls.count("agent.call"); n != 0 {
		t.Fatalf("refused requests reached agent.call %d times", n)
	}
	// A form POST (no JSON) never gets past the API's guard, even with a session.
	req := r.do(t, c, "GET", "/", "", nil)
	if req.status != 200 {
		t.Fatalf("hub with a session: %d", req.status)
	}
	if events := r.tryIt(t, c, csrf, body); events[len(events)-1].event != "result" || !strings.Contains(events[len(events)-1].data, "hi") {
		t.Fatalf("the page's own call: %+v", events)
	}
	if n := r.calls.count("agent.call"); n != 1 {
		t.Fatalf("agent.call ran %d times, want 1", n)
	}
	// My agents counts the call the agent served, from the runtime's metrics.
	if a := r.do(t, c, "GET", "/mine", "", nil); !regexp.MustCompile(`(?s)id="agent-echo".*?class="served">1<`).MatchString(a.body) {
		t.Fatalf("My agents does not show echo's one call served:\n%s", a.body)
	}
}

func TestLiveGuards(t *testing.T) {
	r := newRig(t)
	c, _ := r.login(t)
	cases := []struct {
		name    string
		client  *http.Client
		headers map[string]string
		status  int
	}{
		{"no session", browser(), nil, http.StatusUnauthorized},
		{"cross-site", c, map[string]string{"Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{"other origin", c, map[string]string{"Origin": "http://evil.example"}, http.StatusForbidden},
		{"bad room", c, nil, http.StatusBadRequest},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			path := "/live/chat?room=devnet"
			if cs.name == "bad room" {
				path = "/live/chat?room=Bad%20Room"
			}
			if a := r.do(t, cs.client, "GET", path, "", cs.headers); a.status != cs.status {
				t.Fatalf("status %d (%s), want %d", a.status, a.body, cs.status)
			}
		})
	}
	if a := r.do(t, c, "GET", "/live/team?id=NOT%20A%20TEAM", "", nil); a.status != http.StatusBadRequest || !strings.Contains(errorOf(t, a).Error, "not a team id") {
		t.Fatalf("live team with a bad id: %d %s", a.status, a.body)
	}
	if a := r.do(t, browser(), "GET", "/live/team?id=0a1b2c3d4e5f", "", nil); a.status != http.StatusUnauthorized {
		t.Fatalf("live team without a session: %d", a.status)
	}
	if a := r.do(t, c, "GET", "/live/bounty?id=x", "", nil); a.status != http.StatusBadRequest || !strings.Contains(errorOf(t, a).Error, "not a bounty number") {
		t.Fatalf("live bounty with a bad id: %d %s", a.status, a.body)
	}
}

func TestLogout(t *testing.T) {
	r := newRig(t)
	c, csrf := r.login(t)
	if a := r.act(t, c, csrf, "", "{}"); a.status != http.StatusNotFound {
		t.Fatalf("empty action: %d", a.status)
	}
	a := r.do(t, c, "POST", "/logout", "{}", map[string]string{"Origin": r.url, "X-CSRF-Token": csrf})
	if a.status != 200 {
		t.Fatalf("logout: %d %s", a.status, a.body)
	}
	if a := r.do(t, c, "GET", "/wallet", "", nil); a.status != http.StatusSeeOther {
		t.Fatalf("after logout: %d, want the login page", a.status)
	}
}

func TestSessionsExpireAndAreBounded(t *testing.T) {
	s := newSessions(time.Hour, 3)
	now := time.Unix(1_000_000, 0)
	s.now = func() time.Time { return now }
	var ids []string
	for range 4 {
		id, _ := s.create()
		ids = append(ids, id)
		now = now.Add(time.Minute)
	}
	if s.get(ids[0]) != nil {
		t.Fatal("the oldest session outlived the bound")
	}
	if s.get(ids[3]) == nil {
		t.Fatal("the newest session is gone")
	}
	now = now.Add(2 * time.Hour)
	if s.get(ids[3]) != nil {
		t.Fatal("an expired session is still valid")
	}
	if s.get("") != nil || s.get("made-up") != nil {
		t.Fatal("an unknown id found a session")
	}
}
