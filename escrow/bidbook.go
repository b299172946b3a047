package escrow

import (
	"cmp"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The bid book's budgets. A call for bids is a free, signed gossip message, so anyone can make
// a worker sign and store a bid: what a requester can hold is bounded by who it is, and a
// stranger can never take the room of a requester with stake in the market.
const (
	// MaxOpenBids bounds the bids a worker remembers (one per call): a bid it cannot remember is
	// not sent, since the hire that follows could not be checked.
	MaxOpenBids = 1024
	// MaxBidsPerRequester bounds the open bids for one staked requester, by its address and by
	// the peer its calls take bids at: a person choosing from many calls at once.
	MaxBidsPerRequester = 128
	// MaxBidsPerStranger bounds them for a requester that owns no active agent (RequesterStaked
	// says no), by address and by peer: a requester's own hires take a few calls at a time.
	MaxBidsPerStranger = 8
	// MaxStrangerBids bounds the bids open for all such requesters together: at most a quarter
	// of the book, so throwaway accounts and peers never take the room of staked requesters.
	MaxStrangerBids = MaxOpenBids / 4
	// MaxBidHold is how long after its call's window a bid may stay valid (MakeBid's validFor
	// is cut to it): a person choosing from a call's bids does it within minutes.
	MaxBidHold = 30 * time.Minute
	// maxBidLife bounds a bid's expiry from now: the longest window, the longest hold, and a
	// minute for a call issued ahead of this node's clock. A stored bid past it was made under
	// older rules (or a wrong clock) and is dropped on load.
	maxBidLife = MaxCallWindow + MaxBidHold + time.Minute
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
// the odd rounds of a negotiation over it) and the negotiation's messages so far; Peer and
// Staked are the call's peer and whether its requester was staked when the bid was made, which
// the book's budgets count by after a restart too.
type BidRecord struct {
	Bid       Bid            `json:"bid"`
	Requester common.Address `json:"requester"`
	Messages  []Terms        `json:"messages,omitempty"`
	Peer      string         `json:"peer,omitempty"`
	Staked    bool           `json:"staked,omitempty"`
}

// bidOwner is who a bid of the book is held for: the budgets' keys.
type bidOwner struct {
	requester common.Address
	peer      string
	staked    bool
}

// bidBook is the worker's own bids by call, until they expire, with the negotiation over each,
// written through to the store (when there is one) before a bid or an answer leaves the node.
// Its budgets (MaxBidsPerRequester, MaxBidsPerStranger, MaxStrangerBids, MaxOpenBids) are kept
// by admit.
type bidBook struct {
	mu    sync.Mutex
	store BidStore // nil: memory only
	negs  map[common.Hash]*Negotiation
	owner map[common.Hash]bidOwner
}

// load takes the stored bids of self that have not expired, oldest first, under the same
// budgets as new ones; expired ones, another account's, those with an expiry no bid may have
// and those over a budget are deleted from the store. A record the store cannot read is left
// out (the worker refuses the hire that follows it) and reported.
func (b *bidBook) load(self common.Address, now time.Time) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.negs, b.owner = map[common.Hash]*Negotiation{}, map[common.Hash]bidOwner{}
	if b.store == nil {
		return nil
	}
	recs, loadErr := b.store.Bids() // the records it could read, with the error about the others
	if loadErr != nil {
		loadErr = fmt.Errorf("escrow: load bids: %w", loadErr)
	}
	slices.SortFunc(recs, func(x, y BidRecord) int { return cmp.Compare(x.Bid.IssuedAt, y.Bid.IssuedAt) })
	for _, r := range recs {
		o := bidOwner{requester: r.Requester, peer: r.Peer, staked: r.Staked}
		if r.Bid.Worker != self || !liveBid(r.Bid, now) || len(r.Messages) > MaxRounds || b.admit(o) != nil {
			if err := b.store.DeleteBid(r.Bid.CallID); err != nil {
				return fmt.Errorf("escrow: prune bid on call %s: %w", r.Bid.CallID.Hex(), err)
			}
			continue
		}
		neg := NewNegotiation(r.Bid, r.Requester)
		neg.msgs = r.Messages // checked when they were taken, before they were stored
		b.negs[r.Bid.CallID], b.owner[r.Bid.CallID] = neg, o
	}
	return loadErr
}

func expired(bid Bid, now time.Time) bool { return now.After(time.UnixMilli(int64(bid.Expiry))) }

// liveBid: not expired, and not valid for longer than any bid may be (maxBidLife).
func liveBid(bid Bid, now time.Time) bool {
	return !expired(bid, now) && time.UnixMilli(int64(bid.Expiry)).Sub(now) <= maxBidLife
}

// prune drops the expired bids, from the store too. The caller holds mu.
func (b *bidBook) prune(now time.Time) error {
	for id, neg := range b.negs {
		if !expired(neg.bid, now) {
			continue
		}
		if err := b.drop(id); err != nil {
			return err
		}
	}
	return nil
}

// drop forgets the bid on call id, in the store first. The caller holds mu.
func (b *bidBook) drop(id common.Hash) error {
	if b.store != nil {
		if err := b.store.DeleteBid(id); err != nil {
			return fmt.Errorf("escrow: drop bid on call %s: %w", id.Hex(), err)
		}
	}
	delete(b.negs, id)
	delete(b.owner, id)
	return nil
}

// admit makes room for one more bid held for o, or says why there is none: o's own budget
// (by address and by peer: MaxBidsPerRequester when staked, else MaxBidsPerStranger) is never
// exceeded. When the pool o draws from is full (MaxStrangerBids for a stranger, then
// MaxOpenBids for all) the rule that keeps room for honest calls applies: the oldest bid of
// the requester holding the most bids in that pool is evicted, strangers' before any staked
// requester's; a stranger never evicts a staked requester's bid. The caller holds mu and adds
// the bid when admit returns nil.
func (b *bidBook) admit(o bidOwner) error {
	limit := MaxBidsPerStranger
	if o.staked {
		limit = MaxBidsPerRequester
	}
	var byReq, byPeer, strangers int
	for _, h := range b.owner {
		if h.requester == o.requester {
			byReq++
		}
		if h.peer == o.peer {
			byPeer++
		}
		if !h.staked {
			strangers++
		}
	}
	if byReq >= limit || byPeer >= limit {
		return fmt.Errorf("%w: requester %s (peer %q) has %d bids open here, peer %d, limit %d",
			ErrNoBid, o.requester.Hex(), o.peer, byReq, byPeer, limit)
	}
	if !o.staked && strangers >= MaxStrangerBids {
		return b.evict(false)
	}
	if len(b.negs) < MaxOpenBids {
		return nil
	}
	if strangers > 0 {
		return b.evict(false)
	}
	if !o.staked {
		return fmt.Errorf("%w: %d bids open, all for staked requesters", ErrNoBid, MaxOpenBids)
	}
	return b.evict(true)
}

// evict drops the oldest bid of the requester holding the most bids among the strangers' (or,
// when staked, among the staked requesters'). The caller holds mu.
func (b *bidBook) evict(staked bool) error {
	held := map[common.Address]int{}
	for _, h := range b.owner {
		if h.staked == staked {
			held[h.requester]++
		}
	}
	var victim common.Hash
	var most int
	var oldest uint64
	for id, h := range b.owner {
		if h.staked != staked {
			continue
		}
		n, at := held[h.requester], b.negs[id].bid.IssuedAt
		if n > most || (n == most && at < oldest) {
			victim, most, oldest = id, n, at
		}
	}
	if most == 0 {
		return fmt.Errorf("%w: no bid to make room", ErrNoBid)
	}
	return b.drop(victim)
}

// put remembers bid, answered in negotiation by the call's requester, and stores it before it
// is sent. ErrNoBid when this node already bid on the call, when the bid is valid for longer
// than any bid may be, or when the book's budgets leave no room for the requester (admit).
func (b *bidBook) put(bid Bid, o bidOwner, now time.Time) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.negs == nil {
		b.negs, b.owner = map[common.Hash]*Negotiation{}, map[common.Hash]bidOwner{}
	}
	if err := b.prune(now); err != nil {
		return err
	}
	if _, dup := b.negs[bid.CallID]; dup {
		return fmt.Errorf("%w: already bid on call %s", ErrNoBid, bid.CallID.Hex())
	}
	if !liveBid(bid, now) {
		return fmt.Errorf("%w: a bid valid until %s", ErrNoBid, time.UnixMilli(int64(bid.Expiry)).UTC().Format(time.RFC3339))
	}
	if err := b.admit(o); err != nil {
		return err
	}
	neg := NewNegotiation(bid, o.requester)
	b.owner[bid.CallID] = o
	if err := b.save(neg); err != nil {
		delete(b.owner, bid.CallID)
		return err
	}
	b.negs[bid.CallID] = neg
	return nil
}

// size is the number of bids held.
func (b *bidBook) size() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.negs)
}

// save writes neg's bid and messages to the store. The caller holds mu.
func (b *bidBook) save(neg *Negotiation) error {
	if b.store == nil {
		return nil
	}
	o := b.owner[neg.bid.CallID]
	if err := b.store.PutBid(BidRecord{Bid: neg.bid, Requester: neg.requester, Messages: neg.msgs, Peer: o.peer, Staked: o.staked}); err != nil {
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
