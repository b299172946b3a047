package chat

import (
	"sync"

	"github.com/ethereum/go-ethereum/common"
)

// seenSet remembers the last n ids, first in first out.
type seenSet struct {
	mu   sync.Mutex
	ids  map[common.Hash]struct{}
	ring []common.Hash
	next int
}

func newSeenSet(n int) *seenSet {
	return &seenSet{ids: make(map[common.Hash]struct{}, n), ring: make([]common.Hash, 0, n)}
}

func (s *seenSet) has(id common.Hash) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.ids[id]
	return ok
}

// add records id and reports whether it was new.
func (s *seenSet) add(id common.Hash) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.ids[id]; ok {
		return false
	}
	if len(s.ring) < cap(s.ring) {
		s.ring = append(s.ring, id)
	} else {
		delete(s.ids, s.ring[s.next])
		s.ring[s.next] = id
		s.next = (s.next + 1) % len(s.ring)
	}
	s.ids[id] = struct{}{}
	return true
}
