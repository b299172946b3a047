package x402_test

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/identity"
)

// get sends a request to path with the header h (PAYMENT-SIGNATURE unless name says).
func (w *world) get(path string, headers map[string]string) (*http.Response, string) {
	w.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, w.srv.URL+path, strings.NewReader(`{}`))
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		w.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// offer fetches the 402 of path and decodes its PAYMENT-REQUIRED.
func (w *world) offer(path string) *x402.PaymentRequired {
	w.t.Helper()
	resp, _ := w.get(path, nil)
	if resp.StatusCode != http.StatusPaymentRequired {
		w.t.Fatalf("no payment: status %d, want 402", resp.StatusCode)
	}
	raw, err := base64.StdEncoding.DecodeString(resp.Header.Get(x402.HeaderRequired))
	if err != nil {
		w.t.Fatal(err)
	}
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil {
		w.t.Fatal(err)
	}
	return &pr
}

func header(t *testing.T, p *x402.PaymentPayload) string {
	t.Helper()
	h, err := x402.EncodeHeader(p)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// refusal decodes a 402's error.
func refusal(t *testing.T, resp *http.Response) string {
	t.Helper()
	if resp.StatusCode != http.StatusPaymentRequired {
		t.Fatalf("status %d, want 402", resp.StatusCode)
	}
	raw, _ := base64.StdEncoding.DecodeString(resp.Header.Get(x402.HeaderRequired))
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil {
		t.Fatal(err)
	}
	return pr.Error
}

func TestExactPaysOnceAndRefusesTheReplay(t *testing.T) {
	w := newWorld(t, nil)
	pr := w.offer("/paid")
	if len(pr.Accepts) != 2 || pr.Accepts[0].Scheme != x402.SchemeExact || pr.Accepts[1].Scheme != x402.SchemeBatch {
		t.Fatalf("accepts %+v, want exact then batch-settlement", pr.Accepts)
	}
	ex := pr.Accepts[0]
	if ex.Network != "eip155:1337" || ex.Amount != "10000" || ex.Extra["name"] != "USD Coin" || ex.Extra["version"] != "2" {
		t.Fatalf("exact offer %+v", ex)
	}
	payer0, node0 := w.balance(w.Payer.Address()), w.balance(w.Node.Address())
	p, err := x402.PayExact(w.Payer, ex, pr.Resource, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	h := header(t, p)
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: h})
	if resp.StatusCode != http.StatusOK || body != `{"echo":"hello"}` {
		t.Fatalf("paid call: %d %s", resp.StatusCode, body)
	}
	raw, _ := base64.StdEncoding.DecodeString(resp.Header.Get(x402.HeaderResponse))
	var sr x402.SettleResponse
	if err := json.Unmarshal(raw, &sr); err != nil || !sr.Success || len(sr.Transaction) != 66 || sr.Payer != w.Payer.Address().Hex() {
		t.Fatalf("PAYMENT-RESPONSE %s (%v)", raw, err)
	}
	if d := new(big.Int).Sub(w.balance(w.Node.Address()), node0); d.Cmp(w.price) != 0 {
		t.Fatalf("payee got %s, want %s", d, w.price)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("payer paid %s, want %s", d, w.price)
	}
	// The same authorization again: refused before the call runs, nothing moves.
	resp, _ = w.get("/paid", map[string]string{x402.HeaderSignature: h})
	if msg := refusal(t, resp); !strings.Contains(msg, x402.ReasonNonceUsed) {
		t.Fatalf("replay: %q", msg)
	}
	if w.ran.Load() != 1 || w.balance(w.Node.Address()).Cmp(new(big.Int).Add(node0, w.price)) != 0 {
		t.Fatalf("replay ran the call (%d runs) or moved money", w.ran.Load())
	}
	// Free requests pass untouched.
	if resp, _ := w.get("/free", nil); resp.StatusCode != http.StatusOK {
		t.Fatalf("free: %d", resp.StatusCode)
	}
}

func TestExactBadPaymentsCostNothing(t *testing.T) {
	w := newWorld(t, nil)
	pr := w.offer("/paid")
	ex := pr.Accepts[0]
	sign := func(k *identity.Key, mod func(*x402.Requirements), at time.Time) string {
		req := ex
		req.Extra = map[string]any{"name": ex.Extra["name"], "version": ex.Extra["version"]}
		if mod != nil {
			mod(&req)
		}
		p, err := x402.PayExact(k, req, pr.Resource, at)
		if err != nil {
			t.Fatal(err)
		}
		return header(t, p)
	}
	other, _ := identity.GenerateKey()
	deep := base64.StdEncoding.EncodeToString([]byte(`{"x402Version":2,"payload":` + strings.Repeat("[", 40) + strings.Repeat("]", 40) + `}`))
	forged := func() string { // signed by another key, claiming to be from the payer
		p, _ := x402.PayExact(other, ex, pr.Resource, time.Now())
		var m map[string]any
		_ = json.Unmarshal(p.Payload, &m)
		m["authorization"].(map[string]any)["from"] = w.Payer.Address().Hex()
		p.Payload, _ = json.Marshal(m)
		return header(t, p)
	}()
	cases := []struct {
		name    string
		headers map[string]string
		want    string
	}{
		{"no payment", nil, "payment required"},
		{"wrong amount", map[string]string{x402.HeaderSignature: sign(w.Payer, func(r *x402.Requirements) { r.Amount = "1" }, time.Now())}, x402.ReasonValueMismatch},
		{"wrong payTo", map[string]string{x402.HeaderSignature: sign(w.Payer, func(r *x402.Requirements) { r.PayTo = other.Address().Hex() }, time.Now())}, x402.ReasonRecipientMismatch},
		{"wrong network", map[string]string{x402.HeaderSignature: sign(w.Payer, func(r *x402.Requirements) { r.Network = "eip155:8453" }, time.Now())}, x402.ReasonNetworkMismatch},
		{"expired", map[string]string{x402.HeaderSignature: sign(w.Payer, nil, time.Now().Add(-time.Hour))}, x402.ReasonExpired},
		{"wrong domain", map[string]string{x402.HeaderSignature: sign(w.Payer, func(r *x402.Requirements) { r.Extra["version"] = "1" }, time.Now())}, x402.ReasonBadSignature},
		{"forged signer", map[string]string{x402.HeaderSignature: forged}, x402.ReasonBadSignature},
		{"no funds", map[string]string{x402.HeaderSignature: sign(w.Poor, nil, time.Now())}, x402.ReasonInsufficientFunds},
		{"not base64", map[string]string{x402.HeaderSignature: "%%%not-base64"}, "not base64"},
		{"too large", map[string]string{x402.HeaderSignature: strings.Repeat("A", x402.MaxHeaderBytes+4)}, "more than"},
		{"too deep", map[string]string{x402.HeaderSignature: deep}, "too deep"},
		{"version 1", map[string]string{"X-PAYMENT": "e30="}, x402.ReasonInvalidVersion},
		{"unknown scheme", map[string]string{x402.HeaderSignature: sign(w.Payer, func(r *x402.Requirements) { r.Scheme = "upto" }, time.Now())}, x402.ReasonInvalidScheme},
	}
	payer0, node0 := w.balance(w.Payer.Address()), w.balance(w.Node.Address())
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resp, _ := w.get("/paid", c.headers)
			if msg := refusal(t, resp); !strings.Contains(msg, c.want) {
				t.Fatalf("error %q, want it to say %q", msg, c.want)
			}
		})
	}
	if w.ran.Load() != 0 {
		t.Fatalf("the call ran %d times for bad payments", w.ran.Load())
	}
	if w.balance(w.Payer.Address()).Cmp(payer0) != 0 || w.balance(w.Node.Address()).Cmp(node0) != 0 {
		t.Fatal("a bad payment moved money")
	}
}

func TestExactFailedCallIsNotCharged(t *testing.T) {
	w := newWorld(t, nil)
	ex := w.offer("/paid").Accepts[0]
	payer0 := w.balance(w.Payer.Address())
	w.fail.Store(true)
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	h := header(t, p)
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: h})
	if resp.StatusCode != http.StatusInternalServerError || resp.Header.Get(x402.HeaderResponse) != "" || !strings.Contains(body, "agent failed") {
		t.Fatalf("failed call: %d %q", resp.StatusCode, body)
	}
	if w.balance(w.Payer.Address()).Cmp(payer0) != 0 {
		t.Fatal("a failed call was charged")
	}
	// The authorization was not used: the retry pays with it.
	w.fail.Store(false)
	if resp, _ := w.get("/paid", map[string]string{x402.HeaderSignature: h}); resp.StatusCode != http.StatusOK {
		t.Fatalf("retry: %d", resp.StatusCode)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("retry paid %s", d)
	}
}

func TestExactSettleFirstRefundsAFailedCall(t *testing.T) {
	w := newWorld(t, func(c *x402.ExactConfig) { c.SettleFirstAbove = big.NewInt(1) })
	ex := w.offer("/paid").Accepts[0]
	payer0 := w.balance(w.Payer.Address())
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	if resp, _ := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)}); resp.StatusCode != http.StatusOK || resp.Header.Get(x402.HeaderResponse) == "" {
		t.Fatalf("settle-first call: %d", resp.StatusCode)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("settle-first paid %s", d)
	}
	w.fail.Store(true)
	p, _ = x402.PayExact(w.Payer, ex, nil, time.Now())
	resp, _ := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	raw, _ := base64.StdEncoding.DecodeString(resp.Header.Get(x402.HeaderResponse))
	if resp.StatusCode != http.StatusInternalServerError || !strings.Contains(string(raw), `"refunded":true`) {
		t.Fatalf("failed settle-first call: %d %s", resp.StatusCode, raw)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("after the refund the payer is down %s, want one price", d)
	}
}
