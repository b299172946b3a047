package deploy

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// Contract names: the keys of Deployment.Contracts, equal to the Solidity contract names.
const (
	NameDIDRegistry        = "DIDRegistry"
	NameStakeToken         = "StakeToken"
	NameAgentRegistry      = "AgentRegistry"
	NameReputationRegistry = "ReputationRegistry"
	NameBountyEscrow       = "BountyEscrow"
)

// step deploys one contract.
type step struct {
	// name is the contract's key in Deployment.Contracts (for a call: the contract called).
	name string
	// bin is the creation bytecode, hex, from the contract's bindings MetaData.
	bin string
	// args returns the ABI-encoded constructor arguments (nil for none) from the parameters,
	// the addresses deployed by earlier steps and the escrow's predicted one (keyEscrowAt).
	args func(p Params, deployed map[string]common.Address) ([]byte, error)
}

// keyEscrowAt is the key, in the address map the steps read, of the escrow's predicted address:
// the registries name the escrow in their constructors, before it exists (Deploy predicts its
// CREATE address from the sender's nonce; the escrow's constructor reverts unless both name it).
const keyEscrowAt = "predicted BountyEscrow"

// steps is the deployment, in order: the registries, then the escrow they name, wired by
// construction. The stake token is a faucet token for dev chains unless Params.StakeToken
// names one.
func steps(p Params) []step {
	s := []step{{name: NameDIDRegistry, bin: bindings.DIDRegistryMetaData.Bin, args: noArgs}}
	if p.StakeToken == (common.Address{}) {
		s = append(s, step{name: NameStakeToken, bin: bindings.StakeTokenMetaData.Bin,
			args: func(Params, map[string]common.Address) ([]byte, error) {
				return bindings.NewStakeToken().PackConstructor("AgentSite Stake", "AST"), nil
			}})
	}
	return append(s,
		step{name: NameAgentRegistry, bin: bindings.AgentRegistryMetaData.Bin,
			args: func(p Params, d map[string]common.Address) ([]byte, error) {
				return bindings.NewAgentRegistry().PackConstructor(stakeToken(p, d), p.MinStake, p.UnbondingPeriod, d[keyEscrowAt]), nil
			}},
		step{name: NameReputationRegistry, bin: bindings.ReputationRegistryMetaData.Bin,
			args: func(p Params, d map[string]common.Address) ([]byte, error) {
				tokens, weights := []common.Address{}, []*big.Int{}
				st := stakeToken(p, d)
				for t, w := range p.ReputationWeights {
					if t != st || p.StakeTokenWeight == nil || p.StakeTokenWeight.Sign() == 0 {
						tokens, weights = append(tokens, t), append(weights, w)
					}
				}
				if p.StakeTokenWeight != nil && p.StakeTokenWeight.Sign() > 0 {
					tokens, weights = append(tokens, st), append(weights, p.StakeTokenWeight)
				}
				return bindings.NewReputationRegistry().PackConstructor(d[NameAgentRegistry], d[keyEscrowAt], tokens, weights), nil
			}},
		step{name: NameBountyEscrow, bin: bindings.BountyEscrowMetaData.Bin,
			args: func(p Params, d map[string]common.Address) ([]byte, error) {
				return bindings.NewBountyEscrow().PackConstructor(d[NameAgentRegistry], d[NameReputationRegistry], p.Treasury,
					p.FeeBps, p.MaxDuration, p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout), nil
			}},
	)
}

func stakeToken(p Params, d map[string]common.Address) common.Address {
	if p.StakeToken != (common.Address{}) {
		return p.StakeToken
	}
	return d[NameStakeToken]
}

func noArgs(Params, map[string]common.Address) ([]byte, error) { return nil, nil }
