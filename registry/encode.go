package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// MaxCardSize is the largest encoded card accepted from the network, in bytes.
const MaxCardSize = 16 << 10

// CanonicalBytes returns the canonical encoding of c without its signature: the bytes the card
// signature commits to (see the package comment).
func (c *Card) CanonicalBytes() ([]byte, error) {
	cp := *c
	cp.Signature = nil
	return canonicalJSON(&cp)
}

// EncodeCard returns the wire form of c: the canonical encoding with the signature included.
func EncodeCard(c *Card) ([]byte, error) {
	b, err := canonicalJSON(c)
	if err != nil {
		return nil, err
	}
	if len(b) > MaxCardSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrCardTooLarge, len(b), MaxCardSize)
	}
	return b, nil
}

// DecodeCard parses a card from its wire form and checks its structure (Validate). It does not
// check the signature or expiry: see Verifier. Unknown members are ignored.
func DecodeCard(b []byte) (*Card, error) {
	if len(b) > MaxCardSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrCardTooLarge, len(b), MaxCardSize)
	}
	var c Card
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCardMalformed, err)
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// canonicalJSON encodes v with sorted keys and no whitespace: it encodes the struct, decodes the
// result into generic maps (numbers kept verbatim) and encodes again, which sorts map keys.
func canonicalJSON(v any) ([]byte, error) {
	first, err := marshalNoEscape(v)
	if err != nil {
		return nil, fmt.Errorf("registry: encode card: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(first))
	dec.UseNumber()
	var generic any
	if err := dec.Decode(&generic); err != nil {
		return nil, fmt.Errorf("registry: encode card: %w", err)
	}
	out, err := marshalNoEscape(generic)
	if err != nil {
		return nil, fmt.Errorf("registry: encode card: %w", err)
	}
	return out, nil
}

func marshalNoEscape(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}
