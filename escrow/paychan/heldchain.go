package paychan

import (
	"github.com/ethereum/go-ethereum/common"
)

// HeldChain returns the settings of channel id and the commitment of the hash chain whose word
// the checker holds for it in epoch: what a payee needs to read a word paid by the channel's id
// alone (node/call's compact payment; the payer sent the settings and the commitment with an
// earlier call). False when the checker holds no such channel, or no word voucher of that
// epoch on it (another epoch, a signed voucher, none yet): the payer must send the settings
// and the commitment again. The settings are the ones whose id is id (an entry is made only
// for them); the commitment is shared: read it, never modify it. Nothing is checked here:
// Begin checks the word, its amount and the channel as it does any voucher's.
func (c *Checker) HeldChain(id common.Hash, epoch uint32) (Channel, *Commit, bool) {
	_, ch, k, ok := c.heldChain(id, epoch)
	return ch, k, ok
}

// heldChain is HeldChain with the channel's entry.
func (c *Checker) heldChain(id common.Hash, epoch uint32) (*entry, Channel, *Commit, bool) {
	e := c.last.Load()
	if e == nil || e.id != id {
		if e = c.entry(id, Channel{}, false); e == nil {
			return nil, Channel{}, nil, false
		}
		c.last.Store(e)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	v := e.h.Voucher
	if v.Word == nil || v.Word.Commit == nil || v.Epoch != epoch || e.h.Epoch != epoch {
		return nil, Channel{}, nil, false
	}
	return e, e.h.Channel, v.Word.Commit, true
}

// WordRef names a word voucher by its channel's id alone: node/call's compact payment, whose
// channel's settings and chain's commitment the payee holds.
type WordRef struct {
	Channel common.Hash
	Epoch   uint32
	Word    common.Hash
	Index   uint32
}

// HeldWord is a WordRef read in full against what a checker holds (Checker.HeldWord): the
// channel's settings and the word voucher, which Client.BeginHeld checks as Begin checks any
// voucher, on the channel's entry found here (one lookup a call).
type HeldWord struct {
	Channel Channel
	v       Voucher
	e       *entry
	c       *Checker // whose entry e is: BeginHeld refuses it on any other checker
}

// Voucher is the word voucher in full: its amount base + index × unit of the held chain's
// commitment, its commitment left for Begin to take (the held one). Read it, never modify it.
func (h *HeldWord) Voucher() Voucher { return h.v }

// HeldWord reads ref against the chain the checker holds for its channel in its epoch, as
// HeldChain (false: the same refusals, the payer must send the settings and the commitment).
// The voucher's proof and amount are the checker's own, made in one allocation: Begin keeps
// them as they are (entry.wordOf). Nothing is checked here: BeginHeld checks the word, its
// amount and the channel as Begin does.
func (c *Checker) HeldWord(ref WordRef) (HeldWord, bool) {
	e, ch, k, ok := c.heldChain(ref.Channel, ref.Epoch)
	if !ok {
		return HeldWord{}, false
	}
	p := &inlineProof{w: WordProof{Word: ref.Word, Index: ref.Index}}
	v := Voucher{Channel: ref.Channel, Epoch: ref.Epoch, Word: &p.w}
	if k.Base != nil && k.Unit != nil { // (else no amount: Begin refuses it)
		v.Amount = p.a.i.SetBits(p.a.w[:0])
		if sum, ok := k.Amount64(ref.Index); ok {
			v.Amount.SetUint64(sum) // a call's amounts, most often: no allocation of their own
		} else {
			v.Amount.Set(k.Amount(ref.Index))
		}
	}
	return HeldWord{Channel: ch, v: v, e: e, c: c}, true
}
