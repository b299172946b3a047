package agents

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
)

type tcase struct {
	name    string
	skill   string
	input   string
	wantErr error
	check   func(t *testing.T, out json.RawMessage)
}

func run(t *testing.T, a *Builtin, cases []tcase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out, err := a.Call(context.Background(), tc.skill, json.RawMessage(tc.input), nil)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("call: %v", err)
			}
			tc.check(t, out)
		})
	}
}

func field[T any](t *testing.T, out json.RawMessage) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(out, &v); err != nil {
		t.Fatalf("decode %s: %v", out, err)
	}
	return v
}

func TestEcho(t *testing.T) {
	run(t, NewEcho("echo"), []tcase{
		{name: "object", skill: "echo", input: `{"a":[1,2,"x"]}`, check: func(t *testing.T, out json.RawMessage) {
			if string(out) != `{"a":[1,2,"x"]}` {
				t.Fatalf("got %s", out)
			}
		}},
		{name: "unknown skill", skill: "nope", input: `{}`, wantErr: runtime.ErrUnknownSkill},
		{name: "slow bad steps", skill: "slow", input: `{"steps":0}`, wantErr: runtime.ErrBadInput},
		{name: "slow bad json", skill: "slow", input: `{"steps":"x"}`, wantErr: runtime.ErrBadInput},
		{name: "slow ok", skill: "slow", input: `{"steps":2,"stepMs":1}`, check: func(t *testing.T, out json.RawMessage) {
			if field[map[string]int](t, out)["steps"] != 2 {
				t.Fatalf("got %s", out)
			}
		}},
	})
}

func TestSlowProgress(t *testing.T) {
	var got []runtime.Progress
	_, err := NewEcho("echo").Call(context.Background(), "slow", json.RawMessage(`{"steps":3,"stepMs":1}`), func(p runtime.Progress) { got = append(got, p) })
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[2].Progress != 3 || got[2].Total != 3 {
		t.Fatalf("progress = %+v", got)
	}
}

func TestGofmt(t *testing.T) {
	run(t, NewGofmt("gofmt"), []tcase{
		{name: "formats", skill: "format", input: `{"source":"package main\nfunc main(){x:=1\n_=x}"}`, check: func(t *testing.T, out json.RawMessage) {
			g := field[GofmtOutput](t, out)
			want := "package main\n\nfunc main() {\n\tx := 1\n\t_ = x\n}\n"
			if g.Formatted != want || !g.Changed {
				t.Fatalf("got %q changed=%v", g.Formatted, g.Changed)
			}
		}},
		{name: "already formatted", skill: "format", input: `{"source":"package p\n"}`, check: func(t *testing.T, out json.RawMessage) {
			if g := field[GofmtOutput](t, out); g.Changed {
				t.Fatalf("changed on formatted source")
			}
		}},
		{name: "syntax error", skill: "format", input: `{"source":"package main\nfunc {"}`, wantErr: runtime.ErrBadInput},
		{name: "empty", skill: "format", input: `{}`, wantErr: runtime.ErrBadInput},
		{name: "wrong type", skill: "format", input: `{"source":3}`, wantErr: runtime.ErrBadInput},
	})
}

const article = `Bees pollinate many crops. Without bees, farms would lose much of their yield.
The weather was nice yesterday. Bees need flowers, and flowers need bees to pollinate them.
My cousin likes trains. Farms that protect bees see better crops and better yield.`

func TestSummarize(t *testing.T) {
	run(t, NewSummarize("summarize"), []tcase{
		{name: "keeps topical sentences in order", skill: "summarize", input: mustJSON(SummarizeInput{Text: article, Sentences: 2}), check: func(t *testing.T, out json.RawMessage) {
			s := field[SummarizeOutput](t, out)
			if len(s.Sentences) != 2 {
				t.Fatalf("got %d sentences: %v", len(s.Sentences), s.Sentences)
			}
			for _, x := range s.Sentences {
				if strings.Contains(x, "weather") || strings.Contains(x, "trains") {
					t.Fatalf("off-topic sentence picked: %q", x)
				}
			}
			if strings.Index(s.Summary, s.Sentences[1]) < strings.Index(s.Summary, s.Sentences[0]) {
				t.Fatalf("order not kept: %q", s.Summary)
			}
		}},
		{name: "short text returned whole", skill: "summarize", input: `{"text":"One. Two!"}`, check: func(t *testing.T, out json.RawMessage) {
			if s := field[SummarizeOutput](t, out); s.Summary != "One. Two!" {
				t.Fatalf("got %q", s.Summary)
			}
		}},
		{name: "empty", skill: "summarize", input: `{"text":"  "}`, wantErr: runtime.ErrBadInput},
		{name: "bad count", skill: "summarize", input: `{"text":"a.","sentences":-1}`, wantErr: runtime.ErrBadInput},
	})
}

func TestJSONSchema(t *testing.T) {
	const sch = `{"type":"object","properties":{"age":{"type":"integer","minimum":0}},"required":["age"]}`
	run(t, NewJSONSchema("jsonschema"), []tcase{
		{name: "valid", skill: "validate", input: `{"schema":` + sch + `,"document":{"age":3}}`, check: func(t *testing.T, out json.RawMessage) {
			if v := field[ValidateOutput](t, out); !v.Valid {
				t.Fatalf("got %+v", v)
			}
		}},
		{name: "invalid: minimum", skill: "validate", input: `{"schema":` + sch + `,"document":{"age":-1}}`, check: func(t *testing.T, out json.RawMessage) {
			if v := field[ValidateOutput](t, out); v.Valid || len(v.Errors) == 0 {
				t.Fatalf("got %+v", v)
			}
		}},
		{name: "invalid: missing", skill: "validate", input: `{"schema":` + sch + `,"document":{}}`, check: func(t *testing.T, out json.RawMessage) {
			if v := field[ValidateOutput](t, out); v.Valid {
				t.Fatalf("got %+v", v)
			}
		}},
		{name: "bad schema", skill: "validate", input: `{"schema":{"type":7},"document":1}`, wantErr: runtime.ErrBadInput},
		{name: "missing document", skill: "validate", input: `{"schema":{}}`, wantErr: runtime.ErrBadInput},
	})
}

func TestFactories(t *testing.T) {
	for name, f := range Factories() {
		a, err := f(runtime.AgentConfig{Name: name + "-x"})
		if err != nil || a.Name() != name+"-x" || len(a.Skills()) == 0 {
			t.Fatalf("%s: %v %v", name, a, err)
		}
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
