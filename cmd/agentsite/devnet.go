package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/devnet"
)

// cmdDevnet is `agentsite devnet`: a dev chain, the contracts and a few nodes in one process.
var cmdDevnet = &command{
	name:    "devnet",
	env:     flagLocal,
	summary: "run a whole local network: dev chain, contracts, nodes with sample agents, one bounty paid",
	action:  fresh[devnetCmd],
}

// devnetCmd holds devnet's flags.
type devnetCmd struct {
	dir, rpc, faucet, logLevel string
	nodes, apiPort, chainPort  int
	noDemo                     bool
}

func (c *devnetCmd) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.dir, "dir", ".devnet", "directory for the nodes' data (wiped at start)")
	fs.StringVar(&c.rpc, "rpc", "", "use this chain (e.g. anvil at http://127.0.0.1:8545) instead of the in-process dev chain")
	fs.StringVar(&c.faucet, "faucet-key", "", "funded private key on --rpc's chain (default: anvil's first account)")
	fs.IntVar(&c.nodes, "nodes", 3, "number of nodes (2-8)")
	fs.IntVar(&c.apiPort, "api-port", 7420, "API port of the first node; node i uses api-port+i (0: any free port)")
	fs.IntVar(&c.chainPort, "chain-port", 8545, "JSON-RPC port of the in-process dev chain (0: any free port)")
	fs.BoolVar(&c.noDemo, "no-demo", false, "do not run the demonstration bounty")
	fs.StringVar(&c.logLevel, "log-level", "info", "node log level (debug, info, warn, error); logs go to <dir>.log, beside the directory")
}

func (c *devnetCmd) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	if c.nodes < 2 || c.nodes > 8 {
		return fmt.Errorf("--nodes %d: want 2 to 8", c.nodes)
	}
	lvl, err := parseLevel(c.logLevel)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(c.dir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return err
	}
	logPath := filepath.Join(filepath.Dir(abs), filepath.Base(abs)+".log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return err
	}
	defer logFile.Close()
	cfg := devnet.DefaultConfig(abs)
	cfg.RPC, cfg.FaucetKey, cfg.Nodes, cfg.APIPort, cfg.ChainPort = c.rpc, c.faucet, c.nodes, c.apiPort, c.chainPort
	cfg.Out = e.stdout
	cfg.Logger = slog.New(slog.NewTextHandler(logFile, &slog.HandlerOptions{Level: lvl}))
	fmt.Fprintf(e.stdout, "AgentSite devnet: %d nodes, data in %s, logs in %s\n\n", c.nodes, abs, logPath)
	d, err := devnet.Start(ctx, cfg)
	if err != nil {
		return fmt.Errorf("%w\n(see %s for the nodes' logs)", err, logPath)
	}
	defer d.Close()
	if !c.noDemo {
		if _, err := d.RunDemo(ctx); err != nil {
			return fmt.Errorf("%w\n(see %s for the nodes' logs)", err, logPath)
		}
		if _, err := d.RunPaidDemo(ctx); err != nil {
			return fmt.Errorf("%w\n(see %s for the nodes' logs)", err, logPath)
		}
	}
	d.SayX402()
	d.SayPaidAgents()
	printBalances(ctx, e, d)
	printNext(e, d, abs)
	<-ctx.Done()
	fmt.Fprintln(e.stdout, "\nstopping the devnet…")
	return nil
}

func printBalances(ctx context.Context, e *env, d *devnet.Devnet) {
	fmt.Fprintln(e.stdout, "\n💼 accounts:")
	for i, n := range d.Nodes {
		bal, err := d.RPC.BalanceAt(ctx, n.Account(), nil)
		if err != nil {
			continue
		}
		fmt.Fprintf(e.stdout, "   %-6s node account %s  %s ETH\n", d.Names[i], n.Account().Hex(), escrow.FormatAmount(bal))
	}
}

func printNext(e *env, d *devnet.Devnet, dir string) {
	first := d.Nodes[0]
	fmt.Fprintf(e.stdout, `
✅ the network is up. Try, in another terminal (the CLI talks to %s's API):

   export AGENTSITE_API=%s AGENTSITE_DATA=%s
   go run ./cmd/agentsite status
   go run ./cmd/agentsite agent search "summarize text"
   go run ./cmd/agentsite agent call <did from the search> summarize --input '{"text":"One. Two. Three.","sentences":1}'
   go run ./cmd/agentsite bounty post --skill gofmt --input '{"source":"package main\nfunc main(){}"}' --reward 0.001
   go run ./cmd/agentsite bounty list
   go run ./cmd/agentsite chat devnet

   wallets and cast can attach to the chain at %s (chain id %d)
   MCP clients: %s/mcp   A2A cards: %s/.well-known/agent-card.json   metrics: %s/metrics

Ctrl-C stops everything.
`, d.Names[0], first.APIURL(), filepath.Join(dir, d.Names[0]), d.RPCURL, d.Deploy.ChainID, first.APIURL(), first.APIURL(), first.APIURL())
}
