package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"net/http"
	"strings"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
	"github.com/a2aproject/a2a-go/v2/a2asrv/limiter"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
)

// The node's own A2A agent: it hires agents of the network with money.
const (
	nodeBase       = "/node"
	hireSkill      = "hire"
	apiTokenScheme = a2a.SecuritySchemeName("apiToken")
	// followSlack is how long past the deadline and the review window a hire task still
	// follows its bounty: the refund or the acceptance by timeout needs a transaction.
	followSlack = 2 * time.Minute
)

// hireArgs is the data part of a hire task: the bounty to post.
type hireArgs struct {
	Skill         string          `json:"skill"`
	Input         json.RawMessage `json:"input"`
	Budget        string          `json:"budget"`
	Description   string          `json:"description,omitempty"`
	Deadline      string          `json:"deadline,omitempty"`
	ReviewWindow  string          `json:"reviewWindow,omitempty"`
	Review        string          `json:"review,omitempty"`
	Assignee      string          `json:"assignee,omitempty"`
	Arbiter       string          `json:"arbiter,omitempty"`
	Verifier      string          `json:"verifier,omitempty"`
	MinReputation uint8           `json:"minReputation,omitempty"`
}

// hireFormat tells a client what a hire task looks like.
const hireFormat = `send one data part {"skill": "summarize", "input": {...}, "budget": "0.01 ETH"} ` +
	`(optional: description, deadline, reviewWindow, review "auto" or "manual", assignee, arbiter, verifier, minReputation)`

// mountHire serves the node's own agent card at /node/.well-known/agent-card.json (and at the
// well-known path when the node hosts no agent) and its A2A endpoint at /node/a2a. Every A2A
// request there needs the API token: a hire spends the node's money. Hire tasks have a task
// store of their own (same bounds as the hosted agents'), so that a stranger at a hosted
// agent's endpoint can neither read nor continue one, whatever task id it sends.
func (s *Server) mountHire(wellKnown bool) {
	h := a2asrv.NewJSONRPCHandler(a2asrv.NewHandler(&hirer{s: s},
		a2asrv.WithLogger(s.log.With("agent", "node")),
		a2asrv.WithTaskStore(newTaskStore(s.cfg.Limits.A2ATasks, s.cfg.Limits.A2ATaskBytes)),
		a2asrv.WithConcurrencyConfig(limiter.ConcurrencyConfig{MaxExecutions: s.cfg.Limits.A2AExecutions})))
	s.mux.Handle("POST "+nodeBase+a2aRPCPath, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.authorized(r) {
			refuse(w, http.StatusUnauthorized, call.CodeUnauthorized, "hiring spends this node's money: send its API token as Authorization: Bearer <token>")
			return
		}
		h.ServeHTTP(w, r)
	}))
	serve := func(w http.ResponseWriter, _ *http.Request) { writePublic(w, mustJSON(s.nodeCard())) }
	s.mux.HandleFunc("GET "+nodeBase+a2aCardPath, serve)
	if wellKnown {
		s.mux.HandleFunc("GET "+a2aCardPath, serve)
	}
}

// nodeCard is the A2A card of the node's own agent: its skills are hire and, when the node runs
// auctions, ask.
func (s *Server) nodeCard() *a2a.AgentCard {
	c := &a2a.AgentCard{
		Name:                "agentsite-node",
		Description:         "Hires agents of the AgentSite network with money: a task with a skill, an input and a budget becomes a bounty on chain; the task completes with the result once the work is submitted and accepted.",
		Version:             "1.0.0",
		SupportedInterfaces: []*a2a.AgentInterface{a2a.NewAgentInterface(s.baseURL()+nodeBase+a2aRPCPath, a2a.TransportProtocolJSONRPC)},
		Capabilities:        a2a.AgentCapabilities{Streaming: true},
		DefaultInputModes:   []string{"application/json", "text/plain"},
		DefaultOutputModes:  []string{"application/json"},
		SecuritySchemes: a2a.NamedSecuritySchemes{apiTokenScheme: a2a.HTTPAuthSecurityScheme{
			Scheme: "Bearer", Description: "the node's API token (<data>/api.token): hiring and asking spend the node's wallet"}},
		SecurityRequirements: a2a.SecurityRequirementsOptions{{apiTokenScheme: {}}},
		Skills: []a2a.AgentSkill{{
			ID: hireSkill, Name: "Hire an agent",
			Description: "Posts a bounty for the skill, paying at most the budget from the node's wallet, and follows it (status updates: posted, claimed, delivered, submitted). " +
				"With a verifier (or review \"auto\") the node judges the result and the task completes when it is accepted. " +
				"Otherwise the task asks for input with the result: reply \"accept\" (the agent is paid, the task completes) or \"reject: <reason>\" (the task fails; the reward comes back unless the agent wins a dispute). " +
				"Undecided, the contract accepts the result when the review window ends. " + hireFormat,
			Tags:     []string{"hire", "bounty", "market"},
			Examples: []string{`{"skill":"summarize","input":{"text":"...","sentences":1},"budget":"0.01 ETH","deadline":"10m"}`},
		}},
	}
	if _, ok := s.deps.Extra[methodAgentAsk]; ok {
		c.Description += " An ask task (a maxPrice instead of a budget) auctions one call among the network's agents and completes with the answer, paid by voucher."
		c.Skills = append(c.Skills, askCardSkill())
	}
	return c
}

// hirer runs hire tasks: the first message posts and follows a bounty, a follow-up message on a
// task waiting for input decides the result.
type hirer struct{ s *Server }

var _ a2asrv.AgentExecutor = (*hirer)(nil)

func (h *hirer) Execute(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		// a2a-go runs executions detached from the request: the server's close ends them.
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		defer context.AfterFunc(h.s.ctx, cancel)()
		say := func(state a2a.TaskState, meta map[string]any, parts ...*a2a.Part) bool {
			ev := a2a.NewStatusUpdateEvent(ec, state, a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, parts...))
			ev.Metadata = meta
			return yield(ev, nil)
		}
		if ec.StoredTask == nil && isAsk(ec.Message) {
			h.ask(ctx, ec, say, yield)
			return
		}
		if ec.StoredTask == nil {
			if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
				return
			}
			id, err := h.post(ctx, ec.Message)
			if err != nil {
				say(a2a.TaskStateRejected, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
				return
			}
			if !say(a2a.TaskStateWorking, map[string]any{"bountyId": id}, a2a.NewTextPart(fmt.Sprintf("bounty %d posted", id)), a2a.NewDataPart(map[string]any{"bountyId": id})) {
				return
			}
			h.follow(ctx, ec, id, say, yield)
			return
		}
		id, ok := taskBounty(ec.StoredTask)
		if !ok {
			say(a2a.TaskStateFailed, nil, a2a.NewTextPart("this task has no bounty: start a new task"))
			return
		}
		h.decide(ctx, ec, id, say, yield)
	}
}

func (h *hirer) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		// The bounty is on chain: canceling the task stops following it, not the bounty
		// (bounty.cancel refunds an open one).
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

// post reads the hire request and posts its bounty through bounty.post.
func (h *hirer) post(ctx context.Context, m *a2a.Message) (uint64, error) {
	var args *hireArgs
	for _, p := range m.Parts {
		if p == nil || p.Data() == nil {
			continue
		}
		b, err := json.Marshal(p.Data())
		if err != nil {
			return 0, paramsError{err}
		}
		d := json.NewDecoder(bytes.NewReader(b))
		d.DisallowUnknownFields()
		args = &hireArgs{}
		if err := d.Decode(args); err != nil {
			return 0, paramsError{fmt.Errorf("%v: %s", err, hireFormat)}
		}
		break
	}
	switch {
	case args == nil:
		return 0, paramsError{errors.New(hireFormat)}
	case args.Budget == "":
		return 0, paramsError{errors.New("a budget is required, with its unit: 0.01 ETH, 20 gwei or 1000 wei")}
	case args.Review == "" && args.Verifier == "":
		args.Review = "manual" // no verifier: the client decides
	}
	params := postArgs{Skill: args.Skill, Description: args.Description, Reward: args.Budget, Deadline: args.Deadline,
		ReviewWindow: args.ReviewWindow, Review: args.Review, Assignee: args.Assignee, Arbiter: args.Arbiter,
		Verifier: args.Verifier, MinReputation: args.MinReputation}
	if args.Input != nil {
		params.Input = args.Input
	}
	var res struct {
		BountyID uint64 `json:"bountyId"`
	}
	if err := h.s.runMethod(ctx, methodPost, params, &res); err != nil {
		return 0, err
	}
	return res.BountyID, nil
}

type sayFunc func(state a2a.TaskState, meta map[string]any, parts ...*a2a.Part) bool

// follow reports the bounty's steps as working status updates until it ends, then ends the task
// (or asks for the client's decision).
func (h *hirer) follow(ctx context.Context, ec *a2asrv.ExecutorContext, id uint64, say sayFunc, yield func(a2a.Event, error) bool) {
	b, err := h.s.showBounty(ctx, id)
	if err != nil {
		say(a2a.TaskStateFailed, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
		return
	}
	fctx, cancel := context.WithDeadline(ctx, b.Deadline.Add(b.ReviewWindow+followSlack))
	defer cancel()
	gone := false
	b, err = h.s.followBounty(fctx, id, func(_ int, step string, b apitypes.BountyView) {
		if gone || step == "posted" || step == ended(b) {
			return // said when posted; the end is said below
		}
		if !say(a2a.TaskStateWorking, nil, a2a.NewTextPart(fmt.Sprintf("bounty %d: %s", id, stepText(step, b))), a2a.NewDataPart(map[string]any{"bountyId": id, "step": step})) {
			gone = true
			cancel()
		}
	})
	switch {
	case gone:
		return
	case err != nil:
		say(a2a.TaskStateFailed, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
	case ended(b) == "":
		say(a2a.TaskStateFailed, nil, a2a.NewTextPart(fmt.Sprintf("stopped following bounty %d (%s); it goes on on chain: bounty.show %d", id, b.Status, id)))
	default:
		h.finish(ec, b, say, yield)
	}
}

// finish ends the task as the bounty ended: the result waiting for a decision, paid, or not.
func (h *hirer) finish(ec *a2asrv.ExecutorContext, b apitypes.BountyView, say sayFunc, yield func(a2a.Event, error) bool) {
	res := resultOf(b)
	switch ended(b) {
	case stepReview:
		say(a2a.TaskStateInputRequired, nil,
			a2a.NewTextPart(fmt.Sprintf("bounty %d: the result is in; reply \"accept\" to pay the agent or \"reject: <reason>\", before %s (then the contract accepts it)", b.ID, b.Until.Format(time.RFC3339))),
			a2a.NewDataPart(map[string]any{"bountyId": b.ID, "result": res}))
	case "accepted":
		if !yield(a2a.NewArtifactEvent(ec, valuePart(res)), nil) {
			return
		}
		say(a2a.TaskStateCompleted, nil, a2a.NewTextPart(fmt.Sprintf("bounty %d accepted: agent %d paid", b.ID, b.AgentID)))
	default:
		why := fmt.Sprintf("bounty %d %s", b.ID, b.Status)
		if b.Job != nil && b.Job.Err != "" {
			why += ": " + b.Job.Err
		}
		if b.Status == escrow.StatusRejected {
			why += "; the reward comes back unless the agent disputes before " + b.Until.Format(time.RFC3339)
		}
		say(a2a.TaskStateFailed, nil, a2a.NewTextPart(why), a2a.NewDataPart(map[string]any{"bountyId": b.ID, "status": b.Status.String()}))
	}
}

// decide takes the client's answer to a result waiting for review.
func (h *hirer) decide(ctx context.Context, ec *a2asrv.ExecutorContext, id uint64, say sayFunc, yield func(a2a.Event, error) bool) {
	b, err := h.s.showBounty(ctx, id)
	if err != nil {
		say(a2a.TaskStateFailed, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
		return
	}
	if ended(b) != stepReview { // settled meanwhile (the review window ran out), or moving
		if ended(b) == "" {
			h.follow(ctx, ec, id, say, yield)
			return
		}
		h.finish(ec, b, say, yield)
		return
	}
	accept, reason, ok := decision(ec.Message)
	if !ok {
		say(a2a.TaskStateInputRequired, nil, a2a.NewTextPart(fmt.Sprintf("bounty %d: reply \"accept\" or \"reject: <reason>\"", id)))
		return
	}
	method, params := methodAccept, map[string]any{"id": id}
	if !accept {
		method, params["reason"] = methodReject, reason
	}
	if err := h.s.runMethod(ctx, method, params, nil); err != nil {
		say(a2a.TaskStateInputRequired, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
		return
	}
	if b, err = h.s.showBounty(ctx, id); err != nil {
		say(a2a.TaskStateFailed, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
		return
	}
	h.finish(ec, b, say, yield)
}

// decision reads "accept", "reject: <reason>" (text), or {"decision": ..., "reason": ...}.
func decision(m *a2a.Message) (accept bool, reason string, ok bool) {
	if m == nil {
		return false, "", false
	}
	for _, p := range m.Parts {
		if p == nil {
			continue
		}
		if d, isMap := p.Data().(map[string]any); isMap {
			dec, _ := d["decision"].(string)
			reason, _ = d["reason"].(string)
			return parseDecision(dec, reason)
		}
		if t := strings.TrimSpace(p.Text()); t != "" {
			word, rest, _ := strings.Cut(t, ":")
			if f := strings.Fields(word); len(f) > 1 && rest == "" { // "reject too short"
				word, rest = f[0], strings.Join(f[1:], " ")
			}
			return parseDecision(word, strings.TrimSpace(rest))
		}
	}
	return false, "", false
}

func parseDecision(word, reason string) (bool, string, bool) {
	switch strings.ToLower(strings.TrimSpace(word)) {
	case "accept":
		return true, "", true
	case "reject":
		return false, reason, reason != ""
	}
	return false, "", false
}

// taskBounty is the bounty a hire task follows (set in its metadata when posted).
func taskBounty(t *a2a.Task) (uint64, bool) {
	if t == nil {
		return 0, false
	}
	f, ok := t.Metadata["bountyId"].(float64)
	return uint64(f), ok && f > 0
}

// resultOf is the agent's output in the job's decrypted result (or the result whole if it
// does not decode as one).
func resultOf(b apitypes.BountyView) any {
	if b.Job == nil || b.Job.Result == nil {
		return nil
	}
	var r struct {
		Output json.RawMessage `json:"output"`
	}
	var v any
	if json.Unmarshal(b.Job.Result, &r) == nil && r.Output != nil && json.Unmarshal(r.Output, &v) == nil {
		return v
	}
	_ = json.Unmarshal(b.Job.Result, &v)
	return v
}

func stepText(step string, b apitypes.BountyView) string {
	if step == "claimed" && b.AgentID != 0 {
		return fmt.Sprintf("claimed by agent %d", b.AgentID)
	}
	return step
}

// valuePart carries a JSON value: a data part, or a text part for null, which a data part
// cannot carry (a2a-go, like the spec, reads {"data": null} as a part without content).
func valuePart(v any) *a2a.Part {
	if v == nil {
		return a2a.NewTextPart("null")
	}
	return a2a.NewDataPart(v)
}

// errorPart carries an error's stable code for a program.
func errorPart(err error) *a2a.Part {
	e := toError(err)
	var pe paramsError
	if errors.As(err, &pe) {
		e.Code = call.CodeInvalidParams
	}
	return a2a.NewDataPart(map[string]any{"code": float64(e.Code), "message": e.Message})
}
