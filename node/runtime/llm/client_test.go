package llm

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime/llm/llmtest"
)

func testClient(s *llmtest.Server, stream bool) *Client {
	return NewClient(ClientConfig{BaseURL: s.BaseURL, Model: "test-model", APIKey: s.APIKey, Stream: stream,
		MaxResponseBytes: 1 << 16, RequestTimeout: 5 * time.Second, MaxRetries: 2, MaxRetryWait: 2 * time.Second})
}

func ask(c *Client, onText func(string)) (Completion, error) {
	return c.Complete(context.Background(), Request{Messages: []Message{textMessage("user", "hi")}}, onText)
}

func TestCompleteTextAndUsage(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{false: "whole", true: "stream"}[stream], func(t *testing.T) {
			r := llmtest.Text("hello there, agent", 12, 4)
			r.ChunkSize = 3
			s := llmtest.New(t, llmtest.Sequence(r))
			s.APIKey = "sk-test"
			var pieces []string
			comp, err := ask(testClient(s, stream), func(p string) { pieces = append(pieces, p) })
			if err != nil {
				t.Fatal(err)
			}
			if comp.Content != "hello there, agent" || comp.FinishReason != "stop" || comp.Model != "test-model" {
				t.Fatalf("completion %+v", comp)
			}
			if comp.Usage != (Usage{PromptTokens: 12, CompletionTokens: 4, TotalTokens: 16}) {
				t.Fatalf("usage %+v", comp.Usage)
			}
			if stream && (len(pieces) != 6 || strings.Join(pieces, "") != comp.Content) {
				t.Fatalf("streamed pieces %q", pieces)
			}
			if !stream && len(pieces) != 0 {
				t.Fatalf("a whole answer streamed %q", pieces)
			}
			req := s.Requests()[0]
			if req.Stream != stream || req.Auth != "Bearer sk-test" || req.Model != "test-model" {
				t.Fatalf("request stream %v auth %q model %q", req.Stream, req.Auth, req.Model)
			}
			if stream && (req.StreamOptions == nil || !req.StreamOptions.IncludeUsage) {
				t.Fatal("a streamed request does not ask for usage")
			}
		})
	}
}

func TestCompleteToolCallFragments(t *testing.T) {
	for _, stream := range []bool{false, true} {
		r := llmtest.Tools(llmtest.Call{ID: "call_1", Name: "search_agents", Arguments: `{"skill":"summarize","limit":3}`},
			llmtest.Call{ID: "call_2", Name: "call_agent", Arguments: `{"did":"did:ethr:0x1:0xab","skill":"echo","input":{"x":1}}`})
		r.ChunkSize = 4 // arguments arrive in 4-byte fragments
		s := llmtest.New(t, llmtest.Sequence(r))
		comp, err := ask(testClient(s, stream), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(comp.ToolCalls) != 2 || comp.FinishReason != "tool_calls" {
			t.Fatalf("stream %v: %+v", stream, comp)
		}
		for i, want := range r.ToolCalls {
			got := comp.ToolCalls[i]
			if got.ID != want.ID || got.Function.Name != want.Name || got.Function.Arguments != want.Arguments || got.Type != "function" {
				t.Fatalf("stream %v: call %d = %+v, want %+v", stream, i, got, want)
			}
		}
	}
}

func TestCompleteErrors(t *testing.T) {
	tests := []struct {
		name    string
		replies []llmtest.Reply
		key     string
		want    error
		status  int
		inMsg   string
	}{
		{"401 bad key", nil, "sk-right", ErrUnauthorized, 401, "Incorrect API key"},
		{"404 model", []llmtest.Reply{{Status: 404, Message: "The model `gpt-9` does not exist", Type: "invalid_request_error", Code: "model_not_found"}},
			"", ErrNotFound, 404, "model_not_found"},
		{"429 past the retry bound", []llmtest.Reply{{Status: 429, Message: "Rate limit reached", Type: "requests", Code: "rate_limit_exceeded", RetryAfter: "60"}},
			"", ErrRateLimited, 429, "retry after 1m0s"},
		{"500 after retries", []llmtest.Reply{{Status: 500, Message: "boom"}, {Status: 502, Message: "boom"}, {Status: 503, Message: "boom"}},
			"", ErrServer, 503, "boom"},
		{"400", []llmtest.Reply{{Status: 400, Message: "bad tools", Type: "invalid_request_error"}}, "", ErrRequest, 400, "bad tools"},
		{"malformed chunk", []llmtest.Reply{{Raw: "data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}]}\n\ndata: {not json\n\n"}}, "", ErrMalformed, 0, "stream chunk"},
		{"no [DONE]", []llmtest.Reply{{Raw: "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"a\"}}]}\n\n"}}, "", ErrMalformed, 0, "before [DONE]"},
		{"error mid-stream", []llmtest.Reply{{Raw: "data: {\"error\":{\"message\":\"overloaded\",\"type\":\"server_error\",\"code\":503}}\n\n"}}, "", ErrServer, 200, "overloaded"},
		{"tool index out of range", []llmtest.Reply{{Raw: "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":99,\"id\":\"c\",\"function\":{\"name\":\"x\"}}]}}]}\n\n"}},
			"", ErrMalformed, 0, "index 99"},
		{"tool call without id", []llmtest.Reply{{Raw: "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"name\":\"x\"}}]},\"finish_reason\":\"tool_calls\"}]}\n\ndata: [DONE]\n\n"}},
			"", ErrMalformed, 0, "no id"},
		{"line too long", []llmtest.Reply{{Raw: "data: " + strings.Repeat("x", 1<<17) + "\n\n"}}, "", ErrTooLarge, 0, "line"},
		{"text too long", []llmtest.Reply{{Content: strings.Repeat("y", 1<<17), ChunkSize: 1 << 12}}, "", ErrTooLarge, 0, "streamed text"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := llmtest.New(t, llmtest.Sequence(tt.replies...))
			s.APIKey = tt.key
			c := testClient(s, true)
			if tt.key != "" {
				c.cfg.APIKey = "sk-wrong"
			}
			_, err := ask(c, nil)
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.inMsg) {
				t.Fatalf("error %v, want %v containing %q", err, tt.want, tt.inMsg)
			}
			var ae *APIError
			if tt.status != 0 && (!errors.As(err, &ae) || ae.Status != tt.status) {
				t.Fatalf("error %v: want an APIError with status %d", err, tt.status)
			}
		})
	}
}

// TestCompleteRetries: a 429 with Retry-After and a 503 are sent again after the wait the
// endpoint asks for (bounded), and the third attempt's answer is returned.
func TestCompleteRetries(t *testing.T) {
	s := llmtest.New(t, llmtest.Sequence(
		llmtest.Reply{Status: 429, Message: "slow down", Code: "rate_limit_exceeded", RetryAfter: "1"},
		llmtest.Reply{Status: 503, Message: "warming up", RetryAfter: "0"},
		llmtest.Text("ok", 1, 1)))
	start := time.Now()
	comp, err := ask(testClient(s, true), nil)
	if err != nil || comp.Content != "ok" {
		t.Fatalf("completion %+v, %v", comp, err)
	}
	if took := time.Since(start); took < time.Second {
		t.Fatalf("retried after %s, before the 1 s Retry-After", took)
	}
	if n := len(s.Requests()); n != 3 {
		t.Fatalf("%d requests, want 3", n)
	}
}

func TestRetryAfterForms(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	c := NewClient(ClientConfig{Now: func() time.Time { return now }})
	for h, want := range map[string]time.Duration{
		"":     -1,
		"2":    2 * time.Second,
		"0.5":  500 * time.Millisecond,
		"soon": -1,
		"-3":   -1,
		now.Add(7 * time.Second).Format(httpDate): 7 * time.Second,
		now.Add(-time.Hour).Format(httpDate):      0,
	} {
		if got := c.retryAfter(h); got != want {
			t.Errorf("Retry-After %q = %s, want %s", h, got, want)
		}
	}
}

const httpDate = "Mon, 02 Jan 2006 15:04:05 GMT"

func TestCompleteTimeout(t *testing.T) {
	block := make(chan struct{})
	s := llmtest.New(t, func(llmtest.ChatRequest) llmtest.Reply { <-block; return llmtest.Text("late", 1, 1) })
	defer close(block)
	c := testClient(s, true)
	c.cfg.RequestTimeout = 200 * time.Millisecond
	c.cfg.MaxRetries = 0
	if _, err := ask(c, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("error %v, want a deadline", err)
	}
}
