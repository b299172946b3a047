package discovery

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/index"
)

// Announcement types.
const (
	TypeAnnounce  = "announce"  // a new or changed card
	TypeHeartbeat = "heartbeat" // the same card re-signed: the agent is still hosted
)

// MaxAnnouncementSize is the largest gossip message accepted on the announce topic.
const MaxAnnouncementSize = registry.MaxCardSize + 256

// Announcement errors, returned by ValidateAnnouncement.
var (
	ErrAnnouncementTooLarge = errors.New("discovery: announcement too large")
	ErrAnnouncementBad      = errors.New("discovery: malformed announcement")
	ErrStale                = errors.New("discovery: announcement not fresh")
	ErrReplay               = errors.New("discovery: replayed announcement")
	ErrStakeTooLow          = errors.New("discovery: agent below minimum stake")
	ErrSeenCacheFull        = errors.New("discovery: replay cache full")
	ErrStakeOracle          = errors.New("discovery: stake oracle failed")
)

// Announcement is the gossip message: a card and why it is sent.
type Announcement struct {
	Type string          `json:"type"`
	Card json.RawMessage `json:"card"`
}

// EncodeAnnouncement builds the gossip message for c.
func EncodeAnnouncement(typ string, c *registry.Card) ([]byte, error) {
	wire, err := registry.EncodeCard(c)
	if err != nil {
		return nil, err
	}
	return json.Marshal(Announcement{Type: typ, Card: wire})
}

// ValidateAnnouncement runs every check of the announce topic on a message and returns its card.
// On success the card's digest enters the replay cache. The pubsub validator maps the errors
// to verdicts: replays, stale messages, a full cache and stake-oracle failures are ignored
// (dropped without penalising the forwarding peer, which may be honest); everything else is
// rejected.
func (d *Discovery) ValidateAnnouncement(data []byte) (*registry.Card, error) {
	if len(data) > MaxAnnouncementSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrAnnouncementTooLarge, len(data), MaxAnnouncementSize)
	}
	var a Announcement
	if err := json.Unmarshal(data, &a); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrAnnouncementBad, err)
	}
	if a.Type != TypeAnnounce && a.Type != TypeHeartbeat {
		return nil, fmt.Errorf("%w: type %q", ErrAnnouncementBad, a.Type)
	}
	c, err := registry.DecodeCard(a.Card)
	if err != nil {
		return nil, err
	}
	st, err := d.verifier.Verify(c)
	if err != nil {
		return nil, err
	}
	now := d.now()
	age := now.Sub(time.UnixMilli(c.IssuedAt))
	if age > d.cfg.Freshness || age < -d.cfg.Freshness {
		return nil, fmt.Errorf("%w: issued %v ago, window ±%v", ErrStale, age.Round(time.Second), d.cfg.Freshness)
	}
	ok, err := d.stake.MinStakeOK(c.Address())
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrStakeOracle, err)
	}
	if !ok {
		d.lookups.soon(c.Tags(), now) // the stake may be on chain but not indexed yet
		return nil, fmt.Errorf("%w: %s", ErrStakeTooLow, c.Address().Hex())
	}
	until := c.IssuedAt + (d.cfg.Freshness + time.Minute).Milliseconds()
	fresh, full := d.seen.add(st.Digest(c.DID.ChainID), until, now.UnixMilli())
	switch {
	case full:
		return nil, ErrSeenCacheFull
	case !fresh:
		return nil, fmt.Errorf("%w: card of %s issued at %d", ErrReplay, c.Address().Hex(), c.IssuedAt)
	}
	return c, nil
}

func (d *Discovery) topicValidator(_ context.Context, from peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
	c, err := d.ValidateAnnouncement(msg.Data)
	if err != nil {
		d.log.Debug("announcement dropped", "from", from, "err", err)
		// Ignored, not rejected (no penalty for the forwarding peer): replays, stale cards, a full
		// cache, an oracle failure, and a stake the oracle does not see, since its chain index
		// may lag the chain: a card announced right after its agent's registration reached peers
		// whose index did not have it yet, the invalid-message penalty made the honest sender's
		// score negative, it was pruned from every mesh with a backoff, and once restarted it
		// re-grafted during the backoff and was graylisted (its chat messages dropped for minutes).
		if errors.Is(err, ErrReplay) || errors.Is(err, ErrStale) || errors.Is(err, ErrSeenCacheFull) || errors.Is(err, ErrStakeOracle) ||
			errors.Is(err, ErrStakeTooLow) {
			return pubsub.ValidationIgnore
		}
		return pubsub.ValidationReject
	}
	msg.ValidatorData = c
	return pubsub.ValidationAccept
}

// readGossip indexes every accepted announcement from other peers.
func (d *Discovery) readGossip(ctx context.Context, sub *pubsub.Subscription) {
	defer d.wg.Done()
	self := d.host.ID()
	for {
		msg, err := sub.Next(ctx)
		if err != nil {
			return
		}
		if msg.ReceivedFrom == self {
			continue
		}
		c, ok := msg.ValidatorData.(*registry.Card)
		if !ok {
			continue
		}
		d.store(c, index.SourceGossip)
	}
}
