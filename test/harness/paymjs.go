package harness

import (
	"bytes"
	"context"
	"os/exec"
	"testing"
	"time"
)

// PayMJS runs the official x402 client, pay.mjs in dir (test/x402), with args (the URL, the
// payer's hex key, the body, the network, the token, the most it may pay, then flags such as
// --replay) and returns what it prints (its JSON answer), within a minute of ctx. It skips t
// when node is not installed and fails it when pay.mjs fails.
func PayMJS(ctx context.Context, t testing.TB, dir string, args ...string) []byte {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", append([]string{"pay.mjs"}, args...)...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("pay.mjs: %v\n%s", err, errb.String())
	}
	return out.Bytes()
}
