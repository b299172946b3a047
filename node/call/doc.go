// Package call is the /agentsite/call/1 protocol: JSON-RPC 2.0 over a libp2p stream to call an
// agent hosted on another node. Frames are length-prefixed (unsigned varint, then one JSON-RPC
// message) and bounded (Config.MaxFrame). A request (method "agent.call", Params) names the
// agent, the skill, the input and a deadline, and is attributed to the caller's DID in one of
// two ways. Bound (the default): a Binding, signed once per connection by the DID key as an
// identity Statement of kind "agentsite/call-bind/1", binds the DID to the caller's peer id
// (which the libp2p secure channel authenticates), the serving node and an expiry; later
// requests on that connection name the DID and carry no signature. Signed (WithProof,
// Config.SignEach): the request itself is a Statement of kind "agentsite/call/1" over the
// canonical request, which binds the chain id and the serving node's peer id: a proof for
// third parties. The server (Server) reserves a frame's memory in the stream's resource scope
// before reading it, checks size, freshness (Config.Freshness), signatures (canonical form),
// bindings against the connection, deadline and replays (keyed on the signed digest), admits
// the call under the caller's and the peer's fair share (FairShare: rate and in-flight limits,
// and part of each agent's concurrency kept for the node's own calls), runs it through a
// Handler (the node's runtime) with the Caller in its context, streams "progress"
// notifications for long calls, and answers with the result or an Error with a stable code.
// The client (Client) binds or signs, keeps a pool of open streams per peer and maps error
// codes back to the runtime's and this package's sentinel errors.
//
// Paid calls: a request may carry a Payment (a voucher on an escrow/paychan channel, or,
// compact, a hash-chain word of a channel the payee holds, named by its id: ChainWord). The
// server's Payee (ChannelPayee) checks it before the agent runs (its signature beside the run
// for the DID that paid the channel's last call, the commit waiting for it) and commits it
// (saves it) only once the call succeeded, before the answer; a missing or short payment is refused with
// CodePaymentRequired, a bad one with CodePaymentRefused, both carrying the agent's Terms.
// Paying wraps a Client: it learns an agent's terms from its first refusal, keeps channels per
// payee in lanes within a PayPolicy, and pays every call to a paid agent (free agents cost one
// map lookup more). Calls is the interface both satisfy: hand a Paying to whatever must pay.
// An agent priced by use (Price.PerKTokens, Terms.Scheme "upto") is paid the same way, its
// voucher authorising the cap: the server gives the call a runtime.Meter, the payee charges
// the tokens counted (paychan.Checker.CommitCharge) and the answer carries a Receipt; Paying
// books the charge (paychan.Payer.Charged) and sends the voucher for exactly it as a
// MethodSettle notification, and again with the channel's next call (Payment.Settle).
//
// The JSON-RPC types and error codes here are shared with the node's HTTP API (node/api).
package call
