package methods

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/call"
)

// fakeCanonical mints agent ids as 100+id, or fails with err.
type fakeCanonical struct {
	calls []uint64
	err   error
}

func (c *fakeCanonical) Register(_ context.Context, id uint64) (uint64, error) {
	c.calls = append(c.calls, id)
	if c.err != nil {
		return 0, c.err
	}
	return 100 + id, nil
}

// TestAgentRegisterCanonical: --canonical mints after our registration, or alone for an agent
// registered already; a failure says our registration stands; without a canonical registry the
// flag is the caller's mistake.
func TestAgentRegisterCanonical(t *testing.T) {
	canon := &fakeCanonical{}
	r := newRigWith(t, canon)
	var out struct {
		ID          uint64 `json:"agentId"`
		CanonicalID uint64 `json:"canonicalAgentId"`
	}
	r.ok(t, "agent.register", map[string]any{"agent": "fresh", "amount": "100", "canonical": true}, &out)
	if len(r.agents.registered) != 1 || out.CanonicalID != 108 || len(canon.calls) != 1 || canon.calls[0] != 8 {
		t.Fatalf("register + canonical: %+v, calls %v, registered %v", out, canon.calls, r.agents.registered)
	}
	r.ok(t, "agent.register", map[string]any{"agent": "echo", "canonical": true}, &out)
	if len(r.agents.registered) != 1 || out.CanonicalID != 107 {
		t.Fatalf("canonical only for a registered agent: %+v, registered %v", out, r.agents.registered)
	}
	canon.err = errors.New("execution reverted")
	_, e := r.call(t, true, "agent.register", map[string]any{"agent": "echo", "canonical": true})
	if e == nil || !strings.Contains(e.Message, "registered on AgentSite's registry") || !strings.Contains(e.Message, "again to retry") {
		t.Fatalf("failed canonical mint: %+v", e)
	}
	if code := newRig(t).code(t, "agent.register", map[string]any{"agent": "echo", "canonical": true}); code != call.CodeInvalidParams {
		t.Fatalf("--canonical without a canonical registry: code %d", code)
	}
}
