package escrow_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

// signedBid is a bid on c by k for agent at price (wei), as a worker's node would sign it.
func signedBid(t *testing.T, k *identity.Key, c escrow.CallForBids, agent uint64, price *big.Int) escrow.Bid {
	t.Helper()
	b := escrow.Bid{ChainID: c.ChainID, Escrow: c.Escrow, CallID: c.ID(), AgentID: agent, Price: escrow.NewBigString(price),
		Token: c.Token, Deadline: c.Deadline, PromisedSecs: 1, Expiry: c.BidsUntil + 60_000}
	if err := b.Sign(k, time.Now()); err != nil {
		t.Fatal(err)
	}
	return b
}

// Issue 18 item 2: a staked agent bidding 1 wei outranks the honest bid (its price scores 1,
// its stake too), but a hire never tries a bid under the escrow's least bounty and moves on from
// any failure of the chosen bid: the 1 wei bid is skipped without a post, a bid whose post
// reverts (an agent the registry does not know: EscrowUnknownAgent) is passed over, and the
// honest bid is hired and claimed. With nothing but such bids, --open-fallback posts the open
// bounty; without it the hire fails with ErrNoBid and the last failure.
func TestHireBidsMovesOnAnyFailure(t *testing.T) {
	n := newNegMarkets(t, []int64{4e15, 5e15}, []int64{2e15, 3e15})
	ctx := context.Background()
	attacker := n.m.Anvil.Key(4) // worker 1's account: its agent is registered with 200 ETH of stake
	call, honest := n.bids(t, 1e16)
	tiny := escrow.Bidder{Bid: signedBid(t, attacker, call, n.agents[1], big.NewInt(1)), Stake: new(big.Int).Mul(big.NewInt(200), big.NewInt(1e18))}
	unknown := escrow.Bidder{Bid: signedBid(t, attacker, call, 999, big.NewInt(1e15)), Stake: new(big.Int).Mul(big.NewInt(200), big.NewInt(1e18))}
	ranked := escrow.RankBids(append([]escrow.Bidder{tiny, unknown}, honest[0]), escrow.DefaultBidWeights())
	if ranked[0].Bid.AgentID != n.agents[1] || ranked[0].Bid.Price.Int().Int64() != 1 {
		t.Fatalf("the 1 wei bid ranks %+v first, want it first (the attack)", ranked[0].Bid)
	}
	h, err := n.req.HireBids(ctx, call, request(big.NewInt(1e16)), ranked, escrow.HireOptions{ClaimWait: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	b := n.bounty(t, h.BountyID)
	if h.Bid.AgentID != n.agents[0] || b.AgentID != n.agents[0] || b.Amount.Int64() != 4e15 || b.Status == escrow.StatusOpen {
		t.Fatalf("hired %+v: on chain agent %d for %s, %s; want the honest bid, claimed", h.Bid, b.AgentID, b.Amount, b.Status)
	}
	n.mu.Lock()
	posts := len(n.posted)
	n.mu.Unlock()
	if posts != 1 {
		t.Fatalf("%d bounties posted, want the honest hire only", posts)
	}

	call, _ = n.bids(t, 1e16)
	bad := []escrow.Bidder{{Bid: signedBid(t, attacker, call, n.agents[1], big.NewInt(1))}, {Bid: signedBid(t, attacker, call, 999, big.NewInt(1e15))}}
	if _, err := n.req.HireBids(ctx, call, request(big.NewInt(1e16)), bad, escrow.HireOptions{ClaimWait: time.Second}); !errors.Is(err, escrow.ErrNoBid) {
		t.Fatalf("only failing bids, no fallback: %v, want ErrNoBid", err)
	}
	n.mu.Lock()
	n.silent = map[int]bool{0: true, 1: true}
	n.mu.Unlock()
	h, err = n.req.HireBids(ctx, call, request(big.NewInt(1e16)), bad, escrow.HireOptions{ClaimWait: time.Second, Open: true})
	if err != nil || !h.Open {
		t.Fatalf("only failing bids with the open fallback: %+v, %v", h, err)
	}
	if b := n.bounty(t, h.BountyID); b.AgentID != 0 || b.Amount.Int64() != 1e16 {
		t.Fatalf("the open bounty: agent %d, %s", b.AgentID, b.Amount)
	}
	if _, err := n.m.Requester.Esc.Cancel(ctx, h.BountyID); err != nil {
		t.Fatal(err)
	}
}
