package call

import (
	"fmt"
	"sync"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/libp2p/go-libp2p/core/peer"
)

// FairShare divides a serving node's capacity among remote callers, so that one caller's flood
// makes only its own calls fail busy. A caller is a verified DID; a peer is the libp2p peer a
// request came from (one peer may sign as many DIDs as it likes, so both are limited).
type FairShare struct {
	// CallerRate is how many calls per second one caller may start, sustained; CallerBurst is
	// how many it may start at once after a quiet spell.
	CallerRate  float64
	CallerBurst int
	// PeerRate and PeerBurst are the same for a peer, charged before the signature is checked,
	// so a peer cannot make the node verify signatures faster than this.
	PeerRate  float64
	PeerBurst int
	// CallerInFlight bounds the calls one caller has running at once; PeerInFlight bounds the
	// calls of every caller behind one peer.
	CallerInFlight int
	PeerInFlight   int
	// RemoteShare is the fraction of an agent's concurrency (when the handler reports it, as
	// the runtime does) that remote calls may hold together; the rest is kept for the node's
	// own calls (API, chat, market). One caller holds at most half of the remote share.
	RemoteShare float64
}

// DefaultFairShare suits a node whose callers are other nodes (each node signs its calls with
// its one node key): 20 calls/s per caller with bursts of 40 is far above what an agent
// orchestrating others needs and far below what a flood sends (3,000 calls in 1.4 s in the
// attack that motivated it); 8 running calls per caller and 16 per peer stay under the
// runtime's default concurrency of 64, of which remote callers get three quarters.
func DefaultFairShare() FairShare {
	return FairShare{CallerRate: 20, CallerBurst: 40, PeerRate: 50, PeerBurst: 100,
		CallerInFlight: 8, PeerInFlight: 16, RemoteShare: 0.75}
}

func (f FairShare) validate() error {
	switch {
	case f.CallerRate <= 0 || f.PeerRate <= 0 || f.CallerBurst < 1 || f.PeerBurst < 1:
		return fmt.Errorf("%w: fair share rates and bursts must be positive", ErrBadConfig)
	case f.CallerInFlight < 1 || f.PeerInFlight < 1:
		return fmt.Errorf("%w: fair share in-flight limits must be positive", ErrBadConfig)
	case f.RemoteShare <= 0 || f.RemoteShare > 1:
		return fmt.Errorf("%w: remote share %g not in (0, 1]", ErrBadConfig, f.RemoteShare)
	}
	return nil
}

// Capacity is implemented by handlers that know how many calls each agent may run at once
// (*runtime.Runtime); the server then keeps part of it for the node's own calls.
type Capacity interface {
	MaxConcurrent(agent string) int
}

var _ Capacity = (*runtime.Runtime)(nil)

// maxAccounts bounds the accounts kept for idle callers and peers; accounts that are idle
// with a full bucket are dropped first.
const maxAccounts = 1 << 16

// bucket is a token bucket.
type bucket struct {
	tokens float64
	at     time.Time
}

// take refills the bucket for the time since its last use and takes a token if there is one.
func (b *bucket) take(now time.Time, rate float64, burst int) bool {
	if b.at.IsZero() {
		b.tokens = float64(burst)
	} else {
		b.tokens = min(float64(burst), b.tokens+now.Sub(b.at).Seconds()*rate)
	}
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// full reports whether the bucket would be full at now.
func (b *bucket) full(now time.Time, rate float64, burst int) bool {
	return b.tokens+now.Sub(b.at).Seconds()*rate >= float64(burst)
}

type account struct {
	bucket
	inFlight int
}

type callerAgent struct {
	did   identity.DID
	agent string
}

// share keeps the fair-share accounts of one server.
type share struct {
	cfg FairShare
	cap Capacity // nil: agents' concurrency unknown

	mu          sync.Mutex
	peers       map[peer.ID]*account
	callers     map[identity.DID]*account
	agents      map[string]int      // remote calls running per agent
	callerAgent map[callerAgent]int // calls running per caller and agent
	admits      int
}

func newShare(cfg FairShare, h Handler) *share {
	c, _ := h.(Capacity)
	return &share{cfg: cfg, cap: c, peers: map[peer.ID]*account{}, callers: map[identity.DID]*account{},
		agents: map[string]int{}, callerAgent: map[callerAgent]int{}}
}

func busy(format string, args ...any) *Error {
	return ToError(fmt.Errorf("%w: "+format, append([]any{runtime.ErrAgentBusy}, args...)...))
}

// peerRate charges p one request; it runs before the signature is verified.
func (s *share) peerRate(p peer.ID, now time.Time) *Error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := accountOf(s, s.peers, p, now)
	if a == nil {
		return busy("too many peers calling")
	}
	if !a.take(now, s.cfg.PeerRate, s.cfg.PeerBurst) {
		return busy("peer %s is over its rate of %g calls/s", p, s.cfg.PeerRate)
	}
	return nil
}

// admit lets a verified caller's call to agent run, or refuses it as busy. release must be
// called when the call ends.
func (s *share) admit(did identity.DID, p peer.ID, agent string, now time.Time) (release func(), e *Error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ca := accountOf(s, s.callers, did, now)
	if ca == nil {
		return nil, busy("too many callers")
	}
	if !ca.take(now, s.cfg.CallerRate, s.cfg.CallerBurst) {
		return nil, busy("caller %s is over its rate of %g calls/s", did, s.cfg.CallerRate)
	}
	if ca.inFlight >= s.cfg.CallerInFlight {
		return nil, busy("caller %s has %d calls running", did, ca.inFlight)
	}
	pa := accountOf(s, s.peers, p, now)
	if pa == nil {
		return nil, busy("too many peers calling")
	}
	if pa.inFlight >= s.cfg.PeerInFlight {
		return nil, busy("peer %s has %d calls running", p, pa.inFlight)
	}
	key := callerAgent{did, agent}
	if s.cap != nil {
		if c := s.cap.MaxConcurrent(agent); c > 0 {
			remote := remoteCap(c, s.cfg.RemoteShare)
			if s.agents[agent] >= remote {
				return nil, busy("remote callers hold %d of %q's %d slots", s.agents[agent], agent, c)
			}
			if s.callerAgent[key] >= max(1, remote/2) {
				return nil, busy("caller %s holds %d of %q's %d slots", did, s.callerAgent[key], agent, c)
			}
		}
	}
	ca.inFlight++
	pa.inFlight++
	s.agents[agent]++
	s.callerAgent[key]++
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		ca.inFlight--
		pa.inFlight--
		if s.agents[agent]--; s.agents[agent] == 0 {
			delete(s.agents, agent)
		}
		if s.callerAgent[key]--; s.callerAgent[key] == 0 {
			delete(s.callerAgent, key)
		}
	}, nil
}

// remoteCap is how many of an agent's c slots remote calls may hold: share of them, at least
// one, and one less than all when there are two or more.
func remoteCap(c int, share float64) int {
	if c <= 1 {
		return c
	}
	return min(max(1, int(float64(c)*share)), c-1)
}

// accountOf returns k's account in m, making one; nil when m is full of busy accounts. Every
// 1024 admissions, and whenever m is full, idle accounts with full buckets are dropped.
func accountOf[K comparable](s *share, m map[K]*account, k K, now time.Time) *account {
	if a, ok := m[k]; ok {
		return a
	}
	s.admits++
	if s.admits%1024 == 0 || len(m) >= maxAccounts {
		s.sweep(now)
	}
	if len(m) >= maxAccounts {
		return nil
	}
	a := &account{}
	m[k] = a
	return a
}

// sweep drops idle accounts whose buckets are full again: they hold no information.
func (s *share) sweep(now time.Time) {
	for k, a := range s.peers {
		if a.inFlight == 0 && a.full(now, s.cfg.PeerRate, s.cfg.PeerBurst) {
			delete(s.peers, k)
		}
	}
	for k, a := range s.callers {
		if a.inFlight == 0 && a.full(now, s.cfg.CallerRate, s.cfg.CallerBurst) {
			delete(s.callers, k)
		}
	}
}
