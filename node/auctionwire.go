package node

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/methods"
	"github.com/agentsite/agentsite/node/units"
)

// AuctionConfig is the node's part in swarm auctions (`auction` in config.json): how it ranks
// the bids of the asks it makes (agent.ask) and how its hosted agents bid on others' asks.
type AuctionConfig struct {
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
	Agents []AuctionAgent `json:"agents,omitempty"`
}

// AuctionAgent is one hosted agent's bidding policy.
type AuctionAgent struct {
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

// startAuctions starts the auction service: the node's asks, and its registered hosted
// agents' bids.
func (n *Node) startAuctions(ctx context.Context) error {
	cfg := auction.DefaultConfig(n.dep.ChainID)
	ac := n.cfg.Auction
	if ac == nil {
		ac = &AuctionConfig{}
	}
	if ac.Explore != nil {
		cfg.Weights.Explore = *ac.Explore
	}
	cfg.Enough = ac.Enough
	d := auction.Deps{Host: n.host, Key: n.nodeKey, Finder: auctionFinder{n}, Ledger: indexLedger{n.index}, Caller: auctionCaller{n},
		Logger: n.log.With("component", "auction")}
	if !ac.NoBids {
		book, err := n.bidBook(ctx, ac)
		if err != nil {
			return err
		}
		d.Book = book
	}
	svc, err := auction.New(cfg, d)
	if err != nil {
		return err
	}
	svc.Start()
	n.auction = svc
	n.onClose(svc.Close)
	return nil
}

// bidBook is the hosted agents' bidding policies: registered agents only (an unregistered
// agent's bid would be dropped by every requester).
func (n *Node) bidBook(ctx context.Context, ac *AuctionConfig) (*auction.Book, error) {
	book := &auction.Book{ChainID: n.dep.ChainID, Self: n.host.ID().String(), Load: n.rt}
	for _, name := range n.rt.Names() {
		id, ok := n.agentIDs[name]
		if !ok {
			continue
		}
		var pc AuctionAgent
		if i := slices.IndexFunc(ac.Agents, func(a AuctionAgent) bool { return a.Agent == name }); i >= 0 {
			pc = ac.Agents[i]
		}
		if pc.NoBid {
			continue
		}
		p := auction.Policy{Name: name, Key: n.agentKeys[name], AgentID: id, Skills: pc.Skills, Floor: new(big.Int),
			Capacity: pc.Capacity, LatencyMs: pc.LatencyMs, BidTTL: 30 * time.Second}
		if pc.Token != "" {
			if !common.IsHexAddress(pc.Token) {
				return nil, fmt.Errorf("%w: auction: agent %s: token %q", ErrConfig, name, pc.Token)
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
				return nil, fmt.Errorf("%w: auction: agent %s: floor: %v", ErrConfig, name, err)
			}
			p.Floor = f
		}
		if pr, priced := n.pay.Price(name); priced && pc.Floor == "" && pc.Token == "" {
			// A priced agent bids at least its price, in its token: the call it wins is
			// charged that price, and the requester refuses to pay more than the bid.
			p.Floor, p.Token = new(big.Int).Set(pr.Amount), pr.Token
		}
		if p.Capacity == 0 {
			p.Capacity = n.rt.MaxConcurrent(name)
		}
		if p.LatencyMs == 0 {
			p.LatencyMs = uint32(DefaultBidLatency / time.Millisecond)
		}
		if len(p.Skills) == 0 {
			// Info reads the skills, then checks the agent's health: bounded, and its verdict
			// is not needed here.
			hctx, cancel := context.WithTimeout(ctx, time.Second)
			info, err := n.rt.Info(hctx, name)
			cancel()
			if err != nil {
				return nil, err
			}
			for _, s := range info.Skills {
				p.Skills = append(p.Skills, s.ID)
				p.Skills = append(p.Skills, s.Tags...)
			}
		}
		book.Policies = append(book.Policies, p)
	}
	return book, nil
}

// auctionFinder finds the nodes to ask through discovery's search (active stake only).
type auctionFinder struct{ n *Node }

func (f auctionFinder) Peers(ctx context.Context, skill, query string, limit int) ([]peer.ID, error) {
	res, err := searcher{f.n}.Search(ctx, apitypes.SearchQuery{Query: query, Skill: skill, Limit: limit})
	if err != nil {
		return nil, err
	}
	var out []peer.ID
	for _, s := range res {
		p, err := peer.Decode(s.PeerID)
		if err == nil && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out, nil
}

// indexLedger is the chain index as the auction's requester side reads it: stake, activity
// and the paid record, from badger, never from the chain.
type indexLedger struct{ ix *chainindex.Index }

func (l indexLedger) Trust(agent common.Address, agentID uint64) (auction.Trust, error) {
	stake, active, err := l.ix.StakeOf(agent, agentID)
	if err != nil || !active {
		return auction.Trust{}, err
	}
	rep, err := l.ix.Reputation(agentID)
	if err != nil {
		return auction.Trust{}, err
	}
	return auction.Trust{Active: true, Stake: stake, Reputation: rep.Reputation, Paid: rep.Paid, Count: rep.Count}, nil
}

// auctionCaller calls a winner by the node's ordinary call path (/agentsite/call/1), paid by
// voucher when the agent has a price (node.caller), at most the bid's price.
type auctionCaller struct{ n *Node }

func (c auctionCaller) Call(ctx context.Context, t auction.Target, input json.RawMessage) (json.RawMessage, error) {
	if t.Price != nil && t.Price.Sign() > 0 {
		ctx = call.WithMaxPrice(ctx, t.Price) // pay at most the bid: a payee asking more is refused
	}
	return c.n.caller().Call(ctx, t.Peer, t.Agent, t.Skill, input, nil)
}

// askerOf is the node's auction service for the methods (nil before it started).
func askerOf(n *Node) methods.Asker {
	if n.auction == nil {
		return nil
	}
	return n.auction
}
