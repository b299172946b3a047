package escrow

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
)

// BidWeights weigh a bid's terms when the requester's policy chooses among bids. Each term is
// scaled to [0, 1] across the bids of one call (the cheapest and the fastest score 1, as do the
// best reputation and the largest stake), then weighted and summed.
type BidWeights struct {
	Price      float64 `json:"price"`
	Reputation float64 `json:"reputation"`
	Stake      float64 `json:"stake"`
	Time       float64 `json:"time"`
}

// DefaultBidWeights puts price first: the requester keeps what it does not pay; reputation
// next, as it is earned from paid work; stake and promised time break near ties.
func DefaultBidWeights() BidWeights {
	return BidWeights{Price: 1, Reputation: 0.5, Stake: 0.25, Time: 0.25}
}

// Validate refuses negative weights and all zero.
func (w BidWeights) Validate() error {
	if w.Price < 0 || w.Reputation < 0 || w.Stake < 0 || w.Time < 0 || w.Price+w.Reputation+w.Stake+w.Time == 0 {
		return fmt.Errorf("%w: bid weights %+v", ErrBadParams, w)
	}
	return nil
}

// Bidder is a bid with what the chain says of its agent.
type Bidder struct {
	Bid        Bid
	Reputation uint8    // 0 to 100
	Stake      *big.Int // the agent's free stake
	Score      float64  // filled by RankBids
	// Agreed are terms negotiated over the bid beforehand, which HireBids hires on.
	Agreed *Terms `json:",omitempty"`
}

// RankBids scores bs by w and returns them best first (ties: the lower price, then the lower
// agent id, so every run orders them the same).
func RankBids(bs []Bidder, w BidWeights) []Bidder {
	out := slices.Clone(bs)
	if len(out) == 0 {
		return out
	}
	minP, maxP := out[0].Bid.Price.Int(), out[0].Bid.Price.Int()
	minT, maxT := out[0].Bid.PromisedSecs, out[0].Bid.PromisedSecs
	maxS := new(big.Int)
	var maxR uint8
	for _, b := range out {
		p := b.Bid.Price.Int()
		if p.Cmp(minP) < 0 {
			minP = p
		}
		if p.Cmp(maxP) > 0 {
			maxP = p
		}
		minT, maxT = min(minT, b.Bid.PromisedSecs), max(maxT, b.Bid.PromisedSecs)
		if b.Stake != nil && b.Stake.Cmp(maxS) > 0 {
			maxS = b.Stake
		}
		maxR = max(maxR, b.Reputation)
	}
	for i := range out {
		b := &out[i]
		s := w.Price * lowIsGood(b.Bid.Price.Int(), minP, maxP)
		s += w.Time * lowIsGood(new(big.Int).SetUint64(uint64(b.Bid.PromisedSecs)), new(big.Int).SetUint64(uint64(minT)), new(big.Int).SetUint64(uint64(maxT)))
		if maxR > 0 {
			s += w.Reputation * float64(b.Reputation) / float64(maxR)
		}
		if maxS.Sign() > 0 && b.Stake != nil {
			f, _ := new(big.Rat).SetFrac(b.Stake, maxS).Float64()
			s += w.Stake * f
		}
		b.Score = s
	}
	slices.SortStableFunc(out, func(a, b Bidder) int {
		switch {
		case a.Score > b.Score:
			return -1
		case a.Score < b.Score:
			return 1
		}
		if c := a.Bid.Price.Int().Cmp(b.Bid.Price.Int()); c != 0 {
			return c
		}
		return cmp.Compare(a.Bid.AgentID, b.Bid.AgentID)
	})
	return out
}

// lowIsGood scales v in [lo, hi] to 1 at lo and 0 at hi (1 when all are equal).
func lowIsGood(v, lo, hi *big.Int) float64 {
	span := new(big.Int).Sub(hi, lo)
	if span.Sign() == 0 {
		return 1
	}
	f, _ := new(big.Rat).SetFrac(new(big.Int).Sub(hi, v), span).Float64()
	return f
}
