package x402_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/x402"
)

// BenchmarkExactVerifySettle: one exact payment, verified (signature, window, two chain reads)
// and settled (transferWithAuthorization mined on the in-process dev chain, which mines on
// every transaction), per op; it reports the settlement's gas from the receipt and the
// header sizes.
func BenchmarkExactVerifySettle(b *testing.B) {
	w := newWorld(b, nil)
	ctx := context.Background()
	req := w.exact.Requirements(w.price, w.Node.Address())
	pr := &x402.PaymentRequired{X402Version: x402.Version, Resource: &x402.Resource{URL: "http://127.0.0.1:8080/agents/echo/call", Description: "one call of agent echo", MimeType: "application/json"},
		Accepts: w.fac.Accepts(x402.Offer{Price: w.price, Asset: w.Token, PayTo: w.Node.Address()}), Error: "payment required"}
	prh, _ := x402.EncodeHeader(pr)
	var sigBytes, respBytes int
	var last string
	var verify, settle time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p, err := x402.PayExact(w.Payer, req, pr.Resource, time.Now())
		if err != nil {
			b.Fatal(err)
		}
		h, _ := x402.EncodeHeader(p)
		sigBytes = len(h)
		t0 := time.Now()
		dp, err := x402.DecodePayment(h)
		if err != nil {
			b.Fatal(err)
		}
		pay, err := w.exact.Verify(ctx, req, dp)
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		resp, err := w.exact.Settle(ctx, pay)
		if err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		verify, settle = verify+t1.Sub(t0), settle+t2.Sub(t1)
		last = resp.Transaction
		rh, _ := x402.EncodeHeader(resp)
		respBytes = len(rh)
	}
	b.StopTimer()
	rcpt, err := w.Client.TransactionReceipt(ctx, common.HexToHash(last))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(rcpt.GasUsed), "gas/settle")
	b.ReportMetric(float64(verify.Microseconds())/float64(b.N), "verify-µs/op")
	b.ReportMetric(float64(settle.Microseconds())/float64(b.N), "settle-µs/op")
	b.ReportMetric(float64(len(prh)), "required-B")
	b.ReportMetric(float64(sigBytes), "signature-B")
	b.ReportMetric(float64(respBytes), "response-B")
}
