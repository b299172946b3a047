package devchain

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/log"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/rpc"
)

// Chain is an in-process dev chain. Create it with New, then Start; Close stops it.
type Chain struct {
	cfg Config

	mu      sync.Mutex // guards the fields below and serialises block sealing
	started bool
	closed  bool
	stack   *node.Node
	backend *eth.Ethereum
	beacon  *catalyst.SimulatedBeacon
	client  *ethclient.Client
	quit    chan struct{}
	done    chan struct{}
}

// New returns a chain for cfg, not yet started.
func New(cfg Config) (*Chain, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg.Accounts = append([]common.Address(nil), cfg.Accounts...)
	if cfg.Balance != nil {
		cfg.Balance = new(big.Int).Set(cfg.Balance)
	}
	return &Chain{cfg: cfg}, nil
}

// Start builds the genesis, starts the node and its JSON-RPC servers, and begins sealing
// blocks. A failed Start leaves nothing running.
func (c *Chain) Start(ctx context.Context) (err error) {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("devchain: start: %w", err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.started || c.closed {
		return ErrAlreadyStarted
	}

	handler := slog.Handler(log.DiscardHandler())
	if c.cfg.Logger != nil {
		handler = c.cfg.Logger.Handler()
	}
	nodeCfg := node.DefaultConfig
	nodeCfg.Name = "agentsite-devchain"
	nodeCfg.DataDir = "" // in memory
	nodeCfg.IPCPath = "" // no IPC socket in a shared temp dir
	nodeCfg.AuthPort = 0
	nodeCfg.P2P = p2p.Config{NoDiscovery: true, MaxPeers: 0, ListenAddr: ""}
	nodeCfg.HTTPHost = c.cfg.Host
	nodeCfg.HTTPPort = c.cfg.Port
	nodeCfg.HTTPModules = []string{"eth", "net", "web3"}
	nodeCfg.HTTPVirtualHosts = []string{"localhost", c.cfg.Host}
	nodeCfg.HTTPCors = []string{"*"} // loopback only; lets browser wallets and the web app attach
	if c.cfg.WS {
		nodeCfg.WSHost = c.cfg.Host
		nodeCfg.WSPort = c.cfg.Port // same server as HTTP
		nodeCfg.WSModules = nodeCfg.HTTPModules
		nodeCfg.WSOrigins = []string{"*"}
	}
	nodeCfg.Logger = log.NewLogger(handler)

	stack, err := node.New(&nodeCfg)
	if err != nil {
		return fmt.Errorf("devchain: start: node: %w", err)
	}
	defer func() {
		if err != nil {
			_ = stack.Close()
		}
	}()

	genesis := core.DeveloperGenesisBlock(c.cfg.GasLimit, nil) // its Config is a copy
	switch c.cfg.Fork {
	case ForkPrague:
		genesis.Config.OsakaTime, genesis.Config.BogotaTime = nil, nil
	case ForkOsaka:
		genesis.Config.BogotaTime = nil
	}
	for _, a := range c.cfg.Accounts {
		genesis.Alloc[a] = types.Account{Balance: new(big.Int).Set(c.cfg.Balance)}
	}
	ethCfg := ethconfig.Defaults
	ethCfg.Genesis = genesis
	ethCfg.NetworkId = ChainID.Uint64()
	ethCfg.SyncMode = ethconfig.FullSync
	ethCfg.TxPool.NoLocals = true
	ethCfg.Miner.GasCeil = c.cfg.GasLimit

	backend, err := eth.New(stack, &ethCfg)
	if err != nil {
		return fmt.Errorf("devchain: start: eth: %w", err)
	}
	stack.RegisterAPIs([]rpc.API{{
		Namespace: "eth",
		Service:   filters.NewFilterAPI(filters.NewFilterSystem(backend.APIBackend, filters.Config{})),
	}})
	period := uint64(c.cfg.BlockPeriod / time.Second)
	beacon, err := catalyst.NewSimulatedBeacon(period, common.Address{}, backend)
	if err != nil {
		return fmt.Errorf("devchain: start: beacon: %w", err)
	}
	// Not catalyst.RegisterSimulatedBeaconAPIs: its "dev" API starts its own mine-on-transaction
	// goroutine that races with a quick Close (nil dereference in go-ethereum v1.17.10);
	// sealOnTransactions below does that job and is stopped before the node.
	stack.RegisterLifecycle(beacon) // with period > 0 it seals on its own timer
	if err := stack.Start(); err != nil {
		return fmt.Errorf("devchain: start: %w", err)
	}

	c.started = true
	c.stack, c.backend, c.beacon = stack, backend, beacon
	c.client = ethclient.NewClient(stack.Attach())
	c.quit, c.done = make(chan struct{}), make(chan struct{})
	if period == 0 {
		newTxs := make(chan core.NewTxsEvent, 64)
		sub := backend.TxPool().SubscribeTransactions(newTxs, true)
		go c.sealOnTransactions(newTxs, sub)
	} else {
		close(c.done)
	}
	return nil
}

// sealOnTransactions seals a block whenever transactions reach the pool, and keeps sealing
// while the blocks it seals still include transactions (those that arrived meanwhile).
func (c *Chain) sealOnTransactions(newTxs <-chan core.NewTxsEvent, sub interface {
	Unsubscribe()
	Err() <-chan error
}) {
	defer close(c.done)
	defer sub.Unsubscribe()
	for {
		select {
		case <-c.quit:
			return
		case <-sub.Err():
			return
		case <-newTxs:
		}
	drain:
		for {
			select {
			case <-newTxs:
			default:
				break drain
			}
		}
		for i := 0; i < 16; i++ {
			c.mu.Lock()
			if c.closed {
				c.mu.Unlock()
				return
			}
			hash := c.beacon.Commit()
			// Let the pool drop what the block included. Under c.mu: the pool answers only the
			// last of concurrent Sync calls (go-ethereum's TxPool.loop keeps one waiter), and the
			// beacon's Commit and AdjustTime call Sync too, so an unserialized Sync could wait
			// forever and stop the chain (TestERC20Channel hung in Close, 1 run in ~100).
			_ = c.backend.TxPool().Sync()
			c.mu.Unlock()
			if pending, _ := c.backend.TxPool().Stats(); pending == 0 {
				break
			}
			if b := c.backend.BlockChain().GetBlockByHash(hash); b == nil || b.Transactions().Len() == 0 {
				break // pending transactions that cannot be included (fee too low, ...)
			}
		}
	}
}

// Close stops the chain and releases its port. It is safe to call more than once.
func (c *Chain) Close() error {
	c.mu.Lock()
	if c.closed || !c.started {
		c.closed = true
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	close(c.quit)
	c.mu.Unlock()
	<-c.done

	c.client.Close()
	if err := c.stack.Close(); err != nil { // stops the beacon lifecycle too
		return fmt.Errorf("devchain: close: %w", err)
	}
	return nil
}

// running returns an error unless the chain is started and not closed; c.mu must be held.
func (c *Chain) running() error {
	if !c.started || c.closed || c.stack == nil {
		return ErrNotRunning
	}
	return nil
}

// HTTPURL is the JSON-RPC HTTP endpoint, e.g. "http://127.0.0.1:38545"; "" when not running.
func (c *Chain) HTTPURL() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.running() != nil {
		return ""
	}
	return c.stack.HTTPEndpoint()
}

// WSURL is the JSON-RPC WebSocket endpoint; "" when WebSocket is off or the chain not running.
func (c *Chain) WSURL() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.running() != nil || !c.cfg.WS {
		return ""
	}
	return c.stack.WSEndpoint()
}

// Port is the TCP port of the JSON-RPC server, 0 when not running.
func (c *Chain) Port() int {
	u := c.HTTPURL()
	if u == "" {
		return 0
	}
	_, p, err := net.SplitHostPort(u[len("http://"):])
	if err != nil {
		return 0
	}
	n, _ := strconv.Atoi(p)
	return n
}

// ChainID is the chain id, 1337.
func (c *Chain) ChainID() *big.Int { return new(big.Int).Set(ChainID) }

// Client is an in-process JSON-RPC client of the chain, closed by Close; nil when not running.
func (c *Chain) Client() *ethclient.Client {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.running() != nil {
		return nil
	}
	return c.client
}

// Commit seals a block now with the pending transactions and returns its hash.
func (c *Chain) Commit() (common.Hash, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.running(); err != nil {
		return common.Hash{}, err
	}
	return c.beacon.Commit(), nil
}

// AdjustTime seals a block whose timestamp is d after its parent's, moving chain time
// forward (for deadlines and timeouts in tests and the devnet).
func (c *Chain) AdjustTime(d time.Duration) error {
	if d < 0 {
		return errors.New("devchain: adjust time: negative duration")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.running(); err != nil {
		return err
	}
	// The beacon refuses while the pool lists transactions as pending; right after a block is
	// sealed the pool drops its mined transactions asynchronously, so a caller holding the
	// receipt may see "non-empty block" for a moment: wait for the pool to settle (bounded).
	var err error
	for range adjustTimeTries {
		if err = c.beacon.AdjustTime(d); err == nil || !strings.Contains(err.Error(), "non-empty block") {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err != nil {
		return fmt.Errorf("devchain: adjust time: %w", err)
	}
	return nil
}

// adjustTimeTries bounds AdjustTime's attempts while the pool settles (10 ms apart).
const adjustTimeTries = 300
