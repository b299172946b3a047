// Package errcode holds the stable JSON-RPC error codes shared by the call protocol
// (/agentsite/call/1, node/call) and the node's API (/rpc, node/api), and Coded, what an error
// carrying one answers. It imports nothing, so the web app and other clients of the API map
// codes to messages without reaching the protocol's network code.
package errcode

// The first five are JSON-RPC 2.0's; the others are AgentSite's and never change meaning.
const (
	ParseError     = -32700
	InvalidRequest = -32600
	MethodNotFound = -32601
	InvalidParams  = -32602
	Internal       = -32603

	BadSignature    = -32001 // the request's signature does not verify
	DeadlineExpired = -32002 // the deadline passed (or is too far ahead)
	UnknownAgent    = -32003
	UnknownSkill    = -32004
	Busy            = -32005 // the agent's concurrency limit is reached
	Timeout         = -32006 // the call ran out of time
	TooLarge        = -32007 // a frame, body or agent result exceeds the size limit
	AgentDown       = -32008 // the agent is not running (restarting)
	AgentFailed     = -32009 // the agent ran and failed
	Replay          = -32010 // the same signed request was seen before
	Unauthorized    = -32011 // missing or wrong API token
	BadInput        = -32012 // the agent rejected its input
	Unavailable     = -32013 // the remote node cannot be reached or is unknown
	Stale           = -32014 // the request's issuedAt is older than the freshness window
	PaymentRequired = -32015 // the agent is paid and the call carried no (or too small a) voucher
	PaymentRefused  = -32016 // the voucher is not acceptable; the call did not run
)

// Reasons are stable, machine-read causes of an error, carried in its data's "reason" beside
// its code (node/call's Terms.Reason): a client acts on them, never on a message's words.
const (
	// ReasonChannelBusy (PaymentRefused): the voucher's channel is paying for another call
	// (a run of the payer's still going); the payer may retry on another channel. x402 names
	// it batch_settlement_channel_busy.
	ReasonChannelBusy = "channel_busy"
	// ReasonNoChain (PaymentRefused): the payment paid with a word of a hash chain the payee
	// does not hold (a compact payment naming a channel it holds no word of, a bare word
	// after it lost its records); the payer sends the call again with the channel's settings
	// and the chain's commitment.
	ReasonNoChain = "no_chain"
)

// Coded is an error with a stable code and the message it travelled with (node/call's Error):
// find it with errors.As.
type Coded interface {
	error
	ErrorCode() int
	ErrorMessage() string
}
