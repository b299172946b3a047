package test

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/test/harness"
)

// TestE2EUSDCPricedCallOverLibp2p: alice's node calls bob's usd-echo (0.01 USDC a call) over
// libp2p and pays it through an ERC-20 payment channel in USDC, within its payments policy's
// own bounds for that token (payments.tokens.USDC: a deposit of at most 0.05 USDC here, not
// ETH's 0.01 ETH read as 10^16 base units). alice locks exactly the deposit in USDC and spends
// three calls' worth; bob's claim loop claims them, and the chain pays the agent's payout
// address and the protocol fee (1%, as for ETH channels) exactly the claimed sum, to the unit.
// Two more calls spend the deposit; a sixth would need a top-up past the USDC budget and is
// refused, nothing more locked.
func TestE2EUSDCPricedCallOverLibp2p(t *testing.T) {
	w := startUSDCNet(t)
	alice, bob := w.d.Nodes[0], w.d.Nodes[1]
	token := w.d.Deploy.Contracts[deploy.NameAuthToken]
	payee, _ := bob.AgentAddress(devnet.USDAgent)
	alice0, payee0, fee0 := w.usdBalance(alice.Account()), w.usdBalance(payee), w.channelsOwedIn(token, w.treasury())
	for i := 1; i <= 3; i++ {
		in, _ := json.Marshal(map[string]any{"message": "usdc call"})
		out, err := alice.Call(w.ctx, bob.PeerID(), devnet.USDAgent, "echo", in)
		if err != nil || !strings.Contains(string(out), "usdc call") {
			t.Fatalf("call %d: %s %v", i, out, err)
		}
	}
	deposit := big.NewInt(50_000) // min(100 calls, maxDeposit 0.05 USDC)
	sameAmount(t, "alice's USDC locked", new(big.Int).Sub(alice0, w.usdBalance(alice.Account())), deposit)
	sameAmount(t, "alice's vouchers", w.spentTo(alice, payee), big.NewInt(30_000))
	// The list names the channel's unit and totals USDC apart from ETH (issue 20).
	var b apitypes.Channels
	w.waitFor("bob to claim the USDC channel", time.Minute, func() (bool, error) {
		if err := w.api(bob, "channel.list", nil, &b); err != nil {
			return false, nil
		}
		for _, c := range b.Channels {
			if c.Token == token && c.Payee == payee && c.Claimed == "30000" {
				return c.Symbol == "USDC" && c.Decimals == 6, nil
			}
		}
		return false, nil
	})
	if n := len(b.Totals); n != 2 || b.Totals[1] != (apitypes.ChannelTotals{Token: token, Symbol: "USDC", Decimals: 6, Deposited: "0",
		Spent: "0", Held: "30000", Claimed: "30000", Owed: "0"}) || b.Claimed != "0" {
		t.Fatalf("bob's channel totals: %+v (ETH claimed %s)", b.Totals, b.Claimed)
	}
	var st struct {
		Node apitypes.Status `json:"node"`
	}
	if err := w.api(alice, "node.status", nil, &st); err != nil || !slices.Contains(st.Node.Tokens, apitypes.TokenUnit{Address: token, Symbol: "USDC", Decimals: 6}) {
		t.Fatalf("alice's node.status tokens %+v (%v): want USDC with 6 decimals", st.Node.Tokens, err)
	}
	got := new(big.Int).Sub(w.usdBalance(payee), payee0)
	fee := new(big.Int).Sub(w.channelsOwedIn(token, w.treasury()), fee0)
	sameAmount(t, "the claim and the fee", new(big.Int).Add(got, fee), big.NewInt(30_000))
	if fee.Cmp(w.fee(big.NewInt(30_000))) > 0 {
		t.Fatalf("fee %s, the protocol's %s", fee, w.fee(big.NewInt(30_000)))
	}
	// Two more calls fill the deposit (5 × 0.01); the sixth needs more than the budget allows.
	for i := 4; i <= 5; i++ {
		if _, err := alice.Call(w.ctx, bob.PeerID(), devnet.USDAgent, "echo", json.RawMessage(`{"message":"more"}`)); err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	if _, err := alice.Call(w.ctx, bob.PeerID(), devnet.USDAgent, "echo", json.RawMessage(`{"message":"over"}`)); err == nil ||
		!strings.Contains(err.Error(), "budget") {
		t.Fatalf("a call past the USDC budget: %v", err)
	}
	sameAmount(t, "alice's USDC after the budget", new(big.Int).Sub(alice0, w.usdBalance(alice.Account())), deposit)
	t.Logf("fee on 0.03 USDC claimed: %s base units", fee)
}

// channelsOwedIn is what PaymentChannels owes a in token; for the treasury, with the protocol
// fees the contract holds for its channels in token and has not credited yet (a claim credits no
// fee: collectFees or the channel's withdrawal does), so that a claim's fee shows at once.
func (w *testnet) channelsOwedIn(token, a common.Address) *big.Int {
	w.t.Helper()
	pc := bindings.NewPaymentChannels()
	addr := w.d.Deploy.Contracts[deploy.NamePaymentChannels]
	v, err := bind.Call(pc.Instance(w.d.RPC, addr), nil, pc.PackOwed(token, a), pc.UnpackOwed)
	if err != nil {
		w.t.Fatal(err)
	}
	if a != w.treasury() {
		return v
	}
	logs, err := w.d.RPC.FilterLogs(w.ctx, ethereum.FilterQuery{Addresses: []common.Address{addr}})
	if err != nil {
		w.t.Fatal(err)
	}
	seen := map[common.Hash]bool{}
	for i := range logs {
		o, err := pc.UnpackChannelOpenedEvent(&logs[i])
		if err != nil || o.Token != token || seen[o.Id] {
			continue // another event, or a channel counted already (reopened)
		}
		seen[o.Id] = true
		held, err := bind.Call(pc.Instance(w.d.RPC, addr), nil, pc.PackFeeHeld(o.Id), pc.UnpackFeeHeld)
		if err != nil {
			w.t.Fatal(err)
		}
		v.Add(v, held)
	}
	return v
}

// TestE2EUnknownPriceUnitRefusedAtStart: config validation cannot know the deployment's tokens
// (no chain yet), so a price in a unit the deployment lacks ("1 DAI": a token that is not the
// deployment's EIP-3009 one, fee-on-transfer or not, cannot be named) is refused when the node
// starts and reads the chain, naming the agent, the key and the units it knows.
func TestE2EUnknownPriceUnitRefusedAtStart(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a := harness.StartAnvilT(t)
	cfg := devnet.Config{Dir: t.TempDir(), RPC: a.URL, FaucetKey: harness.AnvilKeys[0], Nodes: 2, Out: io.Discard,
		Tweak: func(i int, c *node.Config) {
			if i == 1 {
				c.Agents = append(c.Agents, runtime.AgentConfig{Name: "dai-echo", Kind: runtime.KindBuiltin, Builtin: "echo", Price: "1 DAI"})
			}
		}}
	d, err := devnet.Start(ctx, cfg)
	if err == nil {
		d.Close()
		t.Fatal("a node priced an agent in DAI")
	}
	if want := `agent "dai-echo": price: amount "1 DAI": unknown unit "DAI": want one of ETH, AST, USDC`; !strings.Contains(err.Error(), want) {
		t.Fatalf("start: %v, want it to say %s", err, want)
	}
}
