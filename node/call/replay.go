package call

import (
	"container/heap"
	"sync"

	"github.com/ethereum/go-ethereum/common"
)

// replayCache remembers the EIP-712 digests of served requests until they could no longer
// pass the freshness and deadline checks, so that a request is served once whatever spelling
// of its signature comes back. It holds at most max entries; expired ones leave first.
type replayCache struct {
	mu   sync.Mutex
	seen map[common.Hash]int64 // digest → expiry (unix ms)
	exp  expiryHeap
	max  int
}

func newReplayCache(max int) *replayCache {
	return &replayCache{seen: map[common.Hash]int64{}, max: max}
}

// add records digest until expiry; it fails with ErrReplay for a digest already recorded, and
// with errReplayFull (a runtime.ErrAgentBusy) when the cache holds max live entries.
func (c *replayCache) add(digest common.Hash, expiry, now int64) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.exp) > 0 && c.exp[0].at < now {
		e := heap.Pop(&c.exp).(entry)
		delete(c.seen, e.digest)
	}
	if _, ok := c.seen[digest]; ok {
		return ErrReplay
	}
	if len(c.seen) >= c.max {
		return errReplayFull
	}
	c.seen[digest] = expiry
	heap.Push(&c.exp, entry{digest: digest, at: expiry})
	return nil
}

// len is the number of remembered requests.
func (c *replayCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.seen)
}

type entry struct {
	digest common.Hash
	at     int64
}

// expiryHeap is a min-heap of entries by expiry.
type expiryHeap []entry

func (h expiryHeap) Len() int           { return len(h) }
func (h expiryHeap) Less(i, j int) bool { return h[i].at < h[j].at }
func (h expiryHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *expiryHeap) Push(x any)        { *h = append(*h, x.(entry)) }
func (h *expiryHeap) Pop() any {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}
