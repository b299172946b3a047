package escrow

import (
	"encoding/json"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Role says which side of a bounty a node is on.
type Role string

// The two sides.
const (
	RoleRequester Role = "requester"
	RoleWorker    Role = "worker"
)

// Stage is how far the node got with a job; each is persisted before the next step starts, so a
// node killed at any moment resumes from the last stage it recorded.
type Stage string

// Stages of a worker job: claiming → claimed → computed → submitted → done; of a requester
// job: posted → received → decided → done. A worker job is recorded as claiming, with the
// spec it fetched, before its claim transaction is sent: the claim's outcome is on chain, and
// a node that stops before it learns it settles the record from the chain when it starts.
const (
	StageClaiming  Stage = "claiming"
	StageClaimed   Stage = "claimed"
	StageComputed  Stage = "computed"
	StageSubmitted Stage = "submitted"
	StagePosted    Stage = "posted"
	StageReceived  Stage = "received"
	StageDecided   Stage = "decided"
	StageDone      Stage = "done"
)

// Job is the node's record of one bounty it posted or works on.
type Job struct {
	Role     Role   `json:"role"`
	BountyID uint64 `json:"bountyId"`
	Stage    Stage  `json:"stage"`
	// Worker side: the hosted agent (runtime name and on-chain id) doing the work.
	Agent   string `json:"agent,omitempty"`
	AgentID uint64 `json:"agentId,omitempty"`
	// Spec is the task spec blob (canonical bytes).
	Spec json.RawMessage `json:"spec,omitempty"`
	// Peer is the counterparty's node: the requester's (worker side) for delivery.
	Peer string `json:"peer,omitempty"`
	// ClaimTx is the worker's claim transaction, the latest version the chain node took
	// (fee replacements change the hash); zero until it is sent.
	ClaimTx common.Hash `json:"claimTx,omitzero"`
	// Result is the canonical result bytes: computed (worker), or on the requester side the
	// candidate whose hash the worker submitted on chain, picked when it is judged.
	Result     json.RawMessage `json:"result,omitempty"`
	ResultHash common.Hash     `json:"resultHash,omitzero"`
	// Candidates are the results the claiming worker delivered before they were judged (at
	// most MaxCandidates, newest last); the one whose hash is on chain is judged.
	Candidates []json.RawMessage `json:"candidates,omitempty"`
	Delivered  bool              `json:"delivered,omitempty"`
	// Requester side: a command that judges the result (exit 0 accepts), and the verdict.
	Verifier string `json:"verifier,omitempty"`
	// Manual: a person decides (Market.Decide); a delivered result waits for them instead of
	// being judged, until the review window ends and the contract accepts it by timeout.
	Manual   bool   `json:"manual,omitempty"`
	Verdict  string `json:"verdict,omitempty"`
	Feedback bool   `json:"feedback,omitempty"`
	// Outcome is the final state as the chain has it, once done.
	Outcome string    `json:"outcome,omitempty"`
	Err     string    `json:"error,omitempty"`
	Updated time.Time `json:"updated"`
}

// Store keeps jobs across restarts. The node implements it over badger with synced writes.
type Store interface {
	PutJob(j Job) error
	Jobs() ([]Job, error)
	// DeleteJob forgets a job: a claim that did not land leaves no record. Deleting a job
	// that is not stored is not an error.
	DeleteJob(id uint64) error
}
