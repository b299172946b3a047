package agents

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team/teamstate"
)

func TestRulePlan(t *testing.T) {
	skills := []string{"summarize", "gofmt", "echo"}
	p, err := RulePlan(teamstate.PlanRequest{Goal: "summarize: Agents work. They are paid. then echo; gofmt: package a", Budget: "1000", Skills: skills})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tasks) != 3 || p.Tasks[0].Skill != "summarize" || p.Tasks[1].Skill != "echo" || p.Tasks[2].Skill != "gofmt" {
		t.Fatalf("tasks %+v", p.Tasks)
	}
	if string(p.Tasks[1].Input) != `{"text":{"$from":"t1","path":"summary"}}` || len(p.Tasks[1].Deps) != 1 {
		t.Fatalf("chained step: input %s deps %v", p.Tasks[1].Input, p.Tasks[1].Deps)
	}
	if string(p.Tasks[2].Input) != `{"source":"package a"}` || len(p.Tasks[2].Deps) != 0 {
		t.Fatalf("own-input step: %s %v", p.Tasks[2].Input, p.Tasks[2].Deps)
	}
	if err := teamstate.Validate(context.Background(), p, big.NewInt(1000), nil); err != nil {
		t.Fatalf("the planner's plan does not validate: %v", err)
	}
	if p.Total().Cmp(big.NewInt(1000)) != 0 {
		t.Fatalf("shares add up to %s, want the budget", p.Total())
	}
}

func TestRulePlanMultilineStep(t *testing.T) {
	p, err := RulePlan(teamstate.PlanRequest{Goal: "summarize: One. Two. and then gofmt: package main\nfunc main(){}", Budget: "10",
		Skills: []string{"summarize", "format", "gofmt"}})
	if err != nil || len(p.Tasks) != 2 || p.Tasks[1].Skill != "gofmt" || string(p.Tasks[1].Input) != `{"source":"package main\nfunc main(){}"}` {
		t.Fatalf("%+v %v", p.Tasks, err)
	}
}

func TestRulePlanRefuses(t *testing.T) {
	for name, r := range map[string]teamstate.PlanRequest{
		"no skill for a step": {Goal: "translate: hola", Budget: "10", Skills: []string{"echo"}},
		"no goal":             {Goal: " ", Budget: "10", Skills: []string{"echo"}},
		"bad budget":          {Goal: "echo: a", Budget: "-1", Skills: []string{"echo"}},
		"budget too small":    {Goal: "echo: a then echo", Budget: "1", Skills: []string{"echo"}},
		"no skills":           {Goal: "echo: a", Budget: "10"},
		"too many skills":     {Goal: "echo: a", Budget: "10", Skills: make([]string, maxPlanSkills+1)},
	} {
		if _, err := RulePlan(r); !errors.Is(err, runtime.ErrBadInput) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestPlannerAgent(t *testing.T) {
	a := NewPlanner("planner")
	out, err := a.Call(context.Background(), "plan", json.RawMessage(`{"goal":"summary of: a. b. c.","budget":"30","skills":["summarize"]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := teamstate.DecodePlan(out)
	if err != nil || len(p.Tasks) != 1 || p.Tasks[0].Skill != "summarize" {
		t.Fatalf("%s %v", out, err)
	}
}

// devnetSkills are what a devnet's discovery finds for a goal naming summaries and gofmt:
// skill ids, then tags (an agent's name is one of them).
var devnetSkills = []string{"summarize", "format", "validate", "text", "summary", "nlp", "go", "golang", "code", "gofmt", "json", "jsonschema", "echo"}

// The goals of issue 24: the gofmt step's input is Go source, which neither the summary before
// it nor the goal gives, so the goal is refused before anything is posted, saying why.
func TestRulePlanRefusesMiswiredGoals(t *testing.T) {
	for _, goal := range []string{"Summarize the release notes, then gofmt the example", "summarize then gofmt"} {
		_, err := RulePlan(teamstate.PlanRequest{Goal: goal, Budget: "20000000000000000", Skills: devnetSkills})
		if !errors.Is(err, runtime.ErrBadInput) {
			t.Fatalf("%q: %v", goal, err)
		}
		for _, want := range []string{"cannot be planned", "step 2", "Go source", "t1's result is text"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%q: %v lacks %q", goal, err, want)
			}
		}
	}
}

// Each step gets the input it needs: its own, the previous result when the kinds fit, the
// goal's Go source in a ``` block, or its own JSON object with the previous result filled in.
func TestRulePlanWiresByKind(t *testing.T) {
	for name, c := range map[string]struct {
		goal   string
		inputs []string
		deps   []string // t2's
	}{
		"Go from the goal's block": {"Summarize the release notes, then gofmt the example ```go\npackage main\nfunc main(){}\n```",
			[]string{"", `{"source":"package main\nfunc main(){}\n"}`}, nil},
		"gofmt then summarize": {"gofmt: package a then summarize",
			[]string{`{"source":"package a"}`, `{"text":{"$from":"t1","path":"formatted"}}`}, []string{"t1"}},
		"summary into echo": {"summarize: One. Two. then echo",
			[]string{`{"text":"One. Two."}`, `{"text":{"$from":"t1","path":"summary"}}`}, []string{"t1"}},
		"both: own JSON and the result": {`summarize: One. Two. then validate: {"schema":{"type":"string"}}`,
			[]string{`{"text":"One. Two."}`, `{"document":{"$from":"t1","path":"summary"},"schema":{"type":"string"}}`}, []string{"t1"}},
	} {
		p, err := RulePlan(teamstate.PlanRequest{Goal: c.goal, Budget: "100", Skills: devnetSkills})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, want := range c.inputs {
			if want != "" && string(p.Tasks[i].Input) != want {
				t.Errorf("%s: t%d input %s, want %s", name, i+1, p.Tasks[i].Input, want)
			}
		}
		if !slices.Equal(p.Tasks[1].Deps, c.deps) {
			t.Errorf("%s: t2 deps %v, want %v", name, p.Tasks[1].Deps, c.deps)
		}
		if err := teamstate.Validate(context.Background(), p, big.NewInt(100), nil); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// A step whose input does not fit its skill is refused: source that does not parse, a JSON
// object the skill's input schema refuses, a JSON result where Go source is wanted.
func TestRulePlanChecksInputs(t *testing.T) {
	for name, goal := range map[string]string{
		"not Go":          "gofmt: this is prose",
		"schema refuses":  `summarize: {"text":3}`,
		"no schema given": "validate: {}",
		"JSON is not Go":  `validate: {"schema":{},"document":1} then gofmt`,
	} {
		if _, err := RulePlan(teamstate.PlanRequest{Goal: goal, Budget: "100", Skills: devnetSkills}); !errors.Is(err, runtime.ErrBadInput) {
			t.Errorf("%s: %v", name, err)
		}
	}
}
