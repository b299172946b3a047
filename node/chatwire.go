package node

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/agentsite/agentsite/node/chat"
)

// chatResponder lets a hosted agent answer in AgentChat: the message's text (without the
// mention) goes to the agent's first skill as {"text": …}, or as is when it is JSON, and the
// answer comes back as the reply, in the conversation state of the question.
type chatResponder struct {
	rt    runner
	agent string
}

func (c chatResponder) Respond(ctx context.Context, _ string, msg chat.Envelope) ([]chat.Draft, error) {
	text := strings.TrimSpace(strings.ReplaceAll(msg.Content, "@"+c.agent, ""))
	input := json.RawMessage(text)
	if !json.Valid(input) {
		input, _ = json.Marshal(map[string]string{"text": text, "source": text})
	}
	out, err := c.rt.Call(ctx, c.agent, "", input, nil)
	reply := chat.Draft{State: msg.State, Type: "result", TaskID: msg.TaskID}
	switch {
	case err != nil:
		reply.Type, reply.Content = "error", c.agent+" could not do that: "+err.Error()
	default:
		reply.Content = readable(out)
	}
	return []chat.Draft{reply}, nil
}

// readable turns an agent's JSON answer into chat text: a lone string field is shown as is.
func readable(out json.RawMessage) string {
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
