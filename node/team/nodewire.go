package team

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
)

// The node's parts as the engine uses them (Local, GasMeter, Directory, Planner), and the
// engine's figures in /metrics.

// HostedLocal lets the engine call the node's own agents directly (Local): a leader hiring
// its own agent by a bounty would pay itself, and its market never claims its own bounties.
type HostedLocal struct {
	ChainID uint64
	Keys    map[string]*identity.Key // the hosted agents' keys, by name
	// Run runs the agent's skill that serves skill (an id, tag or its name).
	Run func(ctx context.Context, agent, skill string, input json.RawMessage) (json.RawMessage, error)
}

var _ Local = HostedLocal{}

// Hosted finds the hosted agent whose key has that DID.
func (l HostedLocal) Hosted(did string) (string, bool) {
	for name, k := range l.Keys {
		if strings.EqualFold(identity.DID{ChainID: l.ChainID, Address: k.Address()}.String(), did) {
			return name, true
		}
	}
	return "", false
}

// Call implements Local.
func (l HostedLocal) Call(ctx context.Context, agent, skill string, input json.RawMessage) (json.RawMessage, error) {
	return l.Run(ctx, agent, skill, input)
}

// Transactions reads mined transactions and their receipts (an ethclient.Client).
type Transactions interface {
	TransactionByHash(ctx context.Context, h common.Hash) (*types.Transaction, bool, error)
	TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error)
}

// ChainGas reads what a transaction cost the node's account (GasMeter).
type ChainGas struct {
	Chain   Transactions
	Account common.Address
}

var _ GasMeter = ChainGas{}

// Gas is the receipt's gas used times its effective price when Account sent the transaction,
// else zero.
func (g ChainGas) Gas(ctx context.Context, h common.Hash) (*big.Int, error) {
	tx, _, err := g.Chain.TransactionByHash(ctx, h)
	if err != nil {
		return nil, fmt.Errorf("transaction %s: %w", h.Hex(), err)
	}
	from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
	if err != nil {
		return nil, fmt.Errorf("sender of %s: %w", h.Hex(), err)
	}
	if from != g.Account {
		return new(big.Int), nil
	}
	rc, err := g.Chain.TransactionReceipt(ctx, h)
	if err != nil {
		return nil, fmt.Errorf("receipt of %s: %w", h.Hex(), err)
	}
	price := rc.EffectiveGasPrice
	if price == nil {
		price = tx.GasPrice()
	}
	return new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), price), nil
}

// AgentSearch is the node's agent search (node/search: active stake only).
type AgentSearch interface {
	Search(ctx context.Context, q apitypes.SearchQuery) ([]apitypes.AgentSummary, error)
}

// SearchDirectory is discovery as the engine finds candidates in it (DirectoryFinder): the
// API's agent search and the market's resolution of a DID to an agent.
type SearchDirectory struct {
	Searcher AgentSearch
	Resolve  func(ctx context.Context, did string) (uint64, error)
}

var _ Directory = SearchDirectory{}

// Search implements Directory.
func (d SearchDirectory) Search(ctx context.Context, query, skill string, limit int) ([]Hit, error) {
	res, err := d.Searcher.Search(ctx, apitypes.SearchQuery{Query: query, Skill: skill, Limit: limit})
	if err != nil {
		return nil, err
	}
	out := make([]Hit, 0, len(res))
	for _, s := range res {
		out = append(out, Hit{DID: s.DID, Name: s.Name, PeerID: s.PeerID, Skills: s.Skills, Tags: s.Tags, Reputation: s.Reputation, Stake: s.Stake})
	}
	return out, nil
}

// AgentID implements Directory.
func (d SearchDirectory) AgentID(ctx context.Context, did string) (uint64, error) {
	return d.Resolve(ctx, did)
}

// AgentPlanner asks an agent offering the skill "plan": a hosted one first (Local), then one
// found through Finder, over the node's call path (Remote).
type AgentPlanner struct {
	// Local runs "plan" on a hosted agent that offers it and names the agent; ok false: none
	// does.
	Local  func(ctx context.Context, in json.RawMessage) (out json.RawMessage, agent string, ok bool, err error)
	Finder *DirectoryFinder
	Self   peer.ID // this node's peer: its agents are not called over the network
	// Remote calls agent's skill on node p.
	Remote func(ctx context.Context, p peer.ID, agent, skill string, in json.RawMessage) (json.RawMessage, error)
}

var _ Planner = AgentPlanner{}

// Plan implements Planner.
func (p AgentPlanner) Plan(ctx context.Context, r PlanRequest) (json.RawMessage, string, error) {
	in, err := json.Marshal(r)
	if err != nil {
		return nil, "", err
	}
	if out, name, ok, err := p.Local(ctx, in); ok {
		return out, name, err // who refused, with the error
	}
	res, err := p.Finder.Offering(ctx, "plan")
	if err != nil {
		return nil, "", err
	}
	var errs []error
	who := ""
	for _, s := range res {
		pid, err := peer.Decode(s.PeerID)
		if err != nil || pid == p.Self {
			continue
		}
		out, err := p.Remote(ctx, pid, s.Name, "plan", in)
		if err == nil {
			return out, s.DID, nil
		}
		who = s.DID
		errs = append(errs, fmt.Errorf("%s: %w", s.DID, err))
	}
	if len(errs) == 0 {
		return nil, "", errors.New("no agent offers the skill \"plan\"")
	}
	return nil, who, errors.Join(errs...)
}

// RegisterMetrics puts what the teams e led took in /metrics: tokens (the planners' and the
// agents' reported usage) and the gas of the leader's transactions.
func RegisterMetrics(reg prometheus.Registerer, e *Engine) error {
	opts := func(name, help string) prometheus.CounterOpts {
		return prometheus.CounterOpts{Namespace: "agentsite", Subsystem: "team", Name: name, Help: help}
	}
	for _, c := range []prometheus.Collector{
		prometheus.NewCounterFunc(opts("prompt_tokens_total", "Prompt tokens the teams' planners and agents reported."),
			func() float64 { return float64(e.Stats().PromptTokens) }),
		prometheus.NewCounterFunc(opts("completion_tokens_total", "Completion tokens the teams' planners and agents reported."),
			func() float64 { return float64(e.Stats().CompletionTokens) }),
		prometheus.NewCounterFunc(opts("gas_wei_total", "Wei the leader's transactions for its teams' bounties cost in gas (as read for the accounts)."),
			func() float64 { f, _ := new(big.Float).SetInt(e.Stats().GasWei).Float64(); return f }),
	} {
		if err := reg.Register(c); err != nil {
			return fmt.Errorf("register team metrics: %w", err)
		}
	}
	return nil
}
