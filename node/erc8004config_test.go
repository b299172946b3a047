package node

import (
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/registry/erc8004"
)

// TestChainERC8004Config: absent, the published canonical registries of the chain id (none on
// dev chains); an empty object turns them off; a reputation registry without its identity
// registry is refused.
func TestChainERC8004Config(t *testing.T) {
	c := DefaultConfig(t.TempDir())
	if got := c.Chain.canonical(8453); got.Identity != common.HexToAddress("0x8004A169FB4a3325136EB29fA0ceB6D2e539a432") || got.Reputation == (common.Address{}) {
		t.Fatalf("Base: %+v", got)
	}
	if got := c.Chain.canonical(31337); got.Enabled() {
		t.Fatalf("anvil: %+v, want none", got)
	}
	c.Chain.ERC8004 = &erc8004.Config{}
	if got := c.Chain.canonical(8453); got.Enabled() {
		t.Fatalf("turned off: %+v", got)
	}
	c.Chain.ERC8004 = &erc8004.Config{Reputation: common.HexToAddress("0x01")}
	if err := c.Validate(); !errors.Is(err, erc8004.ErrBadConfig) {
		t.Fatalf("reputation without identity: %v", err)
	}
}
