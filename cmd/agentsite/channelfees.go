package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/agentsite/agentsite/node/apitypes"
)

// cmdChannelFees lists, and with --collect credits to the treasury, the protocol fees held by
// the deployment's payment channels (anyone's: the node reads them from the contract's events).
var cmdChannelFees = &command{
	name: "channel fees", summary: "list the protocol fees the deployment's channels hold for the treasury; --collect credits them (the node pays the gas)",
	action: fresh[channelFees],
}

// maxFeeCalls bounds the calls of one run: each call reads at most 1M blocks of events and
// sends at most 10 transactions, so a run covers 200M blocks or 100,000 channels.
const maxFeeCalls = 200

// channelFees holds channel fees's flags.
type channelFees struct{ collect, all bool }

func (c *channelFees) flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.collect, "collect", false, "credit the fees held to the treasury's owed, 50 channels a transaction (the node's account pays the gas, ~30k a channel)")
	fs.BoolVar(&c.all, "all", false, "with --collect: also the fees in tokens this node does not know and ETH fees below what collecting them costs (left by default)")
}

func (c *channelFees) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	if c.all && !c.collect {
		return fmt.Errorf("%w: --all goes with --collect", errUsage)
	}
	if c.collect {
		return collectFees(ctx, e, c.all)
	}
	var f apitypes.ChannelFees
	for range maxFeeCalls {
		if err := e.call(ctx, "channel.fees", nil, &f); err != nil {
			return err
		}
		if f.Complete || f.Full {
			break
		}
		scanProgress(e.stderr, f.ChannelFeeScan)
	}
	if e.asJSON {
		return e.printJSON(f)
	}
	printFees(e.stdout, f)
	return nil
}

// scanProgress says how far the node has read the contract's events.
func scanProgress(w io.Writer, s apitypes.ChannelFeeScan) {
	fmt.Fprintf(w, "reading the channels' events: block %d of %d (%d channels open so far)\n", s.ScannedTo, s.Head, s.Open)
}

// printFees writes the fees held per token.
func printFees(w io.Writer, f apitypes.ChannelFees) {
	fmt.Fprintf(w, "PaymentChannels %s, treasury %s: %d channels open at block %d\n", f.Contract.Hex(), f.Treasury.Hex(), f.Open, f.ScannedTo)
	if t := lagText(f.ChannelFeeScan); t != "" {
		fmt.Fprintln(w, t)
	}
	switch {
	case f.Full:
		fmt.Fprintln(w, fullText(f.ChannelFeeScan))
	case !f.Complete:
		fmt.Fprintf(w, "(events read up to block %d of %d only: run again to read the rest)\n", f.ScannedTo, f.Head)
	}
	if len(f.Held) == 0 {
		fmt.Fprintln(w, "no fees held: every fee is credited to the treasury")
		return
	}
	for _, h := range f.Held {
		fmt.Fprintf(w, "  %s held by %d channels\n", amountText(h.Amount, h.Token, h.Symbol, h.Decimals), h.Channels)
	}
	fmt.Fprintln(w, "run `agentsite channel fees --collect` to credit them to the treasury (the node's account pays the gas, ~30k a channel)")
}

// collectFees calls channel.collectFees until nothing is left, printing each transaction.
func collectFees(ctx context.Context, e *env, everything bool) error {
	params := apitypes.ChannelFeesCollect{All: everything}
	var all apitypes.ChannelFeesCollected
	for i := range maxFeeCalls {
		var out apitypes.ChannelFeesCollected
		err := e.call(ctx, "channel.collectFees", params, &out)
		if !e.asJSON {
			for _, tx := range out.Transactions {
				printFeeTx(e.stdout, tx)
			}
		}
		if i == 0 {
			all = out
		} else {
			all.Transactions = append(all.Transactions, out.Transactions...)
			all.ChannelFeeScan, all.More, all.Left = out.ChannelFeeScan, out.More, out.Left
		}
		if err != nil {
			return err
		}
		if !out.More {
			break
		}
		if !out.Complete {
			scanProgress(e.stderr, out.ChannelFeeScan)
		}
	}
	if e.asJSON {
		return e.printJSON(all)
	}
	if all.More {
		fmt.Fprintln(e.stdout, "more fees are held: run `agentsite channel fees --collect` again")
	}
	if all.Full {
		fmt.Fprintln(e.stdout, fullText(all.ChannelFeeScan))
	}
	for _, l := range all.Left {
		fmt.Fprintf(e.stdout, "left: %s in %d channels (a token this node does not know, or ETH fees below the gas of collecting them); `--collect --all` takes them too\n", amountText(l.Amount, l.Token, l.Symbol, l.Decimals), l.Channels)
	}
	sent := 0
	for _, tx := range all.Transactions {
		if len(tx.Credited) > 0 {
			sent++
		}
	}
	if t := lagText(all.ChannelFeeScan); t != "" {
		fmt.Fprintln(e.stdout, t)
	}
	if sent == 0 && len(all.Left) > 0 {
		fmt.Fprintln(e.stdout, "nothing collected")
		return nil
	}
	if sent == 0 {
		fmt.Fprintf(e.stdout, "nothing to collect: no channel of %s holds a fee for treasury %s\n", all.Contract.Hex(), all.Treasury.Hex())
		return nil
	}
	fmt.Fprintf(e.stdout, "%d transactions credited treasury %s; its account takes the credit with the contract's withdrawOwed(token, to)\n", sent, all.Treasury.Hex())
	return nil
}

// fullText says that the node's index of channels is full.
func fullText(s apitypes.ChannelFeeScan) string {
	return fmt.Sprintf("(the node keeps no more channels than the %d open up to block %d: the fees of channels opened after it are not listed nor collected; collect them with the contract's collectFees from another account)", s.Open, s.ScannedTo)
}

// lagText says how late the node reads the contract's events ("" when it reads the head).
func lagText(s apitypes.ChannelFeeScan) string {
	if s.Confirmations == 0 {
		return ""
	}
	return fmt.Sprintf("(the fees as of block %d: the node reads the contract's events %d blocks below the chain's head, so a claim or another's collect shows %d blocks after its block; chain.confirmations sets it)",
		s.ScannedTo, s.Confirmations, s.Confirmations)
}

// printFeeTx writes one collectFees transaction.
func printFeeTx(w io.Writer, tx apitypes.ChannelFeeTx) {
	if tx.Hash == "" {
		fmt.Fprintf(w, "batch of %d channels: they hold nothing any more (withdrawn or collected meanwhile); nothing sent\n", tx.Channels)
		return
	}
	if len(tx.Credited) == 0 {
		fmt.Fprintf(w, "%s: %d channels: reverted, someone collected or withdrew them first (%d gas spent)\n", tx.Hash, tx.Channels, tx.GasUsed)
		return
	}
	parts := make([]string, 0, len(tx.Credited))
	for _, c := range tx.Credited {
		parts = append(parts, fmt.Sprintf("%s (%d channels)", amountText(c.Amount, c.Token, c.Symbol, c.Decimals), c.Channels))
	}
	fmt.Fprintf(w, "%s: %d channels, credited %s, %d gas\n", tx.Hash, tx.Channels, strings.Join(parts, " + "), tx.GasUsed)
}
