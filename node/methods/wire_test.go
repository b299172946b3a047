package methods

import (
	"bytes"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/registry/onchain"
	"github.com/agentsite/agentsite/reputation"
)

// The API's views as they were before node/apitypes had wire types of its own: the parts'
// types embedded. The wire types must encode byte for byte as these did.
type (
	oldBountyView struct {
		chainindex.Bounty
		Reward   string           `json:"reward"`
		Job      *escrow.Job      `json:"job,omitempty"`
		Exposure *oldExposureView `json:"exposure,omitempty"`
		Refusal  *escrow.Refusal  `json:"refusal,omitempty"`
		Children []oldBountyView  `json:"children,omitempty"`
		Skill    string           `json:"skill,omitempty"`
	}
	oldExposureView struct {
		escrow.Exposure
		StakeToken      common.Address `json:"stakeToken"`
		Symbol          string         `json:"symbol"`
		ArbiterAccepted bool           `json:"arbiterAccepted"`
	}
	oldAgentOnchain struct {
		onchain.Agent
		Symbol     string           `json:"symbol"`
		Reputation reputation.Score `json:"reputation"`
	}
)

// sameJSON fails unless old and new encode to the same bytes.
func sameJSON(t *testing.T, name string, old, new any) {
	t.Helper()
	a, err := json.Marshal(old)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(new)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatalf("%s: the wire changed\nwas %s\nnow %s", name, a, b)
	}
}

// TestWireFormatUnchanged: bounty.show's and bounty.list's BountyView (with every field set,
// and with none), the exposure and agent.onchain's answer encode as the parts' own types did.
func TestWireFormatUnchanged(t *testing.T) {
	at := time.Date(2026, 11, 27, 18, 0, 0, 0, time.UTC)
	h := func(b byte) common.Hash { return common.Hash{b} }
	full := chainindex.Bounty{
		Bounty: escrow.Bounty{ID: 7, Requester: common.Address{1}, Status: escrow.StatusResolved, Until: at, AgentID: 3, Token: common.Address{2},
			Amount: big.NewInt(1000), SpecHash: h(3), ResultHash: h(4), Arbiter: common.Address{5}, ReviewWindow: time.Minute,
			MinReputation: 60, ParentID: 2, MinStake: big.NewInt(9), MinPaid: 11, AgentBps: 1},
		Deadline: at.Add(time.Hour), Assignee: 3, ClaimedBy: common.Address{6},
		Transitions: []chainindex.Transition{{Status: escrow.StatusOpen, Block: 10, Time: at, TxHash: h(7)}, {Status: escrow.StatusClaimed, Block: 11, Time: at, TxHash: h(8)}},
		Paid:        big.NewInt(900), Fee: big.NewInt(10), Refunded: big.NewInt(90), Slashed: big.NewInt(0), Reservation: big.NewInt(50), Forfeited: big.NewInt(5),
		AgentBps: 9000, ByTimeout: true, Automatic: true, SlashFailed: true, RejectReason: h(9), DisputeReason: h(10),
	}
	job := &escrow.Job{Role: escrow.RoleRequester, BountyID: 7, Stage: escrow.StageDone, Result: json.RawMessage(`{"a":1}`), Updated: at}
	refusal := &escrow.Refusal{BountyID: 7, Agent: "echo", Reason: "stake", At: at}
	x := escrow.Exposure{RewardValue: big.NewInt(1), MaxSlash: big.NewInt(2), Reservation: big.NewInt(3), Forfeit: big.NewInt(4)}
	wx := WireExposure(x)
	wx.StakeToken, wx.Symbol, wx.ArbiterAccepted = common.Address{8}, "AST", true

	for _, b := range []chainindex.Bounty{full, {}, {Bounty: escrow.Bounty{ID: 1, Amount: big.NewInt(1)}, Transitions: []chainindex.Transition{}}} {
		old := oldBountyView{Bounty: b, Reward: "0.1", Job: job, Refusal: refusal, Skill: "fmt",
			Exposure: &oldExposureView{Exposure: x, StakeToken: common.Address{8}, Symbol: "AST", ArbiterAccepted: true},
			Children: []oldBountyView{{Bounty: b, Reward: "0.2"}}}
		new := apitypes.BountyView{Bounty: wireBounty(b), Reward: "0.1", Job: job, Refusal: &apitypes.Refusal{BountyID: 7, Agent: "echo", Reason: "stake", At: at}, Skill: "fmt", Exposure: &wx,
			Children: []apitypes.BountyView{{Bounty: wireBounty(b), Reward: "0.2"}}}
		sameJSON(t, "BountyView", old, new)
		sameJSON(t, "bare BountyView", oldBountyView{Bounty: b}, apitypes.BountyView{Bounty: wireBounty(b)})
	}
	sameJSON(t, "ExposureView", oldExposureView{Exposure: escrow.Exposure{}}, WireExposure(escrow.Exposure{}))

	agent := onchain.Agent{ID: 3, Owner: common.Address{1}, Wallet: common.Address{2}, URI: "ipfs://x", Stake: big.NewInt(5), Reserved: big.NewInt(1),
		Free: big.NewInt(4), Unbonding: big.NewInt(2), ReadyAt: at, Active: true}
	score := reputation.Score{AgentID: 3, Reputation: 80, Count: 2, Paid: big.NewInt(10), Penalty: big.NewInt(1), FeedbackCount: 4,
		FeedbackAverage: 70, FeedbackPartial: true}
	sameJSON(t, "AgentOnchain", oldAgentOnchain{Agent: agent, Symbol: "AST", Reputation: score},
		apitypes.AgentOnchain{Agent: wireAgent(agent), Symbol: "AST", Reputation: wireScore(score)})
	sameJSON(t, "bare AgentOnchain", oldAgentOnchain{}, apitypes.AgentOnchain{Agent: wireAgent(onchain.Agent{}), Reputation: wireScore(reputation.Score{})})
}
