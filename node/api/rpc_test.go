package api

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/prometheus/client_golang/prometheus"
)

func TestConfigValidate(t *testing.T) {
	cases := []struct {
		name string
		mut  func(*Config)
		ok   bool
	}{
		{"default", func(*Config) {}, true},
		{"public without opt-in", func(c *Config) { c.Listen = "0.0.0.0:7420" }, false},
		{"public with opt-in", func(c *Config) { c.Listen = "0.0.0.0:7420"; c.AllowPublic = true }, true},
		{"short token", func(c *Config) { c.Token = "abc" }, false},
		{"bad listen", func(c *Config) { c.Listen = "nope" }, false},
		{"tiny body", func(c *Config) { c.MaxBody = 10 }, false},
		{"no token-less budget", func(c *Config) { c.Limits.AnonRequests = 0 }, false},
		{"per client over all", func(c *Config) { c.Limits.MaxConnsPerClient = c.Limits.MaxConns + 1 }, false},
		{"strangers fill a client's share", func(c *Config) { c.Limits.WSAnon = c.Limits.MaxConnsPerClient }, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig(testToken)
			tc.mut(&c)
			if err := c.Validate(); (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrBadConfig)) {
				t.Fatalf("err = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}

func TestRPC(t *testing.T) {
	r := newRig(t)
	const remoteDID = "did:ethr:0x539:0x00000000000000000000000000000000000000aa"
	cases := []struct {
		name   string
		token  string
		body   string
		status int
		code   int    // expected error code, 0 for success
		result string // substring expected in the result
	}{
		{"status", "", `{"jsonrpc":"2.0","id":1,"method":"node.status"}`, 200, 0, `"peerId"`},
		{"list", "", `{"jsonrpc":"2.0","id":"a","method":"agent.list"}`, 200, 0, `"gofmt"`},
		{"search remote", "", `{"jsonrpc":"2.0","id":1,"method":"agent.search","params":{"query":"summar"}}`, 200, 0, remoteDID},
		{"card local", "", `{"jsonrpc":"2.0","id":1,"method":"agent.card","params":{"name":"gofmt"}}`, 200, 0, `"supportedInterfaces"`},
		{"card remote", "", `{"jsonrpc":"2.0","id":1,"method":"agent.card","params":{"did":"` + remoteDID + `"}}`, 200, 0, r.remoteID},
		{"card unknown", "", `{"jsonrpc":"2.0","id":1,"method":"agent.card","params":{"did":"did:ethr:0x539:0x00000000000000000000000000000000000000bb"}}`, 200, call.CodeUnknownAgent, ""},
		{"call local", testToken, `{"jsonrpc":"2.0","id":7,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":{"x":[1,2]}}}`, 200, 0, `{"x":[1,2]}`},
		{"call remote by peer", testToken, `{"jsonrpc":"2.0","id":7,"method":"agent.call","params":{"peer":"` + r.remoteID + `","agent":"gofmt","skill":"format","input":{"source":"package p\nvar x=1"}}}`, 200, 0, `var x = 1`},
		{"call remote by DID", testToken, `{"jsonrpc":"2.0","id":7,"method":"agent.call","params":{"did":"` + remoteDID + `","skill":"summarize","input":{"text":"One. Two. Three. Four.","sentences":1}}}`, 200, 0, `"summary"`},
		{"call without token", "", `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo"}}`, 200, call.CodeUnauthorized, ""},
		{"call with bad token", "wrong-token-0123456789", `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo"}}`, 200, call.CodeUnauthorized, ""},
		{"call unknown agent", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"nobody","skill":"echo"}}`, 200, call.CodeUnknownAgent, ""},
		{"call unknown remote skill", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"peer":"` + r.remoteID + `","agent":"echo","skill":"nope"}}`, 200, call.CodeUnknownSkill, ""},
		{"call bad input", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"gofmt","skill":"format","input":{"source":"func {"}}}`, 200, call.CodeBadInput, ""},
		{"call timeout", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"slow","input":{"steps":1,"stepMs":2000},"timeoutMs":50}}`, 200, call.CodeTimeout, ""},
		{"call remote timeout", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"peer":"` + r.remoteID + `","agent":"echo","skill":"slow","input":{"steps":1,"stepMs":2000},"timeoutMs":50}}`, 200, call.CodeTimeout, ""},
		{"bad peer id", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"peer":"xyz","agent":"echo","skill":"echo"}}`, 200, call.CodeInvalidParams, ""},
		{"parse error", "", `{"jsonrpc":"2.0","id":1,`, 200, call.CodeParseError, ""},
		{"not 2.0", "", `{"jsonrpc":"1.0","id":1,"method":"node.status"}`, 200, call.CodeInvalidRequest, ""},
		{"bool id", "", `{"jsonrpc":"2.0","id":true,"method":"node.status"}`, 200, call.CodeInvalidRequest, ""},
		{"not an object", "", `42`, 200, call.CodeInvalidRequest, ""},
		{"unknown method", "", `{"jsonrpc":"2.0","id":1,"method":"node.shutdown"}`, 200, call.CodeMethodNotFound, ""},
		{"unknown param", "", `{"jsonrpc":"2.0","id":1,"method":"agent.search","params":{"q":"x"}}`, 200, call.CodeInvalidParams, ""},
		{"wrong param type", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":1,"skill":"echo"}}`, 200, call.CodeInvalidParams, ""},
		{"missing skill", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo"}}`, 200, call.CodeInvalidParams, ""},
		{"card needs one of did/name", "", `{"jsonrpc":"2.0","id":1,"method":"agent.card","params":{}}`, 200, call.CodeInvalidParams, ""},
		{"chat post without token", "", `{"jsonrpc":"2.0","id":1,"method":"chat.post","params":{"room":"r","content":"hi"}}`, 200, call.CodeUnauthorized, ""},
		{"chat post", testToken, `{"jsonrpc":"2.0","id":1,"method":"chat.post","params":{"room":"r","content":"hello team","state":"discussion"}}`, 200, 0, `"hello team"`},
		{"chat read", testToken, `{"jsonrpc":"2.0","id":1,"method":"chat.read","params":{"room":"r"}}`, 200, 0, `"hello team"`},
		{"chat read without token (it joins the room)", "", `{"jsonrpc":"2.0","id":1,"method":"chat.read","params":{"room":"r2"}}`, 200, call.CodeUnauthorized, ""},
		{"chat read no room", testToken, `{"jsonrpc":"2.0","id":1,"method":"chat.read","params":{}}`, 200, call.CodeInvalidParams, ""},
		{"oversized", testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":"` + strings.Repeat("x", 70<<10) + `"}}`, 413, call.CodeTooLarge, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, body := r.post(t, tc.token, tc.body)
			if status != tc.status {
				t.Fatalf("status %d, want %d: %s", status, tc.status, body)
			}
			var resp call.Response
			if err := json.Unmarshal(body, &resp); err != nil {
				t.Fatalf("answer %s: %v", body, err)
			}
			if resp.JSONRPC != "2.0" {
				t.Fatalf("answer without jsonrpc 2.0: %s", body)
			}
			if tc.code != 0 {
				if resp.Error == nil || resp.Error.Code != tc.code {
					t.Fatalf("answer %s, want error code %d", body, tc.code)
				}
				return
			}
			if resp.Error != nil || !strings.Contains(string(resp.Result), tc.result) {
				t.Fatalf("answer %s, want result containing %q", body, tc.result)
			}
		})
	}
	t.Run("batch", func(t *testing.T) {
		status, body := r.post(t, "", `[{"jsonrpc":"2.0","id":1,"method":"agent.list"},{"jsonrpc":"2.0","method":"agent.list"},{"jsonrpc":"2.0","id":2,"method":"nope"}]`)
		var resps []call.Response
		if status != 200 || json.Unmarshal(body, &resps) != nil || len(resps) != 2 || resps[0].Error != nil || resps[1].Error.Code != call.CodeMethodNotFound {
			t.Fatalf("batch: %d %s", status, body)
		}
	})
	t.Run("empty batch", func(t *testing.T) {
		_, body := r.post(t, "", `[]`)
		if !strings.Contains(string(body), "-32600") {
			t.Fatalf("got %s", body)
		}
	})
	t.Run("notification", func(t *testing.T) {
		if status, body := r.post(t, "", `{"jsonrpc":"2.0","method":"agent.list"}`); status != http.StatusNoContent || len(body) != 0 {
			t.Fatalf("got %d %s", status, body)
		}
	})
	t.Run("GET", func(t *testing.T) {
		resp, err := http.Get(r.url + "/rpc")
		if err != nil || resp.StatusCode != http.StatusMethodNotAllowed {
			t.Fatalf("got %v %v", resp, err)
		}
		resp.Body.Close()
	})
	// Still serving after all of that.
	if _, body := r.post(t, testToken, `{"jsonrpc":"2.0","id":9,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":"ok"}}`); !strings.Contains(string(body), `"result":"ok"`) {
		t.Fatalf("after errors: %s", body)
	}
}

func TestMetrics(t *testing.T) {
	r := newRig(t)
	r.post(t, "", `{"jsonrpc":"2.0","id":1,"method":"node.status"}`)
	r.post(t, testToken, `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo"}}`)
	resp, err := http.Get(r.url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, want := range []string{`agentsite_api_rpc_requests_total{code="0",method="node.status"} 1`, `agentsite_api_agent_call_seconds_count{outcome="ok",route="local"} 1`, "go_goroutines"} {
		if !strings.Contains(string(b), want) {
			t.Fatalf("metrics lack %q", want)
		}
	}
}

func TestRuntimeMetrics(t *testing.T) {
	reg := prometheus.NewRegistry()
	rm, err := NewRuntimeMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	rt, err := runtime.New(runtime.Config{Agents: []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}},
		runtime.Options{Logger: quiet(), Builtins: agents.Factories(), Observe: rm.Observe, OnHealth: rm.OnHealth})
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig(testToken)
	cfg.Listen = "127.0.0.1:0"
	srv, err := New(cfg, Deps{Local: rt}, Options{Logger: quiet(), Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(cfg, Deps{Local: rt}, Options{Logger: quiet(), Registry: reg}); err == nil {
		t.Fatal("a second server on the same registry must fail, not panic")
	}
	ctx := context.Background()
	rt.Call(ctx, "echo", "echo", nil, nil)
	rt.Call(ctx, "echo", "nope", nil, nil)
	rm.OnHealth("echo", errors.New("down"))
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "http://127.0.0.1/metrics", nil))
	for _, want := range []string{`agentsite_runtime_call_seconds_count{agent="echo",outcome="ok"} 1`, `agentsite_runtime_call_seconds_count{agent="echo",outcome="-32004"} 1`, `agentsite_runtime_agent_up{agent="echo"} 0`} {
		if !strings.Contains(rec.Body.String(), want) {
			t.Fatalf("metrics lack %q", want)
		}
	}
}
