package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"sync/atomic"
	"testing"
	"time"
)

// sick is a built-in whose health check waits for its context's end (an endpoint that does
// not answer), counting the checks.
type sick struct {
	checks *atomic.Int32
}

func (s sick) Name() string    { return "sick" }
func (s sick) Skills() []Skill { return []Skill{{ID: "echo", Name: "Echo", Tags: []string{"repeat"}}} }
func (s sick) Health(ctx context.Context) error {
	s.checks.Add(1)
	<-ctx.Done()
	return ctx.Err()
}
func (s sick) Call(_ context.Context, _ string, in json.RawMessage, _ ProgressFunc) (json.RawMessage, error) {
	return in, nil
}

// CallBound is an agent's slot wait and timeout; the runtime keeps it whatever the caller's
// context: a call of an unknown skill checks the agent's health within the timeout, and the
// Router resolves a skill without a health check.
func TestCallBound(t *testing.T) {
	var checks atomic.Int32
	r := newRTWith(t, Config{Agents: []AgentConfig{{Name: "s", Kind: KindBuiltin, Builtin: "sick", QueueWait: Duration(time.Second), Timeout: Duration(200 * time.Millisecond)}}},
		Options{Logger: quietLog(), HealthInterval: -1, Builtins: map[string]BuiltinFactory{"sick": func(AgentConfig) (Agent, error) { return sick{&checks}, nil }}})
	if d, ok := r.CallBound("s"); !ok || d != time.Second+200*time.Millisecond {
		t.Fatalf("CallBound %v %v, want the queue wait and the timeout", d, ok)
	}
	if _, ok := r.CallBound("nobody"); ok {
		t.Fatal("a bound for an unknown agent")
	}
	ctx := context.Background() // no deadline: the runtime's bound is the only one
	if _, err := r.Call(ctx, "s", "nothing", nil, nil); !errors.Is(err, ErrAgentDown) || checks.Load() != 1 {
		t.Fatalf("unknown skill of an agent whose health does not answer: %v after %d checks, want it down after one", err, checks.Load())
	}
	router := Router{Runtime: r, Normalize: func(s string) string { return s }}
	for _, skill := range []string{"echo", "repeat", "Echo", "s"} {
		if out, err := router.Call(ctx, "s", skill, json.RawMessage(`1`), nil); err != nil || string(out) != "1" {
			t.Fatalf("router call of %q: %s, %v", skill, out, err)
		}
	}
	if n := checks.Load(); n != 1 {
		t.Fatalf("the router checked health %d times", n-1)
	}
}
