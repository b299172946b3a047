package chainindex

import (
	"fmt"
	"log/slog"
	"time"
)

// Config tunes an Index.
type Config struct {
	// PollInterval is how often the chain head is checked when the index has caught up.
	PollInterval time.Duration
	// Confirmations is how many blocks below the chain head the index stays: a block is
	// indexed once Confirmations blocks are on top of it (0 on devnets: index the head).
	Confirmations uint64
	// BatchBlocks bounds the block range of one eth_getLogs query and one badger transaction.
	BatchBlocks uint64
	// ReorgDepth is how many recent indexed blocks keep their hash for finding a fork point.
	// A reorg deeper than that is handled by re-indexing from the deployment block.
	ReorgDepth uint64
	// Prefix namespaces every key the index writes, so it can share the node's badger store.
	Prefix string
	// SubscriberQueue bounds the events queued for one slow subscriber; past it the
	// subscription is closed (the subscriber re-subscribes and catches up with the queries).
	SubscriberQueue int
	// CallConcurrency bounds the parallel eth_call reads made while indexing a batch (the
	// post parameters of new bounties and the weight of new feedback, which events lack).
	CallConcurrency int
	// Logger receives progress and reorg lines; nil discards.
	Logger *slog.Logger
	// Now is the clock used by the "now" adapters (DelegatesAt, MinStakeOK); nil is time.Now.
	Now func() time.Time
}

// DefaultConfig suits a public chain: poll every 2 s, 2 confirmations, 2,000 blocks per
// query, 128 blocks of reorg history.
func DefaultConfig() Config {
	return Config{
		PollInterval:    2 * time.Second,
		Confirmations:   2,
		BatchBlocks:     2000,
		ReorgDepth:      128,
		Prefix:          "chainindex/",
		SubscriberQueue: 100_000,
		CallConcurrency: 8,
	}
}

// Validate reports the first bad setting, wrapped in ErrBadConfig.
func (c Config) Validate() error {
	switch {
	case c.PollInterval <= 0:
		return fmt.Errorf("%w: PollInterval %v must be positive", ErrBadConfig, c.PollInterval)
	case c.BatchBlocks == 0:
		return fmt.Errorf("%w: BatchBlocks must be positive", ErrBadConfig)
	case c.ReorgDepth == 0:
		return fmt.Errorf("%w: ReorgDepth must be positive", ErrBadConfig)
	case c.Prefix == "":
		return fmt.Errorf("%w: Prefix must not be empty", ErrBadConfig)
	case c.SubscriberQueue <= 0:
		return fmt.Errorf("%w: SubscriberQueue must be positive", ErrBadConfig)
	case c.CallConcurrency <= 0:
		return fmt.Errorf("%w: CallConcurrency must be positive", ErrBadConfig)
	}
	return nil
}
