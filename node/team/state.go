package team

import (
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/chat"
)

// RoomPrefix begins every team's room name ("team-" + the team's id): a worker's node joins
// a room named in a bounty's spec only if it is a team's.
const RoomPrefix = "team-"

// newTeam makes the state of a fresh team for a valid plan.
func newTeam(id, goal string, budget *escrow.BigString, p Plan, now time.Time) *Team {
	t := &Team{ID: id, Goal: goal, Budget: budget, Room: RoomPrefix + id, State: chat.StateDiscussion, Plan: p, Created: now}
	for _, task := range p.Tasks {
		t.Tasks = append(t.Tasks, TaskState{Task: task, Status: TaskPending})
	}
	return t
}
