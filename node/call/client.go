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
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// Client calls agents hosted on other nodes as its key's DID: it binds the DID to each
// connection once (Binding) and sends the requests unsigned, or signs each request
// (Config.SignEach, WithProof).
type Client struct {
	host     host.Host
	key      *identity.Key
	did      string
	cfg      Config
	log      *slog.Logger
	clock    runtime.Clock
	notifiee network.Notifiee

	mu     sync.Mutex
	idle   map[peer.ID][]*cstream
	binds  map[string]*connAuth // by connection id
	closed bool
}

// cstream is a client stream; it carries one call at a time and goes back to the pool after.
type cstream struct {
	st     network.Stream
	connID string
	r      *bufio.Reader
	w      *bufio.Writer
	buf    []byte
	enc    bytes.Buffer
	params []byte // the call's params, encoded (reused: roundTrip copies them into enc)
	next   uint64
	reused bool
}

// NewClient makes a client that calls as key's DID (bindings and signatures by key).
func NewClient(h host.Host, key *identity.Key, cfg Config, opts Options) (*Client, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if key == nil {
		return nil, fmt.Errorf("%w: no signing key", ErrBadConfig)
	}
	opts = opts.withDefaults()
	c := &Client{host: h, key: key, did: key.DID(cfg.ChainID).String(), cfg: cfg, log: opts.Logger, clock: opts.Clock,
		idle: map[peer.ID][]*cstream{}, binds: map[string]*connAuth{}}
	c.notifiee = &network.NotifyBundle{DisconnectedF: func(_ network.Network, conn network.Conn) { c.forget(conn.ID()) }}
	h.Network().Notify(c.notifiee)
	return c, nil
}

// DID is the caller identity the client calls as.
func (c *Client) DID() identity.DID { return c.key.DID(c.cfg.ChainID) }

// Close closes the pooled streams.
func (c *Client) Close() error {
	c.host.Network().StopNotify(c.notifiee)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	for p, ss := range c.idle {
		for _, s := range ss {
			_ = s.st.Close()
		}
		delete(c.idle, p)
	}
	return nil
}

// Call runs skill of agent on the node p and returns the result. The deadline is ctx's, or
// Config.DefaultTimeout from now. The request is signed when ctx says WithProof or the config
// says SignEach; otherwise it rides on the connection's binding. Remote failures are *Error
// values that match the sentinel errors (runtime.ErrAgentBusy, identity.ErrBadSignature,
// ErrDeadlineExpired, ...) with errors.Is; a node that cannot be reached gives ErrUnavailable.
func (c *Client) Call(ctx context.Context, p peer.ID, agent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc) (json.RawMessage, error) {
	return c.CallPaid(ctx, p, agent, skill, input, onProgress, nil)
}

// CallPaid is Call with a payment in the request (nil: none). Paying calls go through a
// Paying client, which signs the vouchers and keeps the channels.
func (c *Client) CallPaid(ctx context.Context, p peer.ID, agent, skill string, input json.RawMessage, onProgress runtime.ProgressFunc, pay *Payment) (json.RawMessage, error) {
	now := c.clock.Now()
	deadline, ok := ctx.Deadline()
	if !ok {
		deadline = now.Add(c.cfg.DefaultTimeout)
	}
	if len(input) == 0 {
		input = json.RawMessage("{}")
	}
	if !json.Valid(input) {
		return nil, fmt.Errorf("%w: input is not JSON", runtime.ErrBadInput)
	}
	for attempt := 0; ; attempt++ {
		s, err := c.stream(ctx, p)
		if err != nil {
			return nil, err
		}
		a, err := c.authFor(ctx, s, p, now)
		if err != nil {
			c.put(p, s)
			return nil, err
		}
		pb, err := c.encode(s.params[:0], p, agent, skill, input, deadline, now, a, pay)
		if err != nil {
			c.put(p, s)
			return nil, err
		}
		if cap(pb) <= maxKeptParams {
			s.params = pb[:0] // a call's params (a payment's ~1 KiB) are encoded in place next time
		}
		out, err, retry := c.roundTrip(ctx, s, pb, deadline, onProgress)
		if !a.sign && errors.Is(err, identity.ErrBadSignature) && attempt < 2 {
			// The server refused the binding (the connection's requests are signed from now
			// on) or no longer holds it (bind again).
			c.authFailed(a, err)
			c.put(p, s)
			continue
		}
		if retry && attempt == 0 {
			continue // a pooled stream the server had closed: the request was not read
		}
		if err == nil && a.binding != nil {
			c.bindAccepted(a)
		}
		if (err == nil || isRemote(err)) && ctx.Err() == nil {
			c.put(p, s)
		} else {
			_ = s.st.Reset()
		}
		return out, err
	}
}

// encode builds the params of a call in dst: signed, carrying the connection's binding, or
// naming the caller the connection's binding authenticates.
func (c *Client) encode(dst []byte, p peer.ID, agent, skill string, input json.RawMessage, deadline, now time.Time, a auth, pay *Payment) ([]byte, error) {
	params := Params{Agent: agent, Skill: skill, Input: input, Deadline: deadline.UnixMilli()}
	switch {
	case a.sign:
		params.Callee = p.String()
		if err := params.Sign(c.key, c.cfg.ChainID, now); err != nil {
			return nil, fmt.Errorf("%w: %v", runtime.ErrBadInput, err)
		}
	case a.binding != nil:
		params.Binding = a.binding
	default:
		params.Caller = c.did
	}
	// The payment is not signed (it is its own proof): it joins a copy of the params after the
	// signature, and is written by hand after the rest even when the rest needs encoding/json
	// (as its MarshalJSON would: it is the params' last field), so that nothing keeps pay (a
	// paying caller's payment stays on its stack).
	paid := params
	paid.Payment = pay
	pb, ok := appendParams(slices.Grow(dst, 1024+len(input)), &paid) // by hand, as below
	if !ok {
		var err error
		if pb, err = marshalNoEscape(params); err != nil {
			return nil, fmt.Errorf("%w: encode params: %v", runtime.ErrBadInput, err)
		}
		if pay != nil {
			pb = append(pay.appendJSON(append(pb[:len(pb)-1], `,"payment":`...)), '}')
		}
	}
	if len(pb)+128 > c.cfg.MaxFrame {
		return nil, fmt.Errorf("%w: request of %d bytes, limit %d", ErrTooLarge, len(pb), c.cfg.MaxFrame)
	}
	return pb, nil
}

// maxKeptParams bounds the params buffer a pooled stream keeps for its next call.
const maxKeptParams = 64 << 10

func isRemote(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Code != CodeTooLarge
}

// roundTrip sends one request on s and reads until its response. retry is true when a reused
// stream failed before any answer, so the caller may try a fresh stream.
func (c *Client) roundTrip(ctx context.Context, s *cstream, params []byte, deadline time.Time, onProgress runtime.ProgressFunc) (out json.RawMessage, err error, retry bool) {
	s.next++
	id := strconv.AppendUint(nil, s.next, 10)
	s.enc.Reset()
	s.enc.Write(appendCallFrame(s.enc.AvailableBuffer(), id, params))
	_ = s.st.SetDeadline(deadline.Add(time.Second))
	if ctx.Done() != nil {
		stop := context.AfterFunc(ctx, func() { _ = s.st.Reset() })
		defer stop()
	}
	if err := writeFrame(s.w, s.enc.Bytes()); err != nil {
		return nil, c.netErr(ctx, err), s.reused && ctx.Err() == nil
	}
	first := true
	for {
		frame, err := readFrame(s.r, s.buf, c.cfg.MaxFrame)
		if err != nil {
			return nil, c.netErr(ctx, err), first && s.reused && ctx.Err() == nil && !errors.Is(err, ErrTooLarge)
		}
		s.buf = frame[:0]
		first = false
		var m struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
			Params json.RawMessage `json:"params"`
			Result json.RawMessage `json:"result"`
			Error  *Error          `json:"error"`

			// Receipt: an upto call's charge (Paying reads it).
			Receipt *Receipt `json:"receipt"`
		}
		if err := json.Unmarshal(frame, &m); err != nil {
			return nil, fmt.Errorf("%w: bad frame from server: %v", ErrProtocol, err), false
		}
		if m.Method == MethodProgress {
			if onProgress != nil {
				var pp ProgressParams
				if json.Unmarshal(m.Params, &pp) == nil && bytes.Equal(pp.ID, id) {
					onProgress(runtime.Progress{Progress: pp.Progress, Total: pp.Total, Message: pp.Message})
				}
			}
			continue
		}
		if m.Error != nil {
			return nil, m.Error, false
		}
		if !bytes.Equal(m.ID, id) {
			return nil, fmt.Errorf("%w: response id %s, want %s", ErrProtocol, m.ID, id), false
		}
		s.reused = true
		if m.Receipt != nil {
			keepReceipt(ctx, m.Receipt)
		}
		return m.Result, nil, false
	}
}

func (c *Client) netErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Errorf("%w: %v", runtime.ErrTimeout, ctx.Err())
		}
		return ctx.Err()
	}
	if errors.Is(err, ErrTooLarge) {
		return err
	}
	if errors.Is(err, io.EOF) || errors.Is(err, network.ErrReset) {
		return fmt.Errorf("%w: stream closed: %v", ErrUnavailable, err)
	}
	var ne interface{ Timeout() bool }
	if errors.As(err, &ne) && ne.Timeout() {
		return fmt.Errorf("%w: %v", runtime.ErrTimeout, err)
	}
	return fmt.Errorf("%w: %v", ErrUnavailable, err)
}

// Ready makes sure a stream to p is open (an idle one, or one opened and pooled), so that a
// paying caller signs a voucher only for a request that can leave: a node that cannot be
// reached gives ErrUnavailable before anything is signed.
func (c *Client) Ready(ctx context.Context, p peer.ID) error {
	c.mu.Lock()
	idle := !c.closed && len(c.idle[p]) > 0
	c.mu.Unlock()
	if idle {
		return nil // an idle stream is there (taking it out and back cost each paid call a reset of its deadline)
	}
	s, err := c.stream(ctx, p)
	if err != nil {
		return err
	}
	c.put(p, s)
	return nil
}

// stream takes an idle stream to p or opens one.
func (c *Client) stream(ctx context.Context, p peer.ID) (*cstream, error) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil, fmt.Errorf("%w: client closed", ErrUnavailable)
	}
	if ss := c.idle[p]; len(ss) > 0 {
		s := ss[len(ss)-1]
		c.idle[p] = ss[:len(ss)-1]
		c.mu.Unlock()
		return s, nil
	}
	c.mu.Unlock()
	st, err := c.host.NewStream(ctx, p, protocol.ID(ProtocolID))
	if err != nil {
		return nil, fmt.Errorf("%w: open stream to %s: %v", ErrUnavailable, p, err)
	}
	return &cstream{st: st, connID: st.Conn().ID(), r: bufio.NewReaderSize(st, 4096), w: bufio.NewWriterSize(st, 4096)}, nil
}

// put returns s to the pool, or closes it when the pool is full.
func (c *Client) put(p peer.ID, s *cstream) {
	_ = s.st.SetDeadline(time.Time{})
	c.mu.Lock()
	if !c.closed && len(c.idle[p]) < c.cfg.MaxIdleStreams {
		c.idle[p] = append(c.idle[p], s)
		c.mu.Unlock()
		return
	}
	c.mu.Unlock()
	_ = s.st.Close()
}

// appendCallFrame appends the request of call id with params (the form parseCallFrame reads).
func appendCallFrame(b, id, params []byte) []byte {
	b = append(b, `{"jsonrpc":"2.0","id":`...)
	b = append(b, id...)
	b = append(b, `,"method":"`+MethodCall+`","params":`...)
	b = append(b, params...)
	return append(b, '}')
}

func marshalNoEscape(v any) ([]byte, error) {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
