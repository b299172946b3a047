package bounty

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// ErrBadParams: a request is invalid before it reaches the chain (escrow.ErrBadParams is this
// sentinel).
var ErrBadParams = errors.New("escrow: bad parameters")

// ParseAmount reads an amount of an 18-decimal token: "1.5" or "1.5eth" (whole tokens),
// "20gwei", "1000wei". It refuses negative numbers, more decimals than the unit has, and
// anything that is not a number.
func ParseAmount(s string) (*big.Int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	decimals := 18
	for _, u := range []struct {
		suffix string
		dec    int
	}{{"wei", 0}, {"gwei", 9}, {"eth", 18}, {"ether", 18}, {"stake", 18}} {
		if rest, ok := strings.CutSuffix(t, u.suffix); ok && !strings.HasSuffix(rest, "g") {
			t, decimals = strings.TrimSpace(rest), u.dec
		}
	}
	if t == "" || strings.HasPrefix(t, "-") || strings.HasPrefix(t, "+") {
		return nil, fmt.Errorf("%w: amount %q: want e.g. 0.5, 0.5eth, 20gwei or 1000wei", ErrBadParams, s)
	}
	whole, frac, _ := strings.Cut(t, ".")
	if len(frac) > decimals {
		return nil, fmt.Errorf("%w: amount %q has more than %d decimals", ErrBadParams, s, decimals)
	}
	digits := whole + frac + strings.Repeat("0", decimals-len(frac))
	v, ok := new(big.Int).SetString(digits, 10)
	if !ok {
		return nil, fmt.Errorf("%w: amount %q is not a number", ErrBadParams, s)
	}
	return v, nil
}

// FormatAmount writes base units of an 18-decimal token as a decimal number of whole tokens.
func FormatAmount(v *big.Int) string { return FormatUnits(v, 18) }

// FormatUnits writes base units of a token of decimals as a decimal number of whole tokens
// ("0.05" for 50000 of a 6-decimal token); nil is "0".
func FormatUnits(v *big.Int, decimals uint8) string {
	if v == nil {
		return "0"
	}
	d := int(decimals)
	s := new(big.Int).Abs(v).String()
	if len(s) <= d {
		s = strings.Repeat("0", d+1-len(s)) + s
	}
	out, frac := s[:len(s)-d], strings.TrimRight(s[len(s)-d:], "0")
	if frac != "" {
		out += "." + frac
	}
	if v.Sign() < 0 {
		out = "-" + out
	}
	return out
}
