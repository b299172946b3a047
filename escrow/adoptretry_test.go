package escrow_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// AdoptRetry adopts a claim of the market's agent that has no job record, leaves another
// agent's claim alone, and keeps an adoption that failed for the next Retry, saying so once.
func TestAdoptRetry(t *testing.T) {
	ctx := context.Background()
	m, _, req, work := newPair(t)
	claimed, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	m.OK(m.Worker.Esc.Claim(ctx, claimed, m.AgentID)) // sent by the node, which then died
	var logs bytes.Buffer
	r := escrow.NewAdoptRetry(slog.New(slog.NewTextHandler(&logs, nil)))

	r.Adopt(ctx, work, 999, m.AgentID) // no such bounty (yet): kept
	r.Retry(ctx, work)
	r.Retry(ctx, work)
	if n := strings.Count(logs.String(), "will retry"); n != 1 {
		t.Fatalf("a kept adoption was reported %d times, want once:\n%s", n, logs.String())
	}
	r.Adopt(ctx, work, claimed, m.AgentID+1) // not this market's agent
	if _, ok := work.Job(claimed); ok {
		t.Fatal("another agent's claim was adopted")
	}
	r.Adopt(ctx, work, claimed, m.AgentID)
	if j, ok := work.Job(claimed); !ok || j.Stage != escrow.StageSubmitted {
		t.Fatalf("adopted job %+v (recorded %v)", j, ok)
	}
}
