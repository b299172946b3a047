package marketnet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
)

// Publishing a call for bids. Gossip sends a message once, to the topic's peers the router
// knows at that moment, and never sends it again to a peer that joins the topic's mesh later
// (gossip of message ids goes only to peers outside the mesh). A call made right after the node
// started or connected, before it knew any peer in CallTopic, reached nobody.
const (
	// CallPeerWait bounds how long Call waits for CallTopic to have a peer before it publishes
	// (at most half the bid window, so bidders keep time to answer): a peer's subscriptions
	// arrive one round trip after the connection, and the mesh forms within a heartbeat (1 s).
	CallPeerWait = 2 * time.Second
	// CallRepeats is how many more times Call publishes the same signed call, spread evenly over
	// the bid window, while no bid has come: a call that went out before the topic's mesh
	// formed (a router that publishes to its mesh only) reaches the bidders on a repeat. Bidders
	// answer a call's id once (Watch), so a repeat costs them nothing.
	CallRepeats = 2
	// answeredCalls is how many call ids a bidder remembers having answered: a requester repeats
	// a call within its window (at most CallMaxAge), and far fewer calls than this come in a
	// minute.
	answeredCalls = 1024
)

// Call opens call for bids and publishes it on CallTopic: once CallTopic has a peer (at most
// CallPeerWait, and half the window), then again up to CallRepeats times while the call has no
// bid. It returns after the first publication; the repeats run until the window ends or Close.
func (x *Bids) Call(ctx context.Context, call escrow.CallForBids) error {
	if x.d.Topic == nil {
		return errors.New("marketnet: no call topic")
	}
	if call.BidsUntil <= call.IssuedAt || time.Duration(call.BidsUntil-call.IssuedAt)*time.Millisecond > CallMaxWindow {
		return fmt.Errorf("%w: a bid window of at most %s", escrow.ErrBadParams, CallMaxWindow)
	}
	raw, err := json.Marshal(call)
	if err != nil {
		return err
	}
	x.Open(call)
	end := time.UnixMilli(int64(call.BidsUntil))
	x.waitPeers(ctx, min(CallPeerWait, time.Until(end)/2))
	if err := x.d.Topic.Publish(ctx, raw); err != nil {
		return fmt.Errorf("marketnet: publish call for bids: %w", err)
	}
	x.wg.Add(1)
	go x.repeat(call.ID(), raw, end)
	return nil
}

// waitPeers returns once CallTopic has a peer, or after d, or when ctx ends.
func (x *Bids) waitPeers(ctx context.Context, d time.Duration) {
	const poll = 10 * time.Millisecond
	deadline := time.Now().Add(d)
	for len(x.d.Topic.ListPeers()) == 0 && time.Now().Before(deadline) {
		select {
		case <-ctx.Done():
			return
		case <-x.stop:
			return
		case <-time.After(poll):
		}
	}
}

// repeat publishes raw, the call id's message, again at even steps until end, as long as the
// call is open with no bid.
func (x *Bids) repeat(id common.Hash, raw []byte, end time.Time) {
	defer x.wg.Done()
	step := time.Until(end) / (CallRepeats + 1)
	if step <= 0 {
		return
	}
	for range CallRepeats {
		select {
		case <-x.stop:
			return
		case <-time.After(step):
		}
		if !x.unanswered(id) {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), step)
		err := x.d.Topic.Publish(ctx, raw)
		cancel()
		if err != nil {
			return // the topic is closed: the node is stopping
		}
	}
}

// unanswered says whether call id is open with no bid yet.
func (x *Bids) unanswered(id common.Hash) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	oc, ok := x.calls[id]
	return ok && len(oc.bids) == 0
}

// firstHeard says whether this node hears call id for the first time (a requester repeats a
// call until it has a bid); it remembers the last answeredCalls ids.
func (x *Bids) firstHeard(id common.Hash) bool {
	seen, _ := x.answered.ContainsOrAdd(id, struct{}{})
	return !seen
}
