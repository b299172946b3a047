package llm

import (
	"strings"
	"sync"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// progressEvery paces streamed-text progress: a report carries the text of at least this long,
// so a fast model does not send a network message per token.
const progressEvery = 100 * time.Millisecond

// reporter turns streamed tokens and tool calls into the call's progress: Progress counts the
// streamed chunks (about one per token), Message carries the text since the last report.
type reporter struct {
	fn    runtime.ProgressFunc
	clock runtime.Clock
	mu    sync.Mutex
	buf   strings.Builder
	n     float64
	last  time.Time
}

func newReporter(fn runtime.ProgressFunc, clock runtime.Clock) *reporter {
	return &reporter{fn: fn, clock: clock, last: clock.Now()}
}

// text takes one streamed delta.
func (r *reporter) text(s string) {
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	r.n++
	r.buf.WriteString(s)
	due := r.clock.Now().Sub(r.last) >= progressEvery
	r.mu.Unlock()
	if due {
		r.flush()
	}
}

// flush reports the text not reported yet.
func (r *reporter) flush() {
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	msg, n := r.buf.String(), r.n
	r.buf.Reset()
	r.last = r.clock.Now()
	r.mu.Unlock()
	if msg != "" {
		r.fn(runtime.Progress{Progress: n, Message: msg})
	}
}

// note reports a step that is not text (a tool call).
func (r *reporter) note(msg string) {
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	n := r.n
	r.mu.Unlock()
	r.fn(runtime.Progress{Progress: n, Message: msg})
}
