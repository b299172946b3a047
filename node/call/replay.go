package call

import (
	"sync"
)

// replayCache remembers signed requests until their deadline so that a request is served once.
type replayCache struct {
	mu      sync.Mutex
	seen    map[string]int64 // signature → deadline (unix ms)
	max     int
	inserts int
}

func newReplayCache(max int) *replayCache {
	return &replayCache{seen: map[string]int64{}, max: max}
}

// add records key until deadline; it fails with ErrReplay for a key already recorded, and with
// errReplayFull (a runtime.ErrAgentBusy) when the cache holds max live entries.
func (c *replayCache) add(key string, deadline, now int64) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d, ok := c.seen[key]; ok && d >= now {
		return ErrReplay
	}
	c.inserts++
	if c.inserts%1024 == 0 || len(c.seen) >= c.max {
		for k, d := range c.seen {
			if d < now {
				delete(c.seen, k)
			}
		}
	}
	if len(c.seen) >= c.max {
		return errReplayFull
	}
	c.seen[key] = deadline
	return nil
}
