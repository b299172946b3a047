package node

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/agentsite/agentsite/node/units"
)

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
