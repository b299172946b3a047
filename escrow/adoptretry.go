package escrow

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
)

// AdoptRetry resumes the claims of a market's agents that have no job record (the node stopped
// between sending a claim and recording it; Market.Adopt), and keeps the adoptions that failed
// (the spec not found yet) to try them again on every Retry.
type AdoptRetry struct {
	log     *slog.Logger
	mu      sync.Mutex
	pending map[uint64]uint64 // bounty id → agent id
	running atomic.Bool       // a Retry is running
}

// NewAdoptRetry makes an empty AdoptRetry; log nil discards.
func NewAdoptRetry(log *slog.Logger) *AdoptRetry {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &AdoptRetry{log: log, pending: map[uint64]uint64{}}
}

// Adopt has m resume bounty id if agentID is one of m's agents and m has no record of it; a
// failure is kept for Retry, a success or a bounty that is not m's is forgotten.
func (r *AdoptRetry) Adopt(ctx context.Context, m *Market, id, agentID uint64) {
	if _, known := m.Job(id); known || !slices.Contains(m.AgentIDs(), agentID) {
		return
	}
	err := m.Adopt(ctx, id, "")
	r.mu.Lock()
	defer r.mu.Unlock()
	if err == nil || errors.Is(err, ErrNotForUs) || ctx.Err() != nil {
		delete(r.pending, id)
		return
	}
	if _, again := r.pending[id]; !again {
		r.log.Warn("could not resume a claimed bounty yet; will retry", "bounty", id, "err", err)
	}
	r.pending[id] = agentID
}

// Retry tries the adoptions that failed again. It returns at once while another Retry runs (a
// DHT lookup of a spec must not pile up retries).
func (r *AdoptRetry) Retry(ctx context.Context, m *Market) {
	if !r.running.CompareAndSwap(false, true) {
		return
	}
	defer r.running.Store(false)
	r.mu.Lock()
	list := make(map[uint64]uint64, len(r.pending))
	for id, agentID := range r.pending {
		list[id] = agentID
	}
	r.mu.Unlock()
	for id, agentID := range list {
		r.Adopt(ctx, m, id, agentID)
	}
}
