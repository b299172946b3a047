package api

import (
	"net/http"
	"strings"

	"github.com/agentsite/agentsite/node/call"
)

// admit is the request-level share between the operator and strangers, before any body is
// read. A request with the token passes: the operator's requests and the node's own work keep
// their share whatever strangers send. A token-less POST that asks for work (/rpc, /mcp, a
// hosted agent's or the node's A2A endpoint) must first fit its client's A2A rate (A2A only; by
// clientKey, so every loopback address shares one) and then the budget of Limits.AnonRequests
// token-less requests served at once; beyond either it is refused at once (429 or 503, with
// Retry-After), its body unread. Cards, the web app and /metrics are GETs and pass.
func (s *Server) admit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || !anonWork(r) || s.authorized(r) {
			next.ServeHTTP(w, r)
			return
		}
		if isA2A(r) && !s.a2a.allow(r.RemoteAddr) {
			s.anonRefused.Add(1)
			w.Header().Set("Retry-After", "1")
			refuse(w, http.StatusTooManyRequests, call.CodeBusy, "too many A2A requests from this address: slow down")
			return
		}
		if !s.anon.TryAcquire(1) {
			s.anonRefused.Add(1)
			w.Header().Set("Retry-After", "1")
			refuse(w, http.StatusServiceUnavailable, call.CodeBusy, "the node is serving as many requests without the token as it takes: retry")
			return
		}
		defer s.anon.Release(1)
		next.ServeHTTP(w, r)
	})
}

// anonWork: r is for an endpoint that does work for its sender (/rpc, /mcp, A2A).
func anonWork(r *http.Request) bool {
	p := r.URL.Path
	return p == "/rpc" || p == "/mcp" || p == nodeBase+a2aRPCPath || strings.HasPrefix(p, "/agents/")
}
