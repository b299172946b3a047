package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/agentsite/agentsite/node/apitypes"
)

// The node's own A2A agent's second skill, when the node runs auctions: a task whose data part
// names a maxPrice is a swarm auction (agent.ask), answered at call speed.
const askSkill = "ask"

// askFormat tells a client what an ask task looks like.
const askFormat = `send one data part {"skill": "echo", "input": {...}, "maxPrice": "0.0001 ETH"} ` +
	`(or "query" instead of "skill"; optional: reserve, token, deadline "2s", bidWindow, k)`

// askCardSkill is the card's entry for ask.
func askCardSkill() a2a.AgentSkill {
	return a2a.AgentSkill{ID: askSkill, Name: "Ask the network (swarm auction)",
		Description: "Auctions one call among the network's agents: those offering the skill (or matching the query) bid in milliseconds, " +
			"the best staked and reputable bid within maxPrice answers, and only the accepted answer is paid, by voucher from the node's channels. " +
			"The task completes with the answer as its artifact and the winner, its price and the bids' tally in the status; it fails when no winner answers by the deadline (nothing paid). " +
			askFormat,
		Tags:     []string{"ask", "auction", "market"},
		Examples: []string{`{"skill":"echo","input":{"text":"hi"},"maxPrice":"0.0001 ETH","deadline":"2s"}`},
	}
}

// isAsk reports whether a new task's message is an ask: its first data part names a maxPrice
// (a hire names a budget).
func isAsk(m *a2a.Message) bool {
	if m == nil {
		return false
	}
	for _, p := range m.Parts {
		if p == nil || p.Data() == nil {
			continue
		}
		d, ok := p.Data().(map[string]any)
		_, price := d["maxPrice"]
		return ok && price
	}
	return false
}

// askArgsOf reads an ask task's data part strictly.
func askArgsOf(m *a2a.Message) (askArgs, error) {
	var a askArgs
	for _, p := range m.Parts {
		if p == nil || p.Data() == nil {
			continue
		}
		b, err := json.Marshal(p.Data())
		if err != nil {
			return a, paramsError{err}
		}
		d := json.NewDecoder(bytes.NewReader(b))
		d.DisallowUnknownFields()
		if err := d.Decode(&a); err != nil {
			return a, paramsError{fmt.Errorf("%v: %s", err, askFormat)}
		}
		return a, nil
	}
	return a, paramsError{errors.New(askFormat)}
}

// ask runs an ask task: one auction through agent.ask; the answer is the task's artifact.
func (h *hirer) ask(ctx context.Context, ec *a2asrv.ExecutorContext, say sayFunc, yield func(a2a.Event, error) bool) {
	if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
		return
	}
	args, err := askArgsOf(ec.Message)
	if err == nil {
		if _, ok := h.s.deps.Extra[methodAgentAsk]; !ok {
			err = errors.New("this node runs no auctions")
		}
	}
	if err != nil {
		say(a2a.TaskStateRejected, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
		return
	}
	var res apitypes.AgentAskResult
	if err := h.s.runMethod(ctx, methodAgentAsk, args, &res); err != nil {
		say(a2a.TaskStateRejected, nil, a2a.NewTextPart(toError(err).Message), errorPart(err))
		return
	}
	var tally map[string]any
	if b, err := json.Marshal(res); err == nil {
		_ = json.Unmarshal(b, &tally)
	}
	delete(tally, "output") // the artifact carries it
	if res.Error != "" {
		say(a2a.TaskStateFailed, nil, a2a.NewTextPart(res.Error), a2a.NewDataPart(tally))
		return
	}
	var out any
	_ = json.Unmarshal(res.Output, &out)
	if !yield(a2a.NewArtifactEvent(ec, valuePart(out)), nil) {
		return
	}
	say(a2a.TaskStateCompleted, nil, a2a.NewTextPart(fmt.Sprintf("answered by %s (%s) at %s wei, chosen among %d bids of %d nodes asked in %.1f ms",
		res.Name, res.Agent, res.Price, res.Bids, res.Asked, res.ChosenMs)), a2a.NewDataPart(tally))
}
