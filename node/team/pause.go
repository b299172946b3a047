package team

import (
	"context"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/node/chat"
)

// IoA's pause & trigger: a team held by an accepted pause (or discussion) proposal assigns
// nothing new (bounties in work go on) until its trigger fires: a time, the end of a task, or
// a member's message containing a text; a proposal of another state resumes it at once.

// hold puts t in state (pause or discussion) until tr fires.
func (e *Engine) hold(t *Team, state chat.State, tr *Trigger) {
	t.Pause, t.State = tr, state
}

// release ends a hold without a trigger (a proposal moved the team on).
func (e *Engine) release(t *Team) { t.Pause = nil }

// fired says why t's trigger fired ("" while it holds, or when t is not held).
func (e *Engine) fired(t *Team) string {
	tr := t.Pause
	if tr == nil {
		return ""
	}
	if !tr.At.IsZero() && !e.clock.Now().Before(tr.At) {
		return "its time " + tr.At.UTC().Format(time.RFC3339) + " came"
	}
	if tr.Task != "" {
		if ts := t.Task(tr.Task); ts == nil || ts.Status.Final() {
			return "task " + tr.Task + " ended"
		}
	}
	return ""
}

// resume ends t's hold and tells the room why.
func (e *Engine) resume(ctx context.Context, t *Team, why string) {
	state := chat.StateExecution
	if t.Pause != nil && t.Pause.Resume.Valid() && t.Pause.Resume != chat.StatePause && t.Pause.Resume != chat.StateConclusion {
		state = t.Pause.Resume
	}
	t.Pause = nil
	e.say(ctx, t, state, chat.TypeSystem, "", fmt.Sprintf("resumed: %s", why), nil)
	e.Kick()
}

// maxMemberHolds bounds the holds (pause or discussion) hired members' proposals put on one
// team: past it only the owner or the leading agent holds it, so sybils hired into a team
// cannot stall it by proposing one hold after another.
const maxMemberHolds = 3
