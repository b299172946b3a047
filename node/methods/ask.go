package methods

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/auction"
	"github.com/agentsite/agentsite/node/units"
)

// Asker runs swarm auctions (the node's auction service).
type Asker interface {
	Ask(ctx context.Context, r auction.Request) (auction.Result, error)
}

// defaultAskDeadline is an ask's deadline when the caller names none: calls at call speed.
const defaultAskDeadline = 2 * time.Second

// askRequest checks and converts agent.ask's parameters.
func askRequest(p apitypes.AgentAskParams) (auction.Request, error) {
	r := auction.Request{Skill: p.Skill, Query: p.Query, Input: p.Input, K: p.K}
	if p.Token != "" {
		if !common.IsHexAddress(p.Token) {
			return r, fmt.Errorf("token %q is not an address", p.Token)
		}
		r.Token = common.HexToAddress(p.Token)
	}
	parse := units.ParseETH
	if r.Token != escrow.NativeToken {
		parse = escrow.ParseAmount
	}
	var err error
	if p.MaxPrice == "" {
		return r, errors.New("maxPrice is required (\"0\" for free agents only)")
	}
	if r.MaxPrice, err = parse(p.MaxPrice); err != nil {
		return r, fmt.Errorf("maxPrice: %w", err)
	}
	r.Reserve = new(big.Int)
	if p.Reserve != "" {
		if r.Reserve, err = parse(p.Reserve); err != nil {
			return r, fmt.Errorf("reserve: %w", err)
		}
	}
	if r.Deadline, err = parseDuration(p.Deadline, defaultAskDeadline); err != nil {
		return r, fmt.Errorf("deadline: %w", err)
	}
	if r.BidWindow, err = parseDuration(p.BidWindow, r.Deadline/4); err != nil {
		return r, fmt.Errorf("bid window: %w", err)
	}
	return r, nil
}

// agentAsk runs an auction and answers with its outcome; a failed auction answers with what
// happened and the error in the result (the bids and attempts are what the caller needs).
func (m *Methods) agentAsk(ctx context.Context, raw json.RawMessage) (any, error) {
	if m.b.Asker == nil {
		return nil, errors.New("node: auctions are not running")
	}
	var p apitypes.AgentAskParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	r, err := askRequest(p)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	res, err := m.b.Asker.Ask(ctx, r)
	if errors.Is(err, auction.ErrBadConfig) {
		return nil, api.InvalidParams(err)
	}
	return AskView(res, err), nil
}

// AskView is an auction's result as the API shows it.
func AskView(res auction.Result, err error) apitypes.AgentAskResult {
	v := apitypes.AgentAskResult{Output: res.Output, Explored: res.Explored, Asked: res.Asked, Bids: res.Bids, Dropped: res.Dropped,
		ChosenMs: ms(res.ChosenAfter), TookMs: ms(res.Took)}
	if err != nil {
		v.Error = err.Error()
	} else {
		v.Agent, v.Name, v.Worker, v.Price = res.Winner.Agent, res.Winner.Name, res.Winner.Worker, res.Price.String()
	}
	for _, a := range res.Attempts {
		v.Attempts = append(v.Attempts, apitypes.AskAttempt{Agent: a.Agent, Worker: a.Worker, Price: a.Price, Accepted: a.Accepted, Error: a.Err})
	}
	return v
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
