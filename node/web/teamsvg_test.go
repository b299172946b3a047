package web

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

func taskAt(id, skill string, status teamstate.TaskStatus, deps ...string) teamstate.TaskState {
	return teamstate.TaskState{Task: teamstate.Task{ID: id, Skill: skill, Deps: deps, Share: "0.01"}, Status: status}
}

// TestTaskGraphLayout: a 3-level graph draws a column per level, an arrow per dependency, a
// colour per status, and links the tasks that have a bounty.
func TestTaskGraphLayout(t *testing.T) {
	done := taskAt("t1", "summarize", teamstate.TaskDone)
	done.Attempts = []teamstate.Attempt{{AgentID: 7, BountyID: 41, Status: "accepted", Reward: bounty.NewBigString(big.NewInt(1e16))}}
	running := taskAt("t3", "echo", teamstate.TaskRunning, "t1", "t2")
	running.Attempts = []teamstate.Attempt{{AgentDID: "did:ethr:0x539:0x00000000000000000000000000000000000000aa", BountyID: 43, Status: "claimed"}}
	svg := string(taskGraph(teamstate.Team{Tasks: []teamstate.TaskState{done, taskAt("t2", "echo", teamstate.TaskHiring), running, taskAt("t4", "summarize", teamstate.TaskPending, "t3")}}))
	x := map[string]string{}
	for _, m := range regexp.MustCompile(`data-task="([^"]+)" data-status="[^"]+"><rect x="(\d+)"`).FindAllStringSubmatch(svg, -1) {
		x[m[1]] = m[2]
	}
	if x["t1"] != "10" || x["t2"] != "10" || x["t3"] != "280" || x["t4"] != "550" {
		t.Fatalf("columns %v, want t1 and t2 at 10, t3 at 280, t4 at 550", x)
	}
	for _, want := range []string{`data-from="t1" data-to="t3"`, `data-from="t2" data-to="t3"`, `data-from="t3" data-to="t4"`} {
		if !strings.Contains(svg, want) {
			t.Errorf("no edge %s", want)
		}
	}
	if n := strings.Count(svg, `class="edge"`); n != 3 {
		t.Errorf("%d edges, want 3", n)
	}
	for _, want := range []string{`fill="#e3f6ea"`, `fill="#fff4d6"`, `fill="#dcebfb"`, `fill="#eef1f4"`,
		`<a href="/board/bounty?id=41">`, `<a href="/board/bounty?id=43">`, ">agent #7<", ">done · 0.01 ETH paid<", ">pending · share 0.01 ETH<", ">did:ethr:0x539:0x0000…00aa<", ">not hired yet<"} {
		if !strings.Contains(svg, want) {
			t.Errorf("graph lacks %s", want)
		}
	}
	if !strings.Contains(svg, "<title>t3 (echo)\nagent did:ethr:0x539:0x00000000000000000000000000000000000000aa</title>") {
		t.Errorf("t3's box does not name its agent's DID on hover")
	}
	if strings.Count(svg, "<a ") != 2 {
		t.Errorf("%d links, want the two tasks with a bounty", strings.Count(svg, "<a "))
	}
	if taskGraph(teamstate.Team{}) != "" {
		t.Error("a team without tasks drew a graph")
	}
}

// TestTaskGraphEscapesAndSurvivesBadGraphs: what a planner agent wrote (skills, ids) cannot
// open markup, and a cycle or a missing dep still draws, without hanging.
func TestTaskGraphEscapesAndSurvivesBadGraphs(t *testing.T) {
	evil := taskAt(`x"><script>`, `<script>alert(1)</script>`, teamstate.TaskFailed, "ghost")
	svg := string(taskGraph(teamstate.Team{Tasks: []teamstate.TaskState{evil, taskAt("a", "echo", teamstate.TaskPending, "b"), taskAt("b", "echo", teamstate.TaskPending, "a")}}))
	if strings.Contains(svg, "<script") || strings.Contains(svg, `x">`) {
		t.Fatalf("unescaped text in %s", svg)
	}
	if strings.Count(svg, `class="task"`) != 3 {
		t.Fatalf("not every task drawn: %s", svg)
	}
	many := make([]teamstate.TaskState, 100)
	for i := range many {
		many[i] = taskAt("t", "echo", teamstate.TaskPending)
	}
	if n := strings.Count(string(taskGraph(teamstate.Team{Tasks: many})), `class="task"`); n != teamstate.MaxTasks {
		t.Fatalf("%d tasks drawn, bound %d", n, teamstate.MaxTasks)
	}
}

// BenchmarkTaskGraph draws the largest graph a plan may have (64 tasks in 8 levels) once per
// op, as each live update of a team page does.
func BenchmarkTaskGraph(b *testing.B) {
	tasks := make([]teamstate.TaskState, teamstate.MaxTasks)
	for i := range tasks {
		tasks[i] = taskAt(fmt.Sprintf("t%d", i), "summarize", teamstate.TaskRunning)
		if i >= 8 {
			tasks[i].Deps = []string{fmt.Sprintf("t%d", i-8)}
		}
	}
	tm := teamstate.Team{Tasks: tasks}
	b.ReportAllocs()
	var size int
	for b.Loop() {
		size = len(taskGraph(tm))
	}
	b.ReportMetric(float64(size), "svg-bytes")
}
