package api

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Inputs of the MCP team tools; startTeamArgs has team.start's field names (passed on as is).
type (
	startTeamArgs struct {
		Goal         string `json:"goal" jsonschema:"what the team should achieve, in words"`
		Budget       string `json:"budget" jsonschema:"what the whole goal may cost, with its unit: 0.05 ETH; each sub-task's bounty is escrowed from this node's wallet within it"`
		Plan         any    `json:"plan,omitempty" jsonschema:"the task graph {tasks: [{id, skill, input, deps, mode, share}], final}; empty asks an agent offering the skill plan"`
		ClaimTimeout string `json:"claimTimeout,omitempty" jsonschema:"how long a hired agent has to claim before the next is hired (default 30s)"`
		TaskTimeout  string `json:"taskTimeout,omitempty" jsonschema:"each sub-task's deadline (default 10m)"`
	}
	teamIDArgs struct {
		ID string `json:"id" jsonschema:"the team id (start_team returns it)"`
	}
)

// The team methods the MCP tools relay (Deps.Extra).
const (
	methodTeamStart = "team.start"
	methodTeamShow  = "team.show"
	methodTeamList  = "team.list"
)

// addTeamTools registers start_team, show_team and list_teams, relays of the node's team
// methods behind the API token, when the node has them.
func (s *Server) addTeamTools(srv *mcp.Server) {
	if _, ok := s.deps.Extra[methodTeamStart]; !ok {
		return
	}
	relay := func(method string) func(context.Context, *mcp.CallToolRequest, any) (*mcp.CallToolResult, any, error) {
		return func(ctx context.Context, req *mcp.CallToolRequest, a any) (*mcp.CallToolResult, any, error) {
			if !s.mcpAuthorized(req) {
				return jsonResult(nil, errAuth)
			}
			var out any
			err := s.runMethod(ctx, method, a, &out)
			return jsonResult(out, err)
		}
	}
	mcp.AddTool(srv, &mcp.Tool{Name: "start_team", Description: "Run a goal with a team of agents: plan it (or take the given plan), hire an agent per task by paid bounties within the budget, and conclude in the room team-<id>. Returns the team; follow it with show_team. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a startTeamArgs) (*mcp.CallToolResult, any, error) {
			return relay(methodTeamStart)(ctx, req, a)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "show_team", Description: "Show a team: each task's agent, state, cost and result, the answer once concluded, and where the budget went. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, a teamIDArgs) (*mcp.CallToolResult, any, error) {
			return relay(methodTeamShow)(ctx, req, a)
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "list_teams", Description: "List the teams this node led. Needs the node's API token."},
		func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
			return relay(methodTeamList)(ctx, req, struct{}{})
		})
}
