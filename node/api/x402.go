package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/registry"
)

// AgentPrices says what a call of a hosted agent costs: its signed card's price (nil: free).
// The node passes the card source; tests pass a table.
type AgentPrices interface {
	AgentPrice(ctx context.Context, agent string) (*registry.Price, error)
}

// Payments sells the hosted agents' calls over x402: their plain HTTP call route and their
// A2A endpoint answer 402 and take payment, and /.well-known/x402 lists the offers. Nil
// Payments (no chain, or nothing priced) leaves every agent free.
type Payments struct {
	// Facilitator verifies and settles (escrow/x402: exact over EIP-3009 tokens, batch-settlement
	// over PaymentChannels).
	Facilitator *x402.Facilitator
	// Prices gives each agent's price.
	Prices AgentPrices
	// PayTo receives the exact payments: the node's own account (it settles and, for
	// settle-first payments, refunds from there).
	PayTo common.Address
	// Channels names the payee of the channels that pay each agent (batch-settlement's payTo);
	// nil: batch-settlement is not offered.
	Channels ChannelPayees
}

// sells says whether p sells calls over x402: it has a facilitator and prices.
func (p *Payments) sells() bool { return p != nil && p.Facilitator != nil && p.Prices != nil }

// ChannelPayees says whose payment channels pay a hosted agent's calls: its payout address,
// the payee its libp2p calls are paid to (false: the agent is not paid by channel).
type ChannelPayees interface {
	ChannelPayee(agent string) (common.Address, bool)
}

// a2aPaidMethods are the A2A JSON-RPC methods that run the agent: they are paid; reading or
// cancelling a task is not.
var a2aPaidMethods = map[string]bool{"message/send": true, "message/stream": true, "SendMessage": true, "SendStreamingMessage": true}

// paid wraps an agent's handler in the x402 middleware when the node sells calls; a run whose
// payment verified is a paid run (paidRunning: out of the anonymous budget, ended by Close).
func (s *Server) paid(agent string, a2a bool, h http.Handler) http.Handler {
	if !s.deps.Payments.sells() {
		return h
	}
	if a2a {
		h = withPaidRun(h)
	}
	mw := s.deps.Payments.Facilitator.Middleware(agentSeller{s: s, agent: agent, a2a: a2a}, s.paidRunning(h))
	if !a2a {
		return mw
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if id, early := a2aReturnsEarly(r); early {
			if _, priced, err := s.offer(r.Context(), agent, ""); err == nil && priced {
				writeJSON(w, http.StatusOK, mustJSON(map[string]any{"jsonrpc": "2.0", "id": id, "error": map[string]any{
					"code": -32602, "message": "a paid call answers once it is done and paid: send it without configuration.returnImmediately"}}))
				return
			}
		}
		mw.ServeHTTP(w, r)
	})
}

// paidRunKey carries, in a paid A2A request's context, the context of the paid run itself.
type paidRunKey struct{}

// withPaidRun marks the requests h serves as paid runs: a2a-go executes a task detached from
// its request, and the executor ends the run with the paid run that started it (paidRun), so
// an agent never runs on after its call was judged (review rv2, finding 5). The x402
// middleware gives the paid run a context of its own, not ended by the client hanging up
// (x402.Facilitator.Charge): such a run goes on to its end and is charged (finding 6).
func withPaidRun(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), paidRunKey{}, r.Context())))
	})
}

// paidRun returns ctx ended also when the paid run it was started for ends (ctx itself when
// it was not started by one), and its cancel.
func paidRun(ctx context.Context) (context.Context, context.CancelFunc) {
	run, ok := ctx.Value(paidRunKey{}).(context.Context)
	ctx, cancel := context.WithCancel(ctx)
	if !ok {
		return ctx, cancel
	}
	stop := context.AfterFunc(run, cancel)
	return ctx, func() { stop(); cancel() }
}

// a2aReturnsEarly reports an A2A SendMessage asking to be answered before its task is done
// (configuration.returnImmediately), with the request's id. A paid call cannot be: x402 would
// judge, and charge, a task that has only been submitted, though it may fail afterwards.
func a2aReturnsEarly(r *http.Request) (json.RawMessage, bool) {
	body, err := readAgain(r)
	if err != nil {
		return nil, false
	}
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Params struct {
			Configuration struct {
				ReturnImmediately bool `json:"returnImmediately"`
			} `json:"configuration"`
		} `json:"params"`
	}
	// decoded as a2a-go's handler does: the first JSON value, whatever follows it
	if json.NewDecoder(bytes.NewReader(body)).Decode(&m) != nil {
		return nil, false
	}
	return m.ID, a2aPaidMethods[m.Method] && m.Params.Configuration.ReturnImmediately
}

// agentSeller is the offer of one hosted agent's calls.
type agentSeller struct {
	s     *Server
	agent string
	a2a   bool
}

func (a agentSeller) Offer(r *http.Request) (x402.Offer, bool, error) {
	if a.a2a && !a2aRunsAgent(r) {
		return x402.Offer{}, false, nil
	}
	o, ok, err := a.s.offer(r.Context(), a.agent, a.s.baseURL()+r.URL.Path)
	if a.a2a {
		o.Failed = a2aFailed
	}
	return o, ok, err
}

// a2aFailed judges an A2A JSON-RPC answer (HTTP 200 either way): an error, or a task that
// failed or was rejected, is not charged. A streamed answer (server-sent events) is judged by
// its last event: the last line that starts with "data:". Only a line start counts: a JSON
// answer is one line, and its strings (the caller's message, the agent's result) may hold
// "data:" anywhere, which made a completed task read as failed, answered and never charged
// (review of upto, finding 1).
func a2aFailed(status int, body []byte) bool {
	if status >= 400 {
		return true
	}
	if last, ok := lastEventData(body); ok {
		body = last
	}
	var m struct {
		Error  json.RawMessage `json:"error"`
		Result struct {
			Status struct {
				State string `json:"state"`
			} `json:"status"`
			// A streamed event is wrapped by its kind (a2a-go's StreamResponse): a stream
			// ending with a failed task ends with a statusUpdate, which was read as a
			// success and charged (review of upto, finding 6).
			Task         *taskStatus `json:"task"`
			StatusUpdate *taskStatus `json:"statusUpdate"`
		} `json:"result"`
	}
	if json.Unmarshal(body, &m) != nil {
		return true
	}
	state := m.Result.Status.State
	for _, t := range []*taskStatus{m.Result.Task, m.Result.StatusUpdate} {
		if t != nil {
			state = t.Status.State
		}
	}
	return len(m.Error) > 0 && string(m.Error) != "null" || state == "TASK_STATE_FAILED" || state == "TASK_STATE_REJECTED"
}

// taskStatus is the state of an A2A task or status update, as a2aFailed reads it.
type taskStatus struct {
	Status struct {
		State string `json:"state"`
	} `json:"status"`
}

// lastEventData returns the data of body's last server-sent event (its last line that starts
// with "data:"), false when body is a JSON answer rather than an event stream. The text of an
// answer may hold "data:" itself (the request's message is in a task's history): only a
// line's start counts (a2a-go writes each event's JSON on one line).
func lastEventData(body []byte) ([]byte, bool) {
	if t := bytes.TrimLeft(body, " \t\r\n"); len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		return nil, false
	}
	var last []byte
	found := false
	for line := range bytes.Lines(body) {
		if d, ok := bytes.CutPrefix(bytes.TrimRight(line, "\r\n"), []byte("data:")); ok {
			last, found = d, true
		}
	}
	return last, found
}

// offer is the x402 offer of one call of agent at url; false when the agent is free.
func (s *Server) offer(ctx context.Context, agent, url string) (x402.Offer, bool, error) {
	p := s.deps.Payments
	price, err := p.Prices.AgentPrice(ctx, agent)
	if err != nil || price == nil {
		return x402.Offer{}, false, err
	}
	amount, ok := new(big.Int).SetString(price.Amount, 10)
	if !ok || amount.Sign() <= 0 {
		return x402.Offer{}, false, nil // a zero price is free
	}
	var asset common.Address // ETH
	if price.Token != "ETH" {
		if !common.IsHexAddress(price.Token) {
			return x402.Offer{}, false, fmt.Errorf("agent %s: price token %q is neither ETH nor an address", agent, price.Token)
		}
		asset = common.HexToAddress(price.Token)
	}
	o := x402.Offer{Price: amount, Asset: asset, PayTo: p.PayTo,
		Resource: x402.Resource{URL: url, Description: "one call of agent " + agent, MimeType: "application/json"}}
	if p.Channels != nil {
		o.ChannelPayee, _ = p.Channels.ChannelPayee(agent)
	}
	return o, true, nil
}

// a2aRunsAgent peeks at the (already read, bounded) A2A body's method.
func a2aRunsAgent(r *http.Request) bool {
	if r.Body == nil {
		return false
	}
	body, err := readAgain(r)
	if err != nil {
		return true // unreadable: charge, the handler refuses it anyway
	}
	var m struct {
		Method string `json:"method"`
	}
	if json.Unmarshal(body, &m) != nil {
		return true
	}
	return a2aPaidMethods[m.Method]
}

// wellKnownX402 lists what the node sells: per priced hosted agent, its call route and A2A
// endpoint with the ways to pay (the x402 discovery shape: resource, type, accepts).
func (s *Server) wellKnownX402(w http.ResponseWriter, r *http.Request) {
	type item struct {
		Resource    string              `json:"resource"`
		Type        string              `json:"type"`
		X402Version int                 `json:"x402Version"`
		Accepts     []x402.Requirements `json:"accepts"`
		Metadata    map[string]any      `json:"metadata,omitempty"`
	}
	out := struct {
		X402Version int    `json:"x402Version"`
		Items       []item `json:"items"`
	}{X402Version: x402.Version, Items: []item{}}
	if p := s.deps.Payments; p.sells() {
		for _, name := range s.deps.Local.Names() {
			for _, path := range []string{agentBase(name) + callPath, agentBase(name) + a2aRPCPath} {
				o, ok, err := s.offer(r.Context(), name, s.baseURL()+path)
				if err != nil || !ok {
					continue
				}
				out.Items = append(out.Items, item{Resource: o.Resource.URL, Type: "http", X402Version: x402.Version,
					Accepts: p.Facilitator.Accepts(o), Metadata: map[string]any{"agent": name, "description": o.Resource.Description}})
			}
		}
	}
	writePublic(w, mustJSON(out))
}
