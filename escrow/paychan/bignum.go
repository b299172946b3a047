package paychan

import "math/big"

// A paid call makes a new number or two (the payer's amount in flight, the payee's copy of the
// voucher it holds): new(big.Int) and its digits are two allocations, these one.

// inlineWords is the digits a number made here holds in place: any amount up to MaxAmount
// (96 bits) and the carry of a sum of two, on 32-bit words too.
const inlineWords = 4

// inlineInt is a number with room for its digits beside it.
type inlineInt struct {
	i big.Int
	w [inlineWords]big.Word
}

// newInt returns a zero number whose digits, up to inlineWords of them, take no allocation of
// their own. Like any big.Int it grows beyond that by allocating.
func newInt() *big.Int {
	n := new(inlineInt)
	n.i.SetBits(n.w[:0])
	return &n.i
}

// cloneInt returns a new copy of x (nil for nil), in one allocation when x fits inlineWords.
func cloneInt(x *big.Int) *big.Int {
	if x == nil {
		return nil
	}
	return newInt().Set(x)
}

// sumInt returns x + y as a new number, in one allocation when it fits inlineWords.
func sumInt(x, y *big.Int) *big.Int { return newInt().Add(x, y) }

// inlineProof is a word proof and a number (the voucher's amount) in one allocation: the
// payee's copy of a word voucher it checks (entry.wordOf) is its own, proof and amount.
type inlineProof struct {
	w WordProof
	a inlineInt
}

// newProof returns a copy of w and a copy of amount (nil for nil), made together.
func newProof(w WordProof, amount *big.Int) (*WordProof, *big.Int) {
	p := &inlineProof{w: w}
	if amount == nil {
		return &p.w, nil
	}
	p.a.i.SetBits(p.a.w[:0])
	return &p.w, p.a.i.Set(amount)
}
