package search

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/registry"
)

// TestPriceText: a card's price as agent.search shows it: ETH formatted, a known token by
// symbol with its decimals, another token in base units with its address, an unreadable amount
// or no price as none.
func TestPriceText(t *testing.T) {
	usdc, other := common.Address{0xc0}, common.Address{0xd0}
	for _, c := range []struct {
		in                  *registry.Price
		text, amount, token string
	}{
		{nil, "", "", ""},
		{&registry.Price{Amount: "100000000000000", Token: "ETH"}, "0.0001 ETH", "100000000000000", "ETH"},
		{&registry.Price{Amount: "5", Token: "0xaa"}, "5 base units of 0xaa", "5", "0xaa"},
		{&registry.Price{Amount: "lots", Token: "ETH"}, "", "", ""},
		{&registry.Price{Amount: "50000", Token: usdc.Hex()}, "0.05 USDC", "50000", usdc.Hex()},
		{&registry.Price{Amount: "50000", Token: other.Hex()}, "50000 base units of " + other.Hex(), "50000", other.Hex()},
	} {
		text, amount, token := PriceText(c.in, units.Tokens{usdc: {Address: usdc, Symbol: "USDC", Decimals: 6}})
		if text != c.text || amount != c.amount || token != c.token {
			t.Errorf("PriceText(%+v) = %q %q %q, want %q %q %q", c.in, text, amount, token, c.text, c.amount, c.token)
		}
	}
}
