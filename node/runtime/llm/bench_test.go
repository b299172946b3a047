package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

// BenchmarkReadStream: parsing a streamed answer of 1,000 text chunks (about one per token),
// as the endpoint sends them; reports chunks per second.
func BenchmarkReadStream(b *testing.B) {
	var body strings.Builder
	for i := range 1000 {
		fmt.Fprintf(&body, "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"tok%d \"},\"finish_reason\":null}]}\n\n", i)
	}
	body.WriteString("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n")
	s := body.String()
	b.SetBytes(int64(len(s)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := readStream(strings.NewReader(s), 1<<20, func(string) {}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(1000*float64(b.N)/b.Elapsed().Seconds(), "chunks/s")
}

// BenchmarkAgentToolRound: one call of an llm agent whose model calls a tool once and then
// answers (two streamed requests to the loopback test server); the agent's own cost per call,
// with no model time.
func BenchmarkAgentToolRound(b *testing.B) {
	s := llmtest.New(b, func(req llmtest.ChatRequest) llmtest.Reply {
		if req.Last().Role == "tool" {
			return llmtest.Text("done", 10, 2)
		}
		return llmtest.Tools(llmtest.Call{ID: "c", Name: "search_agents", Arguments: `{"skill":"echo"}`})
	})
	a, err := New(agentConfig(s, nil), Options{Market: &bookMarket{}, Logger: quiet})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := a.Call(context.Background(), "chat", json.RawMessage(`"x"`), nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/call")
}
