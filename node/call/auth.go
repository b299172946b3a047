package call

import (
	"time"
)

// verify checks a signed request and, if it asks for one, opens a session on the stream.
func (s *Server) verify(c *sconn, p *CallParams, now time.Time) (Caller, *Error) {
	if p.Caller == "" || p.Signature == "" || p.Nonce == "" {
		return Caller{}, Errorf(CodeInvalidParams, "invalid params: caller, nonce and signature are required (or session)")
	}
	if int64(p.IssuedAt) > now.Add(s.cfg.MaxSkew).UnixMilli() {
		return Caller{}, Errorf(CodeBadSignature, "signature issued in the future")
	}
	if p.Callee != s.self {
		return Caller{}, Errorf(CodeBadSignature, "request is addressed to %q, not this node", p.Callee)
	}
	did, err := p.Verify(s.cfg.ChainID)
	if err != nil {
		e := ToError(err)
		if e.Code == CodeInternal {
			e.Code = CodeBadSignature
		}
		return Caller{}, e
	}
	if err := s.replay.add(p.Signature, p.Deadline, now.UnixMilli()); err != nil {
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
