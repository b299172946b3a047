package chainindex

import (
	"math/big"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// Reputation is an agent's standing per the ReputationRegistry's events, computed as the
// contract does (value-weighted scores over outcomes and non-revoked feedback).
type Reputation struct {
	AgentID uint64 `json:"agentId"`
	// Reputation is WeightedScore / Weight in [0, 100] (reputationOf); 0 without weight.
	Reputation uint8 `json:"reputation"`
	// Count, Weight and WeightedScore are the registry's aggregate (aggregateOf).
	Count         uint64   `json:"count"`
	Weight        *big.Int `json:"weight"`
	WeightedScore *big.Int `json:"weightedScore"`
	// Outcomes recorded by the escrow, by kind.
	Accepted        uint64 `json:"accepted"`
	AutoAccepted    uint64 `json:"autoAccepted"`
	Refused         uint64 `json:"refused"`
	DisputeResolved uint64 `json:"disputeResolved"`
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

// The registry packs its aggregate into saturating uint96/uint104/uint56 fields.
var (
	max96  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 96), big.NewInt(1))
	max104 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 104), big.NewInt(1))
)

const max56 = 1<<56 - 1

func newReputation(agentID uint64) *Reputation {
	return &Reputation{AgentID: agentID, Weight: new(big.Int), WeightedScore: new(big.Int),
		FeedbackWeight: new(big.Int), FeedbackWeighted: new(big.Int)}
}

// add mirrors ReputationRegistry._add.
func (r *Reputation) add(score uint8, weight *big.Int) {
	weight = minBig(weight, max96)
	r.Weight = minBig(new(big.Int).Add(r.Weight, weight), max96)
	r.WeightedScore = minBig(new(big.Int).Add(r.WeightedScore, new(big.Int).Mul(big.NewInt(int64(score)), weight)), max104)
	if r.Count < max56 {
		r.Count++
	}
}

// derive recomputes Reputation and FeedbackAverage from the sums.
func (r *Reputation) derive() {
	r.Reputation = 0
	if r.Weight.Sign() > 0 {
		q := new(big.Int).Div(r.WeightedScore, r.Weight)
		r.Reputation = uint8(min(q.Uint64(), 100))
		if !q.IsUint64() {
			r.Reputation = 100
		}
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
		r.add(min(d.Score, 100), d.Weight)
		switch d.Outcome {
		case 0:
			r.Accepted++
		case 1:
			r.AutoAccepted++
		case 2:
			r.Refused++
		case 3:
			r.DisputeResolved++
		}
	case *bindings.ReputationRegistryNewFeedback:
		w := new(big.Int)
		if ex != nil && ex.Weight != nil {
			w = minBig(ex.Weight, max96)
		}
		r.add(d.Score, w)
		fk := t.k.s(pFeedback, be64(ev.AgentID), addr(d.ClientAddress), be64(d.FeedbackIndex))
		if err := t.put(fk, feedbackRec{Score: d.Score, Weight: w}); err != nil {
			return err
		}
		r.FeedbackCount++
		r.FeedbackScoreSum += uint64(d.Score)
		r.FeedbackWeight = new(big.Int).Add(r.FeedbackWeight, w)
		r.FeedbackWeighted = new(big.Int).Add(r.FeedbackWeighted, new(big.Int).Mul(big.NewInt(int64(d.Score)), w))
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
		r.Weight, r.WeightedScore = floorSub(r.Weight, f.Weight), floorSub(r.WeightedScore, ws)
		if r.Count > 0 {
			r.Count--
		}
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
