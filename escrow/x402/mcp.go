package x402

import (
	"encoding/json"
)

// MCP transport (transports-v2/mcp.md): a paid tool called without payment returns a tool
// result with isError, the PaymentRequired as structuredContent and, in content[0].text, as
// {"x402/error": {"code": 402, "message", "data"}}; the client retries with its PaymentPayload
// in the request's _meta["x402/payment"]; the result carries the SettleResponse in
// _meta["x402/payment-response"].

// MCPError is the text content's wrapper of a PaymentRequired.
type MCPError struct {
	Code    int              `json:"code"`
	Message string           `json:"message"`
	Data    *PaymentRequired `json:"data"`
}

// MCPPaymentRequiredText is content[0].text of a payment-required tool result.
func MCPPaymentRequiredText(pr *PaymentRequired) string {
	b, _ := json.Marshal(map[string]MCPError{MCPErrorKey: {Code: 402, Message: pr.Error, Data: pr}})
	return string(b)
}

// DecodeMCPPayment reads _meta["x402/payment"] as the MCP SDK decoded it (nil: no payment):
// it is encoded again and read with DecodePayment's bounds (size, depth, version).
func DecodeMCPPayment(v any) (*PaymentPayload, error) {
	if v == nil {
		return nil, nil
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, refuse(ReasonInvalidPayload, "_meta[%q]: %v", MCPPaymentKey, err)
	}
	var p PaymentPayload
	if err := DecodeJSON(raw, &p); err != nil {
		return nil, refuse(ReasonInvalidPayload, "_meta[%q]: %v", MCPPaymentKey, err)
	}
	if p.X402Version != Version {
		return nil, refuse(ReasonInvalidVersion, "x402Version %d, this server speaks %d", p.X402Version, Version)
	}
	if len(p.Payload) == 0 || string(p.Payload) == "null" {
		return nil, refuse(ReasonInvalidPayload, "payment has no payload")
	}
	return &p, nil
}
