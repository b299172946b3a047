package escrow

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/escrow/bounty"
)

// Status is a bounty's lifecycle state, as the contract numbers it (escrow/bounty).
type Status = bounty.Status

// The states of IBountyEscrow.Status.
const (
	StatusNone      = bounty.StatusNone
	StatusOpen      = bounty.StatusOpen
	StatusClaimed   = bounty.StatusClaimed
	StatusSubmitted = bounty.StatusSubmitted
	StatusAccepted  = bounty.StatusAccepted
	StatusRejected  = bounty.StatusRejected
	StatusDisputed  = bounty.StatusDisputed
	StatusResolved  = bounty.StatusResolved
	StatusCancelled = bounty.StatusCancelled
	StatusExpired   = bounty.StatusExpired
)

// NativeToken is the token address that means native ETH.
var NativeToken = bounty.NativeToken

// Bounty is one bounty as the contract stores it.
type Bounty struct {
	ID            uint64         `json:"id"`
	Requester     common.Address `json:"requester"`
	Status        Status         `json:"status"`
	Until         time.Time      `json:"until"` // end of the current phase (see IBountyEscrow)
	AgentID       uint64         `json:"agentId"`
	Token         common.Address `json:"token"`
	Amount        *big.Int       `json:"amount"`
	SpecHash      common.Hash    `json:"specHash"`   // from the BountyPosted event
	ResultHash    common.Hash    `json:"resultHash"` // from the BountySubmitted event, once submitted
	Arbiter       common.Address `json:"arbiter"`
	ReviewWindow  time.Duration  `json:"reviewWindow"`
	MinReputation uint8          `json:"minReputation"`
	ParentID      uint64         `json:"parentId"`
	MinStake      *big.Int       `json:"minStake"`
	// MinPaid is the smallest paid record (gwei-equivalents) a claiming agent needs.
	MinPaid uint64 `json:"minPaid"`
	// AgentBps is the agent's share of a ruling, once resolved.
	AgentBps uint16 `json:"agentBps,omitempty"`
}

func fromBinding(id uint64, b bindings.IBountyEscrowBounty) Bounty {
	return Bounty{
		ID: id, Requester: b.Requester, Status: Status(b.Status), Until: time.Unix(b.Until.Int64(), 0).UTC(),
		AgentID: b.AgentId.Uint64(), Token: b.Token, Amount: b.Amount, Arbiter: b.Arbiter,
		ReviewWindow: time.Duration(b.ReviewWindow) * time.Second, MinReputation: b.MinReputation,
		ParentID: b.ParentId.Uint64(), MinStake: b.MinStake, MinPaid: b.MinPaid, AgentBps: b.AgentBps,
	}
}

// PostParams is what a requester asks for.
type PostParams struct {
	Token         common.Address // NativeToken for ETH
	Amount        *big.Int       // escrowed, in the token's base units
	SpecHash      common.Hash    // hash of the task spec blob
	Deadline      time.Time      // results must be submitted before it
	ReviewWindow  time.Duration  // time to accept or reject after submission
	MinStake      *big.Int       // extra stake required of the claiming agent (nil: none)
	MinReputation uint8          // 0..100
	MinPaid       uint64         // smallest paid record of the claiming agent, gwei-equivalents
	Assignee      uint64         // agent id for a direct hire, 0 for open
	ParentID      uint64         // parent bounty for a sub-task, 0 for none
	Arbiter       common.Address // rules on disputes; zero: disputes end by timeout
}

// Validate catches what the contract would reject, before gas is spent.
func (p PostParams) Validate(now time.Time) error {
	switch {
	case p.Amount == nil || p.Amount.Sign() <= 0:
		return fmt.Errorf("%w: reward must be positive", ErrBadParams)
	case p.Amount.BitLen() > 96:
		return fmt.Errorf("%w: reward %s above 2^96-1 base units", ErrBadParams, p.Amount)
	case !p.Deadline.After(now):
		return fmt.Errorf("%w: deadline %s is not in the future", ErrBadParams, p.Deadline.Format(time.RFC3339))
	case p.ReviewWindow < time.Second:
		return fmt.Errorf("%w: review window %s shorter than a second", ErrBadParams, p.ReviewWindow)
	case p.MinReputation > 100:
		return fmt.Errorf("%w: minimum reputation %d above 100", ErrBadParams, p.MinReputation)
	case p.MinStake != nil && (p.MinStake.Sign() < 0 || p.MinStake.BitLen() > 96):
		return fmt.Errorf("%w: minimum stake %s out of range", ErrBadParams, p.MinStake)
	}
	return nil
}

func (p PostParams) binding() bindings.IBountyEscrowPostParams {
	minStake := p.MinStake
	if minStake == nil {
		minStake = new(big.Int)
	}
	return bindings.IBountyEscrowPostParams{
		Token: p.Token, Amount: p.Amount, SpecHash: p.SpecHash, Deadline: uint64(p.Deadline.Unix()),
		ReviewWindow: uint32(p.ReviewWindow / time.Second), MinStake: minStake, MinReputation: p.MinReputation,
		MinPaid: p.MinPaid, Assignee: new(big.Int).SetUint64(p.Assignee), ParentId: new(big.Int).SetUint64(p.ParentID), Arbiter: p.Arbiter,
	}
}
