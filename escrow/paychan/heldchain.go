package paychan

import "github.com/ethereum/go-ethereum/common"

// HeldChain returns the settings of channel id and the commitment of the hash chain whose word
// the checker holds for it in epoch: what a payee needs to read a word paid by the channel's id
// alone (node/call's compact payment; the payer sent the settings and the commitment with an
// earlier call). False when the checker holds no such channel, or no word voucher of that
// epoch on it (another epoch, a signed voucher, none yet): the payer must send the settings
// and the commitment again. The settings are the ones whose id is id (an entry is made only
// for them); the commitment is shared: read it, never modify it. Nothing is checked here:
// Begin checks the word, its amount and the channel as it does any voucher's.
func (c *Checker) HeldChain(id common.Hash, epoch uint32) (Channel, *Commit, bool) {
	e := c.entry(id, Channel{}, false)
	if e == nil {
		return Channel{}, nil, false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	v := e.h.Voucher
	if v.Word == nil || v.Word.Commit == nil || v.Epoch != epoch || e.h.Epoch != epoch {
		return Channel{}, nil, false
	}
	return e.h.Channel, v.Word.Commit, true
}
