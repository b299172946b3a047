package teamstate

import (
	"fmt"
	"math/big"
	"time"

	"github.com/agentsite/agentsite/node/units"
)

// AskTerms settle a task by a swarm auction (node/auction) instead of a bounty: the network's
// agents offering the skill bid for one call, the best bid within MaxPrice answers, and the
// winner is paid its bid by voucher out of the team's budget. An attempt reserves MaxPrice while
// its auction runs and keeps what the winner bid.
type AskTerms struct {
	// MaxPrice is the most the call may cost: "0.0001", "0.0001 ETH" or "10000 wei", at most
	// the task's share ("0": free agents only); empty: the share.
	MaxPrice string `json:"maxPrice,omitempty"`
	// DeadlineMs is how long the answer may take, 100 to MaxAskDeadline; 0: DefaultAskDeadline.
	DeadlineMs int64 `json:"deadlineMs,omitempty"`
}

// Bounds of an auctioned task: a call, not work of minutes.
const (
	DefaultAskDeadline = 10 * time.Second
	MaxAskDeadline     = 5 * time.Minute
)

// AskMaxPrice is an auctioned task's max price in wei (the share when the terms name none).
func (t Task) AskMaxPrice() (*big.Int, error) {
	share, err := t.ShareWei()
	if err != nil || t.Ask == nil || t.Ask.MaxPrice == "" {
		return share, err
	}
	v, err := units.ParseETH(t.Ask.MaxPrice)
	if err != nil {
		return nil, fmt.Errorf("%w: task %q: ask.maxPrice: %v", ErrBadPlan, t.ID, err)
	}
	if v.Cmp(share) > 0 {
		return nil, fmt.Errorf("%w: task %q: ask.maxPrice %s wei over its share %s wei", ErrBadPlan, t.ID, v, share)
	}
	return v, nil
}

// AskDeadline is an auctioned task's answer deadline.
func (t Task) AskDeadline() time.Duration {
	if t.Ask == nil || t.Ask.DeadlineMs == 0 {
		return DefaultAskDeadline
	}
	return time.Duration(t.Ask.DeadlineMs) * time.Millisecond
}

// checkAsk checks an auctioned task's terms.
func checkAsk(t Task) error {
	if t.Ask == nil {
		return nil
	}
	if d := t.Ask.DeadlineMs; d != 0 && (d < 100 || d > MaxAskDeadline.Milliseconds()) {
		return fmt.Errorf("%w: task %q: ask.deadlineMs %d (want 100 to %d)", ErrBadPlan, t.ID, d, MaxAskDeadline.Milliseconds())
	}
	_, err := t.AskMaxPrice()
	return err
}
