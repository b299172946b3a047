package runtime

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os/exec"
	"strings"
	"time"
)

// MaxOutput bounds what an agent may return: a command's stdout, an HTTP agent's body, an MCP
// tool's result. Past it the call fails with ErrResultTooLarge.
const MaxOutput = 4 << 20

// ErrResultTooLarge is returned (wrapped) when an agent's result exceeds MaxOutput.
var ErrResultTooLarge = errors.New("runtime: result too large")

// Task is what a command agent reads on stdin and an HTTP agent receives as the POST body.
type Task struct {
	Skill string          `json:"skill"`
	Input json.RawMessage `json:"input"`
}

// commandAgent runs its program once per call: the Task as JSON on stdin, the result as JSON on
// stdout. Its stderr goes to the node's log only: errors name the exit status, never the output.
type commandAgent struct {
	cfg    AgentConfig
	launch *launcher
	log    *slog.Logger
}

func newCommandAgent(cfg AgentConfig, l *launcher, log *slog.Logger) *commandAgent {
	return &commandAgent{cfg: cfg, launch: l, log: log}
}

func (a *commandAgent) Name() string    { return a.cfg.Name }
func (a *commandAgent) Skills() []Skill { return a.cfg.Skills }

// Health checks that the program can be found.
func (a *commandAgent) Health(context.Context) error {
	if _, err := exec.LookPath(a.cfg.Command); err != nil {
		return fmt.Errorf("%w: %q: program not found", ErrAgentDown, a.cfg.Name)
	}
	return nil
}

func (a *commandAgent) Call(ctx context.Context, skill string, input json.RawMessage, _ ProgressFunc) (json.RawMessage, error) {
	task, err := json.Marshal(Task{Skill: skill, Input: input})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInput, err)
	}
	cmd, err := a.launch.cmd(ctx, a.cfg.Args)
	if err != nil {
		return nil, err
	}
	cmd.Stdin = bytes.NewReader(task)
	cmd.WaitDelay = time.Second
	var stdout bytes.Buffer
	out := &limitedWriter{w: &stdout, n: MaxOutput}
	errTail := &tail{n: 2048}
	cmd.Stdout = out
	cmd.Stderr = io.MultiWriter(errTail, &logWriter{log: a.log, stream: "stderr"})
	runErr := cmd.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("%w: %q/%s: %v", ErrTimeout, a.cfg.Name, skill, ctx.Err())
	}
	if out.over {
		a.log.Warn("command result too large", "skill", skill, "limit", MaxOutput)
		return nil, fmt.Errorf("%w: %q/%s: stdout past %d bytes", ErrResultTooLarge, a.cfg.Name, skill, MaxOutput)
	}
	if runErr != nil {
		a.log.Warn("command failed", "skill", skill, "err", runErr, "stderr", strings.TrimSpace(string(errTail.buf)))
		return nil, fmt.Errorf("%w: %q/%s: %s (stderr in the node's log)", ErrAgentFailed, a.cfg.Name, skill, exitReason(runErr))
	}
	res := bytes.TrimSpace(stdout.Bytes())
	if !json.Valid(res) {
		return nil, fmt.Errorf("%w: %q/%s: stdout is not one JSON value (%d bytes)", ErrAgentFailed, a.cfg.Name, skill, len(res))
	}
	return json.RawMessage(res), nil
}

// exitReason says how a program ended without the details of the host (paths, errno texts).
func exitReason(err error) string {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ProcessState.String() // "exit status 3", "signal: killed"
	}
	return "did not start"
}

// limitedWriter takes up to n bytes, then fails and remembers that it overflowed.
type limitedWriter struct {
	w    io.Writer
	n    int
	over bool
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if len(p) > l.n {
		l.over = true
		return 0, fmt.Errorf("output larger than %d bytes", MaxOutput)
	}
	l.n -= len(p)
	return l.w.Write(p)
}
