package escrow

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// MaxOpenCalls bounds the calls for bids a person is choosing from; the oldest is dropped.
const MaxOpenCalls = 64

// OpenCall is a call for bids whose bids a person chooses from: opened (bounty.call), ranked
// when its window ends, then hired (bounty.choose), possibly on terms negotiated with a bidder.
type OpenCall struct {
	Call CallForBids
	// Post is what the hire posts (reward and deadline are the bid's or the agreed terms');
	// ClaimWait how long a hired agent has to claim before the next bid is hired.
	Post      PostRequest
	ClaimWait time.Duration

	done   chan struct{} // closed by Finish
	ranked []Bidder
	err    error
	agreed map[uint64]Terms // by agent; under CallBook.mu
}

// Finish sets the call's ranked bids (or why there are none) once its window is over.
func (c *OpenCall) Finish(ranked []Bidder, err error) {
	c.ranked, c.err = ranked, err
	close(c.done)
}

// CallBook holds the open calls for bids of a person, by id. The zero value is ready.
type CallBook struct {
	mu    sync.Mutex
	by    map[common.Hash]*OpenCall
	order []common.Hash
}

// Add opens a call; its bids are set by Finish.
func (b *CallBook) Add(call CallForBids, post PostRequest, claimWait time.Duration) *OpenCall {
	c := &OpenCall{Call: call, Post: post, ClaimWait: claimWait, done: make(chan struct{})}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.by == nil {
		b.by = map[common.Hash]*OpenCall{}
	}
	if len(b.order) >= MaxOpenCalls {
		delete(b.by, b.order[0])
		b.order = b.order[1:]
	}
	id := call.ID()
	b.by[id] = c
	b.order = append(b.order, id)
	return c
}

// Get returns call id, if it is still held.
func (b *CallBook) Get(id common.Hash) (*OpenCall, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c, ok := b.by[id]
	if !ok {
		return nil, fmt.Errorf("%w: no call %s", ErrBadParams, id.Hex())
	}
	return c, nil
}

// Bids waits for the end of call id's window and returns its bids, best first.
func (b *CallBook) Bids(ctx context.Context, id common.Hash) ([]Bidder, error) {
	c, err := b.Get(id)
	if err != nil {
		return nil, err
	}
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-c.done:
	}
	return c.ranked, c.err
}

// Bid waits for call id's bids and returns the call, its ranked bids and the index of agentID's.
func (b *CallBook) Bid(ctx context.Context, id common.Hash, agentID uint64) (*OpenCall, []Bidder, int, error) {
	ranked, err := b.Bids(ctx, id)
	if err != nil {
		return nil, nil, 0, err
	}
	i := slices.IndexFunc(ranked, func(x Bidder) bool { return x.Bid.AgentID == agentID })
	if i < 0 {
		return nil, nil, 0, fmt.Errorf("%w: agent %d did not bid on call %s", ErrBadParams, agentID, id.Hex())
	}
	c, err := b.Get(id) // dropped for newer calls meanwhile?
	if err != nil {
		return nil, nil, 0, err
	}
	return c, ranked, i, nil
}

// Agree records the terms agreed with a bidder of call id, which a hire of that bid uses.
func (b *CallBook) Agree(id common.Hash, t Terms) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if c, ok := b.by[id]; ok {
		if c.agreed == nil {
			c.agreed = map[uint64]Terms{}
		}
		c.agreed[t.AgentID] = t
	}
}

// Agreement returns the terms agreed with agentID on call id, if any.
func (b *CallBook) Agreement(id common.Hash, agentID uint64) (Terms, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c, ok := b.by[id]
	if !ok {
		return Terms{}, false
	}
	t, ok := c.agreed[agentID]
	return t, ok
}
