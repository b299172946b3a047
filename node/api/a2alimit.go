package api

import (
	"net"
	"net/http"
	"strings"
	"sync"

	"github.com/agentsite/agentsite/node/call"
	"golang.org/x/time/rate"
)

// maxRateClients bounds the per-client rate limiters kept; past it they all start afresh.
const maxRateClients = 4096

// a2aLimits are the bounds of the unauthenticated A2A endpoints, shared by all hosted agents:
// the task store, and a request rate per client address. (Concurrent executions are capped per
// agent by a2a-go's limiter; bodies by readBody.)
type a2aLimits struct {
	store *taskStore
	rate  rate.Limit
	burst int

	mu      sync.Mutex
	clients map[string]*rate.Limiter
}

func newA2ALimits(l Limits) *a2aLimits {
	return &a2aLimits{store: newTaskStore(l.A2ATasks, l.A2ATaskBytes), rate: rate.Limit(l.A2ARate), burst: l.A2ABurst, clients: map[string]*rate.Limiter{}}
}

// allow takes one request from the budget of the client at addr (host:port).
func (l *a2aLimits) allow(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	l.mu.Lock()
	lim, ok := l.clients[host]
	if !ok {
		if len(l.clients) >= maxRateClients {
			clear(l.clients)
		}
		lim = rate.NewLimiter(l.rate, l.burst)
		l.clients[host] = lim
	}
	l.mu.Unlock()
	return lim.Allow()
}

// wrap refuses requests over the client's rate with 429.
func (l *a2aLimits) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !l.allow(r.RemoteAddr) {
			w.Header().Set("Retry-After", "1")
			refuse(w, http.StatusTooManyRequests, call.CodeBusy, "too many A2A requests from this address: slow down")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// isA2A: r is for a hosted agent's A2A JSON-RPC endpoint.
func isA2A(r *http.Request) bool {
	return strings.HasPrefix(r.URL.Path, "/agents/") && strings.HasSuffix(r.URL.Path, a2aRPCPath)
}
