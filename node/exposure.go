package node

import (
	"context"
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
)

// ExposureView is what claiming a bounty puts at stake, as bounty.show answers it: amounts in
// base units of the stake token named by StakeToken and Symbol.
type ExposureView struct {
	escrow.Exposure
	StakeToken common.Address `json:"stakeToken"`
	Symbol     string         `json:"symbol"`
	// ArbiterAccepted: the bounty has no arbiter, or this node accepts its arbiter (in the
	// node's arbiters or in a hosted agent's market policy).
	ArbiterAccepted bool `json:"arbiterAccepted"`
}

// exposure reads bounty b's exposure from the escrow.
func (n *Node) exposure(ctx context.Context, b escrow.Bounty) (*ExposureView, error) {
	e, err := n.esc.Exposure(ctx, b)
	if err != nil {
		return nil, err
	}
	token, sym, err := n.stakeToken(ctx)
	if err != nil {
		return nil, err
	}
	return &ExposureView{Exposure: e, StakeToken: token, Symbol: sym, ArbiterAccepted: n.acceptsArbiter(b.Arbiter)}, nil
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
