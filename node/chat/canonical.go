package chat

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"time"
	"unicode/utf8"

	"github.com/agentsite/agentsite/identity"
	"github.com/ethereum/go-ethereum/common"
)

// Canonical returns the bytes an envelope's signature and id commit to:
//
//   - a JSON object holding every field of the envelope except "signature", known and unknown;
//   - known fields that are empty ("" , no recipients, ts 0) are left out;
//   - members sorted by key (byte order), no insignificant whitespace, at every depth;
//   - strings escaped as Go's encoding/json does with HTML escaping off (\" \\ \n \r \t,
//     other control characters as \u00XX, everything else as UTF-8);
//   - numbers in unknown fields kept exactly as received; ts as a decimal integer.
//
// Any implementation that produces these bytes interoperates; the keccak256 of them is the
// envelope id and the statement's content hash.
func (e *Envelope) Canonical() ([]byte, error) {
	m, err := e.fields(false)
	if err != nil {
		return nil, err
	}
	return encodeObject(m), nil
}

// ID is keccak256 of the canonical bytes: the same for every copy of a message, whoever
// relays it, and independent of the signature bytes.
func (e *Envelope) ID() (common.Hash, error) {
	c, err := e.Canonical()
	if err != nil {
		return common.Hash{}, err
	}
	return identity.ContentHash(c), nil
}

// Sign sets e.SenderID to key's DID on chainID, e.TS to now (unless already set), normalizes
// the extra fields (as every receiver will) and signs.
func (e *Envelope) Sign(key *identity.Key, chainID uint64, now time.Time) error {
	for k, v := range e.Extra {
		n, err := normalize(v)
		if err != nil {
			return fmt.Errorf("%w: extra field %q: %v", ErrBadEnvelope, k, err)
		}
		e.Extra[k] = n
	}
	e.SenderID = key.DID(chainID).String()
	if e.TS == 0 {
		e.TS = now.UnixMilli()
	}
	e.Signature = nil
	c, err := e.Canonical()
	if err != nil {
		return err
	}
	_, sig, err := key.SignStatement(chainID, Kind, c, time.UnixMilli(e.TS))
	if err != nil {
		return fmt.Errorf("chat: sign: %w", err)
	}
	e.Signature = &Signature{Signer: key.Address(), Sig: sig}
	return nil
}

// VerifySignature checks that the signature is a valid statement of kind Kind on chainID, by
// Signature.Signer, over the canonical bytes, issued at TS. It does not check who the signer
// is allowed to speak for; see Validator.
func (e *Envelope) VerifySignature(chainID uint64) error {
	c, err := e.Canonical()
	if err != nil {
		return err
	}
	return e.verifyCanonical(chainID, c)
}

// verifyCanonical is VerifySignature with the canonical bytes already computed.
func (e *Envelope) verifyCanonical(chainID uint64, c []byte) error {
	if e.Signature == nil {
		return fmt.Errorf("%w: unsigned", ErrBadSignature)
	}
	if e.TS <= 0 {
		return fmt.Errorf("%w: ts %d", ErrBadEnvelope, e.TS)
	}
	st := identity.Statement{Kind: Kind, Signer: e.Signature.Signer, ContentHash: identity.ContentHash(c), IssuedAt: uint64(e.TS)}
	if err := identity.VerifyStatement(chainID, st, c, e.Signature.Sig); err != nil {
		return fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return nil
}

// encodeString encodes s as a JSON string exactly as encoding/json does with HTML escaping
// off. Strings with nothing to escape (the common case) take a fast path.
func encodeString(s string) json.RawMessage {
	if plain(s) {
		out := make([]byte, 0, len(s)+2)
		out = append(out, '"')
		out = append(out, s...)
		return append(out, '"')
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return bytes.TrimRight(b.Bytes(), "\n")
}

// encodeObject writes m as a JSON object with sorted keys.
func encodeObject(m map[string]json.RawMessage) []byte {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(encodeString(k))
		b.WriteByte(':')
		b.Write(m[k])
	}
	b.WriteByte('}')
	return b.Bytes()
}

// normalize re-encodes a JSON value canonically: objects with sorted keys, no whitespace,
// strings re-escaped, numbers verbatim.
func normalize(raw json.RawMessage) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("data after the JSON value")
	}
	var b bytes.Buffer
	if err := writeValue(&b, v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func writeValue(b *bytes.Buffer, v any) error {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case json.Number:
		b.WriteString(x.String())
	case string:
		b.Write(encodeString(x))
	case []any:
		b.WriteByte('[')
		for i, el := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := writeValue(b, el); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case map[string]any:
		m := make(map[string]json.RawMessage, len(x))
		for k, el := range x {
			var eb bytes.Buffer
			if err := writeValue(&eb, el); err != nil {
				return err
			}
			m[k] = eb.Bytes()
		}
		b.Write(encodeObject(m))
	default:
		return fmt.Errorf("unexpected JSON value %T", v)
	}
	return nil
}

// plain reports whether encoding/json would write s unchanged between quotes: printable
// ASCII other than '"' and '\\', or valid UTF-8 other than U+2028 and U+2029.
func plain(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == '"' || c == '\\' {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || r == '\u2028' || r == '\u2029' {
			return false
		}
		i += n
	}
	return true
}
