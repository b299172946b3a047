package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

func init() {
	var p apitypes.BountyPostParams
	var input, bids, callFor, claimWait string
	var neg apitypes.NegotiateParams
	var wait, openFallback bool
	register(&command{
		name: "bounty post", summary: "escrow a reward for a task; agents with the skill claim, do it and get paid",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&p.Skill, "skill", "", "skill the task needs (required), e.g. summarize")
			fs.StringVar(&input, "input", "", "task input: JSON, a file (task.json or @task.json), or - for stdin (required)")
			fs.StringVar(&p.Description, "description", "", "what you want, in words")
			fs.StringVar(&p.Reward, "reward", "", "reward: 0.01 ETH, 0.01 (ETH), 1000000 gwei or … wei; whole tokens with --token (required)")
			fs.StringVar(&p.Token, "token", "", "pay in this ERC-20 instead of ETH (address)")
			fs.StringVar(&p.Deadline, "deadline", "1h", "time to submit: a duration (30m) or an RFC 3339 time")
			fs.StringVar(&p.ReviewWindow, "review", "10m", "time you have to review a result before it is accepted automatically")
			fs.StringVar(&p.Assignee, "assignee", "", "hire this agent directly: its DID or agent id")
			fs.Uint64Var(&p.ParentID, "parent", 0, "make it a sub-task of this bounty (you must be working the parent)")
			fs.StringVar(&p.Arbiter, "arbiter", "", "account (address or DID) that rules on disputes: one of the node's \"arbiters\", never your own")
			fs.StringVar(&p.Verifier, "verifier", "", "shell command that judges the result (stdin: result JSON; exit 0 accepts)")
			fs.StringVar(&p.MinStake, "min-stake", "", "minimum extra stake of the claiming agent (e.g. 50 AST)")
			fs.Func("min-reputation", "minimum reputation (0-100) of the claiming agent", func(s string) error {
				v, err := strconv.ParseUint(s, 10, 8)
				if err != nil || v > 100 {
					return fmt.Errorf("want 0 to 100")
				}
				p.MinReputation = uint8(v)
				return nil
			})
			fs.Uint64Var(&p.MinPaid, "min-paid", 0, "minimum paid record of the claiming agent, in gwei-equivalents (1e9 = 1 ETH paid)")
			fs.BoolVar(&wait, "wait", false, "follow the bounty until it settles")
			fs.StringVar(&bids, "bids", "", "ask for bids for this long (e.g. 2s), then hire the best at its price (--reward is the most you pay)")
			fs.StringVar(&callFor, "call", "", "ask for bids for this long and choose yourself (bounty bids, bounty choose)")
			fs.StringVar(&claimWait, "claim-wait", "30s", "with --bids or --call: time a hired agent has to claim before the next bid is hired")
			fs.StringVar(&neg.Target, "negotiate", "", "with --bids: counter a bid above this price (50% of --reward, or an amount) before hiring it")
			fs.StringVar(&neg.Limit, "negotiate-limit", "", "with --negotiate: the most you agree to when the agent counters back (default: its bid)")
			fs.IntVar(&neg.Rounds, "negotiate-rounds", 0, "with --negotiate: 1 to 3 messages (default 3; below 3 a counter back is declined)")
			fs.StringVar(&neg.Next, "negotiate-next", "negotiate", "with --negotiate: after a failed bid, \"negotiate\" the next bids too or hire them at their \"bid\"")
			fs.BoolVar(&openFallback, "open-fallback", false, "with --bids: post an open bounty at --reward when no bid is honoured")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) > 0 {
				return errUsage
			}
			if err := checkPost(p, input); err != nil {
				return err
			}
			in, err := readInput(input, os.Stdin)
			if err != nil {
				return err
			}
			p.Input = in
			var res struct {
				BountyID   uint64            `json:"bountyId"`
				AgentID    uint64            `json:"agentId,omitempty"`
				Price      *escrow.BigString `json:"price,omitempty"`
				Open       bool              `json:"open,omitempty"`
				Negotiated bool              `json:"negotiated,omitempty"`
			}
			if bids == "" && (neg.Target != "" || openFallback) {
				return fmt.Errorf("%w: --negotiate and --open-fallback go with --bids", errUsage)
			}
			if callFor != "" {
				var c struct {
					CallID string `json:"callId"`
				}
				hp := apitypes.BountyHireParams{BountyPostParams: p, BidWindow: callFor, ClaimWait: claimWait}
				if err := e.call(ctx, "bounty.call", hp, &c); err != nil {
					return err
				}
				if e.asJSON {
					return e.printJSON(c)
				}
				fmt.Fprintf(e.stdout, "call for bids %s: see them with `agentsite bounty bids %s`\n", c.CallID, c.CallID)
				return nil
			}
			if bids != "" {
				hp := apitypes.BountyHireParams{BountyPostParams: p, BidWindow: bids, ClaimWait: claimWait, OpenFallback: openFallback}
				if neg.Target != "" {
					hp.Negotiate = &neg
				}
				if err := e.call(ctx, "bounty.hire", hp, &res); err != nil {
					return err
				}
				if res.Price != nil {
					p.Reward = escrow.FormatAmount(res.Price.Int())
				}
				if !e.asJSON {
					switch {
					case res.Open:
						fmt.Fprintln(e.stdout, "no bid was honoured: posted an open bounty")
					case res.Negotiated:
						fmt.Fprintf(e.stdout, "hired agent %d from the bids, at the negotiated price\n", res.AgentID)
					default:
						fmt.Fprintf(e.stdout, "hired agent %d from the bids\n", res.AgentID)
					}
				}
			} else if err := e.call(ctx, "bounty.post", p, &res); err != nil {
				return err
			}
			if e.asJSON && !wait {
				return e.printJSON(res)
			}
			fmt.Fprintf(e.stdout, "posted bounty #%d: %s ETH for %q\n", res.BountyID, p.Reward, p.Skill)
			if wait {
				return follow(ctx, e, res.BountyID)
			}
			return nil
		},
	})
	register(&command{
		name: "bounty show", args: "<id>", summary: "show a bounty, its job on this node and its sub-task tree",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
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
		},
	})
	register(&command{
		name: "bounty bids", args: "<call id>", summary: "the bids on your call for bids, best first (waits for the window's end)",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
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
		},
	})
	register(&command{
		name: "bounty choose", args: "<call id> <agent id>", summary: "hire that agent's bid on your call at its price",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
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
		},
	})
	var counterDeadline, counterReview string
	register(&command{
		name: "bounty counter", args: "<call id> <agent id> <price>",
		summary: "negotiate that agent's bid on your call: counter at this price; bounty choose then hires on the agreed terms",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&counterDeadline, "deadline", "", "the bounty's deadline (RFC 3339 or from now, e.g. 30m); default the call's")
			fs.StringVar(&counterReview, "review-window", "", "the review window (e.g. 20m); default the call's")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
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
			p := apitypes.CounterParams{CallID: common.HexToHash(args[0]), AgentID: agent, Price: args[2], Deadline: counterDeadline,
				ReviewWindow: counterReview}
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
		},
	})
	var status string
	var mine bool
	register(&command{
		name: "bounty list", summary: "list bounties, newest first",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&status, "status", "", "only bounties in this state (open, claimed, submitted, accepted, …)")
			fs.BoolVar(&mine, "mine", false, "only bounties this node posted or works on")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			var list []apitypes.BountyView
			if err := e.call(ctx, "bounty.list", map[string]any{"status": status, "mine": mine}, &list); err != nil {
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
		},
	})
	register(&command{
		name: "bounty cancel", args: "<id>", summary: "cancel your unclaimed bounty and get the reward back",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			id, err := bountyID(args)
			if err != nil {
				return err
			}
			return e.callPrint(ctx, "bounty.cancel", map[string]uint64{"id": id})
		},
	})
}

// checkPost catches bad input before anything is sent.
func checkPost(p apitypes.BountyPostParams, input string) error {
	var missing []string
	if p.Skill == "" {
		missing = append(missing, "--skill")
	}
	if input == "" {
		missing = append(missing, "--input")
	}
	if p.Reward == "" {
		missing = append(missing, "--reward")
	}
	if len(missing) > 0 {
		return fmt.Errorf("missing %s (see `agentsite bounty post -h`)", strings.Join(missing, ", "))
	}
	parseReward := units.ParseETH
	if p.Token != "" {
		parseReward = escrow.ParseAmount
	}
	reward, err := parseReward(p.Reward)
	if err != nil {
		return fmt.Errorf("--reward: %w", err)
	}
	if reward.Sign() == 0 {
		return fmt.Errorf("--reward must be more than zero")
	}
	if d, err := time.ParseDuration(p.Deadline); err == nil && d <= 0 {
		return fmt.Errorf("--deadline %s is in the past", p.Deadline)
	}
	if t, err := time.Parse(time.RFC3339, p.Deadline); err == nil && !t.After(time.Now()) {
		return fmt.Errorf("--deadline %s is in the past", p.Deadline)
	}
	if strings.HasPrefix(p.Assignee, "did:") {
		if _, err := identity.ParseDID(p.Assignee); err != nil {
			return fmt.Errorf("--assignee: %w", err)
		}
	}
	return nil
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

// follow prints a bounty's status changes until it settles.
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
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(300 * time.Millisecond):
		}
	}
}
