package main

import (
	"context"
	"flag"
	"fmt"
	"text/tabwriter"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/funds"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/node"
)

// The commands on the node's accounts: read the balances, move the agents' earnings.
var (
	cmdWallet = &command{
		name: "wallet", env: flagLocal | flagData | flagJSON,
		summary: "show the balances of the node account and of each agent's address (earnings); no running node needed",
		action:  fresh[wallet],
	}
	cmdWalletWithdraw = &command{
		name: "wallet withdraw", summary: "move the ETH your agents earned (paid to their own addresses) to an address of yours",
		action: fresh[walletWithdraw],
	}
)

type wallet struct{ noFlags }

// run reads the data directory's accounts and their balances straight from the chain.
func (wallet) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	w, err := node.ReadWallet(ctx, e.dataDir)
	if err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(w)
	}
	fmt.Fprintf(e.stdout, "node account  %s  %s  %s  (chain %d)\n", w.Account.Hex(), w.ETH, w.Stake, w.ChainID)
	if w.StakeConfigured != "" {
		fmt.Fprintf(e.stdout, "stakes in config.json: %s in total (the node account pays them, and the gas, when it registers the agents)\n", w.StakeConfigured)
	}
	if len(w.Agents) > 0 {
		tw := tabwriter.NewWriter(e.stdout, 2, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "\nAGENT\tADDRESS (earnings)\tBALANCE")
		for _, a := range w.Agents {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", a.Name, a.Address.Hex(), a.ETH)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, "\nmove earnings with `agentsite wallet withdraw --to <address>`")
	}
	chs, err := node.ReadChannels(ctx, e.dataDir)
	if err != nil {
		return err
	}
	if len(chs.Channels) > 0 {
		fmt.Fprintln(e.stdout, "\npayment channels (as the node last recorded them; `agentsite channel` asks the running node):")
		printChannels(e.stdout, chs)
	}
	return nil
}

// walletWithdraw holds wallet withdraw's flags.
type walletWithdraw struct {
	agent, to string
}

func (c *walletWithdraw) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.to, "to", "", "address that receives the earnings (required)")
	fs.StringVar(&c.agent, "agent", "", "only this hosted agent (name or DID); default: every hosted agent")
}

func (c *walletWithdraw) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 || c.to == "" {
		return errUsage
	}
	if !common.IsHexAddress(c.to) {
		return fmt.Errorf("--to %q is not an address", c.to)
	}
	if common.HexToAddress(c.to) == (common.Address{}) {
		return fmt.Errorf("--to %s: %w", c.to, funds.ErrZeroAddress)
	}
	var out []apitypes.Withdrawal
	if err := e.call(ctx, "wallet.withdraw", map[string]string{"agent": c.agent, "to": c.to}, &out); err != nil {
		return err
	}
	if e.asJSON {
		return e.printJSON(out)
	}
	if len(out) == 0 {
		fmt.Fprintln(e.stdout, "nothing to withdraw: no agent address holds any ETH")
	}
	for _, w := range out {
		if w.Tx == (common.Hash{}) {
			fmt.Fprintf(e.stdout, "%-12s %s  %s\n", w.Agent, w.From.Hex(), w.Note)
			continue
		}
		fmt.Fprintf(e.stdout, "%-12s %s → %s  %s  (tx %s)\n", w.Agent, w.From.Hex(), w.To.Hex(), w.Amount, w.Tx.Hex())
		if w.Note != "" {
			fmt.Fprintf(e.stdout, "%-12s %s\n", "", w.Note)
		}
	}
	return nil
}
