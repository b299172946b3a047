package auction

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
)

// outcome is one call's end.
type outcome struct {
	i   int // index in res.Ranked
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
		res.Attempts = append(res.Attempts, Attempt{Agent: o.Bid.Agent, Worker: o.Bid.Worker, Price: o.Price.String()})
		go func() {
			began := s.d.Clock.Now()
			out, err := s.call(cctx, o, r)
			s.record(o.Bid.Agent, err == nil, s.d.Clock.Now().Sub(began))
			done <- outcome{i, out, err}
		}()
		return true
	}
	for range r.K {
		start()
	}
	var answers []Answer
	var idx []int
	for running > 0 {
		oc := <-done
		running--
		at := s.attempt(res, oc.i)
		if oc.err != nil {
			res.Attempts[at].Err = oc.err.Error()
			if r.Verifier == nil || len(answers) == 0 {
				start()
			}
			continue
		}
		if r.Verifier == nil {
			cancel() // the others are cut
			s.accept(res, at, oc.i, oc.out)
			return nil
		}
		answers, idx = append(answers, Answer{Bid: res.Ranked[oc.i].Bid, Output: oc.out}), append(idx, oc.i)
		if running > 0 {
			continue
		}
		pick, err := r.Verifier(ctx, answers)
		if err == nil && pick >= 0 && pick < len(answers) {
			s.accept(res, s.attempt(res, idx[pick]), idx[pick], answers[pick].Output)
			return nil
		}
		answers, idx = nil, nil
		for range r.K {
			start()
		}
	}
	return fmt.Errorf("%w (%d tried)", ErrNoAnswer, len(res.Attempts))
}

// attempt is the index in res.Attempts of the call of res.Ranked[i].
func (s *Service) attempt(res *Result, i int) int {
	for k := range res.Attempts {
		if res.Attempts[k].Agent == res.Ranked[i].Bid.Agent {
			return k
		}
	}
	return 0
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
