package main

import (
	"context"
	"flag"
	"fmt"
	"strconv"
	"text/tabwriter"

	"github.com/agentsite/agentsite/node/apitypes"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// The commands on a call for bids (`bounty post --call`): see the bids, counter one, hire one.
var (
	cmdBountyBids = &command{
		name: "bounty bids", args: "<call id>", summary: "the bids on your call for bids, best first (waits for the window's end)",
		action: fresh[bountyBids],
	}
	cmdBountyChoose = &command{
		name: "bounty choose", args: "<call id> <agent id>", summary: "hire that agent's bid on your call at its price",
		action: fresh[bountyChoose],
	}
	cmdBountyCounter = &command{
		name: "bounty counter", args: "<call id> <agent id> <price>",
		summary: "negotiate that agent's bid on your call: counter at this price; bounty choose then hires on the agreed terms",
		action:  fresh[bountyCounter],
	}
)

type bountyBids struct{ noFlags }

func (bountyBids) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	var bs []escrow.Bidder
	if err := e.call(ctx, "bounty.bids", apitypes.CallForBidsParams{CallID: common.HexToHash(args[0])}, &bs); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(bs)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "AGENT\tPRICE (ETH)\tPROMISED\tREPUTATION\tSCORE")
	for _, b := range bs {
		fmt.Fprintf(tw, "%d\t%s\t%ds\t%d\t%.2f\n", b.Bid.AgentID, escrow.FormatAmount(b.Bid.Price.Int()), b.Bid.PromisedSecs, b.Reputation, b.Score)
	}
	return tw.Flush()
}

type bountyChoose struct{ noFlags }

func (bountyChoose) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 2 {
		return errUsage
	}
	agent, err := strconv.ParseUint(args[1], 10, 64)
	if err != nil {
		return errUsage
	}
	var res struct {
		BountyID uint64 `json:"bountyId"`
	}
	if err := e.call(ctx, "bounty.choose", apitypes.CallForBidsParams{CallID: common.HexToHash(args[0]), AgentID: agent}, &res); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(res)
	}
	fmt.Fprintf(e.stdout, "hired agent %d: bounty #%d\n", agent, res.BountyID)
	return nil
}

// bountyCounter holds bounty counter's flags.
type bountyCounter struct {
	deadline, review string
}

func (c *bountyCounter) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.deadline, "deadline", "", "the bounty's deadline (RFC 3339 or from now, e.g. 30m); default the call's")
	fs.StringVar(&c.review, "review-window", "", "the review window (e.g. 20m); default the call's")
}

func (c *bountyCounter) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 3 {
		return errUsage
	}
	agent, err := strconv.ParseUint(args[1], 10, 64)
	if err != nil {
		return errUsage
	}
	var res struct {
		Agreed bool              `json:"agreed"`
		Price  *escrow.BigString `json:"price"`
	}
	p := apitypes.CounterParams{CallID: common.HexToHash(args[0]), AgentID: agent, Price: args[2], Deadline: c.deadline,
		ReviewWindow: c.review}
	if err := e.call(ctx, "bounty.counter", p, &res); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(res)
	}
	if !res.Agreed {
		fmt.Fprintf(e.stdout, "agent %d declined\n", agent)
		return nil
	}
	fmt.Fprintf(e.stdout, "agreed with agent %d at %s ETH: bounty choose %s %d hires on these terms\n", agent,
		escrow.FormatAmount(res.Price.Int()), args[0], agent)
	return nil
}
