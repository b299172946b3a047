package units

import (
	"math/big"
	"strings"
	"testing"
)

func tokens(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return v
}

func TestParseUnits(t *testing.T) {
	for _, tc := range []struct {
		in    string
		parse func(string) (*big.Int, error)
		want  string // base units; empty: an error containing errMsg
		err   string
	}{
		{"100 AST", ParseStake, "100000000000000000000", ""},
		{"100AST", ParseStake, "100000000000000000000", ""},
		{"100 ast", ParseStake, "100000000000000000000", ""},
		{"100", ParseStake, "100000000000000000000", ""},
		{"1.5 AST", ParseStake, "1500000000000000000", ""},
		{"100000000000000000000 wei", ParseStake, "100000000000000000000", ""},
		{"100 stake", ParseStake, "100000000000000000000", ""},
		{"100000000000000000000", ParseStake, "", `write "100000000000000000000 wei"`},
		{"5 ETH", ParseStake, "", `unit "eth" is not AST`},
		{"5 gwei", ParseStake, "", `unit "gwei" is not AST`},
		{"-5", ParseStake, "", "want e.g. 100 AST"},
		{"", ParseStake, "", "want e.g. 100 AST"},
		{"lots", ParseStake, "", "is not a number"},
		{"1e18", ParseStake, "", "is not a number"},
		{"abc", ParseETH, "", `amount "abc" is not a number`},
		{"0.01 ETH", ParseETH, "10000000000000000", ""},
		{"0.01", ParseETH, "10000000000000000", ""},
		{"0.01eth", ParseETH, "10000000000000000", ""},
		{"20 gwei", ParseETH, "20000000000", ""},
		{"1000 wei", ParseETH, "1000", ""},
		{"1 AST", ParseETH, "", `unit "ast" is not ETH`},
		{"0.0000000000000000001", ParseETH, "", "more than 18 decimals"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			v, err := tc.parse(tc.in)
			if tc.want == "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) || strings.Contains(err.Error(), "escrow:") {
					t.Fatalf("got %v, %v; want an error saying %q", v, err, tc.err)
				}
				return
			}
			if err != nil || v.Cmp(tokens(tc.want)) != 0 {
				t.Fatalf("got %v, %v; want %s", v, err, tc.want)
			}
		})
	}
	if got := FormatStake(tokens("100000000000000000000")); got != "100 AST" {
		t.Fatalf("FormatStake = %q", got)
	}
	if got := FormatETH(tokens("10000000000000000")); got != "0.01 ETH" {
		t.Fatalf("FormatETH = %q", got)
	}
}
