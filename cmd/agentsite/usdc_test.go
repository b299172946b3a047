package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
)

// usdc is a deployment's EIP-3009 token as node.status and channel.list name it.
var usdc = apitypes.TokenUnit{Address: common.HexToAddress("0x00000000000000000000000000000000000000C1"), Symbol: "USDC", Decimals: 6}

// rpcServer is a node API that answers each JSON-RPC request with answer(method).
func rpcServer(t *testing.T, answer func(method string) any) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ID     int64  `json:"id"`
			Method string `json:"method"`
		}
		if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": answer(req.Method)})
	}))
	t.Cleanup(srv.Close)
	return srv
}

// answering is a node API that answers each method with its result in answers (null for
// the others).
func answering(t *testing.T, answers map[string]any) *httptest.Server {
	return rpcServer(t, func(method string) any { return answers[method] })
}

// runCLI runs the CLI against srv and returns its stdout.
func runCLI(t *testing.T, srv *httptest.Server, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var stdout, stderr bytes.Buffer
	if code := run(ctx, append(args, "--api", srv.URL, "--api-token", "t"), &stdout, &stderr); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, stderr.String())
	}
	return stdout.String()
}

// TestAgentShowPricesInUSDC (issue 20): `agent show <did>` of a remote agent priced in the
// deployment's token shows its price by symbol with the token's decimals, as node.status
// names the token; a token the node does not name stays in base units with its address.
func TestAgentShowPricesInUSDC(t *testing.T) {
	did := "did:ethr:0x539:0x00000000000000000000000000000000000000b1"
	card := map[string]any{"price": map[string]string{"amount": "10000", "token": strings.ToLower(usdc.Address.Hex())}}
	answers := map[string]any{"agent.onchain": apitypes.AgentOnchain{Symbol: "AST"}, "agent.card": card,
		"node.status": map[string]any{"node": apitypes.Status{Tokens: []apitypes.TokenUnit{usdc}}}}
	if out := runCLI(t, answering(t, answers), "agent", "show", did); !strings.Contains(out, "price       0.01 USDC a call") {
		t.Errorf("agent show of a USDC agent:\n%s", out)
	}
	answers["node.status"] = map[string]any{"node": apitypes.Status{}}
	if out := runCLI(t, answering(t, answers), "agent", "show", did); !strings.Contains(out, "price       10000 base units of "+usdc.Address.Hex()) {
		t.Errorf("agent show of an agent in a token the node does not name:\n%s", out)
	}
}

// TestChannelListInUSDC (issue 20): `agentsite channel` shows a USDC channel's amounts in
// USDC and the totals of every token, ETH's first.
func TestChannelListInUSDC(t *testing.T) {
	payee := common.HexToAddress("0xb1")
	l := apitypes.Channels{
		Channels: []apitypes.Channel{
			{ID: common.Hash{1}, Role: "paying", Payee: payee, Token: usdc.Address, Symbol: "USDC", Decimals: 6, Deposited: "50000", Spent: "30000"},
			{ID: common.Hash{2}, Role: "paying", Payee: payee, Symbol: "ETH", Decimals: 18, Deposited: "1000000000000000", Spent: "100000000000000"},
		},
		Deposited: "1000000000000000", Spent: "100000000000000", Held: "0", Claimed: "0", Owed: "0",
		Totals: []apitypes.ChannelTotals{
			{Symbol: "ETH", Decimals: 18, Deposited: "1000000000000000", Spent: "100000000000000", Held: "0", Claimed: "0", Owed: "0"},
			{Token: usdc.Address, Symbol: "USDC", Decimals: 6, Deposited: "50000", Spent: "30000", Held: "0", Claimed: "0", Owed: "0"},
		},
	}
	out := runCLI(t, answering(t, map[string]any{"channel.list": l}), "channel")
	for _, want := range []string{
		"paying:  deposited 0.001 ETH + 0.05 USDC, spent 0.0001 ETH + 0.03 USDC",
		"earning: vouchers held 0 ETH + 0 USDC,",
		"0.05 USDC  0.03 USDC",
		"0.001 ETH  0.0001 ETH",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("channel list: no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "base units") {
		t.Errorf("channel list shows base units:\n%s", out)
	}
}

// TestChannelCloseReturnsUSDC: `channel close` of a USDC channel says what came back in USDC.
func TestChannelCloseReturnsUSDC(t *testing.T) {
	closed := apitypes.ChannelClosed{ID: common.Hash{1}, State: "withdrawn", Returned: "20000", Token: usdc.Address, Symbol: "USDC", Decimals: 6}
	out := runCLI(t, answering(t, map[string]any{"channel.close": closed}), "channel", "close", common.Hash{1}.Hex())
	if !strings.Contains(out, "withdrawn: 0.02 USDC back") {
		t.Errorf("channel close of a USDC channel: %s", out)
	}
}
