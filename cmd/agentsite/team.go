package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/node/units"
)

func init() {
	var p apitypes.TeamStartParams
	var planFile string
	var detach bool
	register(&command{
		name: "team start", args: "<goal>", summary: "run a goal with a team of agents: plan, hire, pay, conclude in a room",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&p.Budget, "budget", "", "what the whole goal may cost: 0.05 ETH, 0.05 (ETH) or … wei (required)")
			fs.StringVar(&planFile, "plan", "", "the plan (JSON task graph); without it an agent offering the skill \"plan\" makes one")
			fs.Uint64Var(&p.ParentID, "parent", 0, "work for this claimed bounty of one of your agents (a nested team)")
			fs.StringVar(&p.ClaimTimeout, "claim-timeout", "", "how long a hired agent has to claim before the next one is hired (default 30s)")
			fs.StringVar(&p.TaskTimeout, "task-timeout", "", "each sub-task's deadline (default 10m)")
			fs.IntVar(&p.MaxAttempts, "max-attempts", 0, "failed attempts per task before it fails (default 3)")
			fs.BoolVar(&detach, "detach", false, "print the team id and return instead of following it")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) != 1 || p.Budget == "" {
				return errUsage
			}
			p.Goal, p.Plan = args[0], nil
			if planFile != "" {
				b, err := readFileLimited(planFile, team.MaxPlanSize)
				if err != nil {
					return err
				}
				plan, err := team.DecodePlan(b)
				if err != nil {
					return err
				}
				p.Plan = &plan
			}
			var v apitypes.TeamView
			if err := e.call(ctx, "team.start", p, &v); err != nil {
				return err
			}
			if e.asJSON && detach {
				return e.printJSON(v)
			}
			fmt.Fprintf(e.stdout, "team %s: %d tasks, budget %s, room %s\n", v.ID, len(v.Tasks), units.FormatETH(v.Budget.Int()), v.Room)
			if detach {
				return nil
			}
			return followTeam(ctx, e, v.ID)
		},
	})
	register(&command{
		name: "team show", args: "<id>", summary: "show a team's task graph: each task's agent, state, cost and result",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) != 1 {
				return errUsage
			}
			var v apitypes.TeamView
			if err := e.call(ctx, "team.show", map[string]string{"id": args[0]}, &v); err != nil {
				return err
			}
			if e.asJSON {
				return e.printJSON(v)
			}
			printTeam(e.stdout, v)
			return nil
		},
	})
	register(&command{
		name: "team list", summary: "list the teams this node led",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			var all []apitypes.TeamView
			if err := e.call(ctx, "team.list", nil, &all); err != nil {
				return err
			}
			if e.asJSON {
				return e.printJSON(all)
			}
			tw := tabwriter.NewWriter(e.stdout, 0, 2, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tSTATE\tTASKS\tBUDGET\tSPENT\tGOAL")
			for _, v := range all {
				done := 0
				for _, t := range v.Tasks {
					if t.Status == team.TaskDone {
						done++
					}
				}
				spent := v.Accounts.Paid.Int()
				spent.Add(spent, v.Accounts.Fees.Int())
				fmt.Fprintf(tw, "%s\t%s\t%d/%d\t%s\t%s\t%s\n", v.ID, v.State, done, len(v.Tasks), units.FormatETH(v.Budget.Int()),
					units.FormatETH(spent), clipLine(v.Goal, 50))
			}
			return tw.Flush()
		},
	})
}

// followTeam prints each task's moves until the team concludes, then the whole graph.
func followTeam(ctx context.Context, e *env, id string) error {
	seen := map[string]string{}
	for {
		var v apitypes.TeamView
		if err := e.call(ctx, "team.show", map[string]string{"id": id}, &v); err != nil {
			return err
		}
		for _, t := range v.Tasks {
			line := string(t.Status)
			if n := len(t.Attempts); n > 0 {
				a := t.Attempts[n-1]
				line += fmt.Sprintf(" (attempt %d, agent #%d, bounty %d)", n, a.AgentID, a.BountyID)
			}
			if seen[t.ID] != line {
				seen[t.ID] = line
				fmt.Fprintf(e.stdout, "%s  %s %s %s\n", time.Now().Format("15:04:05"), t.ID, t.Skill, line)
			}
		}
		if !v.Concluded.IsZero() {
			printTeam(e.stdout, v)
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(500 * time.Millisecond):
		}
	}
}

// printTeam prints the task graph, the conclusion and the accounts.
func printTeam(w io.Writer, v apitypes.TeamView) {
	fmt.Fprintf(w, "team %s  %s  room %s  plan by %s\ngoal: %s\n", v.ID, v.State, v.Room, v.Planner, v.Goal)
	tw := tabwriter.NewWriter(w, 0, 2, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tSKILL\tMODE\tAFTER\tSTATE\tAGENT\tBOUNTY\tCOST\tRESULT")
	for _, t := range v.Tasks {
		agent, bounty, cost := "-", "-", units.FormatETH(mustShare(t.Task))
		if n := len(t.Attempts); n > 0 {
			a := t.Attempts[n-1]
			agent, bounty = fmt.Sprintf("#%d", a.AgentID), fmt.Sprintf("%d", a.BountyID)
			if n > 1 {
				bounty += fmt.Sprintf(" (%d tries)", n)
			}
		}
		mode := t.Mode
		if mode == "" {
			mode = team.ModeSync
		}
		res := string(t.Output)
		if t.Err != "" {
			res = "error: " + t.Err
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", t.ID, t.Skill, mode, strings.Join(t.Deps, ","), t.Status, agent, bounty, cost, clipLine(res, 60))
	}
	_ = tw.Flush()
	if !v.Concluded.IsZero() {
		fmt.Fprintf(w, "conclusion: %s\nanswer: %s\n", v.Reason, clipLine(string(v.Answer), 2000))
	}
	a := v.Accounts
	fmt.Fprintf(w, "accounts: paid %s + fees %s + refunded %s + escrowed %s + unspent %s = budget %s\n", units.FormatETH(a.Paid.Int()),
		units.FormatETH(a.Fees.Int()), units.FormatETH(a.Refunded.Int()), units.FormatETH(a.Escrowed.Int()), units.FormatETH(a.Unspent.Int()),
		units.FormatETH(a.Budget.Int()))
}

func mustShare(t team.Task) *big.Int {
	v, err := t.ShareWei()
	if err != nil {
		return new(big.Int)
	}
	return v
}

// clipLine makes s one line of at most n bytes.
func clipLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// readFileLimited reads a file of at most limit bytes.
func readFileLimited(path string, limit int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(b) > limit {
		return nil, fmt.Errorf("%s is over %d bytes", path, limit)
	}
	return b, nil
}
