package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
)

// ErrNoBid: no policy of this node bids on the call (skill, token or the call's maximum).
var ErrNoBid = errors.New("escrow: no policy bids on this call")

// MakeBid answers a call for bids with a bid signed by the node account, for the first policy
// that takes the call's skill and token and whose least reward is within the call's maximum:
// the price is the policy's bid price (Policy.BidPrice), raised to the escrow's least bounty in
// ETH, the promised time the market's run timeout, valid for validFor (at most MaxBidHold)
// after the window. The bid is remembered (and stored, when the market has a BidStore) before
// it is sent, so the hire that follows is claimed only on its terms, after a restart too; the
// book's budgets for the requester (bidBook.admit) come first. ErrNoBid when no policy bids, the
// call's window is longer than MaxCallWindow, or the requester's budget is spent.
func (m *Market) MakeBid(call CallForBids, validFor time.Duration, now time.Time) (Bid, error) {
	if call.ChainID != m.cfg.ChainID || call.Escrow != m.esc.Address() || call.Requester == m.key.Address() {
		return Bid{}, fmt.Errorf("%w: call for another chain or escrow, or our own", ErrNoBid)
	}
	if call.BidsUntil <= call.IssuedAt || time.Duration(call.BidsUntil-call.IssuedAt)*time.Millisecond > MaxCallWindow {
		return Bid{}, fmt.Errorf("%w: a bid window over %s", ErrNoBid, MaxCallWindow)
	}
	validFor = min(validFor, MaxBidHold)
	for _, p := range m.Policies() {
		if !slices.Contains(p.Skills, call.Skill) || (call.Token != NativeToken && !p.TakeTokens) {
			continue
		}
		price, ok := p.bidPrice(call.MaxReward.Int())
		if ok && call.Token == NativeToken && price.Cmp(MinNativeBounty) < 0 {
			price, ok = new(big.Int).Set(MinNativeBounty), MinNativeBounty.Cmp(call.MaxReward.Int()) <= 0
		}
		if !ok {
			continue
		}
		bid := Bid{ChainID: call.ChainID, Escrow: call.Escrow, CallID: call.ID(), AgentID: p.AgentID, Price: NewBigString(price),
			Token: call.Token, Deadline: call.Deadline, PromisedSecs: uint32(m.cfg.RunTimeout / time.Second),
			Expiry: call.BidsUntil + uint64(validFor.Milliseconds())}
		if err := bid.Sign(m.key, now); err != nil {
			return Bid{}, err
		}
		if err := m.bids.put(bid, m.bidOwner(call), now); err != nil {
			return Bid{}, err
		}
		return bid, nil
	}
	return Bid{}, fmt.Errorf("%w: skill %q, max %s", ErrNoBid, call.Skill, call.MaxReward.Int())
}

// bidOwner is who a bid on call is held for in the book: its requester, the peer that takes
// its bids, and whether the requester is staked (Deps.RequesterStaked).
func (m *Market) bidOwner(call CallForBids) bidOwner {
	o := bidOwner{requester: call.Requester, peer: call.Peer}
	if m.staked != nil {
		if ok, err := m.staked(call.Requester); err == nil {
			o.staked = ok
		}
	}
	return o
}

// OpenBids is the number of bids this worker holds open.
func (m *Market) OpenBids() int { return m.bids.size() }

// checkHire is the worker's guard on a direct hire whose spec names a call for bids: it claims
// only a bounty that matches the bid it signed for that call (the terms agreed over it, once a
// negotiation ended in an accept), before the bid expired.
func (m *Market) checkHire(b Bounty, spec Spec, now time.Time) error {
	if spec.CallID == (common.Hash{}) {
		return nil
	}
	bid, agreed, ok := m.bids.get(spec.CallID)
	if !ok {
		return fmt.Errorf("%w: %w: bounty %d follows call %s, which this node did not bid on", ErrNotForUs, ErrHireMismatch, b.ID, spec.CallID.Hex())
	}
	if now.After(time.UnixMilli(int64(bid.Expiry))) {
		return fmt.Errorf("%w: %w: bounty %d came after the bid expired", ErrNotForUs, ErrHireMismatch, b.ID)
	}
	check := CheckHire(b, bid)
	if agreed != nil {
		check = CheckAgreed(b, bid, *agreed)
	}
	if check != nil {
		return fmt.Errorf("%w: bounty %d: %w", ErrNotForUs, b.ID, check)
	}
	return nil
}

// HireOptions say how HireBids goes through the bids.
type HireOptions struct {
	// ClaimWait is how long a hired agent has to claim before the hire is cancelled.
	ClaimWait time.Duration
	// Negotiate, when set, negotiates bids by this policy before hiring them; Send carries the
	// messages to the workers.
	Negotiate *NegotiationPolicy
	Send      TermsSender
	// Open posts an open bounty at the call's maximum when no bid was honoured.
	Open bool
}

// Hired is what HireBids hired.
type Hired struct {
	BountyID uint64 `json:"bountyId"`
	// Bid is the hired bid with the price and deadline posted on chain (the agreed ones when
	// negotiated); zero for an open bounty.
	Bid Bid `json:"bid"`
	// Agreed are the negotiated terms the hire was posted on; nil when hired at the bid's price.
	Agreed *Terms `json:"agreed,omitempty"`
	// Open: no bid was honoured and the task went out as an open bounty at the call's maximum.
	Open bool `json:"open,omitempty"`
}

// HireBids hires from ranked (best first; see RankBids) the task in r: a direct hire of the
// bid's agent, the spec naming the call, at the terms agreed with it beforehand (Bidder.Agreed),
// else negotiated by o.Negotiate, else the bid's price and the call's deadline. Any failure of
// the chosen bid moves on to the next one: no agreement, a post that fails (a price under the
// escrow's least bounty, EscrowBountyTooSmall, is not even tried: MinBounty), or a hire not
// claimed within o.ClaimWait, which is cancelled first (the refund comes back). Only what
// leaves a posted hire in doubt (its claim or its cancel cannot be read or sent) stops the
// hire, so that no task is hired twice. After a failed bid the next ones are negotiated too, or
// hired at their price (NegotiationPolicy.NextAtBid). When no bid was honoured it posts an open
// bounty at the call's maximum if o.Open, else fails with ErrNoBid and the last bid's failure.
func (m *Market) HireBids(ctx context.Context, call CallForBids, r PostRequest, ranked []Bidder, o HireOptions) (Hired, error) {
	if o.Negotiate != nil && o.Send == nil {
		return Hired{}, fmt.Errorf("%w: a negotiated hire needs a sender", ErrBadParams)
	}
	least, err := m.MinBounty(ctx, call.Token)
	if err != nil { // the posts of bids under it revert, and the next bid is tried
		m.log.Warn("the escrow's least bounty not read; bids are not sorted out by it", "token", call.Token, "err", err)
		least = new(big.Int)
	}
	r.CallID, r.Token, r.Skill = call.ID(), call.Token, call.Skill
	review, failed := r.ReviewWindow, false
	var last error
	for _, c := range ranked {
		if time.Now().After(time.UnixMilli(int64(c.Bid.Expiry))) {
			continue
		}
		h := Hired{Bid: c.Bid, Agreed: c.Agreed}
		if h.Agreed == nil && o.Negotiate != nil && !(failed && o.Negotiate.NextAtBid) {
			agreed, ok, err := m.negotiateBid(ctx, call, c.Bid, review, *o.Negotiate, o.Send)
			if ctx.Err() != nil {
				return Hired{}, ctx.Err()
			}
			if err != nil || !ok {
				failed = true
				if err != nil {
					m.log.Warn("negotiation with a bidder failed; trying the next bid", "call", call.ID(), "agent", c.Bid.AgentID, "err", err)
				} else {
					m.log.Info("no agreement with a bidder; trying the next bid", "call", call.ID(), "agent", c.Bid.AgentID)
				}
				continue
			}
			h.Agreed = agreed
		}
		r.ReviewWindow = review
		if h.Agreed != nil {
			if h.Agreed.CallID != call.ID() || h.Agreed.AgentID != c.Bid.AgentID || h.Agreed.Price == nil {
				return Hired{}, fmt.Errorf("%w: the agreement is not over agent %d's bid", ErrBadParams, c.Bid.AgentID)
			}
			h.Bid.Price, h.Bid.Deadline = h.Agreed.Price, h.Agreed.Deadline
			r.ReviewWindow = time.Duration(h.Agreed.ReviewSecs) * time.Second
		}
		if h.Bid.Price == nil || h.Bid.Price.Int().Cmp(least) < 0 {
			failed, last = true, fmt.Errorf("%w: agent %d's price is under the least bounty %s", ErrBadParams, c.Bid.AgentID, least)
			m.log.Info("bid under the escrow's least bounty; trying the next bid", "call", call.ID(), "agent", c.Bid.AgentID, "price", h.Bid.Price)
			continue
		}
		r.Assignee, r.Reward, r.Deadline = h.Bid.AgentID, h.Bid.Price, time.Unix(h.Bid.Deadline, 0)
		id, claimed, err := m.hireOne(ctx, r, o.ClaimWait)
		if ctx.Err() != nil {
			return Hired{BountyID: id}, ctx.Err()
		}
		var postErr *hirePostError
		if errors.As(err, &postErr) && id == 0 && notPosted(postErr.err) { // nothing is on chain: the next bid
			failed, last = true, err
			m.log.Warn("the hire of a bid failed; trying the next bid", "call", call.ID(), "agent", c.Bid.AgentID, "err", err)
			continue
		}
		if err != nil || claimed {
			h.BountyID = id
			return h, err
		}
		failed, last = true, fmt.Errorf("agent %d did not claim bounty %d within %s", c.Bid.AgentID, id, o.ClaimWait)
	}
	if o.Open {
		r.CallID, r.Assignee, r.Reward, r.Deadline, r.ReviewWindow = common.Hash{}, 0, call.MaxReward, time.Unix(call.Deadline, 0), review
		id, err := m.Post(ctx, r)
		if err != nil {
			return Hired{}, fmt.Errorf("escrow: post the open bounty after the bids of call %s: %w", call.ID().Hex(), err)
		}
		m.log.Info("no bid honoured; posted an open bounty", "call", call.ID(), "bounty", id)
		return Hired{BountyID: id, Open: true}, nil
	}
	if last != nil {
		return Hired{}, fmt.Errorf("%w: no bid of call %s was honoured; the last: %w", ErrNoBid, call.ID().Hex(), last)
	}
	return Hired{}, fmt.Errorf("%w: no bid of call %s was honoured", ErrNoBid, call.ID().Hex())
}

// notPosted reports a post's failure that leaves nothing on chain: refused before it was sent
// (bad parameters, funds), or reverted. Any other failure (the transaction not mined, the
// chain not answering) may still post it, so the hire stops rather than hire twice.
func notPosted(err error) bool {
	return errors.Is(err, chain.ErrReverted) || errors.Is(err, ErrBadParams) || errors.Is(err, chain.ErrInsufficientFunds)
}

// hirePostError is a hire whose post failed (and whose bounty id is unknown).
type hirePostError struct {
	agent uint64
	err   error
}

func (e *hirePostError) Error() string {
	return fmt.Sprintf("escrow: hire agent %d: %v", e.agent, e.err)
}
func (e *hirePostError) Unwrap() error { return e.err }

// hireOne posts the direct hire r and waits claimWait for its agent's claim: true when
// claimed; false when it was cancelled instead (the refund came back).
func (m *Market) hireOne(ctx context.Context, r PostRequest, claimWait time.Duration) (uint64, bool, error) {
	id, err := m.Post(ctx, r)
	if err != nil { // id is set when the bounty was posted but not recorded
		return id, false, &hirePostError{agent: r.Assignee, err: err}
	}
	claimed, err := m.awaitClaim(ctx, id, claimWait)
	if err != nil || claimed {
		return id, claimed, err
	}
	if _, err := m.esc.Cancel(ctx, id); err != nil {
		if b, rerr := m.esc.Bounty(ctx, id); rerr == nil && b.Status != StatusOpen { // claimed at the last moment
			return id, true, nil
		}
		return id, false, fmt.Errorf("escrow: cancel the hire of agent %d: %w", r.Assignee, err)
	}
	m.log.Info("hired agent did not claim; cancelled, hiring the next bid", "bounty", id, "agent", r.Assignee)
	return id, false, nil
}

// awaitClaim polls the bounty until it leaves Open (true) or wait passes (false).
func (m *Market) awaitClaim(ctx context.Context, id uint64, wait time.Duration) (bool, error) {
	end := time.Now().Add(wait)
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for {
		b, err := m.esc.Bounty(ctx, id)
		if err != nil {
			return false, err
		}
		if b.Status != StatusOpen {
			return true, nil
		}
		if time.Now().After(end) {
			return false, nil
		}
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-t.C:
		}
	}
}
