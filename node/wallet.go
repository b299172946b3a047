package node

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/funds"
	"github.com/agentsite/agentsite/node/payments"
	"github.com/agentsite/agentsite/node/units"
)

// ReadChannels reads the payment channels recorded in dataDir, running node or not
// (payments.ReadChannels), amounts in tokens named by the symbol and decimals the chain gives
// (the stake token and the deployment's EIP-3009 token); without the chain, those channels are
// shown in base units.
func ReadChannels(ctx context.Context, dataDir string) (apitypes.Channels, error) {
	return payments.ReadChannels(dataDir, readTokens(ctx, dataDir))
}

// readTokens reads the tokens of dataDir's deployment from its chain; none when it cannot.
func readTokens(ctx context.Context, dataDir string) units.Tokens {
	cfg, err := LoadConfig(dataDir)
	if err != nil {
		return units.Tokens{}
	}
	dep, err := deploy.Load(cfg.path(cfg.Chain.Deployment))
	if err != nil {
		return units.Tokens{}
	}
	rpc, err := dialChain(ctx, cfg.Chain.RPC, 1)
	if err != nil {
		return units.Tokens{}
	}
	defer rpc.Close()
	return payments.KnownTokens(ctx, rpc, dep)
}

// ErrNoContract: the deployment names an address without code on the chain the RPC serves.
var ErrNoContract = deploy.ErrNoContract

// ReadWallet reads the balances of a data directory's accounts from the chain, without a
// running node and without the passphrase: the addresses come from the keystore files (an
// agent whose key does not exist yet, before the first start, is left out).
func ReadWallet(ctx context.Context, dataDir string) (apitypes.Wallet, error) {
	cfg, err := LoadConfig(dataDir)
	if err != nil {
		return apitypes.Wallet{}, err
	}
	dep, err := deploy.Load(cfg.path(cfg.Chain.Deployment))
	if err != nil {
		return apitypes.Wallet{}, err
	}
	rpc, err := dialChain(ctx, cfg.Chain.RPC, 2)
	if err != nil {
		return apitypes.Wallet{}, fmt.Errorf("node: dial %s: %w", cfg.Chain.RPC, err)
	}
	defer rpc.Close()
	if err := dep.Check(ctx, rpc); err != nil {
		return apitypes.Wallet{}, fmt.Errorf("node: %w", err)
	}
	account, err := datadir.KeyAddress(NodeKeyFile(dataDir))
	if err != nil {
		return apitypes.Wallet{}, fmt.Errorf("%w (`agentsite node init` creates the node key)", err)
	}
	agents := map[string]common.Address{}
	for _, a := range cfg.Agents {
		if addr, err := datadir.KeyAddress(AgentKeyFile(dataDir, a.Name)); err == nil {
			agents[a.Name] = addr
		}
	}
	return funds.Read(ctx, rpc, dep, account, agents, cfg.configuredStake())
}

// configuredStake is the sum of the market section's stakes.
func (c Config) configuredStake() *big.Int {
	total := new(big.Int)
	for _, p := range c.Market {
		if p.Stake != nil {
			total.Add(total, p.Stake.Int())
		}
	}
	return total
}
