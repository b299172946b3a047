package call

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// parseCallFrame reads a call request in the exact form Client writes it (roundTrip's
// envelope around encode's params: keys in Params' order, no spaces, ASCII strings without
// escapes, a numeric id, no binding) without reflection: encoding/json scanned a paid
// call's ~1 KiB frame four times over (the envelope, the params, the payment skipped, then
// read), ~25 µs a call on the payee. ok is false for any other text, which Server.handle then
// reads through encoding/json as before; the two agree on every frame (FuzzCallFrame). The
// input is checked by json.Valid, as encoding/json checks it; the id, the input and the
// strings are copies (the frame's buffer is reused).
func parseCallFrame(frame []byte) (id json.RawMessage, p Params, ok bool) {
	r := payParser{b: frame, ok: true}
	r.lit(`{"jsonrpc":"2.0","id":`)
	if d := r.digits(19); r.ok {
		id = append(json.RawMessage(nil), d...)
	}
	r.lit(`,"method":"` + MethodCall + `","params":{"agent":`)
	p.Agent = r.str()
	r.lit(`,"skill":`)
	p.Skill = r.str()
	if r.opt(`,"input":`) {
		if in := r.value(); r.ok && len(in) > 0 {
			p.Input = append(json.RawMessage(nil), in...)
		}
	}
	r.lit(`,"deadline":`)
	if d := r.digits(18); r.ok {
		p.Deadline, _ = strconv.ParseInt(string(d), 10, 64) // 18 digits fit
	}
	if r.opt(`,"caller":`) {
		p.Caller = r.str()
	}
	if r.opt(`,"callee":`) {
		p.Callee = r.str()
	}
	if r.opt(`,"nonce":`) {
		p.Nonce = r.str()
	}
	if r.opt(`,"issuedAt":`) {
		if d := r.digits(19); r.ok {
			p.IssuedAt, _ = strconv.ParseUint(string(d), 10, 64) // 19 digits fit
		}
	}
	if r.opt(`,"signature":`) {
		p.Signature = r.str()
	}
	if r.opt(`,"payment":`) {
		c := new(compactPayment) // a compact payment's word in the same allocation
		p.Payment = &c.p
		r.payment(&c.p, &c.w)
	}
	r.lit(`}}`)
	if !r.ok || len(r.b) != 0 {
		return nil, Params{}, false
	}
	return id, p, true
}

// str reads a JSON string of printable ASCII without escapes: exactly its bytes.
func (r *payParser) str() string {
	r.lit(`"`)
	if !r.ok {
		return ""
	}
	for i, c := range r.b {
		switch {
		case c == '"':
			s := string(r.b[:i])
			r.b = r.b[i+1:]
			return s
		case c < 0x20 || c > 0x7e || c == '\\':
			r.ok = false
			return ""
		}
	}
	r.ok = false
	return ""
}

// value reads one JSON value (an object or array up to its balanced end, a string, or a
// literal up to the next ',', '}' or space) and checks it with json.Valid.
func (r *payParser) value() []byte {
	if !r.ok || len(r.b) == 0 {
		r.ok = false
		return nil
	}
	n := valueEnd(r.b)
	if n <= 0 || !json.Valid(r.b[:n]) {
		r.ok = false
		return nil
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

// valueEnd is the length of the JSON value b starts with, found by counting brackets outside
// strings (0: none found); json.Valid decides whether it is one.
func valueEnd(b []byte) int {
	switch b[0] {
	case '{', '[':
	case '"':
		if i := stringEnd(b); i > 0 {
			return i
		}
		return 0
	default:
		if i := bytes.IndexAny(b, ",} \t\r\n"); i > 0 { // encoding/json's raw value ends there too
			return i
		}
		return 0
	}
	depth := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '{', '[':
			depth++
		case '}', ']':
			if depth--; depth == 0 {
				return i + 1
			}
		case '"':
			n := stringEnd(b[i:])
			if n <= 0 {
				return 0
			}
			i += n - 1
		}
	}
	return 0
}

// stringEnd is the length of the JSON string b starts with (its quotes included; 0: not
// closed).
func stringEnd(b []byte) int {
	for i := 1; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
	return 0
}

// appendParams appends p's JSON as marshalNoEscape writes it (the input compacted, no HTML
// escapes), without reflection; ok is false when a field would need encoding/json (a binding,
// a string with a character to escape), or the input is not JSON. The input is compacted once
// (json.Compact checks it too) instead of validated and then compacted by the encoder.
func appendParams(b []byte, p *Params) (_ []byte, ok bool) {
	if p.Binding != nil {
		return b, false
	}
	for _, s := range [...]string{p.Agent, p.Skill, p.Caller, p.Callee, p.Nonce, p.Signature} {
		if !plainString(s) {
			return b, false
		}
	}
	b = appendString(append(b, `{"agent":`...), p.Agent)
	b = appendString(append(b, `,"skill":`...), p.Skill)
	if len(p.Input) > 0 {
		buf := bytes.NewBuffer(append(b, `,"input":`...))
		if json.Compact(buf, p.Input) != nil {
			return b, false
		}
		b = buf.Bytes()
	}
	b = strconv.AppendInt(append(b, `,"deadline":`...), p.Deadline, 10)
	for _, f := range [...]struct{ key, v string }{{`,"caller":`, p.Caller}, {`,"callee":`, p.Callee}, {`,"nonce":`, p.Nonce}} {
		if f.v != "" {
			b = appendString(append(b, f.key...), f.v)
		}
	}
	if p.IssuedAt != 0 {
		b = strconv.AppendUint(append(b, `,"issuedAt":`...), p.IssuedAt, 10)
	}
	if p.Signature != "" {
		b = appendString(append(b, `,"signature":`...), p.Signature)
	}
	if p.Payment != nil {
		b = p.Payment.appendJSON(append(b, `,"payment":`...))
	}
	return append(b, '}'), true
}

// plainString says whether s is printable ASCII without '"' or '\': JSON writes it as is.
func plainString(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
