package auction

import (
	"math"
	"math/big"
	"slices"
)

// Trust is what the chain index knows of an agent: read locally, never from the chain.
type Trust struct {
	// Active: registered, the bid's DID is the agent's owner or wallet, and the stake is at
	// least the registry minimum. Bids from inactive agents are dropped.
	Active bool
	// Stake is the agent's active stake (stake token base units).
	Stake *big.Int
	// Reputation is the registry's score in [0, 100] (paid / (paid + penalty)).
	Reputation uint8
	// Paid is the weight of the agent's settled, paid work (the ReputationRegistry's: 1e9 per
	// ether, listed tokens likewise); Count the number of settlements.
	Paid  *big.Int
	Count uint64
}

// Observed is the requester's own record of an agent's calls (kept in memory).
type Observed struct {
	// OK and Failed count calls this node made to the agent that answered or did not.
	OK, Failed int
	// LatencyMs is the moving average of answered calls' time (0: none yet).
	LatencyMs float64
}

// Weights tune Rank. See docs/ARCHITECTURE.md ("Auctions at call speed") for the formula.
type Weights struct {
	// StakeHalf is the stake that counts as half of stake's trust (s = stake/(stake+StakeHalf)).
	StakeHalf *big.Int
	// PaidHalf is the paid record that counts as half of the record's trust, in the
	// ReputationRegistry's weight (Trust.Paid's unit: 1e9 per ether).
	PaidHalf *big.Int
	// ValueHalf is the ask value (max price) at which trust weighs as much as price; cheaper
	// asks are decided mostly on price, dearer ones mostly on trust.
	ValueHalf *big.Int
	// Latency is how much a bid's expected latency, as a share of the time left for the
	// answer, takes off its score.
	Latency float64
	// Explore is the share of cheap asks whose winner is the best newcomer (an agent with
	// stake but no paid record, see ExploreCalls), so a new agent can earn a record.
	Explore float64
	// ExploreMaxValue is the largest ask value that counts as cheap.
	ExploreMaxValue *big.Int
	// ExploreCalls is how many of our calls an agent without a paid record on chain may
	// answer and still count as a newcomer.
	ExploreCalls int
}

// In is w for asks in a token of decimals decimals: the ask-value amounts (ValueHalf,
// ExploreMaxValue), written for an 18-decimal token, scaled to its base units, so an ask worth
// 100 USDC (6 decimals) weighs as 100 ETH-like units would, not as 1e-10 of them (review,
// finding 16). The trust amounts (stake, paid record) are in their own units and stay.
func (w Weights) In(decimals uint8) Weights {
	scale := func(v *big.Int) *big.Int {
		if v == nil || decimals == 18 {
			return v
		}
		if decimals > 18 {
			return new(big.Int).Mul(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals-18)), nil))
		}
		out := new(big.Int).Quo(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(18-decimals)), nil))
		if out.Sign() == 0 && v.Sign() > 0 {
			out.SetInt64(1) // the smallest unit, not zero (zero would make every ask cheap or none)
		}
		return out
	}
	w.ValueHalf, w.ExploreMaxValue = scale(w.ValueHalf), scale(w.ExploreMaxValue)
	return w
}

// Offer is a valid bid with what the requester knows of its agent.
type Offer struct {
	Bid   Bid
	Price *big.Int
	Trust Trust
	Seen  Observed
}

// newcomer reports an agent without a paid record on chain that answered fewer than
// ExploreCalls of our calls and is not failing us.
func (w Weights) newcomer(o Offer) bool {
	return o.Trust.Count == 0 && (o.Trust.Paid == nil || o.Trust.Paid.Sign() == 0) && o.Seen.OK < w.ExploreCalls && !o.Seen.failing()
}

// failing reports an agent that failed at least 2 of our calls and more than it answered. It
// ranks after every agent that is not (review finding 4: on a cheap ask trust weighs almost
// nothing, so the lowest price won however often its agent failed us, each time a cut call).
func (o Observed) failing() bool { return o.Failed >= 2 && o.Failed > o.OK }

// half is x/(x+h) in [0, 1): how much of a saturating quantity x is, with h the half point.
func half(x, h *big.Int) float64 {
	if x == nil || x.Sign() <= 0 {
		return 0
	}
	if h == nil || h.Sign() <= 0 {
		return 1
	}
	fx, _ := new(big.Float).SetInt(x).Float64()
	fh, _ := new(big.Float).SetInt(h).Float64()
	return fx / (fx + fh)
}

// TrustScore is an offer's trust in [0, 1]: the mean of stake s and record r, r being the paid
// record weighted by reputation, the whole scaled by our own calls' success (failures of ours
// count twice as much as successes).
func (w Weights) TrustScore(o Offer) float64 {
	s := half(o.Trust.Stake, w.StakeHalf)
	r := half(o.Trust.Paid, w.PaidHalf) * float64(o.Trust.Reputation) / 100
	own := float64(1+o.Seen.OK) / float64(1+o.Seen.OK+2*o.Seen.Failed)
	return (s + r) / 2 * own
}

// Score is an offer's score for an ask of value maxPrice with leftMs milliseconds left for the
// answer: (1−v)·(1−p) + v·trust − Latency·lat/left, where p = price/maxPrice, v =
// value/(value+ValueHalf), lat the larger of the promised and the observed latency.
func (w Weights) Score(o Offer, maxPrice *big.Int, leftMs float64) float64 {
	p := 0.0
	if maxPrice.Sign() > 0 {
		p = ratio(o.Price, maxPrice)
	}
	v := half(maxPrice, w.ValueHalf)
	lat := math.Max(float64(o.Bid.LatencyMs), o.Seen.LatencyMs)
	return (1-v)*(1-p) + v*w.TrustScore(o) - w.Latency*lat/math.Max(leftMs, 1)
}

func ratio(a, b *big.Int) float64 {
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(a), new(big.Float).SetInt(b)).Float64()
	return f
}

// Rank orders offers best first for an ask of value maxPrice with leftMs left. When the ask
// is cheap (maxPrice ≤ ExploreMaxValue), some offer is from a newcomer and some is not, and
// roll (a uniform draw in [0, 1)) is under Explore, the best newcomer goes first: explored.
// Agents failing us (Observed.failing) go last. Ties keep the offers' order (arrival).
func (w Weights) Rank(offers []Offer, maxPrice *big.Int, leftMs, roll float64) (order []Offer, explored bool) {
	type scored struct {
		o Offer
		s float64
	}
	ss := make([]scored, len(offers))
	for i, o := range offers {
		ss[i] = scored{o, w.Score(o, maxPrice, leftMs)}
	}
	slices.SortStableFunc(ss, func(a, b scored) int {
		fa, fb := a.o.Seen.failing(), b.o.Seen.failing()
		switch {
		case fa != fb:
			if fb {
				return -1
			}
			return 1
		case a.s > b.s:
			return -1
		case a.s < b.s:
			return 1
		}
		return 0
	})
	order = make([]Offer, len(ss))
	for i := range ss {
		order[i] = ss[i].o
	}
	cheap := w.ExploreMaxValue != nil && maxPrice.Cmp(w.ExploreMaxValue) <= 0
	if !cheap || w.Explore <= 0 || roll >= w.Explore {
		return order, false
	}
	first := slices.IndexFunc(order, w.newcomer)
	if first < 0 || !slices.ContainsFunc(order, func(o Offer) bool { return !w.newcomer(o) }) {
		return order, false
	}
	n := order[first]
	copy(order[1:first+1], order[:first])
	order[0] = n
	return order, true
}
