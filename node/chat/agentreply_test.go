package chat_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/agentsite/agentsite/node/chat"
)

// TestAgentResponder answers a mention with the agent's default skill: the text without the
// mention goes in as {"text", "source"} (JSON as is), the answer's text field comes back as a
// result in the question's state and task, and a failed call is an error reply, not an error.
func TestAgentResponder(t *testing.T) {
	cases := []struct {
		name, content string
		answer        json.RawMessage
		fail          error
		wantInput     string
		wantType      string
		wantContent   string
	}{
		{"text", "@fmt  tidy this ", json.RawMessage(`{"formatted":"tidy"}`), nil, `{"source":"tidy this","text":"tidy this"}`, "result", "tidy"},
		{"json input", `@fmt {"source":"x"}`, json.RawMessage(`{"summary":"s","text":"t"}`), nil, `{"source":"x"}`, "result", "s"},
		{"no text field", "@fmt go", json.RawMessage(`{"n":1}`), nil, `{"source":"go","text":"go"}`, "result", `{"n":1}`},
		{"non-string field", "@fmt go", json.RawMessage(`{"result":2}`), nil, `{"source":"go","text":"go"}`, "result", `{"result":2}`},
		{"failed", "@fmt go", nil, errors.New("no skill"), `{"source":"go","text":"go"}`, "error", "fmt could not do that: no skill"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var gotAgent, gotInput string
			r := chat.AgentResponder{Agent: "fmt", Call: func(_ context.Context, agent string, input json.RawMessage) (json.RawMessage, error) {
				gotAgent, gotInput = agent, string(input)
				return tc.answer, tc.fail
			}}
			msg := chat.Envelope{Content: tc.content, State: chat.StateExecution, TaskID: "t1"}
			drafts, err := r.Respond(context.Background(), "room", msg)
			if err != nil || len(drafts) != 1 {
				t.Fatalf("Respond = %v, %v; want one draft", drafts, err)
			}
			d := drafts[0]
			if gotAgent != "fmt" || gotInput != tc.wantInput {
				t.Fatalf("called %q with %s; want fmt with %s", gotAgent, gotInput, tc.wantInput)
			}
			if d.Type != tc.wantType || d.Content != tc.wantContent || d.State != chat.StateExecution || d.TaskID != "t1" {
				t.Fatalf("reply = %+v; want %s %q in execution, task t1", d, tc.wantType, tc.wantContent)
			}
		})
	}
}
