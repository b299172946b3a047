// Package funds is the node's money on chain: what its accounts hold (Read, wallet.show), what
// registering agents still needs (Short, Wait), gas priced at the fee cap the node's sender
// pays (GasCost), and an agent's earnings swept to an address of the operator's (Sweep,
// wallet.withdraw).
package funds

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

// Chain is the chain's RPC as the funds read it; *ethclient.Client.
type Chain interface {
	BalanceAt(ctx context.Context, account common.Address, block *big.Int) (*big.Int, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
}

// Read reads the balances of the node's account (ETH and stake tokens) and of its agents'
// addresses (their earnings), by name; configured is the stake the config gives its agents.
func Read(ctx context.Context, rpc *ethclient.Client, dep *deploy.Deployment, account common.Address,
	agents map[string]common.Address, configured *big.Int) (apitypes.Wallet, error) {
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
	if configured != nil && configured.Sign() > 0 {
		w.StakeConfigured = units.FormatStake(configured)
	}
	return w, nil
}

// stakeBalance is account's balance of the registry's stake token.
func stakeBalance(ctx context.Context, rpc *ethclient.Client, dep *deploy.Deployment, account common.Address) (*big.Int, error) {
	token, err := RegistryStakeToken(ctx, rpc, dep)
	if err != nil {
		return nil, err
	}
	return chain.TokenBalance(ctx, rpc, token, account)
}

// RegistryStakeToken reads the registry's stake token.
func RegistryStakeToken(ctx context.Context, rpc chain.Caller, dep *deploy.Deployment) (common.Address, error) {
	reg := bindings.NewAgentRegistry()
	token, err := chain.Read(ctx, rpc, deploy.RevertDecoder(), dep.Contracts[deploy.NameAgentRegistry], reg.PackStakeToken(), reg.UnpackStakeToken)
	if err != nil {
		return common.Address{}, fmt.Errorf("node: read stake token: %w", err)
	}
	return token, nil
}

// RegistrationGas is a generous bound on the gas of registering one agent: approve, register
// with its metadata, set the agent wallet (about 400,000 together on our contracts).
const RegistrationGas = 600_000

// Short says what account lacks to register agents with stake in total (its stake-token
// balance read by stakeOf), or "" when it has enough.
func Short(ctx context.Context, c Chain, stakeOf func(context.Context, common.Address) (*big.Int, error), account common.Address,
	stake *big.Int, agents int) (string, error) {
	eth, err := c.BalanceAt(ctx, account, nil)
	if err != nil {
		return "", fmt.Errorf("read balance of %s: %w", account.Hex(), err)
	}
	ast, err := stakeOf(ctx, account)
	if err != nil {
		return "", err
	}
	gas, err := GasCost(ctx, c, RegistrationGas*uint64(agents))
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

// logEvery is how often Wait says what is missing.
const logEvery = 30 * time.Second

// Wait returns once short (Short for the agents still to register) says nothing is missing,
// logging what is and how to fund it; it returns early only when ctx ends.
func Wait(ctx context.Context, account common.Address, short func(context.Context) (string, error), log *slog.Logger) error {
	var lastLog time.Time
	for {
		s, err := short(ctx)
		if err != nil || s == "" {
			return err
		}
		if time.Since(lastLog) >= logEvery {
			lastLog = time.Now()
			log.Warn("waiting for funds: " + s)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for funds on %s: %w", account.Hex(), ctx.Err())
		case <-time.After(time.Second):
		}
	}
}

// GasCost prices gas at the fee cap the node's sender uses (twice the base fee plus the tip).
func GasCost(ctx context.Context, c Chain, gas uint64) (*big.Int, error) {
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	tip, err := c.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("suggest tip: %w", err)
	}
	price := new(big.Int).Set(tip)
	if head.BaseFee != nil {
		price.Add(price, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	}
	return price.Mul(price, new(big.Int).SetUint64(gas)), nil
}
