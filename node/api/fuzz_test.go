package api

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// fuzzServer is a server over an echo agent, not listening: requests go to its Handler.
func fuzzServer(f *testing.F) *Server {
	rt, err := runtime.New(runtime.Config{Agents: []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}},
		runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		f.Fatal(err)
	}
	cfg := DefaultConfig(testToken)
	cfg.Listen = "127.0.0.1:7420"
	s, err := New(cfg, Deps{Local: rt}, Options{Logger: quiet()})
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { s.stop() })
	return s
}

// FuzzHandleBody feeds arbitrary bodies to the JSON-RPC dispatcher, with and without the
// token: it must never panic, whatever it answers is valid JSON, and without the token no
// method that needs it runs.
func FuzzHandleBody(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":[1]}}`,
		`[{"jsonrpc":"2.0","id":1,"method":"agent.list"},{"jsonrpc":"2.0","method":"x"}]`,
		`{"jsonrpc":"2.0","id":"a","method":"agent.search","params":{"query":"go","limit":3}}`,
		`{"jsonrpc":"2.0","id":1,"method":"chat.read","params":{"room":"r"}}`,
		`[]`, `{`, `null`,
	} {
		f.Add([]byte(s), true)
		f.Add([]byte(s), false)
	}
	s := fuzzServer(f)
	f.Fuzz(func(t *testing.T, body []byte, authed bool) {
		out := s.handleBody(context.Background(), body, rpcCtx{authed: authed})
		if out != nil && !json.Valid(out) {
			t.Fatalf("answer to %q is not JSON: %q", body, out)
		}
		var req call.Request
		if authed || json.Unmarshal(body, &req) != nil || len(req.ID) == 0 || !methods[req.Method].auth {
			return
		}
		var resp call.Response
		if json.Unmarshal(out, &resp) == nil && (resp.Error == nil || resp.Error.Code == 0) {
			t.Fatalf("%s ran without the token: %q -> %q", req.Method, body, out)
		}
	})
}

// FuzzHTTP sends arbitrary requests (Host, Origin, Content-Type, body) to /rpc, /mcp and an A2A
// endpoint through the whole handler, guard included: nothing panics, a foreign Host is always
// refused (421), a foreign Origin on a good Host always 403, a POST not declared as JSON always
// 415, and whatever passes reaches the JSON-RPC, MCP and A2A decoders.
func FuzzHTTP(f *testing.F) {
	for _, s := range []struct {
		path, host, origin, ct, body string
	}{
		{"/rpc", "127.0.0.1:7420", "", "application/json", `{"jsonrpc":"2.0","id":1,"method":"node.status"}`},
		{"/rpc", "evil.example:7420", "", "application/json", `{}`},
		{"/rpc", "127.0.0.1:7420", "http://127.0.0.1.evil.example", "text/plain", `{}`},
		{"/mcp", "localhost:7420", "http://localhost:7420", "application/json", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"f","version":"1"}}}`},
		{"/agents/echo/a2a", "[::1]:7420", "", "application/json", `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m","role":"ROLE_USER","parts":[{"text":"hi"}]}}}`},
		{"/agents/echo/a2a", "127.0.0.1", "", "application/json;charset=utf-8", `{"jsonrpc":"2.0","id":1,"method":"GetTask","params":{"id":"x"}}`},
	} {
		f.Add(s.path, s.host, s.origin, s.ct, []byte(s.body))
	}
	s := fuzzServer(f)
	g := newGuard(s.cfg)
	f.Fuzz(func(t *testing.T, path, host, origin, ct string, body []byte) {
		switch {
		case strings.HasPrefix(path, "/m"):
			path = "/mcp"
		case strings.HasPrefix(path, "/a"):
			path = "/agents/echo/a2a"
		default:
			path = "/rpc"
		}
		req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1:7420"+path, bytes.NewReader(body))
		req.Host = host
		req.Header.Set("Content-Type", ct)
		req.Header.Set("Accept", "application/json, text/event-stream")
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		rec := httptest.NewRecorder()
		s.Handler().ServeHTTP(rec, req)
		hostOK := g.hostAllowed(host)
		switch {
		case !hostOK && rec.Code != http.StatusMisdirectedRequest:
			t.Fatalf("foreign host %q: %d", host, rec.Code)
		case hostOK && origin != "" && !strings.EqualFold(origin, "http://"+host) && rec.Code != http.StatusForbidden:
			t.Fatalf("host %q, origin %q: %d", host, origin, rec.Code)
		case hostOK && (origin == "" || strings.EqualFold(origin, "http://"+host)) && !isJSON(ct) && rec.Code != http.StatusUnsupportedMediaType:
			t.Fatalf("content type %q: %d", ct, rec.Code)
		}
		if hostOK {
			h, _, err := net.SplitHostPort(host)
			if err != nil {
				h = host
			}
			h = strings.Trim(strings.ToLower(h), "[]")
			if ip := net.ParseIP(h); h != "localhost" && (ip == nil || !ip.IsLoopback()) {
				t.Fatalf("host %q allowed", host)
			}
		}
	})
}

// FuzzA2AMessage decodes arbitrary A2A messages and derives the skill and input from them as
// the executor does: no panic, and an input, when there is one, is JSON.
func FuzzA2AMessage(f *testing.F) {
	for _, s := range []string{
		`{"messageId":"m","role":"ROLE_USER","parts":[{"text":"{\"a\":1}"}]}`,
		`{"messageId":"m","role":"ROLE_USER","parts":[{"data":{"skill":"echo","input":[1,2]}}],"metadata":{"skill":"slow"}}`,
		`{"messageId":"m","role":"ROLE_USER","parts":[{"text":"  "},{"data":null}]}`,
		`{"parts":[{}]}`,
	} {
		f.Add([]byte(s))
	}
	e := &executor{s: fuzzServer(f), agent: "echo"}
	f.Fuzz(func(t *testing.T, b []byte) {
		var m a2a.Message
		if json.Unmarshal(b, &m) != nil {
			return
		}
		_, input, err := e.parse(context.Background(), &m)
		if err == nil && input != nil && !json.Valid(input) {
			t.Fatalf("input %q from %q is not JSON", input, b)
		}
	})
}
