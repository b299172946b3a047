package deploy

import (
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
	// name is the contract's key in Deployment.Contracts.
	name string
	// bin is the creation bytecode, hex, from the contract's bindings MetaData.
	bin string
	// args returns the ABI-encoded constructor arguments (nil for none) from the parameters
	// and the addresses deployed by earlier steps.
	args func(p Params, deployed map[string]common.Address) ([]byte, error)
}

// steps is the deployment, in order. To add a contract once its bindings exist, append a step,
// e.g. for a constructor taking the stake token and a minimum stake:
//
//	{name: NameAgentRegistry, bin: bindings.AgentRegistryMetaData.Bin,
//	 args: func(p Params, d map[string]common.Address) ([]byte, error) {
//	     return bindings.NewAgentRegistry().TryPackConstructor(d[NameStakeToken], p.MinStake, ...)
//	 }},
//
// and add its parameters to Params (with defaults in DefaultParams and checks in Validate).
func steps() []step {
	return []step{
		{name: NameDIDRegistry, bin: bindings.DIDRegistryMetaData.Bin, args: noArgs},
	}
}

func noArgs(Params, map[string]common.Address) ([]byte, error) { return nil, nil }
