package auction

import (
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
)

// outcome is one call's end.
type outcome struct {
	i   int // index in res.Ranked
	at  int // index in res.Attempts
	out json.RawMessage
	err error
}

// run calls the ranked offers, k at a time: each failure is replaced by the next offer while
// the deadline allows. Without a verifier the first answer is accepted and the other calls are
// cut (a cut call is not charged); with one, the answers of a round of k are given to it.
func (s *Service) run(ctx context.Context, a *auction, r *Request, res *Result, deadline time.Time) error {
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan outcome, len(res.Ranked))
	var accepted atomic.Bool // set before the other calls are cut
	next, running := 0, 0
	start := func() bool {
		s.verifyTop(a, res, next+1)
		if next >= len(res.Ranked) || !s.d.Clock.Now().Before(deadline) {
			return false
		}
		i := next
		next++
		running++
		o := res.Ranked[i]
		at := len(res.Attempts)
		res.Attempts = append(res.Attempts, Attempt{Agent: o.Bid.Agent, Worker: o.Bid.Worker, Price: o.Price.String()})
		go func() {
			began := s.d.Clock.Now()
			out, err := s.call(cctx, o, r)
			// A call we cut because another answer was accepted is no failure of its agent's
			// (review finding 5: best-of-k's slower agents were recorded as failing us).
			if err == nil || !accepted.Load() {
				s.record(o.Bid.AgentID, err == nil, s.d.Clock.Now().Sub(began))
			}
			if s.ended != nil {
				s.ended(o)
			}
			done <- outcome{i, at, out, err}
		}()
		return true
	}
	for range r.K {
		start()
	}
	var answers []Answer
	var picks []outcome // the answers' calls
	for running > 0 {
		oc := <-done
		running--
		at := oc.at
		if oc.err != nil {
			res.Attempts[at].Err = oc.err.Error()
			if r.Verifier == nil || len(answers) == 0 {
				start()
			}
			continue
		}
		if r.Verifier == nil {
			accepted.Store(true)
			cancel() // the others are cut
			s.accept(res, at, oc.i, oc.out)
			return nil
		}
		answers, picks = append(answers, Answer{Bid: res.Ranked[oc.i].Bid, Output: oc.out}), append(picks, oc)
		if running > 0 {
			continue
		}
		pick, err := r.Verifier(ctx, answers)
		if err == nil && pick >= 0 && pick < len(answers) {
			s.accept(res, picks[pick].at, picks[pick].i, answers[pick].Output)
			return nil
		}
		for _, p := range picks {
			res.Attempts[p.at].Err = "not accepted by the verifier"
		}
		answers, picks = nil, nil
		for range r.K {
			start()
		}
	}
	return fmt.Errorf("%w (%d tried)", ErrNoAnswer, len(res.Attempts))
}

func (s *Service) accept(res *Result, at, i int, out json.RawMessage) {
	res.Attempts[at].Accepted = true
	res.Output, res.Winner, res.Price = out, res.Ranked[i].Bid, res.Ranked[i].Price
}

// call calls one offer's agent through the Caller. A winner that has not answered within
// twice its promised latency and Config.CallGrace is cut (not charged), so the next bid can
// be tried before the auction's deadline.
func (s *Service) call(ctx context.Context, o Offer, r *Request) (json.RawMessage, error) {
	p, err := peer.Decode(o.Bid.Worker)
	if err != nil {
		return nil, fmt.Errorf("auction: worker %q: %w", o.Bid.Worker, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Duration(o.Bid.LatencyMs)*time.Millisecond+s.cfg.CallGrace)
	defer cancel()
	return s.d.Caller.Call(ctx, Target{Peer: p, Agent: o.Bid.Name, AgentDID: o.Bid.Agent, AgentID: o.Bid.AgentID, Skill: o.Bid.Skill,
		Price: o.Price, Token: r.Token}, r.Input)
}
