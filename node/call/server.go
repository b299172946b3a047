package call

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
)

// Handler runs a call; *runtime.Runtime satisfies it.
type Handler interface {
	Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error)
}

var _ Handler = (*runtime.Runtime)(nil)

// Caller is who made a call: the verified DID and the libp2p peer it came from.
type Caller struct {
	DID  identity.DID
	Peer peer.ID
	// Signed is true when the request carried the DID's own signature: a proof anyone can
	// check later. False, the DID was known from the connection's binding: proven to this
	// node (the DID vouched for the peer, the secure channel for the request), to no one else.
	Signed bool
}

type callerKey struct{}

// CallerFrom returns the caller of the call running in ctx, if any. (The value is a Caller, or
// a *Caller: a paid call's, held with its run.)
func CallerFrom(ctx context.Context) (Caller, bool) {
	switch c := ctx.Value(callerKey{}).(type) {
	case Caller:
		return c, true
	case *Caller:
		return *c, true
	}
	return Caller{}, false
}

// Server serves /agentsite/call/1 on a libp2p host.
type Server struct {
	host    host.Host
	handler Handler
	cfg     Config
	log     *slog.Logger
	clock   runtime.Clock
	replay  *replayCache
	binds   *bindTable
	share   *share
	self    string
	payee   Payee

	notifiee network.Notifiee

	mu      sync.Mutex
	streams map[network.Stream]struct{}
	closed  bool
	ctx     context.Context
	cancel  context.CancelFunc
}

// NewServer makes a server; it serves once started.
func NewServer(h host.Host, handler Handler, cfg Config, opts Options) (*Server, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	opts = opts.withDefaults()
	return &Server{host: h, handler: handler, cfg: cfg, log: opts.Logger, clock: opts.Clock,
		replay: newReplayCache(cfg.ReplayCacheSize), binds: newBindTable(), share: newShare(cfg.FairShare, handler), self: h.ID().String(), payee: opts.Payee,
		streams: map[network.Stream]struct{}{}}, nil
}

// Start registers the stream handler and follows connections (a closed one's bindings go).
func (s *Server) Start(context.Context) error {
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.notifiee = s.binds.notifiee()
	s.host.Network().Notify(s.notifiee)
	s.host.SetStreamHandler(ProtocolID, s.serveStream)
	return nil
}

// Close stops accepting streams and resets open ones; running calls see their context end.
func (s *Server) Close() error {
	s.host.RemoveStreamHandler(ProtocolID)
	if s.notifiee != nil {
		s.host.Network().StopNotify(s.notifiee)
	}
	s.mu.Lock()
	s.closed = true
	for st := range s.streams {
		_ = st.Reset()
	}
	s.mu.Unlock()
	if s.cancel != nil {
		s.cancel()
	}
	return nil
}

// sconn is the server side of one stream; writes are serialized (progress comes from agents'
// goroutines).
type sconn struct {
	st network.Stream
	// peer and connID are the stream's connection: its remote peer and its id.
	peer   peer.ID
	connID string

	r   *bufio.Reader
	wmu sync.Mutex
	w   *bufio.Writer
	enc bytes.Buffer
}

func (c *sconn) send(v any) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.enc.Reset()
	e := json.NewEncoder(&c.enc)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		return err
	}
	return writeFrame(c.w, bytes.TrimRight(c.enc.Bytes(), "\n"))
}

func (s *Server) serveStream(st network.Stream) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		_ = st.Reset()
		return
	}
	s.streams[st] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.streams, st)
		s.mu.Unlock()
	}()

	if err := st.Scope().SetService(ServiceName); err != nil {
		s.log.Debug("call stream refused", "peer", st.Conn().RemotePeer(), "err", err)
		_ = st.Reset()
		return
	}
	c := &sconn{st: st, peer: st.Conn().RemotePeer(), connID: st.Conn().ID(), r: bufio.NewReaderSize(st, 4096), w: bufio.NewWriterSize(st, 4096)}
	var buf []byte
	for {
		frame, mem, err := s.readRequest(c, buf)
		if err != nil {
			var e *Error
			switch {
			case errors.As(err, &e):
				_ = c.send(Response{JSONRPC: Version, ID: nullID, Error: e})
				_ = st.Close()
			case errors.Is(err, io.EOF):
				_ = st.Close()
			default:
				s.log.Debug("call stream ended", "peer", st.Conn().RemotePeer(), "err", err)
				_ = st.Reset()
			}
			return
		}
		if cap(frame) <= keptBuffer {
			buf = frame[:0]
		}
		resp := s.handle(c, frame)
		s.release(c, mem)
		if resp == nil {
			continue // a notification: no answer
		}
		if err := c.send(resp); err != nil {
			_ = st.Reset()
			return
		}
		_ = st.SetWriteDeadline(time.Time{}) // a paid run's (handle)
	}
}

// keptBuffer is the largest frame buffer a stream keeps between requests; larger frames get a
// buffer of their own that goes when the request is answered.
const keptBuffer = 16 << 10

// frameCopies is how many times a frame's size a request may take in memory while it is
// handled: the frame, the params the JSON-RPC envelope holds, the input the params hold.
const frameCopies = 3

// readRequest reads one frame: its length prefix within IdleTimeout, then its body within
// ReadTimeout. A frame larger than keptBuffer is read only once the memory the request will
// take is reserved in the stream's resource scope (where the host's limits for the protocol,
// the service and the peer apply); smaller ones are bounded by the stream limits alone (32
// streams of a peer hold at most 1.5 MiB of them), which spares the common small call the
// reservation's locks. The caller releases mem when the request is answered. Refusals are
// *Error values to send back.
func (s *Server) readRequest(c *sconn, buf []byte) (frame []byte, mem int, err error) {
	_ = c.st.SetReadDeadline(time.Now().Add(s.cfg.IdleTimeout))
	n, err := readHeader(c.r, s.cfg.MaxFrame)
	if err != nil {
		if errors.Is(err, ErrTooLarge) {
			return nil, 0, ToError(err)
		}
		return nil, 0, err
	}
	if n > keptBuffer {
		mem = frameCopies * n
		if err := c.st.Scope().ReserveMemory(mem, network.ReservationPriorityAlways); err != nil {
			return nil, 0, busy("no memory for a frame of %d bytes: %v", n, err)
		}
	}
	if c.r.Buffered() < n {
		_ = c.st.SetReadDeadline(time.Now().Add(s.cfg.ReadTimeout))
	}
	frame, err = readBody(c.r, buf, n)
	_ = c.st.SetReadDeadline(time.Time{})
	if err != nil {
		s.release(c, mem)
		return nil, 0, err
	}
	return frame, mem, nil
}

// release gives back memory reserved by readRequest.
func (s *Server) release(c *sconn, mem int) {
	if mem > 0 {
		c.st.Scope().ReleaseMemory(mem)
	}
}

var nullID = json.RawMessage("null")

// handle answers one request frame.
func (s *Server) handle(c *sconn, frame []byte) *Response {
	if id, p, ok := parseCallFrame(frame); ok { // a call as Client writes it
		return s.call(c, id, &p)
	}
	var req Request
	if err := json.Unmarshal(frame, &req); err != nil {
		return &Response{JSONRPC: Version, ID: nullID, Error: Errorf(CodeParseError, "parse error: %v", err)}
	}
	id := req.ID
	if len(id) == 0 {
		if req.Method == "" {
			return &Response{JSONRPC: Version, ID: nullID, Error: Errorf(CodeInvalidRequest, "invalid request: no method")}
		}
		if req.Method == MethodSettle {
			s.settle(c, req.Params)
		}
		return nil
	}
	fail := func(e *Error) *Response { return &Response{JSONRPC: Version, ID: id, Error: e} }
	if req.JSONRPC != Version || req.Method == "" || !ValidID(id) {
		return fail(Errorf(CodeInvalidRequest, "invalid request: need jsonrpc \"2.0\", a method and a string or number id"))
	}
	if req.Method != MethodCall {
		return fail(Errorf(CodeMethodNotFound, "method %q not found", req.Method))
	}
	var p Params
	if err := strictUnmarshal(req.Params, &p); err != nil {
		return fail(Errorf(CodeInvalidParams, "invalid params: %v", err))
	}
	return s.call(c, id, &p)
}

// call answers the call request id of params p.
func (s *Server) call(c *sconn, id json.RawMessage, p *Params) *Response {
	fail := func(e *Error) *Response { return &Response{JSONRPC: Version, ID: id, Error: e} }
	if p.Agent == "" || p.Skill == "" || p.Deadline == 0 {
		return fail(Errorf(CodeInvalidParams, "invalid params: agent, skill and deadline are required"))
	}
	now := s.clock.Now()
	nowMs := now.UnixMilli()
	var from peer.ID
	if c != nil {
		from = c.peer
	}
	if e := s.share.peerRate(from, now); e != nil {
		return fail(e)
	}
	if p.Deadline <= nowMs {
		return fail(Errorf(CodeDeadlineExpired, "deadline %d passed %d ms ago", p.Deadline, nowMs-p.Deadline))
	}
	if p.Deadline > now.Add(s.cfg.MaxDeadline).UnixMilli() {
		return fail(Errorf(CodeDeadlineExpired, "deadline is more than %s ahead", s.cfg.MaxDeadline))
	}
	caller, e := s.authenticate(c, p, now)
	if e != nil {
		return fail(e)
	}
	release, e := s.share.admit(caller.DID, from, p.Agent, now)
	if e != nil {
		return fail(e)
	}
	defer release()

	// The payer's deadline bounds the check of its payment (a free call's run); once a voucher
	// is checked the run is the payee's (runContext).
	var ctx context.Context
	var pr *progressState
	var run *paidRun
	if s.payee != nil && p.Payment != nil {
		run = &paidRun{caller: caller}
		run.check = checkCtx{parent: s.ctx, deadline: time.UnixMilli(p.Deadline), caller: &run.caller}
		defer run.check.stop()
		ctx, pr = &run.check, &run.pr
	} else {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(s.ctx, time.UnixMilli(p.Deadline))
		defer cancel()
		ctx = context.WithValue(ctx, callerKey{}, caller)
		pr = &progressState{}
	}
	var settle func(bool) error
	var mt *metered
	if s.payee != nil && p.Payment != nil && needsMeter(s.payee, p.Agent) {
		ctx, mt = withMetered(ctx) // an upto payee charges what the agent counts in it
	}
	if s.payee != nil {
		if settle, e = s.payee.Charge(ctx, p.Agent, p.Payment); e != nil {
			return fail(e)
		}
	}
	// pr is the run's progress reporting. Its writeBy, for a paid run, is the payer's
	// deadline: past it nothing is sent, so that a payer that stops reading cannot block the
	// run's progress, and so fail it, uncharged, at the agent's timeout. It is set on the
	// stream with the first write that could block: a progress report, or a large answer (a
	// small one fits the stream's window).
	if settle != nil {
		if run == nil {
			run = &paidRun{} // a payee that charged a call without a payment (ctx has its caller)
		} else {
			run.check.stop() // checked: the payer's deadline no longer ends anything
		}
		var stop context.CancelFunc
		if ctx, stop = s.runContext(&run.run, p.Agent, ctx); stop != nil {
			defer stop()
		}
		if c != nil {
			pr.writeBy = time.UnixMilli(p.Deadline)
		}
		// The voucher holds its channel until it is settled: a failed call releases it.
		defer func() {
			if settle != nil {
				_ = settle(false)
			}
		}()
	}
	progress := func(r runtime.Progress) {
		pr.mu.Lock()
		defer pr.mu.Unlock()
		if pr.done {
			return
		}
		if !pr.writeBy.IsZero() {
			_ = c.st.SetWriteDeadline(pr.writeBy)
			pr.writeBy = time.Time{}
		}
		params, _ := json.Marshal(ProgressParams{ID: id, Progress: r.Progress, Total: r.Total, Message: r.Message})
		_ = c.send(Request{JSONRPC: Version, Method: MethodProgress, Params: params})
	}
	out, err := s.handler.Call(ctx, p.Agent, p.Skill, p.Input, progress)
	pr.mu.Lock()
	pr.done = true
	pr.mu.Unlock()
	if err != nil {
		return fail(runError(err))
	}
	if len(out)+256 > s.cfg.MaxFrame {
		return fail(Errorf(CodeTooLarge, "result of %d bytes exceeds the frame limit %d", len(out), s.cfg.MaxFrame))
	}
	if settle != nil {
		// The voucher is saved before the answer goes out: a payee that dies after this
		// still holds it; one that dies before never answered, and the payer is not charged.
		commit := settle
		settle = nil
		if err := commit(true); err != nil {
			var pe *Error
			if errors.As(err, &pe) {
				return fail(pe)
			}
			return fail(Errorf(CodePaymentRefused, "payment: %v", err))
		}
	}
	if !pr.writeBy.IsZero() && len(out) > unboundedAnswer {
		_ = c.st.SetWriteDeadline(pr.writeBy) // no report set it (none comes now: done)
	}
	if mt != nil && mt.receipt != nil {
		return &Response{JSONRPC: Version, ID: id, Result: out, Receipt: mt.receipt}
	}
	return &Response{JSONRPC: Version, ID: id, Result: out}
}

// progressState is a run's progress reporting: done once the run returned (reports after it
// are dropped), writeBy the deadline to set on the stream before the first report (zero:
// none, or set).
type progressState struct {
	mu      sync.Mutex
	done    bool
	writeBy time.Time
}

// unboundedAnswer is the largest answer a paid run sends without the payer's deadline on the
// stream: a stream's window (256 KiB at least) takes it whether the payer reads or not.
const unboundedAnswer = 64 << 10

// ValidID reports whether id is a JSON-RPC 2.0 request id: a string or a number.
func ValidID(id json.RawMessage) bool {
	if len(id) == 0 {
		return false
	}
	switch id[0] {
	case '"':
		var s string
		return json.Unmarshal(id, &s) == nil
	case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		var f float64
		return json.Unmarshal(id, &f) == nil
	}
	return false
}

// strictUnmarshal decodes an object, rejecting unknown fields and trailing data.
func strictUnmarshal(b []byte, v any) error {
	if len(b) == 0 {
		return fmt.Errorf("params missing")
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return fmt.Errorf("trailing data after params")
	}
	return nil
}
