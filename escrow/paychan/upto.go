package paychan

import (
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Upto calls (priced by use, with a cap: an llm agent's tokens) on the payee's side. The
// call's voucher authorises up to the cap: it raises the channel by the cap, and Check takes
// it as any voucher at that price. Once the call ran, CommitCharge records what it used
// (Held.Owed, the channel's cumulative charge) and keeps the voucher aside (Held.Cap) instead
// of making it the voucher claimed; the payer, told the owed total in the answer, signs a
// voucher for exactly that total, which Settle makes the voucher claimed. A payee therefore
// claims what was used, never the cap, as long as the payer settles; a payer that requests a
// withdrawal with a charge unsettled has the cap voucher claimed (track), which it signed.

// charged is what channel h owes in total: its claims, its held voucher and an unsettled
// charge, whichever is highest. A new voucher must be above it.
func charged(h *Held) *big.Int {
	last := h.Claimed
	if last == nil {
		last = new(big.Int)
	}
	if h.Voucher.Amount != nil && h.Voucher.Amount.Cmp(last) > 0 {
		last = h.Voucher.Amount
	}
	if h.Owed != nil && h.Owed.Cmp(last) > 0 {
		last = h.Owed
	}
	return last
}

// unsettled makes a channel's cap voucher the one claimed when a charge is still unsettled
// (its payer requested a withdrawal without signing what it was charged).
func unsettled(h *Held) {
	if h.Owed != nil && h.Cap != nil && (h.Voucher.Amount == nil || h.Cap.Amount.Cmp(h.Voucher.Amount) > 0) {
		h.Voucher = *h.Cap // claimed before the withdrawal ends (Policy.Due: closing)
	}
	h.Owed, h.Cap, h.OwedSince = nil, nil, time.Time{}
}

// CommitCharge is Commit for an upto call: the checked voucher authorised up to its rise over
// what the channel owed, and the call used charge of it (0 ≤ charge ≤ rise). The channel then
// owes charge more (Held.Owed); the voucher is kept as Held.Cap, the payee's security until the
// payer settles (Settle). It returns the channel's owed total, which the answer reports to the
// payer. A charge of the whole rise is Commit (the voucher is exact). Like Commit, it checks
// the voucher again, saves before it returns and ends the voucher's hold on its channel.
func (c *Checker) CommitCharge(k Checked, charge *big.Int) (*big.Int, error) {
	e := c.entry(k.id, k.ch, false)
	if e == nil || k.v.Amount == nil {
		return nil, fmt.Errorf("%w: %s", ErrUnknownChannel, k.id.Hex())
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.busy = false
	if err := c.fits(&e.h, k.v, k.price); err != nil {
		return nil, err
	}
	last := charged(&e.h)
	rise := new(big.Int).Sub(k.v.Amount, last)
	if charge == nil || charge.Sign() < 0 || charge.Cmp(rise) > 0 {
		return nil, fmt.Errorf("%w: charge %v outside 0..%s", ErrBadAmount, charge, rise)
	}
	n := e.h
	owed := new(big.Int).Add(last, charge)
	if charge.Cmp(rise) == 0 {
		n.Voucher, n.Owed, n.Cap, n.OwedSince = k.v.copy(), nil, nil, time.Time{}
	} else {
		if charge.Sign() == 0 && n.Owed == nil {
			return owed, nil // nothing used, nothing owed: no record to change
		}
		cp := k.v.copy()
		n.Owed, n.Cap = owed, &cp
		if n.OwedSince.IsZero() {
			n.OwedSince = c.now()
		}
	}
	if n.Since.IsZero() && owed.Cmp(n.Claimed) > 0 {
		n.Since = c.now()
	}
	if err := c.store.SaveHeld(n); err != nil {
		return nil, fmt.Errorf("paychan: save charge: %w", err)
	}
	e.h = n
	return owed, nil
}

// Settle takes the payer's voucher for what its upto calls were charged: an amount above the
// held voucher and at most the channel's owed total, which becomes the voucher claimed (the
// cap voucher goes once the total is reached). It must be the channel's, of its epoch, signed
// by its signer. A voucher not above the held one changes nothing (the payer repeats its
// settlement with its next call); the signature is verified only when it would count.
func (c *Checker) Settle(ch Channel, v Voucher) error {
	if err := c.admissible(ch); err != nil {
		return err
	}
	id := ch.ID(c.sep)
	if v.Channel != id {
		return fmt.Errorf("%w: %s", ErrWrongChannel, v.Channel.Hex())
	}
	if v.Amount == nil || v.Amount.Sign() <= 0 {
		return fmt.Errorf("%w: %v", ErrBadAmount, v.Amount)
	}
	if v.Word != nil {
		// Verify below checks the signature only: a word proof beside it would make the held
		// voucher a word voucher its claim cannot pay (review rvpwo, finding 5).
		return fmt.Errorf("%w: a settlement is a signed voucher, not a word", ErrBadSignature)
	}
	e := c.entry(id, ch, false)
	if e == nil {
		return fmt.Errorf("%w: %s", ErrUnknownChannel, id.Hex())
	}
	e.mu.Lock()
	counts, err := settles(&e.h, v)
	e.mu.Unlock()
	if err != nil || !counts {
		return err
	}
	if err := Verify(c.sep, v, ch.Signer); err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if counts, err = settles(&e.h, v); err != nil || !counts {
		return err
	}
	n := e.h
	n.Voucher = v.copy()
	if n.Since.IsZero() {
		n.Since = c.now()
	}
	if v.Amount.Cmp(n.Owed) == 0 {
		n.Owed, n.Cap, n.OwedSince = nil, nil, time.Time{}
	} else {
		n.OwedSince = c.now() // the payer settles: what is left waits from now
	}
	if err := c.store.SaveHeld(n); err != nil {
		return fmt.Errorf("paychan: save settlement: %w", err)
	}
	e.h = n
	return nil
}

// settles says whether v would raise channel h's held voucher toward what it owes (h locked).
func settles(h *Held, v Voucher) (bool, error) {
	if v.Epoch != h.Epoch {
		return false, fmt.Errorf("%w: %d, channel at %d", ErrWrongEpoch, v.Epoch, h.Epoch)
	}
	if h.Owed == nil || (h.Voucher.Amount != nil && v.Amount.Cmp(h.Voucher.Amount) <= 0) {
		return false, nil
	}
	if v.Amount.Cmp(h.Owed) > 0 {
		return false, fmt.Errorf("%w: %s > %s", ErrOverOwed, v.Amount, h.Owed)
	}
	return true, nil
}

// copy is a deep copy of v.
func (v Voucher) copy() Voucher {
	// a word proof is never changed once made (Checker, Payer): shared
	return Voucher{Channel: v.Channel, Epoch: v.Epoch, Amount: cloneInt(v.Amount), Sig: append([]byte(nil), v.Sig...), Word: v.Word}
}

// Pending is what the channel owes beyond its held voucher, unsettled (0 when nothing).
func (h Held) Pending() *big.Int {
	if h.Owed == nil {
		return new(big.Int)
	}
	d := new(big.Int).Set(h.Owed)
	if h.Voucher.Amount != nil {
		d.Sub(d, h.Voucher.Amount)
	}
	if d.Sign() < 0 {
		return new(big.Int)
	}
	return d
}

// Unsettled charges are claimable by age (review of upto, finding 7): a payer that never
// settles would otherwise keep its payee's earnings out of the claim policy until a
// withdrawal. Once its unsettled charge has waited Policy.MaxAge (Held.OwedSince: since the
// charge, or the payer's last settlement that counted), the payee claims the
// channel's cap voucher (signed by the payer for the last upto call: Policy.Due), the claim's
// sync makes it the voucher held (capClaimed), and the payer, refused as under price at its
// next call, books what the chain shows claimed (Payer.AdoptClaimed): no voucher of its is
// needed, the chain paying only vouchers it signed.

// capDue returns h with its cap voucher as the voucher to claim when its unsettled charge is
// maxAge old at now; false (h unchanged) otherwise.
func capDue(now time.Time, maxAge time.Duration, h Held) (Held, bool) {
	since := h.OwedSince
	if since.IsZero() {
		since = h.Since // a record saved before OwedSince
	}
	if h.Cap == nil || h.Pending().Sign() == 0 || since.IsZero() || now.Sub(since) < maxAge ||
		(h.Voucher.Amount != nil && h.Cap.Amount.Cmp(h.Voucher.Amount) <= 0) {
		return h, false
	}
	h.Voucher = *h.Cap
	return h, true
}

// capClaimed reports whether the chain claimed channel h's cap voucher (or more): its unsettled
// charge is paid, and the cap becomes the voucher held (unsettled).
func capClaimed(h *Held) bool {
	return h.Cap != nil && h.Claimed != nil && h.Claimed.Cmp(h.Cap.Amount) >= 0
}

// AdoptClaimed books claimed, what the chain shows claimed on channel id in epoch, as answered
// when it is above the payer's books and no call is in flight on the channel: the payee
// claimed a voucher of this payer's above them (an upto call's cap voucher, its charge left
// unsettled past the payee's claim age). It moves nothing unless a settlement is pending (the
// only case the age rule claims in: a charge the payee may never have had settled): the chain
// pays any voucher this payer signed, a refused call's too, and a payee claiming those would
// else be booked one price per refused call (review rvfix, finding 1; the caller also keeps
// the claimed amount below the voucher it just had refused, Paying.claimedAbove). A
// settlement or an unresolved voucher at or below the amount is done with (the claim paid
// it). It reports whether the books moved; the record is saved first.
func (p *Payer) AdoptClaimed(id common.Hash, epoch uint32, claimed *big.Int) (bool, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := p.ch[id]
	if !ok {
		return false, fmt.Errorf("%w: %s", ErrUnknownChannel, id.Hex())
	}
	if claimed == nil || epoch != c.Epoch || c.InFlight != nil || c.Settle == nil || claimed.Cmp(c.Answered) <= 0 {
		return false, nil
	}
	n := c.PayerChannel
	n.Answered = new(big.Int).Set(claimed)
	if n.Settle != nil && n.Settle.Amount.Cmp(claimed) <= 0 {
		n.Settle = nil
	}
	if n.Unresolved != nil && n.Unresolved.Cmp(claimed) <= 0 {
		n.Unresolved, n.Guessed = nil, false
	}
	if err := p.store.SaveChannel(n); err != nil {
		return false, fmt.Errorf("paychan: save claimed: %w", err)
	}
	c.PayerChannel = n
	p.prepareLocked(c)
	return true, nil
}
