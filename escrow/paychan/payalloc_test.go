package paychan

import (
	"encoding/json"
	"math"
	"math/big"
	"testing"
)

// The numbers made in one allocation (bignum.go) are the numbers big makes, at the edges of 64
// bits, of MaxAmount and past the room they hold in place, and each is its own: changing one
// changes neither its operands nor another.
func TestInlineIntsAgree(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	nums := []*big.Int{new(big.Int), big.NewInt(1), big.NewInt(-1), new(big.Int).SetUint64(math.MaxUint64),
		new(big.Int).SetUint64(math.MaxUint64 - 1), two64, new(big.Int).Neg(two64), MaxAmount,
		new(big.Int).Add(MaxAmount, big.NewInt(1)), new(big.Int).Lsh(big.NewInt(1), 255), new(big.Int).Lsh(big.NewInt(3), 400)}
	for _, x := range nums {
		c := cloneInt(x)
		if c.Cmp(x) != 0 || c == x {
			t.Fatalf("cloneInt(%v) = %v", x, c)
		}
		for _, y := range nums {
			want := new(big.Int).Add(x, y)
			xs, ys := x.String(), y.String()
			s := sumInt(x, y)
			if s.Cmp(want) != 0 {
				t.Fatalf("sumInt(%v, %v) = %v, want %v", x, y, s, want)
			}
			s2 := sumInt(x, y)
			s.Add(s, big.NewInt(1)) // each sum its own: the next one, the operands untouched
			if s2.Cmp(want) != 0 || x.String() != xs || y.String() != ys {
				t.Fatalf("sumInt(%v, %v): a change of one sum reached %v (operands now %v, %v)", x, y, s2, x, y)
			}
		}
	}
	if cloneInt(nil) != nil {
		t.Fatal("cloneInt(nil) is not nil")
	}
	w, a := newProof(WordProof{Index: 7}, nil)
	if w.Index != 7 || a != nil {
		t.Fatalf("newProof without an amount: %+v %v", w, a)
	}
	for _, x := range nums {
		w, a := newProof(WordProof{Index: 3}, x)
		if a.Cmp(x) != 0 || a == x || w.Index != 3 {
			t.Fatalf("newProof(%v) = %+v %v", x, w, a)
		}
	}
}

// A number's JSON written by hand is encoding/json's, on its 64-bit shortcut's edges too.
func TestAppendBigEdges(t *testing.T) {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	for _, x := range []*big.Int{nil, new(big.Int), big.NewInt(1), big.NewInt(-1), new(big.Int).SetUint64(math.MaxUint64),
		two64, new(big.Int).Neg(two64), new(big.Int).Sub(new(big.Int).Neg(two64), big.NewInt(1)), MaxAmount,
		new(big.Int).Lsh(big.NewInt(1), 255)} {
		want, err := json.Marshal(x)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendBig(nil, x); string(got) != string(want) {
			t.Fatalf("appendBig(%v) = %s, want %s", x, got, want)
		}
	}
}
