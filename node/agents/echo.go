package agents

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// SlowInput is the input of echo's "slow" skill.
type SlowInput struct {
	// Steps is how many progress reports to send (1..1000).
	Steps int `json:"steps"`
	// StepMs is the pause before each report, in milliseconds (0..10000).
	StepMs int `json:"stepMs"`
}

// NewEcho makes the echo agent: "echo" returns its input unchanged; "slow" takes Steps pauses
// of StepMs, reporting progress after each, and returns {"steps": n}.
func NewEcho(name string) *Builtin {
	return newBuiltin(name,
		skillDef{
			skill: runtime.Skill{ID: "echo", Name: "Echo", Description: "Returns its input unchanged.", Tags: []string{"echo", "test"}},
			run: func(_ context.Context, in json.RawMessage, _ runtime.ProgressFunc) (any, error) {
				return in, nil
			},
		},
		skillDef{
			skill: runtime.Skill{ID: "slow", Name: "Slow", Description: "Waits in steps, reporting progress after each.", Tags: []string{"test"},
				InputSchema: schema(`{"type":"object","properties":{"steps":{"type":"integer"},"stepMs":{"type":"integer"}}}`)},
			run: slow,
		},
	)
}

func slow(ctx context.Context, in json.RawMessage, progress runtime.ProgressFunc) (any, error) {
	var s SlowInput
	if err := decode(in, &s); err != nil {
		return nil, err
	}
	if s.Steps < 1 || s.Steps > 1000 || s.StepMs < 0 || s.StepMs > 10000 {
		return nil, fmt.Errorf("%w: steps must be 1..1000 and stepMs 0..10000", runtime.ErrBadInput)
	}
	for i := 1; i <= s.Steps; i++ {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Duration(s.StepMs) * time.Millisecond):
		}
		if progress != nil {
			progress(runtime.Progress{Progress: float64(i), Total: float64(s.Steps), Message: fmt.Sprintf("step %d of %d", i, s.Steps)})
		}
	}
	return map[string]int{"steps": s.Steps}, nil
}
