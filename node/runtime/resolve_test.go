package runtime

import (
	"testing"

	"github.com/agentsite/agentsite/registry"
)

// TestResolveSkill: a call names a skill the ways search shows it, and they all reach the
// same skill; what matches nothing is not resolved.
func TestResolveSkill(t *testing.T) {
	info := AgentInfo{Skills: []Skill{
		{ID: "format", Name: "Go formatter", Tags: []string{"go", "Formatting"}},
		{ID: "vet", Tags: []string{"lint"}},
	}}
	for _, tc := range []struct {
		want, id string
		ok       bool
	}{
		{"format", "format", true},
		{"vet", "vet", true},
		{"lint", "vet", true},
		{"formatting", "format", true},
		{"go formatter", "format", true},
		{"gofmt", "format", true}, // the agent's name, a tag on its card
		{"GoFmt", "format", true},
		{"translate", "", false},
	} {
		t.Run(tc.want, func(t *testing.T) {
			id, ok := ResolveSkill(info, "gofmt", tc.want, registry.NormalizeTag)
			if id != tc.id || ok != tc.ok {
				t.Fatalf("ResolveSkill(%q) = %q, %v; want %q, %v", tc.want, id, ok, tc.id, tc.ok)
			}
		})
	}
}
