package search

import (
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
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

// activeResults asks again, for as many more as it dropped, when unstaked cards filled the
// limit, and stops when it has enough, when nothing is dropped or nothing more comes.
func TestActiveResults(t *testing.T) {
	card := func(name string) discovery.Result {
		return discovery.Result{Result: index.Result{Entry: index.Entry{Card: &registry.Card{Name: name}}}}
	}
	ranked := []discovery.Result{card("own-unstaked"), card("staked-1"), card("other-unstaked"), card("staked-2")}
	var asked []int
	find := func(limit int) ([]discovery.Result, error) {
		asked = append(asked, limit)
		return ranked[:min(limit, len(ranked))], nil
	}
	staked := func(r discovery.Result) bool { return strings.HasPrefix(r.Entry.Card.Name, "staked") }
	names := func(rs []discovery.Result) (out []string) {
		for _, r := range rs {
			out = append(out, r.Entry.Card.Name)
		}
		return out
	}
	for _, c := range []struct {
		limit int
		want  []string
		asked []int
	}{
		{1, []string{"staked-1"}, []int{1, 2}},
		{2, []string{"staked-1", "staked-2"}, []int{2, 3, 4}},
		{3, []string{"staked-1", "staked-2"}, []int{3, 5}},
	} {
		asked = nil
		got, err := activeResults(c.limit, find, staked)
		if err != nil || !slices.Equal(names(got), c.want) || !slices.Equal(asked, c.asked) {
			t.Errorf("limit %d: %v %v, asked %v; want %v, asked %v", c.limit, names(got), err, asked, c.want, c.asked)
		}
	}
}
