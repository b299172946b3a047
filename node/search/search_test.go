package search

import (
	"testing"

	"github.com/agentsite/agentsite/registry"
)

// TestPriceText: a card's price as agent.search shows it: ETH formatted, another token in base
// units with its address, an unreadable amount or no price as none.
func TestPriceText(t *testing.T) {
	for _, c := range []struct {
		in                  *registry.Price
		text, amount, token string
	}{
		{nil, "", "", ""},
		{&registry.Price{Amount: "100000000000000", Token: "ETH"}, "0.0001 ETH", "100000000000000", "ETH"},
		{&registry.Price{Amount: "5", Token: "0xaa"}, "5 base units of 0xaa", "5", "0xaa"},
		{&registry.Price{Amount: "lots", Token: "ETH"}, "", "", ""},
	} {
		text, amount, token := PriceText(c.in)
		if text != c.text || amount != c.amount || token != c.token {
			t.Errorf("PriceText(%+v) = %q %q %q, want %q %q %q", c.in, text, amount, token, c.text, c.amount, c.token)
		}
	}
}
