package call

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// paidRun is what a call carrying a payment holds, in one allocation: its caller, the
// context in which its payment is checked (check), the context of its run once checked (run)
// and its progress reporting (pr).
type paidRun struct {
	caller Caller
	check  checkCtx
	run    runCtx
	pr     progressState
}

// checkCtx is the context of a payment's check: the server's with the call's caller, ended at
// the payer's deadline too. Its timer is set only when the check waits on it (Done or Err: a
// chain sync, say): a check that cannot block (a word, a voucher on a fresh channel: the
// common call) sets none. Contexts derived from it are armed too.
type checkCtx struct {
	parent   context.Context
	deadline time.Time
	caller   *Caller // CallerFrom's (a value of its own spares a context and a copy)

	mu      sync.Mutex
	stopped bool
	armed   atomic.Pointer[armedCtx]
}

// armedCtx is a checkCtx's deadline context, once set.
type armedCtx struct {
	context.Context
	cancel context.CancelFunc
}

// Deadline is the payer's.
func (c *checkCtx) Deadline() (time.Time, bool) { return c.deadline, true }

// Done sets the check's timer if it is not set.
func (c *checkCtx) Done() <-chan struct{} { return c.arm().Done() }

// Err sets the check's timer if it is not set.
func (c *checkCtx) Err() error { return c.arm().Err() }

// Value is the call's caller for callerKey; else the armed context's value for key, once
// there is one (the context package finds its cancellation there, so derived contexts end
// with it), else the server's.
func (c *checkCtx) Value(key any) any {
	if _, ok := key.(callerKey); ok && c.caller != nil {
		return c.caller
	}
	if a := c.armed.Load(); a != nil {
		return a.Value(key)
	}
	return c.parent.Value(key)
}

// arm returns the check's deadline context, made on first use; one asked for after stop is
// ended already.
func (c *checkCtx) arm() *armedCtx {
	if a := c.armed.Load(); a != nil {
		return a
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if a := c.armed.Load(); a != nil {
		return a
	}
	a := &armedCtx{}
	a.Context, a.cancel = context.WithDeadline(c.parent, c.deadline)
	if c.stopped {
		a.cancel()
	}
	c.armed.Store(a)
	return a
}

// stop ends the check (its timer, if set, goes).
func (c *checkCtx) stop() {
	c.mu.Lock()
	c.stopped = true
	c.mu.Unlock()
	if a := c.armed.Load(); a != nil {
		a.cancel()
	}
}

// runContext sets run to the context of a paid run of agent whose voucher is checked: the
// call's values (values: its caller, its meter) without the payer's deadline, ended by the
// server's close or MaxDeadline from now. A payer that picked a deadline short of the run's
// end would otherwise have the run fail uncharged, its voucher released for the next call, as
// often as it likes (review rv2, finding 6; review of upto, finding 4): the run goes on to its
// end and, succeeding, is committed though its answer is no longer awaited; the payer finds
// that voucher held at its next call and adopts it. The run keeps its channel busy (and its
// fair-share slot taken) until it ends.
//
// A handler that ends agent's runs itself within MaxDeadline (callBounder: the runtime, at
// the agent's timeout) gets no timer for it: the run's one timer is the handler's. Others get
// one, stopped by the returned function (nil when there is none).
func (s *Server) runContext(run *runCtx, agent string, values context.Context) (context.Context, context.CancelFunc) {
	run.values = values
	if b, ok := s.handler.(callBounder); ok {
		if d, ok := b.CallBound(agent); ok && d <= s.cfg.MaxDeadline {
			run.Context = s.ctx
			return run, nil
		}
	}
	var cancel context.CancelFunc
	run.Context, cancel = context.WithTimeout(s.ctx, s.cfg.MaxDeadline)
	return run, cancel
}

// callBounder is a Handler that ends every call of an agent within a bound it knows;
// *runtime.Runtime (and runtime.Router) satisfies it.
type callBounder interface {
	CallBound(agent string) (time.Duration, bool)
}

// runCtx is a paid run's context: its own (the server's close; MaxDeadline unless the
// handler bounds the run) with the call's values (its caller, its meter).
type runCtx struct {
	context.Context
	values context.Context
}

// Value is the run's own value for key (the context package finds the run's cancellation
// there, so contexts derived from the run end with it), else the call's.
func (c *runCtx) Value(key any) any {
	if v := c.Context.Value(key); v != nil {
		return v
	}
	return c.values.Value(key)
}
