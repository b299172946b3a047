package teamstate

import (
	"fmt"
	"strings"
	"time"

	"github.com/agentsite/agentsite/node/chat/ioa"
)

// Proposal is a state change, an assignment or a revised plan proposed in the room.
type Proposal struct {
	ID       string          `json:"id"`
	By       string          `json:"by"`
	State    ioa.State       `json:"state,omitempty"`
	Plan     *Plan           `json:"plan,omitempty"`
	Trigger  *Trigger        `json:"trigger,omitempty"`
	Assign   *Assignment     `json:"assign,omitempty"`
	Reason   string          `json:"reason,omitempty"`
	Voting   bool            `json:"voting,omitempty"`
	Votes    map[string]bool `json:"votes,omitempty"`
	Decided  bool            `json:"decided,omitempty"`
	Accepted bool            `json:"accepted,omitempty"`
}

// Trigger resumes a paused team: at a time, when a task ends (an event of the team), or on a
// member's message in the room containing a text. A pause names at least one; the first that
// fires resumes the team.
type Trigger struct {
	At      time.Time `json:"at,omitzero"`
	Task    string    `json:"task,omitempty"`
	Message string    `json:"message,omitempty"`
	// Resume is the state the team goes back to (the one it paused in).
	Resume ioa.State `json:"resume,omitempty"`
}

// Assignment names the agent a pending task is hired from next.
type Assignment struct {
	Task  string `json:"task"`
	Agent string `json:"agent"` // the agent's DID
}

// ProposalBody is the JSON content of proposal, vote_call and vote messages.
type ProposalBody struct {
	ID      string      `json:"id"`
	State   ioa.State   `json:"state,omitempty"`
	Plan    *Plan       `json:"plan,omitempty"`
	Trigger *Trigger    `json:"trigger,omitempty"`
	Assign  *Assignment `json:"assign,omitempty"`
	Reason  string      `json:"reason,omitempty"`
	Yes     bool        `json:"yes,omitempty"`
}

// Describe says what fires tr, for people (the room, team show).
func (tr Trigger) Describe() string {
	var w []string
	if !tr.At.IsZero() {
		w = append(w, tr.At.UTC().Format(time.RFC3339))
	}
	if tr.Task != "" {
		w = append(w, "task "+tr.Task+" ends")
	}
	if tr.Message != "" {
		w = append(w, fmt.Sprintf("a member says %q", tr.Message))
	}
	return strings.Join(w, " or ")
}
