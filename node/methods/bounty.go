package methods

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/units"
)

func (m *Methods) bountyPost(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.BountyPostParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	req, err := PostRequest(ctx, m.b.Market, m.b.Now(), p)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	id, err := m.b.Market.Post(ctx, req)
	if errors.Is(err, escrow.ErrBadParams) { // refused before anything was sent (a review window too long)
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	return map[string]any{"bountyId": id}, nil
}

// PostRequest checks and converts bounty.post's parameters (also an llm agent's post, which
// the node makes without the API): deadlines count from now; the assignee and the arbiter are
// resolved and checked by mk.
func PostRequest(ctx context.Context, mk Market, now time.Time, p apitypes.BountyPostParams) (escrow.PostRequest, error) {
	r := escrow.PostRequest{Skill: p.Skill, Input: p.Input, Description: p.Description, ParentID: p.ParentID,
		Verifier: p.Verifier, MinReputation: p.MinReputation, MinPaid: p.MinPaid}
	switch p.Review {
	case "", "auto":
	case "manual":
		if p.Verifier != "" {
			return r, fmt.Errorf("review \"manual\" runs no verifier: give one or the other")
		}
		r.Manual = true
	default:
		return r, fmt.Errorf("review %q is neither \"auto\" nor \"manual\"", p.Review)
	}
	if p.Skill == "" {
		return r, fmt.Errorf("a skill is required (e.g. \"summarize\")")
	}
	if len(p.Input) == 0 {
		return r, fmt.Errorf("an input is required")
	}
	parseReward := units.ParseETH
	if p.Token != "" {
		parseReward = escrow.ParseAmount // whole tokens of the ERC-20 (18 decimals), or "… wei"
	}
	reward, err := parseReward(p.Reward)
	if err != nil {
		return r, err
	}
	if reward.Sign() == 0 {
		return r, fmt.Errorf("the reward must be more than zero")
	}
	r.Reward = escrow.NewBigString(reward)
	if p.Token != "" {
		if !common.IsHexAddress(p.Token) {
			return r, fmt.Errorf("token %q is not an address", p.Token)
		}
		r.Token = common.HexToAddress(p.Token)
	}
	if r.Deadline, err = parseWhen(now, p.Deadline, time.Hour); err != nil {
		return r, fmt.Errorf("deadline: %w", err)
	}
	review, err := parseDuration(p.ReviewWindow, 10*time.Minute)
	if err != nil {
		return r, fmt.Errorf("review window: %w", err)
	}
	r.ReviewWindow = review
	if p.Assignee != "" {
		if r.Assignee, err = mk.ResolveAgent(ctx, p.Assignee); err != nil {
			return r, err
		}
	}
	if p.Arbiter != "" {
		if r.Arbiter, err = mk.Arbiter(p.Arbiter); err != nil {
			return r, err
		}
	}
	if p.MinStake != "" {
		ms, err := units.ParseStake(p.MinStake)
		if err != nil {
			return r, err
		}
		r.MinStake = escrow.NewBigString(ms)
	}
	return r, nil
}

type idParams struct {
	ID uint64 `json:"id"`
}

func (m *Methods) bountyShow(ctx context.Context, raw json.RawMessage) (any, error) {
	var p idParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if _, err := m.b.Index.Sync(ctx); err != nil { // answer with what the chain has now
		return nil, err
	}
	b, err := m.b.Index.Bounty(p.ID)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("%w: %d", escrow.ErrNoBounty, p.ID))
	}
	private := api.Authorized(ctx)
	v, err := m.tree(b, 0, private)
	if err != nil {
		return nil, err
	}
	// The exposure costs chain reads and says whether this node accepts the arbiter: for the
	// node's operator only, so a stranger's bounty.show reads nothing from the chain but the
	// index's sync.
	if private {
		if v.Exposure, err = m.b.Market.Exposure(ctx, b.Bounty); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// maxTreeDepth bounds the sub-task tree bounty.show answers with.
const maxTreeDepth = 8

// tree builds the view of b with its sub-tasks, recursively (bounded depth); private job fields
// only for a caller with the token.
func (m *Methods) tree(b chainindex.Bounty, depth int, private bool) (apitypes.BountyView, error) {
	v := m.view(b, private)
	if depth > maxTreeDepth {
		return v, nil
	}
	kids, err := m.b.Index.Children(b.ID)
	if err != nil {
		return v, err
	}
	for _, k := range kids {
		kv, err := m.tree(k, depth+1, private)
		if err != nil {
			return v, err
		}
		v.Children = append(v.Children, kv)
	}
	return v, nil
}

func (m *Methods) view(b chainindex.Bounty, private bool) apitypes.BountyView {
	v := apitypes.BountyView{Bounty: wireBounty(b), Reward: escrow.FormatAmount(b.Amount)}
	if j, ok := m.b.Market.Job(b.ID); ok {
		var spec struct{ Skill string }
		if json.Unmarshal(j.Spec, &spec) == nil {
			v.Skill = spec.Skill
		}
		j.Spec = nil
		if !private {
			j = publicJob(j)
		}
		v.Job = &j
	}
	if r, ok := m.b.Market.Refusal(b.ID); ok && private { // the reason quotes the node's policy and stake
		v.Refusal = &apitypes.Refusal{BountyID: r.BountyID, Agent: r.Agent, Reason: r.Reason, At: r.At}
	}
	if v.Skill == "" {
		v.Skill = m.b.Market.Skill(b.ID, b.Requester)
	}
	return v
}

// publicJob is what a caller without the API token may see of this node's job: its progress,
// not the decrypted result, the verifier command, the counterparty or the error text (which
// may quote either).
func publicJob(j escrow.Job) escrow.Job {
	return escrow.Job{Role: j.Role, BountyID: j.BountyID, Stage: j.Stage, Agent: j.Agent, AgentID: j.AgentID,
		ResultHash: j.ResultHash, Delivered: j.Delivered, Verdict: j.Verdict, Feedback: j.Feedback,
		Outcome: j.Outcome, Updated: j.Updated}
}

type listParams struct {
	Status string `json:"status,omitempty"`
	Mine   bool   `json:"mine,omitempty"`
	Limit  int    `json:"limit,omitempty"`
	// Skill keeps the bounties whose skill this node knows to be Skill.
	Skill string `json:"skill,omitempty"`
}

// maxSkill bounds bounty.list's skill filter.
const maxSkill = 64

func (m *Methods) bountyList(ctx context.Context, raw json.RawMessage) (any, error) {
	var p listParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	f := chainindex.Filter{}
	if p.Status != "" {
		if err := f.Status.UnmarshalText([]byte(p.Status)); err != nil {
			return nil, api.InvalidParams(err)
		}
	}
	if len(p.Skill) > maxSkill {
		return nil, api.InvalidParams(errors.New("skill: at most 64 bytes"))
	}
	if _, err := m.b.Index.Sync(ctx); err != nil {
		return nil, err
	}
	all, err := m.b.Index.Bounties(f)
	if err != nil {
		return nil, err
	}
	out := []apitypes.BountyView{}
	for i := len(all) - 1; i >= 0 && (p.Limit <= 0 || len(out) < p.Limit); i-- {
		v := m.view(all[i], api.Authorized(ctx))
		if (!p.Mine || v.Job != nil) && (p.Skill == "" || v.Skill == p.Skill) {
			out = append(out, v)
		}
	}
	return out, nil
}

func (m *Methods) bountyCancel(ctx context.Context, raw json.RawMessage) (any, error) {
	var p idParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	tx, err := m.b.Market.Cancel(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	return map[string]any{"tx": tx.Hex()}, nil
}

// decideParams are bounty.accept's, bounty.reject's and bounty.dispute's parameters.
type decideParams struct {
	ID     uint64 `json:"id"`
	Reason string `json:"reason,omitempty"`
}

// maxReason bounds a rejection's reason (only its hash goes on chain; the text stays in the job).
const maxReason = 1024

func (m *Methods) bountyAccept(ctx context.Context, raw json.RawMessage) (any, error) {
	return m.decide(ctx, raw, true)
}

func (m *Methods) bountyReject(ctx context.Context, raw json.RawMessage) (any, error) {
	return m.decide(ctx, raw, false)
}

// decide gives a person's verdict on a submitted result of one of this node's bounties.
func (m *Methods) decide(ctx context.Context, raw json.RawMessage, accept bool) (any, error) {
	var p decideParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if len(p.Reason) > maxReason {
		return nil, api.InvalidParams(fmt.Errorf("the reason has %d bytes, at most %d", len(p.Reason), maxReason))
	}
	err := m.b.Market.Decide(ctx, p.ID, accept, p.Reason)
	if errors.Is(err, escrow.ErrNotReviewable) || errors.Is(err, escrow.ErrNoResult) || errors.Is(err, escrow.ErrBadParams) {
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	j, _ := m.b.Market.Job(p.ID)
	return map[string]any{"bountyId": p.ID, "verdict": j.Verdict}, nil
}

// bountyDispute disputes a rejection of this node's agent's work (the worker's step the market
// automation takes by itself when it judges the rejection wrong); the chain refuses it in any
// other state.
func (m *Methods) bountyDispute(ctx context.Context, raw json.RawMessage) (any, error) {
	var p decideParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if p.ID == 0 || len(p.Reason) > maxReason {
		return nil, api.InvalidParams(fmt.Errorf("give a bounty id and a reason of at most %d bytes", maxReason))
	}
	tx, err := m.b.Market.Dispute(ctx, p.ID, crypto.Keccak256Hash([]byte(p.Reason)))
	if err != nil {
		return nil, err
	}
	return map[string]any{"bountyId": p.ID, "tx": tx.Hex()}, nil
}
