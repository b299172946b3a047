// Package agents holds the built-in Go agents a node can host with no network and no model:
// echo (returns its input; a "slow" skill reports progress, for benchmarks and tests), gofmt
// (formats Go source with go/format), summarize (extractive summary by word-frequency sentence
// scoring), jsonschema (validates a JSON document against a JSON schema) and planner (the skill
// "plan": a goal and the network's skills to a team plan, by rules, each step's input wired
// by what its skill takes and checked against the skill's input schema). Factories returns
// them keyed by name for runtime.Options.Builtins.
package agents
