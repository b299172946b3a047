package payments

import (
	"math/big"
	"strings"
	"testing"
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

func TestParsePrice(t *testing.T) {
	for _, c := range []struct {
		in    string
		wei   int64
		stake bool
		bad   bool
	}{
		{in: "0.0001 ETH", wei: 1e14},
		{in: "1000 wei", wei: 1000},
		{in: "0.0001", wei: 1e14},
		{in: "0.5 AST", wei: 5e17, stake: true},
		{in: "0 ETH", bad: true},
		{in: "free", bad: true},
	} {
		v, stake, err := ParsePrice(c.in)
		if c.bad {
			if err == nil {
				t.Errorf("%q: no error", c.in)
			}
			continue
		}
		if err != nil || v.Int64() != c.wei || stake != c.stake {
			t.Errorf("%q: %v %v %v", c.in, v, stake, err)
		}
	}
}
