package api

import (
	"mime"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/registry/regfile"
)

// guard is what keeps a web page from driving the local API. A request is refused when
//   - its Host is not one of the server's own names (DNS rebinding: a page on evil.example whose
//     name now resolves to 127.0.0.1 sends Host: evil.example);
//   - it carries a token in the URL (URLs end up in logs, history and Referer headers);
//   - it comes from a browser page of another origin (Origin is compared exactly), except the
//     public A2A card GETs, which any page may read;
//   - it is a POST whose body is not declared as JSON (a cross-origin text/plain or form POST
//     needs no CORS preflight; application/json does, and the server answers none).
type guard struct {
	hosts   map[string]bool // lower-case host names without port
	anyIP   bool            // listening on an unspecified address: every IP literal is ours
	origins []string
	https   bool // the public URL is https: same-origin pages are https
}

func newGuard(cfg Config) *guard {
	g := &guard{hosts: map[string]bool{"localhost": true}, origins: cfg.AllowedOrigins}
	if h, _, err := net.SplitHostPort(cfg.Listen); err == nil {
		if ip := net.ParseIP(h); ip != nil && ip.IsUnspecified() {
			g.anyIP = true
		}
		g.hosts[strings.ToLower(h)] = true
	}
	if u, err := url.Parse(cfg.PublicURL); err == nil && u.Host != "" {
		g.hosts[strings.ToLower(u.Hostname())] = true
		g.https = u.Scheme == "https"
	}
	for _, h := range cfg.AllowedHosts {
		g.hosts[strings.ToLower(h)] = true
	}
	return g
}

// hostAllowed: host (from the Host header, with or without port) names this server.
func (g *guard) hostAllowed(host string) bool {
	h := host
	if hh, _, err := net.SplitHostPort(host); err == nil {
		h = hh
	}
	h = strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(h, "["), "]"))
	if g.hosts[h] {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && (ip.IsLoopback() || g.anyIP || g.hosts[ip.String()])
}

// originAllowed: the request carries no Origin (not a browser page), or the page is this
// server itself, or an origin the operator allowed. "null" (sandboxed frames, file:) is refused.
func (g *guard) originAllowed(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	if slices.Contains(g.origins, o) {
		return true
	}
	scheme := "http://"
	if g.https || r.TLS != nil {
		scheme = "https://"
	}
	return strings.EqualFold(o, scheme+r.Host)
}

// publicGET: the A2A agent cards (the node's hiring card too), the ERC-8004 registration files,
// the domain proof, the AI catalog and /.well-known/x402, readable by any page (agent discovery).
func publicGET(r *http.Request) bool {
	p := r.URL.Path
	return (r.Method == http.MethodGet || r.Method == http.MethodHead) &&
		(p == a2aCardPath || p == nodeBase+a2aCardPath || p == regfile.DomainProofPath || p == aiCatalogPath || p == x402WellKnownPath ||
			(strings.HasPrefix(p, "/agents/") && (strings.HasSuffix(p, a2aCardPath) || strings.HasSuffix(p, regFileName))))
}

// isJSON: the Content-Type is application/json (any parameters, such as charset).
func isJSON(ct string) bool {
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && mt == "application/json"
}

func (g *guard) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		switch {
		case !g.hostAllowed(r.Host):
			refuse(w, http.StatusMisdirectedRequest, call.CodeUnauthorized, "host "+r.Host+" is not this node's API (add it to api.allowedHosts)")
		case q.Has("token") || q.Has("access_token"):
			refuse(w, http.StatusBadRequest, call.CodeInvalidRequest, "tokens go in the Authorization header, never in the URL")
		case !publicGET(r) && !g.originAllowed(r):
			refuse(w, http.StatusForbidden, call.CodeUnauthorized, "origin "+r.Header.Get("Origin")+" may not use this node's API (add it to api.allowedOrigins)")
		case r.Method == http.MethodPost && !isJSON(r.Header.Get("Content-Type")):
			refuse(w, http.StatusUnsupportedMediaType, call.CodeInvalidRequest, "send JSON with Content-Type: application/json")
		default:
			next.ServeHTTP(w, r)
		}
	})
}

// refuse answers a request the server will not serve, as a JSON-RPC error with a stable code.
func refuse(w http.ResponseWriter, status, code int, msg string) {
	writeJSON(w, status, parseErrorWith(code, msg))
}
