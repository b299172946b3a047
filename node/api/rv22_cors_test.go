package api

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestRV22OpenedDocumentsStayReadOnly (review rv22): the node's hire card and /.well-known/x402,
// which any page may now read (Access-Control-Allow-Origin: *), open nothing else to a page of
// another origin: a hire with the API token (it spends the node's money), its preflight, a
// HEAD or POST on the opened paths and the private API stay refused or unreadable.
func TestRV22OpenedDocumentsStayReadOnly(t *testing.T) {
	r := newRig(t)
	evil := "https://evil.example"
	do := func(method, path string, hdr map[string]string, body string) (int, http.Header, string) {
		t.Helper()
		req, err := http.NewRequest(method, r.url+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Origin", evil)
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		return resp.StatusCode, resp.Header, string(b)
	}
	for _, path := range []string{nodeBase + a2aCardPath, x402WellKnownPath} {
		if status, h, body := do(http.MethodGet, path, nil, ""); status != http.StatusOK || h.Get("Access-Control-Allow-Origin") != "*" {
			t.Fatalf("GET %s from another page: %d %q %.200s", path, status, h.Get("Access-Control-Allow-Origin"), body)
		}
		if status, h, _ := do(http.MethodPost, path, map[string]string{"Content-Type": "application/json"}, "{}"); status == http.StatusOK || h.Get("Access-Control-Allow-Origin") != "" {
			t.Fatalf("POST %s from another page: %d, ACAO %q", path, status, h.Get("Access-Control-Allow-Origin"))
		}
	}
	hire := `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"data":{"skill":"echo","input":1,"budget":"0.01 ETH"}}]}}}`
	auth := map[string]string{"Content-Type": "application/json", "Authorization": "Bearer " + testToken}
	if status, h, body := do(http.MethodPost, nodeBase+a2aRPCPath, auth, hire); status != http.StatusForbidden || h.Get("Access-Control-Allow-Origin") != "" {
		t.Fatalf("hire from another page: %d %q %.200s", status, h.Get("Access-Control-Allow-Origin"), body)
	}
	pre := map[string]string{"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type"}
	if _, h, _ := do(http.MethodOptions, nodeBase+a2aRPCPath, pre, ""); h.Get("Access-Control-Allow-Origin") != "" || h.Get("Access-Control-Allow-Headers") != "" {
		t.Fatalf("hire preflight granted: %v", h)
	}
	if status, h, _ := do(http.MethodGet, "/metrics", nil, ""); status != http.StatusForbidden || h.Get("Access-Control-Allow-Origin") != "" {
		t.Fatalf("metrics from another page: %d %v", status, h)
	}
}
