package api

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// Invoker calls the methods of /rpc in process, as a caller holding the API token: the web app
// serves its pages from the same methods the CLI uses, without a second implementation.
type Invoker interface {
	// Invoke runs method with params (marshalled to JSON; nil means none) and returns its
	// result as JSON, or a *call.Error with the method's stable code.
	Invoke(ctx context.Context, method string, params any) (json.RawMessage, error)
}

// ProgressInvoker is an Invoker whose calls report progress as they run, as agent.call does
// over the WebSocket: the web app's "try it" shows an agent's progress with it.
type ProgressInvoker interface {
	Invoker
	// InvokeProgress is Invoke with progress reports of the call passed to progress (nil: none).
	InvokeProgress(ctx context.Context, method string, params any, progress runtime.ProgressFunc) (json.RawMessage, error)
}

var _ ProgressInvoker = (*Server)(nil)

// Invoke runs one method of /rpc as an authorized caller.
func (s *Server) Invoke(ctx context.Context, method string, params any) (json.RawMessage, error) {
	return s.InvokeProgress(ctx, method, params, nil)
}

// InvokeProgress runs one method of /rpc as an authorized caller, passing its progress reports
// (agent.call's) to progress.
func (s *Server) InvokeProgress(ctx context.Context, method string, params any, progress runtime.ProgressFunc) (json.RawMessage, error) {
	raw := json.RawMessage("{}")
	if params != nil {
		b, err := json.Marshal(params)
		if err != nil {
			return nil, fmt.Errorf("api: invoke %s: encode params: %w", method, err)
		}
		raw = b
	}
	req, err := json.Marshal(call.Request{JSONRPC: call.Version, ID: json.RawMessage("1"), Method: method, Params: raw})
	if err != nil {
		return nil, fmt.Errorf("api: invoke %s: %w", method, err)
	}
	rc := rpcCtx{authed: true}
	if progress != nil {
		rc.progress = func(_ json.RawMessage, p runtime.Progress) { progress(p) }
	}
	resp := s.handleOne(ctx, req, rc)
	if resp.Error != nil {
		return nil, resp.Error
	}
	return resp.Result, nil
}

// mountWeb serves the web app at "/" when the node gives one: it is built from the server's
// Invoker and runs behind the same guard (Host names, exact Origin, JSON POSTs) and limits.
func (s *Server) mountWeb() {
	if s.deps.Web == nil {
		return
	}
	s.mux.Handle("/", s.deps.Web(s))
}
