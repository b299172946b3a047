package call

import (
	"context"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
)

type proofKey struct{}

// WithProof returns ctx under which Client.Call signs each request with the caller's DID key,
// whatever the connection's binding: for calls that may be disputed (a bounty's work, anything
// paid for), whose callee can then show the signed request to a third party.
func WithProof(ctx context.Context) context.Context {
	return context.WithValue(ctx, proofKey{}, true)
}

// ProofWanted reports whether ctx asks for signed requests (WithProof).
func ProofWanted(ctx context.Context) bool {
	v, _ := ctx.Value(proofKey{}).(bool)
	return v
}

// connAuth is what the client knows of the binding of its DID to one connection.
type connAuth struct {
	// binding is the signed binding the connection's requests carry until one is answered.
	binding *Binding
	// accepted: the server took the binding, requests go unsigned.
	accepted bool
	// until is when the client binds again (a tenth of the binding's life before it ends).
	until time.Time
	// refused: the server refused the binding; the connection's requests are signed.
	refused bool
}

// auth is how one request is authenticated.
type auth struct {
	sign    bool     // signed by the caller's key
	binding *Binding // carries the connection's binding (sign false)
	connID  string   // the connection the request goes on
}

// authFor chooses how a request on s is authenticated: signed when ctx or the config asks for
// it or the server refused the connection's binding; else by the connection's binding,
// signed here once per connection (concurrent first requests carry the same one).
func (c *Client) authFor(ctx context.Context, s *cstream, p peer.ID, now time.Time) (auth, error) {
	if c.cfg.SignEach || ProofWanted(ctx) {
		return auth{sign: true}, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	switch a := c.binds[s.connID]; {
	case a != nil && a.refused:
		return auth{sign: true}, nil
	case a != nil && a.accepted && now.Before(a.until):
		return auth{connID: s.connID}, nil
	case a != nil && now.Before(a.until):
		return auth{binding: a.binding, connID: s.connID}, nil
	}
	b, err := NewBinding(c.key, c.cfg.ChainID, c.host.ID(), p, now, c.cfg.BindingTTL)
	if err != nil {
		return auth{}, err
	}
	c.binds[s.connID] = &connAuth{binding: b, until: now.Add(c.cfg.BindingTTL - c.cfg.BindingTTL/10)}
	return auth{binding: b, connID: s.connID}, nil
}

// bindAccepted records that the server took a's binding.
func (c *Client) bindAccepted(a auth) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ca := c.binds[a.connID]; ca != nil && ca.binding == a.binding {
		ca.accepted = true
	}
}

// authFailed handles a request refused for its authentication: a refused binding makes the
// connection's requests signed; a refused bound request (the server no longer holds the
// binding) makes the next request bind again.
func (c *Client) authFailed(a auth, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ca := c.binds[a.connID]
	if ca == nil {
		return
	}
	if a.binding != nil && ca.binding == a.binding {
		c.log.Debug("call binding refused: signing each request on this connection", "conn", a.connID, "err", err)
		ca.refused = true
		return
	}
	if a.binding == nil && ca.accepted {
		delete(c.binds, a.connID)
	}
}

// forget drops what the client knows of a closed connection.
func (c *Client) forget(connID string) {
	c.mu.Lock()
	delete(c.binds, connID)
	c.mu.Unlock()
}
