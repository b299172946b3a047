// Package llmmarket is the marketplace as the hosted llm agents' tools reach it (llm.Market,
// llm.Follower, llm.Teams): discovery's search, the node's call path, the bounty market, and
// nested teams through the team engine with proposals signed by the agent in its team's room.
// The agent checks budgets; this only carries out.
package llmmarket

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/llmmarket/askbook"
	"github.com/agentsite/agentsite/node/methods"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/search"
	"github.com/agentsite/agentsite/node/team"
)

// Market is the node's parts as llm agents' tools use them. The runtime is built before the
// market, the chat service and the team engine exist, so those are read at each call.
type Market struct {
	ChainID uint64
	Self    peer.ID        // this node's peer: its agents are called through the runtime
	Account common.Address // the node's account, which posts the agents' bounties
	Keys    map[string]*identity.Key
	Search  search.Searcher
	// Local calls a hosted agent through the runtime (runtime.Router: the skill a call names).
	Local  func(ctx context.Context, agent, skill string, input json.RawMessage) (json.RawMessage, error)
	Index  *chainindex.Index
	Caller func() call.Calls // the node's call path (paying once payments are on)
	// Bounties checks and converts a post as bounty.post does (methods.PostRequest).
	Bounties methods.Market
	Escrow   func() *escrow.Market // nil until the agents are registered
	Teams    func() *team.Engine   // nil until the engine started
	Chat     func() *chat.Service
	// Auctions runs ask_agents' auctions (auction.Later: the service starts after the runtime).
	Auctions auction.Later
	// Asks records what the asks of a bounty's task reserved and paid (the node's badger), so
	// that Spent counts them; nil refuses paid asks of a bounty's task.
	Asks *askbook.Book
}

var (
	_ llm.Market   = Market{}
	_ llm.Follower = Market{}
	_ llm.Teams    = Market{}
	_ llm.Asker    = Market{}
)

// Ask runs an llm agent's ask_agents (llm.Asker); the tool has checked the max price against
// the task's budget.
func (m Market) Ask(ctx context.Context, r auction.Request) (auction.Result, error) {
	return m.Auctions.Ask(ctx, r)
}

// Reserve records a paid ask of the task working on bounty parent in the ask book before it is
// sent (llm.Asker); Spent counts it from then on, at its max price until it is settled.
func (m Market) Reserve(_ context.Context, parent uint64, amount *big.Int) (func(paid *big.Int) error, error) {
	if m.Asks == nil {
		return nil, errors.New("this node keeps no record of its asks' payments")
	}
	r, err := m.Asks.Reserve(parent, amount)
	if err != nil {
		return nil, err
	}
	return r.Settle, nil
}

// SearchAgents implements llm.Market.
func (m Market) SearchAgents(ctx context.Context, q llm.Search) ([]llm.AgentHit, error) {
	res, err := m.Search.Search(ctx, apitypes.SearchQuery{Query: q.Query, Skill: q.Skill, Limit: q.Limit})
	if err != nil {
		return nil, err
	}
	out := make([]llm.AgentHit, 0, len(res))
	for _, r := range res {
		out = append(out, llm.AgentHit{DID: r.DID, Name: r.Name, Description: r.Description, Skills: r.Skills, Stake: r.Stake, Reputation: r.Reputation})
	}
	return out, nil
}

// CallAgent calls the agent by its card: through the runtime when this node hosts it, else
// over /agentsite/call/1, signed request by request when the caller works on a bounty.
func (m Market) CallAgent(ctx context.Context, did, skill string, input json.RawMessage) (json.RawMessage, error) {
	_, sum, err := m.Search.Card(ctx, did)
	if err != nil {
		return nil, err
	}
	return m.callCard(ctx, did, sum, skill, input)
}

// callCard calls the agent whose card is sum (did's) on another node, paying nothing: an llm
// agent's call_agent reaches free agents only. A paid sub-call goes through ask_agents, whose
// max price is checked against the task's budget and reserved in its ledger; call_agent has no
// price to reserve, so a priced agent answers it "payment required" before any channel or
// voucher (review rv28a, finding 3: a stranger's free call to an llm agent had it pay the
// stranger's priced agents from the node's payments budget, up to 128 calls a task; finding 2
// had bound it by the card, which the stranger writes). An agent this node hosts is called
// through the runtime, as before.
func (m Market) callCard(ctx context.Context, did string, sum apitypes.AgentSummary, skill string, input json.RawMessage) (json.RawMessage, error) {
	if sum.PeerID == m.Self.String() {
		return m.Local(ctx, sum.Name, skill, input)
	}
	pid, err := peer.Decode(sum.PeerID)
	if err != nil {
		return nil, fmt.Errorf("card of %s: peer %q: %w", did, sum.PeerID, err)
	}
	ctx = call.WithMaxPrice(ctx, new(big.Int))
	return m.Caller().Call(proofForBounty(ctx), pid, sum.Name, skill, input, nil)
}

// proofForBounty makes the calls of a bounty's work (ctx carries the bounty) signed request by
// request, so that the callee can show a third party who asked for them.
func proofForBounty(ctx context.Context) context.Context {
	if _, paid := escrow.TaskOf(ctx); paid {
		return call.WithProof(ctx)
	}
	return ctx
}

// PostBounty implements llm.Market: the post checked as bounty.post checks it.
func (m Market) PostBounty(ctx context.Context, b llm.BountyRequest) (uint64, error) {
	mk := m.Escrow()
	if mk == nil {
		return 0, fmt.Errorf("%w: the market is not running", llm.ErrNotPosted)
	}
	req, err := methods.PostRequest(ctx, m.Bounties, time.Now(), apitypes.BountyPostParams{Skill: b.Skill, Input: b.Input, Description: b.Description,
		Reward: b.Reward.String() + " wei", Token: b.Token, Deadline: b.Deadline.UTC().Format(time.RFC3339),
		Assignee: b.Assignee, ParentID: b.ParentID})
	if err != nil {
		return 0, fmt.Errorf("%w: %w", llm.ErrNotPosted, err)
	}
	return mk.Post(ctx, req)
}

// Spent adds up the children of parent this node's account posted, as the chain has them,
// what the teams formed for parent that still run may post yet (team.Engine.Unposted), and
// what the task's asks paid by voucher or reserved without a known outcome (the ask book).
func (m Market) Spent(ctx context.Context, parent uint64) (*big.Int, error) {
	if _, err := m.Index.Sync(ctx); err != nil {
		return nil, err
	}
	kids, err := m.Index.Children(parent)
	if err != nil {
		return nil, err
	}
	sum := new(big.Int)
	for _, k := range kids {
		if k.Requester == m.Account {
			sum.Add(sum, k.Amount)
		}
	}
	if teams := m.Teams(); teams != nil { // a team the task formed may still post the rest of its budget
		u, err := teams.Unposted(parent)
		if err != nil {
			return nil, err
		}
		sum.Add(sum, u)
	}
	if m.Asks != nil {
		asked, err := m.Asks.Total(parent)
		if err != nil {
			return nil, err
		}
		sum.Add(sum, asked)
	}
	return sum, nil
}

// UsageMetrics counts the tokens of llm agents' completions, by agent and kind (prompt,
// completion), in /metrics: every call's, the planner's included. The agent label is a hosted
// agent's name (the node's config), never a remote agent's.
func UsageMetrics(reg *prometheus.Registry) (func(agent string, u llm.UsageReport), error) {
	c := prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "agentsite", Subsystem: "llm", Name: "tokens_total",
		Help: "Language-model tokens of hosted llm agents' completions, by agent and kind (prompt, completion)."}, []string{"agent", "kind"})
	if err := reg.Register(c); err != nil {
		return nil, fmt.Errorf("register llm metrics: %w", err)
	}
	return func(agent string, u llm.UsageReport) {
		// a counter's Add panics below zero: a model endpoint's negative count is dropped
		c.WithLabelValues(agent, "prompt").Add(float64(max(u.PromptTokens, 0)))
		c.WithLabelValues(agent, "completion").Add(float64(max(u.CompletionTokens, 0)))
	}, nil
}
