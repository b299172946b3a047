package ioa

// State is the conversation state of the IoA protocol.
type State string

// The conversation states. A room moves between them as its members decide.
const (
	StateDiscussion     State = "discussion"
	StateTaskAssignment State = "task_assignment"
	StateExecution      State = "execution"
	StateConclusion     State = "conclusion"
	// StatePause is IoA's pause & trigger: the team waits (nothing new is assigned) until its
	// trigger fires (a time, a task's end, a message) and resumes.
	StatePause State = "pause"
)

// States lists the conversation states, in the order a team goes through them.
var States = []State{StateDiscussion, StateTaskAssignment, StateExecution, StatePause, StateConclusion}

// Valid reports whether s is one of the five states.
func (s State) Valid() bool {
	switch s {
	case StateDiscussion, StateTaskAssignment, StateExecution, StatePause, StateConclusion:
		return true
	}
	return false
}
