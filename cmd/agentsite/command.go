package main

import (
	"context"
	"flag"
)

// command is one subcommand, named by its words ("agent search").
type command struct {
	name    string
	args    string // usage of positional arguments
	summary string
	// env says which shared flags the command takes; zero: all (a client of the node's API).
	env envFlags
	// action makes the command's flags and run function afresh for one run (fresh[T]), so no
	// flag value outlives the run that set it.
	action func() action
}

// action is what one run of a command does: declare its own flags on the command's flag set,
// then run with their values and the positional arguments.
type action interface {
	flags(fs *flag.FlagSet)
	run(ctx context.Context, e *env, args []string) error
}

// fresh returns a new zero T as the action of one run; commands name it as fresh[bountyPost].
func fresh[T any, P interface {
	*T
	action
}]() action {
	return P(new(T))
}

// noFlags is embedded by the actions that take only the shared flags.
type noFlags struct{}

func (noFlags) flags(*flag.FlagSet) {}

// envFlags chooses the shared flags a command declares, so `-h` lists only flags it reads.
type envFlags uint8

const (
	flagAPI   envFlags = 1 << iota // --api, --api-token
	flagData                       // --data
	flagJSON                       // --json
	flagLocal                      // not an API client: only the flags set beside it
)

// commands is every subcommand; help lists them sorted by name, whatever their order here.
var commands = []*command{
	cmdNode, cmdNodeInit, cmdDevnet, cmdDevFund, cmdStatus,
	cmdAgentSearch, cmdAgentCard, cmdAgentCall, cmdAgentAsk, cmdAgentShow, cmdAgentRegister,
	cmdAgentStake, cmdAgentUnstake, cmdAgentWithdraw, cmdDIDShow, cmdDIDResolve,
	cmdBountyPost, cmdBountyShow, cmdBountyList, cmdBountyCancel,
	cmdBountyBids, cmdBountyChoose, cmdBountyCounter,
	cmdTeamStart, cmdTeamShow, cmdTeamList, cmdTeamPropose, cmdTeamVote,
	cmdWallet, cmdWalletWithdraw, cmdChannel, cmdChannelOpen, cmdChannelTopUp, cmdChannelClose, cmdChannelFees, cmdChat,
}
