package teamstate

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"
)

// network offers these skills.
var network = SkillFunc(func(_ context.Context, s string) (bool, error) {
	return s == "summarize" || s == "gofmt" || s == "echo", nil
})

func task(id, skill, share string, deps ...string) Task {
	return Task{ID: id, Skill: skill, Share: share, Deps: deps, Input: json.RawMessage(`{"text":"x"}`)}
}

// asked is an echo task settled by auction.
func asked(id, share, maxPrice string, deadlineMs int64) Task {
	t := task(id, "echo", share)
	t.Ask = &AskTerms{MaxPrice: maxPrice, DeadlineMs: deadlineMs}
	return t
}

func TestValidate(t *testing.T) {
	budget := big.NewInt(1e16) // 0.01 ETH
	deep := Plan{}
	for i := 0; i <= MaxDepth; i++ {
		tk := task(string(rune('a'+i)), "echo", "1 wei")
		if i > 0 {
			tk.Deps = []string{string(rune('a' + i - 1))}
		}
		deep.Tasks = append(deep.Tasks, tk)
	}
	refOutside := task("b", "echo", "1 wei")
	refOutside.Input = json.RawMessage(`{"text":"{{a.summary}}"}`)
	refOK := task("b", "echo", "1 wei", "a")
	refOK.Input = json.RawMessage(`{"text":{"$from":"a","path":"summary"}}`)
	for _, c := range []struct {
		name string
		plan Plan
		want error
	}{
		{"three levels", Plan{Tasks: []Task{task("a", "summarize", "0.004"), task("b", "gofmt", "0.003", "a"), task("c", "echo", "0.003", "a", "b")}}, nil},
		{"references a dep", Plan{Tasks: []Task{task("a", "summarize", "0.001"), refOK}}, nil},
		{"empty", Plan{}, ErrBadPlan},
		{"cycle", Plan{Tasks: []Task{task("a", "echo", "0.001", "c"), task("b", "echo", "0.001", "a"), task("c", "echo", "0.001", "b")}}, ErrCycle},
		{"self", Plan{Tasks: []Task{task("a", "echo", "0.001", "a")}}, ErrCycle},
		{"missing skill", Plan{Tasks: []Task{task("a", "translate", "0.001")}}, ErrUnknownSkill},
		{"over budget", Plan{Tasks: []Task{task("a", "echo", "0.006"), task("b", "echo", "0.005")}}, ErrOverBudget},
		{"zero share", Plan{Tasks: []Task{task("a", "echo", "0")}}, ErrBadPlan},
		{"bad share", Plan{Tasks: []Task{task("a", "echo", "lots")}}, ErrBadPlan},
		{"duplicate id", Plan{Tasks: []Task{task("a", "echo", "1 wei"), task("a", "echo", "1 wei")}}, ErrBadPlan},
		{"bad id", Plan{Tasks: []Task{task("A B", "echo", "1 wei")}}, ErrBadPlan},
		{"unknown dep", Plan{Tasks: []Task{task("a", "echo", "1 wei", "zz")}}, ErrBadPlan},
		{"dep on async", Plan{Tasks: []Task{{ID: "a", Skill: "echo", Share: "1 wei", Mode: ModeAsync}, task("b", "echo", "1 wei", "a")}}, ErrBadPlan},
		{"bad mode", Plan{Tasks: []Task{{ID: "a", Skill: "echo", Share: "1 wei", Mode: "later"}}}, ErrBadPlan},
		{"reference outside deps", Plan{Tasks: []Task{task("a", "echo", "1 wei"), refOutside}}, ErrBadPlan},
		{"input not JSON", Plan{Tasks: []Task{{ID: "a", Skill: "echo", Share: "1 wei", Input: json.RawMessage(`{`)}}}, ErrBadPlan},
		{"unknown final", Plan{Final: "z", Tasks: []Task{task("a", "echo", "1 wei")}}, ErrBadPlan},
		{"too deep", deep, ErrTooDeep},
		{"auctioned", Plan{Tasks: []Task{asked("a", "0.001", "0.0005", 2000), asked("b", "0.001", "", 0), asked("c", "0.001", "0", 100)}}, nil},
		{"auction over its share", Plan{Tasks: []Task{asked("a", "0.001", "0.002", 0)}}, ErrBadPlan},
		{"auction price not an amount", Plan{Tasks: []Task{asked("a", "0.001", "cheap", 0)}}, ErrBadPlan},
		{"auction deadline too short", Plan{Tasks: []Task{asked("a", "0.001", "", 99)}}, ErrBadPlan},
		{"auction deadline too long", Plan{Tasks: []Task{asked("a", "0.001", "", MaxAskDeadline.Milliseconds()+1)}}, ErrBadPlan},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := Validate(context.Background(), c.plan, budget, network)
			if c.want == nil && err != nil || c.want != nil && !errors.Is(err, c.want) {
				t.Fatalf("Validate: %v, want %v", err, c.want)
			}
		})
	}
}

func TestValidateSharesEqualBudget(t *testing.T) {
	p := Plan{Tasks: []Task{task("a", "echo", "0.004"), task("b", "echo", "6000000000000000 wei")}}
	if err := Validate(context.Background(), p, big.NewInt(1e16), network); err != nil {
		t.Fatal(err)
	}
	if p.Total().Cmp(big.NewInt(1e16)) != 0 {
		t.Fatalf("total %s", p.Total())
	}
}

func TestDecodePlan(t *testing.T) {
	if _, err := DecodePlan([]byte(`{"tasks":[],"extra":1}`)); !errors.Is(err, ErrBadPlan) {
		t.Fatalf("unknown field: %v", err)
	}
	if _, err := DecodePlan([]byte(`{"tasks":[]} {}`)); !errors.Is(err, ErrBadPlan) {
		t.Fatalf("trailing data: %v", err)
	}
	if _, err := DecodePlan([]byte(strings.Repeat(" ", MaxPlanSize+1))); !errors.Is(err, ErrBadPlan) {
		t.Fatalf("too large: %v", err)
	}
	p, err := DecodePlan([]byte(`{"goal":"g","tasks":[{"id":"a","skill":"echo","share":"0.01","mode":"async"}]}`))
	if err != nil || p.Tasks[0].Mode != ModeAsync || p.Goal != "g" {
		t.Fatalf("%+v %v", p, err)
	}
}

func TestOrderAndSinks(t *testing.T) {
	p := Plan{Tasks: []Task{task("c", "echo", "1 wei", "a", "b"), task("a", "echo", "1 wei"), task("b", "echo", "1 wei", "a"), task("d", "echo", "1 wei")}}
	order, err := Order(p)
	if err != nil {
		t.Fatal(err)
	}
	pos := map[string]int{}
	for i, id := range order {
		pos[id] = i
	}
	if pos["a"] > pos["b"] || pos["b"] > pos["c"] || len(order) != 4 {
		t.Fatalf("order %v", order)
	}
	if s := p.Sinks(); strings.Join(s, ",") != "c,d" {
		t.Fatalf("sinks %v", s)
	}
	if depth(p) != 3 {
		t.Fatalf("depth %d", depth(p))
	}
}
