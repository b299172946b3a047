package main

import (
	"bytes"
	"context"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

// fakeAPI is a node API that answers agent.search with the given agents, bounty.post with
// bounty 7, and bounty.show with bounty 7 in the given status; it records the methods called.
func fakeAPI(t *testing.T, offered []apitypes.AgentSummary, status escrow.Status) (*httptest.Server, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var called []string
	srv := rpcServer(t, func(method string) any {
		mu.Lock()
		called = append(called, method)
		mu.Unlock()
		switch method {
		case "agent.search":
			return offered
		case "bounty.post":
			return map[string]uint64{"bountyId": 7}
		case "bounty.show":
			return apitypes.BountyView{Bounty: apitypes.Bounty{ID: 7, Status: status, Until: time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)}, Reward: "0.01"}
		}
		return nil
	})
	return srv, func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), called...) }
}

// bounty post --wait ends when the bounty is rejected, saying what follows (the dispute
// window, then the refund), instead of waiting out the window.
func TestBountyWaitEndsAtRejection(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, _ := fakeAPI(t, []apitypes.AgentSummary{{Name: "summarize"}}, escrow.StatusRejected)
	var stdout, stderr bytes.Buffer
	argv := []string{"bounty", "post", "--skill", "summarize", "--input", `{"text":"a"}`, "--reward", "0.01", "--wait",
		"--api", srv.URL, "--api-token", "t"}
	if code := run(ctx, argv, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	out := stdout.String()
	if !strings.Contains(out, "#7 rejected") || !strings.Contains(out, "refunded to you") || !strings.Contains(out, "bounty show 7") {
		t.Fatalf("stdout %q: want the rejection and what follows", out)
	}
}

// A bounty for a skill nobody offers is refused before anything is escrowed; --force posts it.
func TestBountyPostSkillNobodyOffers(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, called := fakeAPI(t, nil, escrow.StatusOpen)
	argv := []string{"bounty", "post", "--skill", "translate", "--input", `{"text":"a"}`, "--reward", "0.01", "--api", srv.URL, "--api-token", "t"}
	var stdout, stderr bytes.Buffer
	if code := run(ctx, argv, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), `no agent on the network offers the skill "translate"`) ||
		!strings.Contains(stderr.String(), "--force") {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	if got := called(); len(got) != 1 || got[0] != "agent.search" {
		t.Fatalf("methods called %v, want only agent.search", got)
	}
	stdout.Reset()
	stderr.Reset()
	if code := run(ctx, append(argv, "--force"), &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "posted bounty #7: 0.01 ETH") {
		t.Fatalf("--force: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}
