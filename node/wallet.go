package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/units"
)

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
	return readWallet(ctx, rpc, dep, cfg, account, agents)
}

func readWallet(ctx context.Context, rpc *ethclient.Client, dep *deploy.Deployment, cfg Config, account common.Address, agents map[string]common.Address) (apitypes.Wallet, error) {
	w := apitypes.Wallet{ChainID: dep.ChainID, Account: account}
	eth, err := rpc.BalanceAt(ctx, account, nil)
	if err != nil {
		return w, fmt.Errorf("node: read balance: %w", err)
	}
	stake, err := stakeBalance(ctx, rpc, dep, account)
	if err != nil {
		return w, err
	}
	w.ETH, w.Stake = units.FormatETH(eth), units.FormatStake(stake)
	names := make([]string, 0, len(agents))
	for name := range agents {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		bal, err := rpc.BalanceAt(ctx, agents[name], nil)
		if err != nil {
			return w, fmt.Errorf("node: read balance: %w", err)
		}
		w.Agents = append(w.Agents, apitypes.AgentWallet{Name: name, Address: agents[name], ETH: units.FormatETH(bal)})
	}
	if total := cfg.configuredStake(); total.Sign() > 0 {
		w.StakeConfigured = units.FormatStake(total)
	}
	return w, nil
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

// stakeBalance is account's balance of the registry's stake token.
func stakeBalance(ctx context.Context, rpc *ethclient.Client, dep *deploy.Deployment, account common.Address) (*big.Int, error) {
	reg := bindings.NewAgentRegistry()
	token, err := chain.Read(ctx, rpc, deploy.RevertDecoder(), dep.Contracts[deploy.NameAgentRegistry], reg.PackStakeToken(), reg.UnpackStakeToken)
	if err != nil {
		return nil, fmt.Errorf("node: read stake token: %w", err)
	}
	return chain.TokenBalance(ctx, rpc, token, account)
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

// registrationGas is a generous bound on the gas of registering one agent: approve, register
// with its metadata, set the agent wallet (about 400,000 together on our contracts).
const registrationGas = 600_000

// fundsLogEvery is how often a node waiting for funds says so.
const fundsLogEvery = 30 * time.Second

// waitFunds holds the start until the node account has the stake tokens the agents still to
// register need, and ETH for their gas, logging what is missing and how to fund it; nothing
// is sent (no approve) before then. It returns early only when ctx ends.
func (n *Node) waitFunds(ctx context.Context, stake *big.Int, agents int) error {
	var lastLog time.Time
	for {
		short, err := n.fundsShort(ctx, stake, agents)
		if err != nil || short == "" {
			return err
		}
		if time.Since(lastLog) >= fundsLogEvery {
			lastLog = time.Now()
			n.log.Warn("waiting for funds: " + short)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for funds on %s: %w", n.nodeKey.Address().Hex(), ctx.Err())
		case <-time.After(time.Second):
		}
	}
}

// fundsShort says what the node account lacks to register agents with stake in total, or ""
// when it has enough.
func (n *Node) fundsShort(ctx context.Context, stake *big.Int, agents int) (string, error) {
	account := n.nodeKey.Address()
	eth, err := n.rpc.BalanceAt(ctx, account, nil)
	if err != nil {
		return "", fmt.Errorf("read balance of %s: %w", account.Hex(), err)
	}
	ast, err := n.reg.StakeBalance(ctx, account)
	if err != nil {
		return "", err
	}
	gas, err := n.gasCost(ctx, registrationGas*uint64(agents))
	if err != nil {
		return "", err
	}
	if ast.Cmp(stake) >= 0 && eth.Cmp(gas) >= 0 {
		return "", nil
	}
	return fmt.Sprintf("the node account %s holds %s and %s; registering needs %s and about %s for gas. "+
		"Send ETH and %s stake tokens to it (on a dev chain: agentsite dev fund %s --eth 1 --stake %q)",
		account.Hex(), units.FormatETH(eth), units.FormatStake(ast), units.FormatStake(stake), units.FormatETH(gas),
		units.SymbolStake, account.Hex(), units.FormatStake(stake)), nil
}

// gasCost prices gas at the fee cap the node's sender uses (twice the base fee plus the tip).
func (n *Node) gasCost(ctx context.Context, gas uint64) (*big.Int, error) {
	head, err := n.rpc.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	tip, err := n.rpc.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("suggest tip: %w", err)
	}
	price := new(big.Int).Set(tip)
	if head.BaseFee != nil {
		price.Add(price, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	}
	return price.Mul(price, new(big.Int).SetUint64(gas)), nil
}
