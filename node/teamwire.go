package node

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/runtime/llm"
	"github.com/agentsite/agentsite/node/team"
)

// teamLocal lets the team engine call this node's own agents directly (team.Local): a leader
// hiring its own agent by a bounty would pay itself, and its market never claims its own
// bounties.
type teamLocal struct{ n *Node }

var _ team.Local = teamLocal{}

// Hosted finds the hosted agent whose key has that DID.
func (l teamLocal) Hosted(did string) (string, bool) {
	for name, k := range l.n.agentKeys {
		if strings.EqualFold(identity.DID{ChainID: l.n.dep.ChainID, Address: k.Address()}.String(), did) {
			return name, true
		}
	}
	return "", false
}

// Call runs the agent's skill that serves skill (an id, tag or its name).
func (l teamLocal) Call(ctx context.Context, agent, skill string, input json.RawMessage) (json.RawMessage, error) {
	return runner{rt: l.n.rt}.Call(ctx, agent, skill, input, nil)
}

// teamGas reads what a transaction cost this node's account (team.GasMeter).
type teamGas struct{ n *Node }

var _ team.GasMeter = teamGas{}

// Gas is the receipt's gas used times its effective price when the node's key sent the
// transaction, else zero.
func (g teamGas) Gas(ctx context.Context, h common.Hash) (*big.Int, error) {
	tx, _, err := g.n.rpc.TransactionByHash(ctx, h)
	if err != nil {
		return nil, fmt.Errorf("transaction %s: %w", h.Hex(), err)
	}
	from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
	if err != nil {
		return nil, fmt.Errorf("sender of %s: %w", h.Hex(), err)
	}
	if from != g.n.nodeKey.Address() {
		return new(big.Int), nil
	}
	rc, err := g.n.rpc.TransactionReceipt(ctx, h)
	if err != nil {
		return nil, fmt.Errorf("receipt of %s: %w", h.Hex(), err)
	}
	price := rc.EffectiveGasPrice
	if price == nil {
		price = tx.GasPrice()
	}
	return new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), price), nil
}

// usageMetrics counts the tokens of llm agents' completions, by agent and kind (prompt,
// completion), in /metrics: every call's, the planner's included. The agent label is a hosted
// agent's name (the node's config), never a remote agent's.
func usageMetrics(reg *prometheus.Registry) (func(agent string, u llm.UsageReport), error) {
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

// teamMetrics puts what the teams this node led took in /metrics: tokens (the planners' and
// the agents' reported usage) and the gas of the leader's transactions.
func teamMetrics(reg *prometheus.Registry, e *team.Engine) error {
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

// teamsAPI is the team engine for the API's methods, with the posts of proposals and votes in
// a team's room (signed by the node or one of its hosted agents).
type teamsAPI struct {
	*team.Engine
	n *Node
}

// Post posts a proposal, vote call or vote in team teamID's room as the node, or as its hosted
// agent as.
func (t teamsAPI) Post(ctx context.Context, as, teamID, typ string, body team.ProposalBody) (string, error) {
	room := team.RoomPrefix + teamID
	if err := chat.ValidRoom(room); err != nil {
		return "", api.InvalidParams(fmt.Errorf("team %q: %w", teamID, err))
	}
	key := t.n.nodeKey
	if as != "" {
		if key = t.n.agentKeys[as]; key == nil {
			return "", api.InvalidParams(fmt.Errorf("no hosted agent %q", as))
		}
	}
	if err := (chatAPI{s: t.n.chat}).join(room); err != nil {
		return "", err
	}
	state := body.State
	if state == "" {
		state = chat.StateDiscussion
	}
	content, err := json.Marshal(body)
	if err != nil {
		return "", err
	}
	if _, err := t.n.chat.PostAs(ctx, key, room, chat.Draft{State: state, Type: typ, Content: string(content)}); err != nil {
		return "", api.InvalidParams(err)
	}
	return room, nil
}
