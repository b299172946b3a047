package x402

import "time"

// Protocol constants: every x402 v2 peer shares them (x402 specs, transports-v2/http.md).
const (
	// Version is the x402 protocol version this package speaks.
	Version = 2
	// HeaderRequired carries the base64 JSON PaymentRequired of a 402 answer.
	HeaderRequired = "PAYMENT-REQUIRED"
	// HeaderSignature carries the client's base64 JSON PaymentPayload on the retried request.
	HeaderSignature = "PAYMENT-SIGNATURE"
	// HeaderResponse carries the server's base64 JSON SettleResponse.
	HeaderResponse = "PAYMENT-RESPONSE"
	// SchemeExact pays one exact amount with an EIP-3009 transfer authorization.
	SchemeExact = "exact"
	// SchemeBatch pays with cumulative vouchers on a payment channel, claimed in batches.
	SchemeBatch = "batch-settlement"
	// MCPPaymentKey is the _meta key of a tools/call request's PaymentPayload (transports-v2/mcp.md).
	MCPPaymentKey = "x402/payment"
	// MCPResponseKey is the _meta key of a tool result's SettleResponse.
	MCPResponseKey = "x402/payment-response"
	// MCPErrorKey wraps a PaymentRequired in a tool result's text content.
	MCPErrorKey = "x402/error"
)

// Bounds on what strangers send, checked before the bytes are decoded. They are local, but a
// client of the official SDK never comes near them: its exact payment header is ~1.3 KB.
const (
	// MaxHeaderBytes bounds a PAYMENT-SIGNATURE header (base64) and, decoded, its JSON.
	MaxHeaderBytes = 8 << 10
	// MaxJSONDepth bounds the nesting of a payment's JSON (an exact payload nests 3 deep;
	// extensions a few more).
	MaxJSONDepth = 10
	// maxUintDigits bounds a decimal uint256 (78 digits) and maxUintHex a 0x-hex one.
	maxUintDigits = 78
	maxUintHex    = 2 + 64
)

// Local defaults, each with its reason.
const (
	// DefaultMaxTimeout is the offer's maxTimeoutSeconds: the official client signs an
	// authorization valid for that long, enough for a call plus its settlement.
	DefaultMaxTimeout = 300 * time.Second
	// DefaultMinValidity is how long an authorization must stay valid after it is verified, so
	// that the settlement can still be mined after the call ran.
	DefaultMinValidity = 6 * time.Second
	// DefaultSettleTimeout bounds a settlement transaction's wait for its receipt; it runs on a
	// context detached from the request, so a client that hangs up cannot leave it half done.
	DefaultSettleTimeout = 2 * time.Minute
	// MaxBufferedAnswer bounds the answer held back until its payment settles.
	MaxBufferedAnswer = 16 << 20
)
