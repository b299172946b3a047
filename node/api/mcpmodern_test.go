package api

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// rawMCP posts one hand-written 2026-07-28 request (no SDK), with the headers the revision
// requires, and returns the HTTP status and the JSON-RPC response (read from a JSON body or
// from the last event of an SSE stream).
func rawMCP(t *testing.T, url, version, method, name string, params map[string]any) (int, http.Header, map[string]any) {
	t.Helper()
	if params == nil {
		params = map[string]any{}
	}
	params["_meta"] = map[string]any{
		"io.modelcontextprotocol/protocolVersion":    version,
		"io.modelcontextprotocol/clientInfo":         map[string]any{"name": "handwritten", "version": "1"},
		"io.modelcontextprotocol/clientCapabilities": map[string]any{},
	}
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", version)
	req.Header.Set("Mcp-Method", method)
	if name != "" {
		req.Header.Set("Mcp-Name", name)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		var last string
		for sc := bufio.NewScanner(bytes.NewReader(raw)); sc.Scan(); {
			if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				last = d
			}
		}
		raw = []byte(last)
	}
	var out map[string]any
	if len(bytes.TrimSpace(raw)) > 0 {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("%s %s: status %d, body %q: %v", method, version, resp.StatusCode, raw, err)
		}
	}
	return resp.StatusCode, resp.Header, out
}

// TestMCPStatelessHandwritten speaks 2026-07-28 by hand, as the revision's schema writes it:
// server/discover, tools/list and tools/call without initialize, each answered with
// resultType and serverInfo in _meta and no session; a version the server lacks, a header
// that contradicts the body and a GET each get the revision's answer.
func TestMCPStatelessHandwritten(t *testing.T) {
	r := newRig(t)
	url := r.url + "/mcp"

	status, h, disc := rawMCP(t, url, MCPModern, "server/discover", "", nil)
	res, _ := disc["result"].(map[string]any)
	if status != http.StatusOK || res == nil || res["resultType"] != "complete" {
		t.Fatalf("discover: %d %v", status, disc)
	}
	var versions []string
	for _, v := range res["supportedVersions"].([]any) {
		versions = append(versions, v.(string))
	}
	if !slices.Contains(versions, MCPModern) || !slices.Contains(versions, MCPLegacy) {
		t.Fatalf("supportedVersions %v", versions)
	}
	if caps, _ := res["capabilities"].(map[string]any); caps["tools"] == nil {
		t.Fatalf("capabilities %v", res["capabilities"])
	}
	if info, _ := res["_meta"].(map[string]any)["io.modelcontextprotocol/serverInfo"].(map[string]any); info["name"] != "agentsite" {
		t.Fatalf("serverInfo in _meta: %v", res["_meta"])
	}
	if id := h.Get("Mcp-Session-Id"); id != "" {
		t.Fatalf("a stateless answer minted session %q", id)
	}

	status, _, list := rawMCP(t, url, MCPModern, "tools/list", "", nil)
	res, _ = list["result"].(map[string]any)
	if status != http.StatusOK || res["resultType"] != "complete" || len(res["tools"].([]any)) < 4 {
		t.Fatalf("tools/list: %d %v", status, list)
	}

	status, _, call := rawMCP(t, url, MCPModern, "tools/call", "search_agents", map[string]any{"name": "search_agents", "arguments": map[string]any{"query": "summar"}})
	res, _ = call["result"].(map[string]any)
	if status != http.StatusOK || res["resultType"] != "complete" || res["isError"] == true || !strings.Contains(mustString(res["content"]), r.remoteID) {
		t.Fatalf("tools/call: %d %v", status, call)
	}

	cases := []struct {
		name, version, method, header string
		params                        map[string]any
		status                        int
		code                          float64
	}{
		{"unsupported version", "2099-01-01", "tools/list", "", nil, http.StatusBadRequest, -32022},
		{"Mcp-Name contradicts the body", MCPModern, "tools/call", "chat_post", map[string]any{"name": "search_agents", "arguments": map[string]any{}}, http.StatusBadRequest, -32020},
		{"Mcp-Name missing", MCPModern, "tools/call", "", map[string]any{"name": "search_agents", "arguments": map[string]any{}}, http.StatusBadRequest, -32020},
		{"initialize is gone", MCPModern, "initialize", "", map[string]any{"protocolVersion": MCPModern}, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, _, out := rawMCP(t, url, tc.version, tc.method, tc.header, tc.params)
			e, _ := out["error"].(map[string]any)
			if e == nil || (tc.code != 0 && (status != tc.status || e["code"] != tc.code)) {
				t.Fatalf("status %d, answer %v; want %d and code %v", status, out, tc.status, tc.code)
			}
			if tc.code == -32022 {
				sup, _ := e["data"].(map[string]any)["supported"].([]any)
				if !slices.Contains(sup, any(MCPModern)) {
					t.Fatalf("unsupported version error lists %v", e["data"])
				}
			}
		})
	}

	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("MCP-Protocol-Version", MCPModern)
	req.Header.Set("Accept", "text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Fatalf("GET at 2026-07-28: %d, want 405", resp.StatusCode)
	}
}

func mustString(v any) string { b, _ := json.Marshal(v); return string(b) }

// TestMCPTypeScriptClient runs the official TypeScript SDK's client (1.32.2, which speaks
// the legacy revisions 2025-11-25 back to 2024-11-05, not 2026-07-28) against /mcp in each
// revision it offers: each opens a session, lists the tools and calls search_agents.
func TestMCPTypeScriptClient(t *testing.T) {
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	if _, err := os.Stat(filepath.Join("..", "..", "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		t.Skipf("@modelcontextprotocol/sdk not installed: %v", err)
	}
	r := newRig(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, nodeBin, filepath.Join("testdata", "mcp_ts_client.mjs"), r.url+"/mcp", testToken).CombinedOutput()
	if err != nil {
		t.Fatalf("ts client: %v\n%s", err, out)
	}
	var seen []string
	for line := range strings.Lines(string(out)) {
		var res struct {
			Version, Negotiated, SessionID, Search string
			Tools                                  []string
			IsError                                bool
		}
		if err := json.Unmarshal([]byte(line), &res); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		if res.Negotiated != res.Version || res.SessionID == "" || !slices.Contains(res.Tools, "call_agent") || res.IsError || !strings.Contains(res.Search, r.remoteID) {
			t.Fatalf("revision %s: %+v", res.Version, res)
		}
		seen = append(seen, res.Version)
	}
	if want := []string{MCPLegacy, "2025-06-18", "2025-03-26", "2024-11-05"}; !slices.Equal(seen, want) {
		t.Fatalf("revisions run %v, want %v", seen, want)
	}
}

// TestMCPTypeScriptV2Client runs the official TypeScript SDK v2 client
// (@modelcontextprotocol/client 2.4.0, which speaks 2026-07-28) against /mcp in each of its
// negotiation modes: pinned to 2026-07-28 and auto (both stateless: no session id), and legacy
// (a 2025-11-25 session). It needs the package in node_modules (package.json's devDependencies).
func TestMCPTypeScriptV2Client(t *testing.T) {
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	if _, err := os.Stat(filepath.Join("..", "..", "node_modules", "@modelcontextprotocol", "client")); err != nil {
		t.Skipf("@modelcontextprotocol/client not installed: %v", err)
	}
	r := newRig(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, nodeBin, filepath.Join("testdata", "mcp_ts2_client.mjs"), r.url+"/mcp", testToken).CombinedOutput()
	if err != nil {
		t.Fatalf("ts v2 client: %v\n%s", err, out)
	}
	want := map[string]string{"pin": MCPModern, "auto": MCPModern, "legacy": MCPLegacy}
	for line := range strings.Lines(string(out)) {
		var res struct {
			Mode, Negotiated, SessionID, Search string
			Tools                               []string
			IsError                             bool
		}
		if err := json.Unmarshal([]byte(line), &res); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		stateless := res.SessionID == ""
		if res.Negotiated != want[res.Mode] || stateless != (res.Negotiated == MCPModern) ||
			!slices.Contains(res.Tools, "call_agent") || res.IsError || !strings.Contains(res.Search, r.remoteID) {
			t.Fatalf("mode %s: %+v", res.Mode, res)
		}
		delete(want, res.Mode)
	}
	if len(want) > 0 {
		t.Fatalf("modes not run: %v", want)
	}
}
