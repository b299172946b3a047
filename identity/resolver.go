package identity

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// The did:ethr resolver. A DID's document is implicit (the address is its own controller)
// until the identity writes to the ERC-1056 registry; every write emits an event carrying the
// block of the previous write, so the resolver reads changed(identity) and walks the log back
// block by block, then replays the events oldest first (see buildDocument).

// Resolver errors.
var (
	// ErrUnknownNetwork is returned for a DID on a chain the resolver is not configured for.
	ErrUnknownNetwork = errors.New("identity: did:ethr network not configured")
	// ErrNoRegistry is returned when there is no contract at the configured registry address.
	ErrNoRegistry = errors.New("identity: no DID registry contract")
	// ErrHistoryUnavailable is returned when the node does not return the logs a DID's history
	// points to (a pruned node, or a registry that is not ERC-1056).
	ErrHistoryUnavailable = errors.New("identity: DID history unavailable")
	// ErrHistoryTooLong is returned when a DID has more events than ResolverConfig.MaxEvents.
	ErrHistoryTooLong = errors.New("identity: DID history too long")
	// ErrInvalidResolverConfig wraps every ResolverConfig.Validate failure.
	ErrInvalidResolverConfig = errors.New("identity: invalid resolver config")
)

// ResolverBackend is the chain access the resolver needs; an ethclient.Client, the simulated
// backend's client and the devchain's client all provide it.
type ResolverBackend interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// ResolverConfig configures a Resolver.
type ResolverConfig struct {
	// ChainID is the chain of the registry; only DIDs of this chain resolve.
	ChainID *big.Int
	// Registry is the address of the ERC-1056 DIDRegistry.
	Registry common.Address
	// MaxEvents bounds the history walked per DID (a guard against unbounded work).
	MaxEvents int
	// Clock, when set, gives the time delegates and attributes expire against. When nil, the
	// timestamp of the block resolved at is used: the same clock validDelegate uses on chain.
	Clock func() time.Time
}

// DefaultResolverConfig returns a config for registry on chainID with a 10,000 event bound.
func DefaultResolverConfig(chainID *big.Int, registry common.Address) ResolverConfig {
	return ResolverConfig{ChainID: chainID, Registry: registry, MaxEvents: 10_000}
}

// Validate reports the first problem with c, wrapped in ErrInvalidResolverConfig.
func (c ResolverConfig) Validate() error {
	switch {
	case c.ChainID == nil || c.ChainID.Sign() <= 0:
		return fmt.Errorf("%w: chain id must be positive", ErrInvalidResolverConfig)
	case c.Registry == (common.Address{}):
		return fmt.Errorf("%w: registry address is zero", ErrInvalidResolverConfig)
	case c.MaxEvents <= 0:
		return fmt.Errorf("%w: max events %d must be positive", ErrInvalidResolverConfig, c.MaxEvents)
	}
	return nil
}

// Resolver resolves did:ethr DIDs of one chain against one registry. It is safe for
// concurrent use.
type Resolver struct {
	backend ResolverBackend
	cfg     ResolverConfig
}

// NewResolver returns a resolver reading through backend.
func NewResolver(backend ResolverBackend, cfg ResolverConfig) (*Resolver, error) {
	if backend == nil {
		return nil, fmt.Errorf("%w: nil backend", ErrInvalidResolverConfig)
	}
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg.ChainID = new(big.Int).Set(cfg.ChainID)
	return &Resolver{backend: backend, cfg: cfg}, nil
}

// Resolve resolves did at the latest block.
func (r *Resolver) Resolve(ctx context.Context, did string) (*Resolution, error) {
	return r.resolve(ctx, did, nil)
}

// ResolveAt resolves the version of did as of block (changes after it are ignored; expiry is
// judged at that block's time unless a Clock is configured).
func (r *Resolver) ResolveAt(ctx context.Context, did string, block uint64) (*Resolution, error) {
	return r.resolve(ctx, did, new(big.Int).SetUint64(block))
}

func (r *Resolver) resolve(ctx context.Context, did string, at *big.Int) (*Resolution, error) {
	id, err := parseEthrDID(did)
	if err != nil {
		return nil, err
	}
	if id.chainID.Cmp(r.cfg.ChainID) != 0 {
		return nil, fmt.Errorf("%w: %s is on chain %s, resolver on %s", ErrUnknownNetwork, did, id.chainID, r.cfg.ChainID)
	}
	head, err := r.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("identity: resolve %s: head: %w", did, err)
	}
	atBlock, timeHeader := latestBlock, head
	if at != nil {
		if at.Cmp(head.Number) > 0 {
			return nil, fmt.Errorf("identity: resolve %s: block %s is after the head %s", did, at, head.Number)
		}
		atBlock = at.Uint64()
		if timeHeader, err = r.backend.HeaderByNumber(ctx, at); err != nil {
			return nil, fmt.Errorf("identity: resolve %s: block %s: %w", did, at, err)
		}
	}
	now := timeHeader.Time
	if r.cfg.Clock != nil {
		now = uint64(max(r.cfg.Clock().Unix(), 0))
	}

	// History is read at the head so that a past version also reports its next version.
	history, err := r.history(ctx, id.address, head.Number)
	if err != nil {
		return nil, fmt.Errorf("identity: resolve %s: %w", did, err)
	}
	v := buildDocument(did, r.cfg.ChainID, id.address, history, now, atBlock)
	v.doc.Context = ldContext(v.doc)
	res := &Resolution{
		Document:   v.doc,
		Controller: v.controller,
		Block:      min(atBlock, head.Number.Uint64()),
		Metadata: DocumentMetadata{
			Deactivated:   v.deactivated,
			VersionID:     v.versionID,
			NextVersionID: v.nextVersionID,
		},
	}
	if v.versionID != 0 {
		h, err := r.backend.HeaderByNumber(ctx, new(big.Int).SetUint64(v.versionID))
		if err != nil {
			return nil, fmt.Errorf("identity: resolve %s: block %d: %w", did, v.versionID, err)
		}
		res.Metadata.Updated = time.Unix(int64(h.Time), 0).UTC()
	}
	return res, nil
}
