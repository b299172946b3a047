package llm

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// meterMarket refuses a call whose context still carries its caller's meter: a tool's call
// must never add to what the caller of the llm agent is charged.
type meterMarket struct{ bookMarket }

func (m *meterMarket) CallAgent(ctx context.Context, did, skill string, input json.RawMessage) (json.RawMessage, error) {
	if mt, _ := runtime.TakeMeter(ctx); mt != nil {
		return nil, errors.New("the callee runs under its caller's meter")
	}
	return m.bookMarket.CallAgent(ctx, did, skill, input)
}

// TestAgentCountsTokensIntoMeter: an llm call priced by use counts the tokens of every round
// the endpoint reports (a total, or prompt and completion when it leaves the total out) into
// the call's meter, and its tools' calls run without it.
func TestAgentCountsTokensIntoMeter(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(
		llmtest.Tools(llmtest.Call{ID: "c1", Name: "call_agent", Arguments: `{"did":"did:ethr:31337:0x00000000000000000000000000000000000000aa","skill":"echo","input":{}}`}),
		llmtest.Text("done", 120, 30)))
	m := &meterMarket{}
	a := newAgent(t, s, m, func(c *runtime.LLMConfig) { c.Tools = []string{runtime.ToolCallAgent} })
	ctx, meter := runtime.WithMeter(context.Background())
	out, err := a.Call(ctx, "chat", json.RawMessage(`"hi"`), nil)
	if err != nil {
		t.Fatal(err)
	}
	res := decodeResult(t, out)
	if len(m.calls) != 1 {
		t.Fatalf("tool calls %q", m.calls)
	}
	if meter.Tokens() == 0 || meter.Tokens() != int64(res.Usage.TotalTokens) {
		t.Fatalf("meter counted %d tokens, the call's usage is %+v", meter.Tokens(), res.Usage)
	}
}
