package units

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// A 6-decimal token's amounts read and written with its decimals; unknown tokens in base units.
func TestTokenAmounts(t *testing.T) {
	usdc := Token{Address: common.Address{1}, Symbol: "USDC", Decimals: 6}
	ts := Tokens{usdc.Address: usdc}
	for in, want := range map[string]int64{"0.05 USDC": 50_000, "1 usdc": 1_000_000, ".5 USDC": 500_000, "7 base": 7} {
		if v, err := ParseToken(in, usdc); err != nil || v.Int64() != want {
			t.Errorf("%q: %v %v, want %d", in, v, err, want)
		}
	}
	for _, bad := range []string{"0.0000001 USDC", "1 ETH", "USDC", "1.5 base", "1,5 USDC", "0x10 USDC"} {
		if v, err := ParseToken(bad, usdc); err == nil {
			t.Errorf("%q read as %v", bad, v)
		}
	}
	for v, want := range map[int64]string{50_000: "0.05 USDC", 1: "0.000001 USDC", 3_000_000: "3 USDC"} {
		if got := ts.Format(big.NewInt(v), usdc.Address); got != want {
			t.Errorf("%d: %q, want %q", v, got, want)
		}
	}
	if got, a := ts.Format(big.NewInt(5), common.Address{2}), (common.Address{2}); got != "5 base units of "+a.Hex() {
		t.Errorf("unknown token: %q", got)
	}
	if got := ts.Format(big.NewInt(1e14), common.Address{}); got != "0.0001 ETH" {
		t.Errorf("ETH: %q", got)
	}
}
