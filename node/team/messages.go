package team

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/units"
)

// say posts one message of the team's story in its room; the room is a log, so a post that
// fails (quota, no peers yet) is logged and the team goes on. extra is pairs of name, JSON.
func (e *Engine) say(ctx context.Context, t *Team, state chat.State, typ, taskID, content string, to []string, extra ...any) {
	if t.Pause == nil || state == chat.StateConclusion {
		t.State = state // a held team stays in its state while its bounties in work report
	}
	d := chat.Draft{State: state, Type: typ, TaskID: taskID, Content: clip(content, 8000), To: to}
	if taskID != "" {
		if ts := t.Task(taskID); ts != nil {
			d.TaskDesc = clip(ts.Description, 1000)
		}
	}
	for i := 0; i+1 < len(extra); i += 2 {
		name, _ := extra[i].(string)
		raw, _ := extra[i+1].([]byte)
		if name != "" && json.Valid(raw) {
			if d.Extra == nil {
				d.Extra = map[string]json.RawMessage{}
			}
			d.Extra[name] = raw
		}
	}
	if _, err := e.d.Room.Post(ctx, t.Room, d); err != nil {
		e.log.Debug("team message not posted", "team", t.ID, "room", t.Room, "err", err)
	}
}

// planMessage is the team's first message: the goal, the budget and the plan.
func planMessage(t *Team) string {
	var b strings.Builder
	fmt.Fprintf(&b, "goal: %s\nbudget: %s, plan by %s, %d tasks:", t.Goal, wei(t.Budget.Int()), t.Planner, len(t.Tasks))
	for _, ts := range t.Tasks {
		share := ts.Share
		if v, err := ts.ShareWei(); err == nil {
			share = wei(v)
		}
		fmt.Fprintf(&b, "\n- %s %s [%s] share %s", ts.ID, ts.Skill, ts.RunMode(), share)
		if len(ts.Deps) > 0 {
			fmt.Fprintf(&b, " after %s", strings.Join(ts.Deps, ", "))
		}
	}
	return b.String()
}

// wei formats an amount for people.
func wei(v *big.Int) string { return units.FormatETH(v) }

// clip cuts s to at most n bytes, on a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && (s[n]&0xC0) == 0x80 {
		n--
	}
	return s[:n] + "…"
}
