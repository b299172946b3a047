package payments

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/funds"
	"github.com/agentsite/agentsite/node/units"
)

// Units are what an agent's price may be written in: ETH, the stake token (both 18 decimals),
// and the deployment's EIP-3009 token by its symbol ("0.05 USDC"), read with the decimals the
// chain reports. Tokens is empty when the deployment has none (or before the chain is read:
// config validation).
type Units struct {
	Stake  common.Address
	Tokens []units.Token
}

// ErrUnknownUnit: a price names a unit that is neither ETH, the stake token nor a token of the
// deployment. Config validation (no chain yet) lets it pass; the node's start refuses it.
var ErrUnknownUnit = errors.New("unknown unit")

// ethUnits are the units ParsePrice reads as ETH or the stake token (node/units).
var ethUnits = map[string]bool{"eth": true, "ether": true, "wei": true, "gwei": true, "ast": true, "stake": true}

// unitOf is the trailing word of a price ("USDC" of "0.05 USDC"); "" when there is none.
func unitOf(s string) string {
	f := strings.Fields(s)
	if len(f) < 2 {
		return ""
	}
	return f[len(f)-1]
}

// ParsePrice reads a price: ETH ("0.0001 ETH", "1000 wei", "0.0001"), the stake token
// ("0.5 AST") or a token of u by its symbol ("0.05 USDC", with that token's decimals); token is
// what it is paid in (the zero address: ETH).
func ParsePrice(s string, u Units) (v *big.Int, token common.Address, err error) {
	unit := unitOf(s)
	switch {
	case unit == "" || ethUnits[strings.ToLower(unit)]:
		if strings.EqualFold(unit, units.SymbolStake) || strings.EqualFold(unit, "stake") {
			v, err = units.ParseStake(s)
			token = u.Stake
		} else {
			v, err = units.ParseETH(s)
		}
	default:
		t, ok := units.TokensOf(u.Tokens...).Symbol(unit)
		if !ok {
			known := []string{units.SymbolETH, units.SymbolStake}
			for _, t := range u.Tokens {
				known = append(known, t.Symbol)
			}
			return nil, token, fmt.Errorf("amount %q: %w %q: want one of %s", s, ErrUnknownUnit, unit, strings.Join(known, ", "))
		}
		v, err = units.ParseToken(s, t)
		token = t.Address
	}
	if err == nil && (v.Sign() <= 0 || v.Cmp(paychan.MaxAmount) > 0) {
		err = fmt.Errorf("amount %q must be positive and below 2^96 base units", s)
	}
	return v, token, err
}

// ReadTokens reads the symbol and decimals of the deployment's EIP-3009 token (AuthToken, on
// dev chains) from the chain; none when the deployment has no such token.
func ReadTokens(ctx context.Context, r chain.Caller, dep *deploy.Deployment) ([]units.Token, error) {
	addr, ok := dep.Contracts[deploy.NameAuthToken]
	if !ok {
		return nil, nil
	}
	b := bindings.NewAuthToken()
	dec, err := chain.Read(ctx, r, nil, addr, b.PackDecimals(), b.UnpackDecimals)
	if err != nil {
		return nil, fmt.Errorf("payments: decimals of %s: %w", addr.Hex(), err)
	}
	sym, err := chain.Read(ctx, r, nil, addr, b.PackSymbol(), b.UnpackSymbol)
	if err != nil {
		return nil, fmt.Errorf("payments: symbol of %s: %w", addr.Hex(), err)
	}
	if sym == "" || len(sym) > 11 || ethUnits[strings.ToLower(sym)] || strings.ContainsAny(sym, " \t\n") {
		return nil, fmt.Errorf("payments: token %s has symbol %q, which a price cannot name", addr.Hex(), sym)
	}
	return []units.Token{{Address: addr, Symbol: sym, Decimals: dec}}, nil
}

// KnownTokens are the tokens of dep a node names by symbol: the stake token (as its registry
// reads it) and the deployment's EIP-3009 token, read from the chain r serves; those it cannot
// read are left out (shown in base units).
func KnownTokens(ctx context.Context, r chain.Caller, dep *deploy.Deployment) units.Tokens {
	var out []units.Token
	if stake, err := funds.RegistryStakeToken(ctx, r, dep); err == nil {
		out = append(out, stakeToken(stake))
	}
	if toks, err := ReadTokens(ctx, r, dep); err == nil {
		out = append(out, toks...)
	}
	return units.TokensOf(out...)
}

// stakeToken is the stake token at addr: 18 decimals, named by units.SymbolStake.
func stakeToken(addr common.Address) units.Token {
	return units.Token{Address: addr, Symbol: units.SymbolStake, Decimals: 18}
}

// TokenUnits lists ts for node.status, by address.
func TokenUnits(ts units.Tokens) []apitypes.TokenUnit {
	out := make([]apitypes.TokenUnit, 0, len(ts))
	for _, t := range ts {
		out = append(out, apitypes.TokenUnit{Address: t.Address, Symbol: t.Symbol, Decimals: t.Decimals})
	}
	sort.Slice(out, func(i, j int) bool { return bytes.Compare(out[i].Address[:], out[j].Address[:]) < 0 })
	return out
}
