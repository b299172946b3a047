package chat

import (
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// Sentinel errors. Callers test them with errors.Is.
var (
	ErrBadConfig    = errors.New("chat: bad config")
	ErrBadEnvelope  = errors.New("chat: bad envelope")
	ErrTooLarge     = errors.New("chat: envelope too large")
	ErrBadSignature = errors.New("chat: bad signature")
	// ErrNotDelegate (with ErrBadSignature) is a valid signature by a key that this node does
	// not know may sign for the sender: the delegates come from its chain index.
	ErrNotDelegate = errors.New("chat: signer not a delegate of the sender")
	ErrWrongChain  = errors.New("chat: wrong chain")
	ErrStale       = errors.New("chat: timestamp outside the freshness window")
	ErrReplay      = errors.New("chat: replayed envelope")
	ErrNotMember   = errors.New("chat: sender not allowed in room")
	ErrBadRoom     = errors.New("chat: bad room name")
	ErrNotJoined   = errors.New("chat: room not joined")
	ErrNoKey       = errors.New("chat: no signing key")
	ErrClosed      = errors.New("chat: service closed")
	ErrBadRequest  = errors.New("chat: bad request")
	ErrOracle      = errors.New("chat: membership or delegate lookup failed")
	ErrOverQuota   = errors.New("chat: sender over its quota in this room")
)

// Clock tells the time. Tests drive it; the node passes the system clock.
type Clock interface{ Now() time.Time }

// SystemClock is the wall clock.
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() time.Time { return time.Now() }

// Config configures a Service.
type Config struct {
	// ChainID is the chain every sender DID and signature must be bound to.
	ChainID uint64
	// Key signs what this node posts itself (Service.Post). Nil makes the node read-only;
	// hosted agents sign with their own keys (Member.Key).
	Key *identity.Key
	// MaxEnvelopeSize bounds the encoded size of one envelope, in bytes.
	MaxEnvelopeSize int
	// FreshnessWindow is how old a gossiped envelope's ts may be when it arrives.
	FreshnessWindow time.Duration
	// MaxClockSkew is how far in the future an envelope's ts may be.
	MaxClockSkew time.Duration
	// SeenCacheSize bounds the in-memory set of recent envelope ids used against replays
	// (the store is consulted as well).
	SeenCacheSize int
	// SubscriberBuffer is the channel buffer of each Subscribe channel. A subscriber that
	// falls this far behind misses live messages (they stay in History).
	SubscriberBuffer int
	// SyncTimeout bounds one catch-up exchange with one peer.
	SyncTimeout time.Duration
	// SyncMaxMessages bounds how many envelopes one catch-up response may carry.
	SyncMaxMessages int
	// SyncMaxBytes bounds the envelopes of one catch-up answer, in bytes, both the answers this
	// node sends and those it reads: a larger history comes in pages.
	SyncMaxBytes int
	// SyncPeerRate and SyncPeerBurst bound the bytes of catch-up answers this node sends one
	// peer: a token bucket refilled at SyncPeerRate bytes a second up to SyncPeerBurst. A peer
	// over it is answered "busy" with when to ask again, so many small requests cannot draw
	// much larger answers; an honest catch-up of a large room pages along at the rate.
	SyncPeerRate, SyncPeerBurst int
	// SyncTotalRate and SyncTotalBurst bound the same for all peers together (many peer ids).
	SyncTotalRate, SyncTotalBurst int
	// SyncInterval is how often a joined room reconciles its history with one random peer in
	// it (Reconcile), to repair messages lost while the node was overloaded or partitioned
	// (peers joining, or coming back, trigger a catch-up and a reconciliation as well). Each
	// round is jittered by a tenth either way.
	SyncInterval time.Duration
	// SyncDigestWindow is how far back each periodic round (and each peer that joins) compares
	// this node's history with a peer's, by digest, and fetches what differs, whatever the
	// catch-up cursor says. A day: a partition of up to a day heals through any peer, not only
	// the one the message came from; older history reaches this node through catch-up from
	// the peers it came from. At most RetentionAge.
	SyncDigestWindow time.Duration
	// SyncMaxServing bounds how many catch-up requests this node answers at once; more are
	// refused (the asker tries another peer or later).
	SyncMaxServing int
	// SyncOverlap is subtracted from the newest stored ts when asking peers for history, to
	// cover messages that arrived out of order.
	SyncOverlap time.Duration
	// ResponderTimeout bounds one call of a hosted agent's Responder.
	ResponderTimeout time.Duration
	// ResponderConcurrency bounds concurrent Responder calls across all members.
	ResponderConcurrency int
	// ResponderPerMinute bounds how often one member's Responder is called per minute, so two
	// agents that address each other cannot loop without end.
	ResponderPerMinute int
	// RetentionAge is how long a room's history is kept. Older envelopes are pruned, and
	// refused on catch-up: no peer can make this node store what it would delete.
	RetentionAge time.Duration
	// RetentionMessages bounds how many envelopes one room keeps (the oldest go first).
	RetentionMessages int
	// RetentionBytes bounds the total wire size of the envelopes one room keeps.
	RetentionBytes int64
	// PruneInterval is how often the pruner enforces the retention bounds. Between two runs a
	// room can exceed them by what the quotas let in.
	PruneInterval time.Duration
	// QuotaWindow is the span of envelope time (ts) the quotas count over: a sender may have
	// at most its quota of envelopes with ts in each QuotaWindow-aligned interval.
	QuotaWindow time.Duration
	// MemberQuota is what one member (see Membership) may post per room and QuotaWindow.
	MemberQuota Quota
	// StrangerQuota is what one sender that is not a member may post per room and
	// QuotaWindow. Zero Messages makes every room members-only.
	StrangerQuota Quota
	// StrangersQuota is what all non-members together may post per room and QuotaWindow, so
	// that many fresh keys do not add up to a flood.
	StrangersQuota Quota
	// QuotaEntries bounds the quota tracker's memory: the (room, sender, window) entries kept
	// for members, and as many for strangers. When strangers' entries are all taken, new
	// strangers are turned away until old windows expire; members are not affected.
	QuotaEntries int
	// Membership, if set, tells members (e.g. registered, staked agents) from strangers.
	// Nil makes every sender a stranger.
	Membership MembershipOracle
	// Authorizer, if set, accepts signatures by delegates of the sender DID (the did:ethr
	// registry's owner and delegates). Nil accepts only the DID's own address.
	Authorizer Authorizer
	// Logger receives operational logs. Nil discards them.
	Logger *slog.Logger
	// Clock tells the time. Nil uses SystemClock.
	Clock Clock
}

// DefaultConfig returns a Config with sensible limits for chainID; Key, oracles and logger unset.
func DefaultConfig(chainID uint64) Config {
	return Config{
		ChainID:          chainID,
		MaxEnvelopeSize:  64 << 10,
		FreshnessWindow:  5 * time.Minute,
		MaxClockSkew:     30 * time.Second,
		SeenCacheSize:    100_000,
		SubscriberBuffer: 1024,
		SyncTimeout:      10 * time.Second,
		SyncMaxMessages:  1000,
		// An answer at most 256 KiB (four of the largest envelopes, a thousand short lines);
		// per peer 64 KiB/s after a burst of two answers: a week of a busy room (32 MiB) pages
		// in from one peer in about 8 minutes, and from several peers faster; 512 KiB/s in all
		// (burst 1 MiB) bounds what answers cost the node whatever the number of peers asking.
		// 2,000 requests of 41 bytes, the attack of issue 18, draw at most the 1 MiB burst and
		// the rate for the time they take (8 MiB answers and no budget drew 1,922 times them).
		SyncMaxBytes:         256 << 10,
		SyncPeerRate:         64 << 10,
		SyncPeerBurst:        512 << 10,
		SyncTotalRate:        512 << 10,
		SyncTotalBurst:       1 << 20,
		SyncInterval:         2 * time.Minute,
		SyncDigestWindow:     24 * time.Hour,
		SyncMaxServing:       8,
		SyncOverlap:          time.Minute,
		ResponderTimeout:     30 * time.Second,
		ResponderConcurrency: 4,
		ResponderPerMinute:   30,
		// A week of a busy team room; 32 MiB × rooms joined is the disk chat may take.
		RetentionAge:      7 * 24 * time.Hour,
		RetentionMessages: 20_000,
		RetentionBytes:    32 << 20,
		PruneInterval:     time.Minute,
		// People and agents in conversation stay well below a message a second (a hosted
		// agent answers at most ResponderPerMinute, 30); a stranger gets a sixth of that.
		QuotaWindow:    time.Minute,
		MemberQuota:    Quota{Messages: 60, Bytes: 256 << 10},
		StrangerQuota:  Quota{Messages: 10, Bytes: 32 << 10},
		StrangersQuota: Quota{Messages: 60, Bytes: 256 << 10},
		// About 100 bytes an entry: at most ~10 MiB each for members and strangers.
		QuotaEntries: 100_000,
	}
}

// Quota is how much one sender (or all strangers together) may post in a room per
// Config.QuotaWindow.
type Quota struct {
	// Messages is the number of envelopes.
	Messages int
	// Bytes is their total wire size.
	Bytes int
}

// Validate reports the first problem with c, wrapping ErrBadConfig.
func (c Config) Validate() error {
	bad := func(f string, a ...any) error { return fmt.Errorf("%w: "+f, append([]any{ErrBadConfig}, a...)...) }
	switch {
	case c.ChainID == 0:
		return bad("chain id is zero")
	case c.MaxEnvelopeSize < 1024 || c.MaxEnvelopeSize > 1<<20:
		return bad("max envelope size %d outside [1 KiB, 1 MiB]", c.MaxEnvelopeSize)
	case c.FreshnessWindow <= 0:
		return bad("freshness window %v must be positive", c.FreshnessWindow)
	case c.MaxClockSkew < 0:
		return bad("max clock skew %v is negative", c.MaxClockSkew)
	case c.SeenCacheSize <= 0:
		return bad("seen cache size %d must be positive", c.SeenCacheSize)
	case c.SubscriberBuffer <= 0:
		return bad("subscriber buffer %d must be positive", c.SubscriberBuffer)
	case c.SyncTimeout <= 0:
		return bad("sync timeout %v must be positive", c.SyncTimeout)
	case c.SyncMaxMessages <= 0:
		return bad("sync max messages %d must be positive", c.SyncMaxMessages)
	case c.SyncMaxBytes < c.MaxEnvelopeSize:
		return bad("sync max bytes %d below max envelope size %d", c.SyncMaxBytes, c.MaxEnvelopeSize)
	case c.SyncPeerRate <= 0 || c.SyncPeerBurst < c.SyncMaxBytes:
		return bad("sync peer budget %d B/s, burst %d: want a positive rate and a burst of at least sync max bytes %d", c.SyncPeerRate, c.SyncPeerBurst, c.SyncMaxBytes)
	case c.SyncTotalRate < c.SyncPeerRate || c.SyncTotalBurst < c.SyncPeerBurst:
		return bad("sync total budget %d B/s, burst %d below one peer's %d, %d", c.SyncTotalRate, c.SyncTotalBurst, c.SyncPeerRate, c.SyncPeerBurst)
	case c.SyncInterval <= 0:
		return bad("sync interval %v must be positive", c.SyncInterval)
	case c.SyncDigestWindow <= 0 || c.SyncDigestWindow > c.RetentionAge:
		return bad("sync digest window %v outside (0, retention age %v]", c.SyncDigestWindow, c.RetentionAge)
	case c.SyncMaxServing <= 0:
		return bad("sync max serving %d must be positive", c.SyncMaxServing)
	case c.SyncOverlap < 0:
		return bad("sync overlap %v is negative", c.SyncOverlap)
	case c.ResponderTimeout <= 0:
		return bad("responder timeout %v must be positive", c.ResponderTimeout)
	case c.ResponderConcurrency <= 0:
		return bad("responder concurrency %d must be positive", c.ResponderConcurrency)
	case c.ResponderPerMinute <= 0:
		return bad("responder per minute %d must be positive", c.ResponderPerMinute)
	case c.RetentionAge < c.FreshnessWindow:
		return bad("retention age %v below the freshness window %v", c.RetentionAge, c.FreshnessWindow)
	case c.RetentionMessages <= 0:
		return bad("retention messages %d must be positive", c.RetentionMessages)
	case c.RetentionBytes < int64(c.MaxEnvelopeSize):
		return bad("retention bytes %d below max envelope size %d", c.RetentionBytes, c.MaxEnvelopeSize)
	case c.PruneInterval <= 0:
		return bad("prune interval %v must be positive", c.PruneInterval)
	case c.QuotaWindow < time.Second:
		return bad("quota window %v below one second", c.QuotaWindow)
	case c.MemberQuota.Messages <= 0 || c.MemberQuota.Bytes < c.MaxEnvelopeSize:
		return bad("member quota %+v: want messages > 0 and bytes >= max envelope size %d", c.MemberQuota, c.MaxEnvelopeSize)
	case c.StrangerQuota.Messages < 0 || c.StrangerQuota.Messages > 0 && c.StrangerQuota.Bytes < 1024:
		return bad("stranger quota %+v: want messages >= 0 and, when positive, bytes >= 1 KiB", c.StrangerQuota)
	case c.StrangerQuota.Messages > 0 && (c.StrangersQuota.Messages < c.StrangerQuota.Messages || c.StrangersQuota.Bytes < c.StrangerQuota.Bytes):
		return bad("strangers quota %+v below one stranger's %+v", c.StrangersQuota, c.StrangerQuota)
	case c.QuotaEntries <= 0:
		return bad("quota entries %d must be positive", c.QuotaEntries)
	}
	return nil
}

func (c *Config) fill() {
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	if c.Clock == nil {
		c.Clock = SystemClock{}
	}
}
