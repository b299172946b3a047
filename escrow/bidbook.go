package escrow

import (
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// BidStore keeps a worker's open bids, each with the negotiation over it, so that after a
// restart the node still claims a hire that matches a bid it made (and only such a hire). The
// node implements it over badger with synced writes; a market without one keeps its bids in
// memory.
type BidStore interface {
	PutBid(r BidRecord) error
	DeleteBid(call common.Hash) error
	Bids() ([]BidRecord, error)
}

// BidRecord is one of this node's bids as stored: the bid, the requester of its call (who signs
// the odd rounds of a negotiation over it) and the negotiation's messages so far.
type BidRecord struct {
	Bid       Bid            `json:"bid"`
	Requester common.Address `json:"requester"`
	Messages  []Terms        `json:"messages,omitempty"`
}

// bidBook is the worker's own bids by call, until they expire, with the negotiation over each,
// written through to the store (when there is one) before a bid or an answer leaves the node.
type bidBook struct {
	mu    sync.Mutex
	store BidStore // nil: memory only
	negs  map[common.Hash]*Negotiation
}

// load takes the stored bids of self that have not expired; expired ones, another account's
// and those past MaxOpenBids are deleted from the store. A record the store cannot read is left
// out (the worker refuses the hire that follows it) and reported.
func (b *bidBook) load(self common.Address, now time.Time) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.negs = map[common.Hash]*Negotiation{}
	if b.store == nil {
		return nil
	}
	recs, loadErr := b.store.Bids() // the records it could read, with the error about the others
	if loadErr != nil {
		loadErr = fmt.Errorf("escrow: load bids: %w", loadErr)
	}
	for _, r := range recs {
		if r.Bid.Worker != self || expired(r.Bid, now) || len(b.negs) >= MaxOpenBids || len(r.Messages) > MaxRounds {
			if err := b.store.DeleteBid(r.Bid.CallID); err != nil {
				return fmt.Errorf("escrow: prune bid on call %s: %w", r.Bid.CallID.Hex(), err)
			}
			continue
		}
		neg := NewNegotiation(r.Bid, r.Requester)
		neg.msgs = r.Messages // checked when they were taken, before they were stored
		b.negs[r.Bid.CallID] = neg
	}
	return loadErr
}

func expired(bid Bid, now time.Time) bool { return now.After(time.UnixMilli(int64(bid.Expiry))) }

// prune drops the expired bids, from the store too. The caller holds mu.
func (b *bidBook) prune(now time.Time) error {
	for id, neg := range b.negs {
		if !expired(neg.bid, now) {
			continue
		}
		if b.store != nil {
			if err := b.store.DeleteBid(id); err != nil {
				return fmt.Errorf("escrow: prune bid on call %s: %w", id.Hex(), err)
			}
		}
		delete(b.negs, id)
	}
	return nil
}

// put remembers bid, answered in negotiation by requester, and stores it before it is sent.
// ErrNoBid when this node already bid on the call or MaxOpenBids are open.
func (b *bidBook) put(bid Bid, requester common.Address, now time.Time) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.negs == nil {
		b.negs = map[common.Hash]*Negotiation{}
	}
	if err := b.prune(now); err != nil {
		return err
	}
	if _, dup := b.negs[bid.CallID]; dup || len(b.negs) >= MaxOpenBids {
		return fmt.Errorf("%w: already bid on call %s, or %d bids open", ErrNoBid, bid.CallID.Hex(), MaxOpenBids)
	}
	neg := NewNegotiation(bid, requester)
	if err := b.save(neg); err != nil {
		return err
	}
	b.negs[bid.CallID] = neg
	return nil
}

// save writes neg's bid and messages to the store. The caller holds mu.
func (b *bidBook) save(neg *Negotiation) error {
	if b.store == nil {
		return nil
	}
	if err := b.store.PutBid(BidRecord{Bid: neg.bid, Requester: neg.requester, Messages: neg.msgs}); err != nil {
		return fmt.Errorf("escrow: store bid on call %s: %w", neg.bid.CallID.Hex(), err)
	}
	return nil
}

// get returns the bid on call and, when a negotiation over it ended in an accept, the agreed
// terms.
func (b *bidBook) get(call common.Hash) (Bid, *Terms, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	neg, ok := b.negs[call]
	if !ok {
		return Bid{}, nil, false
	}
	if t, agreed := neg.Agreed(); agreed {
		return neg.bid, &t, true
	}
	return neg.bid, nil, true
}
