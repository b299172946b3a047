package call

import (
	"bytes"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// sampleCompactPayment is a compact payment (a word by the channel's id) in epoch, of word
// index.
func sampleCompactPayment(epoch, index uint32) Payment {
	return Payment{Word: &ChainWord{Channel: crypto.Keccak256Hash([]byte("channel")), Epoch: epoch,
		Word: crypto.Keccak256Hash([]byte("word")), Index: index}}
}

// compactWithSettle is a compact payment carrying an upto settlement.
func compactWithSettle(t testing.TB) Payment {
	p := sampleCompactPayment(2, 9)
	p.Settle = samplePayment(t, 2, big.NewInt(5), true).Settle
	return p
}

// TestCompactPaymentJSON: a compact payment is the word alone, ~190 bytes where the full form
// of the same word is ~520; its hand encoding is encoding/json's byte for byte and is read
// back on the fast path to the same payment.
func TestCompactPaymentJSON(t *testing.T) {
	p := sampleCompactPayment(3, 17)
	got, _ := json.Marshal(p)
	want := `{"word":{"channel":"` + p.Word.Channel.Hex() + `","epoch":3,"word":"` + p.Word.Word.Hex() + `","index":17}}`
	if string(got) != want {
		t.Fatalf("compact payment written as\n%s\nwant\n%s", got, want)
	}
	full := sampleWordPayment(t, 3, 17, false)
	fb, _ := json.Marshal(full)
	t.Logf("a word's payment: %d bytes compact, %d in full (without its commitment)", len(got), len(fb))
	if len(got) > 200 || len(fb) < 2*len(got) {
		t.Fatalf("compact %d bytes, full %d", len(got), len(fb))
	}
	for _, p := range []Payment{p, sampleCompactPayment(0, 0), sampleCompactPayment(paychan.MaxEpoch, 1<<32-1), compactWithSettle(t)} {
		got, _ := json.Marshal(p)
		want, _ := json.Marshal(paymentJSON(p))
		if !bytes.Equal(got, want) {
			t.Fatalf("hand encoding\n%s\nencoding/json\n%s", got, want)
		}
		fast, seen, ok := parsePayment(got)
		if !ok || seen&seenWord == 0 || seen&(seenChannel|seenVoucher) != 0 || !samePayment(fast, p) {
			t.Fatalf("fast path read %s: ok %v, seen %b, %+v", got, ok, seen, fast)
		}
		if gen, err := decodeGeneric(got); err != nil || !samePayment(gen, p) {
			t.Fatalf("encoding/json read %s as %+v (%v)", got, gen, err)
		}
	}
}

// TestCompactPaymentJSONOtherForms: a compact payment's other spellings are read as
// encoding/json reads them, and what it refuses (unknown fields, numbers out of range, a
// short hash) stays refused; given after another payment (a key given twice), its fields are
// decoded over the first's, as encoding/json does.
func TestCompactPaymentJSONOtherForms(t *testing.T) {
	p := sampleCompactPayment(3, 17)
	b, _ := json.Marshal(p)
	s := string(b)
	accepted := []string{
		strings.Replace(s, `"epoch":3,`, ``, 1),
		strings.Replace(s, `"epoch":3,`, `"epoch":0,`, 1),
		strings.Replace(s, `"index":17`, `"index":17,"epoch":4`, 1),
		strings.Replace(s, `"channel":"0x`, `"channel":"0X`, 1),
		strings.Replace(s, `{"word":{`, `{"settle":null,"word":{`, 1),
		strings.Replace(s, `{"word":{`, `{"channel":{"payer":"0x0000000000000000000000000000000000000001","payee":"0x0000000000000000000000000000000000000000","token":"0x0000000000000000000000000000000000000000","signer":"0x0000000000000000000000000000000000000000","salt":"0x0000000000000000000000000000000000000000000000000000000000000000"},"word":{`, 1),
		` ` + s,
	}
	refused := []string{
		strings.Replace(s, `"index":17`, `"index":17,"amount":1`, 1),
		strings.Replace(s, `"index":17`, `"index":4294967296`, 1),
		strings.Replace(s, `"index":17`, `"index":-1`, 1),
		strings.Replace(s, `"epoch":3`, `"epoch":1.5`, 1),
		strings.Replace(s, `"word":"0x`, `"word":"0x00`, 1),
		strings.Replace(s, `}}`, `},"x":1}`, 1),
	}
	checkForms(t, accepted, refused)

	// Given twice, as encoding/json reads it: a full payment then a compact one, a compact one
	// then another without its epoch.
	full := samplePayment(t, 3, big.NewInt(9), true)
	fb, _ := json.Marshal(full)
	noEpoch := strings.Replace(s, `"epoch":3,`, ``, 1)
	for _, twice := range []string{`{"p":` + string(fb) + `,"p":` + s + `}`, `{"p":` + s + `,"p":` + noEpoch + `}`, `{"p":` + s + `,"p":` + string(fb) + `}`} {
		readTwiceAsBefore(t, twice)
	}
}

// BenchmarkCompactPaymentJSON measures a compact payment's encoding and decoding by hand:
// go test -run '^$' -bench CompactPaymentJSON -benchmem ./node/call/
func BenchmarkCompactPaymentJSON(b *testing.B) {
	p := sampleCompactPayment(0, 17)
	b.ReportAllocs()
	buf := make([]byte, 0, 256)
	for b.Loop() {
		buf = p.appendJSON(buf[:0])
		var q Payment
		if err := q.UnmarshalJSON(buf); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEncodeParamsPaymentAfterTheRest: a request whose params need encoding/json (a binding,
// a string to escape) has its payment written by hand after them, byte for byte what
// encoding/json writes for the whole params; with or without a payment, full or compact.
func TestEncodeParamsPaymentAfterTheRest(t *testing.T) {
	c := &Client{cfg: DefaultConfig(testChain), did: "did:x"}
	deadline, now := time.UnixMilli(1_800_000_000_000), time.UnixMilli(1_700_000_000_000)
	full, word := samplePayment(t, 2, big.NewInt(7), true), sampleCompactPayment(1, 3)
	bind := &Binding{Caller: "did:caller", Peer: "12D3KooWa", Callee: "12D3KooWb", Nonce: "00", IssuedAt: 1, Signature: "0x01"}
	for _, pay := range []*Payment{nil, &full, &word} {
		for _, a := range []auth{{binding: bind}, {}} {
			for _, agent := range []string{"echo", "é\"<"} {
				got, err := c.encode(nil, "", agent, "echo", json.RawMessage(`{"a": 1}`), deadline, now, a, pay)
				if err != nil {
					t.Fatal(err)
				}
				p := Params{Agent: agent, Skill: "echo", Input: json.RawMessage(`{"a": 1}`), Deadline: deadline.UnixMilli(), Binding: a.binding, Payment: pay}
				if a.binding == nil {
					p.Caller = c.did
				}
				want, err := marshalNoEscape(p)
				if err != nil || !bytes.Equal(got, want) {
					t.Fatalf("encoded\n%s\nencoding/json (%v)\n%s", got, err, want)
				}
			}
		}
	}
}
