package chainindex

import (
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Event is one decoded contract event, delivered to subscribers after its block is indexed
// (or, with Removed set, after a reorg dropped it).
type Event struct {
	// Name is the Solidity event name, e.g. "BountyPosted" (the Event* constants).
	Name string `json:"name"`
	// Contract is the emitting contract's deployment name, e.g. deploy.NameBountyEscrow.
	Contract string `json:"contract"`
	// Block, BlockHash, Time, TxHash and LogIndex locate the log on chain.
	Block     uint64         `json:"block"`
	BlockHash common.Hash    `json:"blockHash"`
	Time      time.Time      `json:"time"`
	TxHash    common.Hash    `json:"txHash"`
	LogIndex  uint           `json:"logIndex"`
	Address   common.Address `json:"address"`
	// BountyID and AgentID are the ids the event is about (0 when none).
	BountyID uint64 `json:"bountyId,omitempty"`
	AgentID  uint64 `json:"agentId,omitempty"`
	// Identity is the DID address of a DIDRegistry event.
	Identity common.Address `json:"identity,omitzero"`
	// Data is the decoded event: a pointer to the bindings struct of that event, e.g.
	// *bindings.BountyEscrowBountyPosted.
	Data any `json:"data"`
	// Removed is set when a reorg dropped an event delivered before.
	Removed bool `json:"removed,omitempty"`
}

// Event names, as in the contracts.
const (
	EventTransfer         = "Transfer"
	EventRegistered       = "Registered"
	EventURIUpdated       = "URIUpdated"
	EventMetadataSet      = "MetadataSet"
	EventAgentWalletSet   = "AgentWalletSet"
	EventStakeIncreased   = "StakeIncreased"
	EventUnstakeRequested = "UnstakeRequested"
	EventStakeWithdrawn   = "StakeWithdrawn"
	EventSlashed          = "Slashed"

	EventBountyPosted    = "BountyPosted"
	EventBountyClaimed   = "BountyClaimed"
	EventBountySubmitted = "BountySubmitted"
	EventBountyAccepted  = "BountyAccepted"
	EventBountyRejected  = "BountyRejected"
	EventBountyDisputed  = "BountyDisputed"
	EventBountyResolved  = "BountyResolved"
	EventBountyCancelled = "BountyCancelled"
	EventBountyExpired   = "BountyExpired"
	EventSlashFailed     = "SlashFailed"
	EventPaymentDeferred = "PaymentDeferred"
	EventWithdrawn       = "Withdrawn"

	EventDIDOwnerChanged     = "DIDOwnerChanged"
	EventDIDDelegateChanged  = "DIDDelegateChanged"
	EventDIDAttributeChanged = "DIDAttributeChanged"

	EventNewFeedback     = "NewFeedback"
	EventFeedbackRevoked = "FeedbackRevoked"
	EventOutcomeRecorded = "OutcomeRecorded"
)
