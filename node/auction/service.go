package auction

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/identity"
)

// Deps are a Service's parts.
type Deps struct {
	Host host.Host
	// Key signs the node's asks (the requester's DID).
	Key    *identity.Key
	Finder Finder
	Ledger Ledger
	Caller Caller
	// Book is the hosted agents' bidding policies; nil: the node does not bid.
	Book *Book
	// Clock times bid windows and expiries; nil: the wall clock.
	Clock Clock
	// Rand draws exploration; nil: seeded from the system.
	Rand   *rand.Rand
	Logger *slog.Logger
}

// Service runs auctions for the node (Ask) and, with a Book, bids for its hosted agents.
type Service struct {
	cfg    Config
	d      Deps
	server *Server

	mu  sync.Mutex
	rnd *rand.Rand
	// seen is our calls of each agent, by on-chain id: not by the DID that signs its bids, which
	// its owner changes for a transaction's gas by setting a new agent wallet (review finding 3b).
	seen map[uint64]*Observed
	// good is the digests of the bids whose signature was found good, at most History: a
	// worker sends the same standing offer to every ask, so a winner's signature is recovered
	// once, not once per auction.
	good map[common.Hash]struct{}

	// offered, when set (tests), sees each valid offer as bidding takes it; ended each call of
	// an offer once it has ended and been recorded; readerEnded each asked node's stream
	// reader as it ends.
	offered, ended func(Offer)
	readerEnded    func(peer.ID)
}

// New makes a service; Start serves the bidder side.
func New(cfg Config, d Deps) (*Service, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if d.Host == nil || d.Key == nil || d.Finder == nil || d.Ledger == nil || d.Caller == nil {
		return nil, fmt.Errorf("%w: host, key, finder, ledger and caller are required", ErrBadConfig)
	}
	if d.Clock == nil {
		d.Clock = SystemClock
	}
	if d.Logger == nil {
		d.Logger = slog.Default()
	}
	if d.Rand == nil {
		d.Rand = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	s := &Service{cfg: cfg, d: d, rnd: d.Rand, seen: map[uint64]*Observed{}, good: map[common.Hash]struct{}{}}
	if d.Book != nil {
		s.server = NewServer(d.Host, d.Book, cfg.Limits, d.Clock, d.Logger)
	}
	return s, nil
}

// Start serves the bidder side, if the node bids.
func (s *Service) Start() {
	if s.server != nil {
		s.server.Start()
	}
}

// Close stops the bidder side.
func (s *Service) Close() error {
	if s.server != nil {
		return s.server.Close()
	}
	return nil
}

// Server is the bidder side (nil when the node does not bid).
func (s *Service) Server() *Server { return s.server }

// Request is one auction.
type Request struct {
	// Skill or Query says what is asked; Input goes to the winner only.
	Skill, Query string
	Input        json.RawMessage
	// MaxPrice and Reserve bound the price (Token base units); Reserve may be nil.
	MaxPrice, Reserve *big.Int
	Token             common.Address
	// Deadline is how long from now the answer may take; BidWindow how long bids may (0: a
	// quarter of Deadline).
	Deadline, BidWindow time.Duration
	// K is best-of-k (0 means 1).
	K int
	// Verifier picks the accepted answer among k (nil: the first valid one is accepted).
	Verifier Verifier
}

func (r *Request) check() error {
	if r.K == 0 {
		r.K = 1
	}
	if r.Reserve == nil {
		r.Reserve = new(big.Int)
	}
	if r.BidWindow == 0 {
		r.BidWindow = r.Deadline / 4
	}
	switch {
	case r.MaxPrice == nil || r.MaxPrice.Sign() < 0:
		return fmt.Errorf("%w: max price", ErrBadConfig)
	case r.Deadline <= 0 || r.Deadline > MaxDeadline || r.BidWindow <= 0 || r.BidWindow > r.Deadline:
		return fmt.Errorf("%w: deadline %v, bid window %v (at most %v)", ErrBadConfig, r.Deadline, r.BidWindow, MaxDeadline)
	case r.K < 1 || r.K > MaxK:
		return fmt.Errorf("%w: k %d outside 1..%d", ErrBadConfig, r.K, MaxK)
	case r.Skill == "" && r.Query == "":
		return fmt.Errorf("%w: no skill and no query", ErrBadConfig)
	}
	return nil
}

// observed returns our record of an agent.
func (s *Service) observed(agentID uint64) Observed {
	s.mu.Lock()
	defer s.mu.Unlock()
	if o := s.seen[agentID]; o != nil {
		return *o
	}
	return Observed{}
}

// record notes a call's outcome; latency is of answered calls.
func (s *Service) record(agentID uint64, ok bool, took time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o := s.seen[agentID]
	if o == nil {
		if len(s.seen) >= s.cfg.History {
			clear(s.seen)
		}
		o = &Observed{}
		s.seen[agentID] = o
	}
	if !ok {
		o.Failed++
		return
	}
	ms := float64(took) / float64(time.Millisecond)
	if o.OK == 0 {
		o.LatencyMs = ms
	} else {
		o.LatencyMs = 0.8*o.LatencyMs + 0.2*ms
	}
	o.OK++
}

// verified reports whether b's signature is good, recovering it only for a bid not seen good
// before (the digest covers every signed field and the signature's time; a bid whose
// signature changed under the same digest is recovered again).
func (s *Service) verified(b Bid) bool {
	d, err := b.Digest(s.cfg.ChainID)
	if err != nil {
		return false
	}
	k := crypto.Keccak256Hash(d[:], []byte(b.Signature))
	s.mu.Lock()
	_, ok := s.good[k]
	s.mu.Unlock()
	if ok {
		return true
	}
	if _, err := b.Verify(s.cfg.ChainID); err != nil {
		return false
	}
	s.mu.Lock()
	if len(s.good) >= s.cfg.History {
		clear(s.good)
	}
	s.good[k] = struct{}{}
	s.mu.Unlock()
	return true
}

func (s *Service) roll() float64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rnd.Float64()
}
