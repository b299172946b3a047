package escrow_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// A worker without a MinTimeLeft claims only when a run (DefaultMinRunTime) and the submit
// margin fit before the deadline: a claim that expires costs a forfeit and an Expired penalty.
func TestWorkerClaimsOnlyWithTimeForTheRun(t *testing.T) {
	ctx := context.Background()
	m, _, req, work := newPair(t)
	r := request(harness.Eth(1))
	r.Deadline = time.Now().Add(escrow.DefaultMinRunTime) // the run fits, the submit margin does not
	id, err := req.Post(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); !errors.Is(err, escrow.ErrTooLate) || !errors.Is(err, escrow.ErrNotForUs) {
		t.Fatalf("offer with less than the run's time left: %v, want ErrTooLate", err)
	}
	if s := m.Status(id); s != escrow.StatusOpen {
		t.Fatalf("status %s, want open (not claimed)", s)
	}
	r.Deadline = time.Now().Add(escrow.DefaultMinRunTime + escrow.DefaultMinTimeLeft + time.Minute)
	if id, err = req.Post(ctx, r); err != nil {
		t.Fatal(err)
	}
	if err := work.Offer(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s == escrow.StatusOpen {
		t.Fatalf("status %s: the worker did not claim a bounty with time for the run", s)
	}
}

// A reputation gate without a paid record asks for a record as large as the bounty: one
// minimum bounty buys a score of 100, not the fee on the value it unlocks.
func TestPostReputationGateAsksForARecordOfTheBountysWeight(t *testing.T) {
	ctx := context.Background()
	m, _, req, _ := newPair(t)
	r := request(harness.Eth(2))
	r.MinReputation = 80
	id, err := req.Post(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.Requester.Esc.Bounty(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if b.MinPaid != 2e9 || b.MinReputation != 80 {
		t.Fatalf("minPaid %d minReputation %d, want 2e9 (2 ETH in gwei) and 80", b.MinPaid, b.MinReputation)
	}
	r.MinPaid = 5 // an explicit record is the requester's choice
	if id, err = req.Post(ctx, r); err != nil {
		t.Fatal(err)
	}
	if b, err = m.Requester.Esc.Bounty(ctx, id); err != nil || b.MinPaid != 5 {
		t.Fatalf("explicit minPaid: %d (%v), want 5", b.MinPaid, err)
	}
}

// A run that would end after the deadline is cut DefaultMinTimeLeft before it: the worker
// submits an error result (which the requester may refuse) instead of letting the claim expire
// (a forfeit and a full penalty).
func TestWorkerCutsTheRunToSubmitBeforeTheDeadline(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1))}}
	work := newMarket(t, m, sb, m.Worker, "work", newMemStore(), upper{block: make(chan struct{})}, pol) // never finishes
	id, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	m.OK(m.Worker.Esc.Claim(ctx, id, m.AgentID))
	b, err := m.Worker.Esc.Bounty(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	head, err := m.RPC.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.Warp(b.Until.Sub(time.Unix(int64(head.Time), 0)) - escrow.DefaultMinTimeLeft + 10*time.Second) // 20 s left
	if err := work.Adopt(ctx, id, "req"); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(id); s != escrow.StatusSubmitted {
		t.Fatalf("status %s, want submitted before the deadline", s)
	}
	if j, _ := work.Job(id); j.Stage != escrow.StageSubmitted {
		t.Fatalf("worker job stage %s", j.Stage)
	}
}
