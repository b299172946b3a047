package chainindex

import (
	"math/big"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// Reputation is an agent's standing per the ReputationRegistry's events, computed as the
// contract does: reputation from money-backed outcomes (paid and penalty weights), feedback
// summarised apart (it does not enter reputationOf).
type Reputation struct {
	AgentID uint64 `json:"agentId"`
	// Reputation is Paid * 100 / (Paid + Penalty) in [0, 100] (reputationOf); 0 without either.
	Reputation uint8 `json:"reputation"`
	// Count, Paid and Penalty are the registry's aggregate (aggregateOf).
	Count   uint64   `json:"count"`
	Paid    *big.Int `json:"paid"`
	Penalty *big.Int `json:"penalty"`
	// Outcomes recorded by the escrow, by kind.
	Accepted        uint64 `json:"accepted"`
	AutoAccepted    uint64 `json:"autoAccepted"`
	Refused         uint64 `json:"refused"`
	DisputeResolved uint64 `json:"disputeResolved"`
	Expired         uint64 `json:"expired"`
	// FeedbackCount and FeedbackAverage summarise requesters' non-revoked feedback (getSummary).
	FeedbackCount   uint64 `json:"feedbackCount"`
	FeedbackAverage uint8  `json:"feedbackAverage"`
	// Feedback sums behind FeedbackAverage.
	FeedbackScoreSum uint64   `json:"feedbackScoreSum"`
	FeedbackWeight   *big.Int `json:"feedbackWeight"`
	FeedbackWeighted *big.Int `json:"feedbackWeighted"`
}

type feedbackRec struct {
	Score   uint8    `json:"score"`
	Weight  *big.Int `json:"weight"`
	Revoked bool     `json:"revoked"`
}

// The registry packs its aggregate into saturating uint112/uint112/uint32 fields; a feedback
// weight is capped at uint96.
var (
	max96  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 96), big.NewInt(1))
	max112 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 112), big.NewInt(1))
)

const max32 = 1<<32 - 1

func newReputation(agentID uint64) *Reputation {
	return &Reputation{AgentID: agentID, Paid: new(big.Int), Penalty: new(big.Int),
		FeedbackWeight: new(big.Int), FeedbackWeighted: new(big.Int)}
}

// add mirrors ReputationRegistry._add.
func (r *Reputation) add(paid, penalty *big.Int) {
	r.Paid = minBig(new(big.Int).Add(r.Paid, paid), max112)
	r.Penalty = minBig(new(big.Int).Add(r.Penalty, penalty), max112)
	if r.Count < max32 {
		r.Count++
	}
}

// derive recomputes Reputation and FeedbackAverage from the sums.
func (r *Reputation) derive() {
	r.Reputation = 0
	if total := new(big.Int).Add(r.Paid, r.Penalty); total.Sign() > 0 {
		r.Reputation = uint8(new(big.Int).Div(new(big.Int).Mul(r.Paid, big.NewInt(100)), total).Uint64())
	}
	r.FeedbackAverage = 0
	switch {
	case r.FeedbackCount == 0:
	case r.FeedbackWeight.Sign() == 0:
		r.FeedbackAverage = uint8(r.FeedbackScoreSum / r.FeedbackCount)
	default:
		r.FeedbackAverage = uint8(new(big.Int).Div(r.FeedbackWeighted, r.FeedbackWeight).Uint64())
	}
}

// applyReputation folds a ReputationRegistry event into the reputation view.
func applyReputation(t vtx, ev Event, ex *extra) error {
	key := t.k.s(pReputation, be64(ev.AgentID))
	r := newReputation(ev.AgentID)
	if _, err := t.get(key, r); err != nil {
		return err
	}
	switch d := ev.Data.(type) {
	case *bindings.ReputationRegistryOutcomeRecorded:
		r.add(d.Paid, d.Penalty)
		switch d.Outcome {
		case 0:
			r.Accepted++
		case 1:
			r.AutoAccepted++
		case 2:
			r.Refused++
		case 3:
			r.DisputeResolved++
		case 4:
			r.Expired++
		}
	case *bindings.ReputationRegistryNewFeedback:
		// value is the 0..100 score (valueDecimals 0): the registry takes nothing else
		score := uint8(min(d.Value.Uint64(), 100))
		w := new(big.Int)
		if ex != nil && ex.Weight != nil {
			w = minBig(ex.Weight, max96)
		}
		fk := t.k.s(pFeedback, be64(ev.AgentID), addr(d.ClientAddress), be64(d.FeedbackIndex))
		if err := t.put(fk, feedbackRec{Score: score, Weight: w}); err != nil {
			return err
		}
		r.FeedbackCount++
		r.FeedbackScoreSum += uint64(score)
		r.FeedbackWeight = new(big.Int).Add(r.FeedbackWeight, w)
		r.FeedbackWeighted = new(big.Int).Add(r.FeedbackWeighted, new(big.Int).Mul(big.NewInt(int64(score)), w))
	case *bindings.ReputationRegistryFeedbackRevoked:
		fk := t.k.s(pFeedback, be64(ev.AgentID), addr(d.ClientAddress), be64(d.FeedbackIndex))
		var f feedbackRec
		found, err := t.get(fk, &f)
		if err != nil {
			return err
		}
		if !found || f.Revoked {
			return nil
		}
		f.Revoked = true
		if err := t.put(fk, f); err != nil {
			return err
		}
		ws := new(big.Int).Mul(big.NewInt(int64(f.Score)), f.Weight)
		r.FeedbackCount--
		r.FeedbackScoreSum -= uint64(f.Score)
		r.FeedbackWeight = floorSub(r.FeedbackWeight, f.Weight)
		r.FeedbackWeighted = floorSub(r.FeedbackWeighted, ws)
	default:
		return nil
	}
	r.derive()
	return t.put(key, r)
}
