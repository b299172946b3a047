package auction

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/call"
)

// TestSettingsPolicy: a hosted agent's bidding policy from config.json's auction section: a
// floor in ETH or in the named token, a priced agent bidding at least its price, and a bad
// token or floor refused as a bad config.
func TestSettingsPolicy(t *testing.T) {
	tok := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	h := Hosted{Price: func(agent string) (call.Price, bool) {
		if agent == "paid" {
			return call.Price{Amount: big.NewInt(7), Token: tok}, true
		}
		return call.Price{}, false
	}}
	base := AgentSettings{Capacity: 2, LatencyMs: 50, Skills: []string{"echo"}}
	for _, c := range []struct {
		name, agent, floor, token string
		want                      *big.Int
		wantTok                   common.Address
		bad                       bool
	}{
		{name: "free", agent: "echo", want: big.NewInt(0)},
		{name: "floor in ETH", agent: "echo", floor: "0.0001 ETH", want: big.NewInt(1e14)},
		{name: "floor in a token", agent: "echo", floor: "5 wei", token: tok.Hex(), want: big.NewInt(5), wantTok: tok},
		{name: "priced agent", agent: "paid", want: big.NewInt(7), wantTok: tok},
		{name: "bad token", agent: "echo", token: "usdc", bad: true},
		{name: "bad floor", agent: "echo", floor: "lots", bad: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			pc := base
			pc.Floor, pc.Token = c.floor, c.token
			p, err := policy(context.Background(), h, c.agent, 1, pc)
			if c.bad {
				if !errors.Is(err, ErrBadConfig) {
					t.Fatalf("err %v, want ErrBadConfig", err)
				}
				return
			}
			if err != nil || p.Floor.Cmp(c.want) != 0 || p.Token != c.wantTok || p.Capacity != 2 || p.LatencyMs != 50 {
				t.Fatalf("policy %+v, %v", p, err)
			}
		})
	}
	if b, err := (&Settings{NoBids: true}).Book(context.Background(), h); b != nil || err != nil {
		t.Fatalf("noBids: book %v, %v", b, err)
	}
}

// TestSearchFinderPeers: the peers to ask are the search's, each once, unreadable ids dropped.
func TestSearchFinderPeers(t *testing.T) {
	a, b := "12D3KooWGRUVh7cmPa2hUMS5fU8x4G5s3RJC7bTEsbKPmYEFbTmr", "12D3KooWQYhTNQdmr3ArTeUHRYzFg94BKyTkoWBDWez9kSCVe2Xo"
	f := SearchFinder(func(context.Context, string, string, int) ([]string, error) { return []string{a, "bad", b, a}, nil })
	got, err := f.Peers(context.Background(), "echo", "", 10)
	if err != nil || len(got) != 2 || got[0].String() != a || got[1].String() != b {
		t.Fatalf("peers %v, %v", got, err)
	}
}
