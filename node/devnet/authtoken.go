package devnet

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
)

// usdPerNode is each devnet account's balance of the dev EIP-3009 token (AuthToken, 6
// decimals): 1,000 "USDC", enough for thousands of x402 `exact` payments.
var usdPerNode = big.NewInt(1_000_000_000)

// MintAuthToken mints amount of the deployment's AuthToken (the dev chains' EIP-3009 token
// x402's exact scheme pays with) to `to`; a deployment without one is left alone.
func MintAuthToken(ctx context.Context, faucet *chain.Sender, dep *deploy.Deployment, to common.Address, amount *big.Int) error {
	token, ok := dep.Contracts[deploy.NameAuthToken]
	if !ok || amount.Sign() == 0 {
		return nil
	}
	if _, err := faucet.Send(ctx, chain.Tx{To: &token, Data: bindings.NewAuthToken().PackMint(to, amount)}); err != nil {
		return fmt.Errorf("devnet: mint %s AuthToken to %s: %w", amount, to.Hex(), err)
	}
	return nil
}
