package call

import (
	"context"
	"errors"
	"testing"
	"time"
)

type runKey struct{}

// A paid run's context carries the call's values, not its deadline, and ends (with every
// context derived from it) when the server closes.
func TestRunContext(t *testing.T) {
	s := &Server{cfg: Config{MaxDeadline: time.Hour}}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	call, cancelCall := context.WithTimeout(context.WithValue(context.Background(), runKey{}, "caller"), time.Millisecond)
	defer cancelCall()
	run, stop := s.runContext(&runCtx{}, "echo", call)
	defer stop()
	derived, cancel := context.WithCancel(run)
	defer cancel()
	if v, _ := derived.Value(runKey{}).(string); v != "caller" {
		t.Fatalf("the run's value %q, want the call's", v)
	}
	if dl, ok := run.Deadline(); !ok || time.Until(dl) < 59*time.Minute {
		t.Fatalf("the run's deadline %v, want MaxDeadline ahead", dl)
	}
	<-call.Done()
	if derived.Err() != nil {
		t.Fatal("the run ended with the payer's deadline")
	}
	s.cancel()
	<-derived.Done() // the server's close ends what the run derived
	if run.Err() == nil {
		t.Fatal("the run did not end with the server")
	}
}

// bounded is a Handler that says it ends every run within bound.
type bounded struct {
	Handler
	bound time.Duration
}

func (b bounded) CallBound(string) (time.Duration, bool) { return b.bound, true }

// A handler that ends its runs within MaxDeadline gets a run context with no deadline (no
// timer: the handler's is the run's one); one whose bound is longer gets MaxDeadline.
func TestRunContextBoundedHandler(t *testing.T) {
	s := &Server{cfg: Config{MaxDeadline: time.Hour}, handler: bounded{bound: time.Minute}}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	values := context.WithValue(context.Background(), runKey{}, "caller")
	run, stop := s.runContext(&runCtx{}, "echo", values)
	if stop != nil {
		t.Fatal("a stop for a run with no timer")
	}
	if dl, ok := run.Deadline(); ok {
		t.Fatalf("the run has a deadline %v: a timer beside the handler's", dl)
	}
	derived, cancel := context.WithTimeout(run, time.Minute) // the runtime's
	defer cancel()
	if v, _ := derived.Value(runKey{}).(string); v != "caller" {
		t.Fatalf("the run's value %q, want the call's", v)
	}
	s.handler = bounded{bound: 2 * time.Hour}
	long, stop := s.runContext(&runCtx{}, "echo", values)
	defer stop()
	if _, ok := long.Deadline(); !ok {
		t.Fatal("a run the handler bounds beyond MaxDeadline has no deadline")
	}
	s.cancel()
	<-derived.Done() // the server's close ends what the run derived
	<-long.Done()
}

// A check's context sets no timer until waited on: its deadline, caller and values are there,
// and contexts made of values only leave it unset.
func TestCheckCtxLazy(t *testing.T) {
	parent := context.WithValue(context.Background(), runKey{}, "server")
	dl := time.Now().Add(time.Hour)
	c := &checkCtx{parent: parent, deadline: dl, caller: &Caller{Signed: true}}
	ctx := context.WithValue(c, meteredKey{}, &metered{})
	if caller, ok := CallerFrom(ctx); !ok || !caller.Signed {
		t.Fatalf("caller %+v %v, want the check's", caller, ok)
	}
	if d, ok := ctx.Deadline(); !ok || !d.Equal(dl) {
		t.Fatalf("deadline %v %v, want %v", d, ok, dl)
	}
	if v, _ := ctx.Value(runKey{}).(string); v != "server" {
		t.Fatalf("value %q, want the server's", v)
	}
	_ = context.WithoutCancel(ctx)
	if c.armed.Load() != nil {
		t.Fatal("values and deadline set the check's timer")
	}
	derived, cancel := context.WithCancel(ctx)
	defer cancel()
	if c.armed.Load() == nil || derived.Err() != nil {
		t.Fatal("a derived context did not set the timer, or ended early")
	}
	c.stop()
	<-derived.Done()
	if !errors.Is(derived.Err(), context.Canceled) {
		t.Fatalf("derived context ended with %v, want canceled by stop", derived.Err())
	}
}

// A check's context ends at its deadline, and with its parent; one waited on after stop is
// ended.
func TestCheckCtxEnds(t *testing.T) {
	past := &checkCtx{parent: context.Background(), deadline: time.Now().Add(-time.Second)}
	<-past.Done()
	if !errors.Is(past.Err(), context.DeadlineExceeded) {
		t.Fatalf("past deadline: %v", past.Err())
	}
	parent, cancel := context.WithCancel(context.Background())
	c := &checkCtx{parent: parent, deadline: time.Now().Add(time.Hour)}
	derived, stop := context.WithCancel(c)
	defer stop()
	cancel()
	<-derived.Done()
	<-c.Done()
	stopped := &checkCtx{parent: context.Background(), deadline: time.Now().Add(time.Hour)}
	stopped.stop()
	<-stopped.Done()
	if !errors.Is(stopped.Err(), context.Canceled) {
		t.Fatalf("stopped check: %v", stopped.Err())
	}
}
