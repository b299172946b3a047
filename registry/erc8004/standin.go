package erc8004

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

// DeployStandIn deploys the stand-in ERC-8004 registries (contracts/src/mocks: the standard's
// interface, no stake, no admin) from the sender, for dev chains and tests where the canonical
// ones do not exist, and returns their Config.
func DeployStandIn(ctx context.Context, s *chain.Sender) (Config, error) {
	rcpt, err := s.Send(ctx, chain.Tx{Data: common.FromHex(bindings.ERC8004IdentityRegistryMetaData.Bin)})
	if err != nil {
		return Config{}, fmt.Errorf("erc8004: deploy stand-in identity registry: %w", err)
	}
	cfg := Config{Identity: rcpt.ContractAddress}
	args := bindings.NewERC8004ReputationRegistry().PackConstructor(cfg.Identity)
	if rcpt, err = s.Send(ctx, chain.Tx{Data: append(common.FromHex(bindings.ERC8004ReputationRegistryMetaData.Bin), args...)}); err != nil {
		return Config{}, fmt.Errorf("erc8004: deploy stand-in reputation registry: %w", err)
	}
	cfg.Reputation = rcpt.ContractAddress
	return cfg, nil
}
