// Package call is the /agentsite/call/1 protocol: JSON-RPC 2.0 over a libp2p stream to call an
// agent hosted on another node. Frames are length-prefixed (unsigned varint, then one JSON-RPC
// message) and bounded (Config.MaxFrame). A request (method "agent.call", CallParams) names the
// agent, the skill, the input and a deadline, and is signed by the caller's DID key as an
// identity Statement of kind "agentsite/call/1" over the canonical request, which binds the
// chain id and the serving node's peer id. The server (Server) reserves a frame's memory in the
// stream's resource scope before reading it, checks size, freshness (Config.Freshness),
// signature (canonical form), deadline and replays (keyed on the signed digest), admits the
// call under the caller's and the peer's fair share (FairShare: rate and in-flight limits, and
// part of each agent's concurrency kept for the node's own calls), runs it through a Handler
// (the node's runtime), streams "progress" notifications for long calls, and answers with the
// result or an Error with a stable code.
// The client (Client) signs, keeps a pool of open streams per peer and maps error codes back to
// the runtime's and this package's sentinel errors.
//
// The JSON-RPC types and error codes here are shared with the node's HTTP API (node/api).
package call
