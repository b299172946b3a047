package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/api"
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

// bidValidity is how long after a call's window this node's bids stay valid: the requester
// hires within it, or the worker refuses the hire.
const bidValidity = 5 * time.Minute

// BidRequest asks for bids on a task, then hires the best bid (see HireByBids).
type BidRequest struct {
	escrow.PostRequest
	// Window is how long bids are taken; ClaimWait how long a hired agent has to claim before
	// the hire is cancelled and the next bid hired.
	Window, ClaimWait time.Duration
}

// HireByBids publishes a call for bids (r.Reward is the most it pays), takes bids for
// r.Window, ranks them by the node's bid weights (price, reputation and free stake from the
// chain index, promised time) and hires the best as a direct hire at its price, falling back to
// the next bid when one is not claimed within r.ClaimWait. It returns the bounty and the bid.
func (n *Node) HireByBids(ctx context.Context, r BidRequest) (uint64, escrow.Bid, error) {
	m := n.market.Load()
	if m == nil || n.bids == nil {
		return 0, escrow.Bid{}, errors.New("node: the market is not running")
	}
	if r.Reward == nil || r.Window <= 0 || r.ClaimWait <= 0 {
		return 0, escrow.Bid{}, fmt.Errorf("%w: a call for bids needs a maximum reward, a window and a claim wait", escrow.ErrBadParams)
	}
	w := escrow.DefaultBidWeights()
	if n.cfg.BidWeights != nil {
		w = *n.cfg.BidWeights
	}
	now := time.Now()
	call := escrow.CallForBids{ChainID: n.dep.ChainID, Escrow: n.esc.Address(), Skill: r.Skill, InputHash: crypto.Keccak256Hash(r.Input),
		Description: r.Description, MaxReward: r.Reward, Token: r.Token, BidsUntil: uint64(now.Add(r.Window).UnixMilli()),
		Deadline: r.Deadline.Unix(), Peer: n.host.ID().String()}
	if err := call.Sign(n.nodeKey, now); err != nil {
		return 0, escrow.Bid{}, err
	}
	if err := n.bids.Call(ctx, call); err != nil {
		return 0, escrow.Bid{}, err
	}
	bids, err := n.bids.Collect(ctx, call.ID())
	if err != nil {
		return 0, escrow.Bid{}, err
	}
	bs := make([]escrow.Bidder, 0, len(bids))
	for _, b := range bids {
		bd := escrow.Bidder{Bid: b, Reputation: n.index.ReputationOf(b.AgentID), Stake: new(big.Int)}
		if a, err := n.index.Agent(b.AgentID); err == nil {
			bd.Stake = new(big.Int).Sub(a.Stake, a.Reserved)
		}
		bs = append(bs, bd)
	}
	n.log.Info("bids in", "call", call.ID().Hex(), "bids", len(bs))
	return m.Hire(ctx, call, r.PostRequest, escrow.RankBids(bs, w), r.ClaimWait)
}

// BountyHireParams are bounty.hire's parameters: a bounty.post whose reward is the most the
// requester pays, with the bid window and the time a hired agent has to claim.
type BountyHireParams struct {
	BountyPostParams
	BidWindow string `json:"bidWindow,omitempty"` // default 2s
	ClaimWait string `json:"claimWait,omitempty"` // default 30s
}

// bountyHire asks for bids and hires the best one (HireByBids).
func (n *Node) bountyHire(ctx context.Context, raw json.RawMessage) (any, error) {
	var p BountyHireParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	req, err := n.postRequest(ctx, p.BountyPostParams)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	if req.Assignee != 0 {
		return nil, api.InvalidParams(errors.New("a hire by bids chooses its agent: no assignee"))
	}
	window, err := parseDuration(p.BidWindow, 2*time.Second)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("bid window: %w", err))
	}
	wait, err := parseDuration(p.ClaimWait, 30*time.Second)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("claim wait: %w", err))
	}
	id, bid, err := n.HireByBids(ctx, BidRequest{PostRequest: req, Window: window, ClaimWait: wait})
	if err != nil {
		return nil, err
	}
	return map[string]any{"bountyId": id, "agentId": bid.AgentID, "price": bid.Price, "promisedSecs": bid.PromisedSecs}, nil
}
