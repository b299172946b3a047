package x402

import (
	"encoding/json"
	"strconv"
)

// Resource is what is sold: its URL (an HTTP URL or mcp://tool/<name>), said in words.
type Resource struct {
	URL         string `json:"url"`
	Description string `json:"description,omitempty"`
	MimeType    string `json:"mimeType,omitempty"`
}

// Requirements is one way to pay (an entry of accepts[]): Amount in the asset's base units,
// Network as CAIP-2 (eip155:<chainId>), Asset and PayTo as 0x addresses.
type Requirements struct {
	Scheme            string         `json:"scheme"`
	Network           string         `json:"network"`
	Amount            string         `json:"amount"`
	Asset             string         `json:"asset"`
	PayTo             string         `json:"payTo"`
	MaxTimeoutSeconds int64          `json:"maxTimeoutSeconds"`
	Extra             map[string]any `json:"extra,omitempty"`
}

// PaymentRequired is the 402 answer: what the resource costs, and Error when a payment was
// sent and refused.
type PaymentRequired struct {
	X402Version int            `json:"x402Version"`
	Error       string         `json:"error,omitempty"`
	Resource    *Resource      `json:"resource,omitempty"`
	Accepts     []Requirements `json:"accepts"`
	Extensions  map[string]any `json:"extensions,omitempty"`
}

// PaymentPayload is the client's payment: the requirements it accepted and the scheme's
// payload (decoded by the scheme).
type PaymentPayload struct {
	X402Version int             `json:"x402Version"`
	Resource    *Resource       `json:"resource,omitempty"`
	Accepted    Requirements    `json:"accepted"`
	Payload     json.RawMessage `json:"payload"`
	Extensions  json.RawMessage `json:"extensions,omitempty"`
}

// SettleResponse says how the payment settled: Transaction is the chain transaction ("" for
// a voucher, which settles later in a batch claim).
type SettleResponse struct {
	Success     bool           `json:"success"`
	ErrorReason string         `json:"errorReason,omitempty"`
	Payer       string         `json:"payer,omitempty"`
	Transaction string         `json:"transaction"`
	Network     string         `json:"network"`
	Extra       map[string]any `json:"extra,omitempty"`
}

// Network is the CAIP-2 name of an EVM chain.
func Network(chainID uint64) string { return "eip155:" + strconv.FormatUint(chainID, 10) }
