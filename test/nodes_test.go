package test

import (
	"context"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/test/harness"
)

// nodePassphrase encrypts the test nodes' keystores (light scrypt).
const nodePassphrase = "agentsite-test"

// treasury receives the protocol fee in the node tests.
var treasury = common.HexToAddress("0x000000000000000000000000000000000000fee5")

// net is a deployment on a fresh anvil with a faucet, for tests that run whole nodes.
type net struct {
	tb     testing.TB
	anvil  *harness.Anvil
	rpc    *ethclient.Client
	dep    *deploy.Deployment
	depf   string // the deployment file the nodes read
	faucet *chain.Sender
	dir    string
	log    *slog.Logger
}

// newNet starts anvil (instant mining, plus extra flags) and deploys the contracts.
func newNet(tb testing.TB, extra ...string) *net {
	tb.Helper()
	ctx := context.Background()
	a := harness.StartAnvilT(tb, extra...)
	rpc, err := ethclient.Dial(a.URL)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(rpc.Close)
	sc := chain.DefaultConfig()
	sc.PollInterval = 5 * time.Millisecond
	faucet, err := chain.NewSender(ctx, sc, rpc, a.Key(0), deploy.RevertDecoder(), nil)
	if err != nil {
		tb.Fatal(err)
	}
	p := deploy.DefaultParams()
	p.Treasury = treasury
	p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout = 3600, 600, 600
	dep, err := deploy.Deploy(ctx, faucet, p)
	if err != nil {
		tb.Fatal(err)
	}
	n := &net{tb: tb, anvil: a, rpc: rpc, dep: dep, faucet: faucet, dir: tb.TempDir(), log: slog.New(slog.DiscardHandler)}
	if os.Getenv("AGENTSITE_TEST_LOG") != "" {
		n.log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	}
	n.depf = filepath.Join(n.dir, "deployment.json")
	if err := dep.Save(n.depf); err != nil {
		tb.Fatal(err)
	}
	return n
}

// nodeSpec says what one node hosts and which bounties it takes.
type nodeSpec struct {
	name      string
	agents    []runtime.AgentConfig
	market    []node.MarketPolicy
	bootstrap []string
	reconcile time.Duration // 0: 200 ms
	poll      time.Duration // chain index poll; 0: 100 ms
	parallel  int           // bounties the market moves on at once; 0: the default
	conns     int           // idle HTTP connections to anvil; 0: the default
}

// config writes the node's config file and funds its account (ETH and stake tokens).
func (n *net) config(s nodeSpec) node.Config {
	n.tb.Helper()
	ctx := context.Background()
	dir := filepath.Join(n.dir, s.name)
	cfg := node.DefaultConfig(dir)
	cfg.Name, cfg.Passphrase, cfg.LightKeys = s.name, nodePassphrase, true
	poll := s.poll
	if poll == 0 {
		poll = 100 * time.Millisecond
	}
	cfg.Chain = node.ChainConfig{RPC: n.anvil.URL, Deployment: n.depf, PollInterval: node.Duration(poll), Conns: s.conns}
	cfg.P2P.Listen = []string{"/ip4/127.0.0.1/tcp/0"}
	cfg.P2P.Bootstrap = s.bootstrap
	cfg.API.Listen = "127.0.0.1:0"
	cfg.Agents, cfg.Market = s.agents, s.market
	cfg.ReconcileEvery = node.Duration(200 * time.Millisecond)
	cfg.ReconcileParallel = s.parallel
	if s.reconcile > 0 {
		cfg.ReconcileEvery = node.Duration(s.reconcile)
	}
	if err := cfg.Save(); err != nil {
		n.tb.Fatal(err)
	}
	key, _, err := identity.LoadOrCreateKeyFile(node.NodeKeyFile(dir), nodePassphrase, identity.LightStrength)
	if err != nil {
		n.tb.Fatal(err)
	}
	to := key.Address()
	if _, err := n.faucet.Send(ctx, chain.Tx{To: &to, Value: harness.Eth(100)}); err != nil {
		n.tb.Fatal(err)
	}
	if err := onchain.New(n.faucet, n.dep.Contracts[deploy.NameAgentRegistry]).Mint(ctx, to, harness.Eth(1000)); err != nil {
		n.tb.Fatal(err)
	}
	return cfg
}

// start starts a node from cfg; the test closes it at the end (closing twice is harmless).
func (n *net) start(cfg node.Config) *node.Node {
	n.tb.Helper()
	nd, err := node.New(cfg, n.log.With("node", cfg.Name))
	if err != nil {
		n.tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := nd.Start(ctx); err != nil {
		n.tb.Fatal(err)
	}
	n.tb.Cleanup(func() { _ = nd.Close() })
	return nd
}

// waitMesh waits until the requester exchanges bounty gossip with k peers.
func waitMesh(tb testing.TB, req *node.Node, k int) {
	tb.Helper()
	waitFor(tb, 20*time.Second, "bounty gossip mesh", func() bool { return len(req.BountyPeers()) >= k })
}

// waitFor polls cond every 20 ms until it holds or the time is up.
func waitFor(tb testing.TB, d time.Duration, what string, cond func() bool) {
	tb.Helper()
	end := time.Now().Add(d)
	for !cond() {
		if time.Now().After(end) {
			tb.Fatalf("timed out after %s waiting for %s", d, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// balance is a's native balance.
func (n *net) balance(a common.Address) *big.Int {
	n.tb.Helper()
	b, err := n.rpc.BalanceAt(context.Background(), a, nil)
	if err != nil {
		n.tb.Fatal(err)
	}
	return b
}

// status reads a bounty's status.
func (n *net) status(esc *escrow.Client, id uint64) escrow.Status {
	n.tb.Helper()
	b, err := esc.Bounty(context.Background(), id)
	if err != nil {
		n.tb.Fatal(err)
	}
	return b.Status
}

// escrowEvents counts the escrow's logs with the given event signature for one bounty.
func (n *net) escrowEvents(sig string, id uint64) int {
	n.tb.Helper()
	logs, err := n.rpc.FilterLogs(context.Background(), ethFilter(n.dep.Contracts[deploy.NameBountyEscrow], n.dep.DeployBlock,
		crypto.Keccak256Hash([]byte(sig)), common.BigToHash(new(big.Int).SetUint64(id))))
	if err != nil {
		n.tb.Fatal(err)
	}
	return len(logs)
}
