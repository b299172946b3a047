package test

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/team"
)

// TestE2ETeamAlwaysFinishes (issue 24): the goals "Summarize the release notes, then gofmt the
// example" and "summarize then gofmt" end on a devnet-like network: the planner refuses them
// before any money moves (the gofmt step would get a summary, not Go source); with the Go
// source in the goal the team concludes; and a team whose gofmt agents all fail (the issue's
// miswiring, given as a plan) concludes after its attempts without waiting for the rejected
// bounties' dispute window, its accounts showing their money as pending refund, then, once the
// window has passed and the bounties settle, as refunded.
func TestE2ETeamAlwaysFinishes(t *testing.T) {
	w, alice, _ := startTeamNet(t, 6*time.Minute)
	w.waitFor("alice to find the summarize and gofmt agents", time.Minute, func() (bool, error) {
		var res []json.RawMessage
		err := w.api(alice, "agent.search", map[string]any{"query": "summarize gofmt", "limit": 20}, &res)
		return len(res) >= 4, err
	})
	share := eth("0.01")

	t.Run("the issue's goals are refused before any money moves", func(t *testing.T) {
		before, err := w.esc.Count(w.ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, goal := range []string{"Summarize the release notes, then gofmt the example", "summarize then gofmt"} {
			start := time.Now()
			_, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: goal, Budget: "0.02"})
			t.Logf("%q refused in %s: %v", goal, time.Since(start).Round(time.Millisecond), err)
			if err == nil || !strings.Contains(err.Error(), "cannot be planned") || !strings.Contains(err.Error(), "Go source") {
				t.Fatalf("%q: %v, want a refusal naming the missing Go source", goal, err)
			}
		}
		if n, _ := w.esc.Count(w.ctx); n != before {
			t.Fatalf("%d bounties posted for refused goals", n-before)
		}
	})

	t.Run("with the Go source in the goal the team concludes", func(t *testing.T) {
		start := time.Now()
		v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "Summarize the release notes, then gofmt the example ```go\npackage main\nfunc main(){}\n```",
			Budget: "0.02", ClaimTimeout: "5s"})
		if err != nil {
			t.Fatal(err)
		}
		v = w.waitTeam(alice, v.ID, 2*time.Minute)
		t.Logf("team %s concluded in %s: %s", v.ID, time.Since(start).Round(time.Millisecond), v.Reason)
		balanced(t, v.Accounts)
		if v.Tasks[0].Status != team.TaskDone {
			t.Fatalf("t1 %s: %s", v.Tasks[0].Status, v.Tasks[0].Err)
		}
		switch t2 := v.Tasks[1]; t2.Status {
		case team.TaskDone: // the rejection of carol's broken gofmt settled at once and dave's formatted it
			if !strings.Contains(string(v.Answer), `func main() {}`) {
				t.Fatalf("answer %s", v.Answer)
			}
		case team.TaskFailed: // carol's rejected bounty holds the money of a retry: a clear failure
			if !strings.Contains(v.Reason, "t2 failed") || !strings.Contains(v.Reason, "held until refunded") {
				t.Fatalf("reason %q", v.Reason)
			}
		default:
			t.Fatalf("t2 %s", t2.Status)
		}
	})

	t.Run("a sub-task whose agents all fail ends the team after its attempts", func(t *testing.T) {
		plan := team.Plan{Tasks: []team.Task{ // the plan: t2 gets t1's summary, not Go source
			{ID: "t1", Skill: "summarize", Input: json.RawMessage(`{"text":"The release adds teams. Teams pay agents. Teams conclude."}`), Share: "0.01"},
			{ID: "t2", Skill: "gofmt", Input: json.RawMessage(`{"source":{"$from":"t1","path":"summary"}}`), Deps: []string{"t1"}, Share: "0.01"},
		}}
		start := time.Now()
		v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "Summarize the release notes, then gofmt the example", Budget: "0.03", Plan: &plan,
			ClaimTimeout: "5s", MaxAttempts: 2}) // room for a retry while the first rejection's money is held
		if err != nil {
			t.Fatal(err)
		}
		v = w.waitTeam(alice, v.ID, 2*time.Minute)
		t.Logf("team %s concluded in %s: %s", v.ID, time.Since(start).Round(time.Millisecond), v.Reason)
		t2 := v.Tasks[1]
		if v.Tasks[0].Status != team.TaskDone || t2.Status != team.TaskFailed || !strings.Contains(v.Reason, "t2 failed (2 attempts failed") {
			t.Fatalf("t1 %s, t2 %s (%s), reason %q", v.Tasks[0].Status, t2.Status, t2.Err, v.Reason)
		}
		a := v.Accounts
		balanced(t, a)
		sameAmount(t, "paid + fees", new(big.Int).Add(a.Paid.Int(), a.Fees.Int()), share)
		rest := new(big.Int).Mul(share, big.NewInt(2))
		sameAmount(t, "refunded + pending refund + unspent", new(big.Int).Add(a.Refunded.Int(), new(big.Int).Add(a.PendingRefund.Int(), a.Unspent.Int())), rest)

		// The rejected bounties settle on their own timeline (the devnet's dispute window is
		// 10 min; the worker finalizes after it) and the refund reaches the team's accounts.
		w.warp(11 * time.Minute)
		for _, at := range t2.Attempts {
			if at.BountyID != 0 && !at.Replaced {
				w.waitFor("the rejected bounty to settle", time.Minute, func() (bool, error) {
					b, err := w.esc.Bounty(w.ctx, at.BountyID)
					return err == nil && b.Status.Terminal(), err
				})
			}
		}
		var after apitypes.TeamView
		w.waitFor("the team's accounts to show the refund", time.Minute, func() (bool, error) {
			err := w.api(alice, "team.show", map[string]string{"id": v.ID}, &after)
			return err == nil && after.Accounts.PendingRefund.Int().Sign() == 0, err
		})
		balanced(t, after.Accounts)
		sameAmount(t, "refunded + unspent after the window", new(big.Int).Add(after.Accounts.Refunded.Int(), after.Accounts.Unspent.Int()), rest)
		if after.Accounts.Escrowed.Int().Sign() != 0 {
			t.Fatalf("accounts after the window %+v", after.Accounts)
		}
	})
}
