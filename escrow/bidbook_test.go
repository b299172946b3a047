package escrow_test

import (
	"errors"
	"maps"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// memBids keeps bid records in memory (the node's store is badger; the contract is the same).
type memBids struct {
	mu   sync.Mutex
	recs map[common.Hash]escrow.BidRecord
	fail error // returned by PutBid when set
}

func newMemBids() *memBids { return &memBids{recs: map[common.Hash]escrow.BidRecord{}} }

func (s *memBids) PutBid(r escrow.BidRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail != nil {
		return s.fail
	}
	r.Messages = slices.Clone(r.Messages)
	s.recs[r.Bid.CallID] = r
	return nil
}

func (s *memBids) DeleteBid(call common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.recs, call)
	return nil
}

func (s *memBids) Bids() ([]escrow.BidRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Collect(maps.Values(s.recs)), nil
}

var errDiskFull = errors.New("disk full")
