package methods

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/node/api"
)

// ErrUnknownAgent: a method named a hosted agent this node does not have.
// Its text names the node, as callers have always read it.
var ErrUnknownAgent = errors.New("node: no such hosted agent")

// Methods are the node's API methods over a Backend.
type Methods struct {
	b Backend
}

// New makes the methods over b.
func New(b Backend) *Methods {
	if b.Now == nil {
		b.Now = time.Now
	}
	return &Methods{b: b}
}

// Table is the method table node/api serves (api.Deps.Extra). Auth: the method signs, spends
// or reads what only the operator may see, so it needs the API token.
func (m *Methods) Table() map[string]api.Method {
	t := map[string]api.Method{
		"bounty.post":     {Auth: true, Run: m.bountyPost},
		"bounty.hire":     {Auth: true, Run: m.bountyHire},    // call for bids, hire the best
		"bounty.call":     {Auth: true, Run: m.bountyCall},    // call for bids, a person chooses:
		"bounty.bids":     {Auth: true, Run: m.bountyBids},    // the call's bids, best first
		"bounty.counter":  {Auth: true, Run: m.bountyCounter}, // negotiate a bid's terms before bounty.choose
		"bounty.choose":   {Auth: true, Run: m.bountyChoose},
		"bounty.show":     {Run: m.bountyShow}, // without the token: public fields only (publicJob)
		"bounty.list":     {Run: m.bountyList},
		"bounty.cancel":   {Auth: true, Run: m.bountyCancel},
		"bounty.accept":   {Auth: true, Run: m.bountyAccept},
		"bounty.reject":   {Auth: true, Run: m.bountyReject},
		"bounty.dispute":  {Auth: true, Run: m.bountyDispute},
		"agent.register":  {Auth: true, Run: m.agentRegister},
		"agent.stake":     {Auth: true, Run: m.agentStake},
		"agent.unstake":   {Auth: true, Run: m.agentUnstake},
		"agent.withdraw":  {Auth: true, Run: m.agentWithdraw},
		"agent.onchain":   {Run: m.agentOnchain},
		"agent.ask":       {Auth: true, Run: m.agentAsk}, // a swarm auction: bids in milliseconds, the best answers
		"did.show":        {Run: m.didShow},
		"did.resolve":     {Run: m.didResolve},
		"wallet.show":     {Auth: true, Run: m.walletShow},
		"wallet.withdraw": {Auth: true, Run: m.walletWithdraw},
		"chain.head":      {Run: m.chainHead},
		"team.start":      {Auth: true, Run: m.teamStart},
		"team.show":       {Auth: true, Run: m.teamShow},
		"team.list":       {Auth: true, Run: m.teamList},
		"team.propose":    {Auth: true, Run: m.teamPropose},
		"team.vote":       {Auth: true, Run: m.teamVote},
	}
	for name, meth := range m.channelMethods() {
		t[name] = meth
	}
	return t
}

// Status is node.status's node part (api.Deps.Status): the wallet's balance only for a caller
// with the API token, as in wallet.show.
func (m *Methods) Status(ctx context.Context) any {
	return m.b.Node.Status(ctx, api.Authorized(ctx))
}

// chainHead is the chain's head block, the chain index's, the lag between them, and the gas
// price the node's transactions would pay now (wei; the web app's cost estimates use it).
func (m *Methods) chainHead(ctx context.Context, raw json.RawMessage) (any, error) {
	if err := api.DecodeParams(raw, &struct{}{}); err != nil {
		return nil, err
	}
	head, price, err := m.b.Node.ChainHead(ctx)
	if err != nil {
		return nil, err
	}
	ix, err := m.b.Index.Head()
	if err != nil {
		return nil, err
	}
	return map[string]any{"block": head, "indexed": ix.Block, "lag": int64(head) - int64(ix.Block), "gasPrice": price.String()}, nil
}

// parseWhen reads a time as RFC 3339 or as a duration from now; def from now when empty.
func (m *Methods) parseWhen(s string, def time.Duration) (time.Time, error) {
	return parseWhen(m.b.Now(), s, def)
}

func parseWhen(now time.Time, s string, def time.Duration) (time.Time, error) {
	if s == "" {
		return now.Add(def), nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	d, err := parseDuration(s, def)
	return now.Add(d), err
}

// parseDuration reads a positive duration; def when empty.
func parseDuration(s string, def time.Duration) (time.Duration, error) {
	if s == "" {
		return def, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a duration like 90s, 10m or 2h", s)
	}
	if d <= 0 {
		return 0, fmt.Errorf("%q is not positive", s)
	}
	return d, nil
}
