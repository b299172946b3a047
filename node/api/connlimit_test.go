package api

import (
	"errors"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// pipeListener hands out the server ends of net.Pipe connections, each from the remote
// address it was queued with: the admission logic sees clients that loopback TCP cannot make
// (every loopback address is one client).
type pipeListener struct{ next chan net.Conn }

type addrConn struct {
	net.Conn
	remote net.Addr
}

func (c addrConn) RemoteAddr() net.Addr { return c.remote }

func (l *pipeListener) Accept() (net.Conn, error) {
	c, ok := <-l.next
	if !ok {
		return nil, net.ErrClosed
	}
	return c, nil
}
func (l *pipeListener) Close() error   { return nil }
func (l *pipeListener) Addr() net.Addr { return &net.TCPAddr{} }

// admitFrom queues a connection from ip and accepts it through l; the client end comes back.
func admitFrom(t *testing.T, pl *pipeListener, l *connLimiter, ip string) (*limitedConn, net.Conn) {
	t.Helper()
	srv, cli := net.Pipe()
	t.Cleanup(func() { srv.Close(); cli.Close() })
	pl.next <- addrConn{Conn: srv, remote: &net.TCPAddr{IP: net.ParseIP(ip), Port: 1}}
	c, err := l.Accept()
	if err != nil {
		t.Fatal(err)
	}
	return c.(*limitedConn), cli
}

// closed: the server end of the pipe was closed. A write with a deadline already past fails
// with io.ErrClosedPipe when the other end is closed, and with a timeout (without blocking)
// when it is open.
func closed(cli net.Conn) bool {
	_ = cli.SetWriteDeadline(time.Unix(1, 0))
	_, err := cli.Write([]byte{0})
	return errors.Is(err, io.ErrClosedPipe)
}

// TestConnLimiter: a newcomer over a cap closes the oldest connection serving no request, of
// its own client when that client is full, else of the client holding the most; a connection
// serving a request is never closed, and the newcomer waits until one goes idle.
func TestConnLimiter(t *testing.T) {
	pl := &pipeListener{next: make(chan net.Conn, 1)}
	l := newConnLimiter(pl, 5, 3)
	_, a1c := admitFrom(t, pl, l, "192.0.2.1")
	b1, b1c := admitFrom(t, pl, l, "192.0.2.2")
	_, a2c := admitFrom(t, pl, l, "192.0.2.1")
	_, a3c := admitFrom(t, pl, l, "192.0.2.1")
	// A is full (3): A's next closes A's oldest, a1, though b1 is as old.
	_, _ = admitFrom(t, pl, l, "192.0.2.1")
	if !closed(a1c) || l.evicted.Load() != 1 {
		t.Fatalf("the client over its cap did not lose its oldest connection (evicted %d)", l.evicted.Load())
	}
	// Four open; b2 fills the server (5). A new client C takes the place of the oldest idle
	// connection of the client holding the most (A: a2), not B's older b1.
	_, _ = admitFrom(t, pl, l, "2001:db8::1")
	if l.open() != 5 {
		t.Fatalf("%d open, want 5", l.open())
	}
	_, _ = admitFrom(t, pl, l, "198.51.100.7")
	if !closed(a2c) || closed(b1c) || l.evicted.Load() != 2 {
		t.Fatalf("the fullest client's oldest idle connection was not the one closed (evicted %d)", l.evicted.Load())
	}
	// All busy: a newcomer waits; once one goes idle it takes its place.
	l.mu.Lock()
	for c := range l.conns {
		c.busy = true
	}
	l.mu.Unlock()
	srv, cli := net.Pipe()
	defer cli.Close()
	pl.next <- addrConn{Conn: srv, remote: &net.TCPAddr{IP: net.ParseIP("203.0.113.9"), Port: 1}}
	got := make(chan net.Conn)
	go func() {
		c, err := l.Accept()
		if err != nil {
			t.Error(err)
		}
		got <- c
	}()
	l.state(b1, http.StateIdle) // happens before or after the newcomer starts waiting: both must admit
	c := <-got
	if c == nil || !closed(b1c) {
		t.Fatal("the newcomer was not admitted in place of the connection that went idle")
	}
	l.state(c, http.StateActive)
	if closed(a3c) {
		t.Fatal("a busy connection was closed")
	}
	// Closing the listener ends a waiting Accept.
	srv2, cli2 := net.Pipe()
	defer cli2.Close()
	pl.next <- addrConn{Conn: srv2, remote: &net.TCPAddr{IP: net.ParseIP("203.0.113.10"), Port: 1}}
	done := make(chan error)
	go func() { _, err := l.Accept(); done <- err }()
	l.Close()
	if err := <-done; !errors.Is(err, net.ErrClosed) {
		t.Fatalf("accept after close: %v", err)
	}
}

// TestClientKey: every loopback address is one client, IPv6 counts by /64, IPv4-mapped
// addresses as IPv4.
func TestClientKey(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{"127.0.0.1:1", "127.0.0.9:2"},
		{"127.0.0.1:1", "127.200.3.4:5"},
		{"127.0.0.1:1", "[::1]:3"},
		{"[::ffff:127.0.0.2]:1", "[::1]:3"},
		{"[2001:db8:1:2:3:4:5:6]:1", "[2001:db8:1:2:ffff::1]:2"},
		{"[fe80::1%eth0]:1", "[fe80::2]:1"},
		{"[::ffff:192.0.2.1]:1", "192.0.2.1:7"},
	} {
		if ka, kb := clientKey(tc.a), clientKey(tc.b); ka != kb {
			t.Errorf("%s (%s) and %s (%s) are different clients, want one", tc.a, ka, tc.b, kb)
		}
	}
	for _, tc := range []struct{ a, b string }{
		{"192.0.2.1:1", "192.0.2.2:1"},
		{"[2001:db8:1:2::1]:1", "[2001:db8:1:3::1]:1"},
		{"127.0.0.1:1", "192.0.2.1:1"},
	} {
		if clientKey(tc.a) == clientKey(tc.b) {
			t.Errorf("%s and %s are one client, want two", tc.a, tc.b)
		}
	}
}
