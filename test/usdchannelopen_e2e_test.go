package test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/payments"
)

// TestE2EUSDCChannelOpenedByHand: a person opens a USDC channel to bob's usd-echo payee with
// channel.open ("0.03 USDC": the deployment's EIP-3009 token by symbol, with its 6 decimals),
// tops it up in USDC, and the node's paid calls to that agent use it. Amounts in another unit
// than the channel's ("0.01 ETH" for a USDC channel) or in an unknown one ("1 DAI") are
// refused, and so is a top-up past payments.tokens.USDC's maxDeposit; none locks anything.
func TestE2EUSDCChannelOpenedByHand(t *testing.T) {
	w := startUSDCNet(t)
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	token := w.d.Deploy.Contracts[deploy.NameAuthToken]
	payee, _ := bob.AgentAddress(devnet.USDAgent)
	alice0 := w.usdBalance(alice.Account())
	locked := func() *big.Int { return new(big.Int).Sub(alice0, w.usdBalance(alice.Account())) }

	if err := w.api(alice, "channel.open", apitypes.ChannelOpenParams{Payee: payee.Hex(), Amount: "1 DAI"}, nil); err == nil ||
		!strings.Contains(err.Error(), `unknown unit "DAI": want one of ETH, AST, USDC`) {
		t.Fatalf("open in DAI: %v", err)
	}
	var ch apitypes.Channel
	if err := w.api(alice, "channel.open", apitypes.ChannelOpenParams{Payee: payee.Hex(), Amount: "0.03 USDC"}, &ch); err != nil {
		t.Fatal(err)
	}
	if ch.Token != token || ch.Symbol != "USDC" || ch.Decimals != 6 || ch.Deposited != "30000" {
		t.Fatalf("opened %+v, want 30000 base units of USDC %s", ch, token.Hex())
	}
	sameAmount(t, "alice's USDC locked by the open", locked(), big.NewInt(30_000))

	if err := w.api(alice, "channel.topup", apitypes.ChannelTopUpParams{ID: ch.ID.Hex(), Amount: "0.01 ETH"}, nil); err == nil ||
		!strings.Contains(err.Error(), "the channel's token is USDC: write it in USDC") {
		t.Fatalf("top-up in ETH of a USDC channel: %v", err)
	}
	if err := w.api(alice, "channel.topup", apitypes.ChannelTopUpParams{ID: ch.ID.Hex(), Amount: "0.01 USDC"}, &ch); err != nil || ch.Deposited != "40000" {
		t.Fatalf("top-up of 0.01 USDC: %+v %v", ch, err)
	}
	if err := w.api(alice, "channel.topup", apitypes.ChannelTopUpParams{ID: ch.ID.Hex(), Amount: "0.02 USDC"}, nil); err == nil ||
		!strings.Contains(err.Error(), "max deposit per payee 50000") {
		t.Fatalf("top-up past maxDeposit 0.05 USDC: %v", err)
	}
	sameAmount(t, "alice's USDC locked", locked(), big.NewInt(40_000))

	in, _ := json.Marshal(map[string]any{"message": "on the hand-opened channel"})
	if out, err := alice.Call(w.ctx, bob.PeerID(), devnet.USDAgent, "echo", in); err != nil || !strings.Contains(string(out), "hand-opened") {
		t.Fatalf("call: %s %v", out, err)
	}
	var l apitypes.Channels
	if err := w.api(alice, "channel.list", nil, &l); err != nil {
		t.Fatal(err)
	}
	if len(l.Channels) != 1 || l.Channels[0].ID != ch.ID || l.Channels[0].Spent != "10000" {
		t.Fatalf("alice's channels after the call: %+v, want the one opened, 0.01 USDC spent", l.Channels)
	}
	sameAmount(t, "alice's USDC locked after the call", locked(), big.NewInt(40_000))
}

// startUSDCNet starts alice and bob, alice paying at most 0.01 USDC a call, 0.05 USDC deposited
// to a payee and in all (payments.tokens.USDC).
func startUSDCNet(t *testing.T) *testnet {
	t.Helper()
	return startNet(t, 2, func(i int, c *node.Config) {
		if i == 0 {
			c.Payments.Tokens = map[string]payments.TokenBounds{"USDC": {MaxPrice: "0.01 USDC", MaxDeposit: "0.05 USDC", Budget: "0.05 USDC"}}
		}
	})
}
