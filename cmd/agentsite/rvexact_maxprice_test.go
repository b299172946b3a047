package main

import "testing"

// Review rvexact, finding 3: --max-price in ETH is stated in ETH (a USDC agent is then not
// called at a cap of 1e13 of its base units), "N base" is the agent's token's base units.
func TestRvexactMaxPriceParam(t *testing.T) {
	for _, c := range []struct{ in, max, token string }{
		{"0.00001 ETH", "10000000000000", "ETH"},
		{"1000 wei", "1000", "ETH"},
		{"0.5 AST", "500000000000000000", ""},
		{"50000 base", "50000", ""},
	} {
		max, token, err := maxPriceParam(c.in)
		if err != nil || max != c.max || token != c.token {
			t.Fatalf("%q: %s %q %v, want %s %q", c.in, max, token, err, c.max, c.token)
		}
	}
	for _, bad := range []string{"-1 base", "x base", "0.05 USDC"} {
		if _, _, err := maxPriceParam(bad); err == nil {
			t.Fatalf("%q was taken", bad)
		}
	}
}
