package paychan_test

import (
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// BenchmarkLogStoreSaveHeld measures one voucher saved by the payee's log (a held record
// with its last verified voucher beside, as a call answered unverified saves it):
// go test -run '^$' -bench LogStoreSave -benchmem ./escrow/paychan/
func BenchmarkLogStoreSaveHeld(b *testing.B) {
	s, err := paychan.OpenLogStore(filepath.Join(b.TempDir(), "channels.log"), false)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	sig := make([]byte, 65)
	v := paychan.Voucher{Channel: common.HexToHash("0x01"), Amount: big.NewInt(1e14), Sig: sig}
	h := paychan.Held{ID: v.Channel, Deposited: big.NewInt(1e18), Claimed: new(big.Int), SyncedAt: time.Unix(1_800_000_000, 5),
		Voucher: v, Since: time.Unix(1_800_000_000, 0), Verified: &v}
	b.ReportAllocs()
	price := big.NewInt(1e14)
	for i := 0; b.Loop(); i++ {
		h.Voucher.Amount = new(big.Int).Mul(big.NewInt(int64(i+1)), price) // int64 would overflow
		if err := s.SaveHeld(h); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLogStoreSaveCalls measures a busy node's saves: one voucher a call on 32 channels,
// the log compacted as it grows (every ~4 MiB), reporting the mean and the slowest save:
// go test -run '^$' -bench LogStoreSaveCalls -benchtime 200000x ./escrow/paychan/
func BenchmarkLogStoreSaveCalls(b *testing.B) {
	s, err := paychan.OpenLogStore(filepath.Join(b.TempDir(), "channels.log"), false)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	const channels = 32
	held := make([]paychan.Held, channels)
	for c := range held {
		v := paychan.Voucher{Channel: common.Hash{byte(c)}, Amount: big.NewInt(1), Sig: make([]byte, 65)}
		held[c] = paychan.Held{ID: v.Channel, Deposited: big.NewInt(1e18), Claimed: new(big.Int), SyncedAt: time.Unix(1_800_000_000, 5),
			Voucher: v, Since: time.Unix(1_800_000_000, 0), Verified: &v}
	}
	price := big.NewInt(1e14)
	var worst time.Duration
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		h := &held[i%channels]
		h.Voucher.Amount = new(big.Int).Add(h.Voucher.Amount, price)
		t0 := time.Now()
		if err := s.SaveHeld(*h); err != nil {
			b.Fatal(err)
		}
		worst = max(worst, time.Since(t0))
	}
	b.ReportMetric(float64(worst.Microseconds()), "worst-µs")
}

// BenchmarkLogStoreSaveHeldWord measures one word voucher saved by the payee's log: a held
// record whose voucher carries its chain's commitment, the same for every call of the chain:
// go test -run '^$' -bench LogStoreSaveHeldWord -benchmem ./escrow/paychan/
func BenchmarkLogStoreSaveHeldWord(b *testing.B) {
	s, err := paychan.OpenLogStore(filepath.Join(b.TempDir(), "channels.log"), false)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	price := big.NewInt(1e14)
	k := &paychan.Commit{Base: big.NewInt(0), Unit: price, Length: paychan.DefaultChainLength,
		Root: common.HexToHash("0x02"), Sig: make([]byte, 65)}
	v := paychan.Voucher{Channel: common.HexToHash("0x01"), Amount: price, Word: &paychan.WordProof{Commit: k, Index: 1}}
	h := paychan.Held{ID: v.Channel, Deposited: big.NewInt(1e18), Claimed: new(big.Int), SyncedAt: time.Unix(1_800_000_000, 5),
		Voucher: v, Since: time.Unix(1_800_000_000, 0)}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		w := &paychan.WordProof{Commit: k, Index: uint32(i%paychan.DefaultChainLength) + 1}
		w.Word[0] = byte(i)
		h.Voucher.Amount, h.Voucher.Word = k.Amount(w.Index), w
		if err := s.SaveHeld(h); err != nil {
			b.Fatal(err)
		}
	}
}
