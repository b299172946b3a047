package runtime

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"time"
)

// MaxOutput bounds what a command or HTTP agent may return.
const MaxOutput = 4 << 20

// Task is what a command agent reads on stdin and an HTTP agent receives as the POST body.
type Task struct {
	Skill string          `json:"skill"`
	Input json.RawMessage `json:"input"`
}

// commandAgent runs its program once per call: the Task as JSON on stdin, the result as JSON on
// stdout; stderr goes to the log and the tail of it into error messages.
type commandAgent struct {
	cfg AgentConfig
	log *slog.Logger
}

func newCommandAgent(cfg AgentConfig, log *slog.Logger) *commandAgent {
	return &commandAgent{cfg: cfg, log: log}
}

func (a *commandAgent) Name() string    { return a.cfg.Name }
func (a *commandAgent) Skills() []Skill { return a.cfg.Skills }

// Health checks that the program can be found.
func (a *commandAgent) Health(context.Context) error {
	if _, err := exec.LookPath(a.cfg.Command); err != nil {
		return fmt.Errorf("%w: %v", ErrAgentDown, err)
	}
	return nil
}

func (a *commandAgent) Call(ctx context.Context, skill string, input json.RawMessage, _ ProgressFunc) (json.RawMessage, error) {
	task, err := json.Marshal(Task{Skill: skill, Input: input})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadInput, err)
	}
	cmd := exec.CommandContext(ctx, a.cfg.Command, a.cfg.Args...)
	cmd.Env = append(os.Environ(), a.cfg.Env...)
	cmd.Dir = a.cfg.Dir
	cmd.Stdin = bytes.NewReader(task)
	cmd.WaitDelay = time.Second
	var stdout bytes.Buffer
	errTail := &tail{n: 2048}
	cmd.Stdout = &limitedWriter{w: &stdout, n: MaxOutput}
	cmd.Stderr = io.MultiWriter(errTail, &logWriter{log: a.log, stream: "stderr"})
	runErr := cmd.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("%w: %q/%s: %v", ErrTimeout, a.cfg.Name, skill, ctx.Err())
	}
	if runErr != nil {
		msg := strings.TrimSpace(string(errTail.buf))
		if msg == "" {
			msg = "(no stderr)"
		}
		return nil, fmt.Errorf("%w: %q/%s: %v: %s", ErrAgentFailed, a.cfg.Name, skill, runErr, msg)
	}
	out := bytes.TrimSpace(stdout.Bytes())
	if !json.Valid(out) {
		return nil, fmt.Errorf("%w: %q/%s: stdout is not one JSON value (%d bytes)", ErrAgentFailed, a.cfg.Name, skill, len(out))
	}
	return json.RawMessage(out), nil
}

// limitedWriter fails once more than n bytes were written.
type limitedWriter struct {
	w io.Writer
	n int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if len(p) > l.n {
		return 0, fmt.Errorf("output larger than %d bytes", MaxOutput)
	}
	l.n -= len(p)
	return l.w.Write(p)
}
