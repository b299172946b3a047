package paychan

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Held is the payee's record of one channel: its settings, what the chain said of it, and the
// highest voucher the payee answered for.
type Held struct {
	// ID is the channel's id under the checker's domain.
	ID      common.Hash `json:"id"`
	Channel Channel     `json:"channel"`
	// Deposited and Claimed mirror the contract; WithdrawableAt is 0 or when claims stop.
	Deposited      *big.Int `json:"deposited"`
	Claimed        *big.Int `json:"claimed"`
	WithdrawableAt uint64   `json:"withdrawableAt"`
	// Epoch is the channel's epoch on chain (its count of withdrawals); vouchers bind it.
	Epoch uint32 `json:"epoch,omitempty"`
	// SyncedAt is when this state was read from the chain (by the checker's clock); vouchers
	// are refused once it is older than the checker's bound (ErrStale).
	SyncedAt time.Time `json:"syncedAt"`
	// Voucher is the highest voucher accepted (Amount nil before the first).
	Voucher Voucher `json:"voucher"`
	// Since is when the first voucher not yet claimed was accepted (zero when none is owed).
	Since time.Time `json:"since"`
	// Owed, when set, is the channel's cumulative charge above Voucher's amount: an upto call
	// was answered (CommitCharge) and its payer has not yet signed the total it was charged
	// (Settle). Nil when Voucher's amount is all that is owed. Claims pay Voucher only.
	Owed *big.Int `json:"owed,omitempty"`
	// Cap is the authorisation voucher of the last upto call answered while Owed is set (its
	// amount is at least Owed): claimed in Voucher's place only once the payer requests a
	// withdrawal without having settled (track), since the payer signed it.
	Cap *Voucher `json:"cap,omitempty"`
	// OwedSince is when the charge left unsettled began to wait: the first CommitCharge that
	// left Owed set, renewed by each settlement that counts (the payer is settling). The age
	// rule (capDue) reads it, not Since: a fresh charge on a channel whose settled voucher
	// waited long is not due (review rvfix, finding 2). Zero when Owed is nil; a record saved
	// before it existed falls back to Since.
	OwedSince time.Time `json:"owedSince,omitzero"`
	// Verified, when set, is the last voucher of the channel whose signature was verified:
	// Voucher was answered before its own signature was (WithUnverified). A checker loading
	// the record verifies Voucher and falls back to Verified when it fails.
	Verified *Voucher `json:"verified,omitempty"`
	// CheckFirst is set once a voucher of the channel answered before its signature was
	// verified failed (WithUnverified): every later voucher of the channel is verified before
	// its call, after a restart too (review rvperf, finding 3: a restarted payee had the
	// cheat's next good voucher make it a known caller again, k more calls for nothing).
	CheckFirst bool `json:"checkFirst,omitempty"`
}

// Unclaimed is what the held voucher would pay if claimed now.
func (h Held) Unclaimed() *big.Int {
	if h.Voucher.Amount == nil {
		return new(big.Int)
	}
	up := h.Voucher.Amount
	if up.Cmp(h.Deposited) > 0 {
		up = h.Deposited
	}
	d := new(big.Int).Sub(up, h.Claimed)
	if d.Sign() < 0 {
		return new(big.Int)
	}
	return d
}
