package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/units"
)

func init() {
	register(&command{name: "wallet", env: flagLocal | flagData | flagJSON, summary: "show the balances of the node account and of each agent's address (earnings); no running node needed",
		run: runWallet})

	var agent, to string
	register(&command{
		name: "wallet withdraw", summary: "move the ETH your agents earned (paid to their own addresses) to an address of yours",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&to, "to", "", "address that receives the earnings (required)")
			fs.StringVar(&agent, "agent", "", "only this hosted agent (name or DID); default: every hosted agent")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) > 0 || to == "" {
				return errUsage
			}
			if !common.IsHexAddress(to) {
				return fmt.Errorf("--to %q is not an address", to)
			}
			var out []apitypes.Withdrawal
			if err := e.call(ctx, "wallet.withdraw", map[string]string{"agent": agent, "to": to}, &out); err != nil {
				return err
			}
			if e.asJSON {
				return e.printJSON(out)
			}
			if len(out) == 0 {
				fmt.Fprintln(e.stdout, "nothing to withdraw: no agent holds more than the gas of a transfer")
			}
			for _, w := range out {
				fmt.Fprintf(e.stdout, "%-12s %s → %s  %s  (tx %s)\n", w.Agent, w.From.Hex(), w.To.Hex(), w.Amount, w.Tx.Hex())
			}
			return nil
		},
	})

	var eth, stake, faucetKey, rpcURL, deployment string
	register(&command{
		name: "dev fund", env: flagLocal | flagData, args: "[<address>]", summary: "on a dev chain: send ETH and mint stake tokens to an address (default: this data dir's node account)",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&eth, "eth", "1 ETH", "ETH to send")
			fs.StringVar(&stake, "stake", "1000 AST", "stake tokens to mint (only the deployment's dev stake token mints)")
			fs.StringVar(&faucetKey, "faucet-key", os.Getenv("AGENTSITE_FAUCET_KEY"), "funded private key, hex (env AGENTSITE_FAUCET_KEY; default on chain 31337: anvil's first account)")
			fs.StringVar(&rpcURL, "rpc", "", "chain JSON-RPC URL (default: the data dir's config)")
			fs.StringVar(&deployment, "deployment", "", "deployment file (default: the data dir's config)")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) > 1 {
				return errUsage
			}
			ethWei, err := units.ParseETH(eth)
			if err != nil {
				return fmt.Errorf("--eth: %w", err)
			}
			stakeWei, err := units.ParseStake(stake)
			if err != nil {
				return fmt.Errorf("--stake: %w", err)
			}
			to, err := fundTarget(e.dataDir, args)
			if err != nil {
				return err
			}
			if rpcURL == "" || deployment == "" {
				cfg, err := node.LoadConfig(e.dataDir)
				if err != nil {
					return fmt.Errorf("pass --rpc and --deployment, or --data of an initialised node: %w", err)
				}
				if rpcURL == "" {
					rpcURL = cfg.Chain.RPC
				}
				if deployment == "" {
					deployment = cfg.Chain.Deployment
					if !filepath.IsAbs(deployment) {
						deployment = filepath.Join(e.dataDir, deployment)
					}
				}
			}
			dep, err := deploy.Load(deployment)
			if err != nil {
				return err
			}
			rpc, err := ethclient.DialContext(ctx, rpcURL)
			if err != nil {
				return fmt.Errorf("dial %s: %w", rpcURL, err)
			}
			defer rpc.Close()
			if faucetKey == "" {
				if dep.ChainID != 31337 {
					return fmt.Errorf("chain %d is not anvil's: pass --faucet-key with a funded key", dep.ChainID)
				}
				faucetKey = devnet.AnvilKey0
			}
			priv, err := crypto.HexToECDSA(strings.TrimPrefix(faucetKey, "0x"))
			if err != nil {
				return fmt.Errorf("--faucet-key: %w", err)
			}
			sc := chain.DefaultConfig()
			sc.ChainID, sc.PollInterval = dep.ChainID, 100*time.Millisecond
			faucet, err := chain.NewSender(ctx, sc, rpc, identity.NewKey(priv), deploy.RevertDecoder(), nil)
			if err != nil {
				return err
			}
			if err := devnet.Fund(ctx, faucet, dep, to, ethWei, stakeWei); err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "sent %s and %s to %s\n", units.FormatETH(ethWei), units.FormatStake(stakeWei), to.Hex())
			return nil
		},
	})
}

// fundTarget is the address argument, or the node account of the data directory.
func fundTarget(dataDir string, args []string) (common.Address, error) {
	if len(args) == 1 {
		if !common.IsHexAddress(args[0]) {
			return common.Address{}, fmt.Errorf("%q is not an address", args[0])
		}
		return common.HexToAddress(args[0]), nil
	}
	a, err := datadir.KeyAddress(node.NodeKeyFile(dataDir))
	if err != nil {
		return common.Address{}, errors.New("give the address to fund, or --data of a node made with `agentsite node init`")
	}
	return a, nil
}

// runWallet reads the data directory's accounts and their balances straight from the chain.
func runWallet(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
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
	return nil
}
