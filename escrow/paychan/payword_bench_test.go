package paychan_test

import (
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// BenchmarkPayerWord measures the payer's bookkeeping of one call paid with a word, on the
// node's store (LogStore, no fsync): NextWord (the call saved in flight, the word handed out)
// and Resolve (answered), chains of the default length (a commitment signed ahead per 256):
// go test -run '^$' -bench PayerWord -benchmem ./escrow/paychan/
func BenchmarkPayerWord(b *testing.B) {
	s, err := paychan.OpenLogStore(filepath.Join(b.TempDir(), "channels.log"), false)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	key := newKey(b)
	p, err := paychan.NewPayer(testDomain, key, s)
	if err != nil {
		b.Fatal(err)
	}
	id, err := p.Add(paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xbee"), Signer: key.Address()},
		new(big.Int).Lsh(big.NewInt(1), 200))
	if err != nil {
		b.Fatal(err)
	}
	price := big.NewInt(1e12)
	b.ReportAllocs()
	for b.Loop() {
		v, err := p.NextWord(id, price)
		if err != nil || v.Word == nil {
			b.Fatal(err)
		}
		if err := p.Resolve(id, true); err != nil {
			b.Fatal(err)
		}
	}
}
