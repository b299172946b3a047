package auction

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/call"
)

// Review rvexact, finding 7: a priced agent bids in its price's token, at least its price. A
// USDC-priced agent given a floor in ETH bid in ETH asks: it was paid its bid's wei as USDC
// base units (finding 1), and now its won calls would be refused; it is a bad config. A floor
// below the price in its token is raised to the price (a bid under it wins a call the
// requester then refuses).
func TestRvexactPricedAgentBidsInItsToken(t *testing.T) {
	usdc := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	h := Hosted{Price: func(string) (call.Price, bool) { return call.Price{Amount: big.NewInt(7), Token: usdc}, true }}
	base := AgentSettings{Capacity: 1, LatencyMs: 50, Skills: []string{"echo"}}
	for _, c := range []struct {
		floor, token string
		want         int64
		bad          bool
	}{
		{floor: "0.0001 ETH", bad: true},
		{token: common.Address{}.Hex(), bad: true},
		{floor: "5 wei", token: usdc.Hex(), want: 7},
		{floor: "9 wei", token: usdc.Hex(), want: 9},
		{want: 7},
	} {
		pc := base
		pc.Floor, pc.Token = c.floor, c.token
		p, err := policy(context.Background(), h, "paid", 1, pc)
		if c.bad {
			if !errors.Is(err, ErrBadConfig) {
				t.Fatalf("floor %q token %q: %v, want a bad config", c.floor, c.token, err)
			}
			continue
		}
		if err != nil || p.Token != usdc || p.Floor.Int64() != c.want {
			t.Fatalf("floor %q token %q: policy %+v, %v", c.floor, c.token, p, err)
		}
	}
}
