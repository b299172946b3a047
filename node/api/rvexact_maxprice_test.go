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

// Review rvexact, finding 4 (stated, not fixed): a call by DID is not bound by the price the
// agent's signed card announces. A card showing "0.0001 USDC" in search (or free) is called,
// and its node's payment terms may ask any token the payer pays in at up to that token's
// maxPrice (0.001 ETH, 0.1 USDC by default): the payer never compares terms with the card.
// The fix would cap a DID call with no maxPrice at the card's amount in the card's token
// (0 for a free card); it changes what a stale card allows, so it is the lead's call.
func TestRvexactDIDCallBoundByCard(t *testing.T) {
	t.Skip("finding 4: a DID call pays up to payments.maxPrice (or tokens.X.maxPrice) whatever the card announces; docs/ARCHITECTURE.md, Paying's policy")
	rem := &capRemote{}
	usdc := "0x00000000000000000000000000000000000000aa"
	did := "did:ethr:0x539:0x00000000000000000000000000000000000000bb"
	pid := newHost(t).ID().String()
	s, err := New(DefaultConfig(testToken), Deps{Local: startRuntime(t), Remote: rem, Searcher: dirSearcher{byDID: map[string]apitypes.AgentSummary{
		did: {DID: did, Name: "cheap", PeerID: pid, Price: "0.0001 USDC", PriceAmount: "100", PriceToken: usdc}}}}, Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.call(context.Background(), apitypes.AgentCallParams{DID: did, Skill: "echo"}, nil); err != nil {
		t.Fatal(err)
	}
	if !rem.stated || rem.token != common.HexToAddress(usdc) {
		t.Fatalf("a DID call's cap is stated in %s (%v), want the card's token", rem.token.Hex(), rem.stated)
	}
}
