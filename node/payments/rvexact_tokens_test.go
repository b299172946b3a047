package payments

import (
	"testing"

	"github.com/agentsite/agentsite/node/units"
)

// Review rvexact, finding 5: payments.tokens is keyed by symbol, matched without case, so
// {"USDC": {...}, "usdc": {...}} named one token twice and the bounds that won depended on
// Go's map order (a budget of 10 or of 1000 USDC from one start to the next). Refused.
func TestRvexactTokenBoundsTwice(t *testing.T) {
	cfg := Config{Tokens: map[string]TokenBounds{"USDC": {Budget: "10 USDC"}, "usdc": {Budget: "1000 USDC"}}}
	if _, err := cfg.OwnBounds([]units.Token{usdc}); err == nil {
		t.Fatal("one token's bounds given twice were taken")
	}
	if _, err := cfg.ClaimAtIn([]units.Token{usdc}); err == nil {
		t.Fatal("one token's claimAt given twice was taken")
	}
}
