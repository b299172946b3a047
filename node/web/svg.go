package web

import (
	"fmt"
	"html"
	"html/template"
	"math/big"
	"strings"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/apitypes"
)

// The SVG drawings are built in Go from numbers and escaped text only.
type (
	timelineSVG = template.HTML
	treeSVG     = template.HTML
	chartSVG    = template.HTML
)

// statusLabel is a bounty's status as a person says it: an accepted bounty was paid.
func statusLabel(b apitypes.BountyView) string {
	if b.Status == bounty.StatusAccepted {
		return "paid"
	}
	return b.Status.String()
}

// mainPath is the happy path of a bounty, with the words the timeline uses.
var mainPath = []struct {
	s     bounty.Status
	label string
}{{bounty.StatusOpen, "posted"}, {bounty.StatusClaimed, "claimed"}, {bounty.StatusSubmitted, "submitted"}, {bounty.StatusAccepted, "accepted, paid"}}

type step struct {
	label, when string
	done, exit  bool
}

// timeline draws the bounty's steps: the happy path as far as reached (the rest greyed while
// the bounty can still get there) and the exits it took (rejected, disputed, expired…).
func timeline(b apitypes.BountyView) timelineSVG {
	reached := map[bounty.Status]string{}
	var exits []step
	for _, t := range b.Transitions {
		when := t.Time.Local().Format("15:04:05")
		reached[t.Status] = when
		if t.Status >= bounty.StatusRejected {
			label := t.Status.String()
			if t.Status == bounty.StatusResolved {
				label = fmt.Sprintf("resolved (%d%% to agent)", b.AgentBps/100)
			}
			exits = append(exits, step{label: label, when: when, done: true, exit: true})
		}
	}
	var steps []step
	for _, m := range mainPath {
		when, ok := reached[m.s]
		if !ok && (b.Status.Terminal() || len(exits) > 0) {
			continue
		}
		steps = append(steps, step{label: m.label, when: when, done: ok})
	}
	steps = append(steps, exits...)
	const dx, w0 = 150, 70
	width := w0*2 + dx*(len(steps)-1)
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="timeline" role="img" aria-label="bounty timeline" viewBox="0 0 %d 80" width="%d" height="80">`, width, width)
	fmt.Fprintf(&sb, `<line x1="%d" y1="30" x2="%d" y2="30" stroke="#bbb" stroke-width="3"/>`, w0, w0+dx*(len(steps)-1))
	for i, s := range steps {
		x := w0 + i*dx
		fill := "#ddd"
		switch {
		case s.exit:
			fill = "#d9534f"
		case s.done:
			fill = "#2e9d5b"
		}
		fmt.Fprintf(&sb, `<circle cx="%d" cy="30" r="11" fill="%s" data-step="%s"/>`, x, fill, html.EscapeString(s.label))
		fmt.Fprintf(&sb, `<text x="%d" y="58" text-anchor="middle" font-size="12">%s</text>`, x, html.EscapeString(s.label))
		fmt.Fprintf(&sb, `<text x="%d" y="74" text-anchor="middle" font-size="10" fill="#666">%s</text>`, x, html.EscapeString(s.when))
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String()) //nolint:gosec // numbers and escaped text
}

// tree draws the bounty and its sub-tasks, one row each, indented by depth.
func tree(b apitypes.BountyView) treeSVG {
	type row struct {
		depth int
		b     apitypes.BountyView
	}
	var rows []row
	var walk func(b apitypes.BountyView, depth int)
	walk = func(b apitypes.BountyView, depth int) {
		if len(rows) >= 200 {
			return
		}
		rows = append(rows, row{depth, b})
		for _, c := range b.Children {
			walk(c, depth+1)
		}
	}
	walk(b, 0)
	if len(rows) == 1 {
		return ""
	}
	const rh = 28
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg class="tree" role="img" aria-label="sub-task tree" viewBox="0 0 520 %d" width="520" height="%d">`, len(rows)*rh+8, len(rows)*rh+8)
	for i, r := range rows {
		x, y := 10+r.depth*28, 4+i*rh
		if r.depth > 0 {
			fmt.Fprintf(&sb, `<path d="M%d %d V%d H%d" fill="none" stroke="#999"/>`, x-16, y-8, y+11, x)
		}
		fill := "#eef5ff"
		if r.b.Status == bounty.StatusAccepted {
			fill = "#e3f6ea"
		}
		fmt.Fprintf(&sb, `<a href="/board/bounty?id=%d"><rect x="%d" y="%d" width="%d" height="22" rx="4" fill="%s" stroke="#8aa"/>`, r.b.ID, x, y, 500-x, fill)
		fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="12">#%d · %s · %s</text></a>`, x+8, y+15, r.b.ID, html.EscapeString(statusLabel(r.b)), html.EscapeString(rewardText(r.b)))
	}
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String()) //nolint:gosec // numbers and escaped text
}

// historyChart draws an agent's settled bounties, oldest first: a bar per bounty (green paid,
// red not, height by amount) and the running share of bounties paid, the line.
func historyChart(settled []apitypes.BountyView) chartSVG {
	if len(settled) == 0 {
		return ""
	}
	n := len(settled)
	maxAmt := new(big.Int)
	for _, b := range settled {
		if b.Amount != nil && b.Amount.Cmp(maxAmt) > 0 {
			maxAmt.Set(b.Amount)
		}
	}
	const w, h, pad = 520, 140, 20
	bw := float64(w-2*pad) / float64(n)
	var sb, line strings.Builder
	fmt.Fprintf(&sb, `<svg class="chart" role="img" aria-label="settled bounties and paid share" viewBox="0 0 %d %d" width="%d" height="%d">`, w, h+30, w, h+30)
	fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#999"/>`, pad, h, w-pad, h)
	paid := 0
	for i := n - 1; i >= 0; i-- { // the list is newest first
		b := settled[i]
		k := n - 1 - i
		frac := 0.1
		if maxAmt.Sign() > 0 && b.Amount != nil {
			f, _ := new(big.Rat).SetFrac(b.Amount, maxAmt).Float64()
			frac = 0.1 + 0.9*f
		}
		bh := frac * float64(h-pad)
		fill := "#d9534f"
		if b.Paid != nil && b.Paid.Sign() > 0 {
			fill, paid = "#2e9d5b", paid+1
		}
		x := float64(pad) + float64(k)*bw
		fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>#%d %s</title></rect>`, x+1, float64(h)-bh, max(bw-2, 1), bh, fill, b.ID, html.EscapeString(rewardText(b)))
		share := float64(paid) / float64(k+1)
		fmt.Fprintf(&line, "%.1f,%.1f ", x+bw/2, float64(h)-share*float64(h-pad))
	}
	fmt.Fprintf(&sb, `<polyline points="%s" fill="none" stroke="#245" stroke-width="2"/>`, strings.TrimSpace(line.String()))
	fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="11" fill="#555">oldest → newest; line: share paid (%d of %d)</text>`, pad, h+20, paid, n)
	sb.WriteString(`</svg>`)
	return template.HTML(sb.String()) //nolint:gosec // numbers and escaped text
}
