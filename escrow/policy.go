package escrow

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Defaults of a Policy's limits.
const (
	// DefaultMaxSlashBps lets a ruling cost at most the reward's value in stake, the bound the
	// escrow itself puts on a slash: the agent risks no more than it stands to earn. An operator
	// who trusts its arbiters less sets it lower (which refuses most arbitrated bounties).
	DefaultMaxSlashBps = 10_000
	// DefaultMinTimeLeft is the margin the worker keeps before a deadline to submit its result:
	// a run is cut that long before the deadline (an error result, which the requester may
	// refuse, rather than an expired claim, which costs the forfeit and a full penalty). Check
	// alone, for a policy without MinTimeLeft, asks for this margin only.
	DefaultMinTimeLeft = 30 * time.Second
	// DefaultMinRunTime is the run time a worker wants before a deadline when it claims, on top
	// of DefaultMinTimeLeft (at most Config.RunTimeout): a bounty baited with a deadline too
	// short for any real work is not claimed (see Market.withDefaults).
	DefaultMinRunTime = time.Minute
	// DefaultMaxLossBps caps, when a policy sets no MaxLoss, what one claim can cost (a ruling's
	// slash or the expiry forfeit) at this part of the agent's free stake: a quarter, so no single
	// bounty, however baited, takes most of the stake.
	DefaultMaxLossBps = 2500
)

// Why a policy refuses a bounty. Offer wraps the permanent ones in ErrNotForUs as well; a
// bounty refused for free stake is offered again (a settlement frees stake).
var (
	// ErrArbiterNotAccepted: the bounty names an arbiter the policy does not list.
	ErrArbiterNotAccepted = errors.New("escrow: arbiter not accepted")
	// ErrExposureTooHigh: a ruling or an expiry could cost more than the policy allows.
	ErrExposureTooHigh = errors.New("escrow: slash exposure too high")
	// ErrFreeStakeTooLow: the agent's free stake cannot back the claim's reservation.
	ErrFreeStakeTooLow = errors.New("escrow: free stake too low for the reservation")
	// ErrTooLate: too little time is left before the deadline.
	ErrTooLate = errors.New("escrow: too close to the deadline")
)

// AcceptsArbiter reports whether the policy takes a bounty ruled by arbiter (the zero address,
// no arbiter, is always accepted).
func (p Policy) AcceptsArbiter(arbiter common.Address) bool {
	return arbiter == (common.Address{}) || slices.Contains(p.Arbiters, arbiter)
}

// Check says whether the policy takes bounty b, whose claim would put e at stake, given the
// agent's free stake and the chain's time; nil when it does, else one of the errors above with
// the figures.
func (p Policy) Check(b Bounty, e Exposure, free *big.Int, now time.Time) error {
	if !p.AcceptsArbiter(b.Arbiter) {
		return fmt.Errorf("%w: %s", ErrArbiterNotAccepted, b.Arbiter.Hex())
	}
	minLeft := p.MinTimeLeft
	if minLeft <= 0 {
		minLeft = DefaultMinTimeLeft
	}
	if left := b.Until.Sub(now); left < minLeft {
		return fmt.Errorf("%w: %s left, the policy needs %s", ErrTooLate, left.Truncate(time.Second), minLeft)
	}
	bps := p.MaxSlashBps
	if bps == 0 {
		bps = DefaultMaxSlashBps
	}
	allowed := new(big.Int).Div(new(big.Int).Mul(e.RewardValue, big.NewInt(int64(bps))), big.NewInt(10_000))
	if e.MaxSlash.Cmp(allowed) > 0 {
		return fmt.Errorf("%w: a ruling can slash %s stake units, the policy allows %s (%d bps of the reward's value %s)",
			ErrExposureTooHigh, e.MaxSlash, allowed, bps, e.RewardValue)
	}
	if p.MaxLoss != nil && e.WorstLoss().Cmp(p.MaxLoss.Int()) > 0 {
		return fmt.Errorf("%w: the claim can cost %s stake units (slash %s, forfeit %s), the policy caps it at %s",
			ErrExposureTooHigh, e.WorstLoss(), e.MaxSlash, e.Forfeit, p.MaxLoss.Int())
	}
	if free.Cmp(e.Reservation) < 0 {
		return fmt.Errorf("%w: free %s, the claim reserves %s", ErrFreeStakeTooLow, free, e.Reservation)
	}
	if p.MaxLoss == nil {
		capped := new(big.Int).Div(new(big.Int).Mul(free, big.NewInt(DefaultMaxLossBps)), big.NewInt(10_000))
		if e.WorstLoss().Cmp(capped) > 0 {
			return fmt.Errorf("%w: the claim can cost %s stake units (slash %s, forfeit %s), more than %d bps of the free stake %s (set maxLoss to take it)",
				ErrExposureTooHigh, e.WorstLoss(), e.MaxSlash, e.Forfeit, DefaultMaxLossBps, free)
		}
	}
	return nil
}

// refusalKind is the sentinel a refusal wraps, so a refusal is logged once per kind rather than
// on every retry (its figures may move).
func refusalKind(err error) error {
	for _, k := range []error{ErrArbiterNotAccepted, ErrExposureTooHigh, ErrFreeStakeTooLow, ErrTooLate, ErrRequesterRecord, errNoDispute} {
		if errors.Is(err, k) {
			return k
		}
	}
	return err
}
