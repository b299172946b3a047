package runtime

import (
	"context"
	"encoding/json"
	"strings"
)

// Router is the runtime as callers reach it (the call protocol and the API): a call may name a
// skill by its id, by a tag its card lists, by its name, or by the agent's name (every skill's
// card carries it as a tag), as search shows them; it runs the skill that matches.
type Router struct {
	*Runtime
	// Normalize maps a tag to the form search compares (registry.NormalizeTag), so a call
	// matches the tags search matched.
	Normalize func(string) string
}

// Call resolves skill, then runs it; a skill that matches nothing is passed on unchanged, so
// the runtime's "unknown skill" error names what the caller sent.
// A skill named by its id runs as it is; the others are resolved from the agent's skills,
// without the health check Info makes (it resolves nothing, and a call's bound, CallBound,
// leaves it no time).
func (r Router) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress ProgressFunc) (json.RawMessage, error) {
	if h, ok := r.agents[agent]; ok && !hasSkill(h.agent.Skills(), skill) {
		if id, ok := ResolveSkill(AgentInfo{Skills: h.skills()}, agent, skill, r.Normalize); ok {
			skill = id
		}
	}
	return r.Runtime.Call(ctx, agent, skill, input, progress)
}

// ResolveSkill finds the id of agent's skill that want names: its id, then a tag (compared
// after normalize, as search compares them), then its name, then the agent's own name (the
// first skill).
func ResolveSkill(info AgentInfo, agent, want string, normalize func(string) string) (string, bool) {
	for _, s := range info.Skills {
		if s.ID == want {
			return s.ID, true
		}
	}
	tag := normalize(want)
	for _, s := range info.Skills {
		for _, t := range s.Tags {
			if normalize(t) == tag {
				return s.ID, true
			}
		}
	}
	for _, s := range info.Skills {
		if s.Name != "" && strings.EqualFold(s.Name, want) {
			return s.ID, true
		}
	}
	if len(info.Skills) > 0 && tag == normalize(agent) {
		return info.Skills[0].ID, true
	}
	return "", false
}
