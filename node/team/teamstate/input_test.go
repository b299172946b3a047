package teamstate

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	outs := map[string]json.RawMessage{
		"t1": json.RawMessage(`{"summary":"short","n":2}`),
		"t2": json.RawMessage(`"plain text"`),
	}
	for _, c := range []struct {
		name, in, want, err string
	}{
		{"whole output", `{"a":{"$from":"t1"}}`, `{"a":{"n":2,"summary":"short"}}`, ""},
		{"field", `{"a":{"$from":"t1","path":"summary"}}`, `{"a":"short"}`, ""},
		{"template", `{"text":"say {{t2}} and {{t1.summary}} and {{t1.n}}"}`, `{"text":"say plain text and short and 2"}`, ""},
		{"in an array", `[{"$from":"t2"},1]`, `["plain text",1]`, ""},
		{"not a reference: extra key", `{"$from":"t1","x":1}`, `{"$from":"t1","x":1}`, ""},
		{"empty", ``, `{}`, ""},
		{"missing task", `{"a":{"$from":"t9"}}`, "", "no output of task"},
		{"missing field", `{"a":{"$from":"t1","path":"nope"}}`, "", "no field"},
		{"field of a string", `{"a":"{{t2.x}}"}`, "", "not an object"},
		{"bad JSON", `{`, "", "not JSON"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := Resolve(json.RawMessage(c.in), outs)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err %v, want %q", err, c.err)
				}
				return
			}
			if err != nil || string(got) != c.want {
				t.Fatalf("got %s (%v), want %s", got, err, c.want)
			}
		})
	}
}

func TestReferences(t *testing.T) {
	refs, err := References(json.RawMessage(`{"a":{"$from":"t2"},"b":["{{t1}} {{t1.x}}"],"c":{"$from":"t3","path":"p"}}`))
	if err != nil || strings.Join(refs, ",") != "t1,t2,t3" {
		t.Fatalf("%v %v", refs, err)
	}
}

func TestResolveBounded(t *testing.T) {
	big := json.RawMessage(`"` + strings.Repeat("x", maxInputSize) + `"`)
	if _, err := Resolve(json.RawMessage(`{"a":{"$from":"t1"}}`), map[string]json.RawMessage{"t1": big}); err == nil {
		t.Fatal("an input over the limit after filling in was accepted")
	}
}

func FuzzDecodeAndValidate(f *testing.F) {
	f.Add([]byte(`{"tasks":[{"id":"a","skill":"echo","share":"0.01","input":{"x":{"$from":"a"}}}]}`))
	f.Add([]byte(`{"tasks":[{"id":"a","skill":"echo","share":"1 wei","deps":["b"]},{"id":"b","skill":"echo","share":"1 wei","deps":["a"]}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := DecodePlan(b)
		if err != nil {
			return
		}
		_ = Validate(t.Context(), p, new(big.Int).SetUint64(1e18), nil)
		for _, tk := range p.Tasks {
			_, _ = References(tk.Input)
			_, _ = Resolve(tk.Input, map[string]json.RawMessage{"a": json.RawMessage(`{"x":1}`)})
		}
	})
}
