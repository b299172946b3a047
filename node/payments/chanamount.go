package payments

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/units"
)

// Amounts of channel.open and channel.topup: in the unit of the channel's token, the way prices
// are written (ParsePrice).

// channelToken reads channel.open's token: "ETH" (or empty), a token the node knows by its
// symbol ("USDC", "AST") or an ERC-20 address.
func channelToken(s string, known units.Tokens) (common.Address, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "" || strings.EqualFold(s, units.SymbolETH):
		return common.Address{}, nil
	case common.IsHexAddress(s):
		return common.HexToAddress(s), nil
	}
	if t, ok := known.Symbol(s); ok {
		return t.Address, nil
	}
	return common.Address{}, fmt.Errorf("token %q: %w: want an ERC-20 address or one of %s", s, ErrUnknownUnit, knownSymbols(known))
}

// knownSymbols lists the symbols of known, ETH first.
func knownSymbols(known units.Tokens) string {
	syms := make([]string, 0, len(known))
	for _, t := range known {
		syms = append(syms, t.Symbol)
	}
	sort.Strings(syms)
	return strings.Join(append([]string{units.SymbolETH}, syms...), ", ")
}

// channelAmount reads the deposit s of a channel in token (nil: the token s is written in),
// in base units, and the channel's token. s is in ETH ("0.01 ETH", "1000 wei"), the stake
// token ("0.5 AST") or a token of u by its symbol ("0.05 USDC", with its decimals), and must
// be in the channel's token: "0.01 ETH" for a USDC channel is an error, not 10^16 base units.
// Only an ERC-20 the node knows no symbol of takes its base units, written as wei ("1000 wei").
func channelAmount(s string, u Units, known units.Tokens, token *common.Address) (*big.Int, common.Address, error) {
	v, in, err := ParsePrice(s, u)
	if err != nil {
		return nil, common.Address{}, err
	}
	if token == nil || *token == in {
		return v, in, nil
	}
	if _, named := known[*token]; !named && *token != (common.Address{}) && strings.EqualFold(unitOf(s), "wei") {
		return v, *token, nil
	}
	want := units.SymbolETH
	if t, ok := known[*token]; ok {
		want = t.Symbol
	} else if *token != (common.Address{}) {
		want = "base units of " + token.Hex() + ` ("1000 wei")`
	}
	return nil, common.Address{}, fmt.Errorf("amount %q is in %s, the channel's token is %s: write it in %s",
		s, unitName(known, in), unitName(known, *token), want)
}

// unitName names token for an error: its symbol, or its address.
func unitName(known units.Tokens, token common.Address) string {
	if token == (common.Address{}) {
		return units.SymbolETH
	}
	if t, ok := known[token]; ok {
		return t.Symbol
	}
	return token.Hex()
}

// units are what the node's channel amounts may be written in.
func (p *Payments) units() Units { return Units{Stake: p.stake, Tokens: p.tokens} }
