// Package payments is the node's side of paid calls (docs/ARCHITECTURE.md, "A paid call, end
// to end"): its payments policy (`payments` in config.json), the payer (the node's calls to paid
// agents, through node/call's Paying), the payees (its own paid agents' payout addresses, each
// with an escrow/paychan Checker, claimed by the claim loop), one channel store for all, the
// channel.* methods' Channels, and the hosted agents' calls sold over x402.
package payments

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
)

// Config is the node's payments policy: what it pays paid agents (every call through
// the node pays automatically, within these bounds) and when it claims what its own paid
// agents earned. Amounts are written as in the rest of the file ("0.001 ETH", "1000 wei";
// the bounds apply in base units whatever the agent's token, so the node pays in ETH and its
// stake token only). Empty fields take the defaults.
type Config struct {
	// MaxPrice is the most one call may cost (default 0.001 ETH); `agent call --max-price`
	// sets it for one call.
	MaxPrice string `json:"maxPrice,omitempty"`
	// MaxDeposit is the most deposited in channels to one payee (default 0.01 ETH).
	MaxDeposit string `json:"maxDeposit,omitempty"`
	// Budget is the most deposited in all channels together (default 0.1 ETH).
	Budget string `json:"budget,omitempty"`
	// DepositCalls is how many calls' worth a new channel or a top-up deposits, within
	// MaxDeposit and Budget (default 100): fewer transactions against less money locked.
	DepositCalls int64 `json:"depositCalls,omitempty"`
	// Tokens bound payments in the deployment's tokens whose units are not ETH's, by symbol, in
	// that token: {"USDC": {"maxPrice": "0.1 USDC", "maxDeposit": "1 USDC", "budget": "10
	// USDC"}} (these are the defaults). Their deposits count against their own budget.
	Tokens map[string]TokenBounds `json:"tokens,omitempty"`
	// Lanes is how many channels the node keeps to one payee, so that many calls to it run at
	// once (default 4): a channel carries one call at a time.
	Lanes int `json:"lanes,omitempty"`
	// Sync makes every voucher saved synced to the disk before the call goes out or is
	// answered (survives a power cut). Without it a voucher survives the node's crash (kill
	// -9), not the machine's, at a fraction of the cost per call.
	Sync bool `json:"sync,omitempty"`
	// ClaimAt claims a channel once what it holds reaches this (default 0.01 ETH: a claim in a
	// batch costs ~19k gas).
	ClaimAt string `json:"claimAt,omitempty"`
	// ClaimAge claims a channel whose oldest unclaimed voucher is this old (default 24h).
	ClaimAge runtime.Duration `json:"claimAge,omitempty"`
	// ClaimMargin claims a channel being withdrawn this long before its challenge period ends
	// (default 1h, at most half the deployment's challenge period).
	ClaimMargin runtime.Duration `json:"claimMargin,omitempty"`
	// ClaimEvery is how often the node looks for claims due and withdrawals requested
	// (default 15s, at most half of ClaimMargin).
	ClaimEvery runtime.Duration `json:"claimEvery,omitempty"`
	// Unverified is how many calls a channel's known caller (the DID that paid its last call)
	// may have answered on vouchers whose signature the node's paid agents have not verified
	// yet (default 8, at most MaxUnverified; 0 verifies every voucher before its call is
	// answered). A caller whose voucher fails loses the channel, and the payee at most this
	// many calls' price on it (docs/ARCHITECTURE.md, a paid call step 5).
	Unverified *int `json:"unverified,omitempty"`
}

// MaxUnverified bounds Config.Unverified: what a payee may lose per channel to a payer's bad
// signature is this many calls' price.
const MaxUnverified = 1024

// UnverifiedCalls is Unverified or its default (paychan.DefaultUnverified).
func (p Config) UnverifiedCalls() int {
	if p.Unverified == nil {
		return paychan.DefaultUnverified
	}
	return *p.Unverified
}

// TokenBounds are Config's bounds for one token, written in it ("0.1 USDC").
type TokenBounds struct {
	MaxPrice   string `json:"maxPrice,omitempty"`
	MaxDeposit string `json:"maxDeposit,omitempty"`
	Budget     string `json:"budget,omitempty"`
	// ClaimAt is claimAt for the node's own agents' channels in the token (default 1 token).
	ClaimAt string `json:"claimAt,omitempty"`
}

// Defaults of a token's bounds, in whole tokens: a tenth of a dollar a call at most, a dollar
// locked per payee, ten in all (for a dollar-like token such as USDC).
const (
	defaultTokenMaxPrice   = "0.1"
	defaultTokenMaxDeposit = "1"
	defaultTokenBudget     = "10"
	defaultTokenClaimAt    = "1"
)

// bounds is toks' TokenBounds by address, from Tokens by symbol (case-insensitive); a symbol
// that toks lacks is an error.
func (p Config) bounds(toks []units.Token) (map[common.Address]TokenBounds, error) {
	known := units.TokensOf(toks...)
	out := map[common.Address]TokenBounds{}
	for sym, b := range p.Tokens {
		t, ok := known.Symbol(sym)
		if !ok {
			return nil, fmt.Errorf("tokens.%s: the deployment has no token %q", sym, sym)
		}
		if _, twice := out[t.Address]; twice {
			// "USDC" and "usdc": which won depended on map order (review rvexact, finding 5)
			return nil, fmt.Errorf("tokens: %s is given twice (symbols are matched without case)", t.Symbol)
		}
		out[t.Address] = b
	}
	return out, nil
}

// ClaimAtIn is claimAt in each of toks (Tokens' claimAt, default 1 token): paychan.Policy's
// MinValueIn.
func (p Config) ClaimAtIn(toks []units.Token) (map[common.Address]*big.Int, error) {
	bs, err := p.bounds(toks)
	if err != nil {
		return nil, err
	}
	out := map[common.Address]*big.Int{}
	for _, t := range toks {
		v, err := units.ParseToken(orDefault(bs[t.Address].ClaimAt, defaultTokenClaimAt+" "+t.Symbol), t)
		if err != nil {
			return nil, fmt.Errorf("tokens.%s.claimAt: %w", t.Symbol, err)
		}
		out[t.Address] = v
	}
	return out, nil
}

// OwnBounds are the bounds of payments in toks (the deployment's tokens other than ETH and the
// stake token), from Tokens or the defaults; a symbol in Tokens that toks lacks is an error.
func (p Config) OwnBounds(toks []units.Token) (map[common.Address]call.Bounds, error) {
	out := map[common.Address]call.Bounds{}
	bs, err := p.bounds(toks)
	if err != nil {
		return nil, err
	}
	for _, t := range toks {
		tb := bs[t.Address]
		var b call.Bounds
		for _, f := range []struct {
			key, text, def string
			into           **big.Int
		}{{"maxPrice", tb.MaxPrice, defaultTokenMaxPrice, &b.MaxPrice}, {"maxDeposit", tb.MaxDeposit, defaultTokenMaxDeposit, &b.MaxDeposit},
			{"budget", tb.Budget, defaultTokenBudget, &b.Budget}} {
			v, err := units.ParseToken(orDefault(f.text, f.def+" "+t.Symbol), t)
			if err != nil {
				return nil, fmt.Errorf("tokens.%s.%s: %w", t.Symbol, f.key, err)
			}
			*f.into = v
		}
		switch {
		case b.MaxDeposit.Cmp(b.Budget) > 0:
			return nil, fmt.Errorf("tokens.%s: maxDeposit %s is above the budget %s", t.Symbol, units.FormatToken(b.MaxDeposit, t), units.FormatToken(b.Budget, t))
		case b.MaxPrice.Cmp(b.MaxDeposit) > 0:
			return nil, fmt.Errorf("tokens.%s: maxPrice %s is above maxDeposit %s: no call at that price could be paid", t.Symbol, units.FormatToken(b.MaxPrice, t), units.FormatToken(b.MaxDeposit, t))
		}
		out[t.Address] = b
	}
	return out, nil
}

// Defaults of Config, each with its reason.
const (
	defaultMaxPrice     = "0.001 ETH" // ten times the example price, a tenth of a cent at most
	defaultMaxDeposit   = "0.01 ETH"  // a small sum locked per payee
	defaultBudget       = "0.1 ETH"   // ten payees at the maximum deposit
	defaultDepositCalls = 100         // one top-up transaction per hundred calls
	defaultLanes        = 4           // four calls in flight to one payee
	defaultClaimAt      = "0.01 ETH"  // claiming costs gas: batch small sums
	defaultClaimAge     = 24 * time.Hour
	defaultClaimMargin  = time.Hour
	defaultClaimEvery   = 15 * time.Second
)

// Validate checks the amounts and counts.
func (p Config) Validate() error {
	_, err := p.PayPolicy()
	if err != nil {
		return err
	}
	if _, err = p.ClaimPolicy(0); err != nil {
		return err
	}
	if k := p.UnverifiedCalls(); k < 0 || k > MaxUnverified {
		return fmt.Errorf("unverified must be between 0 and %d, got %d", MaxUnverified, k)
	}
	return nil
}

func orDefault(s, d string) string {
	if strings.TrimSpace(s) == "" {
		return d
	}
	return s
}

// ParseAmount reads an amount in ETH or the stake token (base units either way).
func ParseAmount(s string) (*big.Int, error) {
	v, _, err := ParsePrice(s, Units{})
	return v, err
}

// PayPolicy is the paying client's policy.
func (p Config) PayPolicy() (call.PayPolicy, error) {
	var pol call.PayPolicy
	var err error
	if pol.MaxPrice, err = ParseAmount(orDefault(p.MaxPrice, defaultMaxPrice)); err != nil {
		return pol, fmt.Errorf("maxPrice: %w", err)
	}
	if pol.MaxDeposit, err = ParseAmount(orDefault(p.MaxDeposit, defaultMaxDeposit)); err != nil {
		return pol, fmt.Errorf("maxDeposit: %w", err)
	}
	if pol.Budget, err = ParseAmount(orDefault(p.Budget, defaultBudget)); err != nil {
		return pol, fmt.Errorf("budget: %w", err)
	}
	pol.DepositCalls, pol.Lanes = p.DepositCalls, p.Lanes
	if pol.DepositCalls == 0 {
		pol.DepositCalls = defaultDepositCalls
	}
	if pol.Lanes == 0 {
		pol.Lanes = defaultLanes
	}
	switch {
	case pol.DepositCalls < 1 || pol.Lanes < 1 || pol.Lanes > 256:
		return pol, fmt.Errorf("depositCalls must be positive, lanes between 1 and 256")
	case pol.MaxDeposit.Cmp(pol.Budget) > 0:
		return pol, fmt.Errorf("maxDeposit %s is above the budget %s", pol.MaxDeposit, pol.Budget)
	case pol.MaxPrice.Cmp(pol.MaxDeposit) > 0:
		return pol, fmt.Errorf("maxPrice %s is above maxDeposit %s: no call at that price could be paid", pol.MaxPrice, pol.MaxDeposit)
	}
	return pol, nil
}

// ClaimPolicy is the payee's claim policy for a deployment whose challenge period is
// challenge (0: unknown yet, the margin is not bounded by it).
func (p Config) ClaimPolicy(challenge time.Duration) (paychan.Policy, error) {
	min, err := ParseAmount(orDefault(p.ClaimAt, defaultClaimAt))
	if err != nil {
		return paychan.Policy{}, fmt.Errorf("claimAt: %w", err)
	}
	pol := paychan.Policy{MinValue: min, MaxAge: time.Duration(p.ClaimAge), Margin: time.Duration(p.ClaimMargin)}
	if pol.MaxAge == 0 {
		pol.MaxAge = defaultClaimAge
	}
	if pol.Margin == 0 {
		pol.Margin = defaultClaimMargin
	}
	if pol.MaxAge < 0 || pol.Margin < 0 || p.ClaimEvery < 0 {
		return pol, fmt.Errorf("claimAge, claimMargin and claimEvery must not be negative")
	}
	if challenge > 0 && pol.Margin > challenge/2 {
		pol.Margin = challenge / 2
	}
	if every := p.ClaimInterval(); every > pol.Margin/2 {
		// A closing channel is claimed only by a round within the margin of its end: the loop
		// must run twice in it, or rounds may fall on either side (review rv28b, finding 5).
		return pol, fmt.Errorf("claimEvery %s must be at most half of claimMargin %s (capped at half the challenge period)", every, pol.Margin)
	}
	return pol, nil
}

// ClaimInterval is how often the claim loop runs (ClaimEvery or its default).
func (p Config) ClaimInterval() time.Duration {
	if p.ClaimEvery == 0 {
		return defaultClaimEvery
	}
	return time.Duration(p.ClaimEvery)
}
