package api

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// method is one JSON-RPC method of /rpc.
type method struct {
	// auth: the method signs or spends, so it needs the API token.
	auth bool
	run  func(ctx context.Context, s *Server, params json.RawMessage, rc *rpcCtx) (any, error)
}

// rpcCtx is what a method knows about the request it serves.
type rpcCtx struct {
	authed bool
	id     json.RawMessage
	// progress streams a progress notification for the current request (WebSocket only).
	progress func(id json.RawMessage, p runtime.Progress)
}

// errAuth is the error of a method called without the token.
var errAuth = fmt.Errorf("%w: this method needs the API token (Authorization: Bearer <token>)", call.ErrUnauthorized)

// authorized checks the bearer token in r's Authorization header (never the URL).
func (s *Server) authorized(r *http.Request) bool {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return ok && s.tokenOK(tok)
}

// tokenOK compares tok with the API token in constant time.
func (s *Server) tokenOK(tok string) bool {
	return subtle.ConstantTimeCompare([]byte(tok), []byte(s.cfg.Token)) == 1
}

type authedKey struct{}

// Authorized reports whether the request a method serves carried the API token: methods that
// need no token use it to leave private fields (decrypted results, verifier commands) out.
func Authorized(ctx context.Context) bool {
	ok, _ := ctx.Value(authedKey{}).(bool)
	return ok
}

// toError maps an error to a JSON-RPC error with a stable code.
func toError(err error) *call.Error {
	if errors.Is(err, ErrNotFound) {
		return &call.Error{Code: call.CodeUnknownAgent, Message: err.Error()}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return &call.Error{Code: call.CodeTimeout, Message: err.Error()}
	}
	return call.ToError(err)
}

// invalidParams wraps a params decoding error.
type paramsError struct{ err error }

func (e paramsError) Error() string { return "invalid params: " + e.err.Error() }

func (e paramsError) Unwrap() error { return e.err }

// InvalidParams marks err as the caller's mistake: the answer is CodeInvalidParams.
func InvalidParams(err error) error { return paramsError{err} }

// DecodeParams decodes params strictly (unknown fields are an error) into v, for Extra methods.
func DecodeParams(params json.RawMessage, v any) error { return decodeParams(params, v) }

// decodeParams decodes params strictly into v; absent params decode as {}.
func decodeParams(params json.RawMessage, v any) error {
	if len(params) == 0 || string(params) == "null" {
		params = json.RawMessage("{}")
	}
	d := json.NewDecoder(bytes.NewReader(params))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return paramsError{err}
	}
	if d.More() {
		return paramsError{errors.New("trailing data")}
	}
	return nil
}

// handleOne answers one decoded JSON-RPC message; nil for notifications.
func (s *Server) handleOne(ctx context.Context, raw json.RawMessage, rc rpcCtx) *call.Response {
	var req call.Request
	if err := json.Unmarshal(raw, &req); err != nil {
		s.metrics.rpc("", call.CodeInvalidRequest)
		return &call.Response{JSONRPC: call.Version, ID: json.RawMessage("null"), Error: call.Errorf(call.CodeInvalidRequest, "invalid request: %v", err)}
	}
	isNotification := len(req.ID) == 0
	id := req.ID
	if isNotification {
		id = json.RawMessage("null")
	}
	fail := func(e *call.Error) *call.Response {
		s.metrics.rpc(req.Method, e.Code)
		if isNotification {
			return nil
		}
		return &call.Response{JSONRPC: call.Version, ID: id, Error: e}
	}
	if req.JSONRPC != call.Version || req.Method == "" || (!isNotification && !call.ValidID(id)) {
		return fail(call.Errorf(call.CodeInvalidRequest, "invalid request: need jsonrpc \"2.0\", a method and a string or number id"))
	}
	m, ok := methods[req.Method]
	if x, extra := s.deps.Extra[req.Method]; !ok && extra {
		m, ok = method{auth: x.Auth, run: func(ctx context.Context, _ *Server, params json.RawMessage, _ *rpcCtx) (any, error) {
			return x.Run(ctx, params)
		}}, true
	}
	if !ok {
		return fail(call.Errorf(call.CodeMethodNotFound, "method %q not found", req.Method))
	}
	if m.auth && !rc.authed {
		return fail(toError(errAuth))
	}
	rc.id = id
	out, err := m.run(context.WithValue(ctx, authedKey{}, rc.authed), s, req.Params, &rc)
	if err != nil {
		var pe paramsError
		if errors.As(err, &pe) {
			return fail(call.Errorf(call.CodeInvalidParams, "%v", pe))
		}
		return fail(toError(err))
	}
	s.metrics.rpc(req.Method, 0)
	if isNotification {
		return nil
	}
	res, err := json.Marshal(out)
	if err != nil {
		return fail(call.Errorf(call.CodeInternal, "encode result: %v", err))
	}
	return &call.Response{JSONRPC: call.Version, ID: id, Result: res}
}

// handleBody answers a request body: one message or a batch. It returns nil when nothing is to
// be sent back (only notifications).
func (s *Server) handleBody(ctx context.Context, body []byte, rc rpcCtx) []byte {
	body = bytes.TrimSpace(body)
	if len(body) > 0 && body[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(body, &batch); err != nil {
			return mustJSON(parseError(err))
		}
		if len(batch) == 0 {
			return mustJSON(&call.Response{JSONRPC: call.Version, ID: json.RawMessage("null"), Error: call.Errorf(call.CodeInvalidRequest, "invalid request: empty batch")})
		}
		if len(batch) > 100 {
			return mustJSON(&call.Response{JSONRPC: call.Version, ID: json.RawMessage("null"), Error: call.Errorf(call.CodeInvalidRequest, "invalid request: batch of %d, limit 100", len(batch))})
		}
		var out []*call.Response
		for _, m := range batch {
			if r := s.handleOne(ctx, m, rc); r != nil {
				out = append(out, r)
			}
		}
		if len(out) == 0 {
			return nil
		}
		return mustJSON(out)
	}
	if !json.Valid(body) {
		s.metrics.rpc("", call.CodeParseError)
		return mustJSON(parseError(errors.New("body is not valid JSON")))
	}
	if r := s.handleOne(ctx, body, rc); r != nil {
		return mustJSON(r)
	}
	return nil
}

func parseError(err error) *call.Response {
	return &call.Response{JSONRPC: call.Version, ID: json.RawMessage("null"), Error: call.Errorf(call.CodeParseError, "parse error: %v", err)}
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // our own response types always encode
	}
	return b
}
