package escrow

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/agentsite/agentsite/contracts/chain"
)

// maxReviewWindow is the escrow's bound on a post's review window, immutable in the contract
// (set at its deployment: 24 h of review on a default deployment, 1 h on the devnet): it is
// read from the chain once.
func (c *Client) maxReviewWindow(ctx context.Context) (time.Duration, error) {
	if d := c.maxReview.Load(); d != nil {
		return *d, nil
	}
	rev, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.c.PackMaxReviewWindow(), c.c.UnpackMaxReviewWindow)
	if err != nil {
		return 0, fmt.Errorf("escrow: max review window: %w", err)
	}
	d := seconds(rev)
	c.maxReview.Store(&d)
	return d, nil
}

// seconds is n seconds, saturated rather than overflowing.
func seconds(n uint64) time.Duration {
	if n > uint64(1<<63-1)/uint64(time.Second) {
		return 1<<63 - 1
	}
	return time.Duration(n) * time.Second
}

// checkBounds refuses, before anything is sent, a post the escrow would revert for its review
// window (EscrowBadReviewWindow, shown to the user as an internal error: `bounty post --review
// 72h` on the devnet), naming what is allowed. (The deadline's bound, maxDuration, is from the
// block's time, which a local clock does not know: the contract still decides it.)
func (c *Client) checkBounds(ctx context.Context, p PostParams) error {
	limit, err := c.maxReviewWindow(ctx)
	if err != nil {
		return fmt.Errorf("escrow: post: %w", err)
	}
	if p.ReviewWindow > limit {
		return fmt.Errorf("%w: review window %s is above this escrow's maximum: allowed 1s to %s",
			ErrBadParams, short(p.ReviewWindow), short(limit))
	}
	return nil
}

// short is d without its zero minutes and seconds: 72h, 1h30m, 90s as 1m30s.
func short(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = s[:len(s)-2]
	}
	if strings.HasSuffix(s, "h0m") {
		s = s[:len(s)-2]
	}
	return s
}
