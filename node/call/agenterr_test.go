package call

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
)

// A remote caller learns the code and a short reason of an agent's failure, never the program's
// stderr (which may hold paths, environment or secrets); an oversized result has its own code.
func TestRemoteCallerSeesCodesNotStderr(t *testing.T) {
	r := newRig(t, runtime.Config{Agents: []runtime.AgentConfig{
		{Name: "leaky", Kind: runtime.KindCommand, Command: "/bin/sh",
			Args: []string{"-c", `echo "secret-in-stderr: $HOME" >&2; exit 3`}},
		{Name: "huge", Kind: runtime.KindCommand, Command: "/bin/sh",
			Args: []string{"-c", fmt.Sprintf("head -c %d /dev/zero | tr '\\0' 1", runtime.MaxOutput+1)}},
	}})
	ctx := context.Background()
	_, err := r.cli.Call(ctx, r.server.ID(), "leaky", "run", nil, nil)
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeAgentFailed || !errors.Is(err, runtime.ErrAgentFailed) {
		t.Fatalf("err = %v, want code %d", err, CodeAgentFailed)
	}
	if strings.Contains(e.Message, "secret-in-stderr") || !strings.Contains(e.Message, "exit status 3") {
		t.Fatalf("message = %q: want the exit status and no stderr", e.Message)
	}
	if _, err := r.cli.Call(ctx, r.server.ID(), "huge", "run", nil, nil); !errors.As(err, &e) || e.Code != CodeTooLarge {
		t.Fatalf("err = %v, want code %d", err, CodeTooLarge)
	}
}
