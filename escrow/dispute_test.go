package escrow_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// TestMarketArbiterPolicy: the worker claims only bounties whose arbiter its policy accepts,
// disputes a rejection only while it still accepts the arbiter, and otherwise lets the
// rejection time out, saying why once.
func TestMarketArbiterPolicy(t *testing.T) {
	cases := []struct {
		name string
		// claimWith is the policy's arbiter list at the offer, disputeWith at the rejection.
		claimWith, disputeWith func(arb common.Address) []common.Address
		wantOffer              error
		want                   escrow.Status
		refusal                string
	}{
		{name: "accepted arbiter: claims and disputes",
			claimWith: list, disputeWith: list, want: escrow.StatusDisputed},
		{name: "arbiter not accepted: no claim",
			claimWith: none, wantOffer: escrow.ErrArbiterNotAccepted, want: escrow.StatusOpen, refusal: "arbiter not accepted"},
		{name: "arbiter dropped before the rejection: no dispute",
			claimWith: list, disputeWith: none, want: escrow.StatusRejected, refusal: "no longer accepted; the rejection will time out"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			m := harness.NewMarket(t)
			arb := m.Arbiter.Key.Address()
			sb := &switchboard{blobs: map[common.Hash][]byte{}, markets: map[string]*escrow.Market{}, down: map[string]bool{}}
			req := newMarket(t, m, sb, m.Requester, "req", newMemStore(), nil, nil)
			pol := escrow.Policy{Agent: "upper", AgentID: m.AgentID, Skills: []string{"upper"}, MinReward: escrow.NewBigString(big.NewInt(1)),
				Dispute: true, Arbiters: c.claimWith(arb)}
			work := newMarket(t, m, sb, m.Worker, "work", newMemStore(), upper{}, []escrow.Policy{pol})
			r := request(harness.Eth(1))
			r.Arbiter, r.Verifier = arb, "false"
			id, err := req.Post(ctx, r)
			if err != nil {
				t.Fatal(err)
			}
			err = work.Offer(ctx, id, "req")
			if c.wantOffer != nil {
				if !errors.Is(err, c.wantOffer) || !errors.Is(err, escrow.ErrNotForUs) {
					t.Fatalf("offer: %v, want %v wrapped in ErrNotForUs", err, c.wantOffer)
				}
			} else {
				if err != nil {
					t.Fatal(err)
				}
				if err := req.Reconcile(ctx); err != nil { // the verifier rejects
					t.Fatal(err)
				}
				pol.Arbiters = c.disputeWith(arb)
				work.SetPolicies([]escrow.Policy{pol})
				for range 2 { // the second pass must neither dispute nor log again
					if err := work.Reconcile(ctx); err != nil {
						t.Fatal(err)
					}
				}
			}
			if s := m.Status(id); s != c.want {
				t.Fatalf("status %s, want %s", s, c.want)
			}
			rf, ok := work.Refusal(id)
			if c.refusal == "" {
				if ok {
					t.Fatalf("unexpected refusal %+v", rf)
				}
				return
			}
			if !ok || !strings.Contains(rf.Reason, c.refusal) || rf.Agent != "upper" {
				t.Fatalf("refusal %+v (%v), want it to say %q", rf, ok, c.refusal)
			}
		})
	}
}

func list(a common.Address) []common.Address { return []common.Address{a} }
func none(common.Address) []common.Address   { return nil }
