package auction

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/units"
)

// Settings is the node's part in swarm auctions (`auction` in config.json): how it ranks the
// bids of the asks it makes (agent.ask) and how its hosted agents bid on others' asks.
type Settings struct {
	// NoBids keeps the hosted agents out of others' auctions (the node still asks).
	NoBids bool `json:"noBids,omitempty"`
	// Explore is the share of cheap asks given to newcomers; absent: 0.1.
	Explore *float64 `json:"explore,omitempty"`
	// Enough closes bidding once this many bids are in; 0: when every node asked has answered
	// or the bid window ends.
	Enough int `json:"enough,omitempty"`
	// Agents are per-agent bidding policies. A registered hosted agent not listed bids free
	// (price 0, native ETH: calls are free unless priced), for its skills and tags, up to its
	// runtime concurrency, promising DefaultBidLatency.
	Agents []AgentSettings `json:"agents,omitempty"`
}

// AgentSettings is one hosted agent's bidding policy.
type AgentSettings struct {
	Agent string `json:"agent"`
	// NoBid keeps this agent out of auctions.
	NoBid bool `json:"noBid,omitempty"`
	// Floor is the least it bids ("0.0001 ETH", or an amount of Token); absent: 0.
	Floor string `json:"floor,omitempty"`
	// Token it takes (address); absent: native ETH.
	Token string `json:"token,omitempty"`
	// Capacity is how many calls it runs at once before it stops bidding; 0: its runtime
	// concurrency.
	Capacity int `json:"capacity,omitempty"`
	// LatencyMs is the answer time it promises; 0: DefaultBidLatency.
	LatencyMs uint32 `json:"latencyMs,omitempty"`
	// Skills it bids for; absent: its skills' ids and tags.
	Skills []string `json:"skills,omitempty"`
}

// DefaultBidLatency is the answer time a hosted agent promises when its policy names none.
const DefaultBidLatency = time.Second

// Config is cfg with the settings' ranking (explore share, enough bids) applied.
func (s *Settings) Config(cfg Config) Config {
	if s == nil {
		return cfg
	}
	if s.Explore != nil {
		cfg.Weights.Explore = *s.Explore
	}
	cfg.Enough = s.Enough
	return cfg
}

// Hosted is what the bid book reads of the node's hosted agents.
type Hosted struct {
	ChainID uint64
	Self    string // the node's peer id
	Runtime *runtime.Runtime
	IDs     map[string]uint64        // the registered agents' on-chain ids
	Keys    map[string]*identity.Key // their signing keys
	// Price is a paid agent's price per call (node/payments).
	Price func(agent string) (call.Price, bool)
}

// Book is the hosted agents' bidding policies: registered agents only (an unregistered
// agent's bid would be dropped by every requester); nil with NoBids.
func (s *Settings) Book(ctx context.Context, h Hosted) (*Book, error) {
	if s == nil {
		s = &Settings{}
	}
	if s.NoBids {
		return nil, nil
	}
	book := &Book{ChainID: h.ChainID, Self: h.Self, Load: h.Runtime}
	for _, name := range h.Runtime.Names() {
		id, ok := h.IDs[name]
		if !ok {
			continue
		}
		var pc AgentSettings
		if i := slices.IndexFunc(s.Agents, func(a AgentSettings) bool { return a.Agent == name }); i >= 0 {
			pc = s.Agents[i]
		}
		if pc.NoBid {
			continue
		}
		p, err := policy(ctx, h, name, id, pc)
		if err != nil {
			return nil, err
		}
		book.Policies = append(book.Policies, p)
	}
	return book, nil
}

// policy is hosted agent name's bidding policy from its settings pc.
func policy(ctx context.Context, h Hosted, name string, id uint64, pc AgentSettings) (Policy, error) {
	p := Policy{Name: name, Key: h.Keys[name], AgentID: id, Skills: pc.Skills, Floor: new(big.Int),
		Capacity: pc.Capacity, LatencyMs: pc.LatencyMs, BidTTL: 30 * time.Second}
	if pc.Token != "" {
		if !common.IsHexAddress(pc.Token) {
			return p, fmt.Errorf("%w: agent %s: token %q", ErrBadConfig, name, pc.Token)
		}
		p.Token = common.HexToAddress(pc.Token)
	}
	if pc.Floor != "" {
		parse := units.ParseETH
		if p.Token != escrow.NativeToken {
			parse = escrow.ParseAmount
		}
		f, err := parse(pc.Floor)
		if err != nil {
			return p, fmt.Errorf("%w: agent %s: floor: %v", ErrBadConfig, name, err)
		}
		p.Floor = f
	}
	if pr, priced := h.Price(name); priced {
		// A priced agent bids at least its price, in its token: the call it wins is
		// charged that price, and the requester refuses to pay more than the bid, or in
		// another token than the bid's (review rvexact, finding 7: a USDC-priced agent with
		// a floor in ETH bid in ETH and was paid its bid's wei as USDC base units).
		if pc.Floor == "" && pc.Token == "" {
			p.Token = pr.Token
		}
		if p.Token != pr.Token {
			return p, fmt.Errorf("%w: agent %s is priced in %s and would bid in %s: the calls it won would be refused (set its auction token to its price's, or no floor)",
				ErrBadConfig, name, pr.Token.Hex(), p.Token.Hex())
		}
		if p.Floor.Cmp(pr.Amount) < 0 {
			p.Floor = new(big.Int).Set(pr.Amount)
		}
	}
	if p.Capacity == 0 {
		p.Capacity = h.Runtime.MaxConcurrent(name)
	}
	if p.LatencyMs == 0 {
		p.LatencyMs = uint32(DefaultBidLatency / time.Millisecond)
	}
	if len(p.Skills) == 0 {
		// Info reads the skills, then checks the agent's health: bounded, and its verdict
		// is not needed here.
		hctx, cancel := context.WithTimeout(ctx, time.Second)
		info, err := h.Runtime.Info(hctx, name)
		cancel()
		if err != nil {
			return p, err
		}
		for _, s := range info.Skills {
			p.Skills = append(p.Skills, s.ID)
			p.Skills = append(p.Skills, s.Tags...)
		}
	}
	return p, nil
}
