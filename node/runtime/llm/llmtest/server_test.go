package llmtest

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

func post(t *testing.T, s *Server, body, key string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, s.BaseURL+"/chat/completions", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

// events reads the data: payloads of a stream.
func events(t *testing.T, r io.Reader) []string {
	t.Helper()
	var out []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
			out = append(out, d)
		}
	}
	return out
}

// TestStreamWireFormat: a streamed tool call comes as OpenAI sends it: the role first, the
// call's index, id, type and name in its first fragment and the arguments in pieces carrying
// only the index, the finish reason in a chunk of its own, usage in a chunk with no choices
// (only when asked for), then [DONE].
func TestStreamWireFormat(t *testing.T) {
	r := Tools(Call{ID: "call_9", Name: "search_agents", Arguments: `{"skill":"gofmt"}`})
	r.ChunkSize = 6
	s := New(t, Sequence(r, r))
	for _, withUsage := range []bool{true, false} {
		body := `{"model":"m","messages":[{"role":"user","content":"hi"}],"stream":true`
		if withUsage {
			body += `,"stream_options":{"include_usage":true}`
		}
		resp := post(t, s, body+"}", "")
		if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
			t.Fatalf("content type %q", ct)
		}
		ev := events(t, resp.Body)
		if ev[len(ev)-1] != "[DONE]" {
			t.Fatalf("last event %q", ev[len(ev)-1])
		}
		type chunk struct {
			Object  string
			Choices []struct {
				Delta struct {
					Role      string
					ToolCalls []map[string]any `json:"tool_calls"`
				}
				FinishReason *string `json:"finish_reason"`
			}
			Usage *struct {
				TotalTokens int `json:"total_tokens"`
			}
		}
		var cs []chunk
		for _, e := range ev[:len(ev)-1] {
			var c chunk
			if err := json.Unmarshal([]byte(e), &c); err != nil || c.Object != "chat.completion.chunk" {
				t.Fatalf("event %s: %v", e, err)
			}
			cs = append(cs, c)
		}
		if cs[0].Choices[0].Delta.Role != "assistant" {
			t.Fatal("the first chunk does not carry the role")
		}
		first := cs[1].Choices[0].Delta.ToolCalls[0]
		if first["id"] != "call_9" || first["type"] != "function" || first["index"] != 0.0 || first["function"].(map[string]any)["name"] != "search_agents" {
			t.Fatalf("first fragment %v", first)
		}
		var args strings.Builder
		for _, c := range cs[2:] {
			if len(c.Choices) == 0 || len(c.Choices[0].Delta.ToolCalls) == 0 {
				continue
			}
			frag := c.Choices[0].Delta.ToolCalls[0]
			if _, has := frag["id"]; has || frag["index"] != 0.0 {
				t.Fatalf("later fragment %v", frag)
			}
			args.WriteString(frag["function"].(map[string]any)["arguments"].(string))
		}
		if args.String() != `{"skill":"gofmt"}` {
			t.Fatalf("arguments joined %q", args.String())
		}
		last := cs[len(cs)-1]
		if withUsage && (len(last.Choices) != 0 || last.Usage == nil || last.Usage.TotalTokens != 15) {
			t.Fatalf("usage chunk %+v", last)
		}
		if !withUsage && (last.Usage != nil || last.Choices[0].FinishReason == nil || *last.Choices[0].FinishReason != "tool_calls") {
			t.Fatalf("last chunk without usage asked %+v", last)
		}
	}
}

// TestErrorAnswers: a wrong key gets 401 with OpenAI's error object, a scripted 429 its
// Retry-After, an exhausted script 500; the request is recorded either way.
func TestErrorAnswers(t *testing.T) {
	s := New(t, Sequence(Reply{Status: 429, Message: "Rate limit reached", Type: "requests", Code: "rate_limit_exceeded", RetryAfter: "3"}))
	s.APIKey = "sk-1"
	body := `{"model":"m","messages":[{"role":"user","content":"hi"}]}`
	for _, tt := range []struct {
		key, code, retry string
		status           int
	}{
		{"sk-2", "invalid_api_key", "", 401},
		{"sk-1", "rate_limit_exceeded", "3", 429},
		{"sk-1", "", "", 500},
	} {
		resp := post(t, s, body, tt.key)
		var e struct {
			Error struct {
				Message string
				Type    string
				Code    *string
			}
		}
		if err := json.NewDecoder(resp.Body).Decode(&e); err != nil || resp.StatusCode != tt.status || e.Error.Message == "" {
			t.Fatalf("status %d, body %+v (%v)", resp.StatusCode, e, err)
		}
		if (e.Error.Code == nil) != (tt.code == "") || (e.Error.Code != nil && *e.Error.Code != tt.code) || resp.Header.Get("Retry-After") != tt.retry {
			t.Fatalf("status %d: code %v, Retry-After %q", tt.status, e.Error.Code, resp.Header.Get("Retry-After"))
		}
	}
	if n := len(s.Requests()); n != 3 {
		t.Fatalf("%d requests recorded", n)
	}
}
