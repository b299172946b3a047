package agents

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/agentsite/agentsite/node/runtime"
)

// Handler runs one skill of a built-in agent; it returns a value to encode as JSON.
type Handler func(ctx context.Context, input json.RawMessage, progress runtime.ProgressFunc) (any, error)

// Builtin is a built-in agent: a fixed set of skills, each a Go function.
type Builtin struct {
	name     string
	skills   []runtime.Skill
	handlers map[string]Handler
}

var _ runtime.Agent = (*Builtin)(nil)

// skillDef pairs a skill with its handler.
type skillDef struct {
	skill runtime.Skill
	run   Handler
}

func newBuiltin(name string, defs ...skillDef) *Builtin {
	b := &Builtin{name: name, handlers: map[string]Handler{}}
	for _, d := range defs {
		b.skills = append(b.skills, d.skill)
		b.handlers[d.skill.ID] = d.run
	}
	return b
}

// Name is the agent's name.
func (b *Builtin) Name() string { return b.name }

// Skills lists the agent's skills.
func (b *Builtin) Skills() []runtime.Skill { return b.skills }

// Health is always nil: a built-in agent lives in the node's process.
func (b *Builtin) Health(context.Context) error { return nil }

// Call runs a skill.
func (b *Builtin) Call(ctx context.Context, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	h, ok := b.handlers[skill]
	if !ok {
		return nil, fmt.Errorf("%w: %q has no skill %q", runtime.ErrUnknownSkill, b.name, skill)
	}
	out, err := h(ctx, input, progress)
	if err != nil {
		return nil, err
	}
	if raw, ok := out.(json.RawMessage); ok {
		return raw, nil
	}
	b2, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("%w: %s/%s: encode result: %v", runtime.ErrAgentFailed, b.name, skill, err)
	}
	return b2, nil
}

// decode reads input into v, rejecting unknown fields, with a runtime.ErrBadInput error.
func decode(input json.RawMessage, v any) error {
	if err := json.Unmarshal(input, v); err != nil {
		return fmt.Errorf("%w: %v", runtime.ErrBadInput, err)
	}
	return nil
}

// Factories returns the built-in agents by name, for runtime.Options.Builtins.
func Factories() map[string]runtime.BuiltinFactory {
	wrap := func(f func(name string) *Builtin) runtime.BuiltinFactory {
		return func(cfg runtime.AgentConfig) (runtime.Agent, error) { return f(cfg.Name), nil }
	}
	return map[string]runtime.BuiltinFactory{
		"echo":       wrap(NewEcho),
		"gofmt":      wrap(NewGofmt),
		"summarize":  wrap(NewSummarize),
		"jsonschema": wrap(NewJSONSchema),
		"planner":    wrap(NewPlanner),
	}
}

func schema(s string) json.RawMessage { return json.RawMessage(s) }
