package call

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
)

// decodeCallGeneric is how Server.handle reads a call request through encoding/json.
func decodeCallGeneric(frame []byte) (json.RawMessage, Params, error) {
	var p Params
	id, err := decodeCallInto(frame, &p)
	return id, p, err
}

// decodeCallInto reads a call request's envelope and its params into params through
// encoding/json, as Server.handle does.
func decodeCallInto(frame []byte, params any) (json.RawMessage, error) {
	var req Request
	if err := json.Unmarshal(frame, &req); err != nil {
		return nil, err
	}
	if req.JSONRPC != Version || req.Method != MethodCall || !ValidID(req.ID) {
		return nil, errors.New("not a call")
	}
	return req.ID, strictUnmarshal(req.Params, params)
}

// sameParams compares params by their JSON and their input's exact bytes.
func sameParams(a, b Params) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y) && bytes.Equal(a.Input, b.Input)
}

// clientFrames are call requests as Client writes them: named caller, signed, paid, upto.
func clientFrames(t testing.TB) [][]byte {
	t.Helper()
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	pay := samplePayment(t, 0, big.NewInt(1e14), false)
	settle := samplePayment(t, 2, big.NewInt(5), true)
	word, bare := sampleWordPayment(t, 0, 1, true), sampleWordPayment(t, 4, 9, false)
	compact, compact0 := sampleCompactPayment(3, 17), sampleCompactPayment(0, 1)
	in := json.RawMessage(`{"message":"hello, \"agent\" <é>","n":[1,2,{"x":null}]}`)
	base := Params{Agent: "echo", Skill: "echo", Input: in, Deadline: 1_800_000_000_000, Caller: key.DID(1337).String()}
	signed := Params{Agent: "echo", Skill: "echo", Input: json.RawMessage(`"text"`), Deadline: 1_800_000_000_000, Callee: "12D3KooW"}
	if err := signed.Sign(key, 1337, time.Unix(1_700_000_000, 0)); err != nil {
		t.Fatal(err)
	}
	var frames [][]byte
	for i, p := range []Params{base, signed, withPayment(base, &pay), withPayment(signed, &settle), withPayment(base, &word), withPayment(signed, &bare), {Agent: "a", Skill: "b", Input: json.RawMessage(`42`), Deadline: 1},
		withPayment(base, &compact), withPayment(signed, &compact0)} {
		pb, ok := appendParams(nil, &p)
		if want, err := marshalNoEscape(p); err != nil || !ok || !bytes.Equal(pb, want) {
			t.Fatalf("params by hand (%v)\n%s\nencoding/json (%v)\n%s", ok, pb, err, want)
		}
		frames = append(frames, appendCallFrame(nil, []byte{'1' + byte(i)}, pb))
	}
	return frames
}

// FuzzAppendParams: what appendParams writes is what encoding/json writes (marshalNoEscape),
// whatever the strings and the input; it declines what needs escaping or is not JSON.
func FuzzAppendParams(f *testing.F) {
	f.Add("echo", "echo", `{"a": [1, "<&>"], "b":"\u00e9"}`, int64(1_800_000_000_000), "did:ethr:0x539:0x01")
	f.Add("a\"b", "é", ` 42 `, int64(-1), "")
	f.Add("x", "y", `{"a":`, int64(0), "\x7f")
	f.Fuzz(func(t *testing.T, agent, skill, input string, deadline int64, caller string) {
		p := Params{Agent: agent, Skill: skill, Input: json.RawMessage(input), Deadline: deadline, Caller: caller}
		got, ok := appendParams(nil, &p)
		want, err := marshalNoEscape(p)
		if ok && (err != nil || !bytes.Equal(got, want)) {
			t.Fatalf("by hand\n%s\nencoding/json (%v)\n%s", got, err, want)
		}
		if !ok && err == nil && plainString(agent) && plainString(skill) && plainString(caller) {
			t.Fatalf("declined %+v, which encoding/json writes as %s", p, want)
		}
	})
}

func withPayment(p Params, pay *Payment) Params { p.Payment = pay; return p }

// TestCallFrameFast: the client's frames take the fast path and read as encoding/json reads
// them; the same frames spelled otherwise (spaces, key order, escapes, a binding, unknown
// fields) are left to encoding/json.
func TestCallFrameFast(t *testing.T) {
	frames := clientFrames(t)
	spaced := bytes.Replace(frames[2], []byte(`"input":{`), []byte(`"input":{ `), 1) // the input's own bytes
	for _, f := range append(frames, spaced) {
		id, p, ok := parseCallFrame(f)
		if !ok {
			t.Fatalf("not on the fast path: %s", f)
		}
		gid, gp, err := decodeCallGeneric(f)
		if err != nil || !bytes.Equal(id, gid) || !sameParams(p, gp) {
			t.Fatalf("%s\nfast %s %+v\nencoding/json %s %+v (%v)", f, id, p, gid, gp, err)
		}
	}
	s := string(frames[2])
	for _, other := range []string{
		strings.Replace(s, `"skill":"echo"`, `"skill": "echo"`, 1),
		strings.Replace(s, `"agent":"echo","skill":"echo"`, `"skill":"echo","agent":"echo"`, 1),
		strings.Replace(s, `"agent":"echo"`, `"agent":"\u0065cho"`, 1),
		strings.Replace(s, `"id":3`, `"id":"3"`, 1),
		strings.Replace(s, `"deadline":`, `"binding":null,"deadline":`, 1),
		strings.Replace(s, `"deadline":`, `"extra":1,"deadline":`, 1),
		strings.Replace(s, `"payment":{`, `"payment":null,"x":{`, 1),
		s + " ",
		s[:len(s)-1],
	} {
		if _, _, ok := parseCallFrame([]byte(other)); ok {
			t.Fatalf("fast path took %s", other)
		}
	}
}

// FuzzCallFrame: whatever the fast path reads, encoding/json reads the same way (the same
// id and params); it never panics on any frame.
func FuzzCallFrame(f *testing.F) {
	for _, fr := range clientFrames(f) {
		f.Add(fr)
	}
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"a","skill":"b","input":1 ,"deadline":5}}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"a","skill":"b","input":"}\"","deadline":5}}`))
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"a","skill":"b","input":[[[]]],"deadline":0}}`))
	f.Fuzz(func(t *testing.T, frame []byte) {
		id, p, ok := parseCallFrame(frame)
		if !ok {
			return
		}
		gid, gp, err := decodeCallGeneric(frame)
		if err != nil || !bytes.Equal(id, gid) || !sameParams(p, gp) {
			t.Fatalf("%q\nfast %s %+v\nencoding/json %s %+v (%v)", frame, id, p, gid, gp, err)
		}
	})
}

// BenchmarkCallFrame measures reading a paid call's request frame, by hand and by
// encoding/json: go test -run '^$' -bench CallFrame -benchmem ./node/call/
func BenchmarkCallFrame(b *testing.B) {
	frame := clientFrames(b)[2]
	b.Run("hand", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, ok := parseCallFrame(frame); !ok {
				b.Fatal("not read")
			}
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, err := decodeCallGeneric(frame); err != nil {
				b.Fatal(err)
			}
		}
	})
}
