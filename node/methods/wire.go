package methods

import (
	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
)

// The parts' records in the API's wire types (node/apitypes), field for field: the API's JSON
// stays what the parts' own types would encode, without apitypes importing the parts.

// wireBounty is the chain index's record of a bounty as the API answers it.
func wireBounty(b chainindex.Bounty) apitypes.Bounty {
	e := b.Bounty
	w := apitypes.Bounty{ID: e.ID, Requester: e.Requester, Status: e.Status, Until: e.Until, AgentID: e.AgentID, Token: e.Token,
		Amount: e.Amount, SpecHash: e.SpecHash, ResultHash: e.ResultHash, Arbiter: e.Arbiter, ReviewWindow: e.ReviewWindow,
		MinReputation: e.MinReputation, ParentID: e.ParentID, MinStake: e.MinStake, MinPaid: e.MinPaid,
		Deadline: b.Deadline, Assignee: b.Assignee, ClaimedBy: b.ClaimedBy, Paid: b.Paid, Fee: b.Fee, Refunded: b.Refunded,
		Slashed: b.Slashed, Reservation: b.Reservation, Forfeited: b.Forfeited, AgentBps: b.AgentBps, ByTimeout: b.ByTimeout,
		Automatic: b.Automatic, SlashFailed: b.SlashFailed, RejectReason: b.RejectReason, DisputeReason: b.DisputeReason}
	if b.Transitions != nil {
		w.Transitions = make([]apitypes.Transition, len(b.Transitions))
		for i, t := range b.Transitions {
			w.Transitions[i] = apitypes.Transition{Status: t.Status, Block: t.Block, Time: t.Time, TxHash: t.TxHash}
		}
	}
	return w
}

// WireExposure is the exposure of a claim as bounty.show answers it, without the stake token's
// name and the arbiter's acceptance (the node's Market adds them).
func WireExposure(x escrow.Exposure) apitypes.ExposureView {
	return apitypes.ExposureView{RewardValue: x.RewardValue, MaxSlash: x.MaxSlash, Reservation: x.Reservation, Forfeit: x.Forfeit}
}

// wireAgent is the registry's record of an agent as agent.onchain answers it.
func wireAgent(a onchain.Agent) apitypes.Agent {
	return apitypes.Agent{ID: a.ID, Owner: a.Owner, Wallet: a.Wallet, URI: a.URI, Stake: a.Stake, Reserved: a.Reserved,
		Free: a.Free, Unbonding: a.Unbonding, ReadyAt: a.ReadyAt, Active: a.Active}
}

// wireScore is the reputation registry's record of an agent as agent.onchain answers it.
func wireScore(s reputation.Score) apitypes.Score {
	return apitypes.Score{AgentID: s.AgentID, Reputation: s.Reputation, Count: s.Count, Paid: s.Paid, Penalty: s.Penalty,
		FeedbackCount: s.FeedbackCount, FeedbackAverage: s.FeedbackAverage, FeedbackPartial: s.FeedbackPartial}
}
