package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"

	"github.com/agentsite/agentsite/node"
)

func init() {
	var logLevel string
	register(&command{
		name:    "node",
		summary: "run a node from <data>/config.json (create it with `agentsite node init`)",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&logLevel, "log-level", "info", "log level: debug, info, warn, error")
		},
		run: func(ctx context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) > 0 {
				return errUsage
			}
			lvl, err := parseLevel(logLevel)
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
			<-ctx.Done()
			return n.Close()
		},
	})
	var rpc, deployment, listen, apiListen string
	register(&command{
		name:    "node init",
		summary: "write a node configuration (hosting the built-in agents) into the data directory",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&rpc, "rpc", "http://127.0.0.1:8545", "Ethereum JSON-RPC URL")
			fs.StringVar(&deployment, "deployment", "", "deployment file (chainId, contract addresses), required")
			fs.StringVar(&listen, "listen", "/ip4/127.0.0.1/tcp/4001", "libp2p listen multiaddr")
			fs.StringVar(&apiListen, "api-listen", "127.0.0.1:7420", "API listen address (loopback)")
		},
		run: func(_ context.Context, e *env, _ *flag.FlagSet, args []string) error {
			if len(args) > 0 || deployment == "" {
				return errUsage
			}
			if _, err := os.Stat(node.ConfigFile(e.dataDir)); err == nil {
				return fmt.Errorf("%s exists: edit it, or choose another --data", node.ConfigFile(e.dataDir))
			}
			cfg := node.DefaultConfig(e.dataDir)
			cfg.Chain = node.ChainConfig{RPC: rpc, Deployment: deployment}
			cfg.P2P.Listen, cfg.API.Listen = []string{listen}, apiListen
			if err := cfg.Validate(); err != nil {
				return err
			}
			if err := cfg.Save(); err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "wrote %s\nset AGENTSITE_PASSPHRASE (it encrypts the node's keys), then run `agentsite node --data %s`\n", node.ConfigFile(e.dataDir), e.dataDir)
			return nil
		},
	})
}
