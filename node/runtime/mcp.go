package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// mcpAgent keeps one long-lived MCP session to a server (a child process over stdio, or a
// streamable-HTTP endpoint) and restarts it with exponential backoff when it ends.
type mcpAgent struct {
	cfg    AgentConfig
	launch *launcher // nil for a server over streamable HTTP
	log    *slog.Logger

	mu      sync.RWMutex
	session *mcp.ClientSession
	cmd     *exec.Cmd
	skills  []Skill
	lastErr error
	// protocol is the MCP revision the session speaks: 2026-07-28 where the server answers
	// server/discover (stateless requests carrying _meta), else the one initialize agreed.
	protocol string

	kick chan struct{} // a call found a stateless server unreachable: probe now (watch)

	nextToken atomic.Uint64
	progMu    sync.Mutex
	progress  map[string]ProgressFunc

	cancel   context.CancelFunc
	done     chan struct{}
	restarts atomic.Int64
}

func newMCPAgent(cfg AgentConfig, l *launcher, log *slog.Logger) *mcpAgent {
	return &mcpAgent{cfg: cfg, launch: l, log: log, progress: map[string]ProgressFunc{}, lastErr: errors.New("not started"), kick: make(chan struct{}, 1)}
}

func (a *mcpAgent) Name() string { return a.cfg.Name }

func (a *mcpAgent) Skills() []Skill {
	a.mu.RLock()
	defer a.mu.RUnlock()
	return a.skills
}

// Start launches the supervisor and waits (bounded by ctx) for the first connection attempt.
func (a *mcpAgent) Start(ctx context.Context) error {
	sctx, cancel := context.WithCancel(context.Background())
	a.cancel = cancel
	a.done = make(chan struct{})
	first := make(chan struct{})
	go a.supervise(sctx, first)
	select {
	case <-first:
		return nil
	case <-ctx.Done():
		cancel()
		<-a.done
		return ctx.Err()
	}
}

// Close ends the session (the server process is stopped) and the supervisor.
func (a *mcpAgent) Close() error {
	if a.cancel == nil {
		return nil
	}
	a.cancel()
	<-a.done
	return nil
}

func (a *mcpAgent) supervise(ctx context.Context, first chan struct{}) {
	defer close(a.done)
	delay := time.Duration(a.cfg.RestartMin)
	for ctx.Err() == nil {
		began := time.Now()
		sess, cmd, skills, err := a.connect(ctx)
		if err == nil {
			a.mu.Lock()
			a.session, a.cmd, a.skills, a.lastErr = sess, cmd, skills, nil
			a.protocol = sess.InitializeResult().ProtocolVersion
			a.mu.Unlock()
		} else {
			a.mu.Lock()
			a.lastErr = err
			a.mu.Unlock()
		}
		if first != nil { // Start returns once the first attempt is recorded
			close(first)
			first = nil
		}
		if err == nil {
			a.log.Info("mcp server up", "tools", len(skills), "protocol", a.Protocol())
			closed := make(chan struct{})
			stop := context.AfterFunc(ctx, func() { // Close ends the session and the process
				_ = sess.Close()
				close(closed)
			})
			err = a.watch(ctx, sess, a.Protocol())
			if !stop() {
				<-closed
			}
			if err == nil {
				err = errors.New("session ended")
			}
			a.mu.Lock()
			a.session, a.cmd = nil, nil
			a.lastErr = fmt.Errorf("mcp session ended: %w", err)
			a.mu.Unlock()
			if time.Since(began) > time.Minute {
				delay = time.Duration(a.cfg.RestartMin)
			}
		}
		if ctx.Err() != nil {
			return
		}
		a.log.Warn("mcp server down, restarting", "err", err, "backoff", delay)
		select {
		case <-ctx.Done():
			return
		case <-time.After(delay):
		}
		a.restarts.Add(1)
		delay = min(delay*2, time.Duration(a.cfg.RestartMax))
	}
}

// connect starts the server (or dials it), opens the session and lists the tools. The SDK's
// client negotiates the era: it asks server/discover at 2026-07-28 first and, on an answer that
// is no modern MCP error (a legacy server's "method not found", or an HTTP 400/404 without
// one), falls back to initialize at 2025-11-25; an UnsupportedProtocolVersionError naming
// another modern revision is retried at that one.
func (a *mcpAgent) connect(ctx context.Context) (*mcp.ClientSession, *exec.Cmd, []Skill, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "agentsite", Version: "1"}, &mcp.ClientOptions{
		ProgressNotificationHandler: a.onProgress,
	})
	var t mcp.Transport
	var cmd *exec.Cmd
	if a.launch != nil {
		var err error
		if cmd, err = a.launch.cmd(context.Background(), a.cfg.Args); err != nil { // the transport ends it
			return nil, nil, nil, err
		}
		cmd.Stderr = &logWriter{log: a.log, stream: "stderr"}
		t = &mcp.CommandTransport{Command: cmd, TerminateDuration: 2 * time.Second}
	} else {
		hc := &http.Client{Transport: headerTransport{headers: a.cfg.Headers, base: boundedTransport{http.DefaultTransport}}}
		t = &mcp.StreamableClientTransport{Endpoint: a.cfg.URL, HTTPClient: hc, MaxRetries: -1, MaxEventSize: MaxFrame}
	}
	cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	sess, err := client.Connect(cctx, t, nil)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("mcp connect: %w", err)
	}
	var skills []Skill
	for tool, err := range sess.Tools(cctx, nil) {
		if err != nil {
			_ = sess.Close()
			return nil, nil, nil, fmt.Errorf("mcp list tools: %w", err)
		}
		sk := Skill{ID: tool.Name, Name: tool.Title, Description: tool.Description}
		if tool.InputSchema != nil {
			if b, err := json.Marshal(tool.InputSchema); err == nil {
				sk.InputSchema = b
			}
		}
		skills = append(skills, sk)
		if len(skills) == MaxTools {
			a.log.Warn("mcp server lists more tools than the node keeps: the rest are ignored", "kept", MaxTools)
			break
		}
	}
	return sess, cmd, skills, nil
}

func (a *mcpAgent) onProgress(_ context.Context, req *mcp.ProgressNotificationClientRequest) {
	p := req.Params
	key := fmt.Sprint(p.ProgressToken)
	a.progMu.Lock()
	f := a.progress[key]
	a.progMu.Unlock()
	if f != nil {
		f(Progress{Progress: p.Progress, Total: p.Total, Message: p.Message})
	}
}

// Call calls the tool named skill; the result is the MCP CallToolResult as JSON.
func (a *mcpAgent) Call(ctx context.Context, skill string, input json.RawMessage, progress ProgressFunc) (json.RawMessage, error) {
	a.mu.RLock()
	s, lastErr, protocol := a.session, a.lastErr, a.protocol
	a.mu.RUnlock()
	if s == nil {
		return nil, fmt.Errorf("%w: %q: %s", ErrAgentDown, a.cfg.Name, clip(lastErr.Error()))
	}
	params := &mcp.CallToolParams{Name: skill, Arguments: input}
	if progress != nil {
		tok := strconv.FormatUint(a.nextToken.Add(1), 10)
		a.progMu.Lock()
		a.progress[tok] = progress
		a.progMu.Unlock()
		defer func() {
			a.progMu.Lock()
			delete(a.progress, tok)
			a.progMu.Unlock()
		}()
		params.SetProgressToken(tok)
	}
	res, err := s.CallTool(ctx, params)
	if err != nil {
		a.log.Warn("mcp call failed", "skill", skill, "err", err)
		if ctx.Err() != nil {
			return nil, fmt.Errorf("%w: %q/%s", ErrTimeout, a.cfg.Name, skill)
		}
		if a.Health(ctx) != nil {
			return nil, fmt.Errorf("%w: %q: the server ended during the call", ErrAgentDown, a.cfg.Name)
		}
		if a.unreachable(err, protocol) {
			return nil, fmt.Errorf("%w: %q: the server did not answer: %s", ErrAgentDown, a.cfg.Name, clip(err.Error()))
		}
		return nil, fmt.Errorf("%w: %q/%s: %s", ErrAgentFailed, a.cfg.Name, skill, clip(err.Error()))
	}
	out, err := json.Marshal(res)
	if err != nil {
		return nil, fmt.Errorf("%w: encode result: %v", ErrAgentFailed, err)
	}
	if len(out) > MaxOutput {
		a.log.Warn("mcp result too large", "skill", skill, "bytes", len(out), "limit", MaxOutput)
		return nil, fmt.Errorf("%w: %q/%s: %d bytes, the limit is %d", ErrResultTooLarge, a.cfg.Name, skill, len(out), MaxOutput)
	}
	if res.IsError {
		return nil, fmt.Errorf("%w: %q/%s: tool error: %s", ErrAgentFailed, a.cfg.Name, skill, clip(toolText(res)))
	}
	return out, nil
}

func toolText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, " ")
}

// maxMessage bounds the text of an error that may reach a remote caller.
const maxMessage = 256

// clip shortens s to maxMessage bytes.
func clip(s string) string {
	if len(s) <= maxMessage {
		return s
	}
	return s[:maxMessage] + "…"
}

// Protocol is the MCP revision of the current (or last) session; empty before the first.
func (a *mcpAgent) Protocol() string {
	a.mu.RLock()
	defer a.mu.RUnlock()
	return a.protocol
}

// Health is nil while a session is up.
func (a *mcpAgent) Health(context.Context) error {
	a.mu.RLock()
	defer a.mu.RUnlock()
	if a.session == nil {
		return fmt.Errorf("%w: %s", ErrAgentDown, clip(a.lastErr.Error()))
	}
	return nil
}

// pid is the server process id, 0 when none (tests kill it).
func (a *mcpAgent) pid() int {
	a.mu.RLock()
	defer a.mu.RUnlock()
	if a.cmd == nil || a.cmd.Process == nil {
		return 0
	}
	return a.cmd.Process.Pid
}

type headerTransport struct {
	headers map[string]string
	base    http.RoundTripper
}

func (t headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if len(t.headers) > 0 {
		r = r.Clone(r.Context())
		for k, v := range t.headers {
			r.Header.Set(k, v)
		}
	}
	return t.base.RoundTrip(r)
}
