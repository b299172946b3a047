package auction

import (
	"context"
	"errors"
)

// Later asks through a Service that may start after its askers are built (the node starts the
// llm agents' runtime and the team engine first): Get is read at each ask, nil meaning the
// node runs no auctions.
type Later struct{ Get func() *Service }

// ErrNotRunning: the node runs no auction service (yet).
var ErrNotRunning = errors.New("auction: auctions are not running on this node")

// Ask runs r on the service, once it runs.
func (l Later) Ask(ctx context.Context, r Request) (Result, error) {
	var s *Service
	if l.Get != nil {
		s = l.Get()
	}
	if s == nil {
		return Result{}, ErrNotRunning
	}
	return s.Ask(ctx, r)
}
