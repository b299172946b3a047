package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/datadir"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/units"
)

// cmdDevFund is `agentsite dev fund`: a faucet for dev chains, talking to the chain directly.
var cmdDevFund = &command{
	name: "dev fund", env: flagLocal | flagData, args: "[<address>]",
	summary: "on a dev chain: send ETH and mint stake tokens to an address (default: this data dir's node account)",
	action:  fresh[devFund],
}

// devFund holds dev fund's flags.
type devFund struct {
	eth, stake, faucetKey, rpcURL, deployment string
}

func (c *devFund) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.eth, "eth", "1 ETH", "ETH to send")
	fs.StringVar(&c.stake, "stake", "1000 AST", "stake tokens to mint (only the deployment's dev stake token mints)")
	fs.StringVar(&c.faucetKey, "faucet-key", os.Getenv("AGENTSITE_FAUCET_KEY"), "funded private key, hex (env AGENTSITE_FAUCET_KEY; default: anvil's first account on chain 31337, agentsite devnet's dev key on 1337)")
	fs.StringVar(&c.rpcURL, "rpc", "", "chain JSON-RPC URL (default: the data dir's config)")
	fs.StringVar(&c.deployment, "deployment", "", "deployment file (default: the data dir's config)")
}

func (c *devFund) run(ctx context.Context, e *env, args []string) error {
	if len(args) > 1 {
		return errUsage
	}
	ethWei, err := units.ParseETH(c.eth)
	if err != nil {
		return fmt.Errorf("--eth: %w", err)
	}
	stakeWei, err := units.ParseStake(c.stake)
	if err != nil {
		return fmt.Errorf("--stake: %w", err)
	}
	to, err := fundTarget(e.dataDir, args)
	if err != nil {
		return err
	}
	if err := c.fillFromConfig(e.dataDir); err != nil {
		return err
	}
	dep, err := deploy.Load(c.deployment)
	if err != nil {
		return err
	}
	rpc, err := ethclient.DialContext(ctx, c.rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", c.rpcURL, err)
	}
	defer rpc.Close()
	var priv *ecdsa.PrivateKey
	switch {
	case c.faucetKey != "":
		if priv, err = crypto.HexToECDSA(strings.TrimPrefix(c.faucetKey, "0x")); err != nil {
			return fmt.Errorf("--faucet-key: %w", err)
		}
	case dep.ChainID == 31337:
		priv, _ = crypto.HexToECDSA(devnet.AnvilKey0)
	case dep.ChainID == devchain.ChainID.Uint64():
		// agentsite devnet's own chain: its funded dev key is public, like anvil's.
		priv = devchain.DevKeys(1)[0]
	default:
		return fmt.Errorf("chain %d is neither anvil's nor agentsite devnet's: pass --faucet-key with a funded key", dep.ChainID)
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
}

// fillFromConfig takes --rpc and --deployment, when not given, from the data directory's config.
func (c *devFund) fillFromConfig(dataDir string) error {
	if c.rpcURL != "" && c.deployment != "" {
		return nil
	}
	cfg, err := node.LoadConfig(dataDir)
	if err != nil {
		return fmt.Errorf("pass --rpc and --deployment, or --data of an initialised node: %w", err)
	}
	if c.rpcURL == "" {
		c.rpcURL = cfg.Chain.RPC
	}
	if c.deployment == "" {
		c.deployment = cfg.Chain.Deployment
		if !filepath.IsAbs(c.deployment) {
			c.deployment = filepath.Join(dataDir, c.deployment)
		}
	}
	return nil
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
