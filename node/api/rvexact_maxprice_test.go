package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// capRemote is a Remote that records the cap each call carries; refuse, when set, is what it
// answers (as the paying client refusing the node's terms).
type capRemote struct {
	token  common.Address
	stated bool
	max    *big.Int
	refuse error
}

func (c *capRemote) Call(ctx context.Context, _ peer.ID, _, _ string, _ json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	c.token, c.stated = call.MaxPriceToken(ctx)
	c.max, _ = call.MaxPriceFrom(ctx)
	if c.refuse != nil {
		return nil, c.refuse
	}
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

// Review rvexact, finding 4: a call by DID was not bound by the price the agent's signed card
// announces. A card showing "0.0001 USDC" in search (or free) was called, and its node's
// payment terms could ask any token the payer pays in at up to that token's maxPrice (0.001
// ETH, 0.1 USDC by default). Now a call whose card the node resolved (by DID, or by peer and
// agent when discovery holds the card) and with no maxPrice of its own is capped at the card's
// amount in the card's token; a free card pays nothing (terms asking money are refused, saying
// so and how to agree to more); the caller's maxPrice still decides.
func TestRvexactDIDCallBoundByCard(t *testing.T) {
	rem := &capRemote{}
	usdc := "0x00000000000000000000000000000000000000aa"
	did := "did:ethr:0x539:0x00000000000000000000000000000000000000bb"
	free := "did:ethr:0x539:0x00000000000000000000000000000000000000cc"
	pid := newHost(t).ID().String()
	cards := dirSearcher{byDID: map[string]apitypes.AgentSummary{
		did:  {DID: did, Name: "cheap", PeerID: pid, Price: "0.0001 USDC", PriceAmount: "100", PriceToken: usdc},
		free: {DID: free, Name: "gratis", PeerID: pid}}}
	s, err := New(DefaultConfig(testToken), Deps{Local: startRuntime(t), Remote: rem, Searcher: heldSearcher{cards}}, Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, c := range []struct {
		name   string
		p      apitypes.AgentCallParams
		max    int64
		token  common.Address
		stated bool
	}{
		{"by DID", apitypes.AgentCallParams{DID: did, Skill: "echo"}, 100, common.HexToAddress(usdc), true},
		{"by peer and agent, the card held", apitypes.AgentCallParams{Peer: pid, Agent: "cheap", Skill: "echo"}, 100, common.HexToAddress(usdc), true},
		{"a free card", apitypes.AgentCallParams{DID: free, Skill: "echo"}, 0, common.Address{}, false},
		{"an explicit maxPrice", apitypes.AgentCallParams{DID: did, Skill: "echo", MaxPrice: "1000000", MaxPriceToken: "ETH"}, 1e6, common.Address{}, true},
	} {
		if _, err := s.call(ctx, c.p, nil); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if rem.max == nil || rem.max.Int64() != c.max || rem.stated != c.stated || rem.token != c.token {
			t.Fatalf("%s: the cap is %v in %s (%v), want %d in %s (%v)", c.name, rem.max, rem.token.Hex(), rem.stated, c.max, c.token.Hex(), c.stated)
		}
	}
	// A peer and agent whose card the node does not hold: the policy decides, as before.
	if _, err := s.call(ctx, apitypes.AgentCallParams{Peer: pid, Agent: "unknown", Skill: "echo"}, nil); err != nil || rem.max != nil {
		t.Fatalf("an agent with no card held: %v, cap %v", err, rem.max)
	}
	// The paying client refusing the terms: the error says what the card announced and how to
	// agree to more.
	rem.refuse = fmt.Errorf("%w: 0xPayee asks 1000, the maximum is 0", call.ErrPriceTooHigh)
	_, err = s.call(ctx, apitypes.AgentCallParams{DID: free, Skill: "echo"}, nil)
	if !errors.Is(err, call.ErrPriceTooHigh) || !strings.Contains(err.Error(), "is free") || !strings.Contains(err.Error(), "--max-price") {
		t.Fatalf("a free card's node asking money: %v", err)
	}
	_, err = s.call(ctx, apitypes.AgentCallParams{DID: did, Skill: "echo"}, nil)
	if !strings.Contains(err.Error(), "announces 0.0001 USDC") || !strings.Contains(err.Error(), "--max-price") {
		t.Fatalf("a cheaper card's node asking more: %v", err)
	}
}

// heldSearcher is a dirSearcher that also holds its cards by peer and name (api.HeldCards).
type heldSearcher struct{ dirSearcher }

func (h heldSearcher) Held(_ context.Context, peerID, agent string) (apitypes.AgentSummary, bool, error) {
	for _, s := range h.byDID {
		if s.PeerID == peerID && s.Name == agent {
			return s, true, nil
		}
	}
	return apitypes.AgentSummary{}, false, nil
}
