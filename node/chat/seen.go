package chat

import (
	"sync"

	"github.com/ethereum/go-ethereum/common"
)

// seenSet remembers the last n ids, first in first out. It grows with use: a set sized for
// 100,000 ids up front is ~7 MiB a quiet node would hold from its start.
type seenSet struct {
	mu   sync.Mutex
	n    int
	ids  map[common.Hash]struct{}
	ring []common.Hash
	next int
}

func newSeenSet(n int) *seenSet {
	return &seenSet{n: n, ids: map[common.Hash]struct{}{}}
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
	if len(s.ring) < s.n {
		s.ring = append(s.ring, id)
	} else {
		delete(s.ids, s.ring[s.next])
		s.ring[s.next] = id
		s.next = (s.next + 1) % len(s.ring)
	}
	s.ids[id] = struct{}{}
	return true
}
