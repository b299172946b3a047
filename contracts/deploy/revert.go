package deploy

import (
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
)

var (
	decoderOnce sync.Once
	decoder     *chain.RevertDecoder
)

// RevertDecoder knows the custom errors of every AgentSite contract (and OpenZeppelin's, which
// they inherit), so a revert reads "EscrowStakeTooLow(agentId=3, stake=…, required=…)".
func RevertDecoder() *chain.RevertDecoder {
	decoderOnce.Do(func() {
		var abis []*abi.ABI
		for _, md := range []*bind.MetaData{&bindings.DIDRegistryMetaData, &bindings.StakeTokenMetaData,
			&bindings.AgentRegistryMetaData, &bindings.ReputationRegistryMetaData, &bindings.BountyEscrowMetaData,
			&bindings.PaymentChannelsMetaData, &bindings.AuthTokenMetaData, &bindings.ERC8004IdentityRegistryMetaData, &bindings.ERC8004ReputationRegistryMetaData} {
			if a, err := md.ParseABI(); err == nil {
				abis = append(abis, a)
			}
		}
		decoder = chain.NewRevertDecoder(abis...)
	})
	return decoder
}
