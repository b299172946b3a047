package escrow

import "github.com/agentsite/agentsite/escrow/bounty"

// Role says which side of a bounty a node is on (escrow/bounty).
type Role = bounty.Role

// The two sides.
const (
	RoleRequester = bounty.RoleRequester
	RoleWorker    = bounty.RoleWorker
)

// Stage is how far the node got with a job (escrow/bounty).
type Stage = bounty.Stage

// Stages of a worker job and of a requester job (see bounty.Stage).
const (
	StageClaiming  = bounty.StageClaiming
	StageClaimed   = bounty.StageClaimed
	StageComputed  = bounty.StageComputed
	StageSubmitted = bounty.StageSubmitted
	StagePosted    = bounty.StagePosted
	StageReceived  = bounty.StageReceived
	StageDecided   = bounty.StageDecided
	StageDone      = bounty.StageDone
)

// Job is the node's record of one bounty it posted or works on (escrow/bounty).
type Job = bounty.Job

// Store keeps jobs across restarts. The node implements it over badger with synced writes.
type Store interface {
	PutJob(j Job) error
	Jobs() ([]Job, error)
	// DeleteJob forgets a job: a claim that did not land leaves no record. Deleting a job
	// that is not stored is not an error.
	DeleteJob(id uint64) error
}
