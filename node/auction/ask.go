package auction

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
)

// ErrNoBids: no valid bid came in; ErrNoAnswer: bids came in but no winner answered (or the
// verifier accepted none) before the deadline.
var (
	ErrNoBids   = errors.New("auction: no valid bid")
	ErrNoAnswer = errors.New("auction: no winner answered")
)

// Attempt is one call of a winner.
type Attempt struct {
	Agent    string `json:"agent"`
	Worker   string `json:"worker"`
	Price    string `json:"price"`
	Accepted bool   `json:"accepted"`
	Err      string `json:"error,omitempty"`
}

// Result is an auction's outcome.
type Result struct {
	// Output is the accepted answer, Winner its bid and Price what it asked.
	Output json.RawMessage
	Winner Bid
	Price  *big.Int
	// Explored: the ask went to a newcomer by the exploration share.
	Explored bool
	// Asked is how many nodes the ask went to; Bids how many bids passed the checks before
	// the signature (one per agent); Dropped the bids dropped, by reason (Drop* constants;
	// signatures are checked only of the bids about to be called).
	Asked, Bids int
	Dropped     map[string]int
	// Bytes is the protocol's payload: the ask frames sent and the bid frames read.
	Bytes int
	// Ranked is the bids, best first (those whose signature was found bad removed).
	Ranked []Offer
	// Attempts are the winners called, in order.
	Attempts []Attempt
	// ChosenAfter is the time from the ask to the winner chosen; Took to the accepted answer
	// (the service's clock).
	ChosenAfter, Took time.Duration
}

// Ask runs one auction: finds the nodes to ask, sends them the signed ask, collects and
// checks bids through the bid window, ranks them, and calls the best k until one answer is
// accepted or the deadline passes. The result carries what happened even on error.
func (s *Service) Ask(ctx context.Context, r Request) (Result, error) {
	var res Result
	if err := r.check(); err != nil {
		return res, err
	}
	start := s.d.Clock.Now()
	deadline := start.Add(r.Deadline)
	ctx, cancel := context.WithDeadline(ctx, time.Now().Add(r.Deadline))
	defer cancel()

	found, err := s.d.Finder.Peers(ctx, r.Skill, r.Query, s.cfg.MaxPeers)
	if err != nil {
		return res, fmt.Errorf("auction: find candidates: %w", err)
	}
	peers := make([]peer.ID, 0, len(found))
	for _, p := range found {
		if p != s.d.Host.ID() && len(peers) < s.cfg.MaxPeers {
			peers = append(peers, p)
		}
	}
	a := &auction{dropped: map[string]int{}, ask: Ask{ChainID: s.cfg.ChainID, Peer: s.d.Host.ID().String(), Skill: r.Skill, Query: r.Query,
		MaxPrice: r.MaxPrice.String(), Reserve: r.Reserve.String(), Token: r.Token.Hex(), BidBy: start.Add(r.BidWindow).UnixMilli(),
		Deadline: deadline.UnixMilli(), K: r.K}}
	if err := a.ask.Sign(s.d.Key, start); err != nil {
		return res, err
	}
	if a.terms, err = a.ask.Check(s.cfg.ChainID, start); err != nil {
		return res, fmt.Errorf("auction: %w", err)
	}
	if a.frame, err = appendFrame(nil, &a.ask); err != nil {
		return res, fmt.Errorf("auction: encode ask: %w", err)
	}
	if len(a.frame) > MaxAskFrame {
		return res, fmt.Errorf("%w: ask of %d bytes, limit %d", ErrBadConfig, len(a.frame), MaxAskFrame)
	}

	offers := s.collect(ctx, a, peers, r.BidWindow)
	now := s.d.Clock.Now()
	res.Asked, res.Bids, res.Dropped, res.Bytes = len(peers), len(offers), a.dropped, int(a.bytes.Load())
	if len(offers) == 0 {
		return res, fmt.Errorf("%w (asked %d nodes, dropped %v)", ErrNoBids, len(peers), a.dropped)
	}
	leftMs := float64(deadline.Sub(now)) / float64(time.Millisecond)
	w := s.cfg.Weights
	if d, ok := s.cfg.Decimals[a.terms.Token]; ok {
		w = w.In(d)
	}
	res.Ranked, res.Explored = w.Rank(offers, a.terms.MaxPrice, leftMs, s.roll())
	s.verifyTop(a, &res, r.K)
	res.ChosenAfter = s.d.Clock.Now().Sub(start)
	if len(res.Ranked) == 0 {
		return res, fmt.Errorf("%w (asked %d nodes, dropped %v)", ErrNoBids, len(peers), a.dropped)
	}

	err = s.run(ctx, a, &r, &res, deadline)
	res.Took = s.d.Clock.Now().Sub(start)
	return res, err
}
