package teamstate

import (
	"encoding/json"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/bounty"
	"github.com/agentsite/agentsite/node/chat/ioa"
)

// TaskStatus is where a task is.
type TaskStatus string

// Task statuses. Done, failed and skipped are final.
const (
	TaskPending TaskStatus = "pending" // waiting for dependencies, money or a candidate
	TaskHiring  TaskStatus = "hiring"  // a bounty is posted, nobody has claimed it yet
	TaskRunning TaskStatus = "running" // claimed; the agent works
	TaskDone    TaskStatus = "done"
	TaskFailed  TaskStatus = "failed"
	TaskSkipped TaskStatus = "skipped" // a dependency failed, or the team concluded first
)

// Final reports whether s is done, failed or skipped.
func (s TaskStatus) Final() bool { return s == TaskDone || s == TaskFailed || s == TaskSkipped }

// Attempt is one bounty posted for a task.
type Attempt struct {
	// AgentID is the hired agent (0: an open bounty anyone with the skill may claim).
	AgentID uint64 `json:"agentId,omitempty"`
	// AgentDID is the candidate's DID, as discovery found it.
	AgentDID string `json:"agentDid,omitempty"`
	// Tag names the attempt in the bounty's description, for people reading the bounty.
	Tag string `json:"tag"`
	// Nonce makes the attempt's spec unique and SpecHash is that spec's hash, the bounty's
	// specHash on chain: both are recorded before the post is sent, so a leader stopped between
	// the transaction and its record finds the bounty on chain and adopts it.
	Nonce    string      `json:"nonce,omitempty"`
	SpecHash common.Hash `json:"specHash,omitzero"`
	// BountyID is 0 until the post is recorded.
	BountyID uint64 `json:"bountyId,omitempty"`
	// Reward is what the bounty escrows, in wei.
	Reward *bounty.BigString `json:"reward"`
	// Posted is when the bounty was posted (the claim timeout counts from it).
	Posted time.Time `json:"posted"`
	// Status is the bounty's on-chain status as last seen ("posting" before it is on chain).
	Status string `json:"status"`
	// Replaced: the candidate did not claim in time and the bounty was cancelled.
	Replaced bool `json:"replaced,omitempty"`
	// Err says why the attempt failed.
	Err string `json:"error,omitempty"`
	// Local: the agent is the leader's own, called directly with no bounty (Reward 0).
	Local bool `json:"local,omitempty"`
	// Auction: the attempt is a swarm auction (Task.Ask), its call paid by voucher. Reward is
	// the max price while it runs, then the winner's bid (0 when no winner answered).
	Auction bool `json:"auction,omitempty"`
}

// TaskState is a task with its progress.
type TaskState struct {
	Task
	Status   TaskStatus      `json:"status"`
	Attempts []Attempt       `json:"attempts,omitempty"`
	Output   json.RawMessage `json:"output,omitempty"`
	Err      string          `json:"error,omitempty"`
	// Started and Finished time the task (from the first post to the accepted result).
	Started  time.Time `json:"started,omitzero"`
	Finished time.Time `json:"finished,omitzero"`
	// Usage is the tokens the agent reported with its result (an llm agent's "usage").
	Usage *Usage `json:"usage,omitempty"`
	// Prefer is an agent (DID) an accepted assignment proposal named for the task's next attempt.
	Prefer string `json:"prefer,omitempty"`
}

// Last is the task's current attempt, if any.
func (t *TaskState) Last() *Attempt {
	if len(t.Attempts) == 0 {
		return nil
	}
	return &t.Attempts[len(t.Attempts)-1]
}

// Failures counts attempts that were claimed and failed (replacements do not count).
func (t *TaskState) Failures() int {
	n := 0
	for _, a := range t.Attempts {
		if a.Err != "" && !a.Replaced {
			n++
		}
	}
	return n
}

// Tried reports whether agent was hired for the task before.
func (t *TaskState) Tried(agent uint64) bool {
	for _, a := range t.Attempts {
		if a.AgentID == agent {
			return true
		}
	}
	return false
}

// LocalTried reports whether one of the leader's own agents was called for the task before.
func (t *TaskState) LocalTried() bool {
	for _, a := range t.Attempts {
		if a.Local {
			return true
		}
	}
	return false
}

// OpenTried reports whether an open bounty was posted for the task before.
func (t *TaskState) OpenTried() bool {
	for _, a := range t.Attempts {
		if a.AgentID == 0 && a.Status != "posting" {
			return true
		}
	}
	return false
}

// Team is a goal's whole state, as the leader's node keeps it.
type Team struct {
	ID     string            `json:"id"`
	Goal   string            `json:"goal"`
	Budget *bounty.BigString `json:"budget"`
	// ParentID is the claimed bounty a nested team works for (its bounties are children of
	// it); 0 for a team started by a user.
	ParentID uint64 `json:"parentId,omitempty"`
	// Nesting is 0 for a user's team, 1 for a team started for one of its tasks, ...
	Nesting int         `json:"nesting,omitempty"`
	Room    string      `json:"room"`
	Owner   string      `json:"owner"` // the leader's DID
	State   ioa.State   `json:"state"`
	Plan    Plan        `json:"plan"`
	Planner string      `json:"planner,omitempty"` // who made the plan: "file" or an agent
	Tasks   []TaskState `json:"tasks"`
	// Deadline bounds every bounty of the team (a nested team's: its parent's deadline).
	Deadline time.Time `json:"deadline,omitzero"`
	Created  time.Time `json:"created"`
	// Concluded is set with the answer and the reason once the team is finished.
	Concluded time.Time       `json:"concluded,omitzero"`
	Answer    json.RawMessage `json:"answer,omitempty"`
	Reason    string          `json:"reason,omitempty"`
	// Proposals are the room's open proposals (see node/team's conversation).
	Proposals []Proposal `json:"proposals,omitempty"`
	// Limits are this team's timeouts and retries (zero fields: the engine's).
	Limits Limits `json:"limits,omitzero"`
	// Leader is the DID of the hosted agent that formed the team (an llm agent's start_team):
	// its proposals are decided at once, like the owner's. Empty: the node's user.
	Leader string `json:"leader,omitempty"`
	// Pause is the trigger of a paused team (State pause): no task is hired until it fires.
	Pause *Trigger `json:"pause,omitempty"`
	// MemberHolds counts the holds hired members' proposals put on the team (node/team's
	// maxMemberHolds).
	MemberHolds int `json:"memberHolds,omitempty"`
	// PlannerUsage is the tokens the planner's call took (an llm planner reports them).
	PlannerUsage *Usage `json:"plannerUsage,omitempty"`
}

// Limits override the engine's Config for one team.
type Limits struct {
	ClaimTimeout time.Duration `json:"claimTimeout,omitempty"`
	TaskTimeout  time.Duration `json:"taskTimeout,omitempty"`
	MaxAttempts  int           `json:"maxAttempts,omitempty"`
}

// Task returns the state of task id (nil: no such task).
func (t *Team) Task(id string) *TaskState {
	for i := range t.Tasks {
		if t.Tasks[i].ID == id {
			return &t.Tasks[i]
		}
	}
	return nil
}

// Outputs are the done tasks' outputs by id.
func (t *Team) Outputs() map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	for _, ts := range t.Tasks {
		if ts.Status == TaskDone {
			out[ts.ID] = ts.Output
		}
	}
	return out
}

// Finished reports whether every task is final.
func (t *Team) Finished() bool {
	for _, ts := range t.Tasks {
		if !ts.Status.Final() {
			return false
		}
	}
	return true
}
