package payments

import (
	"bytes"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

// tokenTotal sums the channels of one token for channel.list.
type tokenTotal struct {
	unit                                  units.Token // Symbol empty: a token the node does not know
	deposited, spent, held, claimed, owed *big.Int
}

// totals are the per-token sums of channelsView, by token address (the zero address: ETH).
type totals struct {
	tokens units.Tokens
	by     map[common.Address]*tokenTotal
}

// of is token's running total, created on first use with the unit tokens know it by.
func (t *totals) of(token common.Address) *tokenTotal {
	if t.by == nil {
		t.by = map[common.Address]*tokenTotal{}
	}
	if tt, ok := t.by[token]; ok {
		return tt
	}
	tt := &tokenTotal{unit: unitIn(t.tokens, token), deposited: new(big.Int), spent: new(big.Int), held: new(big.Int), claimed: new(big.Int), owed: new(big.Int)}
	t.by[token] = tt
	return tt
}

// unitIn is token as tokens know it: ETH for the zero address, no symbol when unknown.
func unitIn(tokens units.Tokens, token common.Address) units.Token {
	if token == (common.Address{}) {
		return units.Token{Symbol: units.SymbolETH, Decimals: 18}
	}
	u := tokens[token] // zero Token (no symbol) when unknown
	u.Address = token
	return u
}

// list is the totals, ETH first, then by token address.
func (t *totals) list() []apitypes.ChannelTotals {
	out := make([]apitypes.ChannelTotals, 0, len(t.by))
	for _, tt := range t.by {
		out = append(out, apitypes.ChannelTotals{Token: tt.unit.Address, Symbol: tt.unit.Symbol, Decimals: tt.unit.Decimals,
			Deposited: tt.deposited.String(), Spent: tt.spent.String(), Held: tt.held.String(), Claimed: tt.claimed.String(), Owed: tt.owed.String()})
	}
	sort.Slice(out, func(i, j int) bool { return bytes.Compare(out[i].Token[:], out[j].Token[:]) < 0 })
	return out
}

// addTo adds v (nil: nothing) to sum.
func addTo(sum, v *big.Int) {
	if v != nil {
		sum.Add(sum, v)
	}
}
