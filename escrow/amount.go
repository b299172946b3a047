package escrow

import (
	"math/big"

	"github.com/agentsite/agentsite/escrow/bounty"
)

// ParseAmount reads an amount of an 18-decimal token (bounty.ParseAmount): "1.5" or "1.5eth",
// "20gwei", "1000wei".
func ParseAmount(s string) (*big.Int, error) { return bounty.ParseAmount(s) }

// FormatAmount writes an 18-decimal amount in whole tokens (bounty.FormatAmount).
func FormatAmount(v *big.Int) string { return bounty.FormatAmount(v) }
