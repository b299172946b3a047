package apitypes

import (
	"encoding/json"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/bounty"
)

// BountyPostParams are bounty.post's parameters.
type BountyPostParams struct {
	Skill         string          `json:"skill"`
	Input         json.RawMessage `json:"input"`
	Description   string          `json:"description,omitempty"`
	Reward        string          `json:"reward"`             // "0.01", "0.01eth", "10gwei"
	Token         string          `json:"token,omitempty"`    // ERC-20 address; empty for ETH
	Deadline      string          `json:"deadline,omitempty"` // duration from now ("10m") or RFC 3339; default 1h
	ReviewWindow  string          `json:"reviewWindow,omitempty"`
	Assignee      string          `json:"assignee,omitempty"` // agent id or the agent's DID (direct hire)
	ParentID      uint64          `json:"parentId,omitempty"`
	Arbiter       string          `json:"arbiter,omitempty"`
	Verifier      string          `json:"verifier,omitempty"`
	MinStake      string          `json:"minStake,omitempty"`
	MinReputation uint8           `json:"minReputation,omitempty"`
	MinPaid       uint64          `json:"minPaid,omitempty"` // the agent's paid record, gwei-equivalents
	// Review is who judges a delivered result: "auto" (default: the verifier, or any result
	// without an error) or "manual" (held for bounty.accept / bounty.reject).
	Review string `json:"review,omitempty"`
}

// BountyHireParams are bounty.hire's parameters: a bounty.post whose reward is the most the
// requester pays, with the bid window and the time a hired agent has to claim.
type BountyHireParams struct {
	BountyPostParams
	BidWindow string `json:"bidWindow,omitempty"` // default 2s
	ClaimWait string `json:"claimWait,omitempty"` // default 30s
	// Negotiate has bounty.hire negotiate the bids on its own (not bounty.call: a person
	// negotiates with bounty.counter).
	Negotiate *NegotiateParams `json:"negotiate,omitempty"`
	// OpenFallback posts an open bounty at the reward when no bid was honoured.
	OpenFallback bool `json:"openFallback,omitempty"`
}

// NegotiateParams are bounty.hire's negotiation policy (escrow.NegotiationPolicy): a bid above
// Target is countered at it; the worker's counter back is accepted up to Limit (default the
// bid's price) when Rounds (1 to 3, default 3) allows; after a failed bid the next ones are
// negotiated too, or hired at their price when Next is "bid".
type NegotiateParams struct {
	Target string `json:"target"`          // "50%" of the reward, or an amount as the reward is written
	Limit  string `json:"limit,omitempty"` // as Target
	Rounds int    `json:"rounds,omitempty"`
	Next   string `json:"next,omitempty"` // "negotiate" (default) or "bid"
}

// CallForBidsParams name a call for bids (bounty.bids) and, for bounty.choose, the agent whose
// bid is hired.
type CallForBidsParams struct {
	CallID  common.Hash `json:"callId"`
	AgentID uint64      `json:"agentId,omitempty"`
}

// CounterParams are bounty.counter's parameters: the bid (call and agent) and the requester's
// terms; deadline and review window default to the call's.
type CounterParams struct {
	CallID       common.Hash `json:"callId"`
	AgentID      uint64      `json:"agentId"`
	Price        string      `json:"price"`                  // in ETH or the token's units, as bounty.post's reward
	Deadline     string      `json:"deadline,omitempty"`     // RFC 3339 or from now, e.g. "30m", as bounty.post's
	ReviewWindow string      `json:"reviewWindow,omitempty"` // e.g. "10m"
}

// Bounty is a bounty as the chain index records it (node/chainindex's Bounty on the wire): the
// escrow's fields, the post's parameters, every status change and where the money went.
type Bounty struct {
	ID            uint64         `json:"id"`
	Requester     common.Address `json:"requester"`
	Status        bounty.Status  `json:"status"`
	Until         time.Time      `json:"until"` // end of the current phase
	AgentID       uint64         `json:"agentId"`
	Token         common.Address `json:"token"`
	Amount        *big.Int       `json:"amount"`
	SpecHash      common.Hash    `json:"specHash"`
	ResultHash    common.Hash    `json:"resultHash"`
	Arbiter       common.Address `json:"arbiter"`
	ReviewWindow  time.Duration  `json:"reviewWindow"`
	MinReputation uint8          `json:"minReputation"`
	ParentID      uint64         `json:"parentId"`
	MinStake      *big.Int       `json:"minStake"`
	// MinPaid is the smallest paid record (gwei-equivalents) a claiming agent needs.
	MinPaid uint64 `json:"minPaid"`
	// Deadline and Assignee are the post parameters (Until and AgentID move on).
	Deadline time.Time `json:"deadline"`
	Assignee uint64    `json:"assignee"`
	// ClaimedBy is the account that claimed for the agent.
	ClaimedBy   common.Address `json:"claimedBy,omitzero"`
	Transitions []Transition   `json:"transitions"`
	// Paid is what the agent received (after the fee), Fee the protocol's cut, Refunded what
	// went back to the requester, Slashed the agent stake a ruling sent to the treasury.
	Paid     *big.Int `json:"paid"`
	Fee      *big.Int `json:"fee"`
	Refunded *big.Int `json:"refunded"`
	Slashed  *big.Int `json:"slashed"`
	// Reservation is the agent stake the claim locks until settlement (nil before a claim);
	// Forfeited what an expired claim cost the agent (nil unless it expired while claimed).
	Reservation *big.Int `json:"reservation,omitempty"`
	Forfeited   *big.Int `json:"forfeited,omitempty"`
	// AgentBps is the agent's share of a resolution; ByTimeout when nobody ruled; Automatic
	// for an acceptance by review timeout; SlashFailed when a slash was refused.
	AgentBps    uint16 `json:"agentBps,omitempty"`
	ByTimeout   bool   `json:"byTimeout,omitempty"`
	Automatic   bool   `json:"automatic,omitempty"`
	SlashFailed bool   `json:"slashFailed,omitempty"`
	// RejectReason and DisputeReason are the hashes given with a rejection and a dispute.
	RejectReason  common.Hash `json:"rejectReason,omitzero"`
	DisputeReason common.Hash `json:"disputeReason,omitzero"`
}

// Transition is one status change of a bounty, with its block, time and transaction.
type Transition struct {
	Status bounty.Status `json:"status"`
	Block  uint64        `json:"block"`
	Time   time.Time     `json:"time"`
	TxHash common.Hash   `json:"txHash"`
}

// BountyView is a bounty as bounty.show and bounty.list answer: the index's record (status,
// transitions, payouts) with this node's job and the sub-task tree.
type BountyView struct {
	Bounty
	Reward string      `json:"reward"`
	Job    *bounty.Job `json:"job,omitempty"`
	// Exposure is what a claim puts at stake (bounty.show only, for the bounty asked about,
	// with the API token only: it costs chain reads).
	Exposure *ExposureView `json:"exposure,omitempty"`
	// Refusal is why this node's agents did not claim the bounty or dispute its rejection (with
	// the API token only).
	Refusal  *Refusal     `json:"refusal,omitempty"`
	Children []BountyView `json:"children,omitempty"`
	// Skill is the bounty's skill where this node learnt it (its own job's spec, or the
	// requester's announcement); "" if not known (the chain holds only the spec's hash).
	Skill string `json:"skill,omitempty"`
}

// ExposureView is what claiming a bounty puts at stake, as bounty.show answers it: amounts in
// base units of the stake token named by StakeToken and Symbol.
type ExposureView struct {
	// RewardValue is the reward's value in stake units; 0 for a token the reputation registry
	// does not list. MaxSlash is the most a ruling can slash (0 without an arbiter),
	// Reservation the stake the claim locks until the bounty settles, Forfeit what an expired
	// claim costs.
	RewardValue *big.Int       `json:"rewardValue"`
	MaxSlash    *big.Int       `json:"maxSlash"`
	Reservation *big.Int       `json:"reservation"`
	Forfeit     *big.Int       `json:"forfeit"`
	StakeToken  common.Address `json:"stakeToken"`
	Symbol      string         `json:"symbol"`
	// ArbiterAccepted: the bounty has no arbiter, or this node accepts its arbiter (in the
	// node's arbiters or in a hosted agent's market policy).
	ArbiterAccepted bool `json:"arbiterAccepted"`
}

// Refusal is why this node's agents did not claim a bounty, or did not dispute its rejection
// (escrow's Refusal on the wire).
type Refusal struct {
	BountyID uint64    `json:"bountyId"`
	Agent    string    `json:"agent,omitempty"`
	Reason   string    `json:"reason"`
	At       time.Time `json:"at"`
}
