package escrow_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math/big"
	"strings"
	"sync"
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

// flakyFetch is the switchboard's transport whose first fails spec fetches find no peer.
type flakyFetch struct {
	port
	mu      sync.Mutex
	fails   int
	fetches int
}

func (f *flakyFetch) FetchSpec(ctx context.Context, peer string, h [32]byte) ([]byte, error) {
	f.mu.Lock()
	f.fetches++
	fail := f.fetches <= f.fails
	f.mu.Unlock()
	if fail {
		return nil, errors.New("no peer serves the blob yet")
	}
	return f.port.FetchSpec(ctx, peer, h)
}

// An adoption right after a restart, when no peer serves the spec yet, retries the fetch with
// a growing wait, logs each failure, and resumes the bounty once the spec is found; one whose
// spec stays out of reach gives up after Config.SpecFetchAttempts with an error (the node
// tries again later) and records nothing.
func TestMarketAdoptRetriesSpecFetch(t *testing.T) {
	ctx := context.Background()
	m := harness.NewMarket(t)
	sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
	req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
	pol := []escrow.Policy{{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1))}}
	cfg := escrow.DefaultConfig(m.Anvil.ChainID)
	cfg.SpecFetchAttempts, cfg.SpecFetchBackoff = 3, time.Millisecond

	for _, tc := range []struct {
		name  string
		fails int
		found bool
	}{
		{"found on the third try", 2, true},
		{"never found", 10, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id, err := req.Post(ctx, request(harness.Eth(1)))
			if err != nil {
				t.Fatal(err)
			}
			m.OK(m.Worker.Esc.Claim(ctx, id, m.AgentID)) // sent by the node, which then died
			var logs bytes.Buffer
			tr := &flakyFetch{port: port{sb, "work"}, fails: tc.fails}
			work, err := escrow.NewMarket(cfg, escrow.Deps{Key: m.Worker.Key, Escrow: m.Worker.Esc, Rep: m.Worker.Rep, Store: newMemStore(),
				Transport: tr, Runner: upper{}, Logger: slog.New(slog.NewTextHandler(&logs, nil))}, pol)
			if err != nil {
				t.Fatal(err)
			}
			err = work.Adopt(ctx, id, "")
			retries := strings.Count(logs.String(), "could not fetch the task spec")
			if tc.found {
				if err != nil {
					t.Fatal(err)
				}
				if s := m.Status(id); s != escrow.StatusSubmitted {
					t.Fatalf("after the adoption: %s, want submitted", s)
				}
				if tr.fetches != 3 || retries != 2 {
					t.Fatalf("%d fetches, %d logged failures; want 3 and 2", tr.fetches, retries)
				}
				return
			}
			if err == nil || errors.Is(err, escrow.ErrNotForUs) {
				t.Fatalf("adopt with no spec: %v, want an error to retry on", err)
			}
			if tr.fetches != cfg.SpecFetchAttempts || retries != cfg.SpecFetchAttempts-1 || !strings.Contains(logs.String(), "gave up fetching the task spec") {
				t.Fatalf("%d fetches, log:\n%s", tr.fetches, logs.String())
			}
			if _, ok := work.Job(id); ok {
				t.Fatal("a job was recorded without its spec")
			}
		})
	}
}
