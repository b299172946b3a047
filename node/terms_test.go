package node

import (
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
)

func TestConfigValidatesMarketPolicy(t *testing.T) {
	base := func() Config {
		c := DefaultConfig(t.TempDir())
		c.Agents = []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
		c.Market = []MarketPolicy{{Agent: "echo"}}
		return c
	}
	cases := []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"defaults", func(*Config) {}, ""},
		{"arbiters by address and DID", func(c *Config) {
			c.Arbiters = []string{"0x00000000000000000000000000000000000000a1"}
			c.Market[0].Arbiters = []string{"did:ethr:0x7a69:0x00000000000000000000000000000000000000a1"}
		}, ""},
		{"node arbiter not an address", func(c *Config) { c.Arbiters = []string{"alice"} }, "arbiters"},
		{"policy arbiter zero", func(c *Config) { c.Market[0].Arbiters = []string{"0x0000000000000000000000000000000000000000"} }, "zero address"},
		{"slash ratio above 100%", func(c *Config) { c.Market[0].MaxSlashBps = 10_001 }, "maxSlashBps"},
		{"negative time left", func(c *Config) { c.Market[0].MinTimeLeft = -1 }, "minTimeLeft"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := base()
			c.edit(&cfg)
			err := cfg.Validate()
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Validate = %v, want ErrConfig saying %q", err, c.want)
			}
		})
	}
}

func TestCheckArbiter(t *testing.T) {
	nodeKey, _ := identity.GenerateKey()
	agentKey, _ := identity.GenerateKey()
	outside := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	other := common.HexToAddress("0x00000000000000000000000000000000000000b2")
	n := &Node{nodeKey: nodeKey, agentKeys: map[string]*identity.Key{"echo": agentKey}}
	n.cfg = DefaultConfig(t.TempDir())
	// Even listed, the node's own keys are refused: a requester never rules on its own bounty.
	n.cfg.Arbiters = []string{outside.Hex(), nodeKey.Address().Hex(), agentKey.DID(31337).String()}
	cases := []struct {
		name string
		a    common.Address
		want string
	}{
		{"accepted outsider", outside, ""},
		{"not in the list", other, "is not one this node accepts"},
		{"the node's account", nodeKey.Address(), "cannot rule on its own bounty"},
		{"a hosted agent's key", agentKey.Address(), "cannot rule on its own bounty"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := n.cfg.checkArbiter(c.a, n.ownAccounts())
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("checkArbiter(%s) = %v, want %q", c.a.Hex(), err, c.want)
			}
		})
	}
}
