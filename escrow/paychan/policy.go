package paychan

import (
	"math/big"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Policy decides when the payee claims. A channel is due when what it would pay reaches
// MinValue, when its oldest unclaimed voucher or unsettled upto charge is MaxAge old, or when a withdrawal's challenge
// period ends within Margin (always, whatever the value: a voucher not claimed by then is lost).
type Policy struct {
	// MinValue batches small amounts: claiming costs gas (~19k a channel in a batch).
	MinValue *big.Int
	// MinValueIn is MinValue for channels in a token whose units are not ETH's (6-decimal
	// USDC: ETH's 1e16 would be 1e10 dollars), by token; a token not listed takes MinValue.
	MinValueIn map[common.Address]*big.Int
	// MaxAge bounds how long money stays unclaimed (the payer could withdraw it later).
	MaxAge time.Duration
	// Margin is how long before a withdrawal's end the claim goes out: blocks and retries
	// must fit in it.
	Margin time.Duration
}

// DefaultPolicy claims at 0.01 ETH (or token units), after a day, or an hour before a
// withdrawal ends (the contract's challenge period is at least one minute; deploy defaults to a day).
func DefaultPolicy() Policy {
	return Policy{MinValue: big.NewInt(1e16), MaxAge: 24 * time.Hour, Margin: time.Hour}
}

// Due returns the channels of held that should be claimed at now. A channel whose withdrawal
// has ended is never due (the contract pays nothing on it any more; see Ended). A channel
// whose upto charge has stayed unsettled MaxAge is due with its cap voucher as the one to
// claim (capDue: the payer signed it; upto.go). The channels being withdrawn come first, the
// soonest to end first, so a crowd of due channels (ClaimDue's batches, one at a time) cannot
// hold back a claim whose deadline is near (review rv28b, finding 1).
func (p Policy) Due(now time.Time, held []Held) []Held {
	var out []Held
	for _, h := range held {
		h, capped := capDue(now, p.MaxAge, h)
		if h.Unclaimed().Sign() == 0 || p.ended(now, h) {
			continue
		}
		closing := h.WithdrawableAt != 0 && now.Add(p.Margin).Unix() >= int64(h.WithdrawableAt)
		old := capped || !h.Since.IsZero() && now.Sub(h.Since) >= p.MaxAge
		min := p.MinValue
		if m, ok := p.MinValueIn[h.Channel.Token]; ok {
			min = m
		}
		big := min != nil && h.Unclaimed().Cmp(min) >= 0
		if closing || old || big {
			out = append(out, h)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return deadline(out[i]) < deadline(out[j]) })
	return out
}

// deadline is when h's claims stop: its withdrawal's end, or never (the largest uint64).
func deadline(h Held) uint64 {
	if h.WithdrawableAt == 0 {
		return ^uint64(0)
	}
	return h.WithdrawableAt
}

// Ended returns the channels of held whose withdrawal has ended at now and whose state was
// read before that end: the caller re-syncs them (ClaimDue does) so a voucher left unclaimed
// stops counting. A channel read since its end is not listed again: its payer may never
// withdraw it, and it was read every round for good (review rv28b, finding 2); Refresh reads
// it again once it is stale, as any held channel.
func (p Policy) Ended(now time.Time, held []Held) []Held {
	var out []Held
	for _, h := range held {
		if p.ended(now, h) && h.SyncedAt.Unix() < int64(h.WithdrawableAt) {
			out = append(out, h)
		}
	}
	return out
}

func (p Policy) ended(now time.Time, h Held) bool {
	return h.WithdrawableAt != 0 && now.Unix() >= int64(h.WithdrawableAt)
}
