package call

import (
	"bytes"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
)

// paramsOld is Params as encoding/json read it before the hand decoders: the payment a plain
// struct (paymentJSON), decoded field by field into what is already there.
type paramsOld struct {
	Agent     string          `json:"agent"`
	Skill     string          `json:"skill"`
	Input     json.RawMessage `json:"input,omitempty"`
	Deadline  int64           `json:"deadline"`
	Caller    string          `json:"caller,omitempty"`
	Callee    string          `json:"callee,omitempty"`
	Nonce     string          `json:"nonce,omitempty"`
	IssuedAt  uint64          `json:"issuedAt,omitempty"`
	Signature string          `json:"signature,omitempty"`
	Binding   *Binding        `json:"binding,omitempty"`
	Payment   *paymentJSON    `json:"payment,omitempty"`
}

// decodeOld reads a call frame as Server.handle did before the hand decoders.
func decodeOld(frame []byte) (json.RawMessage, Params, error) {
	var o paramsOld
	id, err := decodeCallInto(frame, &o)
	if err != nil {
		return nil, Params{}, err
	}
	p := Params{Agent: o.Agent, Skill: o.Skill, Input: o.Input, Deadline: o.Deadline, Caller: o.Caller, Callee: o.Callee,
		Nonce: o.Nonce, IssuedAt: o.IssuedAt, Signature: o.Signature, Binding: o.Binding}
	if o.Payment != nil {
		pay := Payment(*o.Payment)
		p.Payment = &pay
	}
	return id, p, nil
}

// decodeNow reads a call frame as Server.handle does: the fast path, else encoding/json
// (with Payment's own decoder).
func decodeNow(frame []byte) (json.RawMessage, Params, error) {
	if id, p, ok := parseCallFrame(frame); ok {
		return id, p, nil
	}
	return decodeCallGeneric(frame)
}

// sameCall compares two reads of a frame: both refused, or the same id and params.
func sameCall(t *testing.T, frame []byte) {
	t.Helper()
	oid, op, oerr := decodeOld(frame)
	nid, np, nerr := decodeNow(frame)
	if (oerr == nil) != (nerr == nil) {
		t.Fatalf("%.300q\nbefore: %v\nnow: %v", frame, oerr, nerr)
	}
	if oerr != nil {
		return
	}
	if !bytes.Equal(oid, nid) || !sameParams(op, np) {
		o, _ := json.Marshal(op)
		n, _ := json.Marshal(np)
		t.Fatalf("%.300q\nbefore: %s %s\nnow:    %s %s", frame, oid, o, nid, n)
	}
}

// TestRVPerfCallFrameAsBefore (review rvperf, finding 2): the hand decoders read every
// spelling of a paid call a stranger may send as encoding/json read it before them —
// duplicate keys, keys in another case or escaped, numbers spelled otherwise, invalid UTF-8,
// NUL, surrogates, other whitespace, trailing data, deep nesting. A repeated "payment" key
// was read as a new payment (Payment.UnmarshalJSON replaced it), where encoding/json merged
// it into the first: a settlement carried by the first one only was dropped.
func TestRVPerfCallFrameAsBefore(t *testing.T) {
	frames := clientFrames(t)
	paid := string(frames[3]) // signed, with an upto settlement
	payAt := strings.Index(paid, `"payment":`)
	payment := paid[payAt+len(`"payment":`) : len(paid)-2]
	noSettle := payment[:strings.Index(payment, `,"settle":`)] + "}"
	voucherAt := strings.Index(payment, `"voucher":`)
	variants := []string{
		// the payment twice: the second without its settlement, or only its voucher
		strings.Replace(paid, `"payment":`, `"payment":`+noSettle+`,"payment":`, 1),
		paid[:len(paid)-2] + `,"payment":` + noSettle + `}}`,
		paid[:len(paid)-2] + `,"payment":{` + payment[voucherAt:] + `}}`,
		paid[:len(paid)-2] + `,"payment":null}}`,
		// keys in another case, escaped, repeated
		strings.Replace(paid, `"payment":`, `"Payment":`, 1),
		strings.Replace(paid, `"payment":`, `"p\u0061yment":`, 1),
		strings.Replace(paid, `"amount":`, `"AMOUNT":`, 1),
		strings.Replace(paid, `"amount":`, `"amount":1,"amount":`, 1),
		strings.Replace(paid, `"channel":{"payer"`, `"channel":{"payer":"0x00","payer"`, 1),
		strings.Replace(paid, `"agent":"echo"`, `"agent":"other","agent":"echo"`, 1),
		strings.Replace(paid, `"id":4`, `"id":4,"id":5`, 1),
		strings.Replace(paid, `"params":{`, `"params":{"agent":"x"},"params":{`, 1),
		// numbers spelled otherwise
		strings.Replace(paid, `"epoch":2`, `"epoch":2.0`, 1),
		strings.Replace(paid, `"epoch":2`, `"epoch":2e0`, 1),
		strings.Replace(paid, `"epoch":2`, `"epoch":02`, 1),
		strings.Replace(paid, `"epoch":2`, `"epoch":4294967298`, 1),
		strings.Replace(paid, `"amount":1,`, `"amount":1e0,`, 1),
		strings.Replace(paid, `"amount":1,`, `"amount":`+strings.Repeat("9", 78)+`,`, 1),
		strings.Replace(paid, `"amount":1,`, `"amount":-1,`, 1),
		strings.Replace(paid, `"id":4`, `"id":04`, 1),
		strings.Replace(paid, `"id":4`, `"id":4.5e1`, 1),
		strings.Replace(paid, `"id":4`, `"id":12345678901234567890123`, 1),
		strings.Replace(paid, `"deadline":1800000000000`, `"deadline":1.8e12`, 1),
		// strings: invalid UTF-8, NUL, surrogates, escapes
		strings.Replace(paid, `"skill":"echo"`, "\"skill\":\"ech\xff\"", 1),
		strings.Replace(paid, `"skill":"echo"`, "\"skill\":\"ech\x00\"", 1),
		strings.Replace(paid, `"skill":"echo"`, `"skill":"ech\u0000"`, 1),
		strings.Replace(paid, `"skill":"echo"`, `"skill":"\ud800"`, 1),
		strings.Replace(paid, `"input":"text"`, "\"input\":\"te\xffxt\"", 1),
		strings.Replace(paid, `"input":"text"`, `"input":"\udfff"`, 1),
		strings.Replace(paid, `"sig":"`, `"sig":"\u0041`, 1),
		strings.Replace(paid, `"payer":"0x`, `"payer":"\u0030x`, 1),
		// whitespace, trailing data, nesting
		strings.Replace(paid, `"input":"text"`, "\"input\":\t\"text\"", 1),
		strings.Replace(paid, `"input":"text"`, "\"input\":\"text\"\n", 1),
		strings.Replace(paid, `"input":"text"`, "\"input\":\u00a0\"text\"", 1),
		paid + " ",
		paid + "\n{}",
		paid + "}",
		strings.Replace(paid, `"input":"text"`, `"input":`+strings.Repeat("[", 10_001)+strings.Repeat("]", 10_001), 1),
		strings.Replace(paid, `"input":"text"`, `"input":`+strings.Repeat("[", 9_000)+strings.Repeat("]", 9_000), 1),
		strings.Replace(paid, `"input":"text"`, `"input":{"a":1}}`, 1),
		strings.Replace(paid, `"input":"text"`, `"input":tru`, 1),
		strings.Replace(paid, `"input":"text"`, `"input":null`, 1),
		strings.Replace(paid, `"settle":{`, `"settle":null,"x":{`, 1),
	}
	for _, v := range variants {
		sameCall(t, []byte(v))
	}
	for _, f := range frames {
		sameCall(t, f)
	}
	// The payment read on its own (MCP's _meta, A2A, a settlement): the same.
	first := samplePayment(t, 3, big.NewInt(9), true)
	b, _ := json.Marshal(first)
	twice := `{"p":` + string(b) + `,"p":` + strings.Replace(string(b), string(b[strings.Index(string(b), `,"settle":`):len(b)-1]), "", 1) + `}`
	readTwiceAsBefore(t, twice)
}

// readTwiceAsBefore checks that a payment given twice under the key "p" is read as
// encoding/json read it before the hand decoder (the second's fields over the first's).
func readTwiceAsBefore(t *testing.T, twice string) {
	t.Helper()
	var before struct {
		P *paymentJSON `json:"p"`
	}
	var now struct {
		P *Payment `json:"p"`
	}
	if err := json.Unmarshal([]byte(twice), &before); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(twice), &now); err != nil {
		t.Fatal(err)
	}
	if !samePayment(Payment(*before.P), *now.P) {
		t.Fatalf("payment given twice %s: encoding/json read %+v, now %+v", twice, *before.P, *now.P)
	}
}

// FuzzRVPerfCallFrameAsBefore: whatever a stranger sends, the call Server.handle reads is the
// one encoding/json read before the hand decoders (both refused, or the same id and params).
func FuzzRVPerfCallFrameAsBefore(f *testing.F) {
	for _, fr := range clientFrames(f) {
		f.Add(fr)
		s := string(fr)
		if i := strings.Index(s, `"payment":`); i > 0 {
			f.Add([]byte(s[:len(s)-2] + `,` + s[i:len(s)-2] + `}}`))
			f.Add([]byte(strings.Replace(s, `"payment":`, `"Payment":`, 1)))
		}
	}
	f.Fuzz(func(t *testing.T, frame []byte) {
		sameCall(t, frame)
	})
}
