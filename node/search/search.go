// Package search is agent search over the node's discovery, as the API (agent.search,
// agent.card), the llm agents' tools, the swarm auction's Finder and the team engine's
// Directory use it: cards from the card index, ranked by discovery, agents without an active
// stake dropped (the chain index's Oracle, read as is: no chain call).
package search

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/registry"
	"github.com/agentsite/agentsite/registry/discovery"
	"github.com/agentsite/agentsite/registry/index"
)

// Searcher serves agent.search and agent.card from discovery (api.Searcher).
type Searcher struct {
	Disc   *discovery.Discovery
	Oracle *chainindex.Oracle
	// Tokens are the tokens whose prices are shown by symbol with their decimals (the
	// deployment's stake and EIP-3009 tokens); others are shown in base units.
	Tokens units.Tokens
}

var _ api.Searcher = Searcher{}

// Search implements api.Searcher: discovery's results with an active stake, best first.
func (s Searcher) Search(ctx context.Context, q apitypes.SearchQuery) ([]apitypes.AgentSummary, error) {
	find := func(limit int) ([]discovery.Result, error) {
		return s.Disc.Search(ctx, discovery.Query{Text: q.Query, Skill: q.Skill, Limit: limit})
	}
	// Agents without an active stake (never registered, unstaked, slashed below the minimum)
	// are dropped: cards already in the index may predate the change.
	res, err := activeResults(q.Limit, find, func(r discovery.Result) bool {
		ok, err := s.Oracle.Active(r.Entry.Card.Address())
		return err == nil && ok
	})
	if err != nil {
		return nil, err
	}
	out := make([]apitypes.AgentSummary, 0, len(res))
	for _, r := range res {
		sum := Summary(r.Entry, s.Tokens)
		sum.Score, sum.Reputation, sum.LastSeen = r.Score, r.Reputation, r.LastSeen
		sum.PaidBounties = s.Oracle.PaidBounties(r.Entry.Card.Address())
		if r.Stake != nil {
			sum.Stake = r.Stake.String()
		}
		out = append(out, sum)
	}
	return out, nil
}

// maxSearchRounds bounds how many times activeResults asks discovery again.
const maxSearchRounds = 3

// activeResults asks find for limit results (20 if limit is not positive) and keeps those
// active says are staked. Discovery's limit counts every card it ranks, so unstaked ones
// (this node's own unregistered agents, always alive and local) could fill it: a fresh node
// asking for one summarize agent got its own built-in, dropped here, and no network lookup, so
// `bounty post` said nobody offers summarize. When some were dropped and find may have more,
// it asks again for the limit plus as many as it dropped (a larger limit also lets discovery
// look further on the network), at most maxSearchRounds times.
func activeResults(limit int, find func(limit int) ([]discovery.Result, error), active func(discovery.Result) bool) ([]discovery.Result, error) {
	if limit <= 0 {
		limit = 20
	}
	ask := limit
	for round := 1; ; round++ {
		res, err := find(ask)
		if err != nil {
			return nil, err
		}
		out := make([]discovery.Result, 0, len(res))
		for _, r := range res {
			if active(r) {
				out = append(out, r)
			}
		}
		dropped := len(res) - len(out)
		if len(out) >= limit || dropped == 0 || len(res) < ask || round == maxSearchRounds {
			return out[:min(len(out), limit)], nil
		}
		ask = limit + dropped
	}
}

// Card implements api.Searcher: did's signed card as JSON, with its summary.
func (s Searcher) Card(ctx context.Context, did string) (json.RawMessage, apitypes.AgentSummary, error) {
	addr, err := discovery.ParseAgent(did)
	if err != nil {
		return nil, apitypes.AgentSummary{}, api.InvalidParams(err)
	}
	e, err := s.Disc.Card(ctx, addr)
	if err != nil || e == nil {
		return nil, apitypes.AgentSummary{}, fmt.Errorf("%w: %s (%v)", api.ErrNotFound, did, err)
	}
	b, err := json.Marshal(e.Card)
	sum := Summary(*e, s.Tokens)
	sum.LastSeen, _ = s.Disc.LastSeen(e.Card)
	return b, sum, err
}

// Summary is an index entry as agent.search lists it, prices in tokens shown by symbol.
func Summary(e index.Entry, tokens units.Tokens) apitypes.AgentSummary {
	c := e.Card
	s := apitypes.AgentSummary{DID: c.DID.String(), Name: c.Name, Description: c.Description, PeerID: c.Node.PeerID, Stake: c.Stake, Source: string(e.Source)}
	for _, sk := range c.Skills {
		s.Skills = append(s.Skills, sk.ID)
		s.Tags = append(s.Tags, sk.Tags...)
	}
	s.Price, s.PriceAmount, s.PriceToken = PriceText(c.Price, tokens)
	if c.Price != nil {
		s.PricePer1kTokens = c.Price.Per1kTokens
	}
	return s
}

// PriceText shows a card's price for people ("0.0001 ETH"; "0.05 USDC" for a token of
// tokens, with its decimals; other tokens in base units with their address) and returns its
// exact amount and token.
func PriceText(p *registry.Price, tokens units.Tokens) (text, amount, token string) {
	if p == nil {
		return "", "", ""
	}
	if _, ok := new(big.Int).SetString(p.Amount, 10); !ok {
		return "", "", ""
	}
	text = tokens.FormatPrice(p.Amount, p.Token)
	if _, ok := new(big.Int).SetString(p.Per1kTokens, 10); ok && p.Per1kTokens != "" {
		text = tokens.FormatPrice(p.Per1kTokens, p.Token) + " per 1k tokens, at most " + text
	}
	return text, p.Amount, p.Token
}

// Held implements api.HeldCards: the summary of the card the index holds of agent on node
// peerID, if any (no network lookup).
func (s Searcher) Held(_ context.Context, peerID, agent string) (apitypes.AgentSummary, bool, error) {
	e, ok, err := s.Disc.Held(peerID, agent)
	if err != nil || !ok {
		return apitypes.AgentSummary{}, false, err
	}
	return Summary(e, s.Tokens), true, nil
}
