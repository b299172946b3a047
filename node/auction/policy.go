package auction

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/identity"
)

// Policy is one hosted agent's bidding policy. It is decided from memory: no chain call, no
// agent run.
type Policy struct {
	// Name is the agent's name on this node (what a requester calls); Key its signing key;
	// AgentID its on-chain id.
	Name    string
	Key     *identity.Key
	AgentID uint64
	// Skills are the skill ids and tags the agent bids for (an ask's skill must be one of them;
	// a query must contain one of them as a word).
	Skills []string
	// Floor is the least the agent bids (its price per call); it bids max(Floor, ask reserve)
	// and only when that is within the ask's max price. Token is the token it takes.
	Floor *big.Int
	Token common.Address
	// Capacity is how many calls the agent runs at once; at capacity it does not bid.
	Capacity int
	// LatencyMs is the time to answer the agent promises; it does not bid when less than that
	// is left before the ask's deadline.
	LatencyMs uint32
	// BidTTL is how long its bids stay good.
	BidTTL time.Duration
}

// Load tells how many calls a hosted agent is running now (the node's runtime).
type Load interface {
	InFlight(agent string) int
}

// Book is the bidding policies of the agents a node hosts, and the bids it has signed.
type Book struct {
	ChainID  uint64
	Self     string // this node's peer id (the bids' worker)
	Policies []Policy
	Load     Load // nil: never at capacity

	mu     sync.Mutex
	signed map[offerKey]*keptBid // standing offers: at the floor, and at most MaxSignedBids above
	above  int                   // how many of signed are above their agent's floor
}

// MaxSignedBids bounds the standing offers a Book keeps signed above their agent's floor. An
// agent has one offer per skill at its floor (a bound set by the node's own policies), always
// kept; a reserve above the floor makes another price, so a stranger varying the reserve could
// make more: past the bound such a bid is signed for the ask and not kept, and once the bound
// is reached the offers past renewal are let go (review rv3, finding 2: a stranger's 256
// reserves filled the Book for good, and every offer not kept by then — an honest ask's floor
// offer included — was signed for each ask).
const MaxSignedBids = 256

// offerKey is what a standing offer is signed for.
type offerKey struct {
	name, skill, price string
}

// keptBid is a standing offer's frame on the wire and when to sign it anew.
type keptBid struct {
	frame []byte
	renew time.Time
	above bool // above the agent's floor, or a skill not spelt as its policy does (counted in Book.above)
}

// Bids answers an ask (already checked) with the bids of the agents whose policy takes it, at
// most MaxBidsPerStream, as frames: each the agent's standing offer for the skill and price,
// signed once and sent until half its life has passed (a requester then still has at least half
// of BidTTL to call it), so answering an ask costs no signature. n is how many bids.
func (b *Book) Bids(a *Ask, t Terms, now time.Time) (frames []byte, n int, err error) {
	words := queryWords(a)
	for i := range b.Policies {
		p := &b.Policies[i]
		if n == MaxBidsPerStream {
			break
		}
		skill := p.wants(a, words)
		if skill == "" || p.Token != t.Token {
			continue
		}
		price := p.Floor
		if price.Cmp(t.Reserve) < 0 {
			price = t.Reserve
		}
		if price.Cmp(t.MaxPrice) > 0 {
			continue
		}
		if now.Add(time.Duration(p.LatencyMs) * time.Millisecond).After(t.Deadline) {
			continue
		}
		if b.Load != nil && b.Load.InFlight(p.Name) >= p.Capacity {
			continue
		}
		f, err := b.offer(p, skill, price, now)
		if err != nil {
			return nil, 0, err
		}
		frames = append(frames, f...)
		n++
	}
	return frames, n, nil
}

// offer is p's standing offer for skill at price as a frame: the one kept while it has half its
// life left, else one signed now (and kept while there is room).
func (b *Book) offer(p *Policy, skill string, price *big.Int, now time.Time) ([]byte, error) {
	k := offerKey{p.Name, skill, price.String()}
	b.mu.Lock()
	sb := b.signed[k]
	b.mu.Unlock()
	if sb != nil && now.Before(sb.renew) {
		return sb.frame, nil
	}
	bid := Bid{AgentID: p.AgentID, Name: p.Name, Worker: b.Self, Skill: skill, Token: p.Token.Hex(), Price: k.price,
		LatencyMs: p.LatencyMs, Expires: now.Add(p.BidTTL).UnixMilli()}
	if err := bid.Sign(p.Key, b.ChainID, now); err != nil {
		return nil, err
	}
	f, err := appendFrame(nil, &bid)
	if err != nil {
		return nil, fmt.Errorf("auction: encode bid: %w", err)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.signed == nil {
		b.signed = map[offerKey]*keptBid{}
	}
	// Kept for good only at the floor and for a skill as the policy spells it: an ask's skill is
	// matched in any case and echoed as the ask spells it, so its case variants are as many
	// offers (2^len), bounded like prices above the floor.
	above := price.Cmp(p.Floor) > 0 || !slices.Contains(p.Skills, skill)
	_, ok := b.signed[k] // a kept key keeps its price, so its side of the floor
	if !ok && above && b.above >= MaxSignedBids {
		b.letGo(now)
	}
	if ok || !above || b.above < MaxSignedBids {
		if !ok && above {
			b.above++
		}
		b.signed[k] = &keptBid{frame: f, renew: now.Add(p.BidTTL / 2), above: above}
	}
	return f, nil
}

// letGo drops the offers above their floor that are past renewal (they would be signed anew
// anyway). Called with b.mu held, only when MaxSignedBids such offers are kept.
func (b *Book) letGo(now time.Time) {
	for k, sb := range b.signed {
		if sb.above && !now.Before(sb.renew) {
			delete(b.signed, k)
			b.above--
		}
	}
}

// wants returns the policy's skill the ask is for ("" if none): the ask's skill, or the
// first of the policy's skills the query's words (queryWords, split once per ask) hold.
func (p *Policy) wants(a *Ask, words []string) string {
	if a.Skill != "" {
		if slices.ContainsFunc(p.Skills, func(s string) bool { return strings.EqualFold(s, a.Skill) }) {
			return a.Skill
		}
		return ""
	}
	for _, s := range p.Skills {
		if slices.Contains(words, strings.ToLower(s)) {
			return s
		}
	}
	return ""
}

// queryWords are an ask's query's words, lower case (none for an ask naming a skill).
func queryWords(a *Ask) []string {
	if a.Skill != "" {
		return nil
	}
	return strings.FieldsFunc(strings.ToLower(a.Query), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	})
}
