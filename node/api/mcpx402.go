package api

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/escrow/x402"
	"github.com/agentsite/agentsite/node/apitypes"
)

// mcpPaidCall serves call_agent without the API token for a priced agent hosted here, over
// x402's MCP transport: no _meta["x402/payment"] gives a payment-required tool result; a
// payment is verified, the call runs, the payment settles and the result carries
// _meta["x402/payment-response"]. It reports false (the caller refuses as before) when the
// node sells nothing, the agent is remote or not hosted here, or it is free.
func (s *Server) mcpPaidCall(ctx context.Context, req *mcp.CallToolRequest, a callArgs, input json.RawMessage) (*mcp.CallToolResult, bool) {
	p := s.deps.Payments
	if !p.sells() || a.DID != "" || a.Peer != "" || !s.hosts(a.Agent) {
		return nil, false
	}
	o, priced, err := s.offer(ctx, a.Agent, "mcp://tool/call_agent/"+a.Agent)
	if err != nil || !priced {
		return nil, false
	}
	var meta any
	if req.Params != nil && req.Params.Meta != nil {
		meta = req.Params.Meta[x402.MCPPaymentKey]
	}
	pay, perr := x402.DecodeMCPPayment(meta)
	var out json.RawMessage
	required, settled, runErr := p.Facilitator.Charge(ctx, o, pay, perr, func(ctx context.Context) error {
		ctx, end, ok := s.startPaidRun(ctx)
		if !ok {
			return fmt.Errorf("%w: the node is shutting down", x402.ErrRunFailed)
		}
		defer end()
		var err error
		out, err = s.call(ctx, apitypes.AgentCallParams{Agent: a.Agent, Skill: a.Skill, Input: input, TimeoutMs: a.TimeoutMs}, nil)
		if err != nil {
			return fmt.Errorf("%w: %w", x402.ErrRunFailed, err)
		}
		return nil
	})
	if required != nil {
		return &mcp.CallToolResult{IsError: true, StructuredContent: required,
			Content: []mcp.Content{&mcp.TextContent{Text: x402.MCPPaymentRequiredText(required)}}}, true
	}
	res, _, _ := jsonResult(out, runErr)
	if res == nil {
		res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "result does not encode"}}}
	}
	if settled != nil {
		res.Meta = mcp.Meta{x402.MCPResponseKey: settled}
	}
	return res, true
}

// hosts reports whether agent is hosted on this node.
func (s *Server) hosts(agent string) bool {
	for _, n := range s.deps.Local.Names() {
		if n == agent {
			return true
		}
	}
	return false
}
