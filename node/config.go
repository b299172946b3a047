package node

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/marketpolicy"
	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/node/payments"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry/erc8004"
)

// ErrConfig wraps every configuration error.
var ErrConfig = errors.New("node: bad config")

// Config is a node's configuration file.
type Config struct {
	// DataDir holds keys, databases and the API token. It is not stored in the file: it is
	// where the file is.
	DataDir string `json:"-"`
	// Name is a human name for the node, used in logs and chat.
	Name string `json:"name,omitempty"`
	// Chain says where the contracts are.
	Chain ChainConfig `json:"chain"`
	// P2P configures the libp2p host (listen addresses, bootstrap peers, limits).
	P2P P2PConfig `json:"p2p"`
	// API is the HTTP API (JSON-RPC, MCP, A2A, metrics), on loopback by default.
	API APIConfig `json:"api"`
	// Agents are the hosted agents.
	Agents []runtime.AgentConfig `json:"agents"`
	// Market says which bounties the hosted agents take, per agent.
	Market []MarketPolicy `json:"market,omitempty"`
	// Arbiters are the accounts (addresses or did:ethr DIDs) this node names as arbiter when it
	// posts a bounty: bounty.post refuses any other (and never takes the node's own keys).
	Arbiters []string `json:"arbiters,omitempty"`
	// CallSessions is retired: every call is now bound to its caller's DID once per libp2p
	// connection (docs/ARCHITECTURE.md, "Calls"). It is accepted and ignored, with a warning at
	// start, so a config file written before still loads.
	CallSessions json.RawMessage `json:"callSessions,omitempty"`
	// Verifier declares the environment and confinement of the verifier commands of the
	// bounties this node posts (the same fields as a program agent's: env, passEnv, confine,
	// network, writable). Absent: the default environment, confined, no network.
	Verifier *runtime.Process `json:"verifier,omitempty"`
	// ChatRooms are joined at start.
	ChatRooms []string `json:"chatRooms,omitempty"`
	// MemoryLimitMiB is the process's soft memory limit (Go's GOMEMLIMIT) when `agentsite node`
	// runs this node: 0 means DefaultMemoryLimitMiB, a negative value none. The GOMEMLIMIT
	// environment variable, when set, wins.
	MemoryLimitMiB int `json:"memoryLimitMiB,omitempty"`
	// Passphrase of the keystore files; empty means the AGENTSITE_PASSPHRASE environment
	// variable. Devnets use a known passphrase and light encryption.
	Passphrase string `json:"-"`
	// LightKeys encrypts keystore files with light scrypt (tests and devnets only).
	LightKeys bool `json:"lightKeys,omitempty"`
	// NoKeyCache turns off keeping the passphrase's scrypt derived key in RAM between starts
	// (node/keycache; standard-strength keys only): every start then derives it again, and
	// removes the entry an earlier start left for this data directory.
	NoKeyCache bool `json:"noKeyCache,omitempty"`
	// KeyCacheDir is the key cache's directory; empty means keycache.DefaultDir().
	KeyCacheDir string `json:"-"`
	// ReconcileEvery is how often the market looks at its bounties' timeouts.
	ReconcileEvery Duration `json:"reconcileEvery,omitempty"`
	// ReconcileParallel is how many bounties the market moves on at once; 0 is the market's
	// default (8), 1 one at a time.
	ReconcileParallel int `json:"reconcileParallel,omitempty"`
	// ClaimRace makes the node claim an open bounty as soon as its checks pass, without claim
	// intents: with several fitting workers all but one claim revert (gas lost). For
	// comparisons and chains where this node is the only worker.
	ClaimRace bool `json:"claimRace,omitempty"`
	// BidWeights weigh price, reputation, stake and promised time when the node chooses among
	// bids (HireByBids); absent: escrow.DefaultBidWeights.
	BidWeights *escrow.BidWeights `json:"bidWeights,omitempty"`
	// Auction is the node's part in swarm auctions (node/auction's Settings); absent: the defaults.
	Auction *auction.Settings `json:"auction,omitempty"`
	// Payments bounds what this node pays paid agents per call and in deposits, and says
	// when it claims what its own paid agents earned (node/payments).
	Payments payments.Config `json:"payments,omitempty"`
}

// ChainConfig points at the chain and the deployment.
type ChainConfig struct {
	// RPC is the JSON-RPC URL of an Ethereum node (http, https, ws or wss).
	RPC string `json:"rpc"`
	// Deployment is the path of the deployment file (chainId, addresses, deploy block);
	// relative paths are relative to the data directory.
	Deployment string `json:"deployment"`
	// Confirmations is how many blocks the event index stays below the head (0 on dev chains;
	// a few on public chains, where the head can be reorganised). The channel fee index stays
	// as far below when set, else 12 blocks on public chains (node/payments feeConfirmations).
	Confirmations uint64 `json:"confirmations,omitempty"`
	// PollInterval is how often the index looks for new blocks.
	PollInterval Duration `json:"pollInterval,omitempty"`
	// Conns is how many idle HTTP connections to the RPC endpoint are kept (0: 32).
	Conns int `json:"conns,omitempty"`
	// ERC8004 names the chain's canonical ERC-8004 registries, where `agent register
	// --canonical` also mints agents and the node mirrors its feedback. Absent: the published
	// ones of the chain id (erc8004.Known; none on dev chains). An empty object turns them off.
	ERC8004 *erc8004.Config `json:"erc8004,omitempty"`
}

// canonical is the chain's canonical ERC-8004 registries (zero Config: none).
func (c ChainConfig) canonical(chainID uint64) erc8004.Config {
	if c.ERC8004 != nil {
		return *c.ERC8004
	}
	k, _ := erc8004.Known(chainID)
	return k
}

// P2PConfig is the libp2p part of the file.
type P2PConfig struct {
	Listen    []string `json:"listen"`
	Bootstrap []string `json:"bootstrap,omitempty"`
	// Announce, when set, are the only addresses told to other nodes (instead of Listen): for
	// a node reached through a port forward or relay.
	Announce []string `json:"announce,omitempty"`
	// DialFrom is the local IP address outgoing TCP connections leave from (empty: the
	// kernel's choice), on a host with several addresses.
	DialFrom string `json:"dialFrom,omitempty"`
}

// APIConfig is the API part of the file; the token lives in <data>/api.token.
type APIConfig struct {
	Listen string `json:"listen"`
	// AllowedHosts are further Host names the API answers to (besides the listen address,
	// localhost and loopback addresses), e.g. a name in /etc/hosts.
	AllowedHosts []string `json:"allowedHosts,omitempty"`
	// AllowedOrigins are browser origins allowed besides the API's own ("https://app.example").
	AllowedOrigins []string `json:"allowedOrigins,omitempty"`
	// PublicURL is the address others reach the API at ("https://node.example", e.g. through a
	// reverse proxy): A2A cards, registration files and the AI catalog name it, and an agent
	// registered on chain records its registration file's URL there when it is a public HTTPS
	// address (else the file itself, as a data URI). Empty: the listen address.
	PublicURL string `json:"publicUrl,omitempty"`
}

// MarketPolicy is a hosted agent's bounty policy, as config.json writes it (node/marketpolicy).
type MarketPolicy = marketpolicy.Policy

// AuctionConfig is the node's part in swarm auctions, as config.json writes it (node/auction).
type AuctionConfig = auction.Settings

// AuctionAgent is one hosted agent's bidding policy in AuctionConfig.
type AuctionAgent = auction.AgentSettings

// Duration is a time.Duration written as "1m30s" in JSON.
type Duration = runtime.Duration

// DefaultConfig is a node in dataDir hosting the built-in agents, listening on loopback.
func DefaultConfig(dataDir string) Config {
	return Config{
		DataDir:        dataDir,
		Chain:          ChainConfig{RPC: "http://127.0.0.1:8545", Deployment: "deployment.json", PollInterval: Duration(time.Second)},
		P2P:            P2PConfig{Listen: []string{"/ip4/127.0.0.1/tcp/4001", "/ip4/127.0.0.1/udp/4001/quic-v1"}},
		API:            APIConfig{Listen: "127.0.0.1:7420"},
		Agents:         runtime.DefaultConfig().Agents,
		ReconcileEvery: Duration(2 * time.Second),
	}
}

// Validate checks the file.
func (c Config) Validate() error {
	if c.DataDir == "" {
		return fmt.Errorf("%w: no data directory", ErrConfig)
	}
	if c.Chain.RPC == "" || c.Chain.Deployment == "" {
		return fmt.Errorf("%w: chain.rpc and chain.deployment are required", ErrConfig)
	}
	if len(c.P2P.Listen) == 0 {
		return fmt.Errorf("%w: p2p.listen is empty", ErrConfig)
	}
	if err := c.p2pConfig().Validate(); err != nil { // listen and bootstrap addresses
		return fmt.Errorf("%w: %v", ErrConfig, err)
	}
	if err := (runtime.Config{Agents: c.Agents}).Validate(); err != nil {
		return fmt.Errorf("%w: %v", ErrConfig, err)
	}
	if c.Verifier != nil {
		if err := c.Verifier.Validate(); err != nil {
			return fmt.Errorf("%w: verifier: %v", ErrConfig, err)
		}
	}
	names := map[string]bool{}
	for _, a := range c.Agents {
		names[a.Name] = true
	}
	for _, m := range c.Market {
		if !names[m.Agent] {
			return fmt.Errorf("%w: market policy for %q, which is not a hosted agent", ErrConfig, m.Agent)
		}
		if err := m.Validate(); err != nil {
			return fmt.Errorf("%w: %v", ErrConfig, err)
		}
	}
	if _, err := marketpolicy.ParseAccounts(c.Arbiters); err != nil {
		return fmt.Errorf("%w: arbiters: %v", ErrConfig, err)
	}
	if time.Duration(c.Chain.PollInterval) <= 0 {
		return fmt.Errorf("%w: chain.pollInterval must be positive", ErrConfig)
	}
	if time.Duration(c.ReconcileEvery) <= 0 {
		return fmt.Errorf("%w: reconcileEvery must be positive", ErrConfig)
	}
	if c.Chain.ERC8004 != nil {
		if err := c.Chain.ERC8004.Validate(); err != nil {
			return fmt.Errorf("chain.erc8004: %w", err)
		}
	}
	if c.Chain.Conns < 0 {
		return fmt.Errorf("%w: chain.conns must not be negative", ErrConfig)
	}
	if c.ReconcileParallel < 0 {
		return fmt.Errorf("%w: reconcileParallel must not be negative", ErrConfig)
	}
	if c.BidWeights != nil {
		if err := c.BidWeights.Validate(); err != nil {
			return fmt.Errorf("%w: bidWeights: %v", ErrConfig, err)
		}
	}
	if err := c.Payments.Validate(); err != nil {
		return fmt.Errorf("%w: payments: %v", ErrConfig, err)
	}
	for _, a := range c.Agents {
		// A token's unit ("0.05 USDC") is known once the chain is read: the node's start checks it.
		if _, _, err := payments.AgentPrice(a, payments.Units{}); err != nil && !errors.Is(err, payments.ErrUnknownUnit) {
			return fmt.Errorf("%w: %v", ErrConfig, err)
		}
	}
	return nil
}

// ConfigFile is the configuration's path in a data directory.
func ConfigFile(dataDir string) string { return filepath.Join(dataDir, "config.json") }

// LoadConfig reads <dataDir>/config.json. Unknown fields are an error (a typo should not be
// silently ignored in a file that controls money).
func LoadConfig(dataDir string) (Config, error) {
	c := DefaultConfig(dataDir)
	b, err := os.ReadFile(ConfigFile(dataDir))
	if err != nil {
		return c, fmt.Errorf("node: read config: %w (create one with `agentsite node init`)", err)
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&c); err != nil {
		return c, fmt.Errorf("%w: %s: %v", ErrConfig, ConfigFile(dataDir), err)
	}
	c.DataDir = dataDir
	return c, c.Validate()
}

// Save writes the configuration to <DataDir>/config.json, readable by the node's user only (an
// existing file is tightened to 0600 too).
func (c Config) Save() error {
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(c.DataDir, 0o700); err != nil {
		return fmt.Errorf("node: save config: %w", err)
	}
	path := ConfigFile(c.DataDir)
	if err := os.WriteFile(path, append(b, '\n'), 0o600); err != nil {
		return fmt.Errorf("node: save config: %w", err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		return fmt.Errorf("node: save config: %w", err)
	}
	return nil
}

// p2pConfig turns the file's p2p part into the host's configuration.
func (c Config) p2pConfig() p2p.Config {
	pc := p2p.DefaultConfig(filepath.Join(c.DataDir, "p2p"))
	pc.ListenAddrs, pc.BootstrapPeers = c.P2P.Listen, c.P2P.Bootstrap
	pc.AnnounceAddrs, pc.DialFrom = c.P2P.Announce, c.P2P.DialFrom
	return pc
}

// apiConfig turns the file's API part into the server's configuration.
func (c Config) apiConfig(token string) api.Config {
	ac := api.DefaultConfig(token)
	if c.API.Listen != "" {
		ac.Listen = c.API.Listen
	}
	ac.AllowedHosts, ac.AllowedOrigins, ac.PublicURL = c.API.AllowedHosts, c.API.AllowedOrigins, c.API.PublicURL
	return ac
}

func (c Config) path(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(c.DataDir, p)
}

// verifier is the verifier's declared process, the zero one when absent.
func (c Config) verifier() runtime.Process {
	if c.Verifier == nil {
		return runtime.Process{}
	}
	return *c.Verifier
}

// DefaultMemoryLimitMiB is the Go runtime's soft memory limit for a node process. A node's live
// heap is small (tens of MiB: caches, badger memtables, bounded queues), but a stranger's flood
// makes garbage fast (a2a-go deep-copies a task on every event; a 200 KiB message allocates
// ~21 MB), and with the runtime's default (GOGC=100, no limit) the heap may grow to twice the
// live set plus that garbage before a collection: RSS reached 300 MiB under a 30 s A2A flood.
// With a limit the collector runs earlier as the process nears it; it is soft, so a node whose
// live heap really needs more keeps working (the runtime caps the collector's CPU share).
const DefaultMemoryLimitMiB = 192

// DefaultGCPercent is the collector's GOGC for a node process (Go's default is 100). Badger's
// memtable arenas (8 MiB for the node's database, more for the index) count as live heap though
// hardly written, so at 100 the collector lets garbage grow by as much again before it runs,
// and the runtime keeps those pages: 50 keeps an idle node 1–2 MiB smaller (BenchmarkNodesStart,
// eight nodes), for collections twice as often, which an idle node barely notices and a busy
// one already has from the memory limit.
const DefaultGCPercent = 50

// ApplyMemoryLimit sets the process's soft memory limit from cfg.MemoryLimitMiB (the default
// when 0, none when negative), unless the GOMEMLIMIT environment variable already set one, and
// the collector's GOGC to DefaultGCPercent unless the GOGC variable set it. Both are
// process-wide, so the binary calls it for the one node it runs; in-process devnets and tests
// with several nodes do not. It returns the limit in force, in bytes (0: none set here).
func ApplyMemoryLimit(cfg Config, log *slog.Logger) int64 {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(DefaultGCPercent)
	}
	if os.Getenv("GOMEMLIMIT") != "" {
		return 0
	}
	mib := cfg.MemoryLimitMiB
	if mib == 0 {
		mib = DefaultMemoryLimitMiB
	}
	if mib < 0 {
		return 0
	}
	limit := int64(mib) << 20
	debug.SetMemoryLimit(limit)
	if log != nil {
		log.Info("memory limit set", "MiB", mib)
	}
	return limit
}

// The market terms this node holds to: which arbiters it names on the bounties it posts and
// accepts on the bounties it claims.

// checkArbiter says whether this node may name a as the arbiter of a bounty it posts: a must be
// in the configured arbiters and must not be one of the node's own keys (the requester judging
// its own cause; the escrow refuses the requester itself too).
func (c Config) checkArbiter(a common.Address, own []common.Address) error {
	if slices.Contains(own, a) {
		return fmt.Errorf("arbiter %s is one of this node's own keys: a requester cannot rule on its own bounty", a.Hex())
	}
	accepted, _ := marketpolicy.ParseAccounts(c.Arbiters) // checked by Config.Validate
	if !slices.Contains(accepted, a) {
		return fmt.Errorf("arbiter %s is not one this node accepts (add it to \"arbiters\" in %s; accepted: %v)",
			a.Hex(), ConfigFile(c.DataDir), c.Arbiters)
	}
	return nil
}

// acceptsArbiter reports whether a is no arbiter, or one this node names or one of its
// agents' policies accepts.
func (c Config) acceptsArbiter(a common.Address) bool {
	if a == (common.Address{}) {
		return true
	}
	if own, _ := marketpolicy.ParseAccounts(c.Arbiters); slices.Contains(own, a) {
		return true
	}
	for _, p := range c.Market {
		if list, _ := marketpolicy.ParseAccounts(p.Arbiters); slices.Contains(list, a) {
			return true
		}
	}
	return false
}
