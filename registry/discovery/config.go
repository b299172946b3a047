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
	}
	return nil
}

func (c Config) verifier() registry.Verifier {
	return registry.Verifier{ChainID: c.ChainID, Delegates: c.Delegates, Now: c.Now}
}
