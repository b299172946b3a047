package api

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
)

// Inputs of the MCP bounty tools. postArgs has bounty.post's field names: it is passed on as is.
type (
	postArgs struct {
		Skill         string `json:"skill" jsonschema:"the skill the work needs, e.g. summarize (search_agents shows the skills agents offer)"`
		Input         any    `json:"input,omitempty" jsonschema:"the skill's input, a JSON value (required)"`
		Description   string `json:"description,omitempty" jsonschema:"what is asked, in words, for the agents deciding to take it"`
		Reward        string `json:"reward" jsonschema:"what the agent is paid, with its unit: 0.01 ETH, 20 gwei or 1000 wei; escrowed from this node's wallet when the bounty is posted"`
		Deadline      string `json:"deadline,omitempty" jsonschema:"when the result must be submitted: a duration from now (90s, 10m, 2h) or an RFC 3339 time; default 1h; past it the reward comes back"`
		ReviewWindow  string `json:"reviewWindow,omitempty" jsonschema:"how long a submitted result may be reviewed before the contract accepts it by itself: a duration (default 10m)"`
		Review        string `json:"review,omitempty" jsonschema:"who judges the result: auto (default: the verifier, or any result without an error) or manual (the result waits for accept_bounty or reject_bounty)"`
		Assignee      string `json:"assignee,omitempty" jsonschema:"direct hire: the agent's on-chain id or DID (from search_agents); empty lets any fitting agent claim"`
		Arbiter       string `json:"arbiter,omitempty" jsonschema:"address of an arbiter this node accepts, who rules if the agent disputes a rejection; empty: a rejection ends by timeout"`
		Verifier      string `json:"verifier,omitempty" jsonschema:"review auto only: a shell command run on this node with the result JSON on stdin; exit 0 accepts"`
		MinReputation uint8  `json:"minReputation,omitempty" jsonschema:"least reputation (0..100) an agent needs to claim"`
	}
	bountyIDArgs struct {
		ID uint64 `json:"id" jsonschema:"the bounty id (post_bounty returns it)"`
	}
	followArgs struct {
		ID             uint64 `json:"id" jsonschema:"the bounty id (post_bounty returns it)"`
		TimeoutSeconds int    `json:"timeoutSeconds,omitempty" jsonschema:"return after this many seconds even if the bounty is still moving (default 300, at most 1800)"`
	}
	rejectArgs struct {
		ID     uint64 `json:"id" jsonschema:"the bounty id"`
		Reason string `json:"reason" jsonschema:"why the result is refused (required; its hash goes on chain, the agent may dispute it)"`
	}
	listArgs struct {
		Status string `json:"status,omitempty" jsonschema:"only bounties in this state: open, claimed, submitted, accepted, rejected, disputed, resolved, cancelled or expired"`
		All    bool   `json:"all,omitempty" jsonschema:"every bounty the node's chain index knows, not only the ones this node posted or works on"`
		Limit  int    `json:"limit,omitempty" jsonschema:"most recent first, at most this many (default 20, at most 200)"`
	}
)

// bountySummary is how the tools show a bounty: its step, what to do next, its timeline and,
// for the requester, the decrypted result.
type bountySummary struct {
	ID       uint64          `json:"id"`
	Status   string          `json:"status"`
	Step     string          `json:"step"`
	Next     string          `json:"next,omitempty"`
	Reward   string          `json:"reward"`
	AgentID  uint64          `json:"agentId,omitempty"`
	Until    time.Time       `json:"until"`
	Review   string          `json:"review,omitempty"`
	Timeline []timelineEntry `json:"timeline"`
	Result   json.RawMessage `json:"result,omitempty"`
	Verdict  string          `json:"verdict,omitempty"`
	Reason   string          `json:"reason,omitempty"`
	TimedOut bool            `json:"timedOut,omitempty"`
}

type timelineEntry struct {
	Status string    `json:"status"`
	Time   time.Time `json:"time"`
	Tx     string    `json:"tx"`
}

// Follow bounds: a default a model can wait for, and a cap below the MCP session idle default.
const (
	followDefault = 300 * time.Second
	followMax     = 1800 * time.Second
	listMax       = 200
)

// summaryOf is how a tool shows b; withResult adds the decrypted result (a requester's job).
func summaryOf(b apitypes.BountyView, withResult bool) bountySummary {
	reached := steps(b)
	v := bountySummary{ID: b.ID, Status: b.Status.String(), Step: reached[len(reached)-1], Reward: rewardText(b), AgentID: b.AgentID, Until: b.Until, Timeline: []timelineEntry{}}
	for _, t := range b.Transitions {
		v.Timeline = append(v.Timeline, timelineEntry{Status: t.Status.String(), Time: t.Time, Tx: t.TxHash.Hex()})
	}
	if j := b.Job; j != nil && j.Role == escrow.RoleRequester {
		v.Review = "auto"
		if j.Manual {
			v.Review = "manual"
		}
		v.Verdict, v.Reason = j.Verdict, j.Err
		if withResult {
			v.Result = j.Result
		}
	}
	switch {
	case v.Step == stepReview:
		v.Next = fmt.Sprintf("read the result, then accept_bounty or reject_bounty (with a reason) before %s, when the contract accepts it by itself", b.Until.Format(time.RFC3339))
	case b.Status == escrow.StatusRejected:
		v.Next = "the agent may dispute until " + b.Until.Format(time.RFC3339) + "; otherwise the reward comes back to this node's wallet"
	case ended(b) == "":
		v.Next = "follow_bounty waits for the next step"
	}
	return v
}

// addBountyTools registers the tools that hire with money: post, follow, see, accept or reject
// and list bounties, each a relay of the node's bounty methods, each behind the API token.
func (s *Server) addBountyTools(srv *mcp.Server) {
	authed := func(req *mcp.CallToolRequest) error {
		if !s.mcpAuthorized(req) {
			return errAuth
		}
		return nil
	}
	mcp.AddTool(srv, &mcp.Tool{Name: "post_bounty", Description: "Hire with money: post a bounty on chain (the reward is escrowed from this node's wallet), for any fitting agent or a chosen one (assignee). Returns the bounty id; follow it with follow_bounty. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a postArgs) (*mcp.CallToolResult, any, error) {
			if err := authed(req); err != nil {
				return jsonResult(nil, err)
			}
			if a.Input == nil {
				return jsonResult(nil, paramsError{fmt.Errorf("input is required: the skill's input as a JSON value")})
			}
			var res struct {
				BountyID uint64 `json:"bountyId"`
			}
			if err := s.runMethod(ctx, methodPost, a, &res); err != nil {
				return jsonResult(nil, err)
			}
			return jsonResult(map[string]any{"bountyId": res.BountyID, "next": "follow_bounty with this id waits for an agent to do the work"}, nil)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "get_bounty", Description: "Show a bounty: its status and step, its timeline on chain, and for a bounty this node posted the verdict and the decrypted result. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a bountyIDArgs) (*mcp.CallToolResult, any, error) {
			if err := authed(req); err != nil {
				return jsonResult(nil, err)
			}
			b, err := s.showBounty(ctx, a.ID)
			if err != nil {
				return jsonResult(nil, err)
			}
			return jsonResult(summaryOf(b, true), nil)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "follow_bounty", Description: "Wait while a bounty moves (posted, claimed, delivered, submitted), with a progress notification at each step, and return when its result waits for review, when it is settled, or at the timeout. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a followArgs) (*mcp.CallToolResult, any, error) {
			if err := authed(req); err != nil {
				return jsonResult(nil, err)
			}
			return s.followTool(ctx, req, a)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "accept_bounty", Description: "Accept the result submitted for a bounty this node posted: the agent is paid. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a bountyIDArgs) (*mcp.CallToolResult, any, error) {
			if err := authed(req); err != nil {
				return jsonResult(nil, err)
			}
			return s.decideTool(ctx, methodAccept, a)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "reject_bounty", Description: "Reject the result submitted for a bounty this node posted, with a reason: the agent may dispute it before an arbiter, otherwise the reward comes back when the dispute window ends. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a rejectArgs) (*mcp.CallToolResult, any, error) {
			if err := authed(req); err != nil {
				return jsonResult(nil, err)
			}
			if a.Reason == "" {
				return jsonResult(nil, paramsError{fmt.Errorf("reason is required: say why the result is refused")})
			}
			return s.decideTool(ctx, methodReject, a)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "list_bounties", Description: "List the bounties this node posted or works on (or all it knows), most recent first, optionally by status. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a listArgs) (*mcp.CallToolResult, any, error) {
			if err := authed(req); err != nil {
				return jsonResult(nil, err)
			}
			if a.Limit < 0 || a.Limit > listMax {
				return jsonResult(nil, paramsError{fmt.Errorf("limit must be 0..%d", listMax)})
			}
			if a.Limit == 0 {
				a.Limit = 20
			}
			var all []apitypes.BountyView
			if err := s.runMethod(ctx, methodList, map[string]any{"status": a.Status, "mine": !a.All, "limit": a.Limit}, &all); err != nil {
				return jsonResult(nil, err)
			}
			out := make([]bountySummary, 0, len(all))
			for _, b := range all {
				out = append(out, summaryOf(b, false))
			}
			return jsonResult(out, nil)
		})
}

// followTool follows a bounty for follow_bounty, notifying progress when the client asked.
func (s *Server) followTool(ctx context.Context, req *mcp.CallToolRequest, a followArgs) (*mcp.CallToolResult, any, error) {
	wait := followDefault
	if a.TimeoutSeconds < 0 || time.Duration(a.TimeoutSeconds)*time.Second > followMax {
		return jsonResult(nil, paramsError{fmt.Errorf("timeoutSeconds must be 0..%d", int(followMax/time.Second))})
	}
	if a.TimeoutSeconds > 0 {
		wait = time.Duration(a.TimeoutSeconds) * time.Second
	}
	if _, err := s.showBounty(ctx, a.ID); err != nil { // an unknown id is an error now, not at the timeout
		return jsonResult(nil, err)
	}
	fctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	tok := req.Params.GetProgressToken()
	b, err := s.followBounty(fctx, a.ID, func(i int, step string, b apitypes.BountyView) {
		if tok == nil {
			return
		}
		msg := fmt.Sprintf("bounty %d: %s", b.ID, step)
		if step == "claimed" && b.AgentID != 0 {
			msg += fmt.Sprintf(" by agent %d", b.AgentID)
		}
		_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: tok, Progress: float64(i), Total: stepsTotal, Message: msg})
	})
	if err != nil {
		return jsonResult(nil, err)
	}
	v := summaryOf(b, true)
	v.TimedOut = ended(b) == "" && ctx.Err() == nil
	return jsonResult(v, nil)
}

// decideTool accepts or rejects through the node's method and shows the bounty after it.
func (s *Server) decideTool(ctx context.Context, method string, params any) (*mcp.CallToolResult, any, error) {
	var res struct {
		BountyID uint64 `json:"bountyId"`
	}
	if err := s.runMethod(ctx, method, params, &res); err != nil {
		return jsonResult(nil, err)
	}
	b, err := s.showBounty(ctx, res.BountyID)
	if err != nil {
		return jsonResult(nil, err)
	}
	return jsonResult(summaryOf(b, false), nil)
}
