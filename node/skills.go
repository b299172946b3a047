package node

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/agentsite/agentsite/registry"
)

// skillRouter is the runtime as callers reach it (the call protocol and the API): a call may
// name a skill by its id, by a tag its card lists, by its name, or by the agent's name (every
// skill's card carries it as a tag), as search shows them; it runs the skill that matches.
type skillRouter struct{ *runtime.Runtime }

// Call resolves skill, then runs it; a skill that matches nothing is passed on unchanged, so
// the runtime's "unknown skill" error names what the caller sent.
func (r skillRouter) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	if info, err := r.Info(ctx, agent); err == nil {
		if id, ok := resolveSkill(info, agent, skill); ok {
			skill = id
		}
	}
	return r.Runtime.Call(ctx, agent, skill, input, progress)
}

// resolveSkill finds the id of agent's skill that want names: its id, then a tag (compared
// normalised, as search compares them), then its name, then the agent's own name (the first
// skill).
func resolveSkill(info runtime.AgentInfo, agent, want string) (string, bool) {
	for _, s := range info.Skills {
		if s.ID == want {
			return s.ID, true
		}
	}
	tag := registry.NormalizeTag(want)
	for _, s := range info.Skills {
		for _, t := range s.Tags {
			if registry.NormalizeTag(t) == tag {
				return s.ID, true
			}
		}
	}
	for _, s := range info.Skills {
		if s.Name != "" && strings.EqualFold(s.Name, want) {
			return s.ID, true
		}
	}
	if len(info.Skills) > 0 && tag == registry.NormalizeTag(agent) {
		return info.Skills[0].ID, true
	}
	return "", false
}
