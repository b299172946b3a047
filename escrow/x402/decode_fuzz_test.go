package x402_test

import (
	"encoding/base64"
	"errors"
	"testing"

	"github.com/agentsite/agentsite/escrow/x402"
)

// FuzzDecodePayment: any header is decoded or refused with an *Error, never a panic.
func FuzzDecodePayment(f *testing.F) {
	f.Add(base64.StdEncoding.EncodeToString([]byte(`{"x402Version":2,"accepted":{"scheme":"exact"},"payload":{"signature":"0x"}}`)))
	f.Add("e30=")
	f.Add("W1tbW1tbW1tbW1tbW1tbW1tbW11dXV1dXV1dXV1dXV1dXV1dXV0=")
	f.Fuzz(func(t *testing.T, h string) {
		p, err := x402.DecodePayment(h)
		if err != nil && !errors.Is(err, x402.ErrPayment) {
			t.Fatalf("error not an x402 refusal: %v", err)
		}
		if err == nil && p.X402Version != x402.Version {
			t.Fatalf("decoded version %d", p.X402Version)
		}
	})
}
