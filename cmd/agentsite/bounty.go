package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"

	"github.com/agentsite/agentsite/escrow"
)

// The commands on bounties themselves: show one, list them, cancel one.
var (
	cmdBountyShow = &command{
		name: "bounty show", args: "<id>", summary: "show a bounty, its job on this node and its sub-task tree",
		action: fresh[bountyShow],
	}
	cmdBountyList = &command{
		name: "bounty list", summary: "list bounties, newest first",
		action: fresh[bountyList],
	}
	cmdBountyCancel = &command{
		name: "bounty cancel", args: "<id>", summary: "cancel your unclaimed bounty and get the reward back",
		action: fresh[bountyCancel],
	}
)

type bountyShow struct{ noFlags }

func (bountyShow) run(ctx context.Context, e *env, args []string) error {
	id, err := bountyID(args)
	if err != nil {
		return err
	}
	var v apitypes.BountyView
	if err := e.call(ctx, "bounty.show", map[string]uint64{"id": id}, &v); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(v)
	}
	printTree(e, v, "")
	return nil
}

// bountyList holds bounty list's flags.
type bountyList struct {
	status string
	mine   bool
}

func (c *bountyList) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.status, "status", "", "only bounties in this state (open, claimed, submitted, accepted, …)")
	fs.BoolVar(&c.mine, "mine", false, "only bounties this node posted or works on")
}

func (c *bountyList) run(ctx context.Context, e *env, _ []string) error {
	var list []apitypes.BountyView
	if err := e.call(ctx, "bounty.list", map[string]any{"status": c.status, "mine": c.mine}, &list); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(list)
	}
	tw := tabwriter.NewWriter(e.stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSTATUS\tREWARD (ETH)\tAGENT\tPARENT\tUNTIL\tOURS")
	for _, b := range list {
		ours := ""
		if b.Job != nil {
			ours = string(b.Job.Role)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", b.ID, b.Status, b.Reward, dash(b.AgentID), dash(b.ParentID), b.Until.Local().Format("15:04:05"), ours)
	}
	return tw.Flush()
}

type bountyCancel struct{ noFlags }

func (bountyCancel) run(ctx context.Context, e *env, args []string) error {
	id, err := bountyID(args)
	if err != nil {
		return err
	}
	return e.callPrint(ctx, "bounty.cancel", map[string]uint64{"id": id})
}

func bountyID(args []string) (uint64, error) {
	if len(args) != 1 {
		return 0, errUsage
	}
	id, err := strconv.ParseUint(strings.TrimPrefix(args[0], "#"), 10, 64)
	if err != nil || id == 0 {
		return 0, fmt.Errorf("%q is not a bounty id (a positive number)", args[0])
	}
	return id, nil
}

func dash(v uint64) string {
	if v == 0 {
		return "-"
	}
	return strconv.FormatUint(v, 10)
}

func printTree(e *env, v apitypes.BountyView, indent string) {
	fmt.Fprintf(e.stdout, "%s#%d  %s  %s ETH  agent %s  until %s\n", indent, v.ID, v.Status, v.Reward, dash(v.AgentID), v.Until.Local().Format(time.RFC3339))
	if indent == "" {
		printTerms(e.stdout, v, indent)
	}
	if v.Job != nil {
		fmt.Fprintf(e.stdout, "%s    this node: %s, stage %s", indent, v.Job.Role, v.Job.Stage)
		if v.Job.Verdict != "" {
			fmt.Fprintf(e.stdout, ", verdict %s (%s)", v.Job.Verdict, v.Job.Err)
		}
		fmt.Fprintln(e.stdout)
		var r escrow.Result
		if len(v.Job.Result) > 0 && json.Unmarshal(v.Job.Result, &r) == nil && len(r.Output) > 0 {
			fmt.Fprintf(e.stdout, "%s    result: %s\n", indent, r.Output)
		}
	}
	for _, c := range v.Children {
		printTree(e, c, indent+"  └ ")
	}
}

// rejectedNext says what follows a rejection, so --wait need not sit out the dispute window.
func rejectedNext(v apitypes.BountyView) string {
	return fmt.Sprintf("rejected: the agent may dispute until %s (then the arbiter rules); if it does not, the bounty settles "+
		"after that and the reward is refunded to you. Follow it with `agentsite bounty show %d`.",
		v.Until.Local().Format(time.RFC3339), v.ID)
}

// follow prints a bounty's status changes until it settles, or until it is rejected (what
// follows then is the dispute window, days long: it says what happens rather than wait).
func follow(ctx context.Context, e *env, id uint64) error {
	last := ""
	for {
		var v apitypes.BountyView
		if err := e.call(ctx, "bounty.show", map[string]uint64{"id": id}, &v); err != nil {
			return err
		}
		if s := v.Status.String(); s != last {
			fmt.Fprintf(e.stdout, "%s  #%d %s", time.Now().Format("15:04:05"), id, s)
			if v.AgentID != 0 {
				fmt.Fprintf(e.stdout, " (agent #%d)", v.AgentID)
			}
			fmt.Fprintln(e.stdout)
			last = s
		}
		if v.Status.Terminal() {
			printTree(e, v, "")
			return nil
		}
		if v.Status == escrow.StatusRejected {
			printTree(e, v, "")
			fmt.Fprintln(e.stdout, rejectedNext(v))
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(300 * time.Millisecond):
		}
	}
}
