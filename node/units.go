package node

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/escrow"
)

// The node's two units, each with its symbol: ETH pays gas and rewards, AST (AgentSite Stake,
// the registry's stake token) is staked by agents. Every command and the config file read and
// write amounts the same way: a number of whole units with an optional symbol ("100 AST",
// "100", "0.01 ETH", "0.01"), or base units only with an explicit suffix ("100 wei"); ETH
// amounts also take "gwei".
const (
	SymbolETH   = "ETH"
	SymbolStake = "AST"
)

// maxWholeDigits is the most integer digits a number without a unit may have: more looks like
// base units written without "wei" (what config files held before units had symbols), which
// would otherwise be read as 10^18 times too much.
const maxWholeDigits = 12

// ParseETH reads an amount of ETH: "0.01 ETH", "0.01", "20 gwei", "1000 wei".
func ParseETH(s string) (*big.Int, error) { return parseUnit(s, SymbolETH) }

// ParseStake reads an amount of stake tokens: "100 AST", "100", "100000000000000000000 wei".
func ParseStake(s string) (*big.Int, error) { return parseUnit(s, SymbolStake) }

// FormatETH writes wei as ETH with its symbol: "0.01 ETH".
func FormatETH(v *big.Int) string { return escrow.FormatAmount(v) + " " + SymbolETH }

// FormatStake writes base units of the stake token as tokens with the symbol: "100 AST".
func FormatStake(v *big.Int) string { return escrow.FormatAmount(v) + " " + SymbolStake }

func parseUnit(s, symbol string) (*big.Int, error) {
	t := strings.TrimSpace(s)
	num, unit := t, ""
	if i := strings.LastIndexFunc(t, func(r rune) bool { return (r >= '0' && r <= '9') || r == '.' }); i >= 0 && i < len(t)-1 {
		num, unit = strings.TrimSpace(t[:i+1]), strings.ToLower(strings.TrimSpace(t[i+1:]))
	}
	want := fmt.Sprintf("want e.g. 100 %[1]s, 100 (whole %[1]s) or 100000 wei", symbol)
	if symbol == SymbolETH {
		want = "want e.g. 0.01 ETH, 0.01 (whole ETH), 20 gwei or 1000 wei"
	}
	if num == "" || strings.ContainsAny(num, "+-") {
		return nil, fmt.Errorf("amount %q: %s", s, want)
	}
	switch unit {
	case "", strings.ToLower(symbol):
		if unit == "" && len(strings.SplitN(num, ".", 2)[0]) > maxWholeDigits {
			return nil, fmt.Errorf("amount %q is more than 10^%d %s: if these are base units, write %q", s, maxWholeDigits, symbol, num+" wei")
		}
		return escrow.ParseAmount(num)
	case "wei":
		return escrow.ParseAmount(num + "wei")
	case "gwei":
		if symbol == SymbolETH {
			return escrow.ParseAmount(num + "gwei")
		}
	case "stake":
		if symbol == SymbolStake {
			return escrow.ParseAmount(num)
		}
	case "eth", "ether":
		if symbol == SymbolETH {
			return escrow.ParseAmount(num)
		}
	}
	return nil, fmt.Errorf("amount %q: unit %q is not %s: %s", s, unit, symbol, want)
}

// amountJSON reads an amount from the config: a JSON string with or without a unit, or a
// JSON number of whole units.
func amountJSON(raw json.RawMessage, parse func(string) (*big.Int, error)) (*escrow.BigString, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var s string
	if raw[0] == '"' {
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
	} else {
		s = string(raw)
	}
	v, err := parse(s)
	if err != nil {
		return nil, err
	}
	return escrow.NewBigString(v), nil
}

// marketPolicyJSON is MarketPolicy as the file has it: amounts with their units.
type marketPolicyJSON struct {
	Agent     string          `json:"agent"`
	Stake     json.RawMessage `json:"stake,omitempty"`
	Skills    []string        `json:"skills,omitempty"`
	MinReward json.RawMessage `json:"minReward,omitempty"`
	Dispute   bool            `json:"dispute,omitempty"`
}

// UnmarshalJSON reads a policy with stake in AST and minReward in ETH (see ParseStake, ParseETH).
func (p *MarketPolicy) UnmarshalJSON(b []byte) error {
	var f marketPolicyJSON
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		return err
	}
	stake, err := amountJSON(f.Stake, ParseStake)
	if err != nil {
		return fmt.Errorf("market policy %q: stake: %w", f.Agent, err)
	}
	min, err := amountJSON(f.MinReward, ParseETH)
	if err != nil {
		return fmt.Errorf("market policy %q: minReward: %w", f.Agent, err)
	}
	*p = MarketPolicy{Agent: f.Agent, Stake: stake, Skills: f.Skills, MinReward: min, Dispute: f.Dispute}
	return nil
}

// MarshalJSON writes the amounts with their symbols ("100 AST", "0.001 ETH").
func (p MarketPolicy) MarshalJSON() ([]byte, error) {
	f := marketPolicyJSON{Agent: p.Agent, Skills: p.Skills, Dispute: p.Dispute}
	if p.Stake != nil {
		f.Stake, _ = json.Marshal(FormatStake(p.Stake.Int()))
	}
	if p.MinReward != nil {
		f.MinReward, _ = json.Marshal(FormatETH(p.MinReward.Int()))
	}
	return json.Marshal(f)
}
