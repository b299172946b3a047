package call

import (
	"fmt"
	"time"
)

// verify checks a signed request (freshness, callee, signature in canonical form, replay of its
// digest) and, if it asks for one, opens a session on the stream.
func (s *Server) verify(c *sconn, p *CallParams, now time.Time) (Caller, *Error) {
	if p.Caller == "" || p.Signature == "" || p.Nonce == "" {
		return Caller{}, Errorf(CodeInvalidParams, "invalid params: caller, nonce and signature are required (or session)")
	}
	issued := int64(p.IssuedAt)
	if issued > now.Add(s.cfg.MaxSkew).UnixMilli() {
		return Caller{}, Errorf(CodeBadSignature, "signature issued in the future")
	}
	if oldest := now.Add(-s.cfg.Freshness).UnixMilli(); issued < oldest {
		return Caller{}, ToError(fmt.Errorf("%w: issued %s ago, older than %s", ErrStale,
			time.Duration(now.UnixMilli()-issued)*time.Millisecond, s.cfg.Freshness))
	}
	if p.Callee != s.self {
		return Caller{}, Errorf(CodeBadSignature, "request is addressed to %q, not this node", p.Callee)
	}
	did, digest, err := p.Verify(s.cfg.ChainID)
	if err != nil {
		e := ToError(err)
		if e.Code == CodeInternal {
			e.Code = CodeBadSignature
		}
		return Caller{}, e
	}
	// Remembered until the request could pass neither the deadline nor the freshness check.
	expiry := min(p.Deadline, issued+s.cfg.Freshness.Milliseconds())
	if err := s.replay.add(digest, expiry, now.UnixMilli()); err != nil {
		return Caller{}, ToError(err)
	}
	caller := Caller{DID: did}
	if c == nil {
		return caller, nil
	}
	caller.Peer = c.st.Conn().RemotePeer()
	if p.SessionPeer != "" && s.cfg.Sessions {
		if p.SessionPeer != caller.Peer.String() {
			return Caller{}, Errorf(CodeBadSignature, "session peer %q is not this stream's peer", p.SessionPeer)
		}
		c.session = &caller
		c.sessionUntil = time.UnixMilli(int64(p.IssuedAt)).Add(s.cfg.SessionTTL)
	}
	return caller, nil
}

// sessionCaller authenticates an unsigned request by the stream's session.
func (s *Server) sessionCaller(c *sconn, p *CallParams, now time.Time) (Caller, *Error) {
	switch {
	case p.Signature != "" || p.Caller != "" || p.Nonce != "" || p.SessionPeer != "":
		return Caller{}, Errorf(CodeInvalidParams, "invalid params: a session request carries no caller, nonce, signature or sessionPeer")
	case !s.cfg.Sessions:
		return Caller{}, Errorf(CodeBadSignature, "this node does not accept sessions: sign every request")
	case c == nil || c.session == nil:
		return Caller{}, Errorf(CodeBadSignature, "no session on this stream: sign a request with sessionPeer first")
	case !now.Before(c.sessionUntil):
		c.session = nil
		return Caller{}, Errorf(CodeBadSignature, "session expired: sign a new request")
	}
	return *c.session, nil
}
