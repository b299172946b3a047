package test

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team"
)

// startTeamNet starts teamNet's 4 nodes for at most timeout and waits until alice (the leader,
// node 0) finds dave's (node 3) slow echo agent.
func startTeamNet(t *testing.T, timeout time.Duration) (w *testnet, alice, dave *node.Node) {
	w = startNet(t, 4, teamNet)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	w.ctx = ctx
	alice, dave = w.d.Nodes[0], w.d.Nodes[3]
	w.waitFor("alice to find dave's echo agent", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(alice, "agent.search", map[string]any{"query": "echo slow", "limit": 20}, &res)
		return len(res) >= 1, err
	})
	return w, alice, dave
}

// teamNet: alice (node 0) leads and hosts the planner (as every devnet's first node); bob's jsonschema agent ranks first
// (more stake) but never claims (its minimum reward is out of reach); carol's gofmt ranks
// first and always fails; dave also hosts echo. So a team replaces bob's agent and retries
// carol's task elsewhere.
func teamNet(i int, c *node.Config) {
	ast := func(n int64) *escrow.BigString {
		return escrow.NewBigString(new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)))
	}
	switch i {
	case 1:
		// slowpoke works a parent bounty slowly, taken only by hand (a nested team's parent).
		c.Agents = append(c.Agents, runtime.AgentConfig{Name: "slowpoke", Kind: runtime.KindCommand, Command: "/bin/sh",
			Args:   []string{"-c", `cat >/dev/null; sleep 60; echo '{"review":"done"}'`},
			Skills: []runtime.Skill{{ID: "review", Name: "review, slowly", Tags: []string{"review"}}}, Timeout: runtime.Duration(2 * time.Minute)})
		p := c.Market[0]
		p.Agent, p.Stake, p.MinReward = "slowpoke", ast(100), escrow.NewBigString(eth("1000000"))
		c.Market = append(c.Market, p)
		for k := range c.Market {
			if c.Market[k].Agent == "jsonschema" {
				c.Market[k].Stake, c.Market[k].MinReward = ast(300), escrow.NewBigString(eth("1000000"))
			}
		}
	case 2:
		for k := range c.Agents {
			if c.Agents[k].Name == "gofmt" {
				c.Agents[k] = runtime.AgentConfig{Name: "gofmt", Kind: runtime.KindCommand, Command: "/bin/sh",
					Args:   []string{"-c", `cat >/dev/null; echo "formatter broke" >&2; exit 3`},
					Skills: []runtime.Skill{{ID: "gofmt", Name: "gofmt, broken", Tags: []string{"go"}}}, Timeout: runtime.Duration(30 * time.Second)}
			}
		}
		for k := range c.Market {
			if c.Market[k].Agent == "gofmt" {
				c.Market[k].Stake = ast(300)
			}
		}
	case 3:
		c.Agents = append(c.Agents, runtime.AgentConfig{Name: "echo", Kind: runtime.KindBuiltin})
		p := c.Market[0]
		p.Agent, p.Stake = "echo", ast(100)
		c.Market = append(c.Market, p)
	}
}

// teamPlan is a 3-level graph: t1 → t3 → t4 and t5, with t2 async beside them.
func teamPlan() team.Plan {
	task := func(id, skill, input string, mode team.Mode, deps ...string) team.Task {
		return team.Task{ID: id, Skill: skill, Input: json.RawMessage(input), Mode: mode, Deps: deps, Share: "0.01", Description: "step " + id}
	}
	return team.Plan{Tasks: []team.Task{
		task("t1", "summarize", `{"text":"Agents find work on the market. They are paid on chain. Reputation follows paid work.","sentences":1}`, ""),
		task("t2", "gofmt", `{"source":"package main\nfunc main(){}"}`, team.ModeAsync),
		task("t3", "echo", `{"summary":{"$from":"t1","path":"summary"}}`, "", "t1"),
		task("t4", "jsonschema", `{"schema":{"type":"object","required":["summary"]},"document":{"$from":"t3"}}`, "", "t3"),
		task("t5", "summarize", `{"text":"{{t3.summary}} Teams settle their bills.","sentences":1}`, team.ModeSync, "t3"),
	}}
}

// startTeam calls team.start on n.
func (w *testnet) startTeam(n *node.Node, p apitypes.TeamStartParams) (apitypes.TeamView, error) {
	var v apitypes.TeamView
	err := w.api(n, "team.start", p, &v)
	return v, err
}

// waitTeam waits until team id on n concludes and returns it.
func (w *testnet) waitTeam(n *node.Node, id string, bound time.Duration) apitypes.TeamView {
	w.t.Helper()
	var v apitypes.TeamView
	w.waitFor("team "+id+" to conclude", bound, func() (bool, error) {
		v = apitypes.TeamView{}
		err := w.api(n, "team.show", map[string]string{"id": id}, &v)
		return err == nil && v.Team != nil && !v.Concluded.IsZero(), err
	})
	return v
}

// balanced checks paid + fees + calls + refunded + pending refund + escrowed + unspent == budget.
func balanced(t *testing.T, a team.Accounts) {
	t.Helper()
	sum := new(big.Int)
	for _, v := range []*escrow.BigString{a.Paid, a.Fees, a.Calls, a.Refunded, a.PendingRefund, a.Escrowed, a.Unspent} {
		if v != nil {
			sum.Add(sum, v.Int())
		}
	}
	if sum.Cmp(a.Budget.Int()) != 0 || !a.Balanced {
		t.Fatalf("accounts do not add up: %+v (sum %s)", a, sum)
	}
}

// TestE2ETeam: alice leads a goal over bob's, carol's and dave's agents: a 3-level graph with
// an async task. Bob's jsonschema agent does not claim and is replaced; carol's gofmt fails and
// the task is retried with dave's. The team concludes with every task done, the room tells the
// story, and the accounts add up to the budget to the wei. Bad plans are refused before
// anything is posted, and a goal without a plan is planned by alice's planner agent.
func TestE2ETeam(t *testing.T) {
	w := startNet(t, 4, teamNet)
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	w.ctx = ctx
	alice, bob, carol, dave := w.d.Nodes[0], w.d.Nodes[1], w.d.Nodes[2], w.d.Nodes[3]
	w.waitFor("alice to find every agent the plan needs", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(alice, "agent.search", map[string]any{"query": "jsonschema gofmt echo summarize", "limit": 20}, &res)
		return len(res) >= 7, err
	})

	t.Run("bad plans are refused before anything is posted", func(t *testing.T) {
		before, err := w.esc.Count(w.ctx)
		if err != nil {
			t.Fatal(err)
		}
		cycle := teamPlan()
		cycle.Tasks[0].Deps = []string{"t5"}
		missing := teamPlan()
		missing.Tasks[1].Skill = "translate"
		over := teamPlan()
		over.Tasks[0].Share = "1"
		for name, c := range map[string]struct {
			plan team.Plan
			want string
		}{"cycle": {cycle, "cycle"}, "missing skill": {missing, "no agent on the network offers"}, "over budget": {over, "exceed the budget"}} {
			p := c.plan
			if _, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "bad", Budget: "0.08", Plan: &p}); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: %v, want %q", name, err, c.want)
			}
		}
		if n, _ := w.esc.Count(w.ctx); n != before {
			t.Fatalf("bounty count %d after refused plans, want %d", n, before)
		}
	})

	before, err := w.esc.Count(w.ctx)
	if err != nil {
		t.Fatal(err)
	}
	plan := teamPlan()
	start := time.Now()
	v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "check a summary of the market", Budget: "0.08", Plan: &plan, ClaimTimeout: "5s"})
	if err != nil {
		t.Fatal(err)
	}
	v = w.waitTeam(alice, v.ID, 4*time.Minute)
	t.Logf("team %s concluded in %s: %s", v.ID, time.Since(start).Round(time.Millisecond), v.Reason)
	for _, ts := range v.Tasks {
		if ts.Status != team.TaskDone {
			t.Fatalf("task %s %s: %s (attempts %+v)", ts.ID, ts.Status, ts.Err, ts.Attempts)
		}
	}
	if v.Reason != "all 5 tasks done" {
		t.Fatalf("reason %q", v.Reason)
	}
	agentOf := func(n *node.Node, name string) uint64 { id, _ := n.AgentID(name); return id }
	byTask := map[string]team.TaskState{}
	for _, ts := range v.Tasks {
		byTask[ts.ID] = ts
	}
	if a := byTask["t4"].Attempts; len(a) != 2 || a[0].AgentID != agentOf(bob, "jsonschema") || !a[0].Replaced || a[1].AgentID != agentOf(dave, "jsonschema") {
		t.Fatalf("t4 should have replaced bob's jsonschema by dave's: %+v", a)
	}
	if a := byTask["t2"].Attempts; len(a) != 2 || a[0].AgentID != agentOf(carol, "gofmt") || a[0].Replaced || a[0].Err == "" || a[1].AgentID != agentOf(dave, "gofmt") {
		t.Fatalf("t2 should have been retried on dave's gofmt after carol's failed: %+v", a)
	}
	nodes := map[uint64]string{}
	for name, n := range map[string]*node.Node{"bob": bob, "carol": carol, "dave": dave} {
		for _, a := range []string{"summarize", "gofmt", "jsonschema", "echo"} {
			if id, ok := n.AgentID(a); ok {
				nodes[id] = name
			}
		}
	}
	worked := map[string]bool{}
	for _, ts := range v.Tasks {
		worked[nodes[ts.Attempts[len(ts.Attempts)-1].AgentID]] = true
	}
	if len(worked) < 2 || !worked["dave"] {
		t.Fatalf("results came from %v", worked)
	}
	var answer struct {
		Results map[string]json.RawMessage `json:"results"`
	}
	if err := json.Unmarshal(v.Answer, &answer); err != nil || len(answer.Results) != 3 || !strings.Contains(string(answer.Results["t4"]), `"valid":true`) ||
		!strings.Contains(string(answer.Results["t2"]), "func main() {}") {
		t.Fatalf("answer %s (%v)", v.Answer, err)
	}

	// Accounts: 5 accepted bounties, bob's cancelled one refunded, carol's rejected one still
	// escrowed or refunded; 7 posted in all, nothing twice.
	if n, _ := w.esc.Count(w.ctx); n != before+7 {
		t.Fatalf("%d bounties posted for the team, want 7", n-before)
	}
	share := eth("0.01")
	fee := w.fee(share)
	a := v.Accounts
	balanced(t, a)
	sameAmount(t, "paid", a.Paid.Int(), new(big.Int).Mul(new(big.Int).Sub(share, fee), big.NewInt(5)))
	sameAmount(t, "fees", a.Fees.Int(), new(big.Int).Mul(fee, big.NewInt(5)))
	sameAmount(t, "unspent", a.Unspent.Int(), share)
	sameAmount(t, "refunded + pending refund", new(big.Int).Add(a.Refunded.Int(), a.PendingRefund.Int()), new(big.Int).Mul(share, big.NewInt(2)))

	// The room tells the story: assignments naming the hired agents, results, the conclusion.
	var envs []chat.Envelope
	if err := w.api(alice, "chat.read", map[string]any{"room": v.Room, "limit": 200}, &envs); err != nil {
		t.Fatal(err)
	}
	count := map[chat.State]int{}
	named := false
	for _, e := range envs {
		t.Logf("room: [%s/%s] %s", e.State, e.Type, e.Content)
		count[e.State]++
		if e.State == chat.StateTaskAssignment && e.Type == chat.TypeTask && len(e.To) == 1 && strings.HasPrefix(e.To[0], "did:ethr:") {
			named = true
		}
	}
	if !named || count[chat.StateDiscussion] == 0 || count[chat.StateExecution] < 5 || count[chat.StateConclusion] != 1 {
		t.Fatalf("room story: %v, named candidates %v", count, named)
	}

	t.Run("the owner's proposal in the room concludes the team early", func(t *testing.T) {
		plan := team.Plan{Tasks: []team.Task{
			{ID: "t1", Skill: "slow", Input: json.RawMessage(`{"steps":10,"stepMs":300}`), Share: "0.01"},
			{ID: "t2", Skill: "echo", Input: json.RawMessage(`{"x":{"$from":"t1"}}`), Deps: []string{"t1"}, Share: "0.01"},
		}}
		v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "stop early", Budget: "0.02", Plan: &plan})
		if err != nil {
			t.Fatal(err)
		}
		w.waitFor("t1 to run", time.Minute, func() (bool, error) {
			var cur apitypes.TeamView
			err := w.api(alice, "team.show", map[string]string{"id": v.ID}, &cur)
			return err == nil && cur.Tasks[0].Status == team.TaskRunning, err
		})
		if err := w.api(alice, "chat.post", map[string]any{"room": v.Room, "state": "execution", "type": team.TypeProposal,
			"content": `{"id":"stop","state":"conclusion"}`}, nil); err != nil {
			t.Fatal(err)
		}
		v = w.waitTeam(alice, v.ID, time.Minute)
		if !strings.Contains(v.Reason, "proposal stop") || v.Tasks[1].Status != team.TaskSkipped {
			t.Fatalf("reason %q, t2 %s", v.Reason, v.Tasks[1].Status)
		}
		w.waitStatus(v.Tasks[0].Attempts[0].BountyID, escrow.StatusAccepted, time.Minute) // the running task settles as usual
		var after apitypes.TeamView
		if err := w.api(alice, "team.show", map[string]string{"id": v.ID}, &after); err != nil {
			t.Fatal(err)
		}
		balanced(t, after.Accounts)
		if after.Accounts.Unspent.Int().Cmp(eth("0.01")) != 0 || after.Accounts.Escrowed.Int().Sign() != 0 {
			t.Fatalf("accounts after an early conclusion: %+v", after.Accounts)
		}
	})

	t.Run("a goal without a plan is planned by an agent offering plan", func(t *testing.T) {
		v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "summarize: Teams form. Teams pay. Teams conclude. then echo", Budget: "0.02"})
		if err != nil {
			t.Fatal(err)
		}
		if v.Planner != "planner" || len(v.Tasks) != 2 || v.Tasks[1].Deps[0] != "t1" {
			t.Fatalf("plan by %q: %+v", v.Planner, v.Tasks)
		}
		v = w.waitTeam(alice, v.ID, 2*time.Minute)
		if v.Reason != "all 2 tasks done" {
			t.Fatalf("planned team: %s", v.Reason)
		}
		balanced(t, v.Accounts)
		if v.Accounts.Unspent.Int().Sign() != 0 || v.Accounts.Escrowed.Int().Sign() != 0 {
			t.Fatalf("planned team accounts %+v", v.Accounts)
		}
	})
}
