package chat

import (
	"context"
	"encoding/json"
	"strings"
)

// AgentCall runs a hosted agent's default skill (its first) on input and returns its answer.
type AgentCall func(ctx context.Context, agent string, input json.RawMessage) (json.RawMessage, error)

// AgentResponder lets a hosted agent answer in AgentChat: the message's text (without the
// mention) goes to the agent's default skill as {"text": …, "source": …}, or as is when it is
// JSON, and the answer comes back as one reply in the conversation state and task of the
// question: type "result" with the answer as readable text, or type "error" saying why not.
type AgentResponder struct {
	Agent string
	Call  AgentCall
}

var _ Responder = AgentResponder{}

// Respond implements Responder.
func (r AgentResponder) Respond(ctx context.Context, _ string, msg Envelope) ([]Draft, error) {
	text := strings.TrimSpace(strings.ReplaceAll(msg.Content, "@"+r.Agent, ""))
	input := json.RawMessage(text)
	if !json.Valid(input) {
		input, _ = json.Marshal(map[string]string{"text": text, "source": text})
	}
	out, err := r.Call(ctx, r.Agent, input)
	reply := Draft{State: msg.State, Type: "result", TaskID: msg.TaskID}
	switch {
	case err != nil:
		reply.Type, reply.Content = "error", r.Agent+" could not do that: "+err.Error()
	default:
		reply.Content = readableAnswer(out)
	}
	return []Draft{reply}, nil
}

// readableAnswer turns an agent's JSON answer into chat text: the first of the string fields
// summary, formatted, text and result is shown as is; anything else as the JSON it is.
func readableAnswer(out json.RawMessage) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(out, &m) == nil {
		for _, k := range []string{"summary", "formatted", "text", "result"} {
			var s string
			if v, ok := m[k]; ok && json.Unmarshal(v, &s) == nil {
				return s
			}
		}
	}
	return string(out)
}
