package api

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/call"
)

// admit is the request-level share between the operator and strangers, before any body is
// read. A request with the token passes: the operator's requests and the node's own work keep
// their share whatever strangers send. A token-less POST that asks for work (/rpc, /mcp, a
// hosted agent's or the node's A2A endpoint) must fit the budget of Limits.AnonRequests
// token-less requests served at once, then (a hosted agent's A2A and call routes, and stateless
// MCP: see clientRated) its client's rate, by clientKey: every loopback address shares one. Beyond either it is refused at once (503 or 429, Retry-After),
// its body unread, and its connection closed. Other requests (cards, the web app, /metrics)
// pass. A request whose x402 payment verified leaves the budget when its paid run starts
// (startPaidRun).
func (s *Server) admit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || !anonWork(r) || s.authorized(r) {
			next.ServeHTTP(w, r)
			return
		}
		if !s.anon.TryAcquire(1) {
			s.refuseUnread(w, http.StatusServiceUnavailable, "the node is serving as many requests without the token as it takes: retry")
			return
		}
		slot := &anonSlot{sem: s.anon}
		defer slot.leave()
		if clientRated(r) && !s.a2a.allow(r.RemoteAddr) { // after the budget: a refused request spends no rate
			s.refuseUnread(w, http.StatusTooManyRequests, "too many requests without the token from this address: slow down")
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), anonSlotKey{}, slot)))
	})
}

// refuseUnread refuses a request whose body was not read, as busy, and closes the connection
// after the answer: net/http would otherwise read what is left of the body first (up to
// 256 KiB, with no deadline: a slow body would hold the connection), so the read deadline is
// set to now as well.
func (s *Server) refuseUnread(w http.ResponseWriter, status int, msg string) {
	s.anonRefused.Add(1)
	_ = http.NewResponseController(w).SetReadDeadline(time.Now())
	w.Header().Set("Connection", "close")
	w.Header().Set("Retry-After", "1")
	refuse(w, status, call.CodeBusy, msg)
}

// clientRated: r draws on its client's rate (Limits.A2ARate): a hosted agent's routes (A2A and
// the plain call route, paid or free) and stateless MCP requests, which open no session and
// so meet no session cap. Legacy MCP requests belong to a session, capped by
// Limits.MCPSessions.
func clientRated(r *http.Request) bool {
	return strings.HasPrefix(r.URL.Path, "/agents/") || (r.URL.Path == "/mcp" && isModernMCP(r))
}

// anonWork: r is for an endpoint that does work for its sender (/rpc, /mcp, A2A).
func anonWork(r *http.Request) bool {
	p := r.URL.Path
	return p == "/rpc" || p == "/mcp" || p == nodeBase+a2aRPCPath || strings.HasPrefix(p, "/agents/")
}
