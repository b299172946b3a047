package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/prometheus/client_golang/prometheus"
)

const testToken = "web-test-token-0123456789abcdef"

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

// counting passes every call to the real API server and counts them by method: the tests
// check that a refused form reached no method at all.
type counting struct {
	Invoker
	mu    sync.Mutex
	calls map[string]int
}

func (c *counting) Invoke(ctx context.Context, method string, params any) (json.RawMessage, error) {
	c.mu.Lock()
	c.calls[method]++
	c.mu.Unlock()
	return c.Invoker.Invoke(ctx, method, params)
}

// InvokeProgress counts like Invoke and passes the progress of the call on.
func (c *counting) InvokeProgress(ctx context.Context, method string, params any, progress runtime.ProgressFunc) (json.RawMessage, error) {
	c.mu.Lock()
	c.calls[method]++
	c.mu.Unlock()
	return c.Invoker.(ProgressInvoker).InvokeProgress(ctx, method, params, progress)
}

func (c *counting) count(method string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls[method]
}

// rig is an API server with a real runtime (the built-in agents) serving the web app.
type rig struct {
	url   string
	calls *counting
	app   *App
	posts atomic.Int64 // bounties "posted" by the rig's bounty.post
	teams atomic.Int64 // teams "started" by the rig's team.start
	mu    sync.Mutex
	steer []string // team.propose and team.vote params, as sent
}

// steered is what team.propose and team.vote received.
func (r *rig) steered() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.steer...)
}

func newRig(t *testing.T) *rig {
	t.Helper()
	return newRigWith(t, nil, nil)
}

// newRigWith is newRig whose API also has the node's methods extra (wallet.show,
// channel.list: answers as the node's) and finds agents with search (nil: the local ones).
func newRigWith(t *testing.T, extra map[string]api.Method, search api.Searcher) *rig {
	t.Helper()
	reg := prometheus.NewRegistry()
	rm, err := api.NewRuntimeMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	rt, err := runtime.New(runtime.DefaultConfig(), runtime.Options{Logger: quiet(), Builtins: agents.Factories(), Observe: rm.Observe})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	r := &rig{}
	cfg := api.DefaultConfig(testToken)
	cfg.Listen = "127.0.0.1:0"
	// bounty.post at the API's extension point, as the node registers it; it takes a while,
	// like a transaction, so duplicates overlap.
	post := api.Method{Auth: true, Run: func(context.Context, json.RawMessage) (any, error) {
		time.Sleep(100 * time.Millisecond)
		return map[string]int64{"bountyId": r.posts.Add(1)}, nil
	}}
	// team.start likewise: the node's engine needs a chain; the browser tests run the real one.
	start := api.Method{Auth: true, Run: func(context.Context, json.RawMessage) (any, error) {
		time.Sleep(100 * time.Millisecond)
		return map[string]string{"id": fmt.Sprintf("%012x", r.teams.Add(1))}, nil
	}}
	steer := func(method string) api.Method {
		return api.Method{Auth: true, Run: func(_ context.Context, p json.RawMessage) (any, error) {
			r.mu.Lock()
			r.steer = append(r.steer, method+" "+string(p))
			r.mu.Unlock()
			return map[string]string{"room": "team-000000000001", "id": "p1"}, nil
		}}
	}
	methods := map[string]api.Method{"bounty.post": post, "team.start": start,
		"team.propose": steer("team.propose"), "team.vote": steer("team.vote")}
	for name, m := range extra {
		methods[name] = m
	}
	deps := api.Deps{Local: rt, Searcher: search, Extra: methods, Web: func(inv api.Invoker) http.Handler {
		r.calls = &counting{Invoker: inv, calls: map[string]int{}}
		cfg := DefaultConfig(testToken)
		cfg.Metrics = reg
		r.app = New(cfg, r.calls, quiet())
		return r.app
	}}
	srv, err := api.New(cfg, deps, api.Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	r.url = "http://" + srv.Addr()
	return r
}

// browser is an HTTP client with a cookie jar that does not follow redirects.
func browser() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// login logs a new browser in and returns it with the session's CSRF token.
func (r *rig) login(t *testing.T) (*http.Client, string) {
	t.Helper()
	c := browser()
	resp := r.do(t, c, "POST", "/login", `{"token":"`+testToken+`"}`, map[string]string{"Origin": r.url})
	if resp.status != http.StatusOK {
		t.Fatalf("login: %d %s", resp.status, resp.body)
	}
	page := r.do(t, c, "GET", "/wallet", "", nil)
	m := regexp.MustCompile(`<meta name="csrf" content="([^"]+)">`).FindStringSubmatch(page.body)
	if m == nil {
		t.Fatalf("no CSRF token in the page:\n%s", page.body)
	}
	return c, m[1]
}

type answer struct {
	status int
	body   string
	header http.Header
}

func (r *rig) do(t *testing.T, c *http.Client, method, path, body string, headers map[string]string) answer {
	t.Helper()
	req, err := http.NewRequest(method, r.url+path, bytes.NewBufferString(body))
	if err != nil {
		t.Fatal(err)
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return answer{status: resp.StatusCode, body: string(b), header: resp.Header}
}

// act sends an action as the page does: session, Origin, CSRF token.
func (r *rig) act(t *testing.T, c *http.Client, csrf, action, body string) answer {
	t.Helper()
	return r.do(t, c, "POST", "/act/"+action, body, map[string]string{"Origin": r.url, "X-CSRF-Token": csrf, "Sec-Fetch-Site": "same-origin"})
}

func errorOf(t *testing.T, a answer) failure {
	t.Helper()
	var f failure
	if err := json.Unmarshal([]byte(a.body), &f); err != nil || f.Error == "" {
		t.Fatalf("answer %d %q is not a failure for a person", a.status, a.body)
	}
	if strings.Contains(f.Error, "-326") || strings.Contains(f.Error, "jsonrpc") {
		t.Fatalf("failure shows a JSON-RPC error: %q", f.Error)
	}
	return f
}
