package escrow

import (
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// counterValidity is how long the worker's answer to a counter stays open for the requester.
const counterValidity = time.Minute

// AnswerCounter is the worker's side of a negotiation: raw is the requester's next message
// over one of this node's bids. A counter is accepted when its price is at least the least
// reward of the bid's policy, its floor (or it sets none), else countered at that floor (with
// the counter's deadline and review window); declined when its deadline leaves less than the
// run timeout or no round is left for a counter. An accept or decline from the requester ends
// the negotiation and gets no answer (nil). Both messages are stored with the bid before the
// answer leaves, so once accepted the node claims the hire only on the agreed terms, after a
// restart too.
func (m *Market) AnswerCounter(raw []byte, now time.Time) ([]byte, error) {
	var head struct {
		CallID common.Hash `json:"callId"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadTerms, err)
	}
	m.bids.mu.Lock()
	defer m.bids.mu.Unlock()
	neg, ok := m.bids.negs[head.CallID]
	if !ok {
		return nil, fmt.Errorf("%w: no bid of this node on call %s", ErrBadTerms, head.CallID.Hex())
	}
	taken := len(neg.msgs)
	reply, err := m.answer(neg, raw, now)
	if err == nil {
		err = m.bids.save(neg)
	}
	if err != nil {
		neg.msgs = neg.msgs[:taken] // neither message counts unless both are stored
		return nil, err
	}
	return reply, nil
}

// answer takes the requester's message raw into neg and makes the worker's answer to it.
func (m *Market) answer(neg *Negotiation, raw []byte, now time.Time) ([]byte, error) {
	t, err := neg.Add(raw, now)
	if err != nil {
		return nil, err
	}
	if t.Action != ActionCounter {
		return nil, nil
	}
	least := m.leastReward(neg.Bid().AgentID)
	if !time.Unix(t.Deadline, 0).After(now.Add(m.cfg.RunTimeout)) {
		return neg.Next(m.key, ActionDecline, nil, time.Time{}, 0, counterValidity, now)
	}
	if least == nil || t.Price.Int().Cmp(least.Int()) >= 0 {
		return neg.Next(m.key, ActionAccept, nil, time.Time{}, 0, counterValidity, now)
	}
	if int(t.Round)+1 >= MaxRounds {
		return neg.Next(m.key, ActionDecline, nil, time.Time{}, 0, counterValidity, now)
	}
	return neg.Next(m.key, ActionCounter, least, time.Unix(t.Deadline, 0), time.Duration(t.ReviewSecs)*time.Second, counterValidity, now)
}

// bidPrice is what p bids on a call paying at most max: BidPrice capped at max, else MinReward,
// else max; never below MinReward. false when MinReward is above max.
func (p Policy) bidPrice(max *big.Int) (*big.Int, bool) {
	floor := new(big.Int)
	if p.MinReward != nil {
		floor = p.MinReward.Int()
	}
	if floor.Cmp(max) > 0 {
		return nil, false
	}
	price := max
	switch {
	case p.BidPrice != nil && p.BidPrice.Int().Sign() > 0 && p.BidPrice.Int().Cmp(max) < 0:
		price = p.BidPrice.Int()
	case p.BidPrice == nil && floor.Sign() > 0:
		price = floor
	}
	if price.Cmp(floor) < 0 {
		price = floor
	}
	return new(big.Int).Set(price), true
}

// leastReward is the least reward of the policy of agent id; nil when it sets none.
func (m *Market) leastReward(id uint64) *BigString {
	for _, p := range m.Policies() {
		if p.AgentID == id && p.MinReward != nil && p.MinReward.Int().Sign() > 0 {
			return p.MinReward
		}
	}
	return nil
}

// Negotiation returns this node's negotiation over its bid on call, to read its messages.
func (m *Market) Negotiation(call common.Hash) ([]Terms, bool) {
	m.bids.mu.Lock()
	defer m.bids.mu.Unlock()
	neg, ok := m.bids.negs[call]
	if !ok {
		return nil, false
	}
	return neg.Messages(), true
}
