package marketnet

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/escrow"
)

// Refusal codes of BidProtocol.
const (
	BidCodeUnknownCall = "unknown-call" // no open call with that id here
	BidCodeBad         = "bad-bid"      // escrow.DecodeBid refused it
	BidCodeNotOwner    = "not-owner"    // the signer does not own the agent (chain index)
	BidCodeDuplicate   = "duplicate"    // this agent already bid on the call (a replay too)
	BidCodeFull        = "full"         // the call has MaxBidsPerCall bids
	BidCodeTooSmall    = "too-small"    // under the escrow's least bounty (escrow.MinNativeBounty)
)

// BidDeps are the parts a Bids works through.
type BidDeps struct {
	Host  host.Host
	Owner AgentOwner
	// Bid answers a call for this node's agents (escrow.Market.MakeBid); nil: the node does
	// not bid.
	Bid func(call escrow.CallForBids) (escrow.Bid, error)
	// Topic is the joined CallTopic, where Call publishes; nil: this node only takes bids.
	Topic *pubsub.Topic
	// Counter answers a requester's negotiation message over one of this node's bids
	// (escrow.Market.AnswerCounter); nil: this node does not negotiate.
	Counter func(raw []byte) ([]byte, error)
	// Staked says whether a call's requester owns an active agent (the chain index): calls of
	// other requesters get at most half the answer slots (Watch), so strangers whose peers never
	// take a bid cannot hold them all. nil: every requester is staked.
	Staked func(common.Address) (bool, error)
}

// Bids is both sides of bidding: the requester's book of open calls, which takes bids over
// BidProtocol until each call's window ends, and the worker's answer to the calls it hears.
type Bids struct {
	cfg    Config
	d      BidDeps
	limits *forwarderLimits
	c      callCounters

	mu    sync.Mutex
	calls map[common.Hash]*openCall
	// peers are the nodes that sent the bids of collected calls, where counters go.
	peers *lru.Cache[common.Hash, map[uint64]peer.ID]
	// answered are the ids of the calls this node has heard (Watch answers each once).
	answered *lru.Cache[common.Hash, struct{}]

	stop     chan struct{} // closed by Close: ends the repeats of Call
	stopOnce sync.Once
	wg       sync.WaitGroup
}

type openCall struct {
	call  escrow.CallForBids
	bids  map[uint64]escrow.Bid // by agent id
	peers map[uint64]peer.ID    // the node each bid came from
}

// Stats returns the counts of calls so far.
func (x *Bids) Stats() CallStats { return x.c.snapshot() }

// NewBids makes the book; Start serves BidProtocol.
func NewBids(cfg Config, d BidDeps) (*Bids, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if d.Host == nil || d.Owner == nil {
		return nil, errors.New("marketnet: bids need a host and an agent lookup")
	}
	limits, err := newForwarderLimits(cfg.Peers, cfg.AnnounceRate, cfg.AnnounceBurst)
	if err != nil {
		return nil, err
	}
	peers, err := lru.New[common.Hash, map[uint64]peer.ID](maxCounteredCalls)
	if err != nil {
		return nil, fmt.Errorf("marketnet: %w", err)
	}
	answered, err := lru.New[common.Hash, struct{}](answeredCalls)
	if err != nil {
		return nil, fmt.Errorf("marketnet: %w", err)
	}
	return &Bids{cfg: cfg, d: d, limits: limits, calls: map[common.Hash]*openCall{}, peers: peers, answered: answered,
		stop: make(chan struct{})}, nil
}

// Start serves BidProtocol.
func (x *Bids) Start() { x.d.Host.SetStreamHandler(BidProtocol, x.serve) }

// Close stops serving BidProtocol and repeating calls.
func (x *Bids) Close() error {
	x.d.Host.RemoveStreamHandler(BidProtocol)
	x.stopOnce.Do(func() { close(x.stop) })
	x.wg.Wait()
	return nil
}

// Open takes bids for call until its window ends.
func (x *Bids) Open(call escrow.CallForBids) {
	x.mu.Lock()
	x.calls[call.ID()] = &openCall{call: call, bids: map[uint64]escrow.Bid{}, peers: map[uint64]peer.ID{}}
	x.mu.Unlock()
}

// Collect waits for the end of call's window, closes it and returns its bids (an error when
// ctx ends first; the call is closed then too).
func (x *Bids) Collect(ctx context.Context, id common.Hash) ([]escrow.Bid, error) {
	x.mu.Lock()
	oc, ok := x.calls[id]
	x.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("marketnet: no open call %s", id.Hex())
	}
	t := time.NewTimer(time.Until(time.UnixMilli(int64(oc.call.BidsUntil))))
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	delete(x.calls, id) // closed either way: a call nobody collects takes no more bids
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	x.peers.Add(id, oc.peers)
	out := make([]escrow.Bid, 0, len(oc.bids))
	for _, b := range oc.bids {
		out = append(out, b)
	}
	return out, nil
}

// serve takes one bid, or answers one negotiation message (a line with a round).
func (x *Bids) serve(st network.Stream) {
	defer st.Close()
	_ = st.SetDeadline(time.Now().Add(x.cfg.Timeout))
	var resp counterResponse
	line, err := readLine(bufio.NewReaderSize(st, MaxHeader))
	var head struct {
		CallID common.Hash `json:"callId"`
		Round  uint8       `json:"round"`
	}
	switch {
	case errors.Is(err, errTooLarge):
		resp.Code = CodeTooLarge
	case err != nil:
		resp.Code = BidCodeBad
	default:
		if err = json.Unmarshal(line, &head); err != nil {
			resp.Code = BidCodeBad
		} else if head.Round > 0 {
			resp.Reply, resp.Code, err = x.answer(line)
		} else {
			resp.Code, err = x.take(line, head.CallID, st.Conn().RemotePeer())
		}
	}
	if err != nil {
		resp.Error = err.Error()
	}
	b, _ := json.Marshal(resp)
	if _, err := st.Write(append(b, '\n')); err != nil {
		_ = st.Reset()
	}
}

// take checks and records one bid; "" when taken, else a refusal code.
func (x *Bids) take(line []byte, callID common.Hash, from peer.ID) (string, error) {
	x.mu.Lock()
	oc, ok := x.calls[callID]
	x.mu.Unlock()
	if !ok {
		return BidCodeUnknownCall, fmt.Errorf("no open call %s", callID.Hex())
	}
	bid, err := escrow.DecodeBid(line, oc.call, time.Now())
	if err != nil {
		return BidCodeBad, err
	}
	if escrow.BelowNativeMinimum(bid) { // never ranked: its hire could only revert
		return BidCodeTooSmall, fmt.Errorf("price %s wei, the escrow's least bounty is %s", bid.Price.Int(), escrow.MinNativeBounty)
	}
	owner, found, err := x.d.Owner(bid.AgentID)
	if err != nil {
		return CodeUnavailable, err
	}
	if !found || owner != bid.Worker {
		return BidCodeNotOwner, fmt.Errorf("agent %d is not %s's", bid.AgentID, bid.Worker.Hex())
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	switch {
	case x.calls[callID] != oc:
		return BidCodeUnknownCall, errors.New("call closed")
	case oc.bids[bid.AgentID].Sig != "":
		return BidCodeDuplicate, fmt.Errorf("agent %d already bid", bid.AgentID)
	case len(oc.bids) >= MaxBidsPerCall:
		return BidCodeFull, fmt.Errorf("%d bids", MaxBidsPerCall)
	}
	oc.bids[bid.AgentID] = bid
	oc.peers[bid.AgentID] = from
	return "", nil
}

// Send delivers bid to the requester's node p; nil when taken, else the refusal.
func (x *Bids) Send(ctx context.Context, p peer.ID, bid escrow.Bid) error {
	ctx, cancel := context.WithTimeout(ctx, x.cfg.Timeout)
	defer cancel()
	st, err := x.d.Host.NewStream(ctx, p, BidProtocol)
	if err != nil {
		return fmt.Errorf("marketnet: open bid stream to %s: %w", p, err)
	}
	defer st.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = st.SetDeadline(dl)
	}
	raw, err := json.Marshal(bid)
	if err != nil {
		return err
	}
	if _, err := st.Write(append(raw, '\n')); err != nil {
		return fmt.Errorf("marketnet: send bid: %w", err)
	}
	_ = st.CloseWrite()
	line, err := readLine(bufio.NewReaderSize(st, MaxHeader))
	if err != nil {
		return err
	}
	var resp response
	if err := json.Unmarshal(line, &resp); err != nil {
		return fmt.Errorf("marketnet: bid answer: %w", err)
	}
	if resp.Code != "" {
		return fmt.Errorf("%w (%s): %s", ErrRefused, resp.Code, resp.Error)
	}
	return nil
}

// Answer bids on a call this node heard, when one of its policies takes it.
func (x *Bids) Answer(ctx context.Context, call escrow.CallForBids) error {
	if x.d.Bid == nil {
		return nil
	}
	bid, err := x.d.Bid(call)
	if err != nil {
		return err
	}
	p, err := peer.Decode(call.Peer)
	if err != nil {
		return fmt.Errorf("marketnet: call names peer %q: %w", call.Peer, err)
	}
	// A bid is taken only within the window: waiting longer for the peer holds a slot for nothing.
	ctx, cancel := context.WithDeadline(ctx, time.UnixMilli(int64(call.BidsUntil)))
	defer cancel()
	return x.Send(ctx, p, bid)
}

// ValidateCall is the call topic's validator: the forwarding peer's rate (the announcement
// limits), then size, signature, chain and freshness, and a window still open. A call that is
// stale, whose window closed by this node's clock, or for another chain, is ignored: the node
// that forwarded it may have judged it a millisecond earlier (see verdict); only a call invalid
// at its own issue time is rejected. The call is handed to Watch as ValidatorData.
func (x *Bids) ValidateCall(chainID uint64) func(context.Context, peer.ID, *pubsub.Message) pubsub.ValidationResult {
	return func(_ context.Context, _ peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		if msg.ReceivedFrom != x.d.Host.ID() && !x.limits.allow(msg.ReceivedFrom) {
			return pubsub.ValidationIgnore
		}
		call, err := escrow.DecodeCall(msg.Data, chainID, x.cfg.now(), CallMaxAge)
		if err != nil {
			return verdict(msg.Data, escrow.MaxBidMessageSize, func(at time.Time, chainID uint64) error {
				_, err := escrow.DecodeCall(msg.Data, chainID, at, CallMaxAge)
				return err
			})
		}
		msg.ValidatorData = call
		return pubsub.ValidationAccept
	}
}

// Watch answers the calls the validator accepted, each call once (its repeats are skipped), a
// few at once (OfferWorkers), until ctx ends. A call whose requester is not staked (BidDeps.Staked)
// takes one of at most half of those slots: a bid waits for the requester's peer to take it, and
// strangers' peers that never do cannot keep staked requesters' calls from being answered.
func (x *Bids) Watch(ctx context.Context, sub *pubsub.Subscription, log *slog.Logger) {
	sem := make(chan struct{}, x.cfg.OfferWorkers)
	strangers := make(chan struct{}, max(1, x.cfg.OfferWorkers/2))
	for {
		msg, err := sub.Next(ctx)
		if err != nil {
			return
		}
		call, ok := msg.ValidatorData.(escrow.CallForBids)
		if !ok || msg.ReceivedFrom == x.d.Host.ID() {
			continue
		}
		x.c.heard.Add(1)
		slot := sem
		if !x.staked(call.Requester) {
			slot = strangers
		}
		select {
		case slot <- struct{}{}:
		default:
			x.c.busy.Add(1)
			continue // busy: this call goes unanswered (a repeat of it may be answered)
		}
		if !x.firstHeard(call.ID()) {
			<-slot
			x.c.repeats.Add(1)
			continue
		}
		go func() {
			defer func() { <-slot }()
			err := x.Answer(ctx, call)
			if err != nil && !errors.Is(err, escrow.ErrNoBid) {
				log.Warn("bid not sent", "call", call.ID().Hex(), "err", err)
			}
			x.c.answered(err)
		}()
	}
}

// staked says whether requester is staked (BidDeps.Staked; true without it, false on an error).
func (x *Bids) staked(requester common.Address) bool {
	if x.d.Staked == nil {
		return true
	}
	ok, err := x.d.Staked(requester)
	return err == nil && ok
}
