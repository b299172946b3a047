package main

import (
	"context"
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
			if a.Local {
				bounty, cost = "direct", "0 (own agent)"
			}
			if a.Auction {
				bounty, cost = "auction", units.FormatETH(a.Reward.Int())+" (voucher)"
			}
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
	calls := ""
	if a.Calls != nil && a.Calls.Int().Sign() > 0 {
		calls = fmt.Sprintf(" + calls %s (%d tasks by auction, paid by voucher)", units.FormatETH(a.Calls.Int()), a.Auctions)
	}
	fmt.Fprintf(w, "accounts: paid %s + fees %s%s + refunded %s + pending refund %s + escrowed %s + unspent %s = budget %s\n", units.FormatETH(a.Paid.Int()),
		units.FormatETH(a.Fees.Int()), calls, units.FormatETH(a.Refunded.Int()), units.FormatETH(a.PendingRefund.Int()), units.FormatETH(a.Escrowed.Int()),
		units.FormatETH(a.Unspent.Int()), units.FormatETH(a.Budget.Int()))
	if a.Gas != nil {
		fmt.Fprintf(w, "gas of the leader's transactions: %s (beside the budget)\n", units.FormatETH(a.Gas.Int()))
	}
	if u := a.Tokens; u.TotalTokens > 0 {
		fmt.Fprintf(w, "tokens: %d prompt + %d completion = %d\n", u.PromptTokens, u.CompletionTokens, u.TotalTokens)
	}
	if a.Direct > 0 {
		fmt.Fprintf(w, "%d tasks done by this node's own agents, called directly (nothing paid)\n", a.Direct)
	}
	printConversation(w, v)
}

// printConversation prints a team's hold and its proposals.
func printConversation(w io.Writer, v apitypes.TeamView) {
	if p := v.Pause; p != nil {
		fmt.Fprintf(w, "held (%s) until %s\n", v.State, p.Describe())
	}
	for _, p := range v.Proposals {
		what := string(p.State)
		if p.Plan != nil {
			what = "revised plan"
		}
		if p.Assign != nil {
			what += fmt.Sprintf(" (%s to %s)", p.Assign.Task, p.Assign.Agent)
		}
		outcome := "open"
		switch {
		case p.Decided && p.Accepted:
			outcome = "accepted"
		case p.Decided:
			outcome = "refused"
		case p.Voting:
			outcome = fmt.Sprintf("voting (%d votes)", len(p.Votes))
		}
		fmt.Fprintf(w, "proposal %s by %s: %s — %s\n", p.ID, p.By, what, outcome)
	}
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
