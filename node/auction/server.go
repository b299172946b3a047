package auction

import (
	"bufio"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
)

// ServerStats count what the bidder side did with the asks it was sent.
type ServerStats struct {
	// Refused: streams reset before anything was read (rate or resource limits), or once read
	// for want of a slot in flight.
	Refused atomic.Int64
	// Bad: asks dropped as malformed, stale, replayed or from another peer than they name.
	Bad atomic.Int64
	// NoBid: good asks no hosted agent bid for (no skill, price, time or capacity).
	NoBid atomic.Int64
	// Bids: bids sent.
	Bids atomic.Int64
}

// Server answers asks with the bids of the node's hosted agents.
type Server struct {
	host  host.Host
	book  *Book
	clock Clock
	log   *slog.Logger
	gate  *gate
	read  time.Duration
	Stats ServerStats

	mu      sync.Mutex
	streams map[network.Stream]struct{}
	closed  bool
}

// ReadTimeout bounds reading an ask from a stream: an ask is one small frame sent at once.
const ReadTimeout = 2 * time.Second

// NewServer makes the bidder side for book; Start serves it.
func NewServer(h host.Host, book *Book, l Limits, clock Clock, log *slog.Logger) *Server {
	if clock == nil {
		clock = SystemClock
	}
	if log == nil {
		log = slog.Default()
	}
	return &Server{host: h, book: book, clock: clock, log: log, gate: newGate(l, clock.Now()), read: ReadTimeout,
		streams: map[network.Stream]struct{}{}}
}

// Start registers the stream handler.
func (s *Server) Start() { s.host.SetStreamHandler(ProtocolID, s.serve) }

// Close stops answering and resets the streams being answered.
func (s *Server) Close() error {
	s.host.RemoveStreamHandler(ProtocolID)
	s.mu.Lock()
	s.closed = true
	for st := range s.streams {
		_ = st.Reset()
	}
	s.mu.Unlock()
	return nil
}

func (s *Server) track(st network.Stream) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.streams[st] = struct{}{}
	return true
}

func (s *Server) untrack(st network.Stream) {
	s.mu.Lock()
	delete(s.streams, st)
	s.mu.Unlock()
}

// serve handles one ask: admission (rates) and memory first, then a bounded read, a slot in
// flight, cheap checks and the policy; an ask some agent bids on is answered with their
// standing offers (signed once for many asks, Book.Bids).
func (s *Server) serve(st network.Stream) {
	remote := st.Conn().RemotePeer()
	if err := st.Scope().SetService(ServiceName); err != nil || !s.gate.admit(remote, s.clock.Now()) {
		s.Stats.Refused.Add(1)
		_ = st.Reset()
		return
	}
	if err := st.Scope().ReserveMemory(MaxAskFrame, network.ReservationPriorityAlways); err != nil {
		s.Stats.Refused.Add(1)
		_ = st.Reset()
		return
	}
	defer st.Scope().ReleaseMemory(MaxAskFrame)
	if !s.track(st) {
		_ = st.Reset()
		return
	}
	defer s.untrack(st)

	_ = st.SetReadDeadline(time.Now().Add(s.read))
	frame, err := readFrame(bufio.NewReaderSize(st, 512), MaxAskFrame)
	if err != nil {
		s.drop(st, "read", err)
		return
	}
	if !s.gate.acquire() {
		s.Stats.Refused.Add(1)
		_ = st.Reset()
		return
	}
	defer s.gate.release()
	out, err := s.answer(frame, remote.String())
	if err != nil {
		s.drop(st, "ask", err)
		return
	}
	if len(out) == 0 {
		s.Stats.NoBid.Add(1)
		_ = st.Close()
		return
	}
	_ = st.SetWriteDeadline(time.Now().Add(s.read))
	if _, err := st.Write(out); err != nil {
		_ = st.Reset()
		return
	}
	_ = st.Close()
}

func (s *Server) drop(st network.Stream, what string, err error) {
	s.Stats.Bad.Add(1)
	s.log.Debug("ask dropped", "peer", st.Conn().RemotePeer(), "at", what, "err", err)
	_ = st.Reset()
}

// answer checks an ask from the peer remote and returns its bids as frames (none: no bid).
func (s *Server) answer(frame []byte, remote string) ([]byte, error) {
	var a Ask
	if err := decode(frame, &a); err != nil {
		return nil, err
	}
	now := s.clock.Now()
	if a.Peer != remote {
		return nil, errWrongPeer
	}
	t, err := a.Check(s.book.ChainID, now)
	if err != nil {
		return nil, err
	}
	out, n, err := s.book.Bids(&a, t, now)
	if err != nil || n == 0 {
		return nil, err
	}
	// The requester's signature is not checked: the bids commit to nothing of the ask (they
	// are standing offers, the same for every ask they fit), the stream's peer is the ask's
	// (checked above), and the check would be three quarters of the answer's cost. The ask's
	// peer and nonce make it answered once.
	if !s.gate.fresh(crypto.Keccak256Hash([]byte(a.Peer), []byte{0}, []byte(a.Nonce))) {
		return nil, errReplay
	}
	s.Stats.Bids.Add(int64(n))
	return out, nil
}

// held is how many ask streams the server is reading or answering now.
func (s *Server) held() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.streams)
}
