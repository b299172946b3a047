// Package apitypes holds the request and response types of the node's API (JSON-RPC on /rpc,
// the MCP tools and the A2A skills): the parameters of each method and the views it answers
// with. It is a leaf of the API layer: node/api, node/web, node/methods and the CLI share these
// types, so a method's wire format is written once. It holds no behaviour beyond checks a type
// makes of itself.
package apitypes
