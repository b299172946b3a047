package runtime

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// httpAgent POSTs the Task as JSON to its URL and expects a JSON result with status 200.
type httpAgent struct {
	cfg    AgentConfig
	client *http.Client
	log    *slog.Logger
}

func newHTTPAgent(cfg AgentConfig, log *slog.Logger) *httpAgent {
	return &httpAgent{cfg: cfg, log: log, client: &http.Client{Transport: headerTransport{headers: cfg.Headers, base: http.DefaultTransport}}}
}

func (a *httpAgent) Name() string    { return a.cfg.Name }
func (a *httpAgent) Skills() []Skill { return a.cfg.Skills }

// Health checks that the endpoint answers at all (any HTTP status).
func (a *httpAgent) Health(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, a.cfg.URL, nil)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrAgentDown, err)
	}
	resp, err := a.client.Do(req)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrAgentDown, err)
	}
	resp.Body.Close()
	return nil
}

func (a *httpAgent) Call(ctx context.Context, skill string, input json.RawMessage, _ ProgressFunc) (json.RawMessage, error) {
	body, err := json.Marshal(Task{Skill: skill, Input: input})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInput, err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.cfg.URL, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadConfig, err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := a.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("%w: %v", ErrTimeout, err)
		}
		return nil, fmt.Errorf("%w: %q: %v", ErrAgentDown, a.cfg.Name, err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(io.LimitReader(resp.Body, MaxOutput+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %q: read: %v", ErrAgentFailed, a.cfg.Name, err)
	}
	if len(out) > MaxOutput {
		return nil, fmt.Errorf("%w: %q: response larger than %d bytes", ErrResultTooLarge, a.cfg.Name, MaxOutput)
	}
	if resp.StatusCode != http.StatusOK { // the body (a stack trace, say) goes to the log only
		a.log.Warn("http agent failed", "skill", skill, "status", resp.StatusCode, "body", strings.TrimSpace(string(out[:min(len(out), 2048)])))
		return nil, fmt.Errorf("%w: %q/%s: HTTP %d (body in the node's log)", ErrAgentFailed, a.cfg.Name, skill, resp.StatusCode)
	}
	out = bytes.TrimSpace(out)
	if !json.Valid(out) {
		return nil, fmt.Errorf("%w: %q: response is not JSON", ErrAgentFailed, a.cfg.Name)
	}
	return out, nil
}
