package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/apitypes"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/units"
)

// cmdBountyPost is `agentsite bounty post`: an open bounty, a direct hire, or a call for bids.
var cmdBountyPost = &command{
	name: "bounty post", summary: "escrow a reward for a task; agents with the skill claim, do it and get paid",
	action: fresh[bountyPost],
}

// bountyPost holds bounty post's flags.
type bountyPost struct {
	p                               apitypes.BountyPostParams
	input, bids, callFor, claimWait string
	neg                             apitypes.NegotiateParams
	wait, openFallback, force       bool
}

// posted is what bounty.post and bounty.hire answer.
type posted struct {
	BountyID   uint64            `json:"bountyId"`
	AgentID    uint64            `json:"agentId,omitempty"`
	Price      *escrow.BigString `json:"price,omitempty"`
	Open       bool              `json:"open,omitempty"`
	Negotiated bool              `json:"negotiated,omitempty"`
}

func (c *bountyPost) flags(fs *flag.FlagSet) {
	p := &c.p
	fs.StringVar(&p.Skill, "skill", "", "skill the task needs (required), e.g. summarize")
	fs.StringVar(&c.input, "input", "", "task input: JSON, a file (task.json or @task.json), or - for stdin (required)")
	fs.StringVar(&p.Description, "description", "", "what you want, in words")
	fs.StringVar(&p.Reward, "reward", "", "reward: 0.01 ETH, 0.01 (ETH), 1000000 gwei or … wei; whole tokens with --token (required)")
	fs.StringVar(&p.Token, "token", "", "pay in this ERC-20 instead of ETH (address)")
	fs.StringVar(&p.Deadline, "deadline", "1h", "time to submit: a duration (30m) or an RFC 3339 time")
	fs.StringVar(&p.ReviewWindow, "review", "10m", "time you have to review a result before it is accepted automatically (at most the escrow's maximum review window: 24h on a default deployment, 1h on the devnet)")
	fs.StringVar(&p.Assignee, "assignee", "", "hire this agent directly: its DID or agent id")
	fs.Uint64Var(&p.ParentID, "parent", 0, "make it a sub-task of this bounty (you must be working the parent)")
	fs.StringVar(&p.Arbiter, "arbiter", "", "account (address or DID) that rules on disputes: one of the node's \"arbiters\", never your own")
	fs.StringVar(&p.Verifier, "verifier", "", "shell command that judges the result (stdin: result JSON; exit 0 accepts)")
	fs.StringVar(&p.MinStake, "min-stake", "", "minimum extra stake of the claiming agent (e.g. 50 AST)")
	fs.Func("min-reputation", "minimum reputation (0-100) of the claiming agent", c.setMinReputation)
	fs.Uint64Var(&p.MinPaid, "min-paid", 0, "minimum paid record of the claiming agent, in gwei-equivalents (1e9 = 1 ETH paid)")
	fs.BoolVar(&c.wait, "wait", false, "follow the bounty until it settles")
	fs.StringVar(&c.bids, "bids", "", "ask for bids for this long (e.g. 2s), then hire the best at its price (--reward is the most you pay)")
	fs.StringVar(&c.callFor, "call", "", "ask for bids for this long and choose yourself (bounty bids, bounty choose)")
	fs.StringVar(&c.claimWait, "claim-wait", "30s", "with --bids or --call: time a hired agent has to claim before the next bid is hired")
	fs.StringVar(&c.neg.Target, "negotiate", "", "with --bids: counter a bid above this price (50% of --reward, or an amount) before hiring it")
	fs.StringVar(&c.neg.Limit, "negotiate-limit", "", "with --negotiate: the most you agree to when the agent counters back (default: its bid)")
	fs.IntVar(&c.neg.Rounds, "negotiate-rounds", 0, "with --negotiate: 1 to 3 messages (default 3; below 3 a counter back is declined)")
	fs.StringVar(&c.neg.Next, "negotiate-next", "negotiate", "with --negotiate: after a failed bid, \"negotiate\" the next bids too or hire them at their \"bid\"")
	fs.BoolVar(&c.openFallback, "open-fallback", false, "with --bids: post an open bounty at --reward when no bid is honoured")
	fs.BoolVar(&c.force, "force", false, "post even if no agent on the network offers --skill")
}

// setMinReputation reads --min-reputation (0 to 100).
func (c *bountyPost) setMinReputation(s string) error {
	v, err := strconv.ParseUint(s, 10, 8)
	if err != nil || v > 100 {
		return fmt.Errorf("want 0 to 100")
	}
	c.p.MinReputation = uint8(v)
	return nil
}

func (c *bountyPost) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	if err := checkPost(c.p, c.input); err != nil {
		return err
	}
	in, err := readInput(c.input, os.Stdin)
	if err != nil {
		return err
	}
	c.p.Input = in
	if c.bids == "" && (c.neg.Target != "" || c.openFallback) {
		return fmt.Errorf("%w: --negotiate and --open-fallback go with --bids", errUsage)
	}
	if err := c.checkOffered(ctx, e); err != nil {
		return err
	}
	if c.callFor != "" {
		return c.call(ctx, e)
	}
	var res posted
	if c.bids != "" {
		if err := c.hire(ctx, e, &res); err != nil {
			return err
		}
	} else if err := e.call(ctx, "bounty.post", c.p, &res); err != nil {
		return err
	}
	if e.asJSON && !c.wait {
		return e.printJSON(res)
	}
	fmt.Fprintf(e.stdout, "posted bounty #%d: %s for %q\n", res.BountyID, rewardText(c.p), c.p.Skill)
	if c.wait {
		return follow(ctx, e, res.BountyID)
	}
	return nil
}

// checkOffered refuses, before anything is escrowed, a bounty for a skill no agent on the
// network offers (nobody would claim it: the reward would sit until the deadline), unless
// --force; a direct hire (--assignee) names its agent and is not checked.
func (c *bountyPost) checkOffered(ctx context.Context, e *env) error {
	if c.force || c.p.Assignee != "" {
		return nil
	}
	var found []apitypes.AgentSummary
	if err := e.call(ctx, "agent.search", apitypes.SearchQuery{Skill: c.p.Skill, Limit: 1}, &found); err != nil {
		return fmt.Errorf("look for agents with skill %q: %w", c.p.Skill, err)
	}
	if len(found) == 0 {
		return fmt.Errorf("no agent on the network offers the skill %q: nothing was escrowed (see the skills offered with "+
			"`agentsite agent search <text>`; --force posts anyway)", c.p.Skill)
	}
	return nil
}

// call opens a call for bids the requester chooses from (--call).
func (c *bountyPost) call(ctx context.Context, e *env) error {
	var res struct {
		CallID string `json:"callId"`
	}
	hp := apitypes.BountyHireParams{BountyPostParams: c.p, BidWindow: c.callFor, ClaimWait: c.claimWait}
	if err := e.call(ctx, "bounty.call", hp, &res); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(res)
	}
	fmt.Fprintf(e.stdout, "call for bids %s: see them with `agentsite bounty bids %s`\n", res.CallID, res.CallID)
	return nil
}

// hire asks for bids and hires the best (--bids); the reward printed after is the price paid.
func (c *bountyPost) hire(ctx context.Context, e *env, res *posted) error {
	hp := apitypes.BountyHireParams{BountyPostParams: c.p, BidWindow: c.bids, ClaimWait: c.claimWait, OpenFallback: c.openFallback}
	if c.neg.Target != "" {
		hp.Negotiate = &c.neg
	}
	if err := e.call(ctx, "bounty.hire", hp, res); err != nil {
		return err
	}
	if res.Price != nil {
		c.p.Reward = escrow.FormatAmount(res.Price.Int())
	}
	if e.asJSON {
		return nil
	}
	switch {
	case res.Open:
		fmt.Fprintln(e.stdout, "no bid was honoured: posted an open bounty")
	case res.Negotiated:
		fmt.Fprintf(e.stdout, "hired agent %d from the bids, at the negotiated price\n", res.AgentID)
	default:
		fmt.Fprintf(e.stdout, "hired agent %d from the bids\n", res.AgentID)
	}
	return nil
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

// rewardText writes the reward with its unit once, whether it was given as "0.02", "0.02 ETH"
// or in gwei: ETH, or whole tokens of --token.
func rewardText(p apitypes.BountyPostParams) string {
	if p.Token != "" {
		if v, err := escrow.ParseAmount(p.Reward); err == nil {
			return escrow.FormatAmount(v) + " of token " + p.Token
		}
		return p.Reward + " of token " + p.Token
	}
	if v, err := units.ParseETH(p.Reward); err == nil {
		return units.FormatETH(v)
	}
	return p.Reward
}
