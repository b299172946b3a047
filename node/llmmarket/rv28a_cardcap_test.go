package llmmarket

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// capSeen is a call.Calls that records the most its caller would pay (what call.Paying's
// accept compares a payee's terms with, before any channel or voucher is made).
type capSeen struct {
	max    *big.Int
	capped bool
}

func (c *capSeen) Call(ctx context.Context, _ peer.ID, _, _ string, _ json.RawMessage, _ runtime.ProgressFunc) (json.RawMessage, error) {
	c.max, c.capped = call.MaxPriceFrom(ctx)
	return json.RawMessage(`{}`), nil
}

// Review rv28a, finding 2: an llm agent's call_agent resolves the callee's signed card
// (Search.Card) and called it under no cap, i.e. up to payments.maxPrice, whatever the card
// announced: the gap review rvexact finding 4 closed for agent.call by DID. A payee whose card
// is free (or 1 wei) in search, which a model picks as the cheap or free agent, answered with
// terms at payments.maxPrice and was paid that, 16 calls an answer for 8 rounds a task; a
// stranger's direct call to the node's llm agent (no budget: its asks may ask free agents
// only) was enough. Cost to the payee: an agent card; gain: maxPrice a call, up to maxDeposit
// per agent name and the node's budget. call_agent was then bound by the card as agent.call is,
// and now (finding 3) pays nothing whatever the card says.
func TestRV28aCallAgentBoundByCard(t *testing.T) {
	const payee = "12D3KooWQ2oeeiRy39k2mvWTa7bqLaE2uFr4u1PPUAutfpjMnYng"
	for _, c := range []struct {
		card apitypes.AgentSummary
		want int64
	}{
		{apitypes.AgentSummary{PeerID: payee, Name: "free"}, 0},
		{apitypes.AgentSummary{PeerID: payee, Name: "cheap", Price: "1 wei", PriceAmount: "1", PriceToken: "ETH"}, 0},
	} {
		seen := &capSeen{}
		m := Market{Caller: func() call.Calls { return seen }}
		if _, err := m.callCard(context.Background(), "did:x", c.card, "echo", nil); err != nil {
			t.Fatal(err)
		}
		if !seen.capped || seen.max.Cmp(big.NewInt(c.want)) != 0 {
			t.Fatalf("card %q: call_agent may pay %v (capped: %v), want at most %d", c.card.Name, seen.max, seen.capped, c.want)
		}
	}
}

// Review rv28a, finding 3 (fixed): a task without a budget (a direct call, a stranger's
// included) may ask free agents only (llm's ask_agents), yet its call_agent paid a priced agent
// at its card's price from the node's payments policy: a stranger's free call to a node's llm
// agent that offers call_agent had it pay the stranger's own agents up to 128 calls a task (16
// tool calls an answer, 8 rounds), up to maxDeposit per agent name and payee (free to make)
// and the whole budget (0.1 ETH by default), again after every close. Cost to the attacker:
// the free call; gain: the budget. call_agent now pays nothing (paid sub-calls go through
// ask_agents, reserved in the task's ledger).
func TestRV28aDirectCallAgentPaysNothing(t *testing.T) {
	seen := &capSeen{}
	m := Market{Caller: func() call.Calls { return seen }}
	card := apitypes.AgentSummary{PeerID: "12D3KooWQ2oeeiRy39k2mvWTa7bqLaE2uFr4u1PPUAutfpjMnYng", Name: "priced", Price: "0.000001 ETH", PriceAmount: "1000000000000", PriceToken: "ETH"}
	if _, err := m.callCard(context.Background(), "did:x", card, "echo", nil); err != nil {
		t.Fatal(err)
	}
	if !seen.capped || seen.max.Sign() != 0 {
		t.Fatalf("a task without a budget may pay %v a call_agent (capped: %v), want free agents only", seen.max, seen.capped)
	}
}
