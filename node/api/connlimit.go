package api

import (
	"net"
	"net/http"
	"sync"
	"sync/atomic"
)

// connLimiter is the listener's admission of connections: at most max open, at most perClient
// from one client (clientKey: every loopback address is one client). A connection that would
// pass either cap makes room instead of waiting behind connections that hold the server doing
// nothing: the oldest connection that is serving no request (its headers not finished yet, or an
// idle keep-alive) is closed, taken from the new connection's own client when that client is
// full, else from the client holding the most connections. Only when every candidate is serving
// a request does the new connection wait, until one ends or goes idle. An idle-connection flood
// therefore costs its senders their own connections, not the operator's requests.
//
// The server reports each connection's state through http.Server.ConnState (state).
type connLimiter struct {
	net.Listener
	max, perClient int
	evicted        atomic.Int64 // connections closed to make room

	mu       sync.Mutex
	wake     *sync.Cond // a connection closed or went idle, or the listener closed
	conns    map[*limitedConn]struct{}
	byClient map[string]int
	seq      uint64 // orders the connections by when they last became idle
	closed   bool
}

// limitedConn is an admitted connection; closing it gives its place back.
type limitedConn struct {
	net.Conn
	l      *connLimiter
	client string
	busy   bool   // serving a request (or hijacked): not closed to make room; under l.mu
	since  uint64 // l.seq when it was accepted or last went idle; under l.mu
	gone   bool   // released; under l.mu
}

func newConnLimiter(ln net.Listener, max, perClient int) *connLimiter {
	l := &connLimiter{Listener: ln, max: max, perClient: perClient, conns: map[*limitedConn]struct{}{}, byClient: map[string]int{}}
	l.wake = sync.NewCond(&l.mu)
	return l
}

// Accept admits the next connection, making room for it or waiting for room.
func (l *connLimiter) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	lc := &limitedConn{Conn: c, l: l, client: clientKey(c.RemoteAddr().String())}
	l.mu.Lock()
	defer l.mu.Unlock()
	for {
		if l.closed {
			c.Close()
			return nil, net.ErrClosed
		}
		clientFull := l.byClient[lc.client] >= l.perClient
		if !clientFull && len(l.conns) < l.max {
			l.seq++
			lc.since = l.seq
			l.conns[lc] = struct{}{}
			l.byClient[lc.client]++
			return lc, nil
		}
		if v := l.victim(lc.client, clientFull); v != nil {
			l.releaseLocked(v)
			l.evicted.Add(1)
			_ = v.Conn.Close() // net/http's reader of v fails and ends; v.Close is then a no-op
			continue
		}
		l.wake.Wait()
	}
}

// victim is the connection to close for a newcomer from client: the oldest one serving no
// request, of client itself when own is set, else of the client holding the most connections.
func (l *connLimiter) victim(client string, own bool) *limitedConn {
	var best *limitedConn
	for c := range l.conns {
		if c.busy || (own && c.client != client) {
			continue
		}
		if best == nil {
			best = c
			continue
		}
		if n, bn := l.byClient[c.client], l.byClient[best.client]; n > bn || (n == bn && c.since < best.since) {
			best = c
		}
	}
	return best
}

// state follows the server's view of a connection (http.Server.ConnState).
func (l *connLimiter) state(c net.Conn, st http.ConnState) {
	lc, ok := c.(*limitedConn)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch st {
	case http.StateActive, http.StateHijacked:
		lc.busy = true
	case http.StateIdle:
		lc.busy = false
		l.seq++
		lc.since = l.seq
		l.wake.Broadcast()
	case http.StateClosed:
		l.releaseLocked(lc)
	}
}

// releaseLocked gives c's place back (once).
func (l *connLimiter) releaseLocked(c *limitedConn) {
	if c.gone {
		return
	}
	c.gone = true
	delete(l.conns, c)
	if l.byClient[c.client]--; l.byClient[c.client] <= 0 {
		delete(l.byClient, c.client)
	}
	l.wake.Broadcast()
}

// open is how many connections are admitted.
func (l *connLimiter) open() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.conns)
}

// Close stops accepting; an Accept waiting for room returns net.ErrClosed.
func (l *connLimiter) Close() error {
	l.mu.Lock()
	l.closed = true
	l.wake.Broadcast()
	l.mu.Unlock()
	return l.Listener.Close()
}

// Close closes the connection and gives its place back.
func (c *limitedConn) Close() error {
	c.l.mu.Lock()
	c.l.releaseLocked(c)
	c.l.mu.Unlock()
	return c.Conn.Close()
}
