package web

import (
	"fmt"
	"html"
	"html/template"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/node/team/teamstate"
	"github.com/agentsite/agentsite/node/units"
)

// graphSVG is a team's task graph, drawn in Go from numbers and escaped text only.
type graphSVG = template.HTML

// taskColours fill a task's box by its status.
var taskColours = map[teamstate.TaskStatus]string{
	teamstate.TaskPending: "#eef1f4", teamstate.TaskHiring: "#fff4d6", teamstate.TaskRunning: "#dcebfb",
	teamstate.TaskDone: "#e3f6ea", teamstate.TaskFailed: "#fbe1df", teamstate.TaskSkipped: "#e9e9e9",
}

// levels puts each task at its dependency level: 0 without deps, else one more than its
// deepest dep. A dep that is missing or part of a cycle (a plan the node would refuse) counts
// as level 0, so a bad graph still draws.
func levels(tasks []teamstate.TaskState) map[string]int {
	deps := make(map[string][]string, len(tasks))
	for _, t := range tasks {
		deps[t.ID] = t.Deps
	}
	level := map[string]int{}
	const visiting = -1
	var walk func(id string) int
	walk = func(id string) int {
		if l, ok := level[id]; ok {
			return max(l, 0)
		}
		if _, ok := deps[id]; !ok {
			return -1 // not a task: the dependent is drawn as if it had no such dep
		}
		level[id] = visiting
		l := 0
		for _, d := range deps[id] {
			l = max(l, walk(d)+1)
		}
		level[id] = l
		return l
	}
	for _, t := range tasks {
		walk(t.ID)
	}
	return level
}

// Layout of the graph, in pixels: a column per level, a box per task.
const (
	boxW, boxH = 210, 64
	colGap     = 60
	rowGap     = 16
	margin     = 10
)

// taskGraph draws a team's tasks as boxes in columns by dependency level, an arrow from each
// dep to its dependent, each box coloured by the task's status and linked to its bounty.
func taskGraph(t teamstate.Team) graphSVG {
	tasks := t.Tasks
	if len(tasks) > teamstate.MaxTasks {
		tasks = tasks[:teamstate.MaxTasks]
	}
	if len(tasks) == 0 {
		return ""
	}
	level := levels(tasks)
	type spot struct{ x, y int }
	at := map[string]spot{}
	rows := map[int]int{}
	cols, maxRows := 0, 0
	for _, ts := range tasks {
		l := level[ts.ID]
		at[ts.ID] = spot{margin + l*(boxW+colGap), margin + rows[l]*(boxH+rowGap)}
		rows[l]++
		cols, maxRows = max(cols, l+1), max(maxRows, rows[l])
	}
	w := 2*margin + cols*boxW + (cols-1)*colGap
	h := 2*margin + maxRows*boxH + (maxRows-1)*rowGap
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="graph" role="img" aria-label="task graph" viewBox="0 0 %d %d" width="%d" height="%d">`, w, h, w, h)
	sb.WriteString(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="#789"/></marker></defs>`)
	for _, ts := range tasks {
		to := at[ts.ID]
		for _, d := range ts.Deps {
			from, ok := at[d]
			if !ok {
				continue
			}
			x1, y1, x2, y2 := from.x+boxW, from.y+boxH/2, to.x, to.y+boxH/2
			fmt.Fprintf(&sb, `<path class="edge" data-from="%s" data-to="%s" d="M%d %d C%d %d %d %d %d %d" fill="none" stroke="#789" stroke-width="1.5" marker-end="url(#arrow)"/>`,
				html.EscapeString(d), html.EscapeString(ts.ID), x1, y1, x1+colGap/2, y1, x2-colGap/2, y2, x2, y2)
		}
	}
	for _, ts := range tasks {
		p := at[ts.ID]
		fill, ok := taskColours[ts.Status]
		if !ok {
			fill = "#eef1f4"
		}
		bounty := uint64(0)
		if a := ts.Last(); a != nil {
			bounty = a.BountyID
		}
		if bounty != 0 {
			fmt.Fprintf(&sb, `<a href="/board/bounty?id=%d">`, bounty)
		}
		fmt.Fprintf(&sb, `<g class="task" data-task="%s" data-status="%s"><rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="%s" stroke="#8aa"/>`,
			html.EscapeString(ts.ID), html.EscapeString(string(ts.Status)), p.x, p.y, boxW, boxH, fill)
		fmt.Fprintf(&sb, `<title>%s</title>`, html.EscapeString(clip(titleText(ts), 600)))
		line := func(dy int, attrs, text string) {
			fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="12"%s>%s</text>`, p.x+8, p.y+dy, attrs, html.EscapeString(clip(text, 32)))
		}
		line(17, ` font-weight="600"`, ts.ID+" · "+ts.Skill)
		line(35, ` fill="#445"`, agentText(ts))
		line(53, ` fill="#445"`, string(ts.Status)+" · "+costText(ts))
		sb.WriteString(`</g>`)
		if bounty != 0 {
			sb.WriteString(`</a>`)
		}
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String()) //nolint:gosec // numbers and escaped text
}

// titleText is what a box says on hover: the task's description, agent DID and error.
func titleText(ts teamstate.TaskState) string {
	parts := []string{ts.ID + " (" + ts.Skill + ")"}
	if ts.Description != "" {
		parts = append(parts, ts.Description)
	}
	if a := ts.Last(); a != nil && a.AgentDID != "" {
		parts = append(parts, "agent "+a.AgentDID)
	}
	if ts.Err != "" {
		parts = append(parts, "error: "+ts.Err)
	}
	return strings.Join(parts, "\n")
}

// agentText names who works the task: the hired agent, an open bounty, or nobody yet.
func agentText(ts teamstate.TaskState) string {
	a := ts.Last()
	switch {
	case a == nil:
		return "not hired yet"
	case a.AgentID != 0:
		return fmt.Sprintf("agent #%d", a.AgentID)
	case a.AgentDID != "":
		return short(a.AgentDID)
	default:
		return "open bounty"
	}
}

// costText is what the task cost: the rewards of its paid attempts, else its share per attempt.
func costText(ts teamstate.TaskState) string {
	paid := 0
	sum := new(big.Int)
	for _, a := range ts.Attempts {
		if a.Status == "accepted" || a.Status == "resolved" {
			sum.Add(sum, a.Reward.Int())
			paid++
		}
	}
	if paid > 0 {
		return units.FormatETH(sum) + " paid"
	}
	if v, err := ts.ShareWei(); err == nil {
		return "share " + units.FormatETH(v)
	}
	return "share " + ts.Share
}
