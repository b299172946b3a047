package escrow

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// verify runs the requester's verifier, or accepts any error-free result.
func (m *Market) verify(ctx context.Context, j *Job) (verdict, reason string) {
	var res Result
	if err := json.Unmarshal(j.Result, &res); err != nil {
		return "rejected", "result does not decode"
	}
	if j.Verifier == "" {
		if res.Error != "" || len(res.Output) == 0 {
			return "rejected", "the agent reported an error: " + res.Error
		}
		return "accepted", "no verifier: the agent produced a result"
	}
	ctx, cancel := context.WithTimeout(ctx, m.cfg.VerifierTimeout)
	defer cancel()
	cmd, err := m.verifier(ctx, j.Verifier)
	if err != nil {
		return "rejected", fmt.Sprintf("verifier: %v", err)
	}
	cmd.Stdin = bytes.NewReader(j.Result)
	out := &headWriter{n: maxVerifierOutput}
	cmd.Stdout, cmd.Stderr = out, out
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		return "rejected", fmt.Sprintf("verifier: %v: %s", err, strings.TrimSpace(string(out.buf)))
	}
	return "accepted", "verifier passed"
}

// maxVerifierOutput bounds how much of a verifier's output is kept for the verdict's reason.
const maxVerifierOutput = 1024

// headWriter keeps the first n bytes written and discards the rest.
type headWriter struct {
	n   int
	buf []byte
}

func (h *headWriter) Write(p []byte) (int, error) {
	if room := h.n - len(h.buf); room > 0 {
		h.buf = append(h.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

// plainVerifier runs the script with /bin/sh and PATH as its only environment variable.
func plainVerifier(ctx context.Context, script string) (*exec.Cmd, error) {
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", script)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH")}
	return cmd, nil
}
