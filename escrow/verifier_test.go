package escrow

import (
	"context"
	"strings"
	"testing"
)

func TestPlainVerifierEnvironment(t *testing.T) {
	t.Setenv("AGENTSITE_PASSPHRASE", "hunter2")
	t.Setenv("SOME_NODE_VAR", "x")
	cmd, err := plainVerifier(context.Background(), "env")
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		name, _, _ := strings.Cut(line, "=")
		if name != "PATH" && name != "PWD" && name != "SHLVL" && name != "_" { // the last three the shell sets itself
			t.Errorf("the verifier got the node's %s", name)
		}
	}
}

func TestHeadWriter(t *testing.T) {
	h := &headWriter{n: 4}
	for _, s := range []string{"ab", "cdef", "gh"} {
		if n, err := h.Write([]byte(s)); n != len(s) || err != nil {
			t.Fatalf("write %q: %d %v", s, n, err)
		}
	}
	if string(h.buf) != "abcd" {
		t.Fatalf("kept %q, want the first 4 bytes", h.buf)
	}
}
