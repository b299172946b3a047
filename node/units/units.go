package units

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/escrow/bounty"
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
func FormatETH(v *big.Int) string { return bounty.FormatAmount(v) + " " + SymbolETH }

// FormatStake writes base units of the stake token as tokens with the symbol: "100 AST".
func FormatStake(v *big.Int) string { return bounty.FormatAmount(v) + " " + SymbolStake }

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
		return parseAmount(num)
	case "wei":
		return parseAmount(num + "wei")
	case "gwei":
		if symbol == SymbolETH {
			return parseAmount(num + "gwei")
		}
	case "stake":
		if symbol == SymbolStake {
			return parseAmount(num)
		}
	case "eth", "ether":
		if symbol == SymbolETH {
			return parseAmount(num)
		}
	}
	return nil, fmt.Errorf("amount %q: unit %q is not %s: %s", s, unit, symbol, want)
}

// parseAmount is escrow.ParseAmount with its error told without the package's prefix
// ("escrow: bad parameters: "), which means nothing to a user typing an amount.
func parseAmount(s string) (*big.Int, error) {
	v, err := bounty.ParseAmount(s)
	if err != nil {
		return nil, plainError{err}
	}
	return v, nil
}

// plainError words err without escrow.ErrBadParams' text; errors.Is still finds it.
type plainError struct{ err error }

func (e plainError) Error() string {
	return strings.TrimPrefix(e.err.Error(), bounty.ErrBadParams.Error()+": ")
}
func (e plainError) Unwrap() error { return e.err }
