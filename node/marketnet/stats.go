package marketnet

import (
	"errors"
	"sync"
	"sync/atomic"

	"github.com/agentsite/agentsite/escrow"
)

// deliveryStats counts deliveries taken and refused, by code.
type deliveryStats struct {
	accepted atomic.Int64
	mu       sync.Mutex
	byCode   map[string]int64
}

func (d *deliveryStats) refused(code string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.byCode == nil {
		d.byCode = map[string]int64{}
	}
	d.byCode[code]++
}

// DeliveryStats are the counts of deliveries this node took and refused.
type DeliveryStats struct {
	Accepted int64
	// Refused counts refused requests (gets and deliveries) by code.
	Refused map[string]int64
}

// Stats returns the delivery counts so far.
func (s *Service) Stats() DeliveryStats {
	s.stats.mu.Lock()
	defer s.stats.mu.Unlock()
	out := DeliveryStats{Accepted: s.stats.accepted.Load(), Refused: make(map[string]int64, len(s.stats.byCode))}
	for k, v := range s.stats.byCode {
		out.Refused[k] = v
	}
	return out
}

// AnnounceStats are the counts of bounty announcements by what became of them.
type AnnounceStats struct {
	Accepted       int64 // backed by the chain: offered to the market
	Bad            int64 // do not decode, stale, wrong chain or escrow, bad signature
	RateLimited    int64 // above the forwarding peer's rate
	Unknown        int64 // bounty not in the chain index: kept as a hint only, never retried
	WrongRequester int64 // signed by someone other than the bounty's requester on chain
	Closed         int64 // bounty no longer open
}

type announceCounters struct {
	accepted, bad, rateLimited, unknown, wrongRequester, closed atomic.Int64
}

func (c *announceCounters) snapshot() AnnounceStats {
	return AnnounceStats{Accepted: c.accepted.Load(), Bad: c.bad.Load(), RateLimited: c.rateLimited.Load(),
		Unknown: c.unknown.Load(), WrongRequester: c.wrongRequester.Load(), Closed: c.closed.Load()}
}

// IntentStats are the counts of claim intents by what became of them, and of this node's turns.
type IntentStats struct {
	Accepted    int64 // recorded and forwarded
	Bad         int64 // do not decode, stale, wrong chain or escrow, bad signature
	RateLimited int64 // above the forwarding peer's rate
	NotOwner    int64 // signed by someone the chain index does not show as the agent's owner
	Closed      int64 // bounty no longer open
	Stale       int64 // a replay, or not newer than the worker's last word, or the bounty's board full
	Yielded     int64 // this node's turns that ended because another worker claimed
	Fallbacks   int64 // this node's turns that claimed after those before it did not
	Withdrawn   int64 // this node's intents withdrawn after its checks refused the bounty
	DrawnFirst  int64 // this node's turns taken at once: drawn first among the bounty's rivals
	BackDated   int64 // intents issued more than IntentSkew before this node saw them: ranked as seen
	NoShows     int64 // intents ranked before this node's that no claim followed in time: passed over
}

type intentCounters struct {
	accepted, bad, rateLimited, notOwner, closed, stale, yielded, fallbacks, withdrawn, drawnFirst, backDated, noShows atomic.Int64
}

func (c *intentCounters) snapshot() IntentStats {
	return IntentStats{Accepted: c.accepted.Load(), Bad: c.bad.Load(), RateLimited: c.rateLimited.Load(), NotOwner: c.notOwner.Load(),
		Closed: c.closed.Load(), Stale: c.stale.Load(), Yielded: c.yielded.Load(), Fallbacks: c.fallbacks.Load(), Withdrawn: c.withdrawn.Load(),
		DrawnFirst: c.drawnFirst.Load(), BackDated: c.backDated.Load(), NoShows: c.noShows.Load()}
}

// CallStats are the counts of calls for bids this node heard, by what became of them.
type CallStats struct {
	Heard   int64 // passed the topic's validator and reached Watch (not this node's own)
	Busy    int64 // unanswered: OfferWorkers answers were running
	Repeats int64 // a call already answered
	Bid     int64 // answered with a bid sent and taken
	NoBid   int64 // answered without a bid (no policy, a budget spent: escrow.ErrNoBid)
	Failed  int64 // a bid made but not taken (the requester's node unreachable or refusing)
}

type callCounters struct {
	heard, busy, repeats, bid, noBid, failed atomic.Int64
}

// answered counts the outcome of one answer.
func (c *callCounters) answered(err error) {
	switch {
	case err == nil:
		c.bid.Add(1)
	case errors.Is(err, escrow.ErrNoBid):
		c.noBid.Add(1)
	default:
		c.failed.Add(1)
	}
}

func (c *callCounters) snapshot() CallStats {
	return CallStats{Heard: c.heard.Load(), Busy: c.busy.Load(), Repeats: c.repeats.Load(),
		Bid: c.bid.Load(), NoBid: c.noBid.Load(), Failed: c.failed.Load()}
}
