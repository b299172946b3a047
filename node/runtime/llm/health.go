package llm

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// healthTTL is how long a health answer is reused: the runtime asks before it routes a call,
// and a hosted API should not be asked for its model list on every call.
const healthTTL = 10 * time.Second

type healthCache struct {
	mu    sync.Mutex
	at    time.Time
	err   error
	valid bool
}

// Health asks the endpoint for its model list (at most every healthTTL): no answer, or a
// refused key, is unhealthy.
func (a *Agent) Health(ctx context.Context) error {
	h := &a.health
	h.mu.Lock()
	if h.valid && a.clock.Now().Sub(h.at) < healthTTL {
		err := h.err
		h.mu.Unlock()
		return err
	}
	h.mu.Unlock()
	err := a.checkHealth(ctx)
	if ctx.Err() == nil { // an answer cut short by the caller says nothing of the endpoint
		h.mu.Lock()
		h.at, h.err, h.valid = a.clock.Now(), err, true
		h.mu.Unlock()
	}
	return err
}

func (a *Agent) checkHealth(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(a.llm.BaseURL, "/")+"/models", nil)
	if err != nil {
		return fmt.Errorf("%w: %v", runtime.ErrAgentDown, err)
	}
	if a.key != "" {
		req.Header.Set("Authorization", "Bearer "+a.key)
	}
	resp, err := a.http.Do(req)
	if err != nil {
		return fmt.Errorf("%w: %v", runtime.ErrAgentDown, err)
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden {
		return fmt.Errorf("%w: %w (HTTP %d; key from $%s)", runtime.ErrAgentDown, ErrUnauthorized, resp.StatusCode, a.llm.APIKeyEnv)
	}
	return nil
}
