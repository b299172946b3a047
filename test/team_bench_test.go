package test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/test/harness"
)

// benchTaskMs is each task's agent run time: echo's "slow" skill, one step.
const benchTaskMs = 500

// BenchmarkTeamGoal measures a goal of 10 tasks of built-in agents (echo's slow skill, 500 ms
// each) on anvil: a chain of 4 (the critical path) and 6 beside it (3 of them async), over
// three workers. The baseline is the critical path done by hand: its 4 tasks posted one after
// another as direct-hire bounties, each waited for until the leader's node has accepted it
// (agent run time plus every confirmation). Reported: goal-s (goal to conclusion),
// critical-path-s, overhead-% (goal over baseline), and gas per task for the team against gas
// per direct-hire bounty's lifecycle (post, claim, submit, accept, feedback; every sender).
func BenchmarkTeamGoal(b *testing.B) {
	n := newNet(b)
	slow := []runtime.AgentConfig{{Name: "echo", Kind: runtime.KindBuiltin}}
	leader := n.start(n.config(nodeSpec{name: "leader"}))
	var workers []*node.Node
	for i := range 3 {
		workers = append(workers, n.start(n.config(nodeSpec{name: fmt.Sprintf("worker%d", i+1), agents: slow, bootstrap: leader.P2PAddrs(),
			market: []node.MarketPolicy{{Agent: "echo", Stake: escrow.NewBigString(harness.Eth(100)), MinReward: escrow.NewBigString(big.NewInt(1))}}})))
	}
	waitMesh(b, leader, len(workers))
	ctx := context.Background()
	waitFor(b, time.Minute, "the leader to find the workers' agents", func() bool {
		c, err := leader.Discovery().Search(ctx, discovery.Query{Text: "slow", Limit: 20})
		return err == nil && len(c) >= 3
	})
	input := json.RawMessage(fmt.Sprintf(`{"steps":1,"stepMs":%d}`, benchTaskMs))
	agent, _ := workers[0].AgentID("echo")

	var goal, path time.Duration
	var goalGas, pathGas uint64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// The baseline: the critical path by hand.
		from := headOf(b, n)
		start := time.Now()
		for range 4 {
			id, err := leader.Market().Post(ctx, escrow.PostRequest{Skill: "slow", Input: input, Reward: escrow.NewBigString(big.NewInt(1e15)),
				Deadline: time.Now().Add(10 * time.Minute), ReviewWindow: 10 * time.Minute, Assignee: agent})
			if err != nil {
				b.Fatal(err)
			}
			waitFor(b, time.Minute, "a direct hire to be accepted", func() bool {
				j, ok := leader.Market().Job(id)
				return ok && (j.Stage == escrow.StageDecided || j.Stage == escrow.StageDone) && j.Verdict == "accepted"
			})
		}
		path += time.Since(start)
		waitSettled(b, n, leader)
		pathGas += gasUsed(b, n, from, headOf(b, n))

		// The team.
		from = headOf(b, n)
		start = time.Now()
		t, err := leader.Teams().Begin(ctx, team.StartRequest{Goal: "bench", Budget: big.NewInt(1e16), Plan: benchPlan(input)})
		if err != nil {
			b.Fatal(err)
		}
		var v *team.Team
		waitFor(b, 2*time.Minute, "the team to conclude", func() bool {
			v, err = leader.Teams().Show(t.ID)
			return err == nil && !v.Concluded.IsZero()
		})
		goal += time.Since(start)
		if v.Reason != "all 10 tasks done" {
			b.Fatalf("team: %s", v.Reason)
		}
		waitSettled(b, n, leader)
		goalGas += gasUsed(b, n, from, headOf(b, n))
	}
	b.StopTimer()
	runs := float64(b.N)
	b.ReportMetric(goal.Seconds()/runs, "goal-s")
	b.ReportMetric(path.Seconds()/runs, "critical-path-s")
	b.ReportMetric(100*(goal.Seconds()/path.Seconds()-1), "overhead-%")
	b.ReportMetric(float64(goalGas)/runs/10, "gas/team-task")
	b.ReportMetric(float64(pathGas)/runs/4, "gas/direct-hire")
	b.ReportMetric(0, "ns/op")
}

// benchPlan: c1 → c2 → c3 → c4, and p1..p6 with no deps (p4..p6 async).
func benchPlan(input json.RawMessage) *team.Plan {
	p := &team.Plan{}
	for i := 1; i <= 4; i++ {
		t := team.Task{ID: fmt.Sprintf("c%d", i), Skill: "slow", Input: input, Share: "0.001"}
		if i > 1 {
			t.Deps = []string{fmt.Sprintf("c%d", i-1)}
		}
		p.Tasks = append(p.Tasks, t)
	}
	for i := 1; i <= 6; i++ {
		t := team.Task{ID: fmt.Sprintf("p%d", i), Skill: "slow", Input: input, Share: "0.001"}
		if i > 3 {
			t.Mode = team.ModeAsync
		}
		p.Tasks = append(p.Tasks, t)
	}
	return p
}

func headOf(tb testing.TB, n *net) uint64 {
	tb.Helper()
	h, err := n.rpc.BlockNumber(context.Background())
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

// gasUsed sums the gas of every transaction in blocks (from, to].
func gasUsed(tb testing.TB, n *net, from, to uint64) uint64 {
	tb.Helper()
	var sum uint64
	for h := from + 1; h <= to; h++ {
		blk, err := n.rpc.BlockByNumber(context.Background(), new(big.Int).SetUint64(h))
		if err != nil {
			tb.Fatal(err)
		}
		sum += blk.GasUsed()
	}
	return sum
}

// waitSettled waits until every job of the leader is done (feedback sent), so the gas of a
// phase is all in its blocks.
func waitSettled(tb testing.TB, n *net, leader *node.Node) {
	tb.Helper()
	waitFor(tb, time.Minute, "the leader's jobs to settle", func() bool {
		for _, j := range leader.Market().Jobs() {
			if j.Stage != escrow.StageDone {
				return false
			}
		}
		return true
	})
	time.Sleep(500 * time.Millisecond) // the workers' last reconcile (nothing more to send)
}
