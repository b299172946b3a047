package index

import (
	"errors"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/registry"
)

// Source says how a card reached this node.
type Source string

// Sources of cards.
const (
	SourceLocal  Source = "local"  // published by an agent hosted on this node
	SourceGossip Source = "gossip" // received in an announcement on the gossip topic
	SourceDHT    Source = "dht"    // fetched from the DHT or from a provider found through it
)

// Signals supplies ranking signals known from elsewhere (the chain index). Both methods report
// false when the value is unknown.
type Signals interface {
	Stake(agent common.Address) (*big.Int, bool)
	Reputation(agent common.Address) (float64, bool)
}

// Config configures an Index.
type Config struct {
	// Dir is the badger directory; empty keeps the index in memory (tests).
	Dir string
	// SyncWrites syncs every write to disk before Put returns. DefaultConfig sets it; it has no
	// effect in memory.
	SyncWrites bool
	// MemTableSize is badger's memtable size in bytes (it bounds the memory of an idle index).
	MemTableSize int64
	// Verifier checks every card before it is stored.
	Verifier registry.Verifier
	// Signals, if set, supplies verified stake and reputation; otherwise the card's own stake
	// claim is used and reputation is unknown.
	Signals Signals
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger receives badger's warnings and errors; nil discards them.
	Logger *slog.Logger
}

// DefaultConfig returns a durable on-disk configuration for dir. Its memtable is 2 MiB: the
// index writes one card per transaction (far below badger's 15% of a memtable), and a
// memtable's arena is resident once touched: an 8 MiB one (~10 MiB with its skiplist) put
// idle nodes whose arena landed on recycled, zeroed pages over 80 MB.
func DefaultConfig(dir string) Config {
	return Config{Dir: dir, SyncWrites: true, MemTableSize: 2 << 20}
}

// Validate checks the configuration.
func (c Config) Validate() error {
	if c.MemTableSize < 1<<20 {
		return errors.New("index: config: MemTableSize below 1 MiB")
	}
	return nil
}
