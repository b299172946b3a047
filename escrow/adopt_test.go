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

// A claim that reached the chain but not the store (the node died in between) is adopted: the
// job is recorded, the work done and the result submitted. Bounties that are not this node's
// claims are refused with ErrNotForUs, and adopting twice does nothing.
func TestMarketAdoptsUnrecordedClaim(t *testing.T) {
	ctx := context.Background()
	m, sb, req, work := newPair(t)
	stranger := newMarket(t, m, sb, m.Arbiter, "other", newMemStore(), upper{}, []escrow.Policy{{Agent: "upper", AgentID: m.AgentID + 1, Skills: []string{"upper"}}})

	open, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	claimed, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	m.OK(m.Worker.Esc.Claim(ctx, claimed, m.AgentID)) // sent by the node, which then died

	for _, tc := range []struct {
		name string
		mk   *escrow.Market
		id   uint64
	}{
		{"open bounty", work, open},
		{"claimed by another node's agent", stranger, claimed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.mk.Adopt(ctx, tc.id, "req"); !errors.Is(err, escrow.ErrNotForUs) {
				t.Fatalf("adopt: %v, want ErrNotForUs", err)
			}
			if _, ok := tc.mk.Job(tc.id); ok {
				t.Fatal("a refused bounty left a job record")
			}
		})
	}
	if err := work.Adopt(ctx, 999, "req"); !errors.Is(err, escrow.ErrNoBounty) {
		t.Fatalf("adopt of a bounty that does not exist: %v, want ErrNoBounty", err)
	}

	if err := work.Adopt(ctx, claimed, "req"); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(claimed); s != escrow.StatusSubmitted {
		t.Fatalf("after adoption: %s, want submitted", s)
	}
	if j, ok := work.Job(claimed); !ok || j.Stage != escrow.StageSubmitted || !j.Delivered {
		t.Fatalf("adopted job %+v", j)
	}
	if err := work.Adopt(ctx, claimed, "req"); err != nil { // known now: a no-op
		t.Fatal(err)
	}
	if err := req.Reconcile(ctx); err != nil {
		t.Fatal(err)
	}
	if s := m.Status(claimed); s != escrow.StatusAccepted {
		t.Fatalf("status %s, want accepted", s)
	}
}

// An adoption that finds the market busy with the bounty says so (ErrBusy) rather than nil, so
// the node tries again: at a restart, the offer the replayed BountyPosted event makes can hold
// the bounty just when the node looks for its unrecorded claims.
func TestMarketAdoptWhileBusy(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	block := make(chan struct{})
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1))}}
	work := newMarket(t, m, sb, m.Worker, "work", newMemStore(), upper{block: block}, pol)
	id, err := req.Post(ctx, request(harness.Eth(1)))
	if err != nil {
		t.Fatal(err)
	}
	m.OK(m.Worker.Esc.Claim(ctx, id, m.AgentID))

	first := make(chan error, 1)
	go func() { first <- work.Adopt(ctx, id, "req") }() // holds the bounty while its agent runs
	for {
		if _, ok := work.Job(id); ok {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := work.Adopt(ctx, id, "req"); !errors.Is(err, escrow.ErrBusy) {
		t.Fatalf("adopt while the market works on the bounty: %v, want ErrBusy", err)
	}
	close(block)
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if err := work.Adopt(ctx, id, "req"); err != nil { // recorded now: a no-op
		t.Fatal(err)
	}
}
