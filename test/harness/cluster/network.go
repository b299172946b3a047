package cluster

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node"
	nodep2p "github.com/agentsite/agentsite/node/p2p"
	noderuntime "github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/test/harness"
)

// Passphrase encrypts the keystores of a Network's nodes (light scrypt).
const Passphrase = "agentsite-harness"

// NetworkConfig says what a Network runs.
type NetworkConfig struct {
	// Nodes is how many node processes (at most 250: node i lives at 127.0.1.(i+1)).
	Nodes int
	// Link is the emulated link between every two nodes.
	Link Link
	// Seeds is how many of the first nodes every node bootstraps from (0: 1).
	Seeds int
	// Node edits node i's configuration before it is written (may be nil). By default a node
	// hosts the built-in echo agent, polls the chain every 100 ms and reconciles every 200 ms.
	Node func(i int, c *node.Config)
	// LogLevel is the nodes' log level (their logs are <data>/node.log); empty: the
	// AGENTSITE_HARNESS_LOG_LEVEL environment variable, else info.
	LogLevel string
}

// Network is a network of `agentsite node` processes on one anvil chain, each behind a relay
// of one Fabric: started, killed (SIGKILL), restarted and partitioned by the test, read
// through their JSON-RPC APIs.
type Network struct {
	tb     testing.TB
	cfg    NetworkConfig
	bin    string
	dir    string
	log    *slog.Logger
	Anvil  *harness.Anvil
	RPC    *ethclient.Client
	Dep    *deploy.Deployment
	Fabric *Fabric
	Nodes  []*Proc
	faucet *chain.Sender
	reader *escrow.Client
}

// StartNetwork builds the binary, starts anvil and deploys, writes and funds every node's data
// directory, and starts the nodes (the seeds first); everything stops when the test ends.
func StartNetwork(tb testing.TB, cfg NetworkConfig) *Network {
	tb.Helper()
	if runtime.GOOS != "linux" {
		tb.Skip("the network harness needs Linux: nodes dial from their own 127.0.1.x address")
	}
	if cfg.Nodes < 1 || cfg.Nodes > 250 {
		tb.Fatalf("harness: %d nodes: want 1..250", cfg.Nodes)
	}
	if cfg.Seeds <= 0 {
		cfg.Seeds = 1
	}
	cfg.Seeds = min(cfg.Seeds, cfg.Nodes)
	if _, err := harness.AnvilBinary(); err != nil {
		tb.Skip(err)
	}
	if l, err := net.Listen("tcp", "127.0.1.1:0"); err != nil {
		tb.Skipf("the network harness needs the loopback range 127.0.1.x: %v", err)
	} else {
		l.Close()
	}
	ctx := context.Background()
	n := &Network{tb: tb, cfg: cfg, dir: tb.TempDir(), log: slog.New(slog.DiscardHandler)}
	n.bin = BuildBinary(tb, n.dir)
	fab, err := NewFabric(cfg.Link)
	if err != nil {
		tb.Fatal(err)
	}
	n.Fabric = fab
	tb.Cleanup(n.close)
	n.Anvil = harness.StartAnvilT(tb)
	if n.RPC, err = ethclient.Dial(n.Anvil.URL); err != nil {
		tb.Fatal(err)
	}
	sc := chain.DefaultConfig()
	sc.PollInterval = 5 * time.Millisecond
	if n.faucet, err = chain.NewSender(ctx, sc, n.RPC, n.Anvil.Key(0), deploy.RevertDecoder(), nil); err != nil {
		tb.Fatal(err)
	}
	p := deploy.DefaultParams()
	p.Treasury = n.Anvil.Key(0).Address()
	p.MaxReviewWindow, p.DisputeWindow, p.DisputeTimeout = 3600, 600, 600
	if n.Dep, err = deploy.Deploy(ctx, n.faucet, p); err != nil {
		tb.Fatal(err)
	}
	n.reader = escrow.New(n.faucet, n.Dep.Contracts[deploy.NameBountyEscrow])
	depf := filepath.Join(n.dir, "deployment.json")
	if err := n.Dep.Save(depf); err != nil {
		tb.Fatal(err)
	}
	for i := range cfg.Nodes {
		n.Nodes = append(n.Nodes, n.prepare(ctx, i, depf))
	}
	for _, p := range n.Nodes {
		p.cfg.P2P.Bootstrap = n.seedAddrs()
		if err := p.cfg.Save(); err != nil {
			tb.Fatal(err)
		}
	}
	start := time.Now()
	for i := range cfg.Seeds {
		n.Start(i)
	}
	n.StartAll(n.Nodes[cfg.Seeds:])
	tb.Logf("harness: %d node processes up in %s (links %v ± %v, loss %v)", cfg.Nodes, time.Since(start).Round(time.Millisecond),
		cfg.Link.Delay, cfg.Link.Jitter, cfg.Link.Loss)
	return n
}

// BuildBinary builds cmd/agentsite into dir and returns its path.
func BuildBinary(tb testing.TB, dir string) string {
	tb.Helper()
	root, err := harness.RepoRoot()
	if err != nil {
		tb.Fatal(err)
	}
	bin := filepath.Join(dir, "agentsite")
	build := exec.Command("go", "build", "-o", bin, "./cmd/agentsite")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		tb.Fatalf("harness: build agentsite: %v\n%s", err, out)
	}
	return bin
}

// prepare writes node i's data directory: config, node key (funded with ETH and stake
// tokens), peer key, its relay.
func (n *Network) prepare(ctx context.Context, i int, depf string) *Proc {
	tb := n.tb
	tb.Helper()
	dir := filepath.Join(n.dir, fmt.Sprintf("n%02d", i))
	ip := net.IPv4(127, 0, 1, byte(i+1))
	// The API listens on the node's own address too: a port freed on 127.0.0.1 may be taken as
	// an outgoing connection's source port (every test's client sockets) before the node binds it.
	private, api := freePortOn(tb, ip.String()), freePortOn(tb, ip.String())
	relay, err := n.Fabric.Add(i, ip, fmt.Sprintf("%s:%d", ip, private))
	if err != nil {
		tb.Fatal(err)
	}
	cfg := node.DefaultConfig(dir)
	cfg.Name, cfg.LightKeys = fmt.Sprintf("n%02d", i), true
	cfg.Chain = node.ChainConfig{RPC: n.Anvil.URL, Deployment: depf, PollInterval: node.Duration(100 * time.Millisecond)}
	// TCP only: the relays carry TCP; QUIC would need a UDP relay of its own.
	cfg.P2P.Listen = []string{fmt.Sprintf("/ip4/%s/tcp/%d", ip, private)}
	cfg.P2P.Announce = []string{fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", relay.Port())}
	cfg.P2P.DialFrom = ip.String()
	cfg.API.Listen = fmt.Sprintf("%s:%d", ip, api)
	cfg.Agents = []noderuntime.AgentConfig{{Name: "echo", Kind: noderuntime.KindBuiltin}}
	cfg.ReconcileEvery = node.Duration(200 * time.Millisecond)
	if n.cfg.Node != nil {
		n.cfg.Node(i, &cfg)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		tb.Fatal(err)
	}
	key, _, err := identity.LoadOrCreateKeyFile(node.NodeKeyFile(dir), Passphrase, identity.LightStrength)
	if err != nil {
		tb.Fatal(err)
	}
	pk, err := nodep2p.LoadOrCreateKey(filepath.Join(dir, "p2p"))
	if err != nil {
		tb.Fatal(err)
	}
	id, err := peer.IDFromPrivateKey(pk)
	if err != nil {
		tb.Fatal(err)
	}
	n.fund(ctx, key.Address())
	return &Proc{n: n, Index: i, Dir: dir, Account: key.Address(), PeerID: id, Relay: relay, API: "http://" + cfg.API.Listen, cfg: cfg}
}

// fund sends a node account 100 ETH and mints it 1,000 stake tokens.
func (n *Network) fund(ctx context.Context, to common.Address) {
	n.tb.Helper()
	if _, err := n.faucet.Send(ctx, chain.Tx{To: &to, Value: harness.Eth(100)}); err != nil {
		n.tb.Fatal(err)
	}
	if err := onchain.New(n.faucet, n.Dep.Contracts[deploy.NameAgentRegistry]).Mint(ctx, to, harness.Eth(1000)); err != nil {
		n.tb.Fatal(err)
	}
}

// seedAddrs are the seeds' relay addresses with their peer ids.
func (n *Network) seedAddrs() []string {
	var out []string
	for _, p := range n.Nodes[:n.cfg.Seeds] {
		out = append(out, p.Addr())
	}
	return out
}

// StartAll starts the given nodes at once and waits until every one is up.
func (n *Network) StartAll(ps []*Proc) {
	n.tb.Helper()
	errs := make([]error, len(ps))
	var wg sync.WaitGroup
	for k, p := range ps {
		wg.Add(1)
		go func() { defer wg.Done(); errs[k] = p.Start() }()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		n.tb.Fatal(err)
	}
}

// Start starts node i (again, after Kill or Stop) and waits until it is up.
func (n *Network) Start(i int) {
	n.tb.Helper()
	if err := n.Nodes[i].Start(); err != nil {
		n.tb.Fatal(err)
	}
}

// Kill sends node i SIGKILL (no shutdown, no flush) and waits until it is gone.
func (n *Network) Kill(i int) {
	n.tb.Helper()
	if err := n.Nodes[i].Kill(); err != nil {
		n.tb.Fatal(err)
	}
}

// Escrow reads bounties from the chain (as the faucet account, which the nodes never use).
func (n *Network) Escrow() *escrow.Client { return n.reader }

// close stops every node (SIGTERM, then SIGKILL after 10 s), then the relays.
func (n *Network) close() {
	var wg sync.WaitGroup
	for _, p := range n.Nodes {
		wg.Add(1)
		go func() { defer wg.Done(); p.stop(10 * time.Second) }()
	}
	wg.Wait()
	_ = n.Fabric.Close()
	if n.RPC != nil {
		n.RPC.Close()
	}
	if n.tb.Failed() {
		for _, p := range n.Nodes {
			b, _ := os.ReadFile(p.LogFile())
			n.tb.Logf("%s log (tail):\n%s", p.cfg.Name, tailBytes(b, logTail))
		}
	}
}

// freePortOn finds a free TCP port on ip (harness.FreePortOn).
func freePortOn(tb testing.TB, ip string) int {
	tb.Helper()
	port, err := harness.FreePortOn(ip)
	if err != nil {
		tb.Fatal(err)
	}
	return port
}

func tailBytes(b []byte, k int) []byte {
	if len(b) > k {
		return b[len(b)-k:]
	}
	return b
}

// logTail is how much of each node's log a failed test shows; AGENTSITE_HARNESS_LOG_TAIL
// (bytes) overrides it.
var logTail = func() int {
	if v, err := strconv.Atoi(os.Getenv("AGENTSITE_HARNESS_LOG_TAIL")); err == nil && v > 0 {
		return v
	}
	return 3000
}()
