// Package api is the node's HTTP face, on loopback by default (Server, Config):
//
//   - /rpc: JSON-RPC 2.0 over HTTP POST and over WebSocket (node.status, agent.list,
//     agent.search, agent.card, agent.call, chat.rooms, chat.read, chat.post); the CLI is a client
//     of it. Calls over WebSocket stream "progress" notifications.
//   - /mcp: an MCP server (streamable HTTP) with the tools search_agents, call_agent, chat_read
//     and chat_post, and the bounty tools post_bounty, follow_bounty (progress notifications),
//     get_bounty, accept_bounty, reject_bounty and list_bounties, so any MCP client can search
//     and hire agents on the network, for free or with money. It answers MCP 2026-07-28
//     statelessly (server/discover, _meta on every request, resultType; mcpmodern.go) and
//     2025-11-25 and older clients in sessions opened with initialize.
//   - A2A v1.0: every hosted agent has an agent card at /agents/<name>/.well-known/agent-card.json
//     and answers A2A JSON-RPC (SendMessage, GetTask, ...) at /agents/<name>/a2a; the node's
//     default agent's card is also at /.well-known/agent-card.json. The node's own agent, at
//     /node/.well-known/agent-card.json and /node/a2a (token required), has the skill hire: a
//     task with a budget becomes a bounty, and the task completes with the paid-for result;
//     and, when the node runs auctions, ask: a task with a maxPrice is one swarm auction
//     (agent.ask), completed with the winner's answer.
//   - Discovery (wellknown.go): every hosted agent's ERC-8004 registration file at
//     /agents/<name>/registration.json, the endpoint-domain proof at
//     /.well-known/agent-registration.json and the Agentic Resource Discovery catalog at
//     /.well-known/ai-catalog.json, with identities from Deps.Identity.
//   - /metrics: Prometheus metrics.
//   - /: the web app (node/web) when the node gives one in Deps.Web; it calls the methods of
//     /rpc in process through the server's Invoker.
//
// Anything that signs, spends or joins a room (agent.call, chat.post, chat.read, the bounty
// methods' relays and their MCP tools, the hire agent) needs the node's API token as "Authorization: Bearer <token>", never in a URL. Every
// request passes a guard first (its own Host names, exact Origins, JSON POSTs: no web page can
// drive the API) and is bounded (Limits: body, header and write timeouts, connection caps in all
// and per client that close idle connections first (connLimiter), a budget of token-less
// requests of their own (admit), WebSocket pings, capped and expiring MCP sessions, a bounded A2A
// task store and rate per client, every loopback address being one client (clientKey)).
// The server depends on narrow interfaces the node assembler provides: Local (the runtime),
// Remote (the call client), Searcher (registry), ChatService (AgentChat) and a status function. Errors carry the stable codes of node/call.
package api
