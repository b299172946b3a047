package api

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/gorilla/websocket"
)

// send makes one request to the rig with the given method, path, headers and body, and
// returns status and body. Host in hdr sets the request's Host.
func (r *rig) send(t *testing.T, method, path string, hdr map[string]string, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, r.url+path, bytes.NewBufferString(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range hdr {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestGuard: a web page cannot drive the API. DNS rebinding (a foreign Host), cross-origin
// pages (Origin compared exactly, so 127.0.0.1.evil.example is foreign), POSTs not declared
// as JSON (which a page may send without a CORS preflight) and tokens in URLs are refused; the
// server's own names, configured names and origins, and public card reads pass.
func TestGuard(t *testing.T) {
	r := newRigWith(t, func(c *Config) {
		c.AllowedHosts = []string{"agentsite.lan"}
		c.AllowedOrigins = []string{"https://app.example"}
	})
	port := r.url[strings.LastIndex(r.url, ":")+1:]
	self := "http://127.0.0.1:" + port
	status := `{"jsonrpc":"2.0","id":1,"method":"node.status"}`
	wallet := `{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","input":1}}`
	a2aMsg := `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"hi"}]}}}`
	jsonCT := map[string]string{"Content-Type": "application/json"}
	with := func(kv ...string) map[string]string {
		m := map[string]string{"Content-Type": "application/json"}
		for i := 0; i < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	cases := []struct {
		name, method, path string
		hdr                map[string]string
		body               string
		status             int
		want               string
	}{
		{"own address", "POST", "/rpc", jsonCT, status, 200, `"result"`},
		{"localhost", "POST", "/rpc", with("Host", "localhost:"+port), status, 200, `"result"`},
		{"[::1]", "POST", "/rpc", with("Host", "[::1]:"+port), status, 200, `"result"`},
		{"configured host", "POST", "/rpc", with("Host", "AgentSite.lan:"+port), status, 200, `"result"`},
		{"DNS rebinding", "POST", "/rpc", with("Host", "rebind.evil.example:"+port), status, http.StatusMisdirectedRequest, "-32011"},
		{"rebinding without port", "GET", "/metrics", with("Host", "evil.example"), "", http.StatusMisdirectedRequest, "-32011"},
		{"other IP literal", "POST", "/rpc", with("Host", "10.0.0.1:"+port), status, http.StatusMisdirectedRequest, "-32011"},
		{"same origin", "POST", "/rpc", with("Origin", self), status, 200, `"result"`},
		{"configured origin", "POST", "/rpc", with("Origin", "https://app.example"), status, 200, `"result"`},
		{"prefix of our origin", "POST", "/rpc", with("Origin", "http://127.0.0.1.evil.example"), status, http.StatusForbidden, "-32011"},
		{"our host, other port", "POST", "/rpc", with("Origin", "http://127.0.0.1"), status, http.StatusForbidden, "-32011"},
		{"origin null", "POST", "/rpc", with("Origin", "null"), status, http.StatusForbidden, "-32011"},
		{"cross-origin text/plain", "POST", "/rpc", map[string]string{"Content-Type": "text/plain", "Origin": "http://evil.example", "Authorization": "Bearer " + testToken}, wallet, http.StatusForbidden, "-32011"},
		{"text/plain", "POST", "/rpc", map[string]string{"Content-Type": "text/plain;charset=UTF-8"}, status, http.StatusUnsupportedMediaType, "-32600"},
		{"form", "POST", "/rpc", map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, status, http.StatusUnsupportedMediaType, "-32600"},
		{"no content type", "POST", "/rpc", nil, status, http.StatusUnsupportedMediaType, "-32600"},
		{"json with charset", "POST", "/rpc", with("Content-Type", "application/json; charset=utf-8"), status, 200, `"result"`},
		{"token in URL", "POST", "/rpc?token=" + testToken, jsonCT, wallet, http.StatusBadRequest, "Authorization header"},
		{"access_token in URL", "POST", "/rpc?access_token=" + testToken, jsonCT, wallet, http.StatusBadRequest, "Authorization header"},
		{"card from any page", "GET", "/agents/echo/.well-known/agent-card.json", with("Origin", "http://evil.example"), "", 200, `"echo"`},
		{"default card from any page", "GET", "/.well-known/agent-card.json", with("Origin", "http://evil.example"), "", 200, `"echo"`},
		{"A2A from another page", "POST", "/agents/echo/a2a", with("Origin", "http://evil.example"), a2aMsg, http.StatusForbidden, "-32011"},
		{"A2A as text/plain", "POST", "/agents/echo/a2a", map[string]string{"Content-Type": "text/plain"}, a2aMsg, http.StatusUnsupportedMediaType, "-32600"},
		{"MCP from another page", "POST", "/mcp", with("Origin", "http://evil.example", "Accept", "application/json, text/event-stream"), `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`, http.StatusForbidden, "-32011"},
		{"metrics from another page", "GET", "/metrics", with("Origin", "http://evil.example"), "", http.StatusForbidden, "-32011"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, body := r.send(t, tc.method, tc.path, tc.hdr, tc.body)
			if status != tc.status || !strings.Contains(body, tc.want) {
				t.Fatalf("got %d %.300s, want %d with %q", status, body, tc.status, tc.want)
			}
		})
	}
	t.Run("WebSocket origins", func(t *testing.T) {
		ws := "ws" + strings.TrimPrefix(r.url, "http") + "/rpc"
		for origin, ok := range map[string]bool{
			"http://127.0.0.1.evil.example": false, "http://localhost.evil.example:" + port: false, "http://evil.example": false,
			self: true, "https://app.example": true, "": true,
		} {
			h := http.Header{}
			if origin != "" {
				h.Set("Origin", origin)
			}
			c, resp, err := websocket.DefaultDialer.Dial(ws, h)
			if ok != (err == nil) {
				t.Fatalf("origin %q: err %v, want allowed=%v", origin, err, ok)
			}
			if err != nil && resp.StatusCode != http.StatusForbidden {
				t.Fatalf("origin %q: status %d", origin, resp.StatusCode)
			}
			if c != nil {
				c.Close()
			}
		}
	})
}

func TestGuardHostNames(t *testing.T) {
	cases := []struct {
		listen, public string
		host           string
		ok             bool
	}{
		{"127.0.0.1:7420", "", "127.0.0.1:7420", true},
		{"127.0.0.1:7420", "", "127.0.0.2", true}, // loopback
		{"127.0.0.1:7420", "", "LOCALHOST", true},
		{"127.0.0.1:7420", "", "localhost.", false},
		{"127.0.0.1:7420", "", "192.168.1.5:7420", false},
		{"127.0.0.1:7420", "", "", false},
		{"127.0.0.1:7420", "", "[::1]", true},
		{"127.0.0.1:7420", "https://node.example/x", "node.example", true},
		{"0.0.0.0:7420", "", "192.168.1.5:7420", true}, // every address is ours
		{"0.0.0.0:7420", "", "evil.example:7420", false},
		{"192.168.1.5:7420", "", "192.168.1.5", true},
	}
	for _, tc := range cases {
		g := newGuard(Config{Listen: tc.listen, PublicURL: tc.public})
		if got := g.hostAllowed(tc.host); got != tc.ok {
			t.Errorf("listen %s public %q: host %q allowed=%v, want %v", tc.listen, tc.public, tc.host, got, tc.ok)
		}
	}
}
