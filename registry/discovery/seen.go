package discovery

import (
	"sync"

	"github.com/ethereum/go-ethereum/common"
)

// seenCache remembers card statement digests until they can no longer pass the freshness check,
// so a replayed announcement is recognised.
type seenCache struct {
	mu    sync.Mutex
	max   int
	until map[common.Hash]int64 // digest -> unix ms after which it cannot be replayed anyway
}

func newSeenCache(max int) *seenCache {
	return &seenCache{max: max, until: make(map[common.Hash]int64)}
}

// add records h until the given time. It reports false if h was already there (a replay) or
// the cache is full of live entries.
func (s *seenCache) add(h common.Hash, until, now int64) (fresh, full bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.until[h]; ok && t > now {
		return false, false
	}
	if len(s.until) >= s.max {
		for k, t := range s.until {
			if t <= now {
				delete(s.until, k)
			}
		}
		if len(s.until) >= s.max {
			return false, true
		}
	}
	s.until[h] = until
	return true, false
}
