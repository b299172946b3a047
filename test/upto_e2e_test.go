package test

import (
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// TestE2EUptoLLMCalls: bob hosts an llm agent priced by use (0.00002 ETH per 1k tokens, at most
// 0.001 ETH a call), served by the test's OpenAI-compatible server, which reports 1,500 tokens
// for the first answer and 50 for the second. Alice's node calls it twice through its API: each
// voucher authorises the cap, bob's node charges the tokens, alice's books show the charges and
// the calls, bob's node claims exactly them (not the caps), and the agent's payout address gains
// them less the protocol fee. The agent's A2A card and bob's agent list carry the price by use.
func TestE2EUptoLLMCalls(t *testing.T) {
	model := llmtest.New(t, llmtest.Sequence(llmtest.Text("first answer", 1200, 300), llmtest.Text("second answer", 30, 20)))
	w := startNet(t, 2, func(i int, c *node.Config) {
		if i != 1 {
			return
		}
		c.Agents = append(c.Agents, runtime.AgentConfig{Name: "writer", Kind: runtime.KindLLM, PricePer1kTokens: "0.00002 ETH", PriceCap: "0.001 ETH",
			LLM: &runtime.LLMConfig{BaseURL: model.BaseURL, Model: "test-model"}})
		c.Payments.ClaimAt, c.Payments.ClaimEvery = "1 wei", node.Duration(100*time.Millisecond)
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	payee, _ := bob.AgentAddress("writer")
	payee0, fee0 := w.balance(payee), w.channelsOwed(w.treasury())
	for _, prompt := range []string{"one", "two"} {
		var out json.RawMessage
		in, _ := json.Marshal(prompt)
		if err := w.api(alice, "agent.call", apitypes.AgentCallParams{Peer: bob.PeerID().String(), Agent: "writer", Skill: "chat", Input: in}, &out); err != nil {
			t.Fatalf("call %s: %v", prompt, err)
		}
	}
	// 1,500 tokens × 2e13 wei / 1k = 3e13; 50 tokens = 1e12.
	charged := big.NewInt(31_000_000_000_000)
	var chs apitypes.Channels
	if err := w.api(alice, "channel.list", nil, &chs); err != nil || len(chs.Channels) != 1 {
		t.Fatalf("alice's channels: %+v, %v", chs, err)
	}
	if c := chs.Channels[0]; c.Spent != charged.String() || c.Calls != 2 || c.Agent != "writer" || c.Payee != payee || c.InFlight != "" {
		t.Fatalf("alice's channel %+v: want %s spent on 2 calls to writer", c, charged)
	}
	w.waitFor("bob's claim of the charges", 30*time.Second, func() (bool, error) {
		var b apitypes.Channels
		if err := w.api(bob, "channel.list", nil, &b); err != nil {
			return false, err
		}
		return len(b.Channels) == 1 && b.Claimed == charged.String() && b.Owed == "0" && b.Channels[0].Unsettled == "", nil
	})
	fee := new(big.Int).Sub(w.channelsOwed(w.treasury()), fee0)
	sameAmount(t, "the fee", fee, w.fee(charged))
	sameAmount(t, "the agent's gain", new(big.Int).Sub(w.balance(payee), payee0), new(big.Int).Sub(charged, fee))

	var card struct {
		Capabilities struct {
			Extensions []struct {
				Params map[string]any `json:"params"`
			} `json:"extensions"`
		} `json:"capabilities"`
	}
	if err := w.api(bob, "agent.card", map[string]string{"name": "writer"}, &card); err != nil || len(card.Capabilities.Extensions) == 0 ||
		card.Capabilities.Extensions[len(card.Capabilities.Extensions)-1].Params["pricePer1kTokens"] != "0.00002 ETH" {
		t.Fatalf("A2A card of writer: %+v, %v", card, err)
	}
	var infos []runtime.AgentInfo
	if err := w.api(bob, "agent.list", nil, &infos); err != nil {
		t.Fatal(err)
	}
	for _, i := range infos {
		if i.Name == "writer" && (i.PricePer1kTokens != "0.00002 ETH" || i.PriceCap != "0.001 ETH") {
			t.Fatalf("bob's agent list: %+v", i)
		}
	}
}
