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

// step deploys one contract, or (with bin empty) calls one already deployed.
type step struct {
	// name is the contract's key in Deployment.Contracts (for a call: the contract called).
	name string
	// bin is the creation bytecode, hex, from the contract's bindings MetaData.
	bin string
	// args returns the ABI-encoded constructor arguments (nil for none), or the calldata of a
	// call, from the parameters and the addresses deployed by earlier steps.
	args func(p Params, deployed map[string]common.Address) ([]byte, error)
	// what names a call step in logs and errors.
	what string
}

// steps is the deployment, in order. The registry and the reputation registry are deployed
// first and told the escrow's address once it exists (setEscrow is one-shot, deployer only).
// The stake token is a faucet token for dev chains unless Params.StakeToken names one.
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
				return bindings.NewAgentRegistry().PackConstructor(stakeToken(p, d), p.MinStake, p.UnbondingPeriod), nil
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
				return bindings.NewReputationRegistry().PackConstructor(d[NameAgentRegistry], tokens, weights), nil
			}},
		step{name: NameBountyEscrow, bin: bindings.BountyEscrowMetaData.Bin,
			args: func(p Params, d map[string]common.Address) ([]byte, error) {
				return bindings.NewBountyEscrow().PackConstructor(d[NameAgentRegistry], d[NameReputationRegistry], p.Treasury,
					p.FeeBps, p.MaxDuration, p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout, p.DefaultDisputeAgentBps), nil
			}},
		step{name: NameAgentRegistry, what: "setEscrow",
			args: func(_ Params, d map[string]common.Address) ([]byte, error) {
				return bindings.NewAgentRegistry().TryPackSetEscrow(d[NameBountyEscrow])
			}},
		step{name: NameReputationRegistry, what: "setEscrow",
			args: func(_ Params, d map[string]common.Address) ([]byte, error) {
				return bindings.NewReputationRegistry().TryPackSetEscrow(d[NameBountyEscrow])
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
