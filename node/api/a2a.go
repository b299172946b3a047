package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"net/http"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
	"github.com/a2aproject/a2a-go/v2/a2asrv/limiter"

	"github.com/agentsite/agentsite/node/apitypes"
)

// A2A endpoints of a hosted agent.
const (
	a2aCardPath = "/.well-known/agent-card.json"
	a2aRPCPath  = "/a2a"
	// PriceExtension is the A2A card extension that carries a paid agent's price per call.
	PriceExtension = "https://agentsite.dev/a2a/price/v1"
)

// agentBase is the URL path prefix of a hosted agent's A2A endpoints.
func agentBase(name string) string { return "/agents/" + name }

// mountA2A serves, for every hosted agent, its A2A card and its A2A JSON-RPC endpoint (SendMessage,
// GetTask, ListTasks, CancelTask ...), plus the default agent's card at the well-known path.
// The A2A endpoints are the hosted agents' public face, like /agentsite/call/1: they need no
// token, since serving a local agent neither signs nor spends, and are bounded instead (see
// a2aLimits: a shared task store with eviction, a rate per client (admit), executions per agent;
// readBody caps a message at Limits.A2AMaxBody). Browser pages of other origins are refused
// by the guard; cards stay readable by anyone.
func (s *Server) mountA2A() error {
	names := s.deps.Local.Names()
	s.a2a = newA2ALimits(s.cfg.Limits)
	for _, name := range names {
		h := a2asrv.NewJSONRPCHandler(a2asrv.NewHandler(&executor{s: s, agent: name},
			a2asrv.WithLogger(s.log.With("agent", name)),
			a2asrv.WithTaskStore(s.a2a.store),
			a2asrv.WithConcurrencyConfig(limiter.ConcurrencyConfig{MaxExecutions: s.cfg.Limits.A2AExecutions})))
		s.mux.Handle("POST "+agentBase(name)+a2aRPCPath, s.paid(name, true, h)) // rate: admit; priced: x402
		s.mux.HandleFunc("GET "+agentBase(name)+a2aCardPath, s.serveCard(name))
	}
	def := s.cfg.DefaultAgent
	if def == "" && len(names) > 0 {
		def = names[0]
	}
	if def != "" {
		if _, err := s.deps.Local.Info(context.Background(), def); err != nil {
			return fmt.Errorf("%w: default agent: %v", ErrBadConfig, err)
		}
		s.mux.HandleFunc("GET "+a2aCardPath, s.serveCard(def))
	}
	s.mountHire(def == "")
	s.mountDiscovery(names)
	return nil
}

func (s *Server) serveCard(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		card, err := s.a2aCard(r.Context(), name)
		if err != nil {
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		}
		w.Header().Set("Access-Control-Allow-Origin", "*")
		writeJSON(w, http.StatusOK, mustJSON(card))
	}
}

// a2aCard is the A2A v1.0 agent card of a hosted agent (built fresh: an MCP agent's skills may
// change after a restart).
func (s *Server) a2aCard(ctx context.Context, name string) (*a2a.AgentCard, error) {
	info, err := s.deps.Local.Info(ctx, name)
	if err != nil {
		return nil, err
	}
	version := info.Version
	if version == "" {
		version = "0.0.0"
	}
	desc := info.Description
	if desc == "" {
		desc = fmt.Sprintf("AgentSite %s agent %q", info.Kind, name)
	}
	card := &a2a.AgentCard{
		Name:                name,
		Description:         desc,
		Version:             version,
		IconURL:             info.Image,
		SupportedInterfaces: []*a2a.AgentInterface{a2a.NewAgentInterface(s.baseURL()+agentBase(name)+a2aRPCPath, a2a.TransportProtocolJSONRPC)},
		DefaultInputModes:   []string{"application/json", "text/plain"},
		DefaultOutputModes:  []string{"application/json"},
		Skills:              []a2a.AgentSkill{},
	}
	for _, sk := range info.Skills {
		n := sk.Name
		if n == "" {
			n = sk.ID
		}
		tags := sk.Tags
		if tags == nil {
			tags = []string{}
		}
		card.Skills = append(card.Skills, a2a.AgentSkill{ID: sk.ID, Name: n, Description: sk.Description, Tags: tags, Examples: sk.Examples})
	}
	if info.Price != "" {
		ext := a2a.AgentExtension{URI: PriceExtension,
			Description: "price of one call, paid by payment-channel vouchers (/agentsite/call/1)", Params: map[string]any{"price": info.Price}}
		// The exact amount and token, as the signed card carries them ("0.01 USDC" is 10000
		// base units of the token's address): what an x402 offer of this agent asks.
		if p := s.deps.Payments; p != nil && p.Prices != nil {
			if pr, err := p.Prices.AgentPrice(ctx, name); err == nil && pr != nil {
				ext.Params["amount"], ext.Params["token"] = pr.Amount, pr.Token
			}
		}
		if s.soldOverX402(ctx, name) {
			// This endpoint answers 402 with the offer (/.well-known/x402 lists it).
			ext.Description += " or over x402 on this endpoint"
			ext.Params["x402"] = s.baseURL() + x402WellKnownPath
		}
		card.Capabilities.Extensions = append(card.Capabilities.Extensions, ext)
	}
	if info.PricePer1kTokens != "" {
		card.Capabilities.Extensions = append(card.Capabilities.Extensions, a2a.AgentExtension{URI: PriceExtension,
			Description: "price by use: per 1k tokens, at most the cap a call (scheme upto: the voucher authorises the cap, the use is charged; /agentsite/call/1)",
			Params:      map[string]any{"scheme": "upto", "pricePer1kTokens": info.PricePer1kTokens, "cap": info.PriceCap}})
	}
	return card, nil
}

// executor runs A2A messages on a hosted agent. The skill comes from the message metadata
// ("skill"), or from a data part shaped {"skill": ..., "input": ...}, or is the agent's first
// skill. The input is that data part's "input", another data part, or the text parts (as JSON
// if they parse, else {"text": ...}). The result becomes a data artifact of a completed task.
type executor struct {
	s     *Server
	agent string
}

var _ a2asrv.AgentExecutor = (*executor)(nil)

func (e *executor) Execute(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		ctx, cancel := paidRun(ctx)
		defer cancel()
		if ec.StoredTask == nil {
			if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
				return
			}
		}
		skill, input, err := e.parse(ctx, ec.Message)
		if err != nil {
			yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateRejected, a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart(err.Error()))), nil)
			return
		}
		if !yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking, nil), nil) {
			return
		}
		out, err := e.s.call(ctx, apitypes.AgentCallParams{Agent: e.agent, Skill: skill, Input: input}, nil)
		if err != nil {
			e := toError(err)
			msg := a2a.NewMessageForTask(a2a.MessageRoleAgent, ec, a2a.NewTextPart(e.Message),
				a2a.NewDataPart(map[string]any{"code": float64(e.Code), "message": e.Message}))
			yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateFailed, msg), nil)
			return
		}
		var v any
		if err := json.Unmarshal(out, &v); err != nil {
			v = string(out)
		}
		if !yield(a2a.NewArtifactEvent(ec, valuePart(v)), nil) {
			return
		}
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted, nil), nil)
	}
}

func (e *executor) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

func (e *executor) parse(ctx context.Context, m *a2a.Message) (string, json.RawMessage, error) {
	if m == nil {
		return "", nil, errors.New("no message")
	}
	skill, _ := m.Metadata["skill"].(string)
	var input json.RawMessage
	var texts []string
	for _, p := range m.Parts {
		if p == nil {
			continue
		}
		if d := p.Data(); d != nil {
			if obj, ok := d.(map[string]any); ok {
				if sk, ok := obj["skill"].(string); ok {
					if skill == "" {
						skill = sk
					}
					if in, ok := obj["input"]; ok {
						d = in
					} else {
						continue
					}
				}
			}
			b, err := json.Marshal(d)
			if err != nil {
				return "", nil, err
			}
			input = b
			continue
		}
		if t := p.Text(); t != "" {
			texts = append(texts, t)
		}
	}
	if input == nil && len(texts) > 0 {
		t := strings.Join(texts, "\n")
		if json.Valid([]byte(t)) && strings.ContainsAny(strings.TrimSpace(t)[:1], "{[") {
			input = json.RawMessage(t)
		} else {
			input = mustJSON(map[string]string{"text": t})
		}
	}
	if skill == "" {
		info, err := e.s.deps.Local.Info(ctx, e.agent)
		if err != nil || len(info.Skills) == 0 {
			return "", nil, fmt.Errorf("agent %q has no skills", e.agent)
		}
		skill = info.Skills[0].ID
	}
	return skill, input, nil
}
