package devnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/contracts/devchain"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/payments"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/onchain"
)

// Passphrase encrypts the devnet's keystore files. Devnet keys hold nothing of value.
const Passphrase = "agentsite-devnet"

// AnvilKey0 is anvil's first default account (public knowledge), the faucet on chain 31337.
const AnvilKey0 = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

// Config says what network to run.
type Config struct {
	// Dir holds the nodes' data directories and the deployment; it is wiped at start.
	Dir string
	// RPC is an Ethereum JSON-RPC URL to use instead of the in-process dev chain (e.g. anvil).
	RPC string
	// FaucetKey is a funded private key (hex) on RPC's chain; anvil's first account by default.
	FaucetKey string
	// Nodes is how many nodes to start (at least 2: one requester, the others host agents).
	Nodes int
	// APIPort is the first node's API port; node i listens on APIPort+i. 0 picks free ports.
	APIPort int
	// ChainPort is the dev chain's JSON-RPC port; 0 picks a free one.
	ChainPort int
	// Out receives the progress a person reads.
	Out io.Writer
	// Logger receives the nodes' logs.
	Logger *slog.Logger
	// Tweak, when set, edits node i's configuration before it is saved and started: tests use
	// it to add agents or change market policies (e.g. Dispute, MinReward).
	Tweak func(i int, c *node.Config)
	// ListPaid registers the second node's paid agents (PaidAgent, USDAgent) on chain with the
	// registry's minimum stake, so every node's search, `agent show` and the web app list them
	// with their price (see paidPolicies). Off, they serve paid calls and only their own node
	// lists them (test rigs that register them their own way). DefaultConfig sets it.
	ListPaid bool
}

// DefaultConfig is three nodes in dir with the first API on 127.0.0.1:7420 and the dev chain
// on 127.0.0.1:8545, the paid agents listed.
func DefaultConfig(dir string) Config {
	return Config{Dir: dir, Nodes: 3, APIPort: 7420, ChainPort: 8545, Out: os.Stdout, ListPaid: true}
}

// Devnet is a running network.
type Devnet struct {
	cfg    Config
	Chain  *devchain.Chain // nil with Config.RPC
	RPCURL string
	RPC    *ethclient.Client
	Deploy *deploy.Deployment
	Nodes  []*node.Node
	// Arbiter is the devnet's arbiter: an account of its own (no node holds its key), which every
	// node names in its arbiters and every agent's policy accepts. Its keystore is in
	// <Dir>/arbiter.json (passphrase Passphrase).
	Arbiter *identity.Key
	Names   []string
	faucet  *chain.Sender
	log     *slog.Logger
}

// names of the nodes, in start order: the first posts bounties, the others work.
var names = []string{"alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"}

// agentsFor returns the agents node i hosts: the requester an echo agent and the planner (so
// `team start` without a plan works on it); each worker two or three of the built-ins, so every
// skill the README's example team plan uses (summarize, echo, gofmt) is hireable with stake on
// the default three nodes, and every skill is on more than one node once there are five.
func agentsFor(i int) []string {
	if i == 0 {
		return []string{"echo", "planner"}
	}
	sets := [][]string{{"summarize", "jsonschema", "echo"}, {"summarize", "gofmt"}, {"gofmt", "jsonschema"}}
	return sets[(i-1)%len(sets)]
}

// Start brings the network up: chain, contracts, funded accounts, nodes.
func Start(ctx context.Context, cfg Config) (d *Devnet, err error) {
	if cfg.Nodes < 2 || cfg.Nodes > len(names) {
		return nil, fmt.Errorf("devnet: %d nodes: want 2 to %d", cfg.Nodes, len(names))
	}
	if cfg.Out == nil {
		cfg.Out = io.Discard
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if err := os.RemoveAll(cfg.Dir); err != nil {
		return nil, fmt.Errorf("devnet: clear %s: %w", cfg.Dir, err)
	}
	if err := os.MkdirAll(cfg.Dir, 0o700); err != nil {
		return nil, err
	}
	d = &Devnet{cfg: cfg, log: cfg.Logger}
	defer func() {
		if err != nil {
			err = errors.Join(err, d.Close())
		}
	}()
	if err := d.startChain(ctx); err != nil {
		return d, err
	}
	if err := d.deploy(ctx); err != nil {
		return d, err
	}
	if err := d.makeArbiter(ctx); err != nil {
		return d, err
	}
	for i := 0; i < cfg.Nodes; i++ {
		if err := d.startNode(ctx, i); err != nil {
			return d, fmt.Errorf("devnet: node %s: %w", names[i], err)
		}
	}
	if err := d.waitMesh(ctx); err != nil {
		return d, err
	}
	for _, n := range d.Nodes { // cards published before the others joined reach them now
		n.Discovery().Republish(ctx)
	}
	return d, nil
}

func (d *Devnet) say(format string, args ...any) { fmt.Fprintf(d.cfg.Out, format+"\n", args...) }

func (d *Devnet) startChain(ctx context.Context) error {
	var faucet *ecdsa.PrivateKey
	if d.cfg.RPC == "" {
		keys := devchain.DevKeys(1)
		cc := devchain.DefaultConfig()
		cc.Port, cc.Accounts = d.cfg.ChainPort, devchain.Addresses(keys)
		c, err := devchain.New(cc)
		if err != nil {
			return err
		}
		if err := c.Start(ctx); err != nil {
			return fmt.Errorf("devnet: start dev chain on port %d (is something else using it? pass --chain-port 0): %w", cc.Port, err)
		}
		d.Chain, d.RPCURL, faucet = c, c.HTTPURL(), keys[0]
		d.say("⛓  dev chain (go-ethereum dev mode, chain id %d) at %s", c.ChainID(), d.RPCURL)
	} else {
		k := d.cfg.FaucetKey
		if k == "" {
			k = AnvilKey0
		}
		var err error
		if faucet, err = crypto.HexToECDSA(k); err != nil {
			return fmt.Errorf("devnet: faucet key: %w", err)
		}
		d.RPCURL = d.cfg.RPC
	}
	var err error
	if d.RPC, err = ethclient.DialContext(ctx, d.RPCURL); err != nil {
		return fmt.Errorf("devnet: dial %s: %w", d.RPCURL, err)
	}
	sc := chain.DefaultConfig()
	sc.PollInterval = 20 * time.Millisecond
	d.faucet, err = chain.NewSender(ctx, sc, d.RPC, identity.NewKey(faucet), deploy.RevertDecoder(), d.log)
	if err != nil {
		return err
	}
	if d.cfg.RPC != "" {
		d.say("⛓  chain %d at %s", d.faucet.ChainID(), d.RPCURL)
	}
	return nil
}

func (d *Devnet) deploy(ctx context.Context) error {
	p := deploy.DefaultParams()
	p.Treasury = d.faucet.Address()
	p.ReputationWeights = map[common.Address]*big.Int{}
	p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout = 3600, 600, 600
	dep, err := deploy.Deploy(ctx, d.faucet, p)
	if err != nil {
		return err
	}
	d.Deploy = dep
	if err := dep.Save(filepath.Join(d.cfg.Dir, "deployment.json")); err != nil {
		return err
	}
	d.say("📜 contracts deployed at block %d:", dep.DeployBlock)
	for _, n := range []string{deploy.NameDIDRegistry, deploy.NameAgentRegistry, deploy.NameBountyEscrow, deploy.NameReputationRegistry, deploy.NamePaymentChannels, deploy.NameStakeToken, deploy.NameAuthToken} {
		d.say("     %-19s %s", n, dep.Contracts[n].Hex())
	}
	return nil
}

// startNode writes node i's config, funds its account and starts it.
func (d *Devnet) startNode(ctx context.Context, i int) error {
	name := names[i]
	dir := filepath.Join(d.cfg.Dir, name)
	cfg := node.DefaultConfig(dir)
	cfg.Name, cfg.Passphrase, cfg.LightKeys = name, Passphrase, true
	cfg.Chain = node.ChainConfig{RPC: d.RPCURL, Deployment: filepath.Join(d.cfg.Dir, "deployment.json"), PollInterval: node.Duration(200 * time.Millisecond)}
	cfg.P2P.Listen = []string{"/ip4/127.0.0.1/tcp/0"}
	if i > 0 {
		cfg.P2P.Bootstrap = d.Nodes[0].P2PAddrs()
	}
	port := 0
	if d.cfg.APIPort != 0 {
		port = d.cfg.APIPort + i
	}
	cfg.API.Listen = fmt.Sprintf("127.0.0.1:%d", port)
	cfg.ChatRooms = []string{"devnet"}
	cfg.ReconcileEvery = node.Duration(500 * time.Millisecond)
	cfg.Agents = nil
	arbiter := d.Arbiter.Address().Hex()
	cfg.Arbiters = []string{arbiter}
	for _, a := range agentsFor(i) {
		cfg.Agents = append(cfg.Agents, runtime.AgentConfig{Name: a, Kind: runtime.KindBuiltin})
		if i > 0 {
			cfg.Market = append(cfg.Market, workerPolicy(a, d.stakeFor(a), arbiter))
		}
	}
	if i == 1 {
		// The paid call demonstration's agents, after the free ones: echoes at a price per
		// call (registered when ListPaid: paidlist.go); the node claims what they earn within
		// seconds.
		cfg.Agents = append(cfg.Agents, runtime.AgentConfig{Name: PaidAgent, Kind: runtime.KindBuiltin, Builtin: "echo", Price: PaidPrice})
		if _, ok := d.Deploy.Contracts[deploy.NameAuthToken]; ok {
			// Sold over x402 for the dev USDC (exact, or batch-settlement in an ERC-20 channel).
			cfg.Agents = append(cfg.Agents, runtime.AgentConfig{Name: USDAgent, Kind: runtime.KindBuiltin, Builtin: "echo", Price: USDPrice})
		}
		if d.cfg.ListPaid {
			cfg.Market = append(cfg.Market, paidPolicies(cfg.Agents, arbiter)...)
		}
		cfg.Payments.ClaimAt, cfg.Payments.ClaimEvery = "1 wei", node.Duration(time.Second)
		if _, ok := d.Deploy.Contracts[deploy.NameAuthToken]; ok {
			cfg.Payments.Tokens = map[string]payments.TokenBounds{deploy.AuthTokenSymbol: {ClaimAt: "0.000001 " + deploy.AuthTokenSymbol}}
		}
	}
	if d.cfg.Tweak != nil {
		d.cfg.Tweak(i, &cfg)
	}
	// A development network's requesters are the developer's own nodes, fresh accounts that post
	// test-sized bounties without an arbiter and reject some on purpose: its workers take their
	// word (no refused-share limit, an allowance of a node's ETH) instead of judging them by
	// their record as on a real network (escrow.DefaultMaxRefusedBps, DefaultMaxFreshReward),
	// unless a policy sets its own limits.
	for j := range cfg.Market {
		p := &cfg.Market[j]
		if p.MaxFreshReward == nil {
			p.MaxFreshReward = escrow.NewBigString(devFreshReward)
		}
		if p.MaxRefusedBps == 0 {
			p.MaxRefusedBps = 10_000
		}
	}
	if err := cfg.Save(); err != nil {
		return err
	}
	key, _, err := identity.LoadOrCreateKeyFile(node.NodeKeyFile(dir), Passphrase, identity.LightStrength)
	if err != nil {
		return err
	}
	if err := d.fund(ctx, key.Address()); err != nil {
		return err
	}
	n, err := node.New(cfg, d.log.With("node", name))
	if err != nil {
		return err
	}
	if err := n.Start(ctx); err != nil {
		return err
	}
	d.Nodes, d.Names = append(d.Nodes, n), append(d.Names, name)
	role := "requester"
	if i > 0 {
		role = "worker"
	}
	d.say("🖥  node %-6s %-9s API %s  agents %s  account %s", name, role, n.APIURL(), agentList(cfg.Agents), key.Address().Hex())
	d.say("     web app (logged in): %s", WebURL(n))
	return nil
}

var (
	ethPerNode    = new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	stakePerNode  = new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
	stakePerAgent = new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	// devFreshReward is a devnet worker's allowance for a requester without a record: a node's
	// whole ETH, so any test bounty is taken.
	devFreshReward = ethPerNode
)

// fund sends ETH for gas and bounties and mints stake tokens and the x402 dev token.
func (d *Devnet) fund(ctx context.Context, to common.Address) error {
	if err := Fund(ctx, d.faucet, d.Deploy, to, ethPerNode, stakePerNode); err != nil {
		return err
	}
	return MintAuthToken(ctx, d.faucet, d.Deploy, to, usdPerNode)
}

// Fund sends eth wei from the faucet's account to `to` and mints stake base units of the
// deployment's stake token to it (only a dev token mints for anyone). Either may be zero.
func Fund(ctx context.Context, faucet *chain.Sender, dep *deploy.Deployment, to common.Address, eth, stake *big.Int) error {
	if eth.Sign() > 0 {
		if _, err := faucet.Send(ctx, chain.Tx{To: &to, Value: eth}); err != nil {
			return fmt.Errorf("devnet: send ETH to %s: %w", to.Hex(), err)
		}
	}
	if stake.Sign() > 0 {
		return onchain.New(faucet, dep.Contracts[deploy.NameAgentRegistry]).Mint(ctx, to, stake)
	}
	return nil
}

// makeArbiter creates and funds the devnet's arbiter account, apart from every node.
func (d *Devnet) makeArbiter(ctx context.Context) error {
	k, _, err := identity.LoadOrCreateKeyFile(filepath.Join(d.cfg.Dir, "arbiter.json"), Passphrase, identity.LightStrength)
	if err != nil {
		return fmt.Errorf("devnet: arbiter key: %w", err)
	}
	to := k.Address()
	if _, err := d.faucet.Send(ctx, chain.Tx{To: &to, Value: ethPerNode}); err != nil {
		return fmt.Errorf("devnet: fund arbiter %s: %w", to.Hex(), err)
	}
	d.Arbiter = k
	d.say("⚖  arbiter %s: an account no node controls; every node accepts it (bounty post --arbiter %s)", to.Hex(), to.Hex())
	return nil
}

// waitMesh waits until the requester exchanges bounty gossip with every worker and has found
// their agents, so the first announcement reaches them.
func (d *Devnet) waitMesh(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		if len(d.Nodes[0].BountyPeers()) >= len(d.Nodes)-1 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("devnet: nodes did not form a gossip mesh: %w", ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// WebURL is the address that opens n's web app already logged in: the API token rides in the
// fragment, which the browser never sends; the login page exchanges it for a session cookie
// and removes it from the address bar.
func WebURL(n *node.Node) string { return n.APIURL() + "/login#token=" + n.Token() }

// Close stops the nodes and the chain.
func (d *Devnet) Close() error {
	var errs []error
	for i := len(d.Nodes) - 1; i >= 0; i-- {
		errs = append(errs, d.Nodes[i].Close())
	}
	if d.RPC != nil {
		d.RPC.Close()
	}
	if d.Chain != nil {
		errs = append(errs, d.Chain.Close())
	}
	return errors.Join(errs...)
}
