package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"
)

// The bounty methods the MCP tools and the A2A hire skill use, from the node's method table
// (Deps.Extra): the API only relays them, the node holds the logic.
const (
	methodPost   = "bounty.post"
	methodShow   = "bounty.show"
	methodList   = "bounty.list"
	methodAccept = "bounty.accept"
	methodReject = "bounty.reject"
)

// followEvery is how often a followed bounty is read again (bounty.show syncs the chain index
// first: one head read and a log query). 300 ms: a step shows within a block time on a fast
// chain, and ten follows cost ~30 reads a second on a loopback RPC.
const followEvery = 300 * time.Millisecond

// runMethod runs one of the node's Extra methods in process through the same dispatch as /rpc
// and the web app (Invoke), as a caller with the API token (the MCP tools and the A2A hire skill
// have checked it), and decodes its result into out.
func (s *Server) runMethod(ctx context.Context, name string, params, out any) error {
	if _, ok := s.deps.Extra[name]; !ok {
		return errNotAvailable
	}
	res, err := s.Invoke(ctx, name, params)
	if err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(res, out); err != nil {
		return fmt.Errorf("api: %s: decode result: %w", name, err)
	}
	return nil
}

// bountyState is what the tools read of bounty.show: the chain's view and this node's job.
type bountyState struct {
	ID      uint64    `json:"id"`
	Status  string    `json:"status"`
	AgentID uint64    `json:"agentId"`
	Token   string    `json:"token"`
	Reward  string    `json:"reward"`
	Until   time.Time `json:"until"`
	// Deadline is the post's deadline; ReviewWindow the time a submitted result may be reviewed.
	Deadline     time.Time     `json:"deadline"`
	ReviewWindow time.Duration `json:"reviewWindow"`
	Transitions  []struct {
		Status string    `json:"status"`
		Time   time.Time `json:"time"`
		TxHash string    `json:"txHash"`
	} `json:"transitions"`
	Job *struct {
		Role       string            `json:"role"`
		Stage      string            `json:"stage"`
		Manual     bool              `json:"manual"`
		Result     json.RawMessage   `json:"result"`
		Candidates []json.RawMessage `json:"candidates"`
		Verdict    string            `json:"verdict"`
		Err        string            `json:"error"`
	} `json:"job"`
}

// Steps a followed bounty goes through, in order, and the one after them: its end as far as
// the requester is concerned (a result waiting for review, or a settlement).
var bountySteps = []string{"posted", "claimed", "delivered", "submitted"}

const (
	stepReview = "awaiting review"
	stepsTotal = 5
)

// ended reports where the bounty stopped needing to be followed: "awaiting review" (a result
// held for accept_bounty / reject_bounty), or the chain status once decided or settled.
func (b bountyState) ended() string {
	switch b.Status {
	case "accepted", "rejected", "disputed", "resolved", "cancelled", "expired":
		return b.Status
	case "submitted":
		if b.Job != nil && b.Job.Manual && b.Job.Result != nil && b.Job.Stage == "received" {
			return stepReview
		}
	}
	return ""
}

// steps are the steps the bounty has reached, in order (its end last, if any).
func (b bountyState) steps() []string {
	seen := map[string]bool{"posted": true, b.Status: true}
	for _, t := range b.Transitions {
		seen[t.Status] = true
	}
	if b.Job != nil && (b.Job.Result != nil || len(b.Job.Candidates) > 0) {
		seen["delivered"] = true
	}
	if seen["submitted"] || seen["delivered"] {
		seen["claimed"] = true
	}
	var out []string
	for _, s := range bountySteps {
		if seen[s] {
			out = append(out, s)
		}
	}
	if e := b.ended(); e != "" {
		out = append(out, e)
	}
	return out
}

// rewardText is the reward with its unit.
func (b bountyState) rewardText() string {
	if b.Token == "" || b.Token == "0x0000000000000000000000000000000000000000" {
		return b.Reward + " ETH"
	}
	return b.Reward + " of token " + b.Token
}

// showBounty reads bounty id through bounty.show.
func (s *Server) showBounty(ctx context.Context, id uint64) (bountyState, error) {
	var b bountyState
	err := s.runMethod(ctx, methodShow, map[string]uint64{"id": id}, &b)
	return b, err
}

// followBounty reads bounty id every followEvery and calls onStep once for every step it
// reaches (1-based index out of stepsTotal), until it ends (ended), ctx is done or the server
// closes. It returns the last state read; a done ctx is not an error, nor a failed read (the
// chain endpoint may blink during a long follow: it is read again at the next tick), except a
// refusal of the id itself.
func (s *Server) followBounty(ctx context.Context, id uint64, onStep func(i int, step string, b bountyState)) (bountyState, error) {
	told := map[string]bool{}
	tick := time.NewTicker(followEvery)
	defer tick.Stop()
	var last bountyState
	for {
		b, err := s.showBounty(ctx, id)
		var pe paramsError
		switch {
		case err == nil:
			last = b
			for _, step := range b.steps() {
				if told[step] {
					continue
				}
				told[step] = true
				i := slices.Index(bountySteps, step) + 1
				if i == 0 {
					i = stepsTotal // the end
				}
				onStep(i, step, b)
			}
			if b.ended() != "" {
				return b, nil
			}
		case ctx.Err() != nil:
			return last, nil
		case errors.As(err, &pe):
			return last, err
		default:
			s.log.Warn("follow bounty: read failed, reading again", "bounty", id, "err", err)
		}
		select {
		case <-ctx.Done():
			return last, nil
		case <-s.ctx.Done():
			return last, nil
		case <-tick.C:
		}
	}
}
