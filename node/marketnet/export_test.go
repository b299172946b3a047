package marketnet

import (
	"context"
	"time"

	"github.com/agentsite/agentsite/escrow"
)

// Step runs one decision of t (a turn made by Intents.Intend) at now, as Wait does at each of
// its wakes: tests drive it with their own clock.
func Step(ctx context.Context, t escrow.Turn, now time.Time) (done bool, next time.Time, err error) {
	return t.(*turn).step(ctx, now)
}
