package paychan_test

import (
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// BenchmarkWordCall measures what escrow/paychan does for one fixed-price call paid with a
// word, both sides, each on its own node's store (LogStore, no fsync): the payer's NextWord
// and the voucher's JSON (node/call encodes it so), the payee's Begin (by the channel's known
// caller) and Commit on a fresh copy of the voucher (node/call decodes one a call), then the
// payer's Resolve:
// go test -run '^$' -bench WordCall -benchmem ./escrow/paychan/
func BenchmarkWordCall(b *testing.B) {
	open := func(name string) *paychan.LogStore {
		s, err := paychan.OpenLogStore(filepath.Join(b.TempDir(), name), false)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { s.Close() })
		return s
	}
	key := newKey(b)
	p, err := paychan.NewPayer(testDomain, key, open("payer.log"))
	if err != nil {
		b.Fatal(err)
	}
	payee := common.HexToAddress("0xbee")
	ch := paychan.Channel{Payer: key.Address(), Payee: payee, Signer: key.Address()}
	deposit := new(big.Int).Lsh(big.NewInt(1), 90)
	id, err := p.Add(ch, deposit)
	if err != nil {
		b.Fatal(err)
	}
	clk := &clock{now: t0}
	chk, err := paychan.NewChecker(testDomain, payee, open("payee.log"), clk.Now)
	if err != nil {
		b.Fatal(err)
	}
	if err := chk.Track(ch, deposit, new(big.Int), 0); err != nil {
		b.Fatal(err)
	}
	price := big.NewInt(1e12)
	buf := make([]byte, 0, 1024)
	b.ReportAllocs()
	start := cpuTime(b)
	for b.Loop() {
		v, err := p.NextWord(id, price)
		if err != nil {
			b.Fatal(err)
		}
		buf = v.AppendJSON(buf[:0])
		got := v // as node/call decodes it: its own amount and proof
		got.Amount = new(big.Int).Set(v.Amount)
		w := *v.Word
		got.Word = &w
		k, err := chk.Begin(ch, got, price, "caller")
		if err != nil {
			b.Fatal(err)
		}
		if err := chk.Commit(k); err != nil {
			b.Fatal(err)
		}
		if err := p.Resolve(id, true); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, start)
}
