package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// Sentinel errors of the runtime. Callers test them with errors.Is; the call and API layers map
// each one to a stable JSON-RPC error code.
var (
	ErrUnknownAgent = errors.New("runtime: unknown agent")
	ErrUnknownSkill = errors.New("runtime: unknown skill")
	ErrAgentBusy    = errors.New("runtime: agent busy")
	ErrAgentDown    = errors.New("runtime: agent down")
	ErrTimeout      = errors.New("runtime: call timed out")
	ErrAgentFailed  = errors.New("runtime: agent failed")
	ErrBadInput     = errors.New("runtime: bad input")
	ErrClosed       = errors.New("runtime: closed")
)

// Skill is one thing an agent can do; it becomes a skill on the agent's card.
type Skill struct {
	// ID names the skill in calls (for MCP agents, the tool name).
	ID string `json:"id"`
	// Name is a human-readable name; empty means ID.
	Name string `json:"name,omitempty"`
	// Description says what the skill does.
	Description string `json:"description,omitempty"`
	// Tags are search keywords.
	Tags []string `json:"tags,omitempty"`
	// InputSchema is the JSON schema of the skill's input, if known.
	InputSchema json.RawMessage `json:"inputSchema,omitempty"`
	// Examples are sample inputs or prompts.
	Examples []string `json:"examples,omitempty"`
}

// Progress is one progress report of a long call.
type Progress struct {
	Progress float64 `json:"progress"`
	Total    float64 `json:"total,omitempty"`
	Message  string  `json:"message,omitempty"`
}

// ProgressFunc receives progress reports; it may be nil.
type ProgressFunc func(Progress)

// Agent is a hosted agent. Implementations must be safe for concurrent calls; the runtime
// bounds their concurrency and duration.
type Agent interface {
	// Name is the agent's name on this node.
	Name() string
	// Skills lists what the agent can do (it may change after a restart of an MCP server).
	Skills() []Skill
	// Call runs skill with input (a JSON value) and returns the result (a JSON value).
	Call(ctx context.Context, skill string, input json.RawMessage, progress ProgressFunc) (json.RawMessage, error)
	// Health returns nil when the agent can take calls.
	Health(ctx context.Context) error
}

// Starter is implemented by agents that need starting (processes, sessions).
type Starter interface {
	Start(ctx context.Context) error
}

// Closer is implemented by agents that hold resources.
type Closer interface {
	Close() error
}

// Clock tells the time; tests may drive it.
type Clock interface {
	Now() time.Time
}

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }

// SystemClock is the wall clock.
var SystemClock Clock = systemClock{}

// hasSkill reports whether skills has one with id.
func hasSkill(skills []Skill, id string) bool {
	for _, s := range skills {
		if s.ID == id {
			return true
		}
	}
	return false
}
