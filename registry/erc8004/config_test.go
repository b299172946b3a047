package erc8004_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/registry/erc8004"
	"github.com/agentsite/agentsite/registry/regfile"
)

// TestConfigRegistration: a link to the configured canonical registry is listed as the
// registration file's "eip155:<chainId>:<registry>" entry; an empty, malformed or foreign
// link, or a config without a canonical registry, lists nothing.
func TestConfigRegistration(t *testing.T) {
	canon := common.HexToAddress("0x8004A169FB4a3325136EB29fA0ceB6D2e539a432")
	cfg := erc8004.Config{Identity: canon}
	r, ok := cfg.Registration(8453, erc8004.EncodeLink(canon, 0))
	if !ok || r != (regfile.Registration{AgentID: 0, AgentRegistry: "eip155:8453:" + canon.Hex()}) {
		t.Fatalf("linked: %+v %v", r, ok)
	}
	for name, c := range map[string]struct {
		cfg  erc8004.Config
		link []byte
	}{
		"empty":        {cfg, nil},
		"malformed":    {cfg, []byte{1, 2, 3}},
		"foreign":      {cfg, erc8004.EncodeLink(common.HexToAddress("0x1"), 3)},
		"no canonical": {erc8004.Config{}, erc8004.EncodeLink(common.Address{}, 3)},
	} {
		if r, ok := c.cfg.Registration(1, c.link); ok {
			t.Fatalf("%s: listed %+v", name, r)
		}
	}
}
