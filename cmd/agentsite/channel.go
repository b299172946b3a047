package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

// The commands on payment channels: what the node pays paid agents and what its own paid
// agents earn (calls pay automatically; these show and steer the channels).
var (
	cmdChannel = &command{
		name: "channel", summary: "list the node's payment channels: deposits, spent, held vouchers, claims",
		action: fresh[channelList],
	}
	cmdChannelOpen = &command{
		name: "channel open", args: "<payee address>", summary: "open a payment channel to a payee with a deposit",
		action: fresh[channelOpen],
	}
	cmdChannelTopUp = &command{
		name: "channel topup", args: "<channel id>", summary: "add to a payment channel's deposit",
		action: fresh[channelTopUp],
	}
	cmdChannelClose = &command{
		name: "channel close", args: "<channel id>", summary: "ask to withdraw a channel's unclaimed deposit; run again after the challenge period to take it back",
		action: fresh[channelClose],
	}
)

// parseAnyAmount reads an amount of ETH ("0.001 ETH", "1000 wei") or of the stake token
// ("0.5 AST") in base units.
func parseAnyAmount(s string) (*big.Int, error) {
	if strings.HasSuffix(strings.ToUpper(strings.TrimSpace(s)), units.SymbolStake) {
		return units.ParseStake(s)
	}
	return units.ParseETH(s)
}

type channelList struct{ noFlags }

func (channelList) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	var l apitypes.Channels
	if err := e.call(ctx, "channel.list", nil, &l); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(l)
	}
	printChannels(e.stdout, l)
	return nil
}

// amountText writes a decimal amount of base units of token for people: ETH, a token by
// symbol with its decimals ("0.01 USDC"), a token without symbol (the node does not know it)
// in base units with its address; "-" when empty.
func amountText(s string, token common.Address, symbol string, decimals uint8) string {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return "-"
	}
	ts := units.Tokens{}
	if symbol != "" {
		ts[token] = units.Token{Address: token, Symbol: symbol, Decimals: decimals}
	}
	return ts.Format(v, token)
}

// channelTotals are l's totals per token, ETH first (an older node's answer has the ETH
// ones only).
func channelTotals(l apitypes.Channels) []apitypes.ChannelTotals {
	if len(l.Totals) > 0 {
		return l.Totals
	}
	return []apitypes.ChannelTotals{{Symbol: units.SymbolETH, Decimals: 18, Deposited: l.Deposited, Spent: l.Spent, Held: l.Held, Claimed: l.Claimed, Owed: l.Owed}}
}

// printChannels writes the totals (per token: "0.01 ETH + 5 USDC") and a table of the
// channels, each amount in its channel's token.
func printChannels(w io.Writer, l apitypes.Channels) {
	tots := channelTotals(l)
	sum := func(f func(apitypes.ChannelTotals) string) string {
		parts := make([]string, 0, len(tots))
		for _, t := range tots {
			parts = append(parts, amountText(f(t), t.Token, t.Symbol, t.Decimals))
		}
		return strings.Join(parts, " + ")
	}
	fmt.Fprintf(w, "paying:  deposited %s, spent %s\n",
		sum(func(t apitypes.ChannelTotals) string { return t.Deposited }), sum(func(t apitypes.ChannelTotals) string { return t.Spent }))
	fmt.Fprintf(w, "earning: vouchers held %s, claimed %s, owed (not claimed yet) %s\n",
		sum(func(t apitypes.ChannelTotals) string { return t.Held }), sum(func(t apitypes.ChannelTotals) string { return t.Claimed }),
		sum(func(t apitypes.ChannelTotals) string { return t.Owed }))
	if len(l.Channels) == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nROLE\tCHANNEL\tCOUNTERPART\tDEPOSITED\tSPENT/HELD\tCLAIMED\tSTATE")
	for _, c := range l.Channels {
		other, amount, state := c.Payee, c.Spent, "open"
		if c.Role == "earning" {
			other, amount = c.Payer, c.Held
		}
		switch {
		case c.Retired:
			state = "closing"
		case c.WithdrawableAt != 0:
			state = "withdrawable " + time.Unix(int64(c.WithdrawableAt), 0).UTC().Format(time.RFC3339)
		}
		in := func(s string) string { return amountText(s, c.Token, c.Symbol, c.Decimals) }
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", c.Role, c.ID.Hex(), other.Hex(), in(c.Deposited), in(amount), in(c.Claimed), state)
	}
	_ = tw.Flush()
}

// channelOpen holds channel open's flags.
type channelOpen struct{ amount, token string }

func (c *channelOpen) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.amount, "amount", "", "the deposit, in the channel's token (\"0.01 ETH\", \"0.5 AST\", \"0.05 USDC\"; required)")
	fs.StringVar(&c.token, "token", "", "ETH, a token's symbol or an ERC-20 address (default: the amount's unit)")
}

func (c *channelOpen) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 || c.amount == "" {
		return errUsage
	}
	// The node reads the amount: it knows its deployment's tokens and their decimals.
	return e.callPrint(ctx, "channel.open", apitypes.ChannelOpenParams{Payee: args[0], Token: c.token, Amount: c.amount})
}

// channelTopUp holds channel topup's flags.
type channelTopUp struct{ amount string }

func (c *channelTopUp) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.amount, "amount", "", "what to add, in the channel's token (\"0.01 ETH\", \"0.05 USDC\"; required)")
}

func (c *channelTopUp) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 || c.amount == "" {
		return errUsage
	}
	return e.callPrint(ctx, "channel.topup", apitypes.ChannelTopUpParams{ID: args[0], Amount: c.amount})
}

type channelClose struct{ noFlags }

func (channelClose) run(ctx context.Context, e *env, args []string) error {
	if len(args) != 1 {
		return errUsage
	}
	var out apitypes.ChannelClosed
	if err := e.call(ctx, "channel.close", apitypes.ChannelCloseParams{ID: args[0]}, &out); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(out)
	}
	switch out.State {
	case "withdrawn":
		fmt.Fprintf(e.stdout, "channel %s withdrawn: %s back to the node account\n", out.ID.Hex(), amountText(out.Returned, out.Token, out.Symbol, out.Decimals))
	default:
		fmt.Fprintf(e.stdout, "channel %s: %s; the payee may claim until %s, then run `agentsite channel close %s` again\n",
			out.ID.Hex(), out.State, time.Unix(int64(out.WithdrawableAt), 0).UTC().Format(time.RFC3339), out.ID.Hex())
	}
	return nil
}
