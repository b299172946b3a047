package x402

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// EncodeHeader is v as a header value: base64 (standard, padded) of its JSON, as the official
// SDK writes PAYMENT-REQUIRED and PAYMENT-RESPONSE.
func EncodeHeader(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("x402: encode header: %w", err)
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

// DecodePayment reads a PAYMENT-SIGNATURE header: at most MaxHeaderBytes of base64 (padded or
// not), JSON nested at most MaxJSONDepth deep, x402 version 2. Every failure is an *Error
// (invalid_payload or invalid_x402_version) that says what was wrong.
func DecodePayment(h string) (*PaymentPayload, error) {
	if len(h) > MaxHeaderBytes {
		return nil, refuse(ReasonInvalidPayload, "payment header of %d bytes, more than %d", len(h), MaxHeaderBytes)
	}
	raw, err := decodeBase64(h)
	if err != nil {
		return nil, refuse(ReasonInvalidPayload, "payment header is not base64: %v", err)
	}
	var p PaymentPayload
	if err := DecodeJSON(raw, &p); err != nil {
		return nil, refuse(ReasonInvalidPayload, "payment header: %v", err)
	}
	if p.X402Version != Version {
		return nil, refuse(ReasonInvalidVersion, "x402Version %d, this server speaks %d", p.X402Version, Version)
	}
	if len(p.Payload) == 0 || string(p.Payload) == "null" {
		return nil, refuse(ReasonInvalidPayload, "payment has no payload")
	}
	return &p, nil
}

// decodeBase64 accepts standard base64 with or without padding.
func decodeBase64(s string) ([]byte, error) {
	s = trimSpace(s)
	if len(s)%4 != 0 {
		return base64.RawStdEncoding.DecodeString(s)
	}
	return base64.StdEncoding.DecodeString(s)
}

func trimSpace(s string) string { return string(bytes.TrimSpace([]byte(s))) }

// errTooDeep: JSON nested deeper than MaxJSONDepth.
var errTooDeep = errors.New("JSON nested too deep")

// DecodeJSON decodes one JSON value of at most MaxHeaderBytes, nested at most MaxJSONDepth
// deep, into v; the depth is checked on the tokens before anything is decoded.
func DecodeJSON(raw []byte, v any) error {
	if len(raw) > MaxHeaderBytes {
		return fmt.Errorf("JSON of %d bytes, more than %d", len(raw), MaxHeaderBytes)
	}
	if err := checkDepth(raw); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("bad JSON: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("bad JSON: data after the value")
	}
	return nil
}

func checkDepth(raw []byte) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	depth := 0
	for {
		t, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("bad JSON: %w", err)
		}
		switch t {
		case json.Delim('{'), json.Delim('['):
			if depth++; depth > MaxJSONDepth {
				return fmt.Errorf("%w (more than %d levels)", errTooDeep, MaxJSONDepth)
			}
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
	}
}
