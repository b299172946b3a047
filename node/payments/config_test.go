package payments

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
)

func TestConfigDefaultsAndBounds(t *testing.T) {
	pol, err := Config{}.PayPolicy()
	if err != nil {
		t.Fatal(err)
	}
	if pol.MaxPrice.Cmp(big.NewInt(1e15)) != 0 || pol.MaxDeposit.Cmp(big.NewInt(1e16)) != 0 || pol.Budget.Cmp(big.NewInt(1e17)) != 0 ||
		pol.DepositCalls != defaultDepositCalls || pol.Lanes != defaultLanes {
		t.Fatalf("defaults %+v", pol)
	}
	for _, c := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"bad amount", Config{MaxPrice: "lots"}, "maxPrice"},
		{"deposit above budget", Config{MaxDeposit: "1 ETH", Budget: "0.5 ETH"}, "above the budget"},
		{"price above deposit", Config{MaxPrice: "0.1 ETH", MaxDeposit: "0.01 ETH"}, "no call at that price"},
		{"zero lanes", Config{Lanes: -1}, "lanes"},
		{"zero amount", Config{Budget: "0 wei"}, "positive"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := c.cfg.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error saying %q", err, c.want)
			}
		})
	}
}

// usdc is a 6-decimal token as the devnet's AuthToken reports itself.
var usdc = units.Token{Address: common.Address{0xc0}, Symbol: "USDC", Decimals: 6}

// TestParsePrice reads prices in ETH, the stake token and the deployment's 6-decimal token
// (its decimals, not 18), and refuses bad units and amounts with what was wrong: a token the
// deployment does not have (a non-3009 or fee-on-transfer token cannot be named: only the
// deployment's EIP-3009 token is known by symbol), more decimals than the token has, no
// amount, zero, above the voucher's range.
func TestParsePrice(t *testing.T) {
	stake := common.Address{0xaa}
	u := Units{Stake: stake, Tokens: []units.Token{usdc}}
	for _, c := range []struct {
		in    string
		base  int64
		token common.Address
		bad   string
	}{
		{in: "0.0001 ETH", base: 1e14},
		{in: "1000 wei", base: 1000},
		{in: "0.0001", base: 1e14},
		{in: "0.5 AST", base: 5e17, token: stake},
		{in: "0.05 USDC", base: 50_000, token: usdc.Address},
		{in: "100 usdc", base: 100_000_000, token: usdc.Address},
		{in: "0.000001 USDC", base: 1, token: usdc.Address},
		{in: "0.0000001 USDC", bad: "more than 6 decimals"},
		{in: "0 USDC", bad: "must be positive"},
		{in: "-1 USDC", bad: "want e.g. 0.05 USDC"},
		{in: "1e3 USDC", bad: "want e.g. 0.05 USDC"},
		{in: "0.05 DAI", bad: `unknown unit "DAI": want one of ETH, AST, USDC`},
		{in: "0.05 USDT", bad: "unknown unit"},
		{in: "80000000000000000000000 USDC", bad: "below 2^96"},
		{in: "0 ETH", bad: "must be positive"},
		{in: "free", bad: "amount"},
	} {
		v, token, err := ParsePrice(c.in, u)
		if c.bad != "" {
			if err == nil || !strings.Contains(err.Error(), c.bad) {
				t.Errorf("%q: %v, want an error saying %q", c.in, err, c.bad)
			}
			continue
		}
		if err != nil || v.Int64() != c.base || token != c.token {
			t.Errorf("%q: %v %v %v", c.in, v, token.Hex(), err)
		}
	}
	// Without the deployment's tokens (config validation, before the chain is read) a token's
	// unit is unknown, and said so; the node's start reads the chain and knows it.
	if _, _, err := ParsePrice("0.05 USDC", Units{}); !errors.Is(err, ErrUnknownUnit) {
		t.Fatalf("USDC before the chain is read: %v", err)
	}
}

// An agent priced in USDC carries the token's address and the price in its 6-decimal units;
// its error names the agent and the config key; per-1k and cap must be in one token.
func TestAgentPricedInToken(t *testing.T) {
	u := Units{Stake: common.Address{0xaa}, Tokens: []units.Token{usdc}}
	pr, paid, err := AgentPrice(runtime.AgentConfig{Name: "usd-echo", Price: "0.05 USDC"}, u)
	if err != nil || !paid || pr.Amount.Int64() != 50_000 || pr.Token != usdc.Address {
		t.Fatalf("price %+v %v %v", pr, paid, err)
	}
	_, _, err = AgentPrice(runtime.AgentConfig{Name: "usd-echo", Price: "0.05 USDX"}, u)
	if err == nil || !strings.Contains(err.Error(), `agent "usd-echo": price: amount "0.05 USDX": unknown unit "USDX"`) {
		t.Fatalf("a typo'd unit: %v", err)
	}
	a := runtime.AgentConfig{Name: "w", Kind: runtime.KindLLM, PricePer1kTokens: "0.01 USDC", PriceCap: "0.001 ETH"}
	if _, _, err := AgentPrice(a, u); err == nil || !strings.Contains(err.Error(), "same token") {
		t.Fatalf("per-1k in USDC, cap in ETH: %v", err)
	}
}

// The deployment's 6-decimal token is paid within bounds of its own, written in it: defaults
// of 0.1, 1 and 10 USDC (not ETH's amounts read as base units), or payments.tokens; a symbol
// the deployment lacks, an amount in another unit and inconsistent bounds are refused naming
// the key.
func TestOwnBounds(t *testing.T) {
	b, err := Config{}.OwnBounds([]units.Token{usdc})
	if err != nil || b[usdc.Address].MaxPrice.Int64() != 100_000 || b[usdc.Address].MaxDeposit.Int64() != 1_000_000 || b[usdc.Address].Budget.Int64() != 10_000_000 {
		t.Fatalf("defaults %+v %v", b, err)
	}
	set := Config{Tokens: map[string]TokenBounds{"usdc": {MaxPrice: "0.05 USDC", MaxDeposit: "2 USDC", Budget: "5 USDC"}}}
	if b, err = set.OwnBounds([]units.Token{usdc}); err != nil || b[usdc.Address].MaxPrice.Int64() != 50_000 || b[usdc.Address].Budget.Int64() != 5_000_000 {
		t.Fatalf("set %+v %v", b, err)
	}
	if m, err := set.ClaimAtIn([]units.Token{usdc}); err != nil || m[usdc.Address].Int64() != 1_000_000 {
		t.Fatalf("claimAt in USDC by default: %v %v", m, err)
	}
	set.Tokens["usdc"] = TokenBounds{ClaimAt: "0.25 USDC"}
	if m, err := set.ClaimAtIn([]units.Token{usdc}); err != nil || m[usdc.Address].Int64() != 250_000 {
		t.Fatalf("claimAt 0.25 USDC: %v %v", m, err)
	}
	for _, c := range []struct {
		tokens map[string]TokenBounds
		want   string
	}{
		{map[string]TokenBounds{"USDC": {ClaimAt: "1 wei"}}, `tokens.USDC.claimAt: amount "1 wei"`},
		{map[string]TokenBounds{"DAI": {}}, `tokens.DAI: the deployment has no token "DAI"`},
		{map[string]TokenBounds{"USDC": {MaxPrice: "0.001 ETH"}}, `tokens.USDC.maxPrice: amount "0.001 ETH": unit "ETH" is not USDC`},
		{map[string]TokenBounds{"USDC": {MaxDeposit: "20 USDC"}}, "tokens.USDC: maxDeposit 20 USDC is above the budget 10 USDC"},
		{map[string]TokenBounds{"USDC": {MaxPrice: "2 USDC"}}, "tokens.USDC: maxPrice 2 USDC is above maxDeposit 1 USDC"},
	} {
		_, err := (Config{Tokens: c.tokens}).OwnBounds([]units.Token{usdc})
		if _, cerr := (Config{Tokens: c.tokens}).ClaimAtIn([]units.Token{usdc}); err == nil {
			err = cerr
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.tokens, err, c.want)
		}
	}
}
