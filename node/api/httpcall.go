package api

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
)

// callPath is a hosted agent's plain HTTP call route, under agentBase: POST
// {"skill": ..., "input": ..., "timeoutMs": ...} answers {"result": ...}, or an error status
// with {"error": {"code", "message"}}. Like A2A it needs no token (a stranger may call; a
// priced agent charges through x402) and is bounded the same way.
const callPath = "/call"

// httpCallRequest is the body of POST /agents/{name}/call.
type httpCallRequest struct {
	Skill     string          `json:"skill"`
	Input     json.RawMessage `json:"input,omitempty"`
	TimeoutMs int64           `json:"timeoutMs,omitempty"`
}

// mountHTTPCall serves every hosted agent's call route (paid when priced) and
// /.well-known/x402.
func (s *Server) mountHTTPCall() {
	for _, name := range s.deps.Local.Names() {
		s.mux.Handle("POST "+agentBase(name)+callPath, s.paid(name, false, s.httpCall(name)))
	}
	s.mux.HandleFunc("GET /.well-known/x402", s.wellKnownX402)
}

func (s *Server) httpCall(agent string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req httpCallRequest
		dec := json.NewDecoder(r.Body)
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			writeJSON(w, http.StatusBadRequest, mustJSON(map[string]any{"error": call.Error{Code: call.CodeInvalidParams, Message: "body: " + err.Error()}}))
			return
		}
		if req.Skill == "" {
			req.Skill = agent // the router takes the agent's name for its first skill
		}
		out, err := s.call(r.Context(), apitypes.AgentCallParams{Agent: agent, Skill: req.Skill, Input: req.Input, TimeoutMs: req.TimeoutMs}, nil)
		if err != nil {
			e := toError(err)
			status := http.StatusBadGateway
			switch e.Code {
			case call.CodeInvalidParams, call.CodeUnknownSkill:
				status = http.StatusBadRequest
			case call.CodeUnknownAgent:
				status = http.StatusNotFound
			case call.CodeTimeout:
				status = http.StatusGatewayTimeout
			}
			writeJSON(w, status, mustJSON(map[string]any{"error": e}))
			return
		}
		writeJSON(w, http.StatusOK, mustJSON(map[string]json.RawMessage{"result": out}))
	}
}

// readAgain returns the request's body (already read into memory by readBody) and puts it
// back for the next reader.
func readAgain(r *http.Request) ([]byte, error) {
	b, err := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(b))
	return b, err
}
