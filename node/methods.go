package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/api"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chainindex"
	"github.com/agentsite/agentsite/node/units"
)

// extraMethods are the node's market, stake and DID methods of /rpc.
func (n *Node) extraMethods() map[string]api.Method {
	return map[string]api.Method{
		"bounty.post":     {Auth: true, Run: n.bountyPost},
		"bounty.hire":     {Auth: true, Run: n.bountyHire},    // call for bids, hire the best
		"bounty.call":     {Auth: true, Run: n.bountyCall},    // call for bids, a person chooses:
		"bounty.bids":     {Auth: true, Run: n.bountyBids},    // the call's bids, best first
		"bounty.counter":  {Auth: true, Run: n.bountyCounter}, // negotiate a bid's terms before bounty.choose
		"bounty.choose":   {Auth: true, Run: n.bountyChoose},
		"bounty.show":     {Run: n.bountyShow}, // without the token: public fields only (publicJob)
		"bounty.list":     {Run: n.bountyList},
		"bounty.cancel":   {Auth: true, Run: n.bountyCancel},
		"bounty.accept":   {Auth: true, Run: n.bountyAccept},
		"bounty.reject":   {Auth: true, Run: n.bountyReject},
		"bounty.dispute":  {Auth: true, Run: n.bountyDispute},
		"agent.register":  {Auth: true, Run: n.agentRegister},
		"agent.stake":     {Auth: true, Run: n.agentStake},
		"agent.unstake":   {Auth: true, Run: n.agentUnstake},
		"agent.withdraw":  {Auth: true, Run: n.agentWithdraw},
		"agent.onchain":   {Run: n.agentOnchain},
		"did.show":        {Run: n.didShow},
		"did.resolve":     {Run: n.didResolve},
		"wallet.show":     {Auth: true, Run: n.walletShow},
		"wallet.withdraw": {Auth: true, Run: n.walletWithdraw},
		"chain.head":      {Run: n.chainHead},
		"team.start":      {Auth: true, Run: n.teamStart},
		"team.show":       {Auth: true, Run: n.teamShow},
		"team.list":       {Auth: true, Run: n.teamList},
	}
}

// chainHead is the chain's head block, the chain index's, the lag between them, and the gas
// price the node's transactions would pay now (wei; the web app's cost estimates use it).
func (n *Node) chainHead(ctx context.Context, raw json.RawMessage) (any, error) {
	if err := api.DecodeParams(raw, &struct{}{}); err != nil {
		return nil, err
	}
	head, err := n.rpc.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("node: read head: %w", err)
	}
	price, err := n.rpc.SuggestGasPrice(ctx)
	if err != nil {
		return nil, fmt.Errorf("node: read gas price: %w", err)
	}
	ix, err := n.index.Head()
	if err != nil {
		return nil, err
	}
	return map[string]any{"block": head, "indexed": ix.Block, "lag": int64(head) - int64(ix.Block), "gasPrice": price.String()}, nil
}

func (n *Node) bountyPost(ctx context.Context, raw json.RawMessage) (any, error) {
	var p apitypes.BountyPostParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	req, err := n.postRequest(ctx, p)
	if err != nil {
		return nil, api.InvalidParams(err)
	}
	id, err := n.market.Load().Post(ctx, req)
	if err != nil {
		return nil, err
	}
	return map[string]any{"bountyId": id}, nil
}

// postRequest checks and converts bounty.post's parameters.
func (n *Node) postRequest(ctx context.Context, p apitypes.BountyPostParams) (escrow.PostRequest, error) {
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
	if r.Deadline, err = parseWhen(p.Deadline, time.Hour); err != nil {
		return r, fmt.Errorf("deadline: %w", err)
	}
	review, err := parseDuration(p.ReviewWindow, 10*time.Minute)
	if err != nil {
		return r, fmt.Errorf("review window: %w", err)
	}
	r.ReviewWindow = review
	if p.Assignee != "" {
		if r.Assignee, err = n.resolveAgentID(ctx, p.Assignee); err != nil {
			return r, err
		}
	}
	if p.Arbiter != "" {
		a, err := parseAccount(p.Arbiter)
		if err != nil {
			return r, fmt.Errorf("arbiter: %w", err)
		}
		if err := n.checkArbiter(a); err != nil {
			return r, err
		}
		r.Arbiter = a
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

// resolveAgentID turns "7" or an agent's DID (whose card names its agent id) into an id.
func (n *Node) resolveAgentID(ctx context.Context, s string) (uint64, error) {
	var id uint64
	if _, err := fmt.Sscanf(s, "%d", &id); err == nil && fmt.Sprint(id) == s {
		return id, nil
	}
	d, err := identity.ParseDID(s)
	if err != nil {
		return 0, fmt.Errorf("assignee %q is neither an agent id nor a DID", s)
	}
	if d.ChainID != n.dep.ChainID {
		return 0, fmt.Errorf("assignee %s is on chain %d, this node is on %d", s, d.ChainID, n.dep.ChainID)
	}
	// The chain knows which agent a DID's address is the wallet (or owner) of; the card is
	// only needed when the index has not seen the registration yet.
	if _, err := n.index.Sync(ctx); err == nil {
		if agents, err := n.index.AgentsOf(d.Address); err == nil {
			for _, a := range agents {
				if a.Active && (a.Wallet == d.Address || a.Owner == d.Address) {
					return a.ID, nil
				}
			}
		}
	}
	e, err := n.disc.Card(ctx, d.Address)
	if err != nil || e == nil || e.Card.AgentID == "" {
		return 0, fmt.Errorf("no registered agent with DID %s is known (search for it first)", s)
	}
	if _, err := fmt.Sscanf(string(e.Card.AgentID), "%d", &id); err != nil {
		return 0, fmt.Errorf("agent %s has a bad agent id %q", s, e.Card.AgentID)
	}
	return id, nil
}

func parseWhen(s string, def time.Duration) (time.Time, error) {
	if s == "" {
		return time.Now().Add(def), nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	d, err := parseDuration(s, def)
	return time.Now().Add(d), err
}

func parseDuration(s string, def time.Duration) (time.Duration, error) {
	if s == "" {
		return def, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a duration like 90s, 10m or 2h", s)
	}
	if d <= 0 {
		return 0, fmt.Errorf("%q is not positive", s)
	}
	return d, nil
}

type idParams struct {
	ID uint64 `json:"id"`
}

func (n *Node) bountyShow(ctx context.Context, raw json.RawMessage) (any, error) {
	var p idParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if _, err := n.index.Sync(ctx); err != nil { // answer with what the chain has now
		return nil, err
	}
	b, err := n.index.Bounty(p.ID)
	if err != nil {
		return nil, api.InvalidParams(fmt.Errorf("%w: %d", escrow.ErrNoBounty, p.ID))
	}
	v, err := n.tree(b, 0, api.Authorized(ctx))
	if err != nil {
		return nil, err
	}
	if v.Exposure, err = n.exposure(ctx, b.Bounty); err != nil {
		return nil, err
	}
	return v, nil
}

// tree builds the view of b with its sub-tasks, recursively (bounded depth); private job fields
// only for a caller with the token.
func (n *Node) tree(b chainindex.Bounty, depth int, private bool) (apitypes.BountyView, error) {
	v := n.view(b, private)
	if depth > 8 {
		return v, nil
	}
	kids, err := n.index.Children(b.ID)
	if err != nil {
		return v, err
	}
	for _, k := range kids {
		kv, err := n.tree(k, depth+1, private)
		if err != nil {
			return v, err
		}
		v.Children = append(v.Children, kv)
	}
	return v, nil
}

func (n *Node) view(b chainindex.Bounty, private bool) apitypes.BountyView {
	v := apitypes.BountyView{Bounty: b, Reward: escrow.FormatAmount(b.Amount)}
	if m := n.market.Load(); m != nil {
		if j, ok := m.Job(b.ID); ok {
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
		if r, ok := m.Refusal(b.ID); ok && private { // the reason quotes the node's policy and stake
			v.Refusal = &r
		}
	}
	if v.Skill == "" && n.ann != nil {
		v.Skill, _ = n.ann.Skill(b.ID, b.Requester)
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

func (n *Node) bountyList(ctx context.Context, raw json.RawMessage) (any, error) {
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
	if len(p.Skill) > 64 {
		return nil, api.InvalidParams(errors.New("skill: at most 64 bytes"))
	}
	if _, err := n.index.Sync(ctx); err != nil {
		return nil, err
	}
	all, err := n.index.Bounties(f)
	if err != nil {
		return nil, err
	}
	out := []apitypes.BountyView{}
	for i := len(all) - 1; i >= 0 && (p.Limit <= 0 || len(out) < p.Limit); i-- {
		v := n.view(all[i], api.Authorized(ctx))
		if (!p.Mine || v.Job != nil) && (p.Skill == "" || v.Skill == p.Skill) {
			out = append(out, v)
		}
	}
	return out, nil
}

func (n *Node) bountyCancel(ctx context.Context, raw json.RawMessage) (any, error) {
	var p idParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	rcpt, err := n.esc.Cancel(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	return map[string]any{"tx": rcpt.TxHash.Hex()}, nil
}

// decideParams are bounty.accept's and bounty.reject's parameters.
type decideParams struct {
	ID     uint64 `json:"id"`
	Reason string `json:"reason,omitempty"`
}

func (n *Node) bountyAccept(ctx context.Context, raw json.RawMessage) (any, error) {
	return n.decide(ctx, raw, true)
}

func (n *Node) bountyReject(ctx context.Context, raw json.RawMessage) (any, error) {
	return n.decide(ctx, raw, false)
}

// decide gives a person's verdict on a submitted result of one of this node's bounties.
func (n *Node) decide(ctx context.Context, raw json.RawMessage, accept bool) (any, error) {
	var p decideParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if len(p.Reason) > maxReason {
		return nil, api.InvalidParams(fmt.Errorf("the reason has %d bytes, at most %d", len(p.Reason), maxReason))
	}
	m := n.market.Load()
	if m == nil {
		return nil, api.InvalidParams(escrow.ErrNotReviewable)
	}
	err := m.Decide(ctx, p.ID, accept, p.Reason)
	if errors.Is(err, escrow.ErrNotReviewable) || errors.Is(err, escrow.ErrNoResult) || errors.Is(err, escrow.ErrBadParams) {
		return nil, api.InvalidParams(err)
	}
	if err != nil {
		return nil, err
	}
	j, _ := m.Job(p.ID)
	return map[string]any{"bountyId": p.ID, "verdict": j.Verdict}, nil
}

// maxReason bounds a rejection's reason (only its hash goes on chain; the text stays in the job).
const maxReason = 1024

// bountyDispute disputes a rejection of this node's agent's work (the worker's step the market
// automation takes by itself when it judges the rejection wrong); the chain refuses it in any
// other state.
func (n *Node) bountyDispute(ctx context.Context, raw json.RawMessage) (any, error) {
	var p decideParams
	if err := api.DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if p.ID == 0 || len(p.Reason) > maxReason {
		return nil, api.InvalidParams(fmt.Errorf("give a bounty id and a reason of at most %d bytes", maxReason))
	}
	rcpt, err := n.esc.Dispute(ctx, p.ID, crypto.Keccak256Hash([]byte(p.Reason)))
	if err != nil {
		return nil, err
	}
	return map[string]any{"bountyId": p.ID, "tx": rcpt.TxHash.Hex()}, nil
}
