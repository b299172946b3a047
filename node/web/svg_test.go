package web

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/apitypes"
)

func bountyAt(id uint64, status bounty.Status, steps ...bounty.Status) apitypes.BountyView {
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
		{"open", bountyAt(1, bounty.StatusOpen, bounty.StatusOpen), 1, 3, 0, []string{"posted", "claimed", "accepted, paid"}},
		{"paid", bountyAt(2, bounty.StatusAccepted, bounty.StatusOpen, bounty.StatusClaimed, bounty.StatusSubmitted, bounty.StatusAccepted), 4, 0, 0, []string{"accepted, paid"}},
		{"expired unclaimed", bountyAt(3, bounty.StatusExpired, bounty.StatusOpen, bounty.StatusExpired), 1, 0, 1, []string{"posted", "expired"}},
		{"rejected then disputed", bountyAt(4, bounty.StatusDisputed, bounty.StatusOpen, bounty.StatusClaimed, bounty.StatusSubmitted, bounty.StatusRejected, bounty.StatusDisputed), 3, 0, 2, []string{"rejected", "disputed"}},
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
	root := bountyAt(1, bounty.StatusClaimed, bounty.StatusOpen)
	kid := bountyAt(2, bounty.StatusAccepted, bounty.StatusOpen)
	kid.Children = []apitypes.BountyView{bountyAt(3, bounty.StatusOpen, bounty.StatusOpen)}
	root.Children = []apitypes.BountyView{kid, bountyAt(4, bounty.StatusExpired)}
	svg := string(tree(root))
	for _, want := range []string{"#1 · claimed", "#2 · paid", "#3 · open", "#4 · expired", `href="/board/bounty?id=3"`} {
		if !strings.Contains(svg, want) {
			t.Errorf("tree lacks %q", want)
		}
	}
	if tree(bountyAt(9, bounty.StatusOpen)) != "" {
		t.Error("a bounty without sub-tasks drew a tree")
	}
	paid := bountyAt(5, bounty.StatusAccepted)
	paid.Paid = big.NewInt(99e14)
	chart := string(historyChart([]apitypes.BountyView{paid, bountyAt(6, bounty.StatusExpired)}))
	if strings.Count(chart, "<rect") != 2 || !strings.Contains(chart, "share paid (1 of 2)") {
		t.Fatalf("chart %s", chart)
	}
	if historyChart(nil) != "" {
		t.Fatal("an empty history drew a chart")
	}
}

// TestSVGEscapesText: what a stranger controls (a token's amount text) cannot open markup.
func TestSVGEscapesText(t *testing.T) {
	b := bountyAt(1, bounty.StatusOpen, bounty.StatusOpen)
	b.Reward = `<script>alert(1)</script>`
	b.Children = []apitypes.BountyView{bountyAt(2, bounty.StatusOpen)}
	if svg := string(tree(b)); strings.Contains(svg, "<script>") {
		t.Fatalf("unescaped text in %s", svg)
	}
}
