package paychan

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// The 64-bit shortcuts of a paid call's checks agree with the big-number rules they stand
// for, at the edges of 64 bits too: wordAmountOK never passes what checkWordAmount refuses,
// and passes the common call; riseBelow is amount - last < price.
func TestCheckShortcutsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	edges := []uint64{0, 1, 2, 255, 1 << 32, math.MaxUint64 / 3, math.MaxUint64 / 2, math.MaxUint64 - 1, math.MaxUint64}
	num := func() *big.Int {
		switch rng.UintN(5) {
		case 0:
			return new(big.Int).SetUint64(edges[rng.UintN(uint(len(edges)))])
		case 1:
			return new(big.Int).Add(new(big.Int).SetUint64(math.MaxUint64), big.NewInt(rng.Int64N(3))) // past 64 bits
		case 2:
			return big.NewInt(-rng.Int64N(3))
		}
		return new(big.Int).SetUint64(rng.Uint64() >> rng.UintN(64))
	}
	passed := 0
	for i := 0; i < 200_000; i++ {
		k := &Commit{Base: num(), Unit: num(), Length: uint32(rng.UintN(MaxChainLength + 2))}
		idx := uint32(rng.UintN(MaxChainLength + 2))
		amount := num()
		if rng.UintN(2) == 0 && k.Base.Sign() >= 0 && k.Unit.Sign() >= 0 {
			amount = k.Amount(idx) // the chain's own amount, most often
		}
		v := Voucher{Amount: amount, Word: &WordProof{Commit: k, Index: idx}}
		ok, err := wordAmountOK(v), checkWordAmount(v)
		if ok && err != nil {
			t.Fatalf("base %v unit %v index %d length %d amount %v: shortcut passes, rule refuses: %v", k.Base, k.Unit, idx, k.Length, amount, err)
		}
		if ok {
			passed++
		}
		a, l, p := num(), num(), num()
		if a.Cmp(l) > 0 && l.Sign() >= 0 && p.Sign() >= 0 {
			if got, want := riseBelow(a, l, p), new(big.Int).Sub(a, l).Cmp(p) < 0; got != want {
				t.Fatalf("riseBelow(%v, %v, %v) = %v", a, l, p, got)
			}
		}
	}
	if passed < 10_000 {
		t.Fatalf("the shortcut passed %d word amounts only", passed)
	}
	// A call's amounts: the shortcut takes them.
	k := &Commit{Base: big.NewInt(7e17), Unit: big.NewInt(1e14), Length: DefaultChainLength}
	if v := (Voucher{Amount: k.Amount(3), Word: &WordProof{Commit: k, Index: 3}}); !wordAmountOK(v) {
		t.Fatal("a call's word amount not taken by the shortcut")
	}
}
