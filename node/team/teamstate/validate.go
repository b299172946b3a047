package teamstate

import (
	"context"
	"fmt"
	"math/big"
)

// SkillChecker says whether some agent on the network offers a skill (discovery).
type SkillChecker interface {
	HasSkill(ctx context.Context, skill string) (bool, error)
}

// SkillFunc adapts a function to SkillChecker.
type SkillFunc func(ctx context.Context, skill string) (bool, error)

// HasSkill calls f.
func (f SkillFunc) HasSkill(ctx context.Context, skill string) (bool, error) { return f(ctx, skill) }

// Validate checks a plan against a budget (wei) before anything is posted: ids, skills, modes,
// inputs (JSON, references only to the task's own dependencies), dependencies that exist, no
// cycle, depth within MaxDepth, shares positive and together within the budget, and, when
// skills is not nil, every skill offered by some agent on the network.
func Validate(ctx context.Context, p Plan, budget *big.Int, skills SkillChecker) error {
	if len(p.Tasks) == 0 {
		return fmt.Errorf("%w: no tasks", ErrBadPlan)
	}
	if len(p.Tasks) > MaxTasks {
		return fmt.Errorf("%w: %d tasks, limit %d", ErrBadPlan, len(p.Tasks), MaxTasks)
	}
	if budget == nil || budget.Sign() <= 0 {
		return fmt.Errorf("%w: the budget must be more than zero", ErrBadPlan)
	}
	ids := map[string]Task{}
	for _, t := range p.Tasks {
		if !validID(t.ID) {
			return fmt.Errorf("%w: task id %q (want 1-%d of a-z 0-9 _ -)", ErrBadPlan, t.ID, maxIDLen)
		}
		if _, dup := ids[t.ID]; dup {
			return fmt.Errorf("%w: task id %q twice", ErrBadPlan, t.ID)
		}
		ids[t.ID] = t
	}
	sum := new(big.Int)
	for _, t := range p.Tasks {
		if err := checkTask(t, ids); err != nil {
			return err
		}
		v, err := t.ShareWei()
		if err != nil {
			return err
		}
		if v.Sign() <= 0 {
			return fmt.Errorf("%w: task %q: share must be more than zero", ErrBadPlan, t.ID)
		}
		sum.Add(sum, v)
	}
	if sum.Cmp(budget) > 0 {
		return fmt.Errorf("%w: shares add up to %s wei, budget %s wei", ErrOverBudget, sum, budget)
	}
	if _, err := Order(p); err != nil {
		return err
	}
	if d := depth(p); d > MaxDepth {
		return fmt.Errorf("%w: %d levels, limit %d", ErrTooDeep, d, MaxDepth)
	}
	if p.Final != "" {
		if _, ok := ids[p.Final]; !ok {
			return fmt.Errorf("%w: final task %q is not in the plan", ErrBadPlan, p.Final)
		}
	}
	if skills == nil {
		return nil
	}
	seen := map[string]bool{}
	for _, t := range p.Tasks {
		if seen[t.Skill] {
			continue
		}
		seen[t.Skill] = true
		ok, err := skills.HasSkill(ctx, t.Skill)
		if err != nil {
			return fmt.Errorf("team: look up skill %q: %w", t.Skill, err)
		}
		if !ok {
			return fmt.Errorf("%w: %q (task %q)", ErrUnknownSkill, t.Skill, t.ID)
		}
	}
	return nil
}

// checkTask checks one task's own fields and its references to others.
func checkTask(t Task, ids map[string]Task) error {
	if t.Skill == "" || len(t.Skill) > 128 {
		return fmt.Errorf("%w: task %q needs a skill (at most 128 bytes)", ErrBadPlan, t.ID)
	}
	if len(t.Description) > 4096 {
		return fmt.Errorf("%w: task %q: description over 4096 bytes", ErrBadPlan, t.ID)
	}
	if m := t.RunMode(); m != ModeSync && m != ModeAsync {
		return fmt.Errorf("%w: task %q: mode %q (want sync or async)", ErrBadPlan, t.ID, t.Mode)
	}
	if err := checkAsk(t); err != nil {
		return err
	}
	deps := map[string]bool{}
	for _, d := range t.Deps {
		dt, ok := ids[d]
		if !ok {
			return fmt.Errorf("%w: task %q depends on unknown task %q", ErrBadPlan, t.ID, d)
		}
		if d == t.ID {
			return fmt.Errorf("%w: task %q depends on itself", ErrCycle, t.ID)
		}
		if dt.RunMode() == ModeAsync {
			return fmt.Errorf("%w: task %q depends on async task %q (async results are only joined at the end)", ErrBadPlan, t.ID, d)
		}
		deps[d] = true
	}
	refs, err := References(t.Input)
	if err != nil {
		return fmt.Errorf("%w: task %q: %v", ErrBadPlan, t.ID, err)
	}
	for _, r := range refs {
		if !deps[r] {
			return fmt.Errorf("%w: task %q uses the output of %q, which is not among its deps", ErrBadPlan, t.ID, r)
		}
	}
	return nil
}

// Order returns the task ids in an order where every task comes after its dependencies, or
// ErrCycle naming a task on a cycle.
func Order(p Plan) ([]string, error) {
	indeg := map[string]int{}
	users := map[string][]string{}
	for _, t := range p.Tasks {
		indeg[t.ID] += 0
		for _, d := range t.Deps {
			indeg[t.ID]++
			users[d] = append(users[d], t.ID)
		}
	}
	var queue, out []string
	for _, t := range p.Tasks {
		if indeg[t.ID] == 0 {
			queue = append(queue, t.ID)
		}
	}
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		out = append(out, id)
		for _, u := range users[id] {
			if indeg[u]--; indeg[u] == 0 {
				queue = append(queue, u)
			}
		}
	}
	if len(out) != len(p.Tasks) {
		for _, t := range p.Tasks {
			if indeg[t.ID] > 0 {
				return nil, fmt.Errorf("%w: through task %q", ErrCycle, t.ID)
			}
		}
	}
	return out, nil
}

// depth is the number of levels of an acyclic plan (1 for tasks without dependencies).
func depth(p Plan) int {
	order, _ := Order(p)
	level := map[string]int{}
	max := 0
	for _, id := range order {
		t, _ := p.Task(id)
		l := 1
		for _, d := range t.Deps {
			if level[d]+1 > l {
				l = level[d] + 1
			}
		}
		level[id] = l
		if l > max {
			max = l
		}
	}
	return max
}
