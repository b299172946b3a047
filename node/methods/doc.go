// Package methods holds the node's API methods: bounty.*, agent.register/stake/unstake/
// withdraw/onchain, did.*, wallet.*, team.*, chain.head and the node part of node.status. Each
// method decodes and checks its parameters, calls the node's parts through a Backend, maps
// their errors to the API's stable codes and answers with the types of node/apitypes.
//
// The node assembles a Backend from its parts (the chain index, the registries, the team
// engine) and thin adapters of its own (the market, the hosted agents, the wallet), and hands
// the method table to node/api, whose one dispatch serves /rpc, the web app, the MCP tools and
// the A2A skills. Handlers are tested here against a fake Backend, without libp2p or a chain.
package methods
