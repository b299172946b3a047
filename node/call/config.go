package call

import (
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

var errReplayFull = fmt.Errorf("%w: too many requests in flight", runtime.ErrAgentBusy)

// ErrBadConfig is returned (wrapped) by Validate.
var ErrBadConfig = errors.New("call: bad config")

// Config configures both the server and the client side of the protocol.
type Config struct {
	// ChainID is the chain whose DIDs sign requests; signatures are bound to it.
	ChainID uint64
	// MaxFrame bounds one frame in bytes (request, response or notification).
	MaxFrame int
	// MaxDeadline is how far ahead a request's deadline may be; later deadlines are refused.
	MaxDeadline time.Duration
	// MaxSkew is how far in the future a request's issuedAt may be (clock differences).
	MaxSkew time.Duration
	// Freshness is how old a request's issuedAt may be when it arrives; older ones are refused
	// (ErrStale). It also bounds how long the replay cache remembers a request.
	Freshness time.Duration
	// IdleTimeout closes a stream that carried no request for this long (server side).
	IdleTimeout time.Duration
	// ReadTimeout bounds reading one frame's body once its length prefix has arrived (server
	// side), so a stalled sender cannot hold a reserved frame buffer for long.
	ReadTimeout time.Duration
	// DefaultTimeout is the client's deadline for a call whose context has none.
	DefaultTimeout time.Duration
	// MaxIdleStreams is how many open streams the client keeps per peer for reuse.
	MaxIdleStreams int
	// ReplayCacheSize bounds the server's memory of served requests (entries of about 100
	// bytes); when it is full of live entries new requests are refused as busy.
	ReplayCacheSize int
	// FairShare divides the server's capacity among remote callers.
	FairShare FairShare
	// SignEach makes the client sign every request (the caller's DID signature, verifiable by
	// anyone) instead of binding its DID to each connection once and sending the requests
	// unsigned. A call whose context says WithProof is signed either way.
	SignEach bool
	// BindingTTL is how long a connection binding lasts. Client side: the life of the bindings
	// it signs (it binds again when a tenth of it is left). Server side: the longest life it
	// accepts from a binding's issuedAt.
	BindingTTL time.Duration
}

// DefaultConfig returns working defaults for chainID.
func DefaultConfig(chainID uint64) Config {
	return Config{
		ChainID:         chainID,
		MaxFrame:        DefaultMaxFrame,
		MaxDeadline:     10 * time.Minute,
		MaxSkew:         30 * time.Second,
		Freshness:       5 * time.Minute,
		IdleTimeout:     2 * time.Minute,
		ReadTimeout:     10 * time.Second,
		DefaultTimeout:  60 * time.Second,
		MaxIdleStreams:  16,
		ReplayCacheSize: 1 << 18,
		FairShare:       DefaultFairShare(),
		BindingTTL:      time.Hour,
	}
}

// Validate checks the config.
func (c Config) Validate() error {
	switch {
	case c.ChainID == 0:
		return fmt.Errorf("%w: chain id is 0", ErrBadConfig)
	case c.MaxFrame < 1024:
		return fmt.Errorf("%w: max frame %d < 1024", ErrBadConfig, c.MaxFrame)
	case c.MaxDeadline <= 0 || c.MaxSkew < 0 || c.Freshness <= 0 || c.IdleTimeout <= 0 || c.ReadTimeout <= 0 || c.DefaultTimeout <= 0:
		return fmt.Errorf("%w: durations must be positive", ErrBadConfig)
	case c.MaxIdleStreams < 0 || c.ReplayCacheSize < 1:
		return fmt.Errorf("%w: bad pool or cache size", ErrBadConfig)
	case c.BindingTTL < time.Minute:
		return fmt.Errorf("%w: binding TTL %s < 1m", ErrBadConfig, c.BindingTTL)
	}
	return c.FairShare.validate()
}

// Options are the dependencies of Server and Client.
type Options struct {
	// Logger; nil means slog.Default().
	Logger *slog.Logger
	// Clock; nil means runtime.SystemClock.
	Clock runtime.Clock
	// Payee charges for the calls of paid agents (server side); nil serves every call free.
	Payee Payee
}

func (o Options) withDefaults() Options {
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Clock == nil {
		o.Clock = runtime.SystemClock
	}
	return o
}
