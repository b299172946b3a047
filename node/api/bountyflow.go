package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

// The bounty methods the MCP tools and the A2A hire skill use, from the node's method table
// (Deps.Extra): the API only relays them, node/methods holds the logic.
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

// Steps a followed bounty goes through, in order, and the one after them: its end as far as
// the requester is concerned (a result waiting for review, or a settlement).
var bountySteps = []string{"posted", "claimed", "delivered", "submitted"}

const (
	stepReview = "awaiting review"
	stepsTotal = 5
)

// ended reports where the bounty stopped needing to be followed: "awaiting review" (a result
// held for accept_bounty / reject_bounty), or the chain status once decided or settled.
func ended(b apitypes.BountyView) string {
	switch b.Status {
	case escrow.StatusAccepted, escrow.StatusRejected, escrow.StatusDisputed, escrow.StatusResolved, escrow.StatusCancelled, escrow.StatusExpired:
		return b.Status.String()
	case escrow.StatusSubmitted:
		if b.Job != nil && b.Job.Manual && b.Job.Result != nil && b.Job.Stage == escrow.StageReceived {
			return stepReview
		}
	}
	return ""
}

// steps are the steps the bounty has reached, in order (its end last, if any).
func steps(b apitypes.BountyView) []string {
	seen := map[string]bool{"posted": true, b.Status.String(): true}
	for _, t := range b.Transitions {
		seen[t.Status.String()] = true
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
	if e := ended(b); e != "" {
		out = append(out, e)
	}
	return out
}

// rewardText is the reward with its unit.
func rewardText(b apitypes.BountyView) string {
	if b.Token == escrow.NativeToken {
		return b.Reward + " ETH"
	}
	return b.Reward + " of token " + strings.ToLower(b.Token.Hex())
}

// showBounty reads bounty id through bounty.show.
func (s *Server) showBounty(ctx context.Context, id uint64) (apitypes.BountyView, error) {
	var b apitypes.BountyView
	err := s.runMethod(ctx, methodShow, map[string]uint64{"id": id}, &b)
	return b, err
}

// followBounty reads bounty id every followEvery and calls onStep once for every step it
// reaches (1-based index out of stepsTotal), until it ends (ended), ctx is done or the server
// closes. It returns the last state read; a done ctx is not an error, nor a failed read (the
// chain endpoint may blink during a long follow: it is read again at the next tick), except a
// refusal of the id itself.
func (s *Server) followBounty(ctx context.Context, id uint64, onStep func(i int, step string, b apitypes.BountyView)) (apitypes.BountyView, error) {
	told := map[string]bool{}
	tick := time.NewTicker(followEvery)
	defer tick.Stop()
	var last apitypes.BountyView
	for {
		b, err := s.showBounty(ctx, id)
		var pe paramsError
		switch {
		case err == nil:
			last = b
			for _, step := range steps(b) {
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
			if ended(b) != "" {
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
