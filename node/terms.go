package node

import (
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// The market terms this node holds to: which arbiters it names on the bounties it posts and
// accepts on the bounties it claims.

// parseAccounts reads a list of accounts given as addresses or did:ethr DIDs.
func parseAccounts(list []string) ([]common.Address, error) {
	out := make([]common.Address, 0, len(list))
	for _, s := range list {
		a, err := parseAccount(s)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// parseAccount reads one address or did:ethr DID.
func parseAccount(s string) (common.Address, error) {
	if common.IsHexAddress(s) {
		a := common.HexToAddress(s)
		if a == (common.Address{}) {
			return a, fmt.Errorf("%q is the zero address", s)
		}
		return a, nil
	}
	d, err := identity.ParseDID(s)
	if err != nil {
		return common.Address{}, fmt.Errorf("%q is neither an address nor a did:ethr DID", s)
	}
	return d.Address, nil
}

// checkArbiter says whether this node may name a as the arbiter of a bounty it posts: a must be
// in the configured arbiters and must not be one of the node's own keys (the requester judging
// its own cause; the escrow refuses the requester itself too).
func (c Config) checkArbiter(a common.Address, own []common.Address) error {
	if slices.Contains(own, a) {
		return fmt.Errorf("arbiter %s is one of this node's own keys: a requester cannot rule on its own bounty", a.Hex())
	}
	accepted, _ := parseAccounts(c.Arbiters) // checked by Config.Validate
	if !slices.Contains(accepted, a) {
		return fmt.Errorf("arbiter %s is not one this node accepts (add it to \"arbiters\" in %s; accepted: %v)",
			a.Hex(), ConfigFile(c.DataDir), c.Arbiters)
	}
	return nil
}

// acceptsArbiter reports whether a is no arbiter, or one this node names or one of its
// agents' policies accepts.
func (c Config) acceptsArbiter(a common.Address) bool {
	if a == (common.Address{}) {
		return true
	}
	if own, _ := parseAccounts(c.Arbiters); slices.Contains(own, a) {
		return true
	}
	for _, p := range c.Market {
		if list, _ := parseAccounts(p.Arbiters); slices.Contains(list, a) {
			return true
		}
	}
	return false
}
