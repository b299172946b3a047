package call

import (
	"bytes"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// samplePayment is a payment with a real signature, in epoch epoch, with an upto
// settlement when settle is set.
func samplePayment(t testing.TB, epoch uint32, amount *big.Int, settle bool) Payment {
	t.Helper()
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	d := paychan.Domain{ChainID: 1337, Contract: common.HexToAddress("0xC0FFEE")}
	ch := paychan.Channel{Payer: key.Address(), Payee: common.HexToAddress("0xBEEF"), Token: common.HexToAddress("0xABCDEF0123456789"),
		Signer: key.Address(), Salt: common.HexToHash("0x5a17")}
	sep := d.Separator()
	v, err := paychan.SignAt(sep, ch.ID(sep), epoch, amount, key)
	if err != nil {
		t.Fatal(err)
	}
	p := Payment{Channel: ch, Voucher: v}
	if settle {
		s, err := paychan.SignAt(sep, ch.ID(sep), epoch, big.NewInt(1), key)
		if err != nil {
			t.Fatal(err)
		}
		p.Settle = &s
	}
	return p
}

// sampleWordPayment is a payment with a hash-chain word voucher (word index of a signed chain
// of length 256), its commitment along when withCommit is set.
func sampleWordPayment(t testing.TB, epoch uint32, index uint32, withCommit bool) Payment {
	t.Helper()
	p := samplePayment(t, epoch, big.NewInt(1), false)
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	d := paychan.Domain{ChainID: 1337, Contract: common.HexToAddress("0xC0FFEE")}
	c, err := paychan.NewChain(paychan.ChainSecret(key), p.Voucher.Channel, epoch, big.NewInt(7_000_000_000), big.NewInt(100_000_000_000_000), 256)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Sign(d.Separator(), key); err != nil {
		t.Fatal(err)
	}
	p.Voucher = c.Voucher(index, withCommit)
	return p
}

// decodeGeneric is how a payment was read before the hand decoder: encoding/json, strictly.
func decodeGeneric(b []byte) (Payment, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	var q paymentJSON
	err := d.Decode(&q)
	return Payment(q), err
}

// TestPaymentJSONHand: the hand encoder writes what encoding/json writes for the plain
// struct, byte for byte, and its output is read back on the fast path to the same payment.
func TestPaymentJSONHand(t *testing.T) {
	max := new(big.Int).Set(paychan.MaxAmount)
	for _, p := range []Payment{
		samplePayment(t, 0, big.NewInt(100_000_000_000_000), false),
		samplePayment(t, 7, max, true),
		samplePayment(t, paychan.MaxEpoch, big.NewInt(1), true),
		sampleWordPayment(t, 0, 1, true),
		sampleWordPayment(t, 3, 17, false),
		sampleWordPayment(t, 0, 0, true),
		{}, // nil amount and signature: written as null, read back through encoding/json
	} {
		got, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(paymentJSON(p))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("hand encoding\n%s\nencoding/json\n%s", got, want)
		}
		fast, _, ok := parsePayment(got)
		if p.Voucher.Amount != nil && (!ok || !samePayment(fast, p)) {
			t.Fatalf("fast path read %s: ok %v, %+v", got, ok, fast)
		}
		var back Payment
		if err := json.Unmarshal(got, &back); err != nil {
			t.Fatal(err)
		}
		gen, err := decodeGeneric(got)
		if err != nil || !samePayment(back, gen) || p.Voucher.Amount != nil && !samePayment(back, p) {
			t.Fatalf("read back %+v, encoding/json %+v (%v)", back, gen, err)
		}
	}
}

// TestPaymentJSONOtherForms: the JSON forms the fast path does not take are still read as
// encoding/json reads them (spaces, key order, upper-case hex, an epoch of 0), and what it
// refuses (unknown fields, an amount longer than a uint256) stays refused.
func TestPaymentJSONOtherForms(t *testing.T) {
	p := samplePayment(t, 3, big.NewInt(12345), true)
	b, _ := json.Marshal(p)
	s := string(b)
	indented, _ := json.MarshalIndent(paymentJSON(p), "", "  ")
	accepted := []string{
		string(indented),
		strings.Replace(s, `"epoch":3,"amount":12345`, `"amount":12345,"epoch":3`, 1),
		strings.Replace(s, `"payee":"0x`, `"payee":"0X`, 1),
		strings.Replace(s, `"epoch":3,`, `"epoch":0,`, 1),
		strings.Replace(s, `"settle":{`, `"Settle":{`, 1),
		strings.Replace(s, `"amount":12345`, `"amount":-1`, 1), // read; the checker refuses it
		strings.Replace(s, `"sig":"`, `"sig":"\n`, 1),          // base64 skips line breaks
	}
	refused := []string{
		strings.Replace(s, `"salt":`, `"extra":1,"salt":`, 1),
		strings.Replace(s, `"amount":12345`, `"amount":`+strings.Repeat("9", 81), 1),
		s + "x",
		`{"channel":` + strings.Repeat(`{"a":`, 100_000) + strings.Repeat("}", 100_000) + `}`,
	}
	checkForms(t, accepted, refused)
}

// FuzzPaymentJSON: the hand decoder and encoding/json agree on every input (both refuse it,
// or both read the same payment), and whatever is read is written back as encoding/json
// writes it.
func FuzzPaymentJSON(f *testing.F) {
	for _, p := range []Payment{samplePayment(f, 0, big.NewInt(5), false), samplePayment(f, 9, paychan.MaxAmount, true),
		sampleWordPayment(f, 0, 1, true), sampleWordPayment(f, 2, 200, false),
		sampleCompactPayment(0, 1), sampleCompactPayment(7, 4096), compactWithSettle(f)} {
		b, _ := json.Marshal(p)
		f.Add(b)
		f.Add(bytes.Replace(b, []byte(`"sig":"`), []byte(`"sig":"\u0041`), 1))
	}
	f.Add([]byte(`{"channel":{},"voucher":{"amount":1e3}}`))
	f.Add([]byte(`{"word":{"channel":"0x00","epoch":0,"word":"0x","index":-1}}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"channel":{"payer":"0x00"},"voucher":{"channel":"0x","amount":01}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var got Payment
		err := got.UnmarshalJSON(b) // never panics, whatever b is
		fast, _, ok := parsePayment(b)
		if !json.Valid(b) { // encoding/json hands an Unmarshaler one whole value only
			if ok {
				t.Fatalf("fast path read invalid JSON %q", b)
			}
			return
		}
		gen, gerr := decodeGeneric(b)
		if ok && (gerr != nil || !samePayment(fast, gen)) {
			t.Fatalf("fast path read %q as %+v; encoding/json: %+v, %v", b, fast, gen, gerr)
		}
		if (err == nil) != (gerr == nil) || err == nil && !samePayment(got, gen) {
			t.Fatalf("%q: hand %+v (%v), encoding/json %+v (%v)", b, got, err, gen, gerr)
		}
		if err != nil {
			return
		}
		out, _ := got.MarshalJSON()
		want, _ := json.Marshal(paymentJSON(got))
		if !bytes.Equal(out, want) {
			t.Fatalf("%q written as %s, encoding/json %s", b, out, want)
		}
	})
}

// samePayment compares payments by what encoding/json writes for them (a nil signature or
// amount is null, an empty one is not).
func samePayment(a, b Payment) bool {
	x, err1 := json.Marshal(paymentJSON(a))
	y, err2 := json.Marshal(paymentJSON(b))
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// BenchmarkPaymentJSON measures a payment's encoding and decoding, by hand and by
// encoding/json: go test -run '^$' -bench PaymentJSON -benchmem ./node/call/
func BenchmarkPaymentJSON(b *testing.B) {
	p := samplePayment(b, 0, big.NewInt(100_000_000_000_000), false)
	b.Run("hand", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			out, _ := p.MarshalJSON()
			var q Payment
			if err := q.UnmarshalJSON(out); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			out, _ := json.Marshal(paymentJSON(p))
			if _, err := decodeGeneric(out); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestPaymentJSONWordForms: word vouchers' other forms are read as encoding/json reads them,
// and what it refuses (a commitment's number longer than a uint256, an index over a uint32)
// stays refused.
func TestPaymentJSONWordForms(t *testing.T) {
	p := sampleWordPayment(t, 0, 5, true)
	b, _ := json.Marshal(p)
	s := string(b)
	if !strings.Contains(s, `"sig":null,"word":{"commit":{"base":7000000000,`) {
		t.Fatalf("word payment written as %s", s)
	}
	if _, _, ok := parsePayment(b); !ok {
		t.Fatalf("fast path refused %s", s)
	}
	accepted := []string{
		strings.Replace(s, `"index":5`, `"index":5 `, 1),
		strings.Replace(s, `"word":{"commit":`, `"word":{"index":5,"commit":`, 1),
		strings.Replace(s, `"base":7000000000`, `"base":null`, 1),
		strings.Replace(s, `"sig":null,"word"`, `"word"`, 1),
	}
	refused := []string{
		strings.Replace(s, `"base":7000000000`, `"base":`+strings.Repeat("9", 81), 1),
		strings.Replace(s, `"unit":100000000000000`, `"unit":`+strings.Repeat("9", 81), 1),
		strings.Replace(s, `"index":5`, `"index":4294967296`, 1),
		strings.Replace(s, `"length":256`, `"length":-1`, 1),
	}
	checkForms(t, accepted, refused)
}

// checkForms checks that each of accepted is read as encoding/json reads it and each of
// refused is refused.
func checkForms(t *testing.T, accepted, refused []string) {
	t.Helper()
	for _, in := range accepted {
		var got Payment
		if err := json.Unmarshal([]byte(in), &got); err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		gen, err := decodeGeneric([]byte(in))
		if err != nil || !samePayment(got, gen) {
			t.Fatalf("%s: got %+v, encoding/json %+v (%v)", in, got, gen, err)
		}
	}
	for _, in := range refused {
		var got Payment
		if err := json.Unmarshal([]byte(in), &got); err == nil {
			t.Fatalf("%.200s…: accepted", in)
		}
	}
}
