package payments

import (
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
)

// Finding 5 (rv28b, low: the operator's configuration): claimEvery was not bounded by
// claimMargin. A channel being withdrawn is claimed only in a round within the margin of its
// end, and a withdrawal learnt by staleness (an event missed) leaves the margin less a round:
// with claimEvery at or past the margin (claimMargin "10s" and the default 15 s, or
// claimEvery "2h" and the default hour) a round could fall just before the window and the
// next after the end, every voucher on the channel lost. The loop must run at least twice
// within the margin.
func TestRV28bClaimEveryWithinTheMargin(t *testing.T) {
	for _, c := range []struct {
		cfg       Config
		challenge time.Duration
		ok        bool
	}{
		{Config{}, 24 * time.Hour, true},
		{Config{}, time.Minute, true}, // margin 30 s, two rounds of 15 s
		{Config{ClaimMargin: runtime.Duration(10 * time.Second)}, 24 * time.Hour, false},
		{Config{ClaimEvery: runtime.Duration(2 * time.Hour)}, 24 * time.Hour, false},
		{Config{ClaimEvery: runtime.Duration(time.Minute)}, 90 * time.Second, false}, // margin capped at 45 s
	} {
		_, err := c.cfg.ClaimPolicy(c.challenge)
		if (err == nil) != c.ok {
			t.Errorf("claimEvery %s, claimMargin %s, challenge %s: err %v, want ok %v",
				c.cfg.ClaimInterval(), time.Duration(c.cfg.ClaimMargin), c.challenge, err, c.ok)
		}
	}
}
