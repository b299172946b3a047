package llmtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// ChatRequest is a request as the server decoded it.
type ChatRequest struct {
	Model    string    `json:"model"`
	Messages []Message `json:"messages"`
	Tools    []struct {
		Type     string `json:"type"`
		Function struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			Parameters  json.RawMessage `json:"parameters"`
		} `json:"function"`
	} `json:"tools"`
	ToolChoice    json.RawMessage `json:"tool_choice"`
	Stream        bool            `json:"stream"`
	StreamOptions *struct {
		IncludeUsage bool `json:"include_usage"`
	} `json:"stream_options"`
	ResponseFormat *struct {
		Type string `json:"type"`
	} `json:"response_format"`
	MaxTokens   int      `json:"max_tokens"`
	Temperature *float64 `json:"temperature"`
	// Auth is the request's Authorization header.
	Auth string `json:"-"`
}

// Message is one message of a request.
type Message struct {
	Role      string  `json:"role"`
	Content   *string `json:"content"`
	ToolCalls []struct {
		ID       string `json:"id"`
		Type     string `json:"type"`
		Function struct {
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"function"`
	} `json:"tool_calls"`
	ToolCallID string `json:"tool_call_id"`
}

// Text is the message's content, "" when null.
func (m Message) Text() string {
	if m.Content == nil {
		return ""
	}
	return *m.Content
}

// Last is the request's last message.
func (r ChatRequest) Last() Message {
	if len(r.Messages) == 0 {
		return Message{}
	}
	return r.Messages[len(r.Messages)-1]
}

// ToolResults are the results of tool calls the request carries, by call id.
func (r ChatRequest) ToolResults() map[string]string {
	out := map[string]string{}
	for _, m := range r.Messages {
		if m.Role == "tool" {
			out[m.ToolCallID] = m.Text()
		}
	}
	return out
}

// Responder picks the reply to a request; the server's handlers call it, possibly at once.
type Responder func(ChatRequest) Reply

// Sequence answers the i-th request with the i-th reply; past the end it answers 500.
func Sequence(replies ...Reply) Responder {
	var mu sync.Mutex
	i := 0
	return func(ChatRequest) Reply {
		mu.Lock()
		defer mu.Unlock()
		if i >= len(replies) {
			return Reply{Status: 500, Message: "llmtest: script exhausted", Type: "server_error"}
		}
		i++
		return replies[i-1]
	}
}

// Server is an OpenAI-compatible chat-completions server on loopback: POST
// /v1/chat/completions (whole answers, or server-sent event chunks when the request streams)
// and GET /v1/models.
type Server struct {
	*httptest.Server
	// BaseURL is what an agent's llm.baseURL should be.
	BaseURL string
	// APIKey, when set, is required as the bearer token (401 otherwise).
	APIKey string

	respond Responder
	mu      sync.Mutex
	reqs    []ChatRequest
}

// New starts a server answering with respond; it stops when the test ends.
func New(t testing.TB, respond Responder) *Server {
	s := &Server{respond: respond}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", s.chat)
	mux.HandleFunc("GET /v1/models", s.models)
	s.Server = httptest.NewServer(mux)
	s.BaseURL = s.URL + "/v1"
	t.Cleanup(s.Close)
	return s
}

// Requests are the chat requests received so far.
func (s *Server) Requests() []ChatRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]ChatRequest(nil), s.reqs...)
}

func (s *Server) authorized(w http.ResponseWriter, r *http.Request) bool {
	if s.APIKey == "" || r.Header.Get("Authorization") == "Bearer "+s.APIKey {
		return true
	}
	writeError(w, Reply{Status: 401, Message: "Incorrect API key provided.", Type: "invalid_request_error", Code: "invalid_api_key"})
	return false
}

func (s *Server) models(w http.ResponseWriter, r *http.Request) {
	if !s.authorized(w, r) {
		return
	}
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprint(w, `{"object":"list","data":[{"id":"test-model","object":"model","owned_by":"llmtest"}]}`)
}

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	var req ChatRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 8<<20)).Decode(&req); err != nil {
		writeError(w, Reply{Status: 400, Message: "invalid JSON body: " + err.Error(), Type: "invalid_request_error"})
		return
	}
	req.Auth = r.Header.Get("Authorization")
	s.mu.Lock()
	s.reqs = append(s.reqs, req)
	s.mu.Unlock()
	if !s.authorized(w, r) {
		return
	}
	if req.Model == "" || len(req.Messages) == 0 {
		writeError(w, Reply{Status: 400, Message: "model and messages are required", Type: "invalid_request_error"})
		return
	}
	rep := s.respond(req)
	switch {
	case rep.Status != 0:
		writeError(w, rep)
	case rep.Raw != "":
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprint(w, rep.Raw)
	case req.Stream:
		writeStream(w, req, rep)
	default:
		writeWhole(w, req, rep)
	}
}

func writeError(w http.ResponseWriter, rep Reply) {
	if rep.RetryAfter != "" {
		w.Header().Set("Retry-After", rep.RetryAfter)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.Status)
	var code any
	if rep.Code != "" {
		code = rep.Code
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": rep.Message, "type": rep.Type, "param": nil, "code": code}})
}

// split cuts s into pieces of at most n bytes (n ≤ 0: one piece).
func split(s string, n int) []string {
	if n <= 0 || len(s) <= n {
		return []string{s}
	}
	var out []string
	for len(s) > n {
		out = append(out, s[:n])
		s = s[n:]
	}
	return append(out, s)
}

func model(req ChatRequest) string {
	return strings.TrimSpace(req.Model)
}
