package call

import (
	"fmt"
	"time"
)

// authenticate finds the caller of a request: by the request's own signature, by the binding
// it carries, or by a binding of its connection (an unsigned request naming its caller).
func (s *Server) authenticate(c *sconn, p *Params, now time.Time) (Caller, *Error) {
	switch {
	case p.Signature != "" && p.Binding != nil:
		return Caller{}, Errorf(CodeInvalidParams, "invalid params: a request carries a signature or a binding, not both")
	case p.Signature != "":
		return s.verify(c, p, now)
	case p.Nonce != "" || p.IssuedAt != 0 || p.Callee != "":
		return Caller{}, Errorf(CodeInvalidParams, "invalid params: an unsigned request carries no nonce, issuedAt or callee")
	case p.Binding != nil:
		return s.bind(c, p, now)
	case p.Caller != "":
		return s.boundCaller(c, p, now)
	}
	return Caller{}, Errorf(CodeInvalidParams, "invalid params: caller and signature, or a binding, are required")
}

// checkIssued refuses a signature issued too far in the future or longer ago than Freshness.
func (s *Server) checkIssued(issuedAt uint64, now time.Time) *Error {
	issued := int64(issuedAt)
	if issued > now.Add(s.cfg.MaxSkew).UnixMilli() {
		return Errorf(CodeBadSignature, "signature issued in the future")
	}
	if oldest := now.Add(-s.cfg.Freshness).UnixMilli(); issued < oldest {
		return ToError(fmt.Errorf("%w: issued %s ago, older than %s", ErrStale,
			time.Duration(now.UnixMilli()-issued)*time.Millisecond, s.cfg.Freshness))
	}
	return nil
}

// badSignature turns a verification failure into an answer: sentinel codes kept, anything
// else is a bad signature.
func badSignature(err error) *Error {
	e := ToError(err)
	if e.Code == CodeInternal {
		e.Code = CodeBadSignature
	}
	return e
}

// verify checks a signed request: freshness, callee, signature in canonical form, replay of
// its digest.
func (s *Server) verify(c *sconn, p *Params, now time.Time) (Caller, *Error) {
	if p.Caller == "" || p.Nonce == "" {
		return Caller{}, Errorf(CodeInvalidParams, "invalid params: a signed request needs caller and nonce")
	}
	if e := s.checkIssued(p.IssuedAt, now); e != nil {
		return Caller{}, e
	}
	if p.Callee != s.self {
		return Caller{}, Errorf(CodeBadSignature, "request is addressed to %q, not this node", p.Callee)
	}
	did, digest, err := p.Verify(s.cfg.ChainID)
	if err != nil {
		return Caller{}, badSignature(err)
	}
	// Remembered until the request could pass neither the deadline nor the freshness check.
	expiry := min(p.Deadline, int64(p.IssuedAt)+s.cfg.Freshness.Milliseconds())
	if err := s.replay.add(digest, expiry, now.UnixMilli()); err != nil {
		return Caller{}, ToError(err)
	}
	caller := Caller{DID: did, Signed: true}
	if c != nil {
		caller.Peer = c.peer
	}
	return caller, nil
}

// bind checks the binding a request carries against the connection it came on (the caller's
// peer, this node, times, the DID's signature) and binds the DID to the connection; the
// request is the DID's. A binding already in force on the connection is not verified again; a
// binding seen on another connection is a replay.
func (s *Server) bind(c *sconn, p *Params, now time.Time) (Caller, *Error) {
	b := p.Binding
	switch {
	case c == nil:
		return Caller{}, Errorf(CodeBadSignature, "a binding needs a connection")
	case p.Caller != "" && p.Caller != b.Caller:
		return Caller{}, Errorf(CodeInvalidParams, "invalid params: caller %q is not the binding's %q", p.Caller, b.Caller)
	case b.Peer != c.peer.String():
		return Caller{}, Errorf(CodeBadSignature, "binding is for peer %q, this connection is from %s", b.Peer, c.peer)
	case b.Callee != s.self:
		return Caller{}, Errorf(CodeBadSignature, "binding is addressed to %q, not this node", b.Callee)
	}
	if e := s.checkIssued(b.IssuedAt, now); e != nil {
		return Caller{}, e
	}
	nowMs := now.UnixMilli()
	if b.Expires <= nowMs {
		return Caller{}, Errorf(CodeBadSignature, "binding expired %d ms ago", nowMs-b.Expires)
	}
	if life := b.Expires - int64(b.IssuedAt); life > s.cfg.BindingTTL.Milliseconds() {
		return Caller{}, Errorf(CodeBadSignature, "binding lasts %s, this node accepts at most %s", time.Duration(life)*time.Millisecond, s.cfg.BindingTTL)
	}
	did, digest, err := b.digest(s.cfg.ChainID)
	if err != nil {
		return Caller{}, badSignature(err)
	}
	if !s.binds.has(c.connID, digest) {
		if err := checkSigner(digest, b.Signature, did); err != nil {
			return Caller{}, badSignature(err)
		}
	}
	// Remembered until it could no longer pass the freshness check: a replay after that is stale.
	remember := min(b.Expires, int64(b.IssuedAt)+s.cfg.Freshness.Milliseconds())
	err = s.binds.put(c.connID, bound{did: did, digest: digest, until: b.Expires}, nowMs, func() error {
		return s.replay.add(digest, remember, nowMs)
	})
	if err != nil {
		return Caller{}, ToError(err)
	}
	if c.st.Conn().IsClosed() { // closed while we checked: its notification may have passed
		s.binds.drop(c.connID)
	}
	return Caller{DID: did, Peer: c.peer}, nil
}

// boundCaller authenticates an unsigned request by its connection's binding of the caller.
func (s *Server) boundCaller(c *sconn, p *Params, now time.Time) (Caller, *Error) {
	did, err := callerDID(p.Caller, s.cfg.ChainID)
	if err != nil {
		return Caller{}, badSignature(err)
	}
	if c == nil {
		return Caller{}, Errorf(CodeBadSignature, "unsigned request without a connection")
	}
	until, ok := s.binds.lookup(c.connID, did)
	switch {
	case !ok:
		return Caller{}, Errorf(CodeBadSignature, "%s is not bound to this connection: send a binding or sign the request", p.Caller)
	case until <= now.UnixMilli():
		return Caller{}, Errorf(CodeBadSignature, "the binding of %s expired: send a new one", p.Caller)
	}
	return Caller{DID: did, Peer: c.peer}, nil
}
