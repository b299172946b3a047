package api

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// capRemote is a Remote that records the cap each call carries.
type capRemote struct {
	token  common.Address
	stated bool
}

func (c *capRemote) Call(ctx context.Context, _ peer.ID, _, _ string, _ json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	c.token, c.stated = call.MaxPriceToken(ctx)
	return json.RawMessage(`{}`), nil
}

// Review rvexact, finding 3: agent.call's maxPrice is base units of the agent's token, and
// `agent call --max-price 0.00001 ETH` sent 1e13 of them: a USDC agent could charge its
// payments.tokens.USDC.maxPrice (0.1 USDC) to a caller who allowed $0.03, 1e5 base units
// being below 1e13. maxPriceToken states the cap's token; the paying client then refuses
// terms in another (call.WithMaxPriceIn).
func TestRvexactMaxPriceToken(t *testing.T) {
	rem := &capRemote{}
	s, err := New(DefaultConfig(testToken), Deps{Local: startRuntime(t), Remote: rem}, Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	pid := newHost(t).ID().String()
	usdc := "0x00000000000000000000000000000000000000aA"
	for _, c := range []struct {
		token  string
		want   common.Address
		stated bool
	}{{"", common.Address{}, false}, {"ETH", common.Address{}, true}, {usdc, common.HexToAddress(usdc), true}} {
		p := apitypes.AgentCallParams{Peer: pid, Agent: "a", Skill: "echo", MaxPrice: "10000000000000", MaxPriceToken: c.token}
		if _, err := s.call(context.Background(), p, nil); err != nil {
			t.Fatalf("maxPriceToken %q: %v", c.token, err)
		}
		if rem.stated != c.stated || rem.token != c.want {
			t.Fatalf("maxPriceToken %q: the cap is stated in %s (%v)", c.token, rem.token.Hex(), rem.stated)
		}
	}
	p := apitypes.AgentCallParams{Peer: pid, Agent: "a", Skill: "echo", MaxPrice: "1", MaxPriceToken: "USDC"}
	if _, err := s.call(context.Background(), p, nil); err == nil {
		t.Fatal("maxPriceToken USDC (a symbol, not an address) was taken")
	}
}
