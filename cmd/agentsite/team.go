package main

import (
	"context"
	"flag"
	"fmt"
	"text/tabwriter"

	"github.com/agentsite/agentsite/node/apitypes"

	"github.com/agentsite/agentsite/node/team"
	"github.com/agentsite/agentsite/node/units"
)

// The commands that run a goal with a team of agents and read its task graph.
var (
	cmdTeamStart = &command{
		name: "team start", args: "<goal>", summary: "run a goal with a team of agents: plan, hire, pay, conclude in a room",
		action: fresh[teamStart],
	}
	cmdTeamShow = &command{
		name: "team show", args: "<id>", summary: "show a team's task graph: each task's agent, state, cost and result",
		action: fresh[teamShow],
	}
	cmdTeamList = &command{
		name: "team list", summary: "list the teams this node led",
		action: fresh[teamList],
	}
)

// teamStart holds team start's flags.
type teamStart struct {
	p        apitypes.TeamStartParams
	planFile string
	detach   bool
}

func (c *teamStart) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.p.Budget, "budget", "", "what the whole goal may cost: 0.05 ETH, 0.05 (ETH) or … wei (required)")
	fs.StringVar(&c.planFile, "plan", "", "the plan (JSON task graph); without it an agent offering the skill \"plan\" makes one")
	fs.Uint64Var(&c.p.ParentID, "parent", 0, "work for this claimed bounty of one of your agents (a nested team)")
	fs.StringVar(&c.p.ClaimTimeout, "claim-timeout", "", "how long a hired agent has to claim before the next one is hired (default 30s)")
	fs.StringVar(&c.p.TaskTimeout, "task-timeout", "", "each sub-task's deadline (default 10m)")
	fs.IntVar(&c.p.MaxAttempts, "max-attempts", 0, "failed attempts per task before it fails (default 3)")
	fs.BoolVar(&c.detach, "detach", false, "print the team id and return instead of following it")
}

func (c *teamStart) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 || c.p.Budget == "" {
		return errUsage
	}
	c.p.Goal = args[0]
	if c.planFile != "" {
		b, err := readFileLimited(c.planFile, team.MaxPlanSize)
		if err != nil {
			return err
		}
		plan, err := team.DecodePlan(b)
		if err != nil {
			return err
		}
		c.p.Plan = &plan
	}
	var v apitypes.TeamView
	if err := e.call(ctx, "team.start", c.p, &v); err != nil {
		return err
	}
	if e.asJSON && c.detach {
		return e.printJSON(v)
	}
	fmt.Fprintf(e.stdout, "team %s: %d tasks, budget %s, room %s\n", v.ID, len(v.Tasks), units.FormatETH(v.Budget.Int()), v.Room)
	if c.detach {
		return nil
	}
	return followTeam(ctx, e, v.ID)
}

type teamShow struct{ noFlags }

func (teamShow) run(ctx context.Context, e *env, args []string) error {
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
}

type teamList struct{ noFlags }

func (teamList) run(ctx context.Context, e *env, _ []string) error {
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
}
