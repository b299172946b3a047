package auction

import (
	"math/big"
	"slices"
	"strings"
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

// Book is the bidding policies of the agents a node hosts.
type Book struct {
	ChainID  uint64
	Self     string // this node's peer id (the bids' worker)
	Policies []Policy
	Load     Load // nil: never at capacity
}

// Bids answers an ask (already checked, not yet verified) with the unsigned bids of the
// agents whose policy takes it, at most MaxBidsPerStream.
func (b *Book) Bids(a *Ask, t Terms, now time.Time) []Bid {
	var out []Bid
	for i := range b.Policies {
		p := &b.Policies[i]
		if len(out) == MaxBidsPerStream {
			break
		}
		skill := p.wants(a)
		if skill == "" || p.Token != t.Token {
			continue
		}
		price := new(big.Int).Set(p.Floor)
		if price.Cmp(t.Reserve) < 0 {
			price.Set(t.Reserve)
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
		expires := now.Add(p.BidTTL)
		if expires.After(t.Deadline) {
			expires = t.Deadline
		}
		out = append(out, Bid{AgentID: p.AgentID, Name: p.Name, Worker: b.Self, Skill: skill, Price: price.String(), LatencyMs: p.LatencyMs,
			Expires: expires.UnixMilli()})
	}
	return out
}

// key returns the signing key of the agent named name.
func (b *Book) key(name string) *identity.Key {
	for i := range b.Policies {
		if b.Policies[i].Name == name {
			return b.Policies[i].Key
		}
	}
	return nil
}

// wants returns the policy's skill the ask is for ("" if none): the ask's skill, or the
// first of the policy's skills its query holds as a word.
func (p *Policy) wants(a *Ask) string {
	if a.Skill != "" {
		if slices.ContainsFunc(p.Skills, func(s string) bool { return strings.EqualFold(s, a.Skill) }) {
			return a.Skill
		}
		return ""
	}
	words := strings.FieldsFunc(strings.ToLower(a.Query), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	})
	for _, s := range p.Skills {
		if slices.Contains(words, strings.ToLower(s)) {
			return s
		}
	}
	return ""
}
