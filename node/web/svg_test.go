package web

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

func bountyAt(id uint64, status escrow.Status, steps ...escrow.Status) apitypes.BountyView {
	b := apitypes.BountyView{Reward: "0.01"}
	b.ID, b.Status, b.Amount = id, status, big.NewInt(1e16)
	for i, s := range steps {
		b.Transitions = append(b.Transitions, apitypes.Transition{Status: s, Block: uint64(i + 1), Time: time.Unix(int64(1000+i), 0)})
	}
	return b
}

func TestTimeline(t *testing.T) {
	cases := []struct {
		name              string
		b                 apitypes.BountyView
		done, todo, exits int
		labels            []string
	}{
		{"open", bountyAt(1, escrow.StatusOpen, escrow.StatusOpen), 1, 3, 0, []string{"posted", "claimed", "accepted, paid"}},
		{"paid", bountyAt(2, escrow.StatusAccepted, escrow.StatusOpen, escrow.StatusClaimed, escrow.StatusSubmitted, escrow.StatusAccepted), 4, 0, 0, []string{"accepted, paid"}},
		{"expired unclaimed", bountyAt(3, escrow.StatusExpired, escrow.StatusOpen, escrow.StatusExpired), 1, 0, 1, []string{"posted", "expired"}},
		{"rejected then disputed", bountyAt(4, escrow.StatusDisputed, escrow.StatusOpen, escrow.StatusClaimed, escrow.StatusSubmitted, escrow.StatusRejected, escrow.StatusDisputed), 3, 0, 2, []string{"rejected", "disputed"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			svg := string(timeline(c.b))
			if got := strings.Count(svg, `fill="#2e9d5b"`); got != c.done {
				t.Errorf("%d steps done, want %d", got, c.done)
			}
			if got := strings.Count(svg, `fill="#ddd"`); got != c.todo {
				t.Errorf("%d steps to come, want %d", got, c.todo)
			}
			if got := strings.Count(svg, `fill="#d9534f"`); got != c.exits {
				t.Errorf("%d exits, want %d", got, c.exits)
			}
			for _, l := range c.labels {
				if !strings.Contains(svg, ">"+l+"<") {
					t.Errorf("no step %q in %s", l, svg)
				}
			}
		})
	}
}

func TestTreeAndChart(t *testing.T) {
	root := bountyAt(1, escrow.StatusClaimed, escrow.StatusOpen)
	kid := bountyAt(2, escrow.StatusAccepted, escrow.StatusOpen)
	kid.Children = []apitypes.BountyView{bountyAt(3, escrow.StatusOpen, escrow.StatusOpen)}
	root.Children = []apitypes.BountyView{kid, bountyAt(4, escrow.StatusExpired)}
	svg := string(tree(root))
	for _, want := range []string{"#1 · claimed", "#2 · paid", "#3 · open", "#4 · expired", `href="/board/bounty?id=3"`} {
		if !strings.Contains(svg, want) {
			t.Errorf("tree lacks %q", want)
		}
	}
	if tree(bountyAt(9, escrow.StatusOpen)) != "" {
		t.Error("a bounty without sub-tasks drew a tree")
	}
	paid := bountyAt(5, escrow.StatusAccepted)
	paid.Paid = big.NewInt(99e14)
	chart := string(historyChart([]apitypes.BountyView{paid, bountyAt(6, escrow.StatusExpired)}))
	if strings.Count(chart, "<rect") != 2 || !strings.Contains(chart, "share paid (1 of 2)") {
		t.Fatalf("chart %s", chart)
	}
	if historyChart(nil) != "" {
		t.Fatal("an empty history drew a chart")
	}
}

// TestSVGEscapesText: what a stranger controls (a token's amount text) cannot open markup.
func TestSVGEscapesText(t *testing.T) {
	b := bountyAt(1, escrow.StatusOpen, escrow.StatusOpen)
	b.Reward = `<script>alert(1)</script>`
	b.Children = []apitypes.BountyView{bountyAt(2, escrow.StatusOpen)}
	if svg := string(tree(b)); strings.Contains(svg, "<script>") {
		t.Fatalf("unescaped text in %s", svg)
	}
}
