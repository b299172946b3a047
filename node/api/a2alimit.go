package api

import (
	"net/http"
	"strings"
	"sync"

	"golang.org/x/time/rate"
)

// maxRateClients bounds the per-client rate limiters kept; past it they all start afresh.
const maxRateClients = 4096

// a2aLimits are the bounds of the unauthenticated A2A endpoints, shared by all hosted agents:
// the task store, and a request rate per client (clientKey), which admit applies before the
// body is read. (Concurrent executions are capped per agent by a2a-go's limiter; token-less
// requests at once by admit; bodies by readBody.)
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

// allow takes one request from the budget of the client at addr (host:port), named by
// clientKey: all loopback addresses share one budget, an IPv6 /64 another.
func (l *a2aLimits) allow(addr string) bool {
	key := clientKey(addr)
	l.mu.Lock()
	lim, ok := l.clients[key]
	if !ok {
		if len(l.clients) >= maxRateClients {
			clear(l.clients)
		}
		lim = rate.NewLimiter(l.rate, l.burst)
		l.clients[key] = lim
	}
	l.mu.Unlock()
	return lim.Allow()
}

// isA2A: r is for a hosted agent's A2A JSON-RPC endpoint.
func isA2A(r *http.Request) bool {
	return strings.HasPrefix(r.URL.Path, "/agents/") && strings.HasSuffix(r.URL.Path, a2aRPCPath)
}
