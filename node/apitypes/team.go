package apitypes

import "github.com/agentsite/agentsite/node/team/teamstate"

// TeamStartParams are team.start's parameters.
type TeamStartParams struct {
	Goal   string          `json:"goal"`
	Budget string          `json:"budget"`         // "0.05", "0.05 ETH", "…wei"
	Plan   *teamstate.Plan `json:"plan,omitempty"` // none: an agent offering the skill "plan" makes one
	// ParentID is a claimed bounty of this node's agent the team works for (a nested team).
	ParentID     uint64 `json:"parentId,omitempty"`
	ClaimTimeout string `json:"claimTimeout,omitempty"` // how long a hired agent has to claim ("30s")
	TaskTimeout  string `json:"taskTimeout,omitempty"`  // each bounty's deadline from its post ("10m")
	MaxAttempts  int    `json:"maxAttempts,omitempty"`  // failed attempts per task before it fails
}

// TeamView is a team as team.show answers: its state and where its budget went.
type TeamView struct {
	*teamstate.Team
	Accounts teamstate.Accounts `json:"accounts"`
}
