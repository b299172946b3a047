package chat

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
)

func TestUnknownFieldsKeptAndSigned(t *testing.T) {
	k := mustKey(t)
	now := time.Now()
	e := signed(t, k, "team", "hello", now)
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	// A newer sender adds fields this version does not know, and signs over them.
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "signature")
	m["priority"] = 7
	m["meta"] = map[string]any{"z": 1, "a": []any{"x", true, nil}}
	raw, _ := json.Marshal(m)
	var ext Envelope
	if err := json.Unmarshal(raw, &ext); err != nil {
		t.Fatal(err)
	}
	ext.TS = 0
	if err := ext.Sign(k, testChain, now); err != nil {
		t.Fatal(err)
	}
	wire, err := json.Marshal(ext)
	if err != nil {
		t.Fatal(err)
	}
	// Re-indent the wire bytes: whitespace and key order must not matter.
	var pretty map[string]json.RawMessage
	_ = json.Unmarshal(wire, &pretty)
	wire2, _ := json.MarshalIndent(pretty, "", "   ")

	got, err := Decode(wire2, 64<<10)
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Extra["priority"]) != "7" || string(got.Extra["meta"]) != `{"a":["x",true,null],"z":1}` {
		t.Fatalf("extras = %s", got.Extra)
	}
	if err := got.VerifySignature(testChain); err != nil {
		t.Fatalf("signature over unknown fields does not verify after a round trip: %v", err)
	}
	again, _ := json.Marshal(got)
	if string(again) != string(wire) {
		t.Fatalf("round trip changed the encoding:\n%s\n%s", again, wire)
	}
	// Tampering with an unknown field breaks the signature.
	got.Extra["priority"] = json.RawMessage("8")
	if err := got.VerifySignature(testChain); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("tampered extra: err = %v, want ErrBadSignature", err)
	}
}

func TestCanonicalIsDocumentedForm(t *testing.T) {
	e := Envelope{GroupID: "r", SenderID: "did:ethr:0x539:0x00000000000000000000000000000000000000aa",
		State: StateTaskAssignment, Type: TypeTask, TaskID: "t1", Content: "a<b & \"c\"\n", TS: 1700000000000,
		To:    []string{"did:ethr:0x539:0x00000000000000000000000000000000000000bb"},
		Extra: map[string]json.RawMessage{"x_ext": json.RawMessage(`{"b":1,"a":2}`)}}
	// Extras built in code are used as given; normalize them like the decoder does.
	n, err := normalize(e.Extra["x_ext"])
	if err != nil {
		t.Fatal(err)
	}
	e.Extra["x_ext"] = n
	c, err := e.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"content":"a<b & \"c\"\n","group_id":"r","sender_id":"did:ethr:0x539:0x00000000000000000000000000000000000000aa",` +
		`"state":"task_assignment","task_id":"t1","to":["did:ethr:0x539:0x00000000000000000000000000000000000000bb"],` +
		`"ts":1700000000000,"type":"task","x_ext":{"a":2,"b":1}}`
	if string(c) != want {
		t.Fatalf("canonical =\n%s\nwant\n%s", c, want)
	}
	id, _ := e.ID()
	if id != identity.ContentHash([]byte(want)) {
		t.Fatal("id is not keccak256 of the canonical bytes")
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		want error
	}{
		{"garbage", "\x00\x01garbage", ErrBadEnvelope},
		{"array", `[1,2]`, ErrBadEnvelope},
		{"null", `null`, ErrBadEnvelope},
		{"string", `"x"`, ErrBadEnvelope},
		{"ts string", `{"ts":"12"}`, ErrBadEnvelope},
		{"ts float", `{"ts":1.5}`, ErrBadEnvelope},
		{"content number", `{"content":5}`, ErrBadEnvelope},
		{"to not list", `{"to":"did:x"}`, ErrBadEnvelope},
		{"bad sig hex", `{"signature":{"signer":"0x00","sig":"zz"}}`, ErrBadEnvelope},
		{"bad extra", `{"x":tru}`, ErrBadEnvelope},
		{"trailing", `{"a":1} x`, ErrBadEnvelope},
		{"oversized", `{"content":"` + strings.Repeat("a", 2000) + `"}`, ErrTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Decode([]byte(tc.in), 1024); !errors.Is(err, tc.want) {
				t.Fatalf("Decode(%q) err = %v, want %v", tc.in, err, tc.want)
			}
		})
	}
}

func TestCheckShape(t *testing.T) {
	k := mustKey(t)
	other := identity.DID{ChainID: 1, Address: k.Address()}.String()
	base := func() Envelope { return signed(t, k, "team", "hi", time.Now()) }
	for _, tc := range []struct {
		name string
		mod  func(*Envelope)
		want error
	}{
		{"ok", func(*Envelope) {}, nil},
		{"room empty", func(e *Envelope) { e.GroupID = "" }, ErrBadEnvelope},
		{"room slash", func(e *Envelope) { e.GroupID = "a/b" }, ErrBadEnvelope},
		{"room upper", func(e *Envelope) { e.GroupID = "Team" }, ErrBadEnvelope},
		{"sender garbage", func(e *Envelope) { e.SenderID = "alice" }, ErrBadEnvelope},
		{"sender other chain", func(e *Envelope) { e.SenderID = other }, ErrWrongChain},
		{"state unknown", func(e *Envelope) { e.State = "voting" }, ErrBadEnvelope},
		{"state empty", func(e *Envelope) { e.State = "" }, ErrBadEnvelope},
		{"type empty", func(e *Envelope) { e.Type = "" }, ErrBadEnvelope},
		{"type upper", func(e *Envelope) { e.Type = "Text" }, ErrBadEnvelope},
		{"type long", func(e *Envelope) { e.Type = strings.Repeat("a", 33) }, ErrBadEnvelope},
		{"type new is fine", func(e *Envelope) { e.Type = "vote.v2" }, nil},
		{"assignment no task", func(e *Envelope) { e.State = StateTaskAssignment }, ErrBadEnvelope},
		{"assignment", func(e *Envelope) { e.State, e.TaskID = StateTaskAssignment, "t1" }, nil},
		{"task id control", func(e *Envelope) { e.TaskID = "t\x1b[2J" }, ErrBadEnvelope},
		{"to garbage", func(e *Envelope) { e.To = []string{"bob"} }, ErrBadEnvelope},
		{"too many to", func(e *Envelope) { e.To = make([]string, 65) }, ErrBadEnvelope},
		{"ts zero", func(e *Envelope) { e.TS = 0 }, ErrBadEnvelope},
		{"ts negative", func(e *Envelope) { e.TS = -5 }, ErrBadEnvelope},
		{"content not utf8", func(e *Envelope) { e.Content = "\xff\xfe" }, ErrBadEnvelope},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := base()
			tc.mod(&e)
			_, err := e.CheckShape(testChain)
			if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestExtraCannotShadowKnownField(t *testing.T) {
	e := Envelope{GroupID: "r", Extra: map[string]json.RawMessage{"content": json.RawMessage(`"x"`)}}
	if _, err := e.Canonical(); !errors.Is(err, ErrBadEnvelope) {
		t.Fatalf("err = %v, want ErrBadEnvelope", err)
	}
	if _, err := json.Marshal(e); !errors.Is(err, ErrBadEnvelope) {
		t.Fatalf("marshal err = %v, want ErrBadEnvelope", err)
	}
}

func TestEncodeStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "plain", "é ü 中文 🙂", "quote\"", "back\\slash", "nl\n", "\x00\x1f\x7f",
		"\b\f", "<&>", "\u2028\u2029", "\xff\xfe", "a\xc3"} {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(s)
		if want, got := strings.TrimSuffix(b.String(), "\n"), string(encodeString(s)); got != want {
			t.Errorf("encodeString(%q) = %s, want %s", s, got, want)
		}
	}
}

// Extras written by hand (spaces, unsorted keys) are normalized before signing, so receivers,
// who normalize on decode, verify the same bytes.
func TestSignNormalizesExtras(t *testing.T) {
	k := mustKey(t)
	e := Envelope{GroupID: "team", State: StateDiscussion, Type: TypeText, Content: "x",
		Extra: map[string]json.RawMessage{"meta": json.RawMessage(`{ "z" : 1, "a" : [ 1 , 2 ] }`)}}
	if err := e.Sign(k, testChain, time.Now()); err != nil {
		t.Fatal(err)
	}
	got, err := Decode(wire(t, e), 64<<10)
	if err != nil {
		t.Fatal(err)
	}
	if err := got.VerifySignature(testChain); err != nil {
		t.Fatalf("receiver cannot verify: %v", err)
	}
	for _, raw := range []string{`{oops`, `1 2`, ``} {
		bad := Envelope{GroupID: "team", Extra: map[string]json.RawMessage{"meta": json.RawMessage(raw)}}
		if err := bad.Sign(k, testChain, time.Now()); !errors.Is(err, ErrBadEnvelope) {
			t.Fatalf("invalid extra %q: err = %v", raw, err)
		}
	}
}
