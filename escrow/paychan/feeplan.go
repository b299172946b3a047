package paychan

import (
	"fmt"
	"slices"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// plan checks one range's logs, in chain order, against the bounds, and sets x.wanted to the
// openings to read back before it is applied: those of the channels it claims first since
// their opening whose settings are neither kept nor in the range (opened before it). Only this
// contract's four fee events count (an endpoint may answer more than the query asked); the
// bounds are checked on the channels open, and claimed, after each event, so a channel opened,
// withdrawn and reopened in one range counts once.
func (x *FeeIndex) plan(logs []types.Log) error {
	type state struct{ open, claimed, known bool } // known: its settings kept, read back, or in the range
	at := map[common.Hash]*state{}
	n, m := len(x.opened)+len(x.chans), len(x.chans)
	var want []feeID
	for i := range logs {
		l := &logs[i]
		if !x.ours(l) || !slices.Contains(feeEvents, l.Topics[0]) {
			continue
		}
		id := l.Topics[1]
		c := at[id]
		if c == nil {
			_, claimed := x.chans[id]
			_, opened := x.opened[id]
			_, found := x.found[id]
			c = &state{open: claimed || opened, claimed: claimed, known: claimed || found}
			at[id] = c
		}
		switch l.Topics[0] {
		case evOpened:
			if !c.open {
				n++
			}
			c.open, c.known = true, true
		case evClaimed:
			if !c.open || c.claimed { // opened before the index's block, or claimed already
				continue
			}
			c.claimed = true
			m++
			if !c.known {
				want = append(want, feeID{id: id, block: x.opened[id]})
				c.known = true
			}
		case evWithdrawn:
			if c.open {
				n--
			}
			if c.claimed {
				m--
			}
			c.open, c.claimed, c.known = false, false, false
		}
		if n > x.maxOpen || m > x.maxClaimed {
			return fmt.Errorf("%w: %d open kept (%d claimed; bounds %d, %d), more in the blocks from %d",
				ErrFeeIndexFull, len(x.opened)+len(x.chans), len(x.chans), x.maxOpen, x.maxClaimed, x.next)
		}
	}
	x.wanted = x.wanted[:0]
	if len(want) > 0 {
		sort.Slice(want, func(i, j int) bool { return want[i].block < want[j].block })
		x.wanted = append(x.wanted, feeLookup{ids: want})
	}
	return nil
}

// apply takes one range's logs, in chain order, once plan found nothing to read back, and
// returns the channels whose settings were not found (FeeSync.Unresolved): claimed channels
// whose opening was not read back (read again at their next claim), and ChannelOpened logs
// whose settings do not hash to their id (refused: the channel is not followed).
func (x *FeeIndex) apply(logs []types.Log) int {
	x.seq++
	fresh := map[common.Hash]Channel{} // the settings of the range's openings
	missed := map[common.Hash]bool{}   // claimed, their opening not read back
	refused := 0
	defer func() {
		for id := range missed {
			delete(x.found, id)
		}
	}()
	for i := range logs {
		l := &logs[i]
		if !x.ours(l) || !slices.Contains(feeEvents, l.Topics[0]) {
			continue
		}
		id := common.Hash(l.Topics[1])
		c := x.chans[id]
		if c != nil {
			c.held = nil // its fee may have changed
		}
		switch l.Topics[0] {
		case evOpened:
			delete(x.found, id)
			ch, ok := x.openedLog(l)
			if !ok {
				refused++
				continue
			}
			if c == nil {
				x.opened[id] = l.BlockNumber
				fresh[id] = ch
			}
		case evClaimed:
			if c != nil {
				c.due = true
				continue
			}
			if _, ok := x.opened[id]; !ok {
				continue // opened before the index's block
			}
			ch, ok := fresh[id]
			if f := x.found[id]; !ok && f != nil {
				ch, ok = *f, true
			}
			if !ok {
				missed[id] = true
				continue
			}
			delete(x.found, id)
			delete(x.opened, id)
			x.chans[id] = &feeChan{ch: ch, due: true}
		case evFeeCollected: // credited (collectFees, withdraw): nothing held any more
			if c != nil {
				c.due = false
			}
		case evWithdrawn: // withdrawn: nothing held; a reopening emits ChannelOpened again
			delete(x.chans, id)
			delete(x.opened, id)
			delete(x.found, id)
		}
	}
	return refused + len(missed)
}

// ours reports whether l is a live log of this contract naming a channel.
func (x *FeeIndex) ours(l *types.Log) bool {
	return !l.Removed && l.Address == x.addr && len(l.Topics) >= 2
}

// openedLog decodes a ChannelOpened of this contract and reports whether its settings hash to
// the id it names, as the contract computes it (a log's fields are not taken on trust: an
// endpoint may answer anything).
func (x *FeeIndex) openedLog(l *types.Log) (Channel, bool) {
	ev, err := feeABI.UnpackChannelOpenedEvent(l)
	if err != nil {
		return Channel{}, false
	}
	ch := Channel{Payer: ev.Payer, Payee: ev.Payee, Token: ev.Token, Signer: ev.Signer, Salt: ev.Salt}
	return ch, ch.hashID(x.sep) == l.Topics[1] // not ID: the index would evict the payees' cached ids
}
