package api

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// askArgs has agent.ask's field names (passed on as is).
type askArgs struct {
	Skill     string `json:"skill,omitempty" jsonschema:"the skill id or tag asked for"`
	Query     string `json:"query,omitempty" jsonschema:"free text, instead of a skill"`
	Input     any    `json:"input,omitempty" jsonschema:"the call's input, a JSON value, sent to the winner only"`
	MaxPrice  string `json:"maxPrice" jsonschema:"the most one answer may cost, with its unit: 0.0001 ETH (0: free agents only)"`
	Reserve   string `json:"reserve,omitempty" jsonschema:"the least a bid may ask"`
	Token     string `json:"token,omitempty" jsonschema:"payment token address (default native ETH)"`
	Deadline  string `json:"deadline,omitempty" jsonschema:"how long the answer may take, e.g. 2s (default 2s)"`
	BidWindow string `json:"bidWindow,omitempty" jsonschema:"how long bidding may take (default a quarter of the deadline)"`
	K         int    `json:"k,omitempty" jsonschema:"best-of-k: call the best k bidders at once and accept the first valid answer (default 1)"`
}

// methodAgentAsk is the auction method the MCP tool relays (Deps.Extra).
const methodAgentAsk = "agent.ask"

// addAskTools registers ask_agents, a relay of agent.ask behind the API token, when the node
// runs auctions.
func (s *Server) addAskTools(srv *mcp.Server) {
	if _, ok := s.deps.Extra[methodAgentAsk]; !ok {
		return
	}
	mcp.AddTool(srv, &mcp.Tool{Name: "ask_agents", Description: "Auction a question among the network's agents: they bid in milliseconds (price, promised latency), the best staked and reputable bid within the max price answers, and only the accepted answer is paid. Returns the answer, the winner and the bids' tally. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a askArgs) (*mcp.CallToolResult, any, error) {
			if !s.mcpAuthorized(req) {
				return jsonResult(nil, errAuth)
			}
			var out any
			err := s.runMethod(ctx, methodAgentAsk, a, &out)
			return jsonResult(out, err)
		})
}
