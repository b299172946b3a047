package test

import (
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/runtime"
)

// TestE2EPaidCalls: bob hosts a paid echo (the devnet's, 0.0001 ETH a call) and a free one; alice's node
// calls both through its API. The free call opens nothing; the paid calls open one channel
// (alice's policy: ten calls' worth), carry vouchers, and bob's claim loop claims them. Every
// wei is accounted for: the agent's payout address gains the calls less the protocol fee, the
// treasury is owed the fee, alice's channel holds the rest of her deposit.
func TestE2EPaidCalls(t *testing.T) {
	price := eth("0.0001")
	w := startNet(t, 2, func(i int, c *node.Config) {
		switch i {
		case 0:
			c.Payments.DepositCalls = 10
		case 1:
			// The devnet's bob hosts devnet.PaidAgent ("paid-echo", 0.0001 ETH a call).
			c.Agents = append(c.Agents, runtime.AgentConfig{Name: "free-echo", Kind: runtime.KindBuiltin, Builtin: "echo"})
			c.Payments.ClaimAt, c.Payments.ClaimEvery = "1 wei", node.Duration(100*time.Millisecond)
		}
	})
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	payee, _ := bob.AgentAddress("paid-echo") // the agent's payout address: its key's
	head0 := w.head()
	payee0, alice0, fee0 := w.balance(payee), w.balance(alice.Account()), w.channelsOwed(w.treasury())
	in := json.RawMessage(`{"message":"paid"}`)
	call := func(agent string) {
		t.Helper()
		var out json.RawMessage
		if err := w.api(alice, "agent.call", apitypes.AgentCallParams{Peer: bob.PeerID().String(), Agent: agent, Skill: "echo", Input: in}, &out); err != nil {
			t.Fatalf("call %s: %v", agent, err)
		}
	}
	call("free-echo")
	var chs apitypes.Channels
	if err := w.api(alice, "channel.list", nil, &chs); err != nil || len(chs.Channels) != 0 {
		t.Fatalf("after a free call: %+v, %v", chs, err)
	}
	for i := 0; i < 3; i++ {
		call("paid-echo")
	}
	spent := new(big.Int).Mul(price, big.NewInt(3))
	deposit := new(big.Int).Mul(price, big.NewInt(10))
	if err := w.api(alice, "channel.list", nil, &chs); err != nil || len(chs.Channels) != 1 {
		t.Fatalf("alice's channels: %+v, %v", chs, err)
	}
	if c := chs.Channels[0]; c.Role != "paying" || c.Spent != spent.String() || c.Deposited != deposit.String() || c.Payee != payee {
		t.Fatalf("alice's channel %+v", c)
	}
	// bob's claim loop claims the three calls.
	w.waitFor("bob's claim", 30*time.Second, func() (bool, error) {
		var b apitypes.Channels
		if err := w.api(bob, "channel.list", nil, &b); err != nil {
			return false, err
		}
		return len(b.Channels) == 1 && b.Claimed == spent.String() && b.Owed == "0", nil
	})
	head := w.head()
	// The agent's address receives the claims less the protocol fee (credited to the treasury
	// in the contract); bob's node account paid the claim's gas.
	fee := new(big.Int).Sub(w.channelsOwed(w.treasury()), fee0)
	sameAmount(t, "the fee", fee, w.fee(spent))
	sameAmount(t, "the agent's gain", new(big.Int).Sub(w.balance(payee), payee0), new(big.Int).Sub(spent, fee))
	wantAlice := new(big.Int).Neg(deposit)
	wantAlice.Sub(wantAlice, w.gasSpent(alice.Account(), head0, head))
	sameAmount(t, "alice's change", new(big.Int).Sub(w.balance(alice.Account()), alice0), wantAlice)
	// alice asks to withdraw her channel: bob's loop learns it from the contract's event (his
	// state of the channel is hours from stale), and alice's next call opens a new channel.
	var closed apitypes.ChannelClosed
	if err := w.api(alice, "channel.close", apitypes.ChannelCloseParams{ID: chs.Channels[0].ID.Hex()}, &closed); err != nil || closed.State != "withdrawal requested" {
		t.Fatalf("channel.close: %+v, %v", closed, err)
	}
	w.waitFor("bob to see the withdrawal", 30*time.Second, func() (bool, error) {
		var b apitypes.Channels
		if err := w.api(bob, "channel.list", nil, &b); err != nil {
			return false, err
		}
		return len(b.Channels) == 1 && b.Channels[0].WithdrawableAt == closed.WithdrawableAt, nil
	})
	call("paid-echo")
	if err := w.api(alice, "channel.list", nil, &chs); err != nil || len(chs.Channels) != 2 {
		t.Fatalf("alice's channels after a close and a call: %+v, %v", chs, err)
	}
	// Over HTTP (no token: a stranger's x402 route) the paid agent asks to be paid and the free
	// one answers: a priced agent is never served free.
	for agent, want := range map[string]int{"paid-echo": http.StatusPaymentRequired, "free-echo": http.StatusOK} {
		resp, err := http.Post(bob.APIURL()+"/agents/"+agent+"/call", "application/json", strings.NewReader(`{"skill":"echo","input":{"message":"x"}}`))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want || want == http.StatusPaymentRequired && resp.Header.Get("PAYMENT-REQUIRED") == "" {
			t.Fatalf("HTTP call of %s: %s, want %d with an offer", agent, resp.Status, want)
		}
	}
	// The paid agent's card carries its price.
	var card json.RawMessage
	if err := w.api(bob, "agent.card", map[string]string{"name": "paid-echo"}, &card); err != nil || !contains(string(card), "0.0001 ETH") {
		t.Fatalf("A2A card of paid-echo: %s, %v", card, err)
	}
}
