// Package hiring is the requester's side of calls for bids: it signs and publishes a call,
// collects the bids over the bid protocol, ranks them by the node's weights (price, and
// reputation and free stake from the chain index, promised time), and hires the best at once
// (HireByBids) or keeps the call for a person, who reads the ranked bids, negotiates one and
// chooses (CallForBids, CallBids, Negotiate, Choose).
package hiring

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/chainindex"
)

// Request is a call for bids as bounty.hire and bounty.call ask for it, checked and converted
// (node/methods): the task, then how its bids are taken and hired.
type Request struct {
	escrow.PostRequest
	// Window is how long bids are taken; ClaimWait how long a hired agent has to claim before
	// the hire is cancelled and the next bid hired.
	Window, ClaimWait time.Duration
	// Negotiate, when set, negotiates the bids by this policy before hiring them.
	Negotiate *escrow.NegotiationPolicy
	// Open posts an open bounty at the maximum reward when no bid was honoured.
	Open bool
}

// Bids publishes calls and carries bids and counters; *marketnet.Bids.
type Bids interface {
	Call(ctx context.Context, call escrow.CallForBids) error
	Collect(ctx context.Context, id common.Hash) ([]escrow.Bid, error)
	BidPeer(id common.Hash, agentID uint64) (peer.ID, bool)
	Counter(ctx context.Context, p peer.ID, raw []byte) ([]byte, error)
}

// Ledger is what ranking reads of the chain; *chainindex.Index.
type Ledger interface {
	ReputationOf(agentID uint64) uint8
	Agent(id uint64) (chainindex.Agent, error)
}

// Config names the calls: the chain, the escrow, the node's peer (where bids go) and the
// weights bids are ranked by.
type Config struct {
	ChainID uint64
	Escrow  common.Address
	Peer    string
	Weights escrow.BidWeights
}

// Deps are the parts a Hirer works with. Market is read at each call (the node builds the
// market once its agents are registered); Run is the context and WaitGroup the collections of
// calls a person chooses from live in.
type Deps struct {
	Key    *identity.Key
	Bids   Bids
	Ledger Ledger
	Market func() *escrow.Market
	Run    context.Context
	Wait   *sync.WaitGroup
	// Now is the clock; nil is time.Now.
	Now func() time.Time
}

// Hirer hires agents by their bids for the node's account.
type Hirer struct {
	cfg   Config
	d     Deps
	calls escrow.CallBook // calls for bids a person chooses from
}

// ErrNoMarket: a call for bids before the node built its market.
var ErrNoMarket = errors.New("node: the market is not running")

// New makes a Hirer.
func New(cfg Config, d Deps) *Hirer {
	if d.Now == nil {
		d.Now = time.Now
	}
	return &Hirer{cfg: cfg, d: d}
}

// HireByBids publishes a call for bids (r.Reward is the most it pays), takes bids for
// r.Window, ranks them and hires the best as a direct hire at its price, or at the terms
// negotiated by r.Negotiate, falling back to the next bid when there is no agreement or the
// agent does not claim within r.ClaimWait, then to an open bounty when r.Open
// (escrow.Market.HireBids).
func (h *Hirer) HireByBids(ctx context.Context, r Request) (escrow.Hired, error) {
	call, err := h.callForBids(ctx, r)
	if err != nil {
		return escrow.Hired{}, err
	}
	bids, err := h.d.Bids.Collect(ctx, call.ID())
	if err != nil {
		return escrow.Hired{}, err
	}
	return h.d.Market().HireBids(ctx, call, r.PostRequest, h.rank(bids),
		escrow.HireOptions{ClaimWait: r.ClaimWait, Negotiate: r.Negotiate, Send: h.sendTerms, Open: r.Open})
}

// sendTerms carries the requester's negotiation message over a bid to the node it came from.
func (h *Hirer) sendTerms(ctx context.Context, bid escrow.Bid, raw []byte) ([]byte, error) {
	p, ok := h.d.Bids.BidPeer(bid.CallID, bid.AgentID)
	if !ok {
		return nil, fmt.Errorf("%w: agent %d did not bid on call %s", escrow.ErrBadParams, bid.AgentID, bid.CallID.Hex())
	}
	return h.d.Bids.Counter(ctx, p, raw)
}

// callForBids checks r, signs its call and publishes it.
func (h *Hirer) callForBids(ctx context.Context, r Request) (escrow.CallForBids, error) {
	if h.d.Market() == nil {
		return escrow.CallForBids{}, ErrNoMarket
	}
	if r.Reward == nil || r.Window <= 0 || r.ClaimWait <= 0 {
		return escrow.CallForBids{}, fmt.Errorf("%w: a call for bids needs a maximum reward, a window and a claim wait", escrow.ErrBadParams)
	}
	if r.Negotiate != nil {
		if err := r.Negotiate.Validate(); err != nil {
			return escrow.CallForBids{}, err
		}
	}
	now := h.d.Now()
	call := escrow.CallForBids{ChainID: h.cfg.ChainID, Escrow: h.cfg.Escrow, Skill: r.Skill, InputHash: crypto.Keccak256Hash(r.Input),
		Description: r.Description, MaxReward: r.Reward, Token: r.Token, BidsUntil: uint64(now.Add(r.Window).UnixMilli()),
		Deadline: r.Deadline.Unix(), Peer: h.cfg.Peer}
	if err := call.Sign(h.d.Key, now); err != nil {
		return call, err
	}
	return call, h.d.Bids.Call(ctx, call)
}

// rank orders bids by the weights, with reputation and free stake from the ledger.
func (h *Hirer) rank(bids []escrow.Bid) []escrow.Bidder {
	bs := make([]escrow.Bidder, 0, len(bids))
	for _, b := range bids {
		bd := escrow.Bidder{Bid: b, Reputation: h.d.Ledger.ReputationOf(b.AgentID), Stake: new(big.Int)}
		if a, err := h.d.Ledger.Agent(b.AgentID); err == nil {
			bd.Stake = new(big.Int).Sub(a.Stake, a.Reserved)
		}
		bs = append(bs, bd)
	}
	return escrow.RankBids(bs, h.cfg.Weights)
}

// CallForBids opens a call a person chooses from: it returns at once; the bids are collected
// and ranked when the window ends (CallBids).
func (h *Hirer) CallForBids(ctx context.Context, r Request) (escrow.CallForBids, error) {
	call, err := h.callForBids(ctx, r)
	if err != nil {
		return call, err
	}
	c := h.calls.Add(call, r.PostRequest, r.ClaimWait)
	h.d.Wait.Add(1)
	go func() {
		defer h.d.Wait.Done()
		bids, err := h.d.Bids.Collect(h.d.Run, call.ID())
		c.Finish(h.rank(bids), err)
	}()
	return call, nil
}

// OpenCall is call id a person chooses from.
func (h *Hirer) OpenCall(id common.Hash) (*escrow.OpenCall, error) { return h.calls.Get(id) }

// CallBids waits for the end of call id's window and returns its bids, best first.
func (h *Hirer) CallBids(ctx context.Context, id common.Hash) ([]escrow.Bidder, error) {
	return h.calls.Bids(ctx, id)
}

// Choose hires agentID's bid on call id (a person's choice), on the terms negotiated with it
// (Negotiate) if any, then the others by rank at their price if it does not claim in time.
func (h *Hirer) Choose(ctx context.Context, id common.Hash, agentID uint64) (escrow.Hired, error) {
	c, ranked, i, err := h.calls.Bid(ctx, id, agentID)
	if err != nil {
		return escrow.Hired{}, err
	}
	order := append([]escrow.Bidder{ranked[i]}, slices.Delete(slices.Clone(ranked), i, i+1)...)
	if t, ok := h.calls.Agreement(id, agentID); ok {
		order[0].Agreed = &t
	}
	return h.d.Market().HireBids(ctx, c.Call, c.Post, order, escrow.HireOptions{ClaimWait: c.ClaimWait})
}

// Negotiate counters agentID's bid on call id, opened for a person (bounty.call), once its
// window is over: price, deadline and review window are the requester's terms. The worker
// accepts, declines, or counters back at its least reward, which is accepted when it is within
// the call's maximum (else declined). It returns the agreed terms, which Choose then hires on,
// and whether there was an agreement.
func (h *Hirer) Negotiate(ctx context.Context, id common.Hash, agentID uint64, price *escrow.BigString, deadline time.Time,
	review time.Duration) (escrow.Terms, bool, error) {
	c, ranked, i, err := h.calls.Bid(ctx, id, agentID)
	if err != nil {
		return escrow.Terms{}, false, err
	}
	most := c.Call.MaxReward.Int()
	agreed, ok, err := h.d.Market().Negotiate(ctx, ranked[i].Bid, price, deadline, review,
		func(t escrow.Terms) bool { return t.Price.Int().Cmp(most) <= 0 }, h.sendTerms)
	if ok {
		h.calls.Agree(id, agreed)
	}
	return agreed, ok, err
}
