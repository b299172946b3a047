package node

import (
	"context"
	"errors"
	"time"

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

// heardBounty is told of a bounty a claim intent named (marketnet.IntentDeps.Heard) or an
// announcement named before the index knew it (marketnet.Announcements.OnUnknown). One the
// chain index does not know yet asks the index to poll now (kick, coalesced): the bounty is
// then offered as when the index finds it by itself (offerPosted), with the peer of its
// announcement. An intent or announcement naming a bounty that does not exist costs one poll.
func (n *Node) heardBounty(id uint64, kick chan<- struct{}) {
	if len(n.cfg.Market) == 0 {
		return
	}
	if _, err := n.index.Bounty(id); errors.Is(err, chainindex.ErrNotFound) {
		select {
		case kick <- struct{}{}:
		default: // a poll is already due
		}
	}
}

// syncOnKick polls the chain index whenever heardBounty asks, until ctx ends.
func (n *Node) syncOnKick(ctx context.Context, kick <-chan struct{}) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-kick:
			if _, err := n.index.Sync(ctx); err != nil && ctx.Err() == nil {
				n.log.Debug("index poll asked for by an announcement or a claim intent failed", "err", err)
			}
		}
	}
}

// bidValidity is how long after a call's window this node's bids stay valid: the requester
// hires within it, or the worker refuses the hire.
const bidValidity = 5 * time.Minute
