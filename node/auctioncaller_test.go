package node

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// maxPriceSeen is a call.Calls that records the most its caller would pay (call.WithMaxPrice:
// what call.Paying's accept compares a payee's terms with, before any channel or voucher).
type maxPriceSeen struct {
	max *big.Int
	set bool
}

func (m *maxPriceSeen) Call(ctx context.Context, _ peer.ID, _, _ string, _ json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	m.max, m.set = call.MaxPriceFrom(ctx)
	return json.RawMessage(`{}`), nil
}

// Review rv3, finding 1: an auction's winner is paid at most its bid, a bid of 0 included. A
// bidder that bids 0 (the cheapest offer, within every ask's [reserve, max]) and answers the
// call with payment terms at the node's payments.maxPrice was paid that: the cap was set only for
// a positive bid, so a free bid was paid under the node's policy, beyond the ask's max price,
// from an llm agent's "free agents only" ask (a stranger's prompt) and a team's budget, both
// of which booked 0.
func TestAuctionCallerCapsAFreeBid(t *testing.T) {
	for _, price := range []*big.Int{big.NewInt(0), big.NewInt(7)} {
		m := &maxPriceSeen{}
		if _, err := auctionCaller(func() call.Calls { return m }).Call(context.Background(), auction.Target{Agent: "a", Skill: "echo", Price: price}, nil); err != nil {
			t.Fatal(err)
		}
		if !m.set || m.max.Cmp(price) != 0 {
			t.Fatalf("bid %s: the call may pay %v (capped: %v), want at most the bid", price, m.max, m.set)
		}
	}
}
