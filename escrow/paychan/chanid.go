package paychan

import (
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// ID is the channel's id under the domain with separator sep. A paid call names its channel
// by its settings, and the payee's check of every call needs the id: two keccak hashes and
// six allocations (~1.5–2 µs) on the path of each call, so recent ids are kept (channelIDs).
func (c Channel) ID(sep common.Hash) common.Hash {
	slot := &channelIDs[c.idSlot()]
	if e := slot.Load(); e != nil && e.ch == c && e.sep == sep {
		return e.id
	}
	id := c.hashID(sep)
	slot.Store(&idEntry{sep: sep, ch: c, id: id})
	return id
}

// hashID computes the channel's id under the domain with separator sep.
func (c Channel) hashID(sep common.Hash) common.Hash {
	h := crypto.Keccak256(channelTypeHash[:], pad(c.Payer), pad(c.Payee), pad(c.Token), pad(c.Signer), c.Salt[:])
	return typedHash(sep, h)
}

// channelIDs are recent channel ids, one per slot (a direct-mapped cache: a channel whose slot
// another took is hashed again, so made-up channels cost their sender only the hashing).
var channelIDs [1024]atomic.Pointer[idEntry]

// idEntry is one channel's id; entries are never changed, only replaced.
type idEntry struct {
	sep common.Hash
	ch  Channel
	id  common.Hash
}

// idSlot is the channel's slot in channelIDs: from the salt's last bytes (a payer's channels
// to one payee differ there) and the payer's and payee's.
func (c Channel) idSlot() int {
	x := uint(c.Salt[31]) | uint(c.Salt[30])<<8
	x ^= uint(c.Payer[19])<<2 ^ uint(c.Payee[19])<<5 ^ uint(c.Payer[18])<<9
	return int(x % uint(len(channelIDs)))
}
