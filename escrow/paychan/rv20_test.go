package paychan

import (
	"math/big"
	"testing"
)

// Review rv20 (payalloc, held): the 64-bit fast path of a word's amount (wordAmountOK) never
// passes an amount checkWordAmount refuses, at the 2^64 boundaries of base, unit, index × unit
// and their sum, nor an amount that is the true one's low 64 bits.
func TestRV20WordAmountFastPathAtBoundaries(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	max64 := new(big.Int).Sub(two64, big.NewInt(1))
	nums := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Lsh(big.NewInt(1), 32), new(big.Int).Lsh(big.NewInt(1), 63), new(big.Int).Sub(max64, big.NewInt(1)), max64, two64}
	for _, base := range nums {
		for _, unit := range nums[1:] {
			for _, index := range []uint32{0, 1, 2, 3, MaxChainLength} {
				k := &Commit{Base: base, Unit: unit, Length: MaxChainLength}
				want := k.Amount(index)
				low := new(big.Int).And(want, max64)
				for _, a := range []*big.Int{want, new(big.Int).Add(want, big.NewInt(1)), new(big.Int).Sub(want, big.NewInt(1)), low} {
					v := Voucher{Amount: a, Word: &WordProof{Commit: k, Index: index}}
					if wordAmountOK(v) && checkWordAmount(v) != nil {
						t.Fatalf("base %s unit %s index %d: the fast path passes %s, checkWordAmount refuses it (%v)", base, unit, index, a, checkWordAmount(v))
					}
				}
			}
		}
	}
}
