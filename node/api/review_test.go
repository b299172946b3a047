package api

import (
	"net/http"
	"strings"
	"testing"
)

// TestStrangerRateCoversCallRouteAndStatelessMCP (finding 5): the per-client rate that admit
// applies to strangers' A2A requests did not apply to a hosted agent's plain HTTP call route
// nor to stateless (2026-07-28) MCP requests, though their docs said they were bounded the same
// way. Without a session there is no session cap either: one client could send requests to
// either as fast as the anonymous budget freed (every request a free agent's run, or a search).
// Both now draw on the same per-client budget as A2A.
func TestStrangerRateCoversCallRouteAndStatelessMCP(t *testing.T) {
	r := newRigWith(t, func(c *Config) { c.Limits.A2ARate, c.Limits.A2ABurst = 0.001, 2 })
	callEcho := func() int {
		req, _ := http.NewRequest(http.MethodPost, r.url+"/agents/echo/call", strings.NewReader(`{"input":"hi"}`))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for i := range 2 {
		if st := callEcho(); st != http.StatusOK {
			t.Fatalf("call %d within the burst: %d", i, st)
		}
	}
	if st := callEcho(); st != http.StatusTooManyRequests {
		t.Fatalf("call route past the client's burst: %d, want 429", st)
	}
	// The budget is the client's: stateless MCP from the same client is refused as well.
	if st, _, _ := rawMCP(t, r.url+"/mcp", MCPModern, "server/discover", "", nil); st != http.StatusTooManyRequests {
		t.Fatalf("stateless MCP past the client's burst: %d, want 429", st)
	}
	// The operator's requests are not counted.
	req, _ := http.NewRequest(http.MethodPost, r.url+"/agents/echo/call", strings.NewReader(`{"input":"hi"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+testToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("the operator's call: %d", resp.StatusCode)
	}
}

// TestStatelessMCPRated: a fresh budget admits stateless MCP requests up to the burst, then
// refuses.
func TestStatelessMCPRated(t *testing.T) {
	r := newRigWith(t, func(c *Config) { c.Limits.A2ARate, c.Limits.A2ABurst = 0.001, 2 })
	for i := range 2 {
		if st, _, _ := rawMCP(t, r.url+"/mcp", MCPModern, "server/discover", "", nil); st != http.StatusOK {
			t.Fatalf("stateless request %d within the burst: %d", i, st)
		}
	}
	if st, _, _ := rawMCP(t, r.url+"/mcp", MCPModern, "server/discover", "", nil); st != http.StatusTooManyRequests {
		t.Fatalf("stateless MCP past the client's burst: %d, want 429", st)
	}
}

// TestStatelessMCPLeavesNoSession: a stateless request's ephemeral session is gone once it is
// answered; a flood of them neither grows the server's session list nor fills the legacy
// clients' session cap.
func TestStatelessMCPLeavesNoSession(t *testing.T) {
	r := newRig(t)
	for range 20 {
		if st, _, _ := rawMCP(t, r.url+"/mcp", MCPModern, "tools/list", "", nil); st != http.StatusOK {
			t.Fatalf("tools/list: %d", st)
		}
	}
	if n := r.srv.mcpSessions(); n != 0 {
		t.Fatalf("%d sessions left by stateless requests", n)
	}
}
