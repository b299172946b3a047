package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/units"
)

// The commands that make and run a node from a data directory.
var (
	cmdNode = &command{
		name: "node", env: flagLocal | flagData,
		summary: "run a node from <data>/config.json (create it with `agentsite node init`)",
		action:  fresh[runNode],
	}
	cmdNodeInit = &command{
		name: "node init", env: flagLocal | flagData,
		summary: "write a node configuration (hosting the built-in agents) into the data directory",
		action:  fresh[nodeInit],
	}
)

// runNode holds node's flags.
type runNode struct {
	logLevel string
}

func (c *runNode) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.logLevel, "log-level", "info", "log level: debug, info, warn, error")
}

func (c *runNode) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	lvl, err := parseLevel(c.logLevel)
	if err != nil {
		return err
	}
	cfg, err := node.LoadConfig(e.dataDir)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(e.stderr, &slog.HandlerOptions{Level: lvl}))
	node.ApplyMemoryLimit(cfg, log)
	n, err := node.New(cfg, log)
	if err != nil {
		return err
	}
	if err := n.Start(ctx); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "node up: API %s, peer %s, account %s\n", n.APIURL(), n.PeerID(), n.Account().Hex())
	for _, a := range n.P2PAddrs() {
		fmt.Fprintf(e.stdout, "p2p address (a seed for other nodes' --bootstrap): %s\n", a)
	}
	release := time.NewTicker(releaseEvery)
	defer release.Stop()
	if os.Getenv(keepStartPagesEnv) == "" {
		select {
		case <-time.After(settleAfterStart):
			if k, err := trimStartPages(); err != nil {
				log.Warn("could not drop the start's code pages", "err", err)
			} else {
				log.Debug("dropped the start's code pages", "mappings", k)
			}
		case <-ctx.Done():
		}
	}
	releaseIdle(ctx, release.C, debug.FreeOSMemory)
	return n.Close()
}

// settleAfterStart is how long after its start a node drops the code pages the start
// touched (trimStartPages): by then it has joined the network (bootstrap, first announce,
// card publish, the first chain polls) and runs only what it runs when idle.
const settleAfterStart = 20 * time.Second

// keepStartPagesEnv, set to anything, keeps the start's code pages (for measuring what the
// drop saves: BenchmarkNodesStart with and without it on one binary).
const keepStartPagesEnv = "AGENTSITE_KEEP_START_PAGES"

// nodeInit holds node init's flags.
type nodeInit struct {
	rpc, deployment, listen, apiListen, bootstrap string
	lightKeys                                     bool
}

func (c *nodeInit) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.rpc, "rpc", "http://127.0.0.1:8545", "Ethereum JSON-RPC URL")
	fs.StringVar(&c.deployment, "deployment", "", "deployment file (chainId, contract addresses), required")
	fs.StringVar(&c.listen, "listen", "/ip4/127.0.0.1/tcp/4001", "libp2p listen multiaddr")
	fs.StringVar(&c.apiListen, "api-listen", "127.0.0.1:7420", "API listen address (loopback)")
	fs.StringVar(&c.bootstrap, "bootstrap", "", "seed nodes, comma-separated full multiaddrs (/ip4/…/tcp/4001/p2p/12D3KooW…); stored as p2p.bootstrap")
	fs.BoolVar(&c.lightKeys, "light-keys", false, "encrypt the keys with light scrypt: fast, weak; for tests and throw-away dev chains only")
}

func (c *nodeInit) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 0 {
		return errUsage
	}
	if c.deployment == "" {
		return fmt.Errorf("%w: --deployment is missing: give the deployment file of the chain's contracts "+
			"(e.g. deployments/<chainId>.json written by `forge script contracts/script/Deploy.s.sol`, or <dir>/deployment.json of a devnet)", errUsage)
	}
	if _, err := os.Stat(node.ConfigFile(e.dataDir)); err == nil {
		return fmt.Errorf("%s exists: edit it, or choose another --data", node.ConfigFile(e.dataDir))
	}
	cfg, err := c.config(e.dataDir)
	if err != nil {
		return err
	}
	if os.Getenv("AGENTSITE_PASSPHRASE") == "" {
		return fmt.Errorf("set AGENTSITE_PASSPHRASE first: it encrypts the node's keys, and init creates the node account so you can fund it before the first start")
	}
	if err := checkChain(ctx, c.rpc, cfg.Chain.Deployment); err != nil {
		return err
	}
	account, err := node.CreateNodeKey(cfg)
	if err != nil {
		return err
	}
	if err := cfg.Save(); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s\nnode account %s\n", node.ConfigFile(e.dataDir), account.Hex())
	fmt.Fprintf(e.stdout, "fund it with ETH for gas and %s stake tokens for the agents you stake (`agentsite wallet --data %s` shows what it holds;\n"+
		"on a dev chain: `agentsite dev fund %s --eth 1 --stake 1000 --data %s`), then run `agentsite node --data %s`\n",
		units.SymbolStake, e.dataDir, account.Hex(), e.dataDir, e.dataDir)
	return nil
}

// config is the default configuration with the flags applied, validated.
func (c *nodeInit) config(dataDir string) (node.Config, error) {
	// The deployment path is kept absolute: the file resolves relative paths against
	// the data directory, not where the operator typed the command.
	dep, err := filepath.Abs(c.deployment)
	if err != nil {
		return node.Config{}, err
	}
	if _, err := deploy.Load(dep); err != nil {
		return node.Config{}, fmt.Errorf("--deployment: %w", err)
	}
	cfg := node.DefaultConfig(dataDir)
	cfg.Chain.RPC, cfg.Chain.Deployment = c.rpc, dep // the rest of the chain section keeps its defaults
	cfg.P2P.Listen, cfg.API.Listen, cfg.LightKeys = []string{c.listen}, c.apiListen, c.lightKeys
	for _, b := range strings.Split(c.bootstrap, ",") {
		if b = strings.TrimSpace(b); b != "" {
			cfg.P2P.Bootstrap = append(cfg.P2P.Bootstrap, b)
		}
	}
	return cfg, cfg.Validate()
}

// chainCheckTimeout bounds node init's look at the RPC.
const chainCheckTimeout = 10 * time.Second

// checkChain refuses an RPC that does not answer, or that serves another chain than the
// deployment file's: the node would refuse to start on either.
func checkChain(ctx context.Context, rpcURL, deployment string) error {
	dep, err := deploy.Load(deployment)
	if err != nil {
		return fmt.Errorf("--deployment: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, chainCheckTimeout)
	defer cancel()
	c, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return fmt.Errorf("--rpc %s: %w", rpcURL, err)
	}
	defer c.Close()
	id, err := c.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("--rpc %s does not answer (%v): start the chain, or give the URL of one that runs", rpcURL, err)
	}
	if id.Uint64() != dep.ChainID {
		return fmt.Errorf("--rpc %s serves chain %d, but --deployment %s is for chain %d: give the deployment file of chain %d, or the RPC of chain %d",
			rpcURL, id.Uint64(), deployment, dep.ChainID, id.Uint64(), dep.ChainID)
	}
	return nil
}
