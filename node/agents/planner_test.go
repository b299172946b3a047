package agents

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/node/team"
)

func TestRulePlan(t *testing.T) {
	skills := []string{"summarize", "gofmt", "echo"}
	p, err := RulePlan(team.PlanRequest{Goal: "summarize: Agents work. They are paid. then echo; gofmt: package a", Budget: "1000", Skills: skills})
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
	if err := team.Validate(context.Background(), p, big.NewInt(1000), nil); err != nil {
		t.Fatalf("the planner's plan does not validate: %v", err)
	}
	if p.Total().Cmp(big.NewInt(1000)) != 0 {
		t.Fatalf("shares add up to %s, want the budget", p.Total())
	}
}

func TestRulePlanMultilineStep(t *testing.T) {
	p, err := RulePlan(team.PlanRequest{Goal: "summarize: One. Two. and then gofmt: package main\nfunc main(){}", Budget: "10",
		Skills: []string{"summarize", "format", "gofmt"}})
	if err != nil || len(p.Tasks) != 2 || p.Tasks[1].Skill != "gofmt" || string(p.Tasks[1].Input) != `{"source":"package main\nfunc main(){}"}` {
		t.Fatalf("%+v %v", p.Tasks, err)
	}
}

func TestRulePlanRefuses(t *testing.T) {
	for name, r := range map[string]team.PlanRequest{
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
	p, err := team.DecodePlan(out)
	if err != nil || len(p.Tasks) != 1 || p.Tasks[0].Skill != "summarize" {
		t.Fatalf("%s %v", out, err)
	}
}
