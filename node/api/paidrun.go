package api

import (
	"context"
	"net/http"
	"sync"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/call"
)

// paidRunsGrace bounds how long Close waits for the detached paid runs it ended to return:
// their runs see their context end at once (the agent's call is cancelled), so they return in
// milliseconds; a settle-first refund after such a run is bounded by the exact scheme's
// SettleTimeout and goes on in the background beyond this.
const paidRunsGrace = 5 * time.Second

// anonSlotKey carries, in a token-less request's context, its Limits.AnonRequests slot.
type anonSlotKey struct{}

// anonSlot is one token-less request's share of Limits.AnonRequests, given back once: when its
// request ends, or earlier when its payment verified (leave).
type anonSlot struct {
	once sync.Once
	sem  *semaphore.Weighted
}

func (a *anonSlot) leave() { a.once.Do(func() { a.sem.Release(1) }) }

// paidRuns tracks the paid runs going on, detached from their requests (x402.Facilitator
// runs a paid call to its end whatever its client does), so that Close ends them.
type paidRuns struct {
	mu     sync.Mutex
	closed bool
	wg     sync.WaitGroup
}

// startPaidRun begins a paid run whose payment verified (Charge runs it only then): its
// request leaves the anonymous budget (review rv4b, finding 4: a paid run is bounded by its
// channel or authorization, the agent's concurrency and the client's rate, not by the budget
// strangers share; a payment not verified yet, or refused, holds its slot as any token-less
// request), and its run ends when the server closes (finding 5). It returns the run's context
// and its end, false when the server is closing (the run is then not started: not charged).
func (s *Server) startPaidRun(ctx context.Context) (context.Context, func(), bool) {
	s.runs.mu.Lock()
	if s.runs.closed {
		s.runs.mu.Unlock()
		return nil, nil, false
	}
	s.runs.wg.Add(1)
	s.runs.mu.Unlock()
	if slot, ok := ctx.Value(anonSlotKey{}).(*anonSlot); ok {
		slot.leave()
	}
	ctx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(s.ctx, cancel)
	return ctx, func() { stop(); cancel(); s.runs.wg.Done() }, true
}

// paidRunning serves h as a paid run (startPaidRun) when the x402 middleware runs it for a
// verified payment (x402.PaidRun); a server closing answers 503, and the payment is released.
// A request the middleware passes as free (a free agent, an A2A method that runs nothing) is
// served as it is, in the anonymous budget (review rvfix, finding 6).
func (s *Server) paidRunning(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !x402.PaidRun(r.Context()) {
			h.ServeHTTP(w, r)
			return
		}
		ctx, end, ok := s.startPaidRun(r.Context())
		if !ok {
			refuse(w, http.StatusServiceUnavailable, call.CodeBusy, "the node is shutting down")
			return
		}
		defer end()
		h.ServeHTTP(w, r.WithContext(ctx))
	})
}

// endPaidRuns ends the paid runs going on (their context is the server's: s.stop ended it)
// and waits for them, at most paidRunsGrace; no run starts after.
func (s *Server) endPaidRuns() {
	s.runs.mu.Lock()
	s.runs.closed = true
	s.runs.mu.Unlock()
	done := make(chan struct{})
	go func() { s.runs.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(paidRunsGrace):
		s.log.Warn("api: paid runs still going after close", "grace", paidRunsGrace)
	}
}
