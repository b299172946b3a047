package team

import "encoding/json"

// task is a plan's task for tests: skill, share and dependencies, with a small input.
func task(id, skill, share string, deps ...string) Task {
	return Task{ID: id, Skill: skill, Share: share, Deps: deps, Input: json.RawMessage(`{"text":"x"}`)}
}
