package escrow_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// A bounty reviewed by a person: the requester holds the delivered result (the reconcile loop
// decides nothing), Decide refuses what cannot be decided and then accepts or rejects it on
// chain, once.
func TestMarketManualReview(t *testing.T) {
	ctx := context.Background()
	m, _, req, work := newPair(t)

	manual := request(harness.Eth(1))
	manual.Manual = true
	withVerifier := manual
	withVerifier.Verifier = "true"
	if _, err := req.Post(ctx, withVerifier); !errors.Is(err, escrow.ErrBadParams) {
		t.Fatalf("manual review with a verifier: %v, want ErrBadParams", err)
	}
	open, err := req.Post(ctx, manual)
	if err != nil {
		t.Fatal(err)
	}
	if err := req.Decide(ctx, open, true, ""); !errors.Is(err, escrow.ErrNotReviewable) {
		t.Fatalf("accept an open bounty: %v, want ErrNotReviewable", err)
	}
	if err := req.Decide(ctx, 999, true, ""); !errors.Is(err, escrow.ErrNotReviewable) {
		t.Fatalf("accept a bounty of another node: %v, want ErrNotReviewable", err)
	}
	if err := req.Decide(ctx, open, false, ""); !errors.Is(err, escrow.ErrBadParams) {
		t.Fatalf("reject without a reason: %v, want ErrBadParams", err)
	}

	// Without an arbiter a rejection settles at once (refund): nobody could rule on a dispute.
	decide := []struct {
		name    string
		accept  bool
		want    escrow.Status
		verdict string
	}{{"accept", true, escrow.StatusAccepted, "accepted"}, {"reject", false, escrow.StatusResolved, "rejected"}}
	for i, tc := range decide {
		t.Run(tc.name, func(t *testing.T) {
			id := open
			if i > 0 {
				if id, err = req.Post(ctx, manual); err != nil {
					t.Fatal(err)
				}
			}
			if err := work.Offer(ctx, id, "req"); err != nil {
				t.Fatal(err)
			}
			for range 2 { // held, and still held on the next pass
				if err := req.Reconcile(ctx); err != nil {
					t.Fatal(err)
				}
			}
			if s := m.Status(id); s != escrow.StatusSubmitted {
				t.Fatalf("status %s after reconciling, want submitted (held for the person)", s)
			}
			if j, _ := req.Job(id); j.Stage != escrow.StageReceived || j.Result == nil || !j.Manual || j.Verdict != "" {
				t.Fatalf("held job %+v", j)
			}
			if err := req.Decide(ctx, id, tc.accept, "not what was asked"); err != nil {
				t.Fatal(err)
			}
			if s := m.Status(id); s != tc.want {
				t.Fatalf("status %s, want %s", s, tc.want)
			}
			if j, _ := req.Job(id); j.Stage != escrow.StageDecided || j.Verdict != tc.verdict {
				t.Fatalf("decided job %+v", j)
			}
			if err := req.Decide(ctx, id, tc.accept, "again"); !errors.Is(err, escrow.ErrNotReviewable) {
				t.Fatalf("decide twice: %v, want ErrNotReviewable", err)
			}
		})
	}
}

// A person's verdict given while the requester's verifier still runs stops the verifier: the
// person's verdict is the one sent, once, and the automation sends none of its own.
func TestMarketDecideStopsTheVerifier(t *testing.T) {
	ctx := context.Background()
	m, _, req, work := newPair(t)

	slow := request(harness.Eth(1))
	dir := t.TempDir()
	started, finished := filepath.Join(dir, "started"), filepath.Join(dir, "finished")
	// It would reject, after longer than Decide waits; finished shows it ran to its end.
	slow.Verifier = "touch " + started + "; sleep 30; touch " + finished + "; exit 1"
	id, err := req.Post(ctx, slow)
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	judged := make(chan error, 1)
	go func() { judged <- req.Reconcile(ctx) }()
	for { // the verifier runs (the test's timeout bounds the wait)
		if _, err := os.Stat(started); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := req.Decide(ctx, id, true, ""); err != nil {
		t.Fatalf("accept while the verifier runs: %v", err)
	}
	if err := <-judged; err != nil {
		t.Fatalf("reconcile: %v", err)
	}
	if _, err := os.Stat(finished); err == nil {
		t.Fatal("the verifier was not stopped: it ran to its end")
	}
	if s := m.Status(id); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted (the person's verdict)", s)
	}
	if j, _ := req.Job(id); j.Stage != escrow.StageDecided || j.Verdict != "accepted" {
		t.Fatalf("job %+v, want decided by the person", j)
	}
}
