package marketnet

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"golang.org/x/time/rate"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

// Rivals lists the accounts that could intend to claim open bounty b (as the worker read it
// from the chain) for skill (its spec's), at most limit of them: the owners of the agents
// offering the skill, the requester excluded. complete is false when the node cannot tell
// (more than limit agents); then this node's worker waits the window like every other.
type Rivals func(b escrow.Bounty, skill string, limit int) (accounts []common.Address, complete bool, err error)

// AgentOwner reads an agent's owner from the chain index (no chain call): found is false when
// the index does not know the agent.
type AgentOwner func(id uint64) (owner common.Address, found bool, err error)

// IntentDeps are the parts Intents works through.
type IntentDeps struct {
	ChainID uint64
	Escrow  common.Address
	// Key is the node account: it signs this node's intents and sends its claims.
	Key *identity.Key
	// Topic is the joined IntentTopic; Self is this node's peer id (its own publishes arrive
	// from it: pubsub's Message.Local means a local-only publication, not "ours").
	Topic  *pubsub.Topic
	Self   peer.ID
	Bounty Lookup
	Owner  AgentOwner
	// Rivals, if set, lets a worker whose draw is first among a bounty's rivals claim without
	// waiting the window; nil: every worker waits it.
	Rivals Rivals
	// Heard, if set, is told of a bounty when the first word for it from another node (an
	// intent, or a withdrawal that overtook its intent) is accepted (at most IntentHintRate a
	// second): workers learn of a bounty from their chain index polls at different times (a
	// poll apart), and an intent reaches them in one gossip hop, so the worker drawn first can
	// intend within the window. It must not block.
	Heard func(bountyID uint64)
	// Pending, if set, says whether the bounty's claim is in the chain's pending state (a claim
	// transaction in the pool, or mined): a worker ranked after others stops waiting for them
	// when no claim shows IntentClaimWait after the decision. nil: it waits IntentFallback for
	// each worker before it.
	Pending func(ctx context.Context, bountyID uint64) (claimed bool, err error)
	// Now is the clock (nil: time.Now); tests drive it.
	Now func() time.Time
}

// Intents coordinates claims of open bounties (escrow.Coordinator) over IntentTopic: a worker
// signs an intent when a bounty fits it, every worker orders the intents it saw the same way
// (escrow.Before), the first claims and each one after it claims only when those before it have
// not claimed within IntentFallback each. A worker drawn first among all the bounty's rivals
// (escrow.DrawnFirst) goes at once: no intent can rank before its own. It is also the topic's
// validator.
type Intents struct {
	cfg    Config
	d      IntentDeps
	limits *forwarderLimits
	hints  *rate.Limiter // Heard calls
	c      intentCounters

	mu     sync.Mutex
	boards *lru.Cache[uint64, *board]
	// noShows are the workers whose intent ranked before this node's and no claim followed,
	// with when that was: their intents are not waited for for IntentNoShowFor.
	noShows *lru.Cache[common.Address, time.Time]
}

// board is what this node saw of one bounty's intents: the latest per worker, ranked at its
// effective time (escrow.Intent.IssuedAt set by effective: never earlier than IntentSkew before
// this node first saw it). first is the earliest effective time of any intent (not a
// withdrawal) it recorded: withdrawals do not move the window.
type board struct {
	by      map[common.Address]escrow.Intent
	first   uint64
	firstBy common.Address
	// words are, per worker, the issue time its latest word was signed with (replays are judged
	// by it, not by the effective time) and whether it was back-dated (dated more than
	// IntentSkew before this node saw it: honest workers never do that).
	words map[common.Address]word
}

// word is what board keeps of a worker's latest word besides the intent as ranked.
type word struct {
	issued    uint64
	backDated bool
}

var _ escrow.Coordinator = (*Intents)(nil)

// NewIntents validates intents for d.Escrow on d.ChainID and coordinates this node's claims.
func NewIntents(cfg Config, d IntentDeps) (*Intents, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if d.Key == nil || d.Topic == nil || d.Bounty == nil || d.Owner == nil {
		return nil, errors.New("marketnet: intents need a key, a topic, a bounty lookup and an agent lookup")
	}
	limits, err := newForwarderLimits(cfg.Peers, cfg.IntentRate, cfg.IntentBurst)
	if err != nil {
		return nil, err
	}
	boards, err := lru.New[uint64, *board](cfg.IntentBounties)
	if err != nil {
		return nil, fmt.Errorf("marketnet: %w", err)
	}
	noShows, err := lru.New[common.Address, time.Time](cfg.IntentNoShows)
	if err != nil {
		return nil, fmt.Errorf("marketnet: %w", err)
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	return &Intents{cfg: cfg, d: d, limits: limits, boards: boards, noShows: noShows,
		hints: rate.NewLimiter(rate.Limit(cfg.IntentHintRate), cfg.IntentHintBurst)}, nil
}

// Stats returns the counts so far.
func (x *Intents) Stats() IntentStats { return x.c.snapshot() }

// Validate is the topic's validator. Cheap refusals first: the forwarding peer's rate, the
// size, signature, chain, escrow and freshness (rejected only when invalid on every node: a
// stale intent, or one for another chain or escrow, is ignored, see verdict); then the chain
// index: an intent whose signer the index does not show owning the agent, or for a bounty it
// shows closed, is ignored. An intent for a bounty the index has
// not seen yet is kept (a worker reads the chain, which may be ahead of this node's index); the
// per-bounty and per-peer bounds cap what that costs. A replay (not newer than what the board
// holds for that worker) is ignored. This node's own publish was recorded by Intend.
func (x *Intents) Validate(_ context.Context, _ peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
	own := msg.ReceivedFrom == x.d.Self
	if !own && !x.limits.allow(msg.ReceivedFrom) {
		x.c.rateLimited.Add(1)
		return pubsub.ValidationIgnore
	}
	in, err := escrow.DecodeIntent(msg.Data, x.d.ChainID, x.cfg.now(), IntentMaxAge)
	if err != nil {
		x.c.bad.Add(1)
		return verdict(msg.Data, escrow.MaxIntentSize, func(at time.Time, chainID uint64) error {
			_, err := escrow.DecodeIntent(msg.Data, chainID, at, IntentMaxAge)
			return err
		})
	}
	if in.Escrow != x.d.Escrow { // another deployment's: valid for its nodes
		x.c.bad.Add(1)
		return pubsub.ValidationIgnore
	}
	if own {
		return pubsub.ValidationAccept
	}
	// What the index says is this node's view, which may lag the chain (an agent registered or
	// transferred a block ago): an intent it cannot confirm is ignored, not rejected, so an
	// honest forwarder is never scored down for it; the forwarder's rate bounds what that costs.
	owner, found, err := x.d.Owner(in.AgentID)
	switch {
	case err != nil:
		return pubsub.ValidationIgnore
	case !found || owner != in.Worker:
		x.c.notOwner.Add(1)
		return pubsub.ValidationIgnore
	}
	if b, found, err := x.d.Bounty(in.BountyID); err != nil {
		return pubsub.ValidationIgnore
	} else if found && b.Status != escrow.StatusOpen {
		x.c.closed.Add(1)
		return pubsub.ValidationIgnore
	}
	ok, fresh := x.record(x.effective(in, x.d.Now()))
	if !ok {
		x.c.stale.Add(1)
		return pubsub.ValidationIgnore
	}
	x.c.accepted.Add(1)
	// pubsub validates one peer's messages concurrently: a withdrawal may come before the
	// intent it withdraws. Either shows a worker read the bounty open, so either is news; the
	// late intent is then older than the withdrawal the board holds and ignored as a replay.
	if fresh && x.d.Heard != nil && x.hints.Allow() {
		x.d.Heard(in.BountyID)
	}
	return pubsub.ValidationAccept
}

// effective is in as this node ranks it, seen at now: an intent dated more than IntentSkew
// before now (back-dated to rank before the others) is dated IntentSkew before now.
func (x *Intents) effective(in escrow.Intent, now time.Time) seenIntent {
	si := seenIntent{Intent: in, word: word{issued: in.IssuedAt}}
	if floor := now.Add(-x.cfg.IntentSkew); in.Issued().Before(floor) {
		si.IssuedAt, si.backDated = uint64(floor.UnixMilli()), true
		x.c.backDated.Add(1)
	}
	return si
}

// seenIntent is an intent as this node ranks it (effective), with its own issue time and
// whether it was back-dated.
type seenIntent struct {
	escrow.Intent
	word
}

// record keeps in as its worker's latest word on the bounty; ok is false when the board
// already holds a word at least as new from that worker, or is full; fresh, when in is the
// first word on the bounty this node has.
func (x *Intents) record(si seenIntent) (ok, fresh bool) {
	in := si.Intent
	x.mu.Lock()
	defer x.mu.Unlock()
	b, known := x.boards.Get(in.BountyID)
	if !known {
		b = &board{by: map[common.Address]escrow.Intent{}, words: map[common.Address]word{}}
		x.boards.Add(in.BountyID, b)
	}
	old, seen := b.words[in.Worker]
	if seen && old.issued >= si.issued {
		return false, false
	}
	if !seen && len(b.by) >= MaxIntentsPerBounty {
		return false, false
	}
	b.by[in.Worker], b.words[in.Worker] = in, si.word
	if !in.Withdraw && (b.first == 0 || in.IssuedAt < b.first) {
		b.first, b.firstBy = in.IssuedAt, in.Worker
	}
	return true, !known
}

// Watch drains the subscription until ctx ends: the validator has recorded what it accepted.
func (x *Intents) Watch(ctx context.Context, sub *pubsub.Subscription) {
	for {
		if _, err := sub.Next(ctx); err != nil {
			return
		}
	}
}

// Intend signs and publishes this node's intent to claim bounty b for agentID.
func (x *Intents) Intend(ctx context.Context, b escrow.Bounty, agentID uint64) (escrow.Turn, error) {
	in := escrow.Intent{ChainID: x.d.ChainID, Escrow: x.d.Escrow, BountyID: b.ID, AgentID: agentID}
	if err := x.publish(ctx, &in, x.d.Now()); err != nil {
		return nil, err
	}
	return &turn{x: x, mine: in, bounty: b}, nil
}

func (x *Intents) publish(ctx context.Context, in *escrow.Intent, now time.Time) error {
	if err := in.Sign(x.d.Key, now); err != nil {
		return err
	}
	data, err := in.Encode()
	if err != nil {
		return fmt.Errorf("marketnet: encode intent: %w", err)
	}
	x.record(seenIntent{Intent: *in, word: word{issued: in.IssuedAt}})
	if err := x.d.Topic.Publish(ctx, data); err != nil {
		return fmt.Errorf("marketnet: publish intent: %w", err)
	}
	return nil
}

// standing is where mine stands among the live intents for its bounty: the workers whose
// intents come before it, and the anchor (the earliest live intent's effective time) from which
// the window runs. Intents of workers that were no-shows within IntentNoShowFor of now count
// for neither.
func (x *Intents) standing(mine escrow.Intent, now time.Time) (ahead []common.Address, anchor uint64) {
	x.mu.Lock()
	defer x.mu.Unlock()
	live := []escrow.Intent{mine}
	anchor = mine.IssuedAt
	if b, ok := x.boards.Peek(mine.BountyID); ok {
		for w, in := range b.by {
			if w != mine.Worker && !in.Withdraw && !x.noShow(w, now) {
				live = append(live, in)
				anchor = min(anchor, in.IssuedAt)
			}
		}
		if !x.noShow(b.firstBy, now) {
			anchor = min(anchor, b.first)
		}
	}
	for _, in := range live[1:] {
		if escrow.Before(in, mine, anchor, IntentWindow) {
			ahead = append(ahead, in.Worker)
		}
	}
	return ahead, anchor
}

// backDatedOf returns those of workers whose latest intent for bounty id was back-dated.
func (x *Intents) backDatedOf(id uint64, workers []common.Address) []common.Address {
	x.mu.Lock()
	defer x.mu.Unlock()
	b, ok := x.boards.Peek(id)
	if !ok {
		return nil
	}
	var out []common.Address
	for _, w := range workers {
		if b.words[w].backDated {
			out = append(out, w)
		}
	}
	return out
}

// noShow reports whether w's intent was last passed over within IntentNoShowFor of now.
func (x *Intents) noShow(w common.Address, now time.Time) bool {
	at, ok := x.noShows.Peek(w)
	return ok && now.Sub(at) < x.cfg.IntentNoShowFor
}
