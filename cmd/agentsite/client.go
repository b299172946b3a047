package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

func init() {
	register(&command{name: "status", summary: "show the node: peer, account, balance, agents, contracts", run: runStatus})

	var skill string
	var limit int
	register(&command{
		name: "agent search", args: "[<text>]", summary: "find agents on the network by text and/or skill",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&skill, "skill", "", "only agents with this skill tag")
			fs.IntVar(&limit, "limit", 20, "at most this many results")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			q := strings.Join(args, " ")
			if q == "" && skill == "" {
				return fmt.Errorf("give search text or --skill")
			}
			var res []apitypes.AgentSummary
			if err := e.call(ctx, "agent.search", apitypes.SearchQuery{Query: q, Skill: skill, Limit: limit}, &res); err != nil {
				return err
			}
			if e.asJSON {
				return e.printJSON(res)
			}
			if len(res) == 0 {
				fmt.Fprintln(e.stdout, "no agents found")
				return nil
			}
			tw := tabwriter.NewWriter(e.stdout, 2, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tSKILLS\tSTAKE\tFROM\tSEEN\tDID")
			for _, r := range res {
				stake := "-"
				if v, ok := new(big.Int).SetString(r.Stake, 10); ok {
					stake = units.FormatStake(v)
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.Name, strings.Join(r.Skills, ","), stake, r.Source, seenAgo(r.LastSeen), r.DID)
			}
			return tw.Flush()
		},
	})
	register(&command{
		name: "agent card", args: "<did>", summary: "show an agent's signed card",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) != 1 {
				return errUsage
			}
			if _, err := identity.ParseDID(args[0]); err != nil {
				return fmt.Errorf("%v: a DID looks like did:ethr:0x539:0xabc…", err)
			}
			var card json.RawMessage
			if err := e.call(ctx, "agent.card", map[string]string{"did": args[0]}, &card); err != nil {
				return err
			}
			return e.printJSON(card)
		},
	})
	var input string
	var timeoutMs int64
	register(&command{
		name: "agent call", args: "<did|local agent name> <skill>", summary: "call an agent's skill and print its answer",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&input, "input", "{}", "input JSON, @file.json, or - for stdin")
			fs.Int64Var(&timeoutMs, "timeout-ms", 0, "give up after this many milliseconds (0: the node's default)")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) != 2 {
				return errUsage
			}
			in, err := readInput(input, os.Stdin)
			if err != nil {
				return err
			}
			p := apitypes.AgentCallParams{Skill: args[1], Input: in, TimeoutMs: timeoutMs}
			if strings.HasPrefix(args[0], "did:") {
				if _, err := identity.ParseDID(args[0]); err != nil {
					return err
				}
				p.DID = args[0]
			} else {
				p.Agent = args[0]
			}
			var out json.RawMessage
			if err := e.call(ctx, "agent.call", p, &out); err != nil {
				return err
			}
			return e.printJSON(out)
		},
	})
	for _, op := range []struct{ name, method, summary string }{
		{"agent stake", "agent.stake", "add stake to a hosted agent: <agent> <amount> (e.g. 50 AST)"},
		{"agent unstake", "agent.unstake", "start unbonding stake of a hosted agent: <agent> <amount> (e.g. 50 AST)"},
	} {
		register(&command{
			name: op.name, args: "<agent name or DID> <amount>", summary: op.summary,
			run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
				if len(args) != 2 {
					return errUsage
				}
				if _, err := units.ParseStake(args[1]); err != nil {
					return err
				}
				return e.callPrint(ctx, op.method, map[string]string{"agent": args[0], "amount": args[1]})
			},
		})
	}
	for _, op := range []struct{ name, method, summary string }{
		{"agent withdraw", "agent.withdraw", "withdraw unbonded stake of a hosted agent"},
	} {
		register(&command{
			name: op.name, args: "<agent name or DID>", summary: op.summary,
			run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
				if len(args) != 1 {
					return errUsage
				}
				return e.callPrint(ctx, op.method, map[string]string{"agent": args[0]})
			},
		})
	}
	register(&command{
		name: "agent show", args: "<agent name or DID>", summary: "show a hosted agent's stake (reserved, free), record and reputation on chain",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) != 1 {
				return errUsage
			}
			var a apitypes.AgentOnchain
			if err := e.call(ctx, "agent.onchain", map[string]string{"agent": args[0]}, &a); err != nil {
				return err
			}
			if e.asJSON {
				return e.printJSON(a)
			}
			printAgent(e.stdout, a)
			return nil
		},
	})
	var stake string
	register(&command{
		name: "agent register", args: "<agent name or DID>", summary: "register a hosted agent on chain with a stake and let it take bounties",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&stake, "stake", "", "stake to lock: 100 AST, 100 (tokens) or base units with \"wei\" (at least the registry minimum)")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) != 1 || stake == "" {
				return errUsage
			}
			if _, err := units.ParseStake(stake); err != nil {
				return fmt.Errorf("--stake: %w", err)
			}
			return e.callPrint(ctx, "agent.register", map[string]string{"agent": args[0], "amount": stake})
		},
	})
	register(&command{name: "did show", summary: "show the DIDs of the node and its agents",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			return e.callPrint(ctx, "did.show", nil)
		}})
	register(&command{name: "did resolve", args: "<did>", summary: "resolve a did:ethr DID to its DID document (from the DIDRegistry's log)",
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) != 1 {
				return errUsage
			}
			if _, err := identity.ParseDID(args[0]); err != nil {
				return err
			}
			return e.callPrint(ctx, "did.resolve", map[string]string{"did": args[0]})
		}})
}

// callPrint calls a method and prints the result as JSON.
func (e *env) callPrint(ctx context.Context, method string, params any) error {
	var out json.RawMessage
	if err := e.call(ctx, method, params, &out); err != nil {
		return err
	}
	return e.printJSON(out)
}

func runStatus(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	var res struct {
		Node apitypes.Status `json:"node"`
	}
	if err := e.call(ctx, "node.status", nil, &res); err != nil {
		return err
	}
	st := res.Node
	if e.asJSON {
		return e.printJSON(st)
	}
	fmt.Fprintf(e.stdout, "node     %s  (peer %s, %d peers)\naccount  %s  %s ETH\nchain    %d\n", st.Name, st.PeerID, st.Peers, st.Account, st.Balance, st.ChainID)
	for _, a := range st.Addrs {
		fmt.Fprintf(e.stdout, "listen   %s\n", a)
	}
	tw := tabwriter.NewWriter(e.stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nAGENT\tAGENT ID\tHEALTHY\tDID")
	for _, a := range st.Agents {
		id := "-"
		if a.AgentID != 0 {
			id = strconv.FormatUint(a.AgentID, 10)
		}
		fmt.Fprintf(tw, "%s\t%s\t%v\t%s\n", a.Name, id, a.Healthy, a.DID)
	}
	_ = tw.Flush()
	fmt.Fprintf(e.stdout, "\nopen jobs %d, chat rooms %v\n", st.OpenJobs, st.ChatRooms)
	return nil
}

// seenAgo says how long ago an agent's node was last seen: "now" under a second, "-" if never.
func seenAgo(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	if d := time.Since(t).Round(time.Second); d >= time.Second {
		return d.String() + " ago"
	}
	return "now"
}
