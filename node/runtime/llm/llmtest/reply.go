package llmtest

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// Reply is one answer of the server: text and/or tool calls with their usage, or an error.
type Reply struct {
	// Content is the assistant's text.
	Content string
	// ToolCalls are the functions the assistant calls.
	ToolCalls []Call
	// PromptTokens and CompletionTokens are the usage reported (total is their sum).
	PromptTokens, CompletionTokens int
	// ChunkSize splits streamed text and tool arguments into pieces of this many bytes (0:
	// one piece each), so clients must join fragments.
	ChunkSize int
	// Status, when not 0, answers this HTTP status with an error body {"error":{...}} made
	// of Message, Type and Code, and a Retry-After header when RetryAfter is set.
	Status              int
	Message, Type, Code string
	RetryAfter          string
	// Raw, when set, is sent as the body of a 200 event stream as it is (malformed streams).
	Raw string
}

// Call is a tool call of a reply.
type Call struct {
	ID, Name, Arguments string
}

// Text is a reply with text only.
func Text(s string, promptTokens, completionTokens int) Reply {
	return Reply{Content: s, PromptTokens: promptTokens, CompletionTokens: completionTokens}
}

// Tools is a reply calling tools.
func Tools(calls ...Call) Reply {
	return Reply{ToolCalls: calls, PromptTokens: 10, CompletionTokens: 5}
}

func (r Reply) finish() string {
	if len(r.ToolCalls) > 0 {
		return "tool_calls"
	}
	return "stop"
}

func (r Reply) usage() map[string]int {
	return map[string]int{"prompt_tokens": r.PromptTokens, "completion_tokens": r.CompletionTokens, "total_tokens": r.PromptTokens + r.CompletionTokens}
}

// writeWhole answers a chat.completion object.
func writeWhole(w http.ResponseWriter, req ChatRequest, r Reply) {
	msg := map[string]any{"role": "assistant", "content": nil}
	if r.Content != "" || len(r.ToolCalls) == 0 {
		msg["content"] = r.Content
	}
	if len(r.ToolCalls) > 0 {
		var calls []map[string]any
		for _, c := range r.ToolCalls {
			calls = append(calls, map[string]any{"id": c.ID, "type": "function", "function": map[string]any{"name": c.Name, "arguments": c.Arguments}})
		}
		msg["tool_calls"] = calls
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-llmtest", "object": "chat.completion", "created": 1700000000, "model": model(req),
		"choices": []any{map[string]any{"index": 0, "message": msg, "logprobs": nil, "finish_reason": r.finish()}},
		"usage":   r.usage(),
	})
}

// writeStream answers server-sent events as OpenAI streams them: a first chunk with the role,
// text pieces, tool calls (the first fragment of each with its index, id, type and name, then
// argument pieces with the index only), a last chunk with the finish reason, a usage chunk with
// no choices when the request asked for it (stream_options.include_usage), and [DONE].
func writeStream(w http.ResponseWriter, req ChatRequest, r Reply) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	fl, _ := w.(http.Flusher)
	send := func(choices []any, usage any) {
		b, _ := json.Marshal(map[string]any{"id": "chatcmpl-llmtest", "object": "chat.completion.chunk", "created": 1700000000,
			"model": model(req), "system_fingerprint": "fp_llmtest", "choices": choices, "usage": usage})
		fmt.Fprintf(w, "data: %s\n\n", b)
		if fl != nil {
			fl.Flush()
		}
	}
	delta := func(d map[string]any) []any {
		return []any{map[string]any{"index": 0, "delta": d, "logprobs": nil, "finish_reason": nil}}
	}
	fmt.Fprint(w, ": llmtest keep-alive\n\n")
	send(delta(map[string]any{"role": "assistant", "content": ""}), nil)
	if r.Content != "" {
		for _, p := range split(r.Content, r.ChunkSize) {
			send(delta(map[string]any{"content": p}), nil)
		}
	}
	for i, c := range r.ToolCalls {
		send(delta(map[string]any{"tool_calls": []any{map[string]any{"index": i, "id": c.ID, "type": "function",
			"function": map[string]any{"name": c.Name, "arguments": ""}}}}), nil)
		for _, p := range split(c.Arguments, r.ChunkSize) {
			send(delta(map[string]any{"tool_calls": []any{map[string]any{"index": i, "function": map[string]any{"arguments": p}}}}), nil)
		}
	}
	send([]any{map[string]any{"index": 0, "delta": map[string]any{}, "logprobs": nil, "finish_reason": r.finish()}}, nil)
	if req.StreamOptions != nil && req.StreamOptions.IncludeUsage {
		send([]any{}, r.usage())
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
	if fl != nil {
		fl.Flush()
	}
}
