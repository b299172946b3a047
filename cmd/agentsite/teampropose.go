package main

import (
	"context"
	"flag"
	"fmt"
	"strings"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/team"
)

// The commands that steer a team from the command line, as its members do in its room: a
// proposal (a state, a pause with its trigger, an assignment, a revised plan) and a vote.
var (
	cmdTeamPropose = &command{
		name: "team propose", args: "<id>", summary: "propose a move in a team's room: a state, a pause with its trigger, an assignment or a revised plan",
		action: fresh[teamPropose],
	}
	cmdTeamVote = &command{
		name: "team vote", args: "<id> <proposal> yes|no", summary: "vote on a proposal in a team's room",
		action: fresh[teamVote],
	}
)

// teamPropose holds team propose's flags.
type teamPropose struct {
	p        apitypes.TeamProposeParams
	planFile string
}

// proposeFlags are the flags of a proposal, shared with chat.
func proposeFlags(fs *flag.FlagSet, p *apitypes.TeamProposeParams) {
	fs.StringVar(&p.At, "at", "", "pause until this time (RFC 3339)")
	fs.StringVar(&p.After, "after", "", "pause for this long (10m)")
	fs.StringVar(&p.Task, "until-task", "", "pause until this task ends")
	fs.StringVar(&p.Message, "until-message", "", "pause until a member says this")
	fs.StringVar(&p.AssignTask, "assign-task", "", "with --state task_assignment: the pending task to assign")
	fs.StringVar(&p.AssignAgent, "assign-agent", "", "with --assign-task: the agent's DID")
	fs.StringVar(&p.Reason, "reason", "", "why, for the room")
	fs.StringVar(&p.ID, "id", "", "the proposal's id (votes name it; default: made up)")
	fs.StringVar(&p.As, "as", "", "sign as this hosted agent (a member the team hired) instead of the node")
}

func (c *teamPropose) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.p.State, "state", "", "discussion, task_assignment, execution, pause or conclusion")
	fs.StringVar(&c.planFile, "plan", "", "a revised plan (JSON task graph) instead of a state")
	proposeFlags(fs, &c.p)
}

func (c *teamPropose) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	c.p.Team = strings.TrimPrefix(args[0], team.RoomPrefix)
	if c.planFile != "" {
		b, err := readFileLimited(c.planFile, team.MaxPlanSize)
		if err != nil {
			return err
		}
		c.p.Plan = b
	}
	return postProposal(ctx, e, c.p)
}

// postProposal sends p and says where it went.
func postProposal(ctx context.Context, e *env, p apitypes.TeamProposeParams) error {
	return steer(ctx, e, "team.propose", p, func(out apitypes.TeamPosted) string {
		return fmt.Sprintf("proposal %s posted in %s; the leader decides, or the members vote (agentsite team vote %s %s yes)", out.ID, out.Room, p.Team, out.ID)
	})
}

// steer calls method (team.propose or team.vote) with params and prints what say makes of
// the answer (the answer itself with --json).
func steer(ctx context.Context, e *env, method string, params any, say func(apitypes.TeamPosted) string) error {
	var out apitypes.TeamPosted
	if err := e.call(ctx, method, params, &out); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(out)
	}
	fmt.Fprintln(e.stdout, say(out))
	return nil
}

// teamVote holds team vote's flags.
type teamVote struct{ as string }

func (c *teamVote) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.as, "as", "", "vote as this hosted agent (a member the team hired) instead of the node")
}

func (c *teamVote) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 3 {
		return errUsage
	}
	yes, err := yesNo(args[2])
	if err != nil {
		return err
	}
	return postVote(ctx, e, apitypes.TeamVoteParams{Team: strings.TrimPrefix(args[0], team.RoomPrefix), ID: args[1], Yes: yes, As: c.as})
}

// postVote sends a vote and says where it went.
func postVote(ctx context.Context, e *env, p apitypes.TeamVoteParams) error {
	return steer(ctx, e, "team.vote", p, func(out apitypes.TeamPosted) string {
		return fmt.Sprintf("vote on %s posted in %s", out.ID, out.Room)
	})
}

// yesNo reads a vote.
func yesNo(s string) (bool, error) {
	switch strings.ToLower(s) {
	case "yes", "y", "true":
		return true, nil
	case "no", "n", "false":
		return false, nil
	}
	return false, fmt.Errorf("vote %q: want yes or no", s)
}
