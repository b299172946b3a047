package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/deploy"
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

func (n *Node) stakeArgs(raw json.RawMessage, needAmount bool) (uint64, *big.Int, error) {
	var p apitypes.StakeParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return 0, nil, err
	}
	name, _, err := n.agentKey(p.Agent)
	if err != nil {
		return 0, nil, err
	}
	id, ok := n.agentIDs[name]
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

func (n *Node) agentStake(ctx context.Context, raw json.RawMessage) (any, error) {
	id, amount, err := n.stakeArgs(raw, true)
	if err != nil {
		return nil, err
	}
	if err := n.reg.IncreaseStake(ctx, id, amount); err != nil {
		return nil, err
	}
	return n.reg.Agent(ctx, id)
}

func (n *Node) agentUnstake(ctx context.Context, raw json.RawMessage) (any, error) {
	id, amount, err := n.stakeArgs(raw, true)
	if err != nil {
		return nil, err
	}
	if err := n.reg.RequestUnstake(ctx, id, amount); err != nil {
		return nil, err
	}
	return n.reg.Agent(ctx, id)
}

func (n *Node) agentWithdraw(ctx context.Context, raw json.RawMessage) (any, error) {
	id, _, err := n.stakeArgs(raw, false)
	if err != nil {
		return nil, err
	}
	if err := n.reg.WithdrawStake(ctx, id); err != nil {
		return nil, err
	}
	return n.reg.Agent(ctx, id)
}

func (n *Node) agentOnchain(ctx context.Context, raw json.RawMessage) (any, error) {
	id, _, err := n.stakeArgs(raw, false)
	if err != nil {
		return nil, err
	}
	a, err := n.reg.Agent(ctx, id)
	if err != nil {
		return nil, err
	}
	score, err := n.rep.Score(ctx, id)
	if err != nil {
		return nil, err
	}
	_, sym, err := n.stakeToken(ctx)
	if err != nil {
		return nil, err
	}
	return apitypes.AgentOnchain{Agent: a, Symbol: sym, Reputation: score}, nil
}

func (n *Node) didShow(context.Context, json.RawMessage) (any, error) {
	out := map[string]string{"node": n.nodeKey.DID(n.dep.ChainID).String()}
	for name, k := range n.agentKeys {
		out[name] = k.DID(n.dep.ChainID).String()
	}
	return out, nil
}

func (n *Node) walletShow(ctx context.Context, _ json.RawMessage) (any, error) {
	agents := make(map[string]common.Address, len(n.agentKeys))
	for name, k := range n.agentKeys {
		agents[name] = k.Address()
	}
	return readWallet(ctx, n.rpc, n.dep, n.cfg, n.nodeKey.Address(), agents)
}

type didParams struct {
	DID string `json:"did"`
}

// didResolve resolves a did:ethr DID on this node's chain by walking the DIDRegistry's log.
func (n *Node) didResolve(ctx context.Context, raw json.RawMessage) (any, error) {
	var p didParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	d, err := identity.ParseDID(p.DID)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	if d.ChainID != n.dep.ChainID {
		return nil, api.InvalidParams(fmt.Errorf("%s is on chain %d; this node resolves chain %d", p.DID, d.ChainID, n.dep.ChainID))
	}
	r, err := identity.NewResolver(n.rpc, identity.DefaultResolverConfig(new(big.Int).SetUint64(n.dep.ChainID), n.dep.Contracts[deploy.NameDIDRegistry]))
	if err != nil {
		return nil, err
	}
	return r.Resolve(ctx, p.DID)
}

// agentRegister registers a hosted agent on chain with a stake, lets it take bounties (policy:
// all its skills, any reward; saved to the config file) and republishes its card with the id.
func (n *Node) agentRegister(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.StakeParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	name, _, err := n.agentKey(p.Agent)
	if err != nil {
		return nil, err
	}
	if id, ok := n.agentIDs[name]; ok {
		return nil, api.InvalidParams(fmt.Errorf("agent %q is already registered as #%d: use agent stake to add stake", name, id))
	}
	amount, err := units.ParseStake(p.Amount)
	if err != nil || amount.Sign() == 0 {
		return nil, api.InvalidParams(fmt.Errorf("stake %q: want a positive amount of stake tokens, e.g. 100 %s", p.Amount, units.SymbolStake))
	}
	if min, err := n.reg.MinStake(ctx); err == nil && amount.Cmp(min) < 0 {
		return nil, api.InvalidParams(fmt.Errorf("stake %s is below the registry minimum %s", units.FormatStake(amount), units.FormatStake(min)))
	}
	if short, err := n.fundsShort(ctx, amount, 1); err != nil || short != "" {
		if err != nil {
			return nil, err
		}
		return nil, api.InvalidParams(errors.New(short))
	}
	id, err := n.registerAgent(ctx, name, amount)
	if err != nil {
		return nil, err
	}
	n.cfg.Market = append(n.cfg.Market, MarketPolicy{Agent: name, Stake: escrow.NewBigString(amount)})
	if err := n.cfg.Save(); err != nil {
		n.log.Warn("agent registered but the config file was not updated", "err", err)
	}
	if m := n.market.Load(); m != nil {
		m.SetPolicies(n.policies(ctx))
	}
	if card, err := n.card(ctx, name); err == nil {
		_ = n.disc.Publish(ctx, card, n.agentKeys[name])
	}
	return n.reg.Agent(ctx, id)
}
