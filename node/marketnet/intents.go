package marketnet

import (
	"context"
	"errors"
	"fmt"
	"slices"
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
	// Heard, if set, is told of a bounty when the first intent for it from another node is
	// accepted (at most IntentHintRate a second): workers learn of a bounty from their chain
	// index polls at different times (a poll apart), and an intent reaches them in one gossip
	// hop, so the worker drawn first can intend within the window. It must not block.
	Heard func(bountyID uint64)
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
}

// board is what this node saw of one bounty's intents: the latest per worker.
// first is the earliest issue time of any intent (not a withdrawal) it recorded: withdrawals do
// not move the window.
type board struct {
	by    map[common.Address]escrow.Intent
	first uint64
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
	return &Intents{cfg: cfg, d: d, limits: limits, boards: boards,
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
	ok, fresh := x.record(in)
	if !ok {
		x.c.stale.Add(1)
		return pubsub.ValidationIgnore
	}
	x.c.accepted.Add(1)
	if fresh && !in.Withdraw && x.d.Heard != nil && x.hints.Allow() {
		x.d.Heard(in.BountyID)
	}
	return pubsub.ValidationAccept
}

// record keeps in as its worker's latest word on the bounty; ok is false when the board
// already holds a word at least as new from that worker, or is full; fresh, when in is the
// first word on the bounty this node has.
func (x *Intents) record(in escrow.Intent) (ok, fresh bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	b, known := x.boards.Get(in.BountyID)
	if !known {
		b = &board{by: map[common.Address]escrow.Intent{}}
		x.boards.Add(in.BountyID, b)
	}
	old, seen := b.by[in.Worker]
	if seen && old.IssuedAt >= in.IssuedAt {
		return false, false
	}
	if !seen && len(b.by) >= MaxIntentsPerBounty {
		return false, false
	}
	b.by[in.Worker] = in
	if !in.Withdraw && (b.first == 0 || in.IssuedAt < b.first) {
		b.first = in.IssuedAt
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
	if err := x.publish(ctx, &in, time.Now()); err != nil {
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
	x.record(*in)
	if err := x.d.Topic.Publish(ctx, data); err != nil {
		return fmt.Errorf("marketnet: publish intent: %w", err)
	}
	return nil
}

// standing is where mine stands among the live intents for its bounty: how many come before
// it, and the anchor (the earliest live intent's issue time) from which the window runs.
func (x *Intents) standing(mine escrow.Intent) (ahead int, anchor uint64) {
	x.mu.Lock()
	defer x.mu.Unlock()
	live := []escrow.Intent{mine}
	anchor = mine.IssuedAt
	if b, ok := x.boards.Peek(mine.BountyID); ok {
		for w, in := range b.by {
			if w != mine.Worker && !in.Withdraw {
				live = append(live, in)
			}
		}
		anchor = min(anchor, b.first)
	}
	for _, in := range live[1:] {
		if escrow.Before(in, mine, anchor, IntentWindow) {
			ahead++
		}
	}
	return ahead, anchor
}

// turn is this node's place in one bounty's queue. Wait is called from one goroutine.
type turn struct {
	x      *Intents
	mine   escrow.Intent
	bounty escrow.Bounty
	// drawn is whether the rivals were read; first, whether this worker's draw beat them all;
	// early, whether a Wait returned at once for it.
	drawn, first, early bool
}

// Wait returns at once when this worker is drawn first among the bounty's rivals and no intent
// it has seen ranks before its own; else once the window and the slack after the bounty's
// first intent have passed and this worker is first, or each worker before it has had
// IntentFallback to claim. It returns escrow.ErrTaken as soon as the chain index shows the
// bounty claimed.
func (t *turn) Wait(ctx context.Context, skill string) error {
	if t.drawnFirst(skill) {
		if ahead, _ := t.x.standing(t.mine); ahead == 0 {
			if !t.early {
				t.early = true
				t.x.c.drawnFirst.Add(1)
			}
			return nil
		}
	}
	wake := time.NewTimer(t.x.cfg.IntentPoll)
	defer wake.Stop()
	for {
		ahead, anchor := t.x.standing(t.mine)
		decide := time.UnixMilli(int64(anchor)).Add(IntentWindow + t.x.cfg.IntentSlack)
		now := time.Now()
		if !now.Before(decide) {
			b, found, err := t.x.d.Bounty(t.mine.BountyID)
			if err != nil {
				return fmt.Errorf("marketnet: read bounty %d: %w", t.mine.BountyID, err)
			}
			if found && b.Status != escrow.StatusOpen {
				t.x.c.yielded.Add(1)
				return fmt.Errorf("%w: bounty %d is %s", escrow.ErrTaken, t.mine.BountyID, b.Status)
			}
			if !now.Before(decide.Add(time.Duration(ahead) * t.x.cfg.IntentFallback)) {
				if ahead > 0 {
					t.x.c.fallbacks.Add(1)
				}
				return nil
			}
		}
		// Poll, but wake at the decision itself rather than up to a poll after it.
		next := t.x.cfg.IntentPoll
		if d := decide.Sub(now); d > 0 && d < next {
			next = d
		}
		wake.Reset(next)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-wake.C:
		}
	}
}

// Behind reports whether an intent this node has seen ranks before this worker's own.
func (t *turn) Behind() bool {
	ahead, _ := t.x.standing(t.mine)
	return ahead > 0
}

// drawnFirst reads the bounty's rivals once and says whether this worker's draw is first
// among them; a node that cannot tell is not first, nor one missing from its own list (its
// view of the rivals is not the others').
func (t *turn) drawnFirst(skill string) bool {
	if t.drawn || t.x.d.Rivals == nil {
		return t.first
	}
	t.drawn = true
	rivals, complete, err := t.x.d.Rivals(t.bounty, skill, t.x.cfg.IntentRivals)
	t.first = err == nil && complete && slices.Contains(rivals, t.mine.Worker) &&
		escrow.DrawnFirst(t.mine.BountyID, t.mine.Worker, rivals)
	return t.first
}

// Withdraw publishes that this worker will not claim, so the next one need not wait for it.
func (t *turn) Withdraw() {
	in := t.mine
	in.Withdraw = true
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	// Newer than the intent it withdraws, or the others would take it for a replay.
	now := time.Now()
	if after := t.mine.Issued().Add(time.Millisecond); now.Before(after) {
		now = after
	}
	_ = t.x.publish(ctx, &in, now) // at worst the others wait IntentFallback for this worker
	t.x.c.withdrawn.Add(1)
}
