package escrow

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// counterValidity is how long the worker's answer to a counter stays open for the requester.
const counterValidity = time.Minute

// AnswerCounter is the worker's side of a negotiation: raw is the requester's next message
// over one of this node's bids. A counter is accepted when its price is at least the least
// reward of the bid's policy (or it sets none), else countered at that least reward (with the
// counter's deadline and review window); declined when its deadline leaves less than the run
// timeout or no round is left for a counter. An accept or decline from the requester ends the negotiation and gets no
// answer (nil). Once accepted, the node claims the hire only on the agreed terms.
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
