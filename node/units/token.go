package units

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/bounty"
)

// Token is an ERC-20 a deployment knows by symbol, with its decimals as the chain reports them
// (a price in it is written "0.05 USDC" and read with those decimals, not 18).
type Token struct {
	Address  common.Address
	Symbol   string
	Decimals uint8
}

// Tokens are the tokens a node can show amounts of by symbol, by address (its stake token and
// its deployment's EIP-3009 token; ETH is the zero address and always known).
type Tokens map[common.Address]Token

// TokensOf are ts by address (a later token of the same address wins).
func TokensOf(ts ...Token) Tokens {
	out := make(Tokens, len(ts))
	for _, t := range ts {
		out[t.Address] = t
	}
	return out
}

// maxDecimals bounds a token's decimals (a hostile chain could say 255).
const maxDecimals = 36

// Symbol is the known token whose symbol is sym (case-insensitive).
func (ts Tokens) Symbol(sym string) (Token, bool) {
	for _, t := range ts {
		if strings.EqualFold(t.Symbol, sym) {
			return t, true
		}
	}
	return Token{}, false
}

// Format writes v base units of the token at addr for people: "0.0001 ETH", "100 AST",
// "0.05 USDC"; a token the node does not know is written in base units with its address.
func (ts Tokens) Format(v *big.Int, addr common.Address) string {
	if addr == (common.Address{}) {
		return FormatETH(v)
	}
	if t, ok := ts[addr]; ok {
		return FormatToken(v, t)
	}
	return v.String() + " base units of " + addr.Hex()
}

// FormatPrice writes a card's price amount (base units, decimal) of token ("ETH" or an
// address, as a signed card spells it) for people: by symbol with the token's decimals when
// ts knows it ("0.05 USDC"), else in base units with the token.
func (ts Tokens) FormatPrice(amount, token string) string {
	v, ok := new(big.Int).SetString(amount, 10)
	switch {
	case !ok:
	case token == "ETH":
		return FormatETH(v)
	case common.IsHexAddress(token):
		return ts.Format(v, common.HexToAddress(token))
	}
	return amount + " base units of " + token
}

// FormatToken writes v base units of t as whole tokens with its symbol: "0.05 USDC".
func FormatToken(v *big.Int, t Token) string {
	return bounty.FormatUnits(v, t.Decimals) + " " + t.Symbol
}

// ParseToken reads an amount of t: "0.05 USDC" (whole tokens, at most t's decimals after the
// point) or "50000 base" (base units). The symbol is required: a bare number is ambiguous
// between tokens of different decimals.
func ParseToken(s string, t Token) (*big.Int, error) {
	if t.Decimals > maxDecimals {
		return nil, fmt.Errorf("token %s has %d decimals, more than %d", t.Symbol, t.Decimals, maxDecimals)
	}
	f := strings.Fields(s)
	want := fmt.Sprintf("want e.g. 0.05 %s or 50000 base (units of 10^-%d %s)", t.Symbol, t.Decimals, t.Symbol)
	if len(f) != 2 || len(f[0]) > 80 {
		return nil, fmt.Errorf("amount %q: %s", s, want)
	}
	num := f[0]
	switch {
	case strings.EqualFold(f[1], "base"):
		v, ok := new(big.Int).SetString(num, 10)
		if !ok || v.Sign() < 0 {
			return nil, fmt.Errorf("amount %q: base units must be a whole number: %s", s, want)
		}
		return v, nil
	case !strings.EqualFold(f[1], t.Symbol):
		return nil, fmt.Errorf("amount %q: unit %q is not %s: %s", s, f[1], t.Symbol, want)
	}
	whole, frac, _ := strings.Cut(num, ".")
	if whole == "" {
		whole = "0"
	}
	if len(frac) > int(t.Decimals) {
		return nil, fmt.Errorf("amount %q has more than %d decimals (the smallest unit of %s is 10^-%d)", s, t.Decimals, t.Symbol, t.Decimals)
	}
	digits := whole + frac + strings.Repeat("0", int(t.Decimals)-len(frac))
	for _, r := range digits {
		if r < '0' || r > '9' {
			return nil, fmt.Errorf("amount %q: %s", s, want)
		}
	}
	v, _ := new(big.Int).SetString(digits, 10)
	return v, nil
}

// Decimals are the decimals of each token of t, by address (what node/auction weighs asks in).
func (t Tokens) Decimals() map[common.Address]uint8 {
	out := make(map[common.Address]uint8, len(t))
	for a, tok := range t {
		out[a] = tok.Decimals
	}
	return out
}
