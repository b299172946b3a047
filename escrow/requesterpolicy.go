package escrow

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Defaults of the requester checks a worker makes on a bounty without an arbiter, where the
// requester's rejection is final (contracts/README, review round 2, F1 and F3).
const (
	// DefaultMaxRefusedBps is the largest part of a requester's settled value it may have
	// refused (its rejections' refunds and the requester's shares of rulings): a quarter.
	// Honest requesters refuse rarely; a free-rider or a rival that refuses every job is
	// declined after its first refusal, and one that wants to refuse 1 ETH of work must first
	// have 3 ETH of bounties paid (the fee on them is its cost: 0.075 ETH at 2.5 %).
	DefaultMaxRefusedBps = 2500
)

// DefaultMaxFreshReward is what a worker takes, on a bounty without an arbiter, from a
// requester whose record gives no headroom (no settled bounty in the token, the usual case of
// a fresh address): 0.01 ETH, the CLI's example reward. A fresh address can take at most that
// much work for free, and each fresh address costs a post, its gas and the capital it locks.
// Bounties in ERC-20 tokens get no such allowance (only the record's headroom).
var DefaultMaxFreshReward = big.NewInt(1e16)

// ErrRequesterRecord: the requester's record on chain does not back a bounty without an arbiter.
var ErrRequesterRecord = errors.New("escrow: requester's record does not back the bounty")

// RequesterRecord is what a requester's settled bounties (accepted or resolved) in one token
// were worth, as the chain index has them.
type RequesterRecord struct {
	// Settled is the sum of their amounts; Refused the part of it not paid to the agent (a
	// rejection's refund, the requester's share of a ruling).
	Settled *big.Int `json:"settled"`
	Refused *big.Int `json:"refused"`
	// Bounties is how many there are.
	Bounties int `json:"bounties"`
}

// RequesterHistory reads requesters' records (the node's chain index).
type RequesterHistory interface {
	// RequesterRecord sums the settled bounties requester posted in token (the zero address: ETH).
	RequesterRecord(requester, token common.Address) (RequesterRecord, error)
}

// CheckRequester says whether the policy takes bounty b, which has no arbiter, from a requester
// with record r: nil when it does, else ErrRequesterRecord with the figures. A bounty with an
// arbiter passes (the arbiter, not the requester, has the last word). The requester is declined
// when it refused more than MaxRefusedBps of its settled value, and the reward may be at most
// the allowance (MaxFreshReward, ETH only) plus the record's headroom: what it could refuse on
// top of its record and still be within MaxRefusedBps, (bps·settled − 10⁴·refused) / (10⁴ − bps).
// Capping by the headroom rather than only for a requester without history keeps one tiny
// accepted bounty from unlocking any reward.
func (p Policy) CheckRequester(b Bounty, r RequesterRecord) error {
	if b.Arbiter != (common.Address{}) {
		return nil
	}
	bps := int64(p.MaxRefusedBps)
	if bps == 0 {
		bps = DefaultMaxRefusedBps
	}
	if bps >= 10_000 {
		return nil // the operator takes any requester's word
	}
	settled, refused := orZero(r.Settled), orZero(r.Refused)
	limit := new(big.Int).Mul(settled, big.NewInt(bps)) // bps·settled
	scaledRefused := new(big.Int).Mul(refused, big.NewInt(10_000))
	if scaledRefused.Cmp(limit) > 0 {
		return fmt.Errorf("%w: requester %s refused %s of %s settled (%d bounties), the policy allows %d bps",
			ErrRequesterRecord, b.Requester.Hex(), refused, settled, r.Bounties, bps)
	}
	headroom := new(big.Int).Div(new(big.Int).Sub(limit, scaledRefused), big.NewInt(10_000-bps))
	allowed := headroom
	if b.Token == (common.Address{}) {
		fresh := DefaultMaxFreshReward
		if p.MaxFreshReward != nil {
			fresh = p.MaxFreshReward.Int()
		}
		allowed = new(big.Int).Add(headroom, fresh)
	}
	if b.Amount.Cmp(allowed) > 0 {
		return fmt.Errorf("%w: reward %s, requester %s has %s settled (%s refused), which backs %s without an arbiter",
			ErrRequesterRecord, b.Amount, b.Requester.Hex(), settled, refused, allowed)
	}
	return nil
}

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}
