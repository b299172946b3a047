package escrow

import (
	"errors"
	"math/big"
	"testing"
)

func TestParseAmount(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1", "1000000000000000000"}, {"1.5eth", "1500000000000000000"}, {"0.000000000000000001", "1"},
		{"20gwei", "20000000000"}, {"1000wei", "1000"}, {" 2 ETH ", "2000000000000000000"}, {"100stake", "100000000000000000000"},
	} {
		v, err := ParseAmount(tc.in)
		if err != nil || v.String() != tc.want {
			t.Errorf("ParseAmount(%q) = %v, %v; want %s", tc.in, v, err, tc.want)
		}
		if back, _ := ParseAmount(FormatAmount(v)); back.Cmp(v) != 0 {
			t.Errorf("FormatAmount round trip of %s: %s", v, FormatAmount(v))
		}
	}
	for _, bad := range []string{"", "-1", "abc", "1.5wei", "0.0000000000000000001", "1e18", "+3", "1.2.3"} {
		if _, err := ParseAmount(bad); !errors.Is(err, ErrBadParams) {
			t.Errorf("ParseAmount(%q) error %v, want ErrBadParams", bad, err)
		}
	}
	if s := FormatAmount(mustAmount(t, "1.25")); s != "1.25" {
		t.Errorf("FormatAmount = %s", s)
	}
}

func mustAmount(t *testing.T, s string) *big.Int {
	v, err := ParseAmount(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
