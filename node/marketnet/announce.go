package marketnet

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"golang.org/x/time/rate"

	"github.com/agentsite/agentsite/escrow"
)

// BountyInfo is what the chain index says of a bounty.
type BountyInfo struct {
	Requester common.Address
	Status    escrow.Status
	Deadline  time.Time // the post's deadline, from the chain
}

// Lookup reads a bounty from the chain index (no chain call): found is false when the index
// has not seen the bounty.
type Lookup func(id uint64) (b BountyInfo, found bool, err error)

// hint is an announcement for a bounty the index did not know yet: where its spec is served,
// and who signed it (checked against the requester once the bounty is indexed).
type hint struct {
	peer      string
	requester common.Address
	skill     string
}

// Announcements validates the bounty topic and queues what the chain backs for the market.
// An announcement is a hint: the bounty, its requester and its deadline come from the chain
// index, never from the announcement; one the index does not know is remembered as a hint
// (bounded) and never retried, so made-up ids cost nothing after the signature check.
type Announcements struct {
	cfg     Config
	chainID uint64
	escrow  common.Address
	self    peer.ID // this node: its own announcements are only decoded
	lookup  Lookup
	offers  *Offers
	limits  *forwarderLimits
	hints   *lru.Cache[uint64, hint]
	skills  *lru.Cache[uint64, string] // the skill the requester announced, by bounty id
	unknown func(id uint64)            // told of a hint's bounty (OnUnknown), at most kicks allow
	kicks   *rate.Limiter
	c       announceCounters
}

// knownSkills bounds the bounty skills remembered from announcements (a bounty id and a skill
// of at most maxSkillLen bytes each): enough for the bounty board's recent pages; an older
// bounty's skill is simply not known.
const (
	knownSkills = 4096
	maxSkillLen = 64
)

// NewAnnouncements validates announcements for escrowAddr on chainID and queues their
// bounties on offers; self is this node's peer id (its own publishes are not checked against
// the chain index, which may not have seen the bounty yet).
func NewAnnouncements(cfg Config, chainID uint64, escrowAddr common.Address, self peer.ID, lookup Lookup, offers *Offers) (*Announcements, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if lookup == nil || offers == nil {
		return nil, errors.New("marketnet: announcements need a lookup and an offer queue")
	}
	limits, err := newForwarderLimits(cfg.Peers, cfg.AnnounceRate, cfg.AnnounceBurst)
	if err != nil {
		return nil, err
	}
	hints, err := lru.New[uint64, hint](cfg.Hints)
	if err != nil {
		return nil, fmt.Errorf("marketnet: %w", err)
	}
	skills, err := lru.New[uint64, string](knownSkills)
	if err != nil {
		return nil, fmt.Errorf("marketnet: %w", err)
	}
	return &Announcements{cfg: cfg, chainID: chainID, escrow: escrowAddr, self: self, lookup: lookup, offers: offers, limits: limits, hints: hints, skills: skills,
		kicks: rate.NewLimiter(rate.Limit(cfg.AnnounceRate), cfg.AnnounceBurst)}, nil
}

// OnUnknown sets f to be told of the bounty of an announcement the chain index does not know
// yet (kept as a hint), at most AnnounceRate a second (burst AnnounceBurst) from all peers
// together; call it before the validator is registered. The requester announces once its post
// is mined, so its announcement usually reaches a worker before the worker's index polls: f
// lets the node poll at once (a poll covers every bounty posted meanwhile) instead of a poll
// interval later. A made-up id costs one poll. f must not block.
func (a *Announcements) OnUnknown(f func(id uint64)) { a.unknown = f }

// Stats returns the counts so far.
func (a *Announcements) Stats() AnnounceStats { return a.c.snapshot() }

// Validate is the topic's validator. Cheap refusals first: the forwarding peer's rate, the
// size, signature, chain, escrow and freshness; then the chain index: the bounty must exist
// there, be open and have the signer as its requester. Only what is invalid on every node is
// rejected (see verdict): staleness, another chain or escrow and whatever the index says are
// ignored. A bounty the index does not know yet is kept as a hint; the node offers it when the
// index sees it posted. This node's own publish (its own bounty; pubsub's Message.Local means a local-only
// publication, not "ours") is only decoded.
func (a *Announcements) Validate(_ context.Context, _ peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
	// This node's own publish goes out at once, before its index has the bounty: workers
	// claim sooner, and a worker killed between its claim and learning its outcome resumes
	// from the claiming record it wrote before sending (escrow.Market.claim).
	own := msg.ReceivedFrom == a.self
	if !own && !a.limits.allow(msg.ReceivedFrom) {
		a.c.rateLimited.Add(1)
		return pubsub.ValidationIgnore
	}
	ann, err := escrow.DecodeAnnouncement(msg.Data, a.chainID, a.cfg.now(), AnnouncementMaxAge)
	if err != nil {
		a.c.bad.Add(1)
		return verdict(msg.Data, escrow.MaxAnnouncementSize, func(at time.Time, chainID uint64) error {
			_, err := escrow.DecodeAnnouncement(msg.Data, chainID, at, AnnouncementMaxAge)
			return err
		})
	}
	if ann.Escrow != a.escrow { // another deployment's: valid for its nodes
		a.c.bad.Add(1)
		return pubsub.ValidationIgnore
	}
	if own {
		a.learnSkill(ann)
		return pubsub.ValidationAccept
	}
	b, found, err := a.lookup(ann.BountyID)
	switch {
	case err != nil:
		return pubsub.ValidationIgnore
	case !found:
		a.c.unknown.Add(1)
		fresh := !a.hints.Contains(ann.BountyID)
		a.hints.Add(ann.BountyID, hint{peer: ann.Peer, requester: ann.Requester, skill: ann.Skill})
		if fresh && a.unknown != nil && a.kicks.Allow() {
			a.unknown(ann.BountyID)
		}
		return pubsub.ValidationIgnore
	case b.Requester != ann.Requester: // as this node's index reads the chain (a reorg may differ)
		a.c.wrongRequester.Add(1)
		return pubsub.ValidationIgnore
	case b.Status != escrow.StatusOpen:
		a.c.closed.Add(1)
		return pubsub.ValidationIgnore
	}
	a.c.accepted.Add(1)
	a.learnSkill(ann)
	msg.ValidatorData = Offer{ID: ann.BountyID, Peer: ann.Peer, Deadline: b.Deadline}
	return pubsub.ValidationAccept
}

// learnSkill remembers the skill of an announcement signed by its bounty's requester.
func (a *Announcements) learnSkill(ann escrow.Announcement) {
	if len(ann.Skill) <= maxSkillLen {
		a.skills.Add(ann.BountyID, ann.Skill)
	}
}

// Skill is the skill the requester of bounty id (requester, as the chain says) announced, if
// this node saw the announcement (the chain holds only the spec's hash); an announcement that
// came before the index knew the bounty counts once its signer is the bounty's requester.
func (a *Announcements) Skill(id uint64, requester common.Address) (string, bool) {
	if s, ok := a.skills.Get(id); ok {
		return s, true
	}
	if h, ok := a.hints.Peek(id); ok && h.requester == requester && h.skill != "" && len(h.skill) <= maxSkillLen {
		return h.skill, true
	}
	return "", false
}

// Hint is the peer an announcement named for bounty id, if it was signed by requester (the
// bounty's requester on chain); "" otherwise.
func (a *Announcements) Hint(id uint64, requester common.Address) string {
	h, ok := a.hints.Get(id)
	if !ok {
		return ""
	}
	a.hints.Remove(id)
	if h.requester != requester {
		a.c.wrongRequester.Add(1)
		return ""
	}
	return h.peer
}

// Watch queues the bounty of every accepted announcement until ctx ends.
func (a *Announcements) Watch(ctx context.Context, sub *pubsub.Subscription) {
	for {
		msg, err := sub.Next(ctx)
		if err != nil {
			return
		}
		if o, ok := msg.ValidatorData.(Offer); ok {
			a.offers.Add(o)
		}
	}
}
