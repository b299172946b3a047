package escrow

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MaxOpenBids bounds the bids a worker remembers (one per call): a bid it cannot remember is
// not sent, since the hire that follows could not be checked.
const MaxOpenBids = 1024

// ErrNoBid: no policy of this node bids on the call (skill, token or the call's maximum).
var ErrNoBid = errors.New("escrow: no policy bids on this call")

// bidBook is the worker's own bids by call, until they expire, with the negotiation over each.
type bidBook struct {
	mu   sync.Mutex
	by   map[common.Hash]Bid
	negs map[common.Hash]*Negotiation
}

func (b *bidBook) put(bid Bid, requester common.Address, now time.Time) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.by == nil {
		b.by, b.negs = map[common.Hash]Bid{}, map[common.Hash]*Negotiation{}
	}
	if len(b.by) >= MaxOpenBids {
		for id, old := range b.by {
			if now.After(time.UnixMilli(int64(old.Expiry))) {
				delete(b.by, id)
				delete(b.negs, id)
			}
		}
	}
	if _, dup := b.by[bid.CallID]; dup || len(b.by) >= MaxOpenBids {
		return false
	}
	b.by[bid.CallID] = bid
	b.negs[bid.CallID] = NewNegotiation(bid, requester)
	return true
}

// get returns the bid on call and, when a negotiation over it ended in an accept, the agreed
// terms.
func (b *bidBook) get(call common.Hash) (Bid, *Terms, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	bid, ok := b.by[call]
	if !ok {
		return bid, nil, false
	}
	if t, agreed := b.negs[call].Agreed(); agreed {
		return bid, &t, true
	}
	return bid, nil, true
}

// MakeBid answers a call for bids with a bid signed by the node account, for the first policy
// that takes the call's skill and token and whose least reward is within the call's maximum:
// the price is that least reward (the call's maximum when the policy sets none), the promised
// time the market's run timeout, valid for validFor after the window. The bid is remembered,
// so the hire that follows is claimed only on its terms. ErrNoBid when no policy bids.
func (m *Market) MakeBid(call CallForBids, validFor time.Duration, now time.Time) (Bid, error) {
	if call.ChainID != m.cfg.ChainID || call.Escrow != m.esc.Address() || call.Requester == m.key.Address() {
		return Bid{}, fmt.Errorf("%w: call for another chain or escrow, or our own", ErrNoBid)
	}
	for _, p := range m.Policies() {
		if !slices.Contains(p.Skills, call.Skill) || (call.Token != NativeToken && !p.TakeTokens) {
			continue
		}
		price := call.MaxReward.Int()
		if p.MinReward != nil && p.MinReward.Int().Sign() > 0 {
			if p.MinReward.Int().Cmp(price) > 0 {
				continue
			}
			price = p.MinReward.Int()
		}
		bid := Bid{ChainID: call.ChainID, Escrow: call.Escrow, CallID: call.ID(), AgentID: p.AgentID, Price: NewBigString(price),
			Token: call.Token, Deadline: call.Deadline, PromisedSecs: uint32(m.cfg.RunTimeout / time.Second),
			Expiry: call.BidsUntil + uint64(validFor.Milliseconds())}
		if err := bid.Sign(m.key, now); err != nil {
			return Bid{}, err
		}
		if !m.bids.put(bid, call.Requester, now) {
			return Bid{}, fmt.Errorf("%w: already bid on call %s, or %d bids open", ErrNoBid, bid.CallID.Hex(), MaxOpenBids)
		}
		return bid, nil
	}
	return Bid{}, fmt.Errorf("%w: skill %q, max %s", ErrNoBid, call.Skill, call.MaxReward.Int())
}

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

// Hire posts the direct hire of the best bid in ranked (best first; see RankBids) for the task
// in r: assignee the bid's agent, reward its price, the call's deadline, the spec naming the
// call. When the agent has not claimed within claimWait it cancels the bounty (the refund comes
// back) and hires the next. It returns the claimed bounty's id and the bid that won, or an error
// when no bid was honoured.
func (m *Market) Hire(ctx context.Context, call CallForBids, r PostRequest, ranked []Bidder, claimWait time.Duration) (uint64, Bid, error) {
	r.CallID, r.Token, r.Skill = call.ID(), call.Token, call.Skill
	for _, c := range ranked {
		if time.Now().After(time.UnixMilli(int64(c.Bid.Expiry))) {
			continue
		}
		// The bid's deadline is the call's, unless a negotiation agreed another (HireAgreed).
		r.Assignee, r.Reward, r.Deadline = c.Bid.AgentID, c.Bid.Price, time.Unix(c.Bid.Deadline, 0)
		id, err := m.Post(ctx, r)
		if err != nil {
			return 0, Bid{}, fmt.Errorf("escrow: hire agent %d: %w", c.Bid.AgentID, err)
		}
		claimed, err := m.awaitClaim(ctx, id, claimWait)
		if err != nil {
			return id, Bid{}, err
		}
		if claimed {
			return id, c.Bid, nil
		}
		if _, err := m.esc.Cancel(ctx, id); err != nil {
			if b, rerr := m.esc.Bounty(ctx, id); rerr == nil && b.Status != StatusOpen { // claimed at the last moment
				return id, c.Bid, nil
			}
			return id, Bid{}, fmt.Errorf("escrow: cancel the hire of agent %d: %w", c.Bid.AgentID, err)
		}
		m.log.Info("hired agent did not claim; cancelled, hiring the next bid", "bounty", id, "agent", c.Bid.AgentID)
	}
	return 0, Bid{}, fmt.Errorf("%w: no bid of call %s was honoured", ErrNoBid, call.ID().Hex())
}

// HireAgreed hires bid on the terms a negotiation over it agreed (price, deadline, review
// window), as a direct hire the worker claims only on those terms; no fallback to other bids.
func (m *Market) HireAgreed(ctx context.Context, call CallForBids, r PostRequest, bid Bid, agreed Terms, claimWait time.Duration) (uint64, Bid, error) {
	if agreed.CallID != call.ID() || agreed.AgentID != bid.AgentID || agreed.Price == nil {
		return 0, Bid{}, fmt.Errorf("%w: the agreement is not over this bid", ErrBadParams)
	}
	bid.Price, bid.Deadline = agreed.Price, agreed.Deadline
	r.ReviewWindow = time.Duration(agreed.ReviewSecs) * time.Second
	return m.Hire(ctx, call, r, []Bidder{{Bid: bid}}, claimWait)
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
