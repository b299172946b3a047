package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

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
	out := units.Tokens{}
	cfg, err := LoadConfig(dataDir)
	if err != nil {
		return out
	}
	dep, err := deploy.Load(cfg.path(cfg.Chain.Deployment))
	if err != nil {
		return out
	}
	rpc, err := dialChain(ctx, cfg.Chain.RPC, 1)
	if err != nil {
		return out
	}
	defer rpc.Close()
	if stake, err := funds.RegistryStakeToken(ctx, rpc, dep); err == nil {
		out[stake] = units.Token{Address: stake, Symbol: units.SymbolStake, Decimals: 18}
	}
	if toks, err := payments.ReadTokens(ctx, rpc, dep); err == nil {
		for _, t := range toks {
			out[t.Address] = t
		}
	}
	return out
}

// ErrNoContract: the deployment names an address without code on the chain the RPC serves.
var ErrNoContract = errors.New("node: no contract")

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
	if err := checkDeployment(ctx, rpc, dep); err != nil {
		return apitypes.Wallet{}, err
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

// checkDeployment makes sure the RPC serves the deployment's chain and that its contracts
// have code there, so a wrong deployment file or RPC URL is named as such instead of failing
// later on an empty answer.
func checkDeployment(ctx context.Context, rpc *ethclient.Client, dep *deploy.Deployment) error {
	id, err := rpc.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("node: read chain id: %w", err)
	}
	if id.Uint64() != dep.ChainID {
		return fmt.Errorf("node: the RPC serves chain %d, the deployment file is for chain %d: wrong deployment file or RPC?", id.Uint64(), dep.ChainID)
	}
	for _, name := range []string{deploy.NameAgentRegistry, deploy.NameBountyEscrow} {
		addr, ok := dep.Contracts[name]
		if !ok {
			return fmt.Errorf("%w: the deployment file names no %s", ErrNoContract, name)
		}
		code, err := rpc.CodeAt(ctx, addr, nil)
		if err != nil {
			return fmt.Errorf("node: read code at %s: %w", addr.Hex(), err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%w at %s (%s) on chain %d: wrong deployment file or RPC?", ErrNoContract, addr.Hex(), name, dep.ChainID)
		}
	}
	return nil
}
