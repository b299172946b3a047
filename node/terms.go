package node

import (
	"context"
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
)

// The market terms this node holds to: which arbiters it names on the bounties it posts and
// accepts on the bounties it claims, and what claiming a bounty puts at stake (bounty.show).

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
// in the node's configured arbiters and must not be one of the node's own keys (the requester
// judging its own cause; the escrow refuses the requester itself too).
func (n *Node) checkArbiter(a common.Address) error {
	if slices.Contains(n.ownAccounts(), a) {
		return fmt.Errorf("arbiter %s is one of this node's own keys: a requester cannot rule on its own bounty", a.Hex())
	}
	accepted, _ := parseAccounts(n.cfg.Arbiters) // checked by Config.Validate
	if !slices.Contains(accepted, a) {
		return fmt.Errorf("arbiter %s is not one this node accepts (add it to \"arbiters\" in %s; accepted: %v)",
			a.Hex(), ConfigFile(n.cfg.DataDir), n.cfg.Arbiters)
	}
	return nil
}

// ownAccounts are the node's account and its hosted agents' keys.
func (n *Node) ownAccounts() []common.Address {
	out := []common.Address{n.nodeKey.Address()}
	for _, k := range n.agentKeys {
		out = append(out, k.Address())
	}
	return out
}

// exposure reads bounty b's exposure from the escrow.
func (n *Node) exposure(ctx context.Context, b escrow.Bounty) (*apitypes.ExposureView, error) {
	e, err := n.esc.Exposure(ctx, b)
	if err != nil {
		return nil, err
	}
	token, sym, err := n.stakeToken(ctx)
	if err != nil {
		return nil, err
	}
	return &apitypes.ExposureView{Exposure: e, StakeToken: token, Symbol: sym, ArbiterAccepted: n.acceptsArbiter(b.Arbiter)}, nil
}

// stakeToken is the registry's stake token and its symbol.
func (n *Node) stakeToken(ctx context.Context) (common.Address, string, error) {
	token, err := n.esc.StakeToken(ctx)
	if err != nil {
		return token, "", err
	}
	st := bindings.NewStakeToken()
	sym, err := chain.Read(ctx, n.sender.Backend(), nil, token, st.PackSymbol(), st.UnpackSymbol)
	if err != nil {
		return token, "", fmt.Errorf("node: stake token symbol: %w", err)
	}
	return token, sym, nil
}

// acceptsArbiter reports whether a is no arbiter, or one this node names or one of its
// agents' policies accepts.
func (n *Node) acceptsArbiter(a common.Address) bool {
	if a == (common.Address{}) {
		return true
	}
	if own, _ := parseAccounts(n.cfg.Arbiters); slices.Contains(own, a) {
		return true
	}
	for _, p := range n.cfg.Market {
		if list, _ := parseAccounts(p.Arbiters); slices.Contains(list, a) {
			return true
		}
	}
	return false
}
