package node

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// Review rvexact, finding 1: an auction's winner is called at most its bid in the bid's token
// (the ask's): the paying client refuses a payee asking in another token (call.WithMaxPriceIn),
// so a bid of 100000 wei is not paid as 100000 base units of USDC (0.1 USDC).
func TestRvexactAuctionCapInBidToken(t *testing.T) {
	usdc := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	for _, tok := range []common.Address{{}, usdc} {
		var in common.Address
		var stated bool
		m := callsFunc(func(ctx context.Context) { in, stated = call.MaxPriceToken(ctx) })
		if _, err := auctionCaller(func() call.Calls { return m }).Call(context.Background(), auction.Target{Agent: "a", Skill: "echo", Price: big.NewInt(100_000), Token: tok}, nil); err != nil {
			t.Fatal(err)
		}
		if !stated || in != tok {
			t.Fatalf("bid in %s: the call's cap is stated in %s (%v)", tok.Hex(), in.Hex(), stated)
		}
	}
}

// callsFunc is a call.Calls that hands each call's context to f and answers {}.
type callsFunc func(ctx context.Context)

func (f callsFunc) Call(ctx context.Context, _ peer.ID, _, _ string, _ json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	f(ctx)
	return json.RawMessage(`{}`), nil
}
