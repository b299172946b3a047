package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/units"
)

// counterValidity is how long the requester's negotiation messages stay open for the worker.
const counterValidity = time.Minute

// Negotiate counters agentID's bid on the call id this node opened for a person (bounty.call),
// once its window is over: price, deadline and review window are the requester's terms. The
// worker accepts, declines, or counters back at its least reward, which this node accepts when
// it is within the call's maximum (else declines). It returns the agreed terms, which
// bounty.choose then hires on, and whether there was an agreement.
func (n *Node) Negotiate(ctx context.Context, id common.Hash, agentID uint64, price *escrow.BigString, deadline time.Time,
	review time.Duration) (escrow.Terms, bool, error) {
	ranked, err := n.CallBids(ctx, id)
	if err != nil {
		return escrow.Terms{}, false, err
	}
	i := slices.IndexFunc(ranked, func(b escrow.Bidder) bool { return b.Bid.AgentID == agentID })
	p, ok := n.bids.BidPeer(id, agentID)
	if i < 0 || !ok {
		return escrow.Terms{}, false, fmt.Errorf("%w: agent %d did not bid on call %s", escrow.ErrBadParams, agentID, id.Hex())
	}
	pc, ok := n.pending.get(id)
	if !ok { // dropped for newer calls meanwhile
		return escrow.Terms{}, false, fmt.Errorf("%w: no call %s", escrow.ErrBadParams, id.Hex())
	}
	neg := escrow.NewNegotiation(ranked[i].Bid, n.nodeKey.Address())
	raw, err := neg.Next(n.nodeKey, escrow.ActionCounter, price, deadline, review, counterValidity, time.Now())
	if err != nil {
		return escrow.Terms{}, false, fmt.Errorf("%w: %w", escrow.ErrBadParams, err)
	}
	for {
		reply, err := n.bids.Counter(ctx, p, raw)
		if err != nil {
			return escrow.Terms{}, false, fmt.Errorf("node: negotiate with agent %d: %w", agentID, err)
		}
		if reply == nil { // our accept or decline ended it
			break
		}
		t, err := neg.Add(reply, time.Now())
		if err != nil {
			return escrow.Terms{}, false, fmt.Errorf("node: agent %d's answer: %w", agentID, err)
		}
		if t.Action != escrow.ActionCounter {
			break
		}
		action := escrow.ActionAccept
		if t.Price.Int().Cmp(pc.call.MaxReward.Int()) > 0 {
			action = escrow.ActionDecline
		}
		if raw, err = neg.Next(n.nodeKey, action, nil, time.Time{}, 0, counterValidity, time.Now()); err != nil {
			return escrow.Terms{}, false, err
		}
	}
	agreed, ok := neg.Agreed()
	if ok {
		n.pending.agree(id, agreed)
	}
	return agreed, ok, nil
}

// CounterParams are bounty.counter's parameters: the bid (call and agent) and the requester's
// terms; deadline and review window default to the call's.
type CounterParams struct {
	CallID       common.Hash `json:"callId"`
	AgentID      uint64      `json:"agentId"`
	Price        string      `json:"price"`                  // in ETH or the token's units, as bounty.post's reward
	Deadline     string      `json:"deadline,omitempty"`     // RFC 3339 or from now, e.g. "30m", as bounty.post's
	ReviewWindow string      `json:"reviewWindow,omitempty"` // e.g. "10m"
}

// bountyCounter negotiates a bid of a call a person chooses from (Negotiate).
func (n *Node) bountyCounter(ctx context.Context, raw json.RawMessage) (any, error) {
	var p CounterParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	pc, ok := n.pending.get(p.CallID)
	if !ok {
		return nil, api.InvalidParams(fmt.Errorf("no call %s", p.CallID.Hex()))
	}
	parse := units.ParseETH
	if pc.call.Token != escrow.NativeToken {
		parse = escrow.ParseAmount
	}
	price, err := parse(p.Price)
	if err != nil || price.Sign() <= 0 {
		return nil, api.InvalidParams(fmt.Errorf("price %q: more than zero, as a reward (%v)", p.Price, err))
	}
	deadline := time.Unix(pc.call.Deadline, 0)
	if p.Deadline != "" {
		if deadline, err = parseWhen(p.Deadline, 0); err != nil {
			return nil, api.InvalidParams(fmt.Errorf("deadline: %w", err))
		}
	}
	review, err := parseDuration(p.ReviewWindow, pc.req.ReviewWindow)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("review window: %w", err))
	}
	agreed, ok, err := n.Negotiate(ctx, p.CallID, p.AgentID, escrow.NewBigString(price), deadline, review)
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
