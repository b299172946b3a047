package chat

import (
	"context"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// StakedMembers tells a node's chat members from strangers: its own keys (Local: the node key
// and its hosted agents') and the owners and wallets of registered agents with at least the
// minimum stake (Staked: the chain index's view, read as is, without asking the chain: a
// stranger's message must not cost an RPC call, and an agent registered a moment ago is a
// member once the index polls). Strangers may still post, under the stricter quotas; a failed
// lookup is an error (the message is ignored rather than decided).
type StakedMembers struct {
	Local  map[common.Address]bool
	Staked func(common.Address) (bool, error)
}

var _ MembershipOracle = StakedMembers{}

// IsMember implements MembershipOracle.
func (m StakedMembers) IsMember(_ context.Context, _ string, sender identity.DID) (bool, error) {
	if m.Local[sender.Address] {
		return true, nil
	}
	return m.Staked(sender.Address)
}
