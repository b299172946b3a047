package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/agentsite/agentsite/node/apitypes"
)

var cmdAgentAsk = &command{
	name: "agent ask", args: "<skill> | --query <text>",
	summary: "auction a question: agents bid in milliseconds, the best answers, only the accepted answer is paid",
	action:  fresh[agentAsk],
}

// agentAsk holds agent ask's flags.
type agentAsk struct {
	query, input, maxPrice, reserve, token, deadline, bidWindow string
	k                                                           int
}

func (c *agentAsk) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.query, "query", "", "ask by free text instead of a skill")
	fs.StringVar(&c.input, "input", "{}", "input JSON for the winner, @file.json, or - for stdin")
	fs.StringVar(&c.maxPrice, "max-price", "0", "the most one answer may cost (\"0.0001 ETH\"; 0: free agents only)")
	fs.StringVar(&c.reserve, "reserve", "", "the least a bid may ask")
	fs.StringVar(&c.token, "token", "", "payment token address (default: native ETH)")
	fs.StringVar(&c.deadline, "deadline", "2s", "how long the answer may take")
	fs.StringVar(&c.bidWindow, "bid-window", "", "how long bids may take (default: a quarter of the deadline)")
	fs.IntVar(&c.k, "k", 1, "best-of-k: call the best k at once, accept the first valid answer")
}

func (c *agentAsk) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 1 || (len(args) == 0) == (c.query == "") {
		return errUsage
	}
	in, err := readInput(c.input, os.Stdin)
	if err != nil {
		return err
	}
	p := apitypes.AgentAskParams{Query: c.query, Input: in, MaxPrice: c.maxPrice, Reserve: c.reserve, Token: c.token,
		Deadline: c.deadline, BidWindow: c.bidWindow, K: c.k}
	if len(args) == 1 {
		p.Skill = args[0]
	}
	var res apitypes.AgentAskResult
	if err := e.call(ctx, "agent.ask", p, &res); err != nil {
		return err
	}
	if e.asJSON {
		if err := e.printJSON(res); err != nil {
			return err
		}
	} else {
		printAsk(e, res)
	}
	if res.Error != "" {
		return fmt.Errorf("agent ask: %s", res.Error)
	}
	return nil
}

// printAsk shows an auction: who bid, who won, the answer.
func printAsk(e *env, r apitypes.AgentAskResult) {
	var dropped []string
	for k, v := range r.Dropped {
		dropped = append(dropped, fmt.Sprintf("%s %d", k, v))
	}
	fmt.Fprintf(e.stdout, "asked %d nodes, %d bids", r.Asked, r.Bids)
	if len(dropped) > 0 {
		fmt.Fprintf(e.stdout, " (dropped: %s)", strings.Join(dropped, ", "))
	}
	fmt.Fprintf(e.stdout, "; winner chosen in %.1f ms, answer in %.1f ms\n", r.ChosenMs, r.TookMs)
	for _, a := range r.Attempts {
		state := "failed: " + a.Error
		if a.Accepted {
			state = "accepted"
		} else if a.Error == "" {
			state = "cut"
		}
		fmt.Fprintf(e.stdout, "  %s on %s at %s wei: %s\n", a.Agent, a.Worker, a.Price, state)
	}
	if r.Explored {
		fmt.Fprintln(e.stdout, "  (a newcomer's turn: the exploration share)")
	}
	if r.Error == "" {
		fmt.Fprintf(e.stdout, "%s\n", r.Output)
	}
}
