package sandbox

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

const scrubEnv, scrubSecret = "AGENTSITE_SCRUB_TEST", "scrub-me-please"

// TestScrubInitialEnv runs this test binary again with the secret in its environment; the child
// (TestScrubChild) scrubs it and reports whether /proc/self/environ still shows it.
func TestScrubInitialEnv(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestScrubChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), scrubEnv+"="+scrubSecret, "AGENTSITE_KEEP_TEST=kept")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "scrubbed") {
		t.Fatalf("child: %v: %s", err, out)
	}
}

func TestScrubChild(t *testing.T) {
	if os.Getenv(scrubEnv) != scrubSecret {
		t.Skip("run by TestScrubInitialEnv")
	}
	before, err := os.ReadFile("/proc/self/environ")
	if err != nil || !bytes.Contains(before, []byte(scrubSecret)) {
		t.Fatalf("the secret is not in the initial environment to begin with: %v", err)
	}
	os.Unsetenv(scrubEnv)
	if err := ScrubInitialEnv(scrubEnv); err != nil {
		t.Fatal(err)
	}
	after, err := os.ReadFile("/proc/self/environ")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(after, []byte(scrubSecret)) || !bytes.Contains(after, []byte("AGENTSITE_KEEP_TEST=kept")) {
		t.Fatalf("after scrubbing: %q", after)
	}
	os.Stdout.WriteString("scrubbed\n")
}
