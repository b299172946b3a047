// Package bounty holds the escrow's value types that travel beyond it: a bounty's Status as the
// contract numbers it, the node's record of a job (Job, its Role and Stage), amounts as decimal
// strings (BigString) and the native token's address. It imports nothing of the module, so the
// API's types (node/apitypes) and the web app carry these without reaching the chain client.
package bounty

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Status is a bounty's lifecycle state, as the contract numbers it.
type Status uint8

// The states of IBountyEscrow.Status.
const (
	StatusNone Status = iota
	StatusOpen
	StatusClaimed
	StatusSubmitted
	StatusAccepted
	StatusRejected
	StatusDisputed
	StatusResolved
	StatusCancelled
	StatusExpired
)

var statusNames = [...]string{"none", "open", "claimed", "submitted", "accepted", "rejected", "disputed", "resolved", "cancelled", "expired"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("status(%d)", uint8(s))
}

// Terminal reports whether no further transition is possible.
func (s Status) Terminal() bool {
	return s == StatusAccepted || s == StatusResolved || s == StatusCancelled || s == StatusExpired
}

// MarshalText writes the status name.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a status name.
func (s *Status) UnmarshalText(b []byte) error {
	for i, n := range statusNames {
		if n == string(b) {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("escrow: unknown bounty status %q", b)
}

// NativeToken is the token address that means native ETH.
var NativeToken = common.Address{}

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

// BigString is a big.Int that travels in JSON as a decimal string (wei do not fit a float).
type BigString big.Int

// NewBigString wraps v.
func NewBigString(v *big.Int) *BigString { return (*BigString)(new(big.Int).Set(v)) }

// Int returns the value.
func (b *BigString) Int() *big.Int {
	if b == nil {
		return new(big.Int)
	}
	return (*big.Int)(b)
}

// MarshalText writes decimal digits.
func (b BigString) MarshalText() ([]byte, error) { return []byte((*big.Int)(&b).String()), nil }

// UnmarshalText reads decimal digits (a JSON number in quotes).
func (b *BigString) UnmarshalText(t []byte) error {
	v, ok := new(big.Int).SetString(strings.TrimSpace(string(t)), 10)
	if !ok || v.Sign() < 0 {
		return fmt.Errorf("escrow: %q is not a non-negative decimal amount", t)
	}
	*b = BigString(*v)
	return nil
}
