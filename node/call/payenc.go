package call

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// A payment rides on every paid call, so it is encoded and decoded by hand (reflection over
// its addresses, hashes and numbers was ~20 µs a call over both sides, issue 20). The JSON is
// the one encoding/json writes for the plain struct, byte for byte; decoding takes that exact
// form on its fast path and hands anything else (other key order, spaces, escapes, missing
// or unknown fields, other spellings of a number) to encoding/json, strictly, as before: the
// two agree on every input (FuzzPaymentJSON).

// paymentJSON is Payment without its methods: encoding/json's form of it.
type paymentJSON Payment

// MarshalJSON writes p as encoding/json writes the plain struct.
func (p Payment) MarshalJSON() ([]byte, error) {
	return p.appendJSON(make([]byte, 0, 640)), nil
}

func (p Payment) appendJSON(b []byte) []byte {
	b = append(b, '{')
	first := len(b)
	if p.Channel != (paychan.Channel{}) {
		b = p.Channel.AppendJSON(append(b, `"channel":`...))
	}
	if !zeroVoucher(&p.Voucher) {
		b = p.Voucher.AppendJSON(append(comma(b, first), `"voucher":`...))
	}
	if p.Word != nil {
		b = p.Word.appendJSON(append(comma(b, first), `"word":`...))
	}
	if p.Settle != nil {
		b = p.Settle.AppendJSON(append(comma(b, first), `"settle":`...))
	}
	return append(b, '}')
}

// comma appends the comma before an object's next field, unless b ends at its first (first is
// where the object's fields start).
func comma(b []byte, first int) []byte {
	if len(b) > first {
		return append(b, ',')
	}
	return b
}

// zeroVoucher reports whether v is the zero Voucher (omitzero leaves it out: a compact payment).
func zeroVoucher(v *paychan.Voucher) bool {
	return v.Channel == (common.Hash{}) && v.Epoch == 0 && v.Amount == nil && v.Sig == nil && v.Word == nil
}

// UnmarshalJSON reads a payment: the form MarshalJSON writes by hand, any other through
// encoding/json (unknown fields refused, as strictUnmarshal does for the rest of the params).
// Like encoding/json, it decodes into the payment already there (a key given twice: the
// second payment's fields over the first's), so a field the second leaves out is kept
// (review rvperf, finding 2: a settlement was dropped). A word already there is left to
// encoding/json, which decodes the second one's fields into it.
func (p *Payment) UnmarshalJSON(b []byte) error {
	if p.Word == nil {
		if q, seen, ok := parsePayment(b); ok {
			if seen&seenChannel == 0 {
				q.Channel = p.Channel
			}
			if seen&seenVoucher == 0 {
				q.Voucher = p.Voucher
			}
			if seen&seenSettle == 0 {
				q.Settle = p.Settle
			}
			*p = q
			return nil
		}
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	q := paymentJSON(*p)
	if err := d.Decode(&q); err != nil {
		return err
	}
	*p = Payment(q)
	return nil
}

// payParser reads the exact form appendJSON writes; ok turns false at the first difference.
type payParser struct {
	b  []byte
	ok bool
}

// lit consumes s, which must come next.
func (r *payParser) lit(s string) {
	if !r.opt(s) {
		r.ok = false
	}
}

// opt consumes s when it comes next, and says whether it did (an optional key).
func (r *payParser) opt(s string) bool {
	if !r.ok || len(r.b) < len(s) || string(r.b[:len(s)]) != s {
		return false
	}
	r.b = r.b[len(s):]
	return true
}

// hex reads "0x" and exactly len(dst) bytes of hex, either case.
func (r *payParser) hex(dst []byte) {
	r.lit(`"0x`)
	n := 2 * len(dst)
	if !r.ok || len(r.b) < n+1 || r.b[n] != '"' {
		r.ok = false
		return
	}
	if _, err := hex.Decode(dst, r.b[:n]); err != nil {
		r.ok = false
		return
	}
	r.b = r.b[n+1:]
}

// digits reads a JSON number made of at most max digits, without a leading zero.
func (r *payParser) digits(max int) []byte {
	if !r.ok {
		return nil
	}
	n := 0
	for n < len(r.b) && r.b[n] >= '0' && r.b[n] <= '9' {
		n++
	}
	if n == 0 || n > max || (n > 1 && r.b[0] == '0') {
		r.ok = false
		return nil
	}
	d := r.b[:n]
	r.b = r.b[n:]
	return d
}

func (r *payParser) voucher(v *paychan.Voucher) {
	r.lit(`{"channel":`)
	r.hex(v.Channel[:])
	if r.opt(`,"epoch":`) {
		v.Epoch = r.epoch()
	}
	r.lit(`,"amount":`)
	v.Amount = r.amount()
	r.lit(`,"sig":`)
	v.Sig = r.bytes()
	if r.opt(`,"word":`) {
		v.Word = new(paychan.WordProof)
		r.word(v.Word)
	}
	r.lit(`}`)
}

// bytes reads a []byte's JSON: null (nil) or a quoted base64 string without escapes or line
// breaks.
func (r *payParser) bytes() []byte {
	if r.opt(`null`) || !r.ok {
		return nil
	}
	r.lit(`"`)
	if !r.ok {
		return nil
	}
	end := bytes.IndexByte(r.b, '"')
	if end < 0 {
		r.ok = false
		return nil
	}
	for _, c := range r.b[:end] { // the base64 alphabet only: no escapes, no line breaks
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '=') {
			r.ok = false
			return nil
		}
	}
	out, err := base64.StdEncoding.AppendDecode(make([]byte, 0, base64.StdEncoding.DecodedLen(end)), r.b[:end])
	if err != nil {
		r.ok = false
		return nil
	}
	r.b = r.b[end+1:]
	return out
}

// amount reads a uint256's decimal digits (at most 78: paychan bounds the JSON form at 80
// characters).
func (r *payParser) amount() *big.Int {
	d := r.digits(78)
	if !r.ok {
		return nil
	}
	a, ok := new(big.Int).SetString(string(d), 10)
	r.ok = ok
	return a
}

// epoch reads an epoch's decimal digits: a uint32 other than 0, which is written by omission.
func (r *payParser) epoch() uint32 {
	e := r.uint32()
	if e == 0 {
		r.ok = false
	}
	return e
}

// uint32 reads a uint32's decimal digits.
func (r *payParser) uint32() uint32 {
	d := r.digits(10)
	if !r.ok {
		return 0
	}
	x, err := strconv.ParseUint(string(d), 10, 32)
	r.ok = err == nil
	return uint32(x)
}

// word reads a hash-chain word proof (paychan.WordProof), its commitment optional.
func (r *payParser) word(w *paychan.WordProof) {
	r.lit(`{`)
	if r.opt(`"commit":{"base":`) {
		k := new(paychan.Commit)
		k.Base = r.amount()
		r.lit(`,"unit":`)
		k.Unit = r.amount()
		r.lit(`,"length":`)
		k.Length = r.uint32()
		r.lit(`,"root":`)
		r.hex(k.Root[:])
		r.lit(`,"sig":`)
		k.Sig = r.bytes()
		r.lit(`},`)
		w.Commit = k
	}
	r.lit(`"word":`)
	r.hex(w.Word[:])
	r.lit(`,"index":`)
	w.Index = r.uint32()
	r.lit(`}`)
}

// The fields of a payment the hand parser read (parsePayment).
const (
	seenChannel = 1 << iota
	seenVoucher
	seenWord
	seenSettle
)

// parsePayment reads the exact form appendJSON writes (ok false: any other text); seen says
// which fields the text holds.
func parsePayment(b []byte) (p Payment, seen uint8, ok bool) {
	r := payParser{b: b, ok: true}
	seen = r.payment(&p, nil)
	return p, seen, r.ok && len(r.b) == 0
}

// payment reads the exact form appendJSON writes into p: its fields in their order, each
// optional; it returns those it read. A word goes to w (nil: a new one).
func (r *payParser) payment(p *Payment, w *ChainWord) (seen uint8) {
	r.lit(`{`)
	if r.field(`"channel":`, true) {
		seen |= seenChannel
		r.channel(&p.Channel)
	}
	if r.field(`"voucher":`, seen == 0) {
		seen |= seenVoucher
		r.voucher(&p.Voucher)
	}
	if r.field(`"word":`, seen == 0) {
		seen |= seenWord
		if w == nil {
			w = new(ChainWord)
		}
		p.Word = w
		r.chainWord(w)
	}
	if r.field(`"settle":`, seen == 0) {
		seen |= seenSettle
		p.Settle = new(paychan.Voucher)
		r.voucher(p.Settle)
	}
	r.lit(`}`)
	return seen
}

// field consumes an object's key (quoted, with its colon) when it comes next, after a comma
// unless it is the object's first, and says whether it did.
func (r *payParser) field(key string, first bool) bool {
	b := r.b
	if !first && !r.opt(",") {
		return false
	}
	if !r.opt(key) {
		r.b = b
		return false
	}
	return true
}

// channel reads a channel's settings as paychan.Channel.AppendJSON writes them.
func (r *payParser) channel(c *paychan.Channel) {
	r.lit(`{"payer":`)
	r.hex(c.Payer[:])
	r.lit(`,"payee":`)
	r.hex(c.Payee[:])
	r.lit(`,"token":`)
	r.hex(c.Token[:])
	r.lit(`,"signer":`)
	r.hex(c.Signer[:])
	r.lit(`,"salt":`)
	r.hex(c.Salt[:])
	r.lit(`}`)
}
