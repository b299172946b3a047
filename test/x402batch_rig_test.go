package test

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/identity"
)

// voucherPayer is a third party paying a node's priced agent over HTTP with batch-settlement:
// its own account on anvil, one channel it opened on chain, cumulative vouchers it signs.
type voucherPayer struct {
	w   *testnet
	key *identity.Key
	cli *paychan.Client
	sep common.Hash
	ch  paychan.Channel
}

// newVoucherPayer is anvil account i, ready to open channels on the devnet's PaymentChannels.
func (w *testnet) newVoucherPayer(i int) *voucherPayer {
	w.t.Helper()
	sc := chain.DefaultConfig()
	sc.PollInterval = 10 * time.Millisecond
	k := w.anvil.Key(i)
	s, err := chain.NewSender(w.ctx, sc, w.d.RPC, k, deploy.RevertDecoder(), nil)
	if err != nil {
		w.t.Fatal(err)
	}
	addr := w.d.Deploy.Contracts[deploy.NamePaymentChannels]
	dom := paychan.Domain{ChainID: w.d.Deploy.ChainID, Contract: addr}
	return &voucherPayer{w: w, key: k, cli: paychan.NewClient(s, addr), sep: dom.Separator()}
}

// open opens the payer's channel to payee in ETH with deposit, on chain.
func (p *voucherPayer) open(payee common.Address, deposit *big.Int) common.Hash {
	p.w.t.Helper()
	p.ch = paychan.Channel{Payer: p.key.Address(), Payee: payee, Signer: p.key.Address(), Salt: common.Hash{0x40, 0x2b}}
	if err := p.cli.Open(p.w.ctx, p.ch, deposit); err != nil {
		p.w.t.Fatal(err)
	}
	return p.ch.ID(p.sep)
}

// header is the PAYMENT-SIGNATURE of a voucher for amount on ch, paying the offer req.
func (p *voucherPayer) header(req x402.Requirements, ch paychan.Channel, amount *big.Int) string {
	p.w.t.Helper()
	v, err := paychan.Sign(p.sep, ch.ID(p.sep), amount, p.key)
	if err != nil {
		p.w.t.Fatal(err)
	}
	pl, err := x402.PayVoucher(req, nil, ch, v)
	if err != nil {
		p.w.t.Fatal(err)
	}
	h, err := x402.EncodeHeader(pl)
	if err != nil {
		p.w.t.Fatal(err)
	}
	return h
}

// httpAnswer is an HTTP answer with its x402 headers decoded.
type httpAnswer struct {
	status   int
	body     string
	required *x402.PaymentRequired // PAYMENT-REQUIRED (a 402)
	settled  *x402.SettleResponse  // PAYMENT-RESPONSE
}

// postX402 posts body to url with PAYMENT-SIGNATURE sig (none when empty).
func (w *testnet) postX402(url, body, sig string) httpAnswer {
	w.t.Helper()
	req, err := http.NewRequestWithContext(w.ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		w.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if sig != "" {
		req.Header.Set(x402.HeaderSignature, sig)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		w.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	a := httpAnswer{status: resp.StatusCode, body: string(b)}
	decode := func(h string, into any) {
		raw, err := base64.StdEncoding.DecodeString(h)
		if err != nil || json.Unmarshal(raw, into) != nil {
			w.t.Fatalf("x402 header %q does not decode", h)
		}
	}
	if h := resp.Header.Get(x402.HeaderRequired); h != "" {
		a.required = &x402.PaymentRequired{}
		decode(h, a.required)
	}
	if h := resp.Header.Get(x402.HeaderResponse); h != "" {
		a.settled = &x402.SettleResponse{}
		decode(h, a.settled)
	}
	return a
}

// channelState reads channel id from the contract.
func (p *voucherPayer) channelState(id common.Hash) paychan.State {
	p.w.t.Helper()
	st, err := p.cli.State(p.w.ctx, id)
	if err != nil {
		p.w.t.Fatal(err)
	}
	return st
}

// payOverMCP calls agent's echo as a stranger over MCP (call_agent without the token): the
// tool result asks for payment, the retry carries the voucher for amount in
// _meta["x402/payment"]; it returns the settlement from _meta["x402/payment-response"].
func (p *voucherPayer) payOverMCP(apiURL, agent string, amount *big.Int) *x402.SettleResponse {
	t := p.w.t
	t.Helper()
	sess, err := mcp.NewClient(&mcp.Implementation{Name: "stranger", Version: "1"}, nil).
		Connect(p.w.ctx, &mcp.StreamableClientTransport{Endpoint: apiURL + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	args := map[string]any{"agent": agent, "skill": "echo", "input": map[string]any{"message": "paid over mcp"}}
	res, err := sess.CallTool(p.w.ctx, &mcp.CallToolParams{Name: "call_agent", Arguments: args})
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(res.StructuredContent)
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil || !res.IsError || len(pr.Accepts) != 1 || pr.Accepts[0].Scheme != x402.SchemeBatch {
		t.Fatalf("unpaid MCP call: %s (%v)", raw, err)
	}
	v, err := paychan.Sign(p.sep, p.ch.ID(p.sep), amount, p.key)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := x402.PayVoucher(pr.Accepts[0], pr.Resource, p.ch, v)
	if err != nil {
		t.Fatal(err)
	}
	res, err = sess.CallTool(p.w.ctx, &mcp.CallToolParams{Name: "call_agent", Arguments: args, Meta: mcp.Meta{x402.MCPPaymentKey: pl}})
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "paid over mcp") {
		t.Fatalf("paid MCP call: %+v", res)
	}
	raw, _ = json.Marshal(res.Meta[x402.MCPResponseKey])
	var sr x402.SettleResponse
	if err := json.Unmarshal(raw, &sr); err != nil || !sr.Success {
		t.Fatalf("_meta payment-response %s (%v)", raw, err)
	}
	return &sr
}
