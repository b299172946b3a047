package api

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// smallConns: 8 connections in all and per client, 2 token-less requests at once, and header
// and idle timeouts too long to free anything while a test runs: only the admission can.
func smallConns(c *Config) {
	c.Limits.MaxConns, c.Limits.MaxConnsPerClient = 8, 8
	c.Limits.WSAnon, c.Limits.MCPSessions, c.Limits.AnonRequests = 2, 2, 2
	c.Limits.HeaderTimeout, c.Limits.IdleTimeout = 10*time.Minute, 10*time.Minute
}

// waitFor polls cond every 10 ms until it holds (30 s at most).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("30 s without %s", what)
		}
	}
}

// TestIdleFloodAdmitsOwner: 300 connections that send nothing, from the operator's own client
// (loopback), against a server of 8: each newcomer takes the place of the oldest idle one, so
// the operator's request is served while the flood holds every connection, though no timeout
// frees one.
func TestIdleFloodAdmitsOwner(t *testing.T) {
	r := newRigWith(t, smallConns)
	f := startIdleFlood(t, strings.TrimPrefix(r.url, "http://"), 300, false)
	conns := r.srv.conns
	waitFor(t, "the flood accepted", func() bool { return conns.evicted.Load() == 300-8 })
	if n := conns.open(); n != 8 {
		t.Fatalf("%d connections open under the flood, want 8", n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	status, body, err := ownerRequest(ctx, r.url)
	if err != nil || status != http.StatusOK || !strings.Contains(body, `"owner":true`) {
		t.Fatalf("owner request under the idle flood: %d %.200s %v", status, body, err)
	}
	if got := conns.evicted.Load(); got != 300-8+1 {
		t.Fatalf("%d connections closed to make room, want the flood's 292 and one for the owner", got)
	}
	waitFor(t, "the flood seeing its closed connections", func() bool { return f.held() == 7 })
}

// TestConnsBusyWait: with every connection serving (WebSockets with the token), a newcomer is
// not served until one of them ends; none is closed to make room.
func TestConnsBusyWait(t *testing.T) {
	r := newRigWith(t, smallConns)
	var ws []func() error
	for range 8 {
		ws = append(ws, dialWS(t, r, testToken).Close)
	}
	waitFor(t, "8 WebSockets", func() bool { return r.srv.conns.open() == 8 })
	client := &http.Client{Timeout: 300 * time.Millisecond, Transport: &http.Transport{}}
	if resp, err := client.Get(r.url + "/metrics"); err == nil {
		resp.Body.Close()
		t.Fatal("a ninth connection was served while eight were serving")
	}
	if n := r.srv.conns.evicted.Load(); n != 0 {
		t.Fatalf("%d busy connections closed", n)
	}
	_ = ws[0]()
	client.Timeout = 30 * time.Second
	resp, err := client.Get(r.url + "/metrics")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("after one ended: %v %v", resp, err)
	}
	resp.Body.Close()
}

// TestA2ARateLoopbackOneClient: 8 loopback addresses share one A2A budget (burst 3: the first
// three pass, the other five are refused), while a request with the token from yet another
// loopback address is not counted.
func TestA2ARateLoopbackOneClient(t *testing.T) {
	r := newRigWith(t, func(c *Config) { c.Limits.A2ARate, c.Limits.A2ABurst = 1e-3, 3 }) // no token back during the test
	msg := `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m","role":"ROLE_USER","parts":[{"text":"hi"}]}}}`
	send := func(ip, token string) int {
		req, _ := http.NewRequest(http.MethodPost, r.url+"/agents/echo/a2a", strings.NewReader(msg))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := loopbackClient(ip).Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	refused := 0
	for i, ip := range loopbackIPs(8) {
		status := send(ip, "")
		if status == http.StatusTooManyRequests {
			refused++
		} else if i < 3 {
			if status != http.StatusOK {
				t.Fatalf("request %d: %d", i+1, status)
			}
		}
	}
	if refused != 5 {
		t.Fatalf("%d of 8 requests from 8 loopback addresses refused, want 5 (one budget of 3)", refused)
	}
	if status := send("127.0.0.10", testToken); status != http.StatusOK {
		t.Fatalf("a request with the token: %d", status)
	}
}

// TestAnonFloodAdmitsOwner: strangers hold every place of the token-less budget with slow A2A
// tasks; another token-less request is refused at once (503, busy), and the operator's
// requests, with the token, are served while the strangers still hold the budget.
func TestAnonFloodAdmitsOwner(t *testing.T) {
	r := newRigWith(t, func(c *Config) { smallConns(c); c.Limits.A2ARate, c.Limits.A2ABurst = 1e6, 1e6 })
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := a2aClient(t, r, "echo")
	slow := a2a.NewMessage(a2a.MessageRoleUser, a2a.NewDataPart(map[string]any{"skill": "slow", "input": map[string]any{"steps": 1000, "stepMs": 10000}}))
	done := make(chan struct{}, 2)
	for range 2 {
		go func() {
			_, _ = c.SendMessage(ctx, &a2a.SendMessageRequest{Message: slow})
			done <- struct{}{}
		}()
	}
	full := func() bool {
		if r.srv.anon.TryAcquire(1) {
			r.srv.anon.Release(1)
			return false
		}
		return true
	}
	waitFor(t, "the strangers holding the budget", full)
	for _, path := range []string{"/agents/echo/a2a", "/rpc"} {
		status, body := r.send(t, "POST", path, map[string]string{"Content-Type": "application/json"}, `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`)
		if status != http.StatusServiceUnavailable || !strings.Contains(body, "-32005") {
			t.Fatalf("token-less %s while the budget is held: %d %.200s", path, status, body)
		}
	}
	// A slow body is refused at once too, its body unread, and its connection closed.
	slowBody := dial(t, r)
	fmt.Fprintf(slowBody, "POST /rpc HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", strings.TrimPrefix(r.url, "http://"))
	if closed, got := closedWithin(slowBody, 30*time.Second); !closed || !strings.Contains(got, " 503 ") {
		t.Fatalf("a slow token-less body while the budget is held: closed=%v %q", closed, got)
	}
	status, body, err := ownerRequest(ctx, r.url)
	if err != nil || status != http.StatusOK || !strings.Contains(body, `"owner":true`) {
		t.Fatalf("owner request while strangers hold the budget: %d %.200s %v", status, body, err)
	}
	if _, got := r.post(t, testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.list"}`); !strings.Contains(string(got), `"result"`) {
		t.Fatalf("owner agent.list: %s", got)
	}
	if !full() || len(done) > 0 {
		t.Fatal("the strangers' tasks ended before the owner's requests: the test proves nothing")
	}
	if _, m := r.send(t, "GET", "/metrics", nil, ""); !strings.Contains(m, "agentsite_api_anon_refused_total 3") {
		t.Fatalf("metrics do not count the 3 refusals:\n%s", grepLines(m, "agentsite_api_anon"))
	}
	cancel()
}

// grepLines are the lines of s that contain sub.
func grepLines(s, sub string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, sub) {
			out = append(out, l)
		}
	}
	return fmt.Sprint(out)
}
