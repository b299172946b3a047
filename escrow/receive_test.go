package escrow_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/test/harness"
)

// deliverAs seals a result with the given output for bounty id and delivers it to req,
// signed by k.
func deliverAs(t *testing.T, m *harness.Market, req *escrow.Market, k *identity.Key, id uint64, output string) ([]byte, error) {
	t.Helper()
	res, err := escrow.Result{BountyID: id, AgentID: m.AgentID, Output: json.RawMessage(output)}.Encode()
	if err != nil {
		t.Fatal(err)
	}
	sealed, err := identity.Seal(m.Requester.Key.PublicKey(), res)
	if err != nil {
		t.Fatal(err)
	}
	d, err := escrow.SignDelivery(k, m.Anvil.ChainID, m.Requester.Esc.Address(), id, m.AgentID, sealed, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return res, req.Deliver(context.Background(), d, sealed)
}

// The requester keeps the claiming worker's candidates (bounded, deduplicated), refuses
// everyone else's, and judges the candidate whose hash the worker submitted; when none matches
// it waits for delivery until the last quarter of the review window, then rejects.
func TestRequesterJudgesTheSubmittedCandidate(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	stranger, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}

	id, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := deliverAs(t, m, req, m.Worker.Key, id, `{"text":"EARLY"}`); !errors.Is(err, escrow.ErrNotClaimed) {
		t.Fatalf("delivery before the claim: %v, want ErrNotClaimed", err)
	}
	m.OK(m.Worker.Esc.Claim(ctx, id, m.AgentID))
	time.Sleep(1100 * time.Millisecond) // "not claimed" is remembered for a second
	if _, err := deliverAs(t, m, req, stranger, id, `{"text":"FORGED"}`); !errors.Is(err, escrow.ErrNotClaimant) {
		t.Fatalf("stranger's delivery: %v, want ErrNotClaimant", err)
	}
	for i := range escrow.MaxCandidates + 2 {
		if _, err := deliverAs(t, m, req, m.Worker.Key, id, fmt.Sprintf(`{"text":"draft %d"}`, i)); err != nil {
			t.Fatal(err)
		}
	}
	final, err := deliverAs(t, m, req, m.Worker.Key, id, `{"text":"HELLO AGENTS"}`)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := deliverAs(t, m, req, m.Worker.Key, id, `{"text":"HELLO AGENTS"}`); err != nil { // the same again
		t.Fatal(err)
	}
	if j, _ := req.Job(id); len(j.Candidates) != escrow.MaxCandidates || j.Stage != escrow.StageReceived {
		t.Fatalf("%d candidates at stage %s, want %d", len(j.Candidates), j.Stage, escrow.MaxCandidates)
	}
	m.OK(m.Worker.Esc.Submit(ctx, id, escrow.Hash(final)))
	if err := req.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted", s)
	}
	if j, _ := req.Job(id); string(j.Result) != string(final) || j.Verdict != "accepted" || len(j.Candidates) != 0 {
		t.Fatalf("judged %s, verdict %q, %d candidates left", j.Result, j.Verdict, len(j.Candidates))
	}

	// The worker submits a hash none of its deliveries has.
	id2, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	m.OK(m.Worker.Esc.Claim(ctx, id2, m.AgentID))
	time.Sleep(1100 * time.Millisecond)
	if _, err := deliverAs(t, m, req, m.Worker.Key, id2, `{"text":"ONE"}`); err != nil {
		t.Fatal(err)
	}
	m.OK(m.Worker.Esc.Submit(ctx, id2, common.HexToHash("0x1234")))
	if err := req.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id2); s != escrow.StatusSubmitted {
		t.Fatalf("judged before the last quarter of the review window: %s", s)
	}
	m.Warp(8 * time.Minute) // of 10
	if err := req.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if j, _ := req.Job(id2); m.Status(id2) != escrow.StatusResolved || j.Err != "no delivered result matches the submitted hash" {
		t.Fatalf("status %s, job %+v", m.Status(id2), j)
	}
}
