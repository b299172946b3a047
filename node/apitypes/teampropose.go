package apitypes

import "encoding/json"

// ChatStates are the conversation states chat.post and team.propose take (node/chat's
// States, in the order a team goes through them), for forms that offer them.
var ChatStates = []string{"discussion", "task_assignment", "execution", "pause", "conclusion"}

// TeamProposeParams are team.propose's parameters: a move of a team's conversation, posted in
// its room (team-<id>) and signed by the node, or by its hosted agent As (a member hired by
// the team). Exactly one of State and Plan.
type TeamProposeParams struct {
	Team string `json:"team"`
	// ID names the proposal (votes name it); empty: one is made.
	ID string `json:"id,omitempty"`
	// State is discussion, task_assignment, execution, pause or conclusion.
	State string `json:"state,omitempty"`
	// Plan is a revised plan (the team's plan JSON).
	Plan json.RawMessage `json:"plan,omitempty"`
	// A pause's trigger: At (RFC 3339) or After (a duration from now, "10m"), Task (the pause
	// ends when that task ends), Message (a member's message containing it).
	At      string `json:"at,omitempty"`
	After   string `json:"after,omitempty"`
	Task    string `json:"task,omitempty"`
	Message string `json:"message,omitempty"`
	// An assignment (state task_assignment): AssignTask goes to the agent AssignAgent (a DID).
	AssignTask  string `json:"assignTask,omitempty"`
	AssignAgent string `json:"assignAgent,omitempty"`
	Reason      string `json:"reason,omitempty"`
	As          string `json:"as,omitempty"`
}

// TeamVoteParams are team.vote's parameters: a vote on proposal ID of a team's room, signed by
// the node or its hosted agent As.
type TeamVoteParams struct {
	Team string `json:"team"`
	ID   string `json:"id"`
	Yes  bool   `json:"yes"`
	As   string `json:"as,omitempty"`
}

// TeamPosted is what team.propose and team.vote answer: the room and the proposal's id.
type TeamPosted struct {
	Room string `json:"room"`
	ID   string `json:"id"`
}
