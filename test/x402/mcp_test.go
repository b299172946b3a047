package x402e2e

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/escrow/x402"
)

// TestMCPCarriesThePayment: a stranger (no API token) calls a priced agent's call_agent over
// MCP: the tool result says payment required (structuredContent and the x402/error text), the
// retry with _meta["x402/payment"] runs the call, settles, and returns
// _meta["x402/payment-response"].
func TestMCPCarriesThePayment(t *testing.T) {
	s := newSite(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	client := mcp.NewClient(&mcp.Implementation{Name: "stranger", Version: "1"}, nil)
	sess, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: s.url + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	args := map[string]any{"agent": "echo", "skill": "echo", "input": map[string]any{"text": "over mcp"}}
	res, err := sess.CallTool(ctx, &mcp.CallToolParams{Name: "call_agent", Arguments: args})
	if err != nil {
		t.Fatal(err)
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if !res.IsError || !strings.Contains(text, `"x402/error"`) || !strings.Contains(text, `"code":402`) {
		t.Fatalf("unpaid call: %+v %s", res, text)
	}
	raw, _ := json.Marshal(res.StructuredContent)
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil || len(pr.Accepts) != 1 || pr.Resource.URL != "mcp://tool/call_agent/echo" {
		t.Fatalf("structuredContent %s (%v)", raw, err)
	}
	node0 := s.balance(s.Node.Address())
	pay, err := x402.PayExact(s.Payer, pr.Accepts[0], pr.Resource, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	res, err = sess.CallTool(ctx, &mcp.CallToolParams{Name: "call_agent", Arguments: args, Meta: mcp.Meta{x402.MCPPaymentKey: pay}})
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "over mcp") {
		t.Fatalf("paid call: %+v", res)
	}
	raw, _ = json.Marshal(res.Meta[x402.MCPResponseKey])
	var sr x402.SettleResponse
	if err := json.Unmarshal(raw, &sr); err != nil || !sr.Success || len(sr.Transaction) != 66 {
		t.Fatalf("_meta payment-response %s (%v)", raw, err)
	}
	if d := new(big.Int).Sub(s.balance(s.Node.Address()), node0); d.Cmp(s.price) != 0 {
		t.Fatalf("payee got %s, want %s", d, s.price)
	}
	// The same payment again is refused in the tool result, and costs nothing.
	res, err = sess.CallTool(ctx, &mcp.CallToolParams{Name: "call_agent", Arguments: args, Meta: mcp.Meta{x402.MCPPaymentKey: pay}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, x402.ReasonNonceUsed) {
		t.Fatalf("replayed payment: %+v", res)
	}
	if d := new(big.Int).Sub(s.balance(s.Node.Address()), node0); d.Cmp(s.price) != 0 {
		t.Fatalf("after the replay the payee got %s", d)
	}
	// A free agent still needs the token.
	res, _ = sess.CallTool(ctx, &mcp.CallToolParams{Name: "call_agent", Arguments: map[string]any{"agent": "summarize", "skill": "summarize"}})
	if !res.IsError || strings.Contains(res.Content[0].(*mcp.TextContent).Text, "x402") {
		t.Fatalf("free agent without the token: %+v", res)
	}
}
