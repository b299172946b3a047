package x402e2e

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/escrow/x402/x402test"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/test/harness"
)

// priceTable prices hosted agents by name (the node reads the signed cards instead).
type priceTable map[string]*registry.Price

func (p priceTable) AgentPrice(_ context.Context, agent string) (*registry.Price, error) {
	return p[agent], nil
}

// site is a node's API (real runtime with the builtin agents) selling echo for the EIP-3009
// token on a dev chain, and a payer holding that token.
type site struct {
	*x402test.World
	t     *testing.T
	url   string
	price *big.Int
}

func newSite(t *testing.T) *site {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s := &site{World: x402test.New(t, big.NewInt(10_000_000)), t: t, price: big.NewInt(25_000)}
	exact, err := x402.NewExact(x402.ExactConfig{ChainID: devchain.ChainID.Uint64(), Token: s.Token,
		Name: deploy.AuthTokenName, Version: deploy.AuthTokenVersion}, s.Node)
	if err != nil {
		t.Fatal(err)
	}
	rt, err := runtime.New(runtime.DefaultConfig(), runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	acfg := api.DefaultConfig("test-token-0123456789abcdef")
	acfg.Listen = "127.0.0.1:0"
	deps := api.Deps{Local: rt, Payments: &api.Payments{Facilitator: x402.NewFacilitator([]*x402.Exact{exact}, nil, nil),
		Prices: priceTable{"echo": {Amount: s.price.String(), Token: s.Token.Hex()}, "gofmt": {Amount: "1", Token: "ETH"}}, PayTo: s.Node.Address()}}
	srv, err := api.New(acfg, deps, api.Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	s.url = "http://" + srv.Addr()
	return s
}

func quiet() *slog.Logger { return slog.New(slog.DiscardHandler) }

func (s *site) balance(a common.Address) *big.Int { return s.World.Balance(s.t, a) }

// paid is what pay.mjs prints.
type paid struct {
	Status          int                  `json:"status"`
	Body            string               `json:"body"`
	PaymentResponse *x402.SettleResponse `json:"paymentResponse"`
	HeaderBytes     int                  `json:"paymentHeaderBytes"`
	ResponseBytes   int                  `json:"paymentResponseBytes"`
	Replay          *struct {
		Status int    `json:"status"`
		Error  string `json:"error"`
	} `json:"replay"`
}

// payWithOfficialClient runs pay.mjs against path with body.
func (s *site) payWithOfficialClient(path, body string, args ...string) paid {
	s.t.Helper()
	key := "0x" + hex.EncodeToString(crypto.FromECDSA(s.Payer.PrivateKey()))
	out := harness.PayMJS(context.Background(), s.t, ".", append([]string{s.url + path, key, body, "eip155:1337", s.Token.Hex(), s.price.String()}, args...)...)
	var p paid
	if err := json.Unmarshal(out, &p); err != nil {
		s.t.Fatalf("pay.mjs printed %q: %v", out, err)
	}
	return p
}

func TestOfficialClientPaysAnAgent(t *testing.T) {
	s := newSite(t)
	payer0, node0 := s.balance(s.Payer.Address()), s.balance(s.Node.Address())
	p := s.payWithOfficialClient("/agents/echo/call", `{"skill":"echo","input":{"text":"paid hello"}}`, "--replay")
	if p.Status != http.StatusOK || !strings.Contains(p.Body, "paid hello") {
		t.Fatalf("paid call: %d %s", p.Status, p.Body)
	}
	if p.PaymentResponse == nil || !p.PaymentResponse.Success || p.PaymentResponse.Network != "eip155:1337" ||
		!strings.EqualFold(p.PaymentResponse.Payer, s.Payer.Address().Hex()) || len(p.PaymentResponse.Transaction) != 66 {
		t.Fatalf("PAYMENT-RESPONSE %+v", p.PaymentResponse)
	}
	if d := new(big.Int).Sub(s.balance(s.Node.Address()), node0); d.Cmp(s.price) != 0 {
		t.Fatalf("payee got %s, want exactly %s", d, s.price)
	}
	if d := new(big.Int).Sub(payer0, s.balance(s.Payer.Address())); d.Cmp(s.price) != 0 {
		t.Fatalf("payer paid %s, want exactly %s", d, s.price)
	}
	// The client's authorization sent again: refused, nothing moves.
	if p.Replay == nil || p.Replay.Status != http.StatusPaymentRequired || !strings.Contains(p.Replay.Error, x402.ReasonNonceUsed) {
		t.Fatalf("replay: %+v", p.Replay)
	}
	if d := new(big.Int).Sub(payer0, s.balance(s.Payer.Address())); d.Cmp(s.price) != 0 {
		t.Fatalf("after the replay the payer paid %s", d)
	}
	t.Logf("PAYMENT-SIGNATURE %d bytes, PAYMENT-RESPONSE %d bytes", p.HeaderBytes, p.ResponseBytes)
}

func TestOfficialClientPaysOverA2A(t *testing.T) {
	s := newSite(t)
	node0 := s.balance(s.Node.Address())
	msg := `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m1","role":"ROLE_USER","parts":[{"text":"{\"text\":\"over a2a\"}"}]}}}`
	p := s.payWithOfficialClient("/agents/echo/a2a", msg)
	if p.Status != http.StatusOK || !strings.Contains(p.Body, "over a2a") || p.PaymentResponse == nil || !p.PaymentResponse.Success {
		t.Fatalf("paid A2A call: %d %s %+v", p.Status, p.Body, p.PaymentResponse)
	}
	if d := new(big.Int).Sub(s.balance(s.Node.Address()), node0); d.Cmp(s.price) != 0 {
		t.Fatalf("payee got %s, want %s", d, s.price)
	}
	// A streamed message is paid the same way; its events go out once the payment settled.
	stream := strings.Replace(strings.Replace(msg, `"SendMessage"`, `"SendStreamingMessage"`, 1), `"m1"`, `"m2"`, 1)
	p = s.payWithOfficialClient("/agents/echo/a2a", stream)
	if p.Status != http.StatusOK || !strings.Contains(p.Body, "over a2a") || !strings.Contains(p.Body, "data:") || p.PaymentResponse == nil || !p.PaymentResponse.Success {
		t.Fatalf("paid A2A stream: %d %s %+v", p.Status, p.Body, p.PaymentResponse)
	}
	if d := new(big.Int).Sub(s.balance(s.Node.Address()), node0); d.Cmp(new(big.Int).Mul(s.price, big.NewInt(2))) != 0 {
		t.Fatalf("payee got %s for two calls, want %s", d, new(big.Int).Mul(s.price, big.NewInt(2)))
	}
}

// post sends body to path with extra headers.
func (s *site) post(path, body string, h map[string]string) (*http.Response, string) {
	s.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, s.url+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range h {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func required(t *testing.T, resp *http.Response) *x402.PaymentRequired {
	t.Helper()
	if resp.StatusCode != http.StatusPaymentRequired {
		t.Fatalf("status %d, want 402", resp.StatusCode)
	}
	raw, err := base64.StdEncoding.DecodeString(resp.Header.Get(x402.HeaderRequired))
	if err != nil {
		t.Fatal(err)
	}
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil {
		t.Fatal(err)
	}
	return &pr
}

func TestBadPaymentsGetClearErrorsAndCostNothing(t *testing.T) {
	s := newSite(t)
	const body = `{"skill":"echo","input":{"text":"x"}}`
	pr := required(t, func() *http.Response { r, _ := s.post("/agents/echo/call", body, nil); return r }())
	if pr.Error != "payment required" || len(pr.Accepts) != 1 || pr.Accepts[0].Scheme != x402.SchemeExact {
		t.Fatalf("402 without payment: %+v", pr)
	}
	ex := pr.Accepts[0]
	sign := func(mod func(*x402.Requirements), at time.Time) string {
		req := ex
		if mod != nil {
			mod(&req)
		}
		p, err := x402.PayExact(s.Payer, req, pr.Resource, at)
		if err != nil {
			t.Fatal(err)
		}
		h, _ := x402.EncodeHeader(p)
		return h
	}
	payer0, node0 := s.balance(s.Payer.Address()), s.balance(s.Node.Address())
	for _, c := range []struct{ name, header, want string }{
		{"wrong amount", sign(func(r *x402.Requirements) { r.Amount = "24999" }, time.Now()), x402.ReasonValueMismatch},
		{"expired", sign(nil, time.Now().Add(-time.Hour)), x402.ReasonExpired},
		{"wrong network", sign(func(r *x402.Requirements) { r.Network = "eip155:31337" }, time.Now()), x402.ReasonNetworkMismatch},
		{"wrong payTo", sign(func(r *x402.Requirements) { r.PayTo = s.Payer.Address().Hex() }, time.Now()), x402.ReasonRecipientMismatch},
		{"malformed", "not*base64", "not base64"},
	} {
		t.Run(c.name, func(t *testing.T) {
			resp, _ := s.post("/agents/echo/call", body, map[string]string{x402.HeaderSignature: c.header})
			if got := required(t, resp).Error; !strings.Contains(got, c.want) {
				t.Fatalf("error %q, want %q", got, c.want)
			}
		})
	}
	if s.balance(s.Payer.Address()).Cmp(payer0) != 0 || s.balance(s.Node.Address()).Cmp(node0) != 0 {
		t.Fatal("a bad payment moved money")
	}
	// Free agents stay free; an ETH price without channels has no way to pay and says so.
	if resp, out := s.post("/agents/summarize/call", `{"skill":"summarize","input":{"text":"a. b."}}`, nil); resp.StatusCode != http.StatusOK {
		t.Fatalf("free agent: %d %s", resp.StatusCode, out)
	}
	resp, _ := s.post("/agents/gofmt/call", `{}`, nil)
	if got := required(t, resp).Error; !strings.Contains(got, "no payment scheme") {
		t.Fatalf("ETH price without channels: %q", got)
	}
	// The well-known list names the priced agents' routes.
	wk, err := http.Get(s.url + "/.well-known/x402")
	if err != nil {
		t.Fatal(err)
	}
	defer wk.Body.Close()
	raw, _ := io.ReadAll(wk.Body)
	if !strings.Contains(string(raw), "/agents/echo/call") || !strings.Contains(string(raw), "/agents/echo/a2a") || strings.Contains(string(raw), "summarize") {
		t.Fatalf("/.well-known/x402: %s", raw)
	}
}
