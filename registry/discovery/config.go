package discovery

import (
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	dht "github.com/libp2p/go-libp2p-kad-dht"

	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
)

// Protocol names.
const (
	DHTPrefix     = "/agentsite"
	CardNamespace = "agentsite-card"
	AnnounceTopic = "/agentsite/announce/1"
	CardProtocol  = "/agentsite/card/1"
)

// StakeOracle says whether an agent has at least the network's minimum stake. The chain index
// implements it; AllowAll accepts everyone.
type StakeOracle interface {
	MinStakeOK(agent common.Address) (bool, error)
}

// AllowAll is the default StakeOracle.
type AllowAll struct{}

// MinStakeOK always reports true.
func (AllowAll) MinStakeOK(common.Address) (bool, error) { return true, nil }

var _ StakeOracle = AllowAll{}

// Config configures a Discovery.
type Config struct {
	// ChainID is the chain whose DIDs this network accepts; cards for other chains are rejected.
	ChainID uint64
	// Delegates decides which keys besides the agent's may sign its card (nil: agent key only).
	Delegates registry.DelegateChecker
	// Stake gates gossip announcements (nil: AllowAll).
	Stake StakeOracle
	// Now is the clock (nil: time.Now).
	Now func() time.Time
	// CardTTL is the validity given to cards this node re-signs.
	CardTTL time.Duration
	// RepublishInterval is how often hosted cards are re-signed, put to the DHT, provided and
	// announced. It must be well under CardTTL so records never lapse.
	RepublishInterval time.Duration
	// Freshness bounds |now - issuedAt| for gossip announcements.
	Freshness time.Duration
	// LookupTimeout bounds one DHT lookup made by Search or Card.
	LookupTimeout time.Duration
	// StreamTimeout bounds one /agentsite/card/1 exchange.
	StreamTimeout time.Duration
	// MaxProviders is how many providers of a skill Search asks for.
	MaxProviders int
	// PruneInterval is how often expired cards are dropped from the index.
	PruneInterval time.Duration
	// SeenCacheSize caps the replay cache (entries); announcements beyond it are ignored.
	SeenCacheSize int
	// OnCard, if set, is called after a card newer than what the index held was stored, with
	// where it came from (metrics, benchmarks). It must not block.
	OnCard func(c *registry.Card, src index.Source)
	// HeartbeatInterval is how often a node that hosts agents publishes its signed heartbeat on
	// PresenceTopic. Peers accept at most one heartbeat per peer per half of it, so every node of
	// a network should use the same value.
	HeartbeatInterval time.Duration
	// LiveTTL is how long a node counts as alive after its last heartbeat (or a successful
	// contact); its agents are hidden from search results after that, kept in the index, and
	// shown again when it is heard from. At least twice HeartbeatInterval, so one lost
	// heartbeat does not hide a live node.
	LiveTTL time.Duration
	// HeartbeatWindow bounds |now - ts| of an accepted heartbeat: it absorbs clock skew and
	// gossip delay, and it is the most a withheld heartbeat can extend a dead node's life.
	HeartbeatWindow time.Duration
	// HeartbeatRate and HeartbeatBurst bound the heartbeats taken from one forwarding peer
	// (per second, bucket size), checked before any signature; the rest are ignored. A mesh
	// peer forwards about N/(10·6) first deliveries a second in a network of N nodes, so the
	// defaults serve a few thousand nodes; a larger network raises them.
	HeartbeatRate  float64
	HeartbeatBurst int
	// DeadTTL is how long a node whose dial or card fetch failed is not dialled again (unless
	// its heartbeat arrives first): the negative cache that keeps searches off dead peers.
	DeadTTL time.Duration
	// ProbeTimeout bounds one liveness probe (a libp2p ping, dialling if needed) of a node whose
	// agents match a search but that has not been heard from within LiveTTL.
	ProbeTimeout time.Duration
	// SearchWait is the longest Search waits for the network (probes, DHT lookup, card
	// fetches) before it answers from the index; what arrives later is indexed for the next
	// search.
	SearchWait time.Duration
	// RelookupInterval is how long after a DHT lookup of a skill tag searches answer from the
	// index without looking the tag up again: the walk would meet the same providers, and new
	// cards arrive by gossip meanwhile.
	RelookupInterval time.Duration
	// MaxTrackedPeers caps the presence table (peers); heartbeats of new peers beyond it are
	// ignored until entries expire.
	MaxTrackedPeers int
	// DHTOptions are appended to the DHT's options (tests tune bucket size or refresh here).
	DHTOptions []dht.Option
}

// DefaultConfig returns production settings for chainID.
func DefaultConfig(chainID uint64) Config {
	return Config{
		ChainID:           chainID,
		CardTTL:           time.Hour,
		RepublishInterval: 10 * time.Minute,
		Freshness:         5 * time.Minute,
		LookupTimeout:     10 * time.Second,
		StreamTimeout:     10 * time.Second,
		MaxProviders:      20,
		PruneInterval:     time.Minute,
		SeenCacheSize:     100_000,
		// A kill -9'd node is hidden within LiveTTL (+ HeartbeatWindow if its last heartbeat was
		// withheld): 30 s, 50 s at worst, under the minute a user would tolerate; 10 s beats
		// cost a 200-byte message per node per 10 s, and LiveTTL survives two lost ones.
		HeartbeatInterval: 10 * time.Second,
		LiveTTL:           30 * time.Second,
		HeartbeatWindow:   20 * time.Second,
		HeartbeatRate:     50,
		HeartbeatBurst:    200,
		// A dead peer is dialled at most once a minute; the dial gives up after 5 s (the QUIC
		// handshake timeout libp2p uses), but no search waits for it: SearchWait is 500 ms, five
		// times a search over a healthy loopback network.
		DeadTTL:          time.Minute,
		ProbeTimeout:     5 * time.Second,
		SearchWait:       500 * time.Millisecond,
		RelookupInterval: 30 * time.Second,
		MaxTrackedPeers:  16_384,
	}
}

// ErrConfig is wrapped by every Validate error.
var ErrConfig = errors.New("discovery: bad config")

// Validate checks the configuration.
func (c Config) Validate() error {
	switch {
	case c.ChainID == 0:
		return fmt.Errorf("%w: ChainID missing", ErrConfig)
	case c.CardTTL <= 0 || c.CardTTL > registry.MaxCardTTL:
		return fmt.Errorf("%w: CardTTL %v out of (0, %v]", ErrConfig, c.CardTTL, registry.MaxCardTTL)
	case c.RepublishInterval <= 0 || c.RepublishInterval > c.CardTTL/2:
		return fmt.Errorf("%w: RepublishInterval %v must be positive and at most CardTTL/2", ErrConfig, c.RepublishInterval)
	case c.Freshness <= 0:
		return fmt.Errorf("%w: Freshness must be positive", ErrConfig)
	case c.LookupTimeout <= 0 || c.StreamTimeout <= 0 || c.PruneInterval <= 0:
		return fmt.Errorf("%w: timeouts and intervals must be positive", ErrConfig)
	case c.MaxProviders <= 0:
		return fmt.Errorf("%w: MaxProviders must be positive", ErrConfig)
	case c.SeenCacheSize <= 0:
		return fmt.Errorf("%w: SeenCacheSize must be positive", ErrConfig)
	case c.HeartbeatInterval <= 0 || c.LiveTTL < 2*c.HeartbeatInterval:
		return fmt.Errorf("%w: HeartbeatInterval %v must be positive and LiveTTL %v at least twice it", ErrConfig, c.HeartbeatInterval, c.LiveTTL)
	case c.HeartbeatWindow <= 0 || c.DeadTTL <= 0 || c.ProbeTimeout <= 0 || c.SearchWait <= 0 || c.RelookupInterval < 0:
		return fmt.Errorf("%w: HeartbeatWindow, DeadTTL, ProbeTimeout and SearchWait must be positive, RelookupInterval not negative", ErrConfig)
	case c.HeartbeatRate <= 0 || c.HeartbeatBurst <= 0:
		return fmt.Errorf("%w: HeartbeatRate and HeartbeatBurst must be positive", ErrConfig)
	case c.MaxTrackedPeers <= 0:
		return fmt.Errorf("%w: MaxTrackedPeers must be positive", ErrConfig)
	}
	return nil
}

func (c Config) verifier() registry.Verifier {
	return registry.Verifier{ChainID: c.ChainID, Delegates: c.Delegates, Now: c.Now}
}
