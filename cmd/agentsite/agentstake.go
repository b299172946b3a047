package main

import (
	"context"
	"flag"
	"fmt"

	"github.com/agentsite/agentsite/node/units"
)

// The commands that move a hosted agent's stake on chain.
var (
	cmdAgentRegister = &command{
		name: "agent register", args: "<agent name or DID>", summary: "register a hosted agent on chain with a stake and let it take bounties",
		action: fresh[agentRegister],
	}
	cmdAgentStake = &command{
		name: "agent stake", args: "<agent name or DID> <amount>", summary: "add stake to a hosted agent: <agent> <amount> (e.g. 50 AST)",
		action: fresh[agentStake],
	}
	cmdAgentUnstake = &command{
		name: "agent unstake", args: "<agent name or DID> <amount>", summary: "start unbonding stake of a hosted agent: <agent> <amount> (e.g. 50 AST)",
		action: fresh[agentUnstake],
	}
	cmdAgentWithdraw = &command{
		name: "agent withdraw", args: "<agent name or DID>", summary: "withdraw unbonded stake of a hosted agent",
		action: fresh[agentWithdraw],
	}
)

// agentRegister holds agent register's flags.
type agentRegister struct {
	stake     string
	canonical bool
}

func (c *agentRegister) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.stake, "stake", "", "stake to lock: 100 AST, 100 (tokens) or base units with \"wei\" (at least the registry minimum)")
	fs.BoolVar(&c.canonical, "canonical", false, "also mint the agent on the chain's canonical ERC-8004 registry with the same agent URI "+
		"(on an agent registered already: only that, e.g. to retry; needs no --stake)")
}

func (c *agentRegister) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 || (c.stake == "" && !c.canonical) {
		return errUsage
	}
	params := map[string]any{"agent": args[0]}
	if c.stake != "" {
		if _, err := units.ParseStake(c.stake); err != nil {
			return fmt.Errorf("--stake: %w", err)
		}
		params["amount"] = c.stake
	}
	if c.canonical {
		params["canonical"] = true
	}
	return e.callPrint(ctx, "agent.register", params)
}

type agentStake struct{ noFlags }

func (agentStake) run(ctx context.Context, e *env, args []string) error {
	return moveStake(ctx, e, "agent.stake", args)
}

type agentUnstake struct{ noFlags }

func (agentUnstake) run(ctx context.Context, e *env, args []string) error {
	return moveStake(ctx, e, "agent.unstake", args)
}

// moveStake calls agent.stake or agent.unstake with <agent> <amount>, the amount checked first.
func moveStake(ctx context.Context, e *env, method string, args []string) error {
	if len(args) != 2 {
		return errUsage
	}
	if _, err := units.ParseStake(args[1]); err != nil {
		return err
	}
	return e.callPrint(ctx, method, map[string]string{"agent": args[0], "amount": args[1]})
}

type agentWithdraw struct{ noFlags }

func (agentWithdraw) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	return e.callPrint(ctx, "agent.withdraw", map[string]string{"agent": args[0]})
}
