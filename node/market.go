package node

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
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

// HireByBids publishes a call for bids (r.Reward is the most it pays), takes bids for
// r.Window, ranks them by the node's bid weights (price, reputation and free stake from the
// chain index, promised time) and hires the best as a direct hire at its price, or at the
// terms negotiated by r.Negotiate, falling back to the next bid when there is no agreement or
// the agent does not claim within r.ClaimWait, then to an open bounty when r.Open
// (escrow.Market.HireBids).
func (n *Node) HireByBids(ctx context.Context, r apitypes.BidRequest) (escrow.Hired, error) {
	call, err := n.callForBids(ctx, r)
	if err != nil {
		return escrow.Hired{}, err
	}
	bids, err := n.bids.Collect(ctx, call.ID())
	if err != nil {
		return escrow.Hired{}, err
	}
	return n.market.Load().HireBids(ctx, call, r.PostRequest, n.rankBids(bids),
		escrow.HireOptions{ClaimWait: r.ClaimWait, Negotiate: r.Negotiate, Send: n.sendTerms, Open: r.Open})
}

// sendTerms carries the requester's negotiation message over a bid to the node it came from.
func (n *Node) sendTerms(ctx context.Context, bid escrow.Bid, raw []byte) ([]byte, error) {
	p, ok := n.bids.BidPeer(bid.CallID, bid.AgentID)
	if !ok {
		return nil, fmt.Errorf("%w: agent %d did not bid on call %s", escrow.ErrBadParams, bid.AgentID, bid.CallID.Hex())
	}
	return n.bids.Counter(ctx, p, raw)
}

// callForBids checks r, signs its call and publishes it.
func (n *Node) callForBids(ctx context.Context, r apitypes.BidRequest) (escrow.CallForBids, error) {
	if n.market.Load() == nil || n.bids == nil {
		return escrow.CallForBids{}, errors.New("node: the market is not running")
	}
	if r.Reward == nil || r.Window <= 0 || r.ClaimWait <= 0 {
		return escrow.CallForBids{}, fmt.Errorf("%w: a call for bids needs a maximum reward, a window and a claim wait", escrow.ErrBadParams)
	}
	if r.Negotiate != nil {
		if err := r.Negotiate.Validate(); err != nil {
			return escrow.CallForBids{}, err
		}
	}
	now := time.Now()
	call := escrow.CallForBids{ChainID: n.dep.ChainID, Escrow: n.esc.Address(), Skill: r.Skill, InputHash: crypto.Keccak256Hash(r.Input),
		Description: r.Description, MaxReward: r.Reward, Token: r.Token, BidsUntil: uint64(now.Add(r.Window).UnixMilli()),
		Deadline: r.Deadline.Unix(), Peer: n.host.ID().String()}
	if err := call.Sign(n.nodeKey, now); err != nil {
		return call, err
	}
	return call, n.bids.Call(ctx, call)
}

// rankBids orders bids by the node's weights, with reputation and free stake from the index.
func (n *Node) rankBids(bids []escrow.Bid) []escrow.Bidder {
	w := escrow.DefaultBidWeights()
	if n.cfg.BidWeights != nil {
		w = *n.cfg.BidWeights
	}
	bs := make([]escrow.Bidder, 0, len(bids))
	for _, b := range bids {
		bd := escrow.Bidder{Bid: b, Reputation: n.index.ReputationOf(b.AgentID), Stake: new(big.Int)}
		if a, err := n.index.Agent(b.AgentID); err == nil {
			bd.Stake = new(big.Int).Sub(a.Stake, a.Reserved)
		}
		bs = append(bs, bd)
	}
	return escrow.RankBids(bs, w)
}

// CallForBids opens a call a person chooses from: it returns at once; the bids are collected
// and ranked when the window ends (CallBids).
func (n *Node) CallForBids(ctx context.Context, r apitypes.BidRequest) (escrow.CallForBids, error) {
	call, err := n.callForBids(ctx, r)
	if err != nil {
		return call, err
	}
	c := n.calls.Add(call, r.PostRequest, r.ClaimWait)
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		bids, err := n.bids.Collect(n.callsCtx, call.ID())
		c.Finish(n.rankBids(bids), err)
	}()
	return call, nil
}

// CallBids waits for the end of call id's window and returns its bids, best first by the
// node's weights.
func (n *Node) CallBids(ctx context.Context, id common.Hash) ([]escrow.Bidder, error) {
	return n.calls.Bids(ctx, id)
}

// Choose hires agentID's bid on call id (a person's choice), on the terms negotiated with it
// (Negotiate) if any, then the others by rank at their price if it does not claim in time.
func (n *Node) Choose(ctx context.Context, id common.Hash, agentID uint64) (escrow.Hired, error) {
	c, ranked, i, err := n.calls.Bid(ctx, id, agentID)
	if err != nil {
		return escrow.Hired{}, err
	}
	order := append([]escrow.Bidder{ranked[i]}, slices.Delete(slices.Clone(ranked), i, i+1)...)
	if t, ok := n.calls.Agreement(id, agentID); ok {
		order[0].Agreed = &t
	}
	return n.market.Load().HireBids(ctx, c.Call, c.Post, order, escrow.HireOptions{ClaimWait: c.ClaimWait})
}

// Negotiate counters agentID's bid on the call id this node opened for a person (bounty.call),
// once its window is over: price, deadline and review window are the requester's terms. The
// worker accepts, declines, or counters back at its least reward, which this node accepts when
// it is within the call's maximum (else declines). It returns the agreed terms, which
// bounty.choose then hires on, and whether there was an agreement.
func (n *Node) Negotiate(ctx context.Context, id common.Hash, agentID uint64, price *escrow.BigString, deadline time.Time,
	review time.Duration) (escrow.Terms, bool, error) {
	c, ranked, i, err := n.calls.Bid(ctx, id, agentID)
	if err != nil {
		return escrow.Terms{}, false, err
	}
	most := c.Call.MaxReward.Int()
	agreed, ok, err := n.market.Load().Negotiate(ctx, ranked[i].Bid, price, deadline, review,
		func(t escrow.Terms) bool { return t.Price.Int().Cmp(most) <= 0 }, n.sendTerms)
	if ok {
		n.calls.Agree(id, agreed)
	}
	return agreed, ok, err
}
