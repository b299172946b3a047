package escrow_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/test/harness"
)

// `bounty post --review 72h` printed the contract's revert ("escrow: post: chain: execution
// reverted: EscrowBadReviewWindow(…)"): a review window above the escrow's maximum (1 h on
// this deployment) is refused before the spec is published or a transaction sent, naming the
// allowed window; the maximum itself is taken.
func TestPostReviewWindowAboveTheEscrowsMaximum(t *testing.T) {
	ctx := context.Background()
	m, sb, req, _ := newPair(t)
	before, err := m.Requester.Esc.Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	r := request(harness.Eth(1))
	r.ReviewWindow = 72 * time.Hour
	_, err = req.Post(ctx, r)
	if !errors.Is(err, escrow.ErrBadParams) || !strings.Contains(err.Error(), "review window 72h is above this escrow's maximum: allowed 1s to 1h") {
		t.Fatalf("a 72h review window: %v", err)
	}
	_, _, err = m.Requester.Esc.Post(ctx, escrow.PostParams{Amount: harness.Eth(1), Deadline: r.Deadline, ReviewWindow: r.ReviewWindow})
	if !errors.Is(err, escrow.ErrBadParams) {
		t.Fatalf("a 72h review window, by the client: %v", err)
	}
	if n, err := m.Requester.Esc.Count(ctx); err != nil || n != before || len(sb.blobs) != 0 {
		t.Fatalf("after the refusals: %d bounties (%v), want %d; %d specs published", n, err, before, len(sb.blobs))
	}
	r.ReviewWindow = time.Hour
	if _, err := req.Post(ctx, r); err != nil {
		t.Fatalf("the maximum review window: %v", err)
	}
}
