package deploy

import (
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// NameAuthToken is the AuthToken key of Deployment.Contracts: the faucet EIP-3009 token that
// x402's `exact` scheme pays with on development chains.
const NameAuthToken = "AuthToken"

// AuthToken's constructor arguments: USDC's EIP-712 domain (name "USD Coin", version "2"), so
// a client signs for the dev token exactly as for USDC. x402 clients read name and version from
// the offer's `extra`; escrow/x402 reads them from the token.
const (
	AuthTokenName    = "USD Coin"
	AuthTokenSymbol  = "USDC"
	AuthTokenVersion = "2"
)

// authTokenSteps deploys AuthToken on DevChainIDs only (anyone can mint it: it backs nothing
// elsewhere). It comes last, so the other contracts keep their addresses.
func authTokenSteps(chainID uint64) []step {
	if !slices.Contains(DevChainIDs, chainID) {
		return nil
	}
	return []step{{name: NameAuthToken, bin: bindings.AuthTokenMetaData.Bin,
		args: func(Params, map[string]common.Address) ([]byte, error) {
			return bindings.NewAuthToken().PackConstructor(AuthTokenName, AuthTokenSymbol, AuthTokenVersion), nil
		}}}
}
