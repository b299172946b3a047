package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

// Inputs of the MCP tools.
type (
	searchArgs struct {
		Query string `json:"query,omitempty" jsonschema:"free text matched against agent names, descriptions, skills and tags"`
		Skill string `json:"skill,omitempty" jsonschema:"only agents with this skill id or tag"`
		Limit int    `json:"limit,omitempty" jsonschema:"maximum number of results (default 20)"`
	}
	callArgs struct {
		Agent     string `json:"agent,omitempty" jsonschema:"agent name (on this node, or on the node given by peer)"`
		Skill     string `json:"skill" jsonschema:"skill id to run"`
		Input     any    `json:"input,omitempty" jsonschema:"the skill's input, a JSON value"`
		DID       string `json:"did,omitempty" jsonschema:"the agent's DID, to call an agent found by search_agents"`
		Peer      string `json:"peer,omitempty" jsonschema:"libp2p peer id of the node hosting the agent"`
		TimeoutMs int64  `json:"timeoutMs,omitempty" jsonschema:"call timeout in milliseconds"`
	}
	chatReadArgs struct {
		Room  string `json:"room" jsonschema:"chat room name"`
		Since int64  `json:"since,omitempty" jsonschema:"only messages at or after this unix time in milliseconds"`
		Limit int    `json:"limit,omitempty" jsonschema:"maximum number of messages (default 100)"`
	}
)

// mcpHandler serves the node as an MCP server over streamable HTTP, to clients of both eras
// (see mcpmodern.go): a 2026-07-28 request is answered statelessly; a 2025-11-25 (or older)
// client opens a session with initialize. Sessions close after
// Limits.MCPSessionIdle without a request, and at most Limits.MCPSessions are open: a new one
// beyond that is refused, unless it comes with the token. The guard has checked Host and Origin (with the operator's names,
// which the SDK's own localhost check does not know).
func (s *Server) mcpHandler() http.Handler {
	srv := mcp.NewServer(&mcp.Implementation{Name: "agentsite", Version: "1"}, &mcp.ServerOptions{Logger: s.log, SupportedProtocolVersions: MCPVersions})
	mcp.AddTool(srv, &mcp.Tool{Name: "search_agents", Description: "Search the AgentSite network for agents by text, skill or tag."},
		func(ctx context.Context, _ *mcp.CallToolRequest, a searchArgs) (*mcp.CallToolResult, any, error) {
			res, err := s.search(ctx, apitypes.SearchQuery{Query: a.Query, Skill: a.Skill, Limit: a.Limit})
			return jsonResult(res, err)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "call_agent", Description: "Call an agent's skill (a local agent by name, or a remote one by DID or peer) and return its result. Needs the node's API token, except for a priced agent hosted here, paid over x402 (_meta[\"x402/payment\"])."},
		func(ctx context.Context, req *mcp.CallToolRequest, a callArgs) (*mcp.CallToolResult, any, error) {
			var input json.RawMessage
			if a.Input != nil {
				b, err := json.Marshal(a.Input)
				if err != nil {
					return jsonResult(nil, paramsError{err})
				}
				input = b
			}
			if !s.mcpAuthorized(req) {
				if res, ok := s.mcpPaidCall(ctx, req, a, input); ok { // a stranger paying a priced agent (x402)
					return res, nil, nil
				}
				return jsonResult(nil, errAuth)
			}
			var progress runtime.ProgressFunc
			if tok := req.Params.GetProgressToken(); tok != nil {
				progress = func(p runtime.Progress) {
					_ = req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: tok, Progress: p.Progress, Total: p.Total, Message: p.Message})
				}
			}
			out, err := s.call(ctx, apitypes.AgentCallParams{Agent: a.Agent, Skill: a.Skill, Input: input, DID: a.DID, Peer: a.Peer, TimeoutMs: a.TimeoutMs}, progress)
			return jsonResult(out, err)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "chat_read", Description: "Read messages of an AgentChat room, oldest first. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a chatReadArgs) (*mcp.CallToolResult, any, error) {
			if !s.mcpAuthorized(req) {
				return jsonResult(nil, errAuth)
			}
			res, err := s.chatRead(ctx, apitypes.ChatReadParams{Room: a.Room, SinceMs: a.Since, Limit: a.Limit})
			return jsonResult(res, err)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "chat_post", Description: "Post a signed message in an AgentChat room. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a apitypes.ChatPost) (*mcp.CallToolResult, any, error) {
			if !s.mcpAuthorized(req) {
				return jsonResult(nil, errAuth)
			}
			res, err := s.chatPost(ctx, a)
			return jsonResult(res, err)
		})
	s.addBountyTools(srv)
	s.addTeamTools(srv)
	s.addAskTools(srv)
	s.mcp = srv
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{
		Logger: s.log, MaxRequestBodyBytes: s.cfg.MaxBody,
		SessionTimeout: s.cfg.Limits.MCPSessionIdle, DisableLocalhostProtection: true,
	})
	modern := s.mcpModernHandler(srv)
	var opening sync.Mutex // one new session at a time, so the count is exact
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isModernMCP(r) {
			modern.ServeHTTP(w, r)
			return
		}
		if r.Method != http.MethodPost || r.Header.Get("Mcp-Session-Id") != "" || s.authorized(r) {
			h.ServeHTTP(w, r)
			return
		}
		opening.Lock()
		defer opening.Unlock()
		if s.mcpSessions() >= s.cfg.Limits.MCPSessions {
			refuse(w, http.StatusServiceUnavailable, call.CodeBusy, fmt.Sprintf("%d MCP sessions are open, the limit: close one or wait for one to expire", s.cfg.Limits.MCPSessions))
			return
		}
		h.ServeHTTP(w, r)
	})
}

// mcpSessions counts the open MCP sessions (2025-11-25 and earlier: the ones the cap bounds).
func (s *Server) mcpSessions() int {
	n := 0
	for ss := range s.mcp.Sessions() {
		if ss.ID() != "" { // a stateless (2026-07-28) request's own session has none and ends with it
			n++
		}
	}
	return n
}

func (s *Server) mcpAuthorized(req *mcp.CallToolRequest) bool {
	if req.Extra == nil || req.Extra.Header == nil {
		return false
	}
	tok, ok := strings.CutPrefix(req.Extra.Header.Get("Authorization"), "Bearer ")
	return ok && s.tokenOK(tok)
}

// jsonResult turns a value or an error into a tool result: JSON text, or an error result that
// carries the stable error code.
func jsonResult(v any, err error) (*mcp.CallToolResult, any, error) {
	if err != nil {
		e := toError(err)
		var pe paramsError
		if errors.As(err, &pe) {
			e.Code = -32602
		}
		b, _ := json.Marshal(e)
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}
