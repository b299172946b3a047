package escrow

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// PriceRule is a price a requester's negotiation policy sets: a share of the call's maximum
// (Bps, basis points) or an amount (Price). The zero rule sets nothing.
type PriceRule struct {
	Bps   uint32     `json:"bps,omitempty"` // 1 to 10000 of the call's maximum
	Price *BigString `json:"price,omitempty"`
}

// ParsePriceRule reads "50%" or "12.5%" (of the call's maximum, at most two decimals) or an
// amount through parse ("0.004", "1000 gwei"); "" is the zero rule.
func ParsePriceRule(s string, parse func(string) (*big.Int, error)) (PriceRule, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return PriceRule{}, nil
	}
	if pct, ok := strings.CutSuffix(s, "%"); ok {
		whole, frac, _ := strings.Cut(strings.TrimSpace(pct), ".")
		if len(frac) > 2 {
			return PriceRule{}, fmt.Errorf("%w: %q: at most two decimals in a percentage", ErrBadParams, s)
		}
		bps, err := strconv.ParseUint(whole+frac+strings.Repeat("0", 2-len(frac)), 10, 32)
		if err != nil || bps == 0 || bps > 10_000 {
			return PriceRule{}, fmt.Errorf("%w: %q: a percentage above 0 and at most 100", ErrBadParams, s)
		}
		return PriceRule{Bps: uint32(bps)}, nil
	}
	v, err := parse(s)
	if err != nil {
		return PriceRule{}, fmt.Errorf("%w: %q: %w", ErrBadParams, s, err)
	}
	if v.Sign() <= 0 {
		return PriceRule{}, fmt.Errorf("%w: %q: more than zero", ErrBadParams, s)
	}
	return PriceRule{Price: NewBigString(v)}, nil
}

// IsZero says the rule sets no price.
func (p PriceRule) IsZero() bool { return p.Bps == 0 && p.Price == nil }

// Of is the rule's price on a call paying at most max (a share rounds down, to at least 1 wei);
// nil for the zero rule.
func (p PriceRule) Of(max *big.Int) *big.Int {
	switch {
	case p.Price != nil:
		return p.Price.Int()
	case p.Bps > 0:
		v := new(big.Int).Mul(max, big.NewInt(int64(p.Bps)))
		v.Div(v, big.NewInt(10_000))
		if v.Sign() == 0 {
			v.SetInt64(1)
		}
		return v
	}
	return nil
}

// Validate refuses a rule with both a share and a price, a share above 100% and a price not
// above zero.
func (p PriceRule) Validate() error {
	if (p.Bps > 0 && p.Price != nil) || p.Bps > 10_000 || (p.Price != nil && p.Price.Int().Sign() <= 0) {
		return fmt.Errorf("%w: price rule %+v", ErrBadParams, p)
	}
	return nil
}

// NegotiationPolicy is how a requester's node negotiates the bids of a hire on its own
// (HireBids): a bid above Target is countered at Target (the call's deadline, the hire's
// review window); the worker accepts, declines, or counters back (at its floor), which is
// accepted when Rounds allows a third message and the price is at most Limit.
type NegotiationPolicy struct {
	// Target is the price countered; a bid at or below it is hired as it is. Required.
	Target PriceRule `json:"target"`
	// Limit is the most agreed to when the worker counters back; zero: the bid's price (the
	// worker may come down, never up). Above the bid's price it is the bid's price.
	Limit PriceRule `json:"limit,omitzero"`
	// Rounds caps the negotiation's length, 1 to MaxRounds (0: MaxRounds): below MaxRounds the
	// requester takes only an accept of its counter and declines a counter back.
	Rounds int `json:"rounds,omitempty"`
	// NextAtBid: once a negotiated bid failed (no agreement, or not claimed in time), the next
	// bids are hired at their price; otherwise each is negotiated in turn.
	NextAtBid bool `json:"nextAtBid,omitempty"`
}

// Validate checks the rules and the rounds.
func (p NegotiationPolicy) Validate() error {
	if p.Target.IsZero() || p.Rounds < 0 || p.Rounds > MaxRounds {
		return fmt.Errorf("%w: a negotiation needs a target and 0 to %d rounds", ErrBadParams, MaxRounds)
	}
	if err := p.Target.Validate(); err != nil {
		return err
	}
	return p.Limit.Validate()
}

// ParseNegotiationPolicy reads a policy as the API and the command line write it: target and
// limit as ParsePriceRule reads them (amounts through parse), the rounds, and next "negotiate"
// (the default) or "bid" (NextAtBid).
func ParseNegotiationPolicy(target, limit string, rounds int, next string, parse func(string) (*big.Int, error)) (NegotiationPolicy, error) {
	var p NegotiationPolicy
	var err error
	if p.Target, err = ParsePriceRule(target, parse); err != nil {
		return p, fmt.Errorf("target: %w", err)
	}
	if p.Limit, err = ParsePriceRule(limit, parse); err != nil {
		return p, fmt.Errorf("limit: %w", err)
	}
	if next != "" && next != "negotiate" && next != "bid" {
		return p, fmt.Errorf("%w: next %q: \"negotiate\" or \"bid\"", ErrBadParams, next)
	}
	p.Rounds, p.NextAtBid = rounds, next == "bid"
	return p, p.Validate()
}

// TermsSender carries the requester's negotiation message raw over bid to the bid's worker
// and returns the worker's answer: its next message, or nil after an accept or a decline.
type TermsSender func(ctx context.Context, bid Bid, raw []byte) ([]byte, error)

// Negotiate is the requester's side of a negotiation over bid: it counters at price, deadline
// and review, then answers each counter back with an accept when take says so, else a decline,
// until one side accepted or declined. send carries each message to the worker. It returns the
// agreed terms and whether there was an agreement; ErrBadParams when the counter itself is not
// valid (a past deadline, no review window).
func (m *Market) Negotiate(ctx context.Context, bid Bid, price *BigString, deadline time.Time, review time.Duration,
	take func(Terms) bool, send TermsSender) (Terms, bool, error) {
	neg := NewNegotiation(bid, m.key.Address())
	raw, err := neg.Next(m.key, ActionCounter, price, deadline, review, counterValidity, time.Now())
	if err != nil {
		return Terms{}, false, fmt.Errorf("%w: %w", ErrBadParams, err)
	}
	for {
		reply, err := send(ctx, bid, raw)
		if err != nil {
			return Terms{}, false, fmt.Errorf("escrow: negotiate with agent %d: %w", bid.AgentID, err)
		}
		if reply == nil { // our accept or decline ended it
			break
		}
		t, err := neg.Add(reply, time.Now())
		if err != nil {
			return Terms{}, false, fmt.Errorf("escrow: agent %d's answer: %w", bid.AgentID, err)
		}
		if t.Action != ActionCounter {
			break
		}
		action := ActionDecline
		if take(t) {
			action = ActionAccept
		}
		if raw, err = neg.Next(m.key, action, nil, time.Time{}, 0, counterValidity, time.Now()); err != nil {
			return Terms{}, false, err
		}
	}
	agreed, ok := neg.Agreed()
	return agreed, ok, nil
}

// negotiateBid applies policy p to bid on call: nil terms and true when the bid is at or below
// the target (hired as it is), else the negotiated terms and whether there was an agreement.
func (m *Market) negotiateBid(ctx context.Context, call CallForBids, bid Bid, review time.Duration, p NegotiationPolicy,
	send TermsSender) (*Terms, bool, error) {
	target := p.Target.Of(call.MaxReward.Int())
	if bid.Price.Int().Cmp(target) <= 0 {
		return nil, true, nil
	}
	limit := bid.Price.Int()
	if l := p.Limit.Of(call.MaxReward.Int()); l != nil && l.Cmp(limit) < 0 {
		limit = l
	}
	rounds := p.Rounds
	if rounds == 0 {
		rounds = MaxRounds
	}
	deadline, reviewSecs := call.Deadline, uint32(review/time.Second)
	take := func(t Terms) bool {
		return rounds >= MaxRounds && t.Price.Int().Cmp(limit) <= 0 && t.Deadline == deadline && t.ReviewSecs == reviewSecs
	}
	agreed, ok, err := m.Negotiate(ctx, bid, NewBigString(target), time.Unix(deadline, 0), review, take, send)
	if err != nil || !ok {
		return nil, false, err
	}
	return &agreed, true, nil
}
