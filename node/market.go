package node

import (
	"context"
	"errors"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/marketnet"
)

// indexLookup reads bounties for the announcement validator from the chain index.
func (n *Node) indexLookup(id uint64) (marketnet.BountyInfo, bool, error) {
	b, err := n.index.Bounty(id)
	if errors.Is(err, chainindex.ErrNotFound) {
		return marketnet.BountyInfo{}, false, nil
	}
	if err != nil {
		return marketnet.BountyInfo{}, false, err
	}
	return marketnet.BountyInfo{Requester: b.Requester, Status: b.Status, Deadline: b.Deadline}, true, nil
}

// indexOwner reads an agent's owner for the claim intent validator from the chain index.
func (n *Node) indexOwner(id uint64) (common.Address, bool, error) {
	a, err := n.index.Agent(id)
	if errors.Is(err, chainindex.ErrNotFound) {
		return common.Address{}, false, nil
	}
	if err != nil {
		return common.Address{}, false, err
	}
	return a.Owner, true, nil
}

// offerBounty is the offer queue's call into the market.
func (n *Node) offerBounty(ctx context.Context, id uint64, peer string) error {
	m := n.market.Load()
	if m == nil || len(n.cfg.Market) == 0 {
		return escrow.ErrNotForUs
	}
	return m.Offer(ctx, id, peer)
}

// offerPosted queues a bounty the chain index saw posted, with the peer of an announcement
// its requester signed, if one came first.
func (n *Node) offerPosted(id uint64) {
	if len(n.cfg.Market) == 0 {
		return
	}
	b, err := n.index.Bounty(id)
	if err != nil {
		n.log.Warn("posted bounty not readable from the index", "bounty", id, "err", err)
		return
	}
	if b.Status != escrow.StatusOpen {
		return
	}
	n.offers.Add(marketnet.Offer{ID: id, Peer: n.ann.Hint(id, b.Requester), Deadline: b.Deadline})
}
