package x402_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/escrow/x402"
)

// BenchmarkBatchVerifyCommit: one batch-settlement payment per op on a channel the payee
// knows (no chain call): the header decoded, the voucher checked (signature included) and,
// as after a call that succeeded, committed to the file-backed voucher book. Signing is the
// payer's and is not timed. It reports the check and commit times and the header sizes.
func BenchmarkBatchVerifyCommit(b *testing.B) {
	w := newWorld(b, nil)
	ctx := context.Background()
	o := x402.Offer{Price: w.price, PayTo: w.Node.Address(), ChannelPayee: w.Node.Address()}
	accepts := w.fac.Accepts(o)
	req := accepts[len(accepts)-1]
	dom := paychan.Domain{ChainID: 1337, Contract: w.chans}
	sep := dom.Separator()
	ch := paychan.Channel{Payer: w.Payer.Address(), Payee: w.Node.Address(), Signer: w.Payer.Address(), Salt: common.Hash{0xbe}}
	deposit := new(big.Int).Mul(w.price, big.NewInt(int64(b.N)+1))
	if err := paychan.NewClient(w.sender(w.Payer), w.chans).Open(ctx, ch, deposit); err != nil {
		b.Fatal(err)
	}
	headers := make([]string, b.N+1)
	for i := range headers {
		v, err := paychan.Sign(sep, ch.ID(sep), new(big.Int).Mul(w.price, big.NewInt(int64(i)+1)), w.Payer)
		if err != nil {
			b.Fatal(err)
		}
		p, _ := x402.PayVoucher(req, nil, ch, v)
		headers[i], _ = x402.EncodeHeader(p)
	}
	pay := func(h string) (check, commit time.Duration, resp x402.SettleResponse) {
		t0 := time.Now()
		dp, err := x402.DecodePayment(h)
		if err != nil {
			b.Fatal(err)
		}
		pm, err := w.fac.Verify(ctx, accepts, dp)
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if resp, err = w.fac.Settle(ctx, pm); err != nil {
			b.Fatal(err)
		}
		return t1.Sub(t0), time.Since(t1), resp
	}
	pay(headers[0]) // the first voucher reads the channel from the chain
	var check, commit time.Duration
	var resp x402.SettleResponse
	b.ResetTimer()
	for i := 1; i <= b.N; i++ {
		c, m, r := pay(headers[i])
		check, commit, resp = check+c, commit+m, r
	}
	b.StopTimer()
	rh, _ := x402.EncodeHeader(resp)
	b.ReportMetric(float64(check.Microseconds())/float64(b.N), "check-µs/op")
	b.ReportMetric(float64(commit.Microseconds())/float64(b.N), "commit-µs/op")
	b.ReportMetric(float64(len(headers[0])), "signature-B")
	b.ReportMetric(float64(len(rh)), "response-B")
}
