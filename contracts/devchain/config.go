package devchain

import (
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"
)

// ChainID is the chain id of every dev chain (go-ethereum's dev-mode chain config).
var ChainID = new(big.Int).Set(params.AllDevChainProtocolChanges.ChainID)

// Sentinel errors.
var (
	// ErrInvalidConfig wraps every Config.Validate failure.
	ErrInvalidConfig = errors.New("devchain: invalid config")
	// ErrNotRunning is returned by operations on a chain that is not started or already closed.
	ErrNotRunning = errors.New("devchain: not running")
	// ErrAlreadyStarted is returned by a second Start.
	ErrAlreadyStarted = errors.New("devchain: already started")
)

// MinGasLimit is the smallest block gas limit accepted: enough to deploy the contracts.
const MinGasLimit = 10_000_000

// Config configures a dev chain.
type Config struct {
	// Host is the IP address the JSON-RPC server listens on. It must be a loopback address:
	// the dev chain has no access control.
	Host string
	// Port is the JSON-RPC TCP port; 0 picks a free one (read it back with Chain.HTTPURL).
	Port int
	// WS also serves JSON-RPC over WebSocket on the same host and port.
	WS bool
	// Accounts are funded with Balance wei each in the genesis block.
	Accounts []common.Address
	// Balance is the genesis balance of each account in wei.
	Balance *big.Int
	// GasLimit is the block gas limit.
	GasLimit uint64
	// BlockPeriod is the time between blocks; 0 seals a block whenever transactions arrive.
	// Non-zero periods are rounded down to whole seconds and must be at least one second.
	BlockPeriod time.Duration
	// Fork is the latest fork the chain runs: ForkPrague, ForkOsaka or ForkBogota.
	// go-ethereum's own dev mode runs Bogota, whose state-gas metering (EIP-8037/8038) makes
	// storage writes cost several times what they cost on Osaka chains and in forge tests.
	Fork string
	// Logger receives go-ethereum's node logs; nil discards them.
	Logger *slog.Logger
}

// Forks a dev chain can run (Config.Fork).
const (
	ForkPrague = "prague"
	ForkOsaka  = "osaka"
	ForkBogota = "bogota"
)

// DefaultConfig returns a chain on 127.0.0.1 with a random port, WebSocket on, no funded
// accounts yet, 1,000,000 ETH per funded account, a 60M gas limit and mining on demand.
func DefaultConfig() Config {
	return Config{
		Host:     "127.0.0.1",
		Port:     0,
		WS:       true,
		Balance:  new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(params.Ether)),
		GasLimit: 60_000_000,
		Fork:     ForkOsaka,
	}
}

// Validate reports the first problem with c, wrapped in ErrInvalidConfig.
func (c Config) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrInvalidConfig, fmt.Sprintf(format, args...))
	}
	ip := net.ParseIP(c.Host)
	if ip == nil {
		return bad("host %q is not an IP address", c.Host)
	}
	if !ip.IsLoopback() {
		return bad("host %s is not a loopback address", c.Host)
	}
	switch c.Fork {
	case ForkPrague, ForkOsaka, ForkBogota:
	default:
		return bad("fork %q is not %s, %s or %s", c.Fork, ForkPrague, ForkOsaka, ForkBogota)
	}
	if c.Port < 0 || c.Port > 65535 {
		return bad("port %d out of range", c.Port)
	}
	if c.GasLimit < MinGasLimit {
		return bad("gas limit %d below %d", c.GasLimit, MinGasLimit)
	}
	if c.BlockPeriod < 0 || (c.BlockPeriod > 0 && c.BlockPeriod < time.Second) {
		return bad("block period %s must be 0 or at least 1s", c.BlockPeriod)
	}
	if len(c.Accounts) > 0 && (c.Balance == nil || c.Balance.Sign() <= 0) {
		return bad("balance must be positive to fund %d accounts", len(c.Accounts))
	}
	seen := make(map[common.Address]bool, len(c.Accounts))
	for _, a := range c.Accounts {
		if a == (common.Address{}) {
			return bad("zero address in accounts")
		}
		if seen[a] {
			return bad("account %s listed twice", a)
		}
		seen[a] = true
	}
	return nil
}
