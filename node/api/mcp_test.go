package api

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type bearer struct {
	token string
	base  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	if b.token != "" {
		r.Header.Set("Authorization", "Bearer "+b.token)
	}
	return b.base.RoundTrip(r)
}

func mcpSession(t *testing.T, r *rig, token string, onProgress func(*mcp.ProgressNotificationClientRequest)) *mcp.ClientSession {
	t.Helper()
	return mcpSessionAt(t, r, token, "", onProgress)
}

// mcpSessionAt connects the Go SDK's client asking for protocol version (empty: the SDK's
// newest, 2026-07-28, which probes with server/discover and falls back to initialize).
func mcpSessionAt(t *testing.T, r *rig, token, version string, onProgress func(*mcp.ProgressNotificationClientRequest)) *mcp.ClientSession {
	t.Helper()
	opts := &mcp.ClientOptions{}
	if onProgress != nil {
		opts.ProgressNotificationHandler = func(_ context.Context, req *mcp.ProgressNotificationClientRequest) { onProgress(req) }
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, opts)
	tr := &mcp.StreamableClientTransport{Endpoint: r.url + "/mcp", HTTPClient: &http.Client{Transport: bearer{token, http.DefaultTransport}}}
	s, err := client.Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func toolText(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// TestMCP runs the tools through the Go SDK's client in each era: 2026-07-28 (stateless, no
// session id) and 2025-11-25 (a session opened with initialize).
func TestMCP(t *testing.T) {
	r := newRig(t)
	for _, v := range []string{MCPModern, MCPLegacy} {
		t.Run(v, func(t *testing.T) { testMCPAt(t, r, v) })
	}
}

func testMCPAt(t *testing.T, r *rig, version string) {
	ctx := context.Background()
	var mu sync.Mutex
	var progress []float64
	s := mcpSessionAt(t, r, testToken, version, func(req *mcp.ProgressNotificationClientRequest) {
		mu.Lock()
		progress = append(progress, req.Params.Progress)
		mu.Unlock()
	})
	if got := s.InitializeResult().ProtocolVersion; got != version {
		t.Fatalf("negotiated %s, want %s", got, version)
	}
	if stateless := s.ID() == ""; stateless != (version == MCPModern) {
		t.Fatalf("version %s: session id %q", version, s.ID())
	}
	tools, err := s.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
	}
	for _, want := range []string{"search_agents", "call_agent", "chat_read", "chat_post"} {
		if !slices.Contains(names, want) {
			t.Fatalf("tools %v lack %s", names, want)
		}
	}
	cases := []struct {
		name    string
		tool    string
		args    map[string]any
		isError bool
		want    string
	}{
		{"search", "search_agents", map[string]any{"query": "summar"}, false, r.remoteID},
		{"call local", "call_agent", map[string]any{"agent": "gofmt", "skill": "format", "input": map[string]any{"source": "package p\nvar x=1"}}, false, "var x = 1"},
		{"call remote", "call_agent", map[string]any{"peer": r.remoteID, "agent": "echo", "skill": "echo", "input": []any{"a", 1.0}}, false, `["a",1]`},
		{"call unknown agent", "call_agent", map[string]any{"agent": "nobody", "skill": "x"}, true, "-32003"},
		{"call missing skill", "call_agent", map[string]any{"agent": "echo"}, true, "skill"},
		{"post", "chat_post", map[string]any{"room": "dev", "content": "hi from mcp"}, false, "hi from mcp"},
		{"read", "chat_read", map[string]any{"room": "dev"}, false, "hi from mcp"},
		{"read without room", "chat_read", map[string]any{}, true, "room"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
			if err != nil {
				t.Fatal(err)
			}
			if res.IsError != tc.isError || !strings.Contains(toolText(t, res), tc.want) {
				t.Fatalf("isError=%v text=%s, want isError=%v containing %q", res.IsError, toolText(t, res), tc.isError, tc.want)
			}
		})
	}
	t.Run("progress", func(t *testing.T) {
		p := &mcp.CallToolParams{Name: "call_agent", Arguments: map[string]any{"agent": "echo", "skill": "slow", "input": map[string]any{"steps": 3, "stepMs": 5}}}
		p.SetProgressToken("tok")
		res, err := s.CallTool(ctx, p)
		if err != nil || res.IsError {
			t.Fatalf("%v %v", res, err)
		}
		// The client hands notifications to its handler asynchronously: the last may land
		// just after the result.
		deadline := time.Now().Add(2 * time.Second)
		for {
			mu.Lock()
			n := len(progress)
			mu.Unlock()
			if n == 3 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("progress = %v", progress)
			}
			time.Sleep(5 * time.Millisecond)
		}
	})
	t.Run("no token", func(t *testing.T) {
		anon := mcpSessionAt(t, r, "", version, nil)
		for tool, args := range map[string]map[string]any{"call_agent": {"agent": "echo", "skill": "echo"}, "chat_post": {"room": "dev", "content": "x"}, "chat_read": {"room": "dev"}} {
			res, err := anon.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
			if err != nil || !res.IsError || !strings.Contains(toolText(t, res), "-32011") {
				t.Fatalf("%s without token: %v %v", tool, res, err)
			}
		}
		res, err := anon.CallTool(ctx, &mcp.CallToolParams{Name: "search_agents", Arguments: map[string]any{}})
		if err != nil || res.IsError {
			t.Fatalf("search without token: %v %v", res, err)
		}
	})
}

// TestMCPAgentOverHTTP hosts an MCP server reached over streamable HTTP as an agent: another
// node's /mcp endpoint, with its token in the configured headers.
func TestMCPAgentOverHTTP(t *testing.T) {
	r := newRig(t)
	rt, err := runtime.New(runtime.Config{Agents: []runtime.AgentConfig{{
		Name: "peer-node", Kind: runtime.KindMCP, URL: r.url + "/mcp",
		Headers: map[string]string{"Authorization": "Bearer " + testToken},
	}}}, runtime.Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := rt.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	info, err := rt.Info(ctx, "peer-node")
	if err != nil || !info.Healthy || len(info.Skills) != 10 { // search, call, chat read and post, six bounty tools
		t.Fatalf("info %+v %v", info, err)
	}
	out, err := rt.Call(ctx, "peer-node", "call_agent", json.RawMessage(`{"agent":"summarize","skill":"summarize","input":{"text":"Bees buzz. Bees fly.","sentences":1}}`), nil)
	if err != nil || !strings.Contains(string(out), "Bees") {
		t.Fatalf("call_agent through MCP over HTTP: %s %v", out, err)
	}
	if _, err := rt.Call(ctx, "peer-node", "call_agent", json.RawMessage(`{"agent":"nobody","skill":"x"}`), nil); !errors.Is(err, runtime.ErrAgentFailed) {
		t.Fatalf("tool error: %v", err)
	}
}

// TestMCPSessionLimits: at most MCPSessions sessions are open (the next is refused, 503), the
// token passes the cap, and a stateless client neither meets it nor adds to it. Six clients
// connect at once, each with at most one token-less POST in flight (initialize, then
// notifications/initialized), so AnonRequests is six: with the default four, admit refused a
// winner's notification now and then (the SDK then closes that session and its Connect fails:
// "1 sessions opened, 5 refused"). No session may expire while they connect, so the idle time
// is an hour; expiry is TestMCPSessionLimitsIdle's.
func TestMCPSessionLimits(t *testing.T) {
	r := newRigWith(t, func(c *Config) {
		c.Limits.MCPSessions = 2
		c.Limits.MCPSessionIdle = time.Hour
		c.Limits.AnonRequests = 6
	})
	ctx := context.Background()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var opened []*mcp.ClientSession
	var refused int
	for range 6 { // at once: exactly two get a session
		wg.Add(1)
		go func() {
			defer wg.Done()
			client := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "1"}, nil)
			s, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: r.url + "/mcp"}, &mcp.ClientSessionOptions{ProtocolVersion: MCPLegacy})
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				opened = append(opened, s)
			case strings.Contains(err.Error(), "503") || strings.Contains(err.Error(), "Service Unavailable"):
				refused++
			default:
				t.Errorf("connect: %v", err)
			}
		}()
	}
	wg.Wait()
	for _, s := range opened {
		t.Cleanup(func() { s.Close() })
	}
	if len(opened) != 2 || refused != 4 {
		t.Fatalf("%d sessions opened, %d refused; want 2 and 4", len(opened), refused)
	}
	// The operator's client, with the token, is never locked out by strangers' sessions.
	if _, err := mcpSessionAt(t, r, testToken, MCPLegacy, nil).ListTools(ctx, nil); err != nil {
		t.Fatalf("a session with the token at the cap: %v", err)
	}
	// A stateless (2026-07-28) client holds no session, so the cap does not stop it, and it
	// adds none.
	before := r.srv.mcpSessions()
	if _, err := mcpSessionAt(t, r, "", MCPModern, nil).ListTools(ctx, nil); err != nil {
		t.Fatalf("a stateless client at the cap: %v", err)
	}
	if after := r.srv.mcpSessions(); after != before {
		t.Fatalf("a stateless client left %d sessions open, %d before", after, before)
	}
}

// TestMCPSessionLimitsIdle: a session that sends nothing for MCPSessionIdle is closed, which
// makes room for a stranger's next one. The session is opened with a bare initialize (no
// second request that the idle time could overtake), so the test holds however short the
// idle time or slow the machine.
func TestMCPSessionLimitsIdle(t *testing.T) {
	r := newRigWith(t, func(c *Config) {
		c.Limits.MCPSessions = 1
		c.Limits.MCPSessionIdle = 100 * time.Millisecond
	})
	status, id := legacyPost(t, r.url+"/mcp", "", "initialize")
	if status != http.StatusOK || id == "" {
		t.Fatalf("initialize: status %d, session %q", status, id)
	}
	deadline := time.Now().Add(30 * time.Second)
	for r.srv.mcpSessions() > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d idle sessions still open", r.srv.mcpSessions())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if status, _ := legacyPost(t, r.url+"/mcp", id, "ping"); status != http.StatusNotFound {
		t.Fatalf("a request in the expired session: status %d, want 404", status)
	}
	if status, id := legacyPost(t, r.url+"/mcp", "", "initialize"); status != http.StatusOK || id == "" {
		t.Fatalf("a stranger's session after the other expired: status %d, session %q", status, id)
	}
}

// legacyPost posts one bare 2025-11-25 request (initialize or ping) without the token, in
// session when session is set, and returns the HTTP status and the session id in the answer.
func legacyPost(t *testing.T, url, session, method string) (int, string) {
	t.Helper()
	body := `{"jsonrpc":"2.0","id":1,"method":"` + method + `","params":{"protocolVersion":"` + MCPLegacy + `","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`
	req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if session != "" {
		req.Header.Set("Mcp-Session-Id", session)
		req.Header.Set("MCP-Protocol-Version", MCPLegacy)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, resp.Header.Get("Mcp-Session-Id")
}
