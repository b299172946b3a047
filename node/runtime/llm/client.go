package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// ClientConfig is what a Client needs of the agent's settings.
type ClientConfig struct {
	// BaseURL is the API's base; requests go to BaseURL + "/chat/completions".
	BaseURL string
	// Model is the model name.
	Model string
	// APIKey is sent as a bearer token when not empty.
	APIKey string
	// MaxTokens and Temperature are passed on when set.
	MaxTokens   int
	Temperature *float64
	// Stream asks for streamed tokens (SSE).
	Stream bool
	// MaxResponseBytes bounds an answer: a body, or a stream's lines, content and arguments.
	MaxResponseBytes int
	// RequestTimeout bounds one request.
	RequestTimeout time.Duration
	// MaxRetries is how often a 429 or 5xx is retried; MaxRetryWait bounds each wait.
	MaxRetries   int
	MaxRetryWait time.Duration
	// HTTP is the client to use; nil means one with default transport.
	HTTP *http.Client
	// Now tells the time (Retry-After dates); nil means time.Now.
	Now func() time.Time
}

// Request is one completion request.
type Request struct {
	Messages []Message
	Tools    []Tool
	// NoTools forbids tool calls this round (tool_choice "none").
	NoTools bool
	// JSON asks for a JSON object (response_format json_object).
	JSON bool
}

// Client talks to one OpenAI-compatible chat-completions endpoint.
type Client struct {
	cfg ClientConfig
	url string
}

// NewClient returns a client of cfg's endpoint.
func NewClient(cfg ClientConfig) *Client {
	if cfg.HTTP == nil {
		cfg.HTTP = &http.Client{}
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Client{cfg: cfg, url: strings.TrimRight(cfg.BaseURL, "/") + "/chat/completions"}
}

// Complete sends req and returns the model's answer; onText, if set, gets streamed text as it
// arrives. A 429 or 5xx is retried MaxRetries times after Retry-After (or a doubling backoff
// from 500 ms), never waiting more than MaxRetryWait.
func (c *Client) Complete(ctx context.Context, req Request, onText func(string)) (Completion, error) {
	body, err := json.Marshal(c.wire(req))
	if err != nil {
		return Completion{}, fmt.Errorf("llm: encode request: %w", err)
	}
	backoff := 500 * time.Millisecond
	for attempt := 0; ; attempt++ {
		comp, status, wait, err := c.once(ctx, body, onText)
		if err == nil || !retryable(status) || attempt >= c.cfg.MaxRetries {
			return comp, err
		}
		if wait < 0 { // no Retry-After
			wait, backoff = backoff, backoff*2
		}
		if wait > c.cfg.MaxRetryWait {
			return comp, fmt.Errorf("%w; the endpoint asks to retry after %s, more than the %s this agent waits", err, wait, c.cfg.MaxRetryWait)
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return comp, fmt.Errorf("%w (gave up waiting to retry: %w)", err, ctx.Err())
		case <-t.C:
		}
	}
}

func (c *Client) wire(req Request) chatRequest {
	w := chatRequest{Model: c.cfg.Model, Messages: req.Messages, MaxTokens: c.cfg.MaxTokens, Temperature: c.cfg.Temperature}
	if len(req.Tools) > 0 {
		w.Tools = req.Tools
		if req.NoTools {
			w.ToolChoice = "none"
		}
	}
	if c.cfg.Stream {
		w.Stream, w.StreamOptions = true, &streamOptions{IncludeUsage: true}
	}
	if req.JSON {
		w.ResponseFormat = &responseFormat{Type: "json_object"}
	}
	return w
}

// once sends one request. It returns the HTTP status of an error answer and the wait the
// endpoint asked for (-1: none said).
func (c *Client) once(ctx context.Context, body []byte, onText func(string)) (Completion, int, time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, c.cfg.RequestTimeout)
	defer cancel()
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return Completion{}, 0, -1, fmt.Errorf("llm: request: %w", err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	if c.cfg.Stream {
		hreq.Header.Set("Accept", "text/event-stream")
	}
	if c.cfg.APIKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+c.cfg.APIKey)
	}
	resp, err := c.cfg.HTTP.Do(hreq)
	if err != nil {
		return Completion{}, 0, -1, fmt.Errorf("llm: post %s: %w", c.url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Completion{}, resp.StatusCode, c.retryAfter(resp.Header.Get("Retry-After")), c.apiError(resp)
	}
	var comp Completion
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		comp, err = readStream(resp.Body, c.cfg.MaxResponseBytes, onText)
	} else {
		comp, err = c.readWhole(resp.Body)
	}
	if err != nil && ctx.Err() != nil {
		err = fmt.Errorf("llm: answer cut short after %s: %w", c.cfg.RequestTimeout, ctx.Err())
	}
	return comp, 0, -1, err
}

// readWhole decodes a non-streamed answer.
func (c *Client) readWhole(r io.Reader) (Completion, error) {
	b, err := io.ReadAll(io.LimitReader(r, int64(c.cfg.MaxResponseBytes)+1))
	if err != nil {
		return Completion{}, fmt.Errorf("llm: read answer: %w", err)
	}
	if len(b) > c.cfg.MaxResponseBytes {
		return Completion{}, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, c.cfg.MaxResponseBytes)
	}
	var resp chatResponse
	if err := json.Unmarshal(b, &resp); err != nil {
		return Completion{}, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if resp.Error != nil {
		return Completion{}, bodyError(200, resp.Error)
	}
	if len(resp.Choices) == 0 {
		return Completion{}, fmt.Errorf("%w: no choices", ErrMalformed)
	}
	ch := resp.Choices[0]
	comp := Completion{Model: resp.Model, Content: ch.Message.text(), ToolCalls: ch.Message.ToolCalls, FinishReason: ch.FinishReason}
	if resp.Usage != nil {
		comp.Usage = *resp.Usage
	}
	return comp, checkCalls(comp.ToolCalls)
}

// apiError reads an error answer's body (bounded) into an APIError.
func (c *Client) apiError(resp *http.Response) error {
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var body struct {
		Error *errorBody `json:"error"`
	}
	if json.Unmarshal(b, &body) == nil && body.Error != nil {
		return bodyError(resp.StatusCode, body.Error)
	}
	return &APIError{Status: resp.StatusCode, Message: clip(strings.TrimSpace(string(b)), maxErrorMessage), kind: statusKind(resp.StatusCode)}
}

func bodyError(status int, e *errorBody) *APIError {
	code := strings.Trim(string(e.Code), `"`)
	if code == "null" {
		code = ""
	}
	kind := statusKind(status)
	if status == 200 { // an error object in a 200 answer or mid-stream
		kind = ErrServer
	}
	return &APIError{Status: status, Message: clip(e.Message, maxErrorMessage), Type: clip(e.Type, 64), Code: clip(code, 64), kind: kind}
}

// retryAfter reads a Retry-After header: seconds or an HTTP date; -1 when absent or unreadable.
func (c *Client) retryAfter(h string) time.Duration {
	h = strings.TrimSpace(h)
	if h == "" {
		return -1
	}
	if s, err := strconv.ParseFloat(h, 64); err == nil && s >= 0 && s < 1e9 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(h); err == nil {
		return max(t.Sub(c.cfg.Now()), 0)
	}
	return -1
}

// checkCalls refuses more than MaxToolCalls calls, and calls without an id or a function name.
func checkCalls(calls []ToolCall) error {
	if len(calls) > MaxToolCalls {
		return fmt.Errorf("%w: %d tool calls in one answer (at most %d)", ErrMalformed, len(calls), MaxToolCalls)
	}
	for i, tc := range calls {
		if tc.ID == "" || tc.Function.Name == "" {
			return fmt.Errorf("%w: tool call %d has no id or no function name", ErrMalformed, i)
		}
	}
	return nil
}
