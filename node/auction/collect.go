package auction

import (
	"bufio"
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/agentsite/agentsite/identity"
)

// Reasons a bid is dropped (Result.Dropped's keys).
const (
	DropFrame     = "frame"     // over MaxBidFrame, truncated, or past MaxBidsPerStream
	DropMalformed = "malformed" // not a bid
	DropAsk       = "ask"       // in another token, or for another skill, than the ask names
	DropWorker    = "worker"    // sent by another node than it names
	DropPrice     = "price"     // over the max price or under the reserve
	DropExpired   = "expired"   // expired, or promises an answer after the deadline
	DropUnstaked  = "unstaked"  // the chain index shows the agent unregistered or unstaked
	DropSignature = "signature" // not signed by the agent
	DropDuplicate = "duplicate" // a second bid of the same agent (from the same worker, or below its best)
)

// auction is one ask's state while bids come in.
type auction struct {
	ask   Ask
	frame []byte
	terms Terms
	// verified is how many of the ranked offers have had their signature checked.
	verified int
	// bytes counts the ask frames sent and the bid frames read.
	bytes atomic.Int64

	mu      sync.Mutex
	dropped map[string]int
}

func (a *auction) drop(reason string) {
	a.mu.Lock()
	a.dropped[reason]++
	a.mu.Unlock()
}

// collect sends the ask to peers and returns the valid offers, one per agent, in arrival
// order. It ends when every peer has answered, Enough offers are in, the bid window ends (on
// the service's clock) or ctx ends; streams still open are reset, and it returns once their
// readers have ended (review finding 14: a late reader counted drops into the map the result
// carries while the node encoded it, a fatal error in Go).
func (s *Service) collect(ctx context.Context, a *auction, peers []peer.ID, window time.Duration) []Offer {
	cctx, cancel := context.WithCancel(ctx)
	offers := make(chan Offer, 64)
	var wg sync.WaitGroup
	defer func() {
		cancel() // resets the streams still open: their readers end at once
		wg.Wait()
	}()
	sem := make(chan struct{}, s.cfg.Fanout)
	// The wall-clock guard of the streams: the bid window plus a margin; the service's clock
	// decides when bidding ends.
	guard := time.Now().Add(window + time.Second)
	for _, p := range peers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
			case <-cctx.Done():
				return
			}
			defer func() { <-sem }()
			s.askPeer(cctx, a, p, guard, offers)
			if s.readerEnded != nil {
				s.readerEnded(p)
			}
		}()
	}
	go func() { wg.Wait(); close(offers) }()

	timer := s.d.Clock.After(window)
	var out []Offer
	// One bid per agent and worker: the worker is the stream's authenticated peer, so a bid
	// forged in an agent's name elsewhere cannot push out the agent's own.
	agents := map[[2]string]bool{}
	for {
		select {
		case o, ok := <-offers:
			if !ok {
				return out
			}
			key := [2]string{o.Bid.Agent, o.Bid.Worker}
			if agents[key] {
				a.drop(DropDuplicate)
				continue
			}
			agents[key] = true
			out = append(out, o)
			if s.offered != nil {
				s.offered(o)
			}
			if s.cfg.Enough > 0 && len(out) >= s.cfg.Enough {
				return out
			}
		case <-timer:
			return out
		case <-ctx.Done():
			return out
		}
	}
}

// askPeer sends the ask to p and passes its valid bids on.
func (s *Service) askPeer(ctx context.Context, a *auction, p peer.ID, guard time.Time, offers chan<- Offer) {
	st, err := s.d.Host.NewStream(network.WithAllowLimitedConn(ctx, ProtocolID), p, protocol.ID(ProtocolID))
	if err != nil {
		s.d.Logger.Debug("ask: stream", "peer", p, "err", err)
		return
	}
	stop := context.AfterFunc(ctx, func() { _ = st.Reset() })
	defer stop()
	defer st.Close()
	_ = st.SetDeadline(guard)
	if _, err := st.Write(a.frame); err != nil {
		_ = st.Reset()
		return
	}
	a.bytes.Add(int64(len(a.frame)))
	_ = st.CloseWrite()
	r := bufio.NewReaderSize(st, 1024)
	for n := 0; ; n++ {
		frame, err := readFrame(r, MaxBidFrame)
		if err != nil {
			if errors.Is(err, ErrBadMessage) {
				a.drop(DropFrame)
			}
			return
		}
		a.bytes.Add(int64(len(frame) + uvarintLen(len(frame))))
		if n == MaxBidsPerStream {
			a.drop(DropFrame)
			_ = st.Reset()
			return
		}
		o, reason := s.check(a, p, frame)
		if reason != "" {
			a.drop(reason)
			continue
		}
		select {
		case offers <- o:
		case <-ctx.Done():
			return
		}
	}
}

// check validates a bid from p, cheapest checks first, up to the chain index; the signature
// is checked only when the bid is about to win (verifyTop).
func (s *Service) check(a *auction, p peer.ID, frame []byte) (Offer, string) {
	var b Bid
	if err := decode(frame, &b); err != nil {
		return Offer{}, DropMalformed
	}
	// A bid is in the ask's token, and an ask naming a skill is answered for that skill (review
	// finding 15: a node found for one skill won with a bid for another).
	if !common.IsHexAddress(b.Token) || common.HexToAddress(b.Token) != a.terms.Token || (a.ask.Skill != "" && b.Skill != a.ask.Skill) {
		return Offer{}, DropAsk
	}
	if b.Worker != p.String() {
		return Offer{}, DropWorker
	}
	price, err := amount(b.Price)
	if err != nil {
		return Offer{}, DropMalformed
	}
	if price.Cmp(a.terms.MaxPrice) > 0 || price.Cmp(a.terms.Reserve) < 0 {
		return Offer{}, DropPrice
	}
	now := s.d.Clock.Now()
	if b.Expires <= now.UnixMilli() || now.Add(time.Duration(b.LatencyMs)*time.Millisecond).After(a.terms.Deadline) {
		return Offer{}, DropExpired
	}
	// The DID in its one canonical spelling (review finding 3: a re-spelled DID came back with
	// a clean record when our memory keyed on its text; it keys on the agent id now).
	did, err := identity.ParseDID(b.Agent)
	if err != nil || did.ChainID != s.cfg.ChainID || b.Agent != did.String() {
		return Offer{}, DropMalformed
	}
	tr, err := s.d.Ledger.Trust(did.Address, b.AgentID)
	if err != nil || !tr.Active {
		return Offer{}, DropUnstaked
	}
	return Offer{Bid: b, Price: price, Trust: tr, Seen: s.observed(b.AgentID)}, ""
}

// verifyTop checks the signatures of the ranked offers until the first n are good (or none
// is left), dropping the bad ones: a bid costs a signature check only when it would win. An
// agent (its on-chain id, whichever of its owner and wallet signs) is called at most once per
// auction: an offer of an agent already verified above it (the same agent bidding from another
// node) is dropped as a duplicate (review finding 2: one stake on many free peer ids made as
// many cut calls).
func (s *Service) verifyTop(a *auction, res *Result, n int) {
	for a.verified < n && a.verified < len(res.Ranked) {
		o := res.Ranked[a.verified]
		reason := ""
		if slices.ContainsFunc(res.Ranked[:a.verified], func(v Offer) bool { return v.Bid.AgentID == o.Bid.AgentID }) {
			reason = DropDuplicate
		} else if !s.verified(o.Bid) {
			reason = DropSignature
		}
		if reason != "" {
			a.drop(reason)
			res.Ranked = append(res.Ranked[:a.verified], res.Ranked[a.verified+1:]...)
			continue
		}
		a.verified++
	}
}
