package methods

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
	"github.com/agentsite/agentsite/registry/onchain"
)

// hosted finds a hosted agent by name or DID; an unknown one is the caller's mistake.
func (m *Methods) hosted(nameOrDID string) (string, uint64, bool, error) {
	name, id, ok, err := m.b.Agents.Hosted(nameOrDID)
	if err != nil {
		return "", 0, false, api.InvalidParams(err)
	}
	return name, id, ok, nil
}

// stakeArgs reads the registered hosted agent a stake method names, and its amount when
// needAmount.
func (m *Methods) stakeArgs(raw json.RawMessage, needAmount bool) (uint64, *big.Int, error) {
	var p apitypes.StakeParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return 0, nil, err
	}
	name, id, ok, err := m.hosted(p.Agent)
	if err != nil {
		return 0, nil, err
	}
	if !ok {
		return 0, nil, api.InvalidParams(fmt.Errorf("agent %q is not registered on chain: give it a stake in the node's market config", name))
	}
	if !needAmount {
		return id, nil, nil
	}
	amount, err := units.ParseStake(p.Amount)
	if err != nil || amount.Sign() == 0 {
		return 0, nil, api.InvalidParams(fmt.Errorf("amount %q: want a positive amount of stake tokens, e.g. 50 %s", p.Amount, units.SymbolStake))
	}
	return id, amount, nil
}

func (m *Methods) agentStake(ctx context.Context, raw json.RawMessage) (any, error) {
	id, amount, err := m.stakeArgs(raw, true)
	if err != nil {
		return nil, err
	}
	if err := m.b.Registry.IncreaseStake(ctx, id, amount); err != nil {
		return nil, err
	}
	return m.b.Registry.Agent(ctx, id)
}

func (m *Methods) agentUnstake(ctx context.Context, raw json.RawMessage) (any, error) {
	id, amount, err := m.stakeArgs(raw, true)
	if err != nil {
		return nil, err
	}
	if err := m.b.Registry.RequestUnstake(ctx, id, amount); err != nil {
		return nil, err
	}
	return m.b.Registry.Agent(ctx, id)
}

func (m *Methods) agentWithdraw(ctx context.Context, raw json.RawMessage) (any, error) {
	id, _, err := m.stakeArgs(raw, false)
	if err != nil {
		return nil, err
	}
	if err := m.b.Registry.WithdrawStake(ctx, id); err != nil {
		return nil, err
	}
	return m.b.Registry.Agent(ctx, id)
}

func (m *Methods) agentOnchain(ctx context.Context, raw json.RawMessage) (any, error) {
	id, _, err := m.stakeArgs(raw, false)
	if err != nil {
		return nil, err
	}
	a, err := m.b.Registry.Agent(ctx, id)
	if err != nil {
		return nil, err
	}
	score, err := m.b.Reputation.Score(ctx, id)
	if err != nil {
		return nil, err
	}
	sym, err := m.b.Agents.StakeSymbol(ctx)
	if err != nil {
		return nil, err
	}
	return apitypes.AgentOnchain{Agent: wireAgent(a), Symbol: sym, Reputation: wireScore(score)}, nil
}

// agentRegister registers a hosted agent on chain with a stake, lets it take bounties (policy:
// all its skills, any reward; saved to the config file) and republishes its card with the id.
func (m *Methods) agentRegister(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.StakeParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	name, id, ok, err := m.hosted(p.Agent)
	if err != nil {
		return nil, err
	}
	if p.Canonical && m.b.Canonical == nil {
		return nil, api.InvalidParams(errors.New("this chain has no canonical ERC-8004 registry (chain.erc8004 in the config names one)"))
	}
	if ok && p.Canonical {
		return m.registerCanonical(ctx, id)
	}
	if ok {
		return nil, api.InvalidParams(fmt.Errorf("agent %q is already registered as #%d: use agent stake to add stake", name, id))
	}
	amount, err := units.ParseStake(p.Amount)
	if err != nil || amount.Sign() == 0 {
		return nil, api.InvalidParams(fmt.Errorf("stake %q: want a positive amount of stake tokens, e.g. 100 %s", p.Amount, units.SymbolStake))
	}
	if min, err := m.b.Registry.MinStake(ctx); err == nil && amount.Cmp(min) < 0 {
		return nil, api.InvalidParams(fmt.Errorf("stake %s is below the registry minimum %s", units.FormatStake(amount), units.FormatStake(min)))
	}
	if short, err := m.b.Agents.FundsShort(ctx, amount, 1); err != nil || short != "" {
		if err != nil {
			return nil, err
		}
		return nil, api.InvalidParams(errors.New(short))
	}
	if id, err = m.b.Agents.Register(ctx, name, amount); err != nil {
		return nil, err
	}
	if p.Canonical {
		return m.registerCanonical(ctx, id)
	}
	return m.b.Registry.Agent(ctx, id)
}

// canonicalAgent is agent.register's answer with --canonical: the agent and its canonical id.
type canonicalAgent struct {
	onchain.Agent
	CanonicalID uint64 `json:"canonicalAgentId"`
}

// registerCanonical mints registered agent id on the canonical ERC-8004 registry. A failure
// leaves our registration as it is and says how to retry.
func (m *Methods) registerCanonical(ctx context.Context, id uint64) (any, error) {
	cid, err := m.b.Canonical.Register(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("agent #%d is registered on AgentSite's registry, not on the canonical ERC-8004 registry "+
			"(run agent register --canonical again to retry): %w", id, err)
	}
	a, err := m.b.Registry.Agent(ctx, id)
	if err != nil {
		return nil, err
	}
	return canonicalAgent{Agent: a, CanonicalID: cid}, nil
}

func (m *Methods) didShow(context.Context, json.RawMessage) (any, error) {
	return m.b.Agents.DIDs(), nil
}

type didParams struct {
	DID string `json:"did"`
}

// didResolve resolves a did:ethr DID on this node's chain (the DIDRegistry's log).
func (m *Methods) didResolve(ctx context.Context, raw json.RawMessage) (any, error) {
	var p didParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	d, err := identity.ParseDID(p.DID)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	if chain := m.b.Agents.ChainID(); d.ChainID != chain {
		return nil, api.InvalidParams(fmt.Errorf("%s is on chain %d; this node resolves chain %d", p.DID, d.ChainID, chain))
	}
	return m.b.Agents.ResolveDID(ctx, p.DID)
}
