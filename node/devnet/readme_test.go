package devnet

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/team"
)

// readmePlan is the example team plan of the README's "Teams of agents" section, as a user
// copies it into plan.json.
func readmePlan(t *testing.T) team.Plan {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "## Teams of agents")
	if !ok {
		t.Fatal("README has no Teams of agents section")
	}
	_, rest, ok := strings.Cut(section, "```json\n")
	block, _, closed := strings.Cut(rest, "```")
	if !ok || !closed {
		t.Fatal("README's Teams section has no JSON plan")
	}
	p, err := team.DecodePlan(bytes.TrimSpace([]byte(block)))
	if err != nil {
		t.Fatalf("README's plan: %v", err)
	}
	return p
}

// TestDevnetREADMETeamPlan: the README's example plan, started as the README says (`team
// start … --budget 0.05 --plan plan.json`) on the requester of a default devnet, is taken (every
// skill it names is hireable) and concludes with every task done and the accounts balanced. Its
// echo task goes to bob's free echo at the first attempt, not to the paid echoes listed beside
// it (they stake less: paidlist.go).
func TestDevnetREADMETeamPlan(t *testing.T) {
	plan := readmePlan(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	var out bytes.Buffer
	cfg := DefaultConfig(t.TempDir())
	cfg.APIPort, cfg.ChainPort, cfg.Out = 0, 0, &out
	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	defer d.Close()
	alice := d.Nodes[0]
	var v struct {
		ID, Reason string
		Concluded  time.Time
		Tasks      []team.TaskState
		Accounts   team.Accounts
	}
	// The workers' cards reach alice's discovery a moment after the mesh forms: wait for every
	// echo with stake, the free one and the paid ones (as after `make devnet`).
	for until := time.Now().Add(time.Minute); ; time.Sleep(200 * time.Millisecond) {
		var hits []struct{ Name string }
		rpc(t, alice.APIURL(), alice.Token(), "agent.search", map[string]any{"skill": "echo"}, &hits)
		if len(hits) == 1+len(paidAgents) {
			break
		}
		if time.Now().After(until) {
			t.Fatalf("alice found %+v, want bob's free echo and his paid ones", hits)
		}
	}
	rpc(t, alice.APIURL(), alice.Token(), "team.start", map[string]any{"goal": "summarize, pass on and format", "budget": "0.05", "plan": plan}, &v)
	for v.Concluded.IsZero() {
		if ctx.Err() != nil {
			t.Fatalf("team %s did not conclude: %+v", v.ID, v.Tasks)
		}
		time.Sleep(200 * time.Millisecond)
		rpc(t, alice.APIURL(), alice.Token(), "team.show", map[string]string{"id": v.ID}, &v)
	}
	freeEcho, _ := d.Nodes[1].AgentID("echo")
	for _, ts := range v.Tasks {
		if ts.Status != team.TaskDone {
			t.Fatalf("task %s %s: %s", ts.ID, ts.Status, ts.Err)
		}
		if ts.Skill == "echo" && (len(ts.Attempts) != 1 || ts.Attempts[0].AgentID != freeEcho) {
			t.Fatalf("echo task %s: attempts %+v, want one, by bob's free echo #%d", ts.ID, ts.Attempts, freeEcho)
		}
	}
	a := v.Accounts
	if v.Reason != "all 3 tasks done" || !a.Balanced || a.Paid.Int().Sign() == 0 || a.Gas == nil || a.Gas.Int().Sign() == 0 {
		t.Fatalf("reason %q, accounts %+v", v.Reason, a)
	}
	t.Logf("README plan done: %s; gas %s wei beside the budget", v.Reason, a.Gas.Int())
}
