package call

import (
	"context"
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
	run, stop := s.runContext(call)
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
