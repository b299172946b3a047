package runtime

import (
	"math"
	"sync/atomic"
	"testing"
	"time"
)

// Review rv20, finding 2: an agent's queue wait and timeout whose sum overflows made CallBound
// negative, which call.Server took for a bound within its MaxDeadline: a paid run of that
// agent got no timer of the server's, bounded only by the agent's (centuries-long) timeout.
// The bound saturates instead.
func TestRV20CallBoundOverflow(t *testing.T) {
	huge := Duration(math.MaxInt64/2 + 1)
	r := newRTWith(t, Config{Agents: []AgentConfig{{Name: "slow", Kind: KindBuiltin, Builtin: "sick", QueueWait: huge, Timeout: huge}}},
		Options{Logger: quietLog(), HealthInterval: -1, Builtins: map[string]BuiltinFactory{"sick": func(AgentConfig) (Agent, error) { return sick{new(atomic.Int32)}, nil }}})
	d, ok := r.CallBound("slow")
	if !ok || d < time.Duration(huge) {
		t.Fatalf("CallBound %v %v: want at least the timeout %v (a sum that overflows saturates)", d, ok, time.Duration(huge))
	}
}
