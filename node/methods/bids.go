package methods

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/hiring"
	"github.com/agentsite/agentsite/node/units"
)

// Default windows of a call for bids.
const (
	defaultBidWindow = 2 * time.Second
	defaultClaimWait = 30 * time.Second
)

// bidRequest checks and converts bounty.hire's and bounty.call's parameters.
func (m *Methods) bidRequest(ctx context.Context, raw json.RawMessage) (hiring.Request, error) {
	var p apitypes.BountyHireParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return hiring.Request{}, err
	}
	req, err := PostRequest(ctx, m.b.Market, m.b.Now(), p.BountyPostParams)
	if err != nil {
		return hiring.Request{}, api.InvalidParams(err)
	}
	if req.Assignee != 0 {
		return hiring.Request{}, api.InvalidParams(errors.New("a hire by bids chooses its agent: no assignee"))
	}
	window, err := parseDuration(p.BidWindow, defaultBidWindow)
	if err != nil {
		return hiring.Request{}, api.InvalidParams(fmt.Errorf("bid window: %w", err))
	}
	wait, err := parseDuration(p.ClaimWait, defaultClaimWait)
	if err != nil {
		return hiring.Request{}, api.InvalidParams(fmt.Errorf("claim wait: %w", err))
	}
	r := hiring.Request{PostRequest: req, Window: window, ClaimWait: wait, Open: p.OpenFallback}
	if p.Negotiate != nil {
		parse := units.ParseETH
		if req.Token != escrow.NativeToken {
			parse = escrow.ParseAmount
		}
		np := p.Negotiate
		pol, err := escrow.ParseNegotiationPolicy(np.Target, np.Limit, np.Rounds, np.Next, parse)
		if err != nil {
			return hiring.Request{}, api.InvalidParams(fmt.Errorf("negotiate: %w", err))
		}
		r.Negotiate = &pol
	}
	return r, nil
}

// hired is bounty.hire's and bounty.choose's answer: the bounty, and the agent, price (on chain)
// and promised time of the bid it hired; an open bounty when no bid was honoured.
func hired(h escrow.Hired) map[string]any {
	if h.Open {
		return map[string]any{"bountyId": h.BountyID, "open": true}
	}
	return map[string]any{"bountyId": h.BountyID, "agentId": h.Bid.AgentID, "price": h.Bid.Price, "promisedSecs": h.Bid.PromisedSecs,
		"negotiated": h.Agreed != nil}
}

// bountyHire asks for bids and hires the best one (Bids.HireByBids).
func (m *Methods) bountyHire(ctx context.Context, raw json.RawMessage) (any, error) {
	r, err := m.bidRequest(ctx, raw)
	if err != nil {
		return nil, err
	}
	h, err := m.b.Bids.HireByBids(ctx, r)
	if err != nil {
		return nil, err
	}
	return hired(h), nil
}

// bountyCall opens a call for bids a person chooses from (bounty.bids, bounty.choose).
func (m *Methods) bountyCall(ctx context.Context, raw json.RawMessage) (any, error) {
	r, err := m.bidRequest(ctx, raw)
	if err != nil {
		return nil, err
	}
	if r.Negotiate != nil || r.Open {
		return nil, api.InvalidParams(errors.New("a person chooses from a call: negotiate with bounty.counter, no open fallback"))
	}
	call, err := m.b.Bids.CallForBids(ctx, r)
	if err != nil {
		return nil, err
	}
	return map[string]any{"callId": call.ID(), "bidsUntil": time.UnixMilli(int64(call.BidsUntil)).UTC()}, nil
}

// bountyBids lists a call's bids, best first, once its window is over.
func (m *Methods) bountyBids(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.CallForBidsParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	ranked, err := m.b.Bids.CallBids(ctx, p.CallID)
	if errors.Is(err, escrow.ErrBadParams) {
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	return ranked, nil
}

// bountyChoose hires the bid a person chose.
func (m *Methods) bountyChoose(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.CallForBidsParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	h, err := m.b.Bids.Choose(ctx, p.CallID, p.AgentID)
	if errors.Is(err, escrow.ErrBadParams) {
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	return hired(h), nil
}

// bountyCounter negotiates a bid of a call a person chooses from (Bids.Negotiate).
func (m *Methods) bountyCounter(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.CounterParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	pc, err := m.b.Bids.OpenCall(p.CallID)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	parse := units.ParseETH
	if pc.Call.Token != escrow.NativeToken {
		parse = escrow.ParseAmount
	}
	price, err := parse(p.Price)
	if err != nil || price.Sign() <= 0 {
		return nil, api.InvalidParams(fmt.Errorf("price %q: more than zero, as a reward (%v)", p.Price, err))
	}
	deadline := time.Unix(pc.Call.Deadline, 0)
	if p.Deadline != "" {
		if deadline, err = m.parseWhen(p.Deadline, 0); err != nil {
			return nil, api.InvalidParams(fmt.Errorf("deadline: %w", err))
		}
	}
	review, err := parseDuration(p.ReviewWindow, pc.Post.ReviewWindow)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("review window: %w", err))
	}
	agreed, ok, err := m.b.Bids.Negotiate(ctx, p.CallID, p.AgentID, escrow.NewBigString(price), deadline, review)
	if errors.Is(err, escrow.ErrBadParams) {
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	if !ok {
		return map[string]any{"agreed": false}, nil
	}
	return map[string]any{"agreed": true, "price": agreed.Price, "deadline": time.Unix(agreed.Deadline, 0).UTC(),
		"reviewSecs": agreed.ReviewSecs}, nil
}
