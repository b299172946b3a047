package marketnet

import (
	"fmt"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/libp2p/go-libp2p/core/peer"
	"golang.org/x/time/rate"
)

// forwarderLimits is a token bucket per forwarding peer, for the most recently seen peers: a
// topic's validator refuses, before decoding anything, what one peer forwards beyond its rate.
type forwarderLimits struct {
	buckets *lru.Cache[peer.ID, *rate.Limiter]
	rate    rate.Limit
	burst   int
}

func newForwarderLimits(peers int, perSecond float64, burst int) (*forwarderLimits, error) {
	c, err := lru.New[peer.ID, *rate.Limiter](peers)
	if err != nil {
		return nil, fmt.Errorf("marketnet: %w", err)
	}
	return &forwarderLimits{buckets: c, rate: rate.Limit(perSecond), burst: burst}, nil
}

// allow takes a token from p's bucket.
func (f *forwarderLimits) allow(p peer.ID) bool {
	l, ok := f.buckets.Get(p)
	if !ok {
		l = rate.NewLimiter(f.rate, f.burst)
		f.buckets.Add(p, l)
	}
	return l.Allow()
}
