package cluster

import (
	"errors"
	"io"
	"net"
	"sync"
	"time"
)

// chunk is the most a relay reads at once; queue is how many chunks may be in flight per
// direction (up to 1 MiB: the "bandwidth × delay" a direction holds before it pushes back).
const (
	chunk = 16 << 10
	queue = 64
)

// Relay fronts one node: it accepts on a public loopback port and carries each connection to
// the node's private listener through the fabric's link.
type Relay struct {
	f      *Fabric
	node   int
	ln     net.Listener
	target string

	mu     sync.Mutex
	conns  map[*pipe]struct{}
	closed bool
	wg     sync.WaitGroup
	once   sync.Once
}

// Addr is the relay's host:port, the address peers dial for its node.
func (r *Relay) Addr() string { return r.ln.Addr().String() }

// Port is the relay's port.
func (r *Relay) Port() int { return r.ln.Addr().(*net.TCPAddr).Port }

// Close stops accepting and closes every connection the relay carries.
func (r *Relay) Close() error {
	var err error
	r.once.Do(func() {
		err = r.ln.Close()
		r.mu.Lock()
		r.closed = true
		for p := range r.conns {
			p.close()
		}
		r.mu.Unlock()
		r.wg.Wait()
	})
	if errors.Is(err, net.ErrClosed) {
		return nil
	}
	return err
}

func (r *Relay) serve() {
	defer r.wg.Done()
	for {
		c, err := r.ln.Accept()
		if err != nil {
			return
		}
		r.wg.Add(1)
		go r.handle(c)
	}
}

// handle carries one accepted connection to the node, unless a partition forbids it.
func (r *Relay) handle(down net.Conn) {
	defer r.wg.Done()
	from := r.f.source(down.RemoteAddr())
	if !r.f.allowed(from, r.node) {
		down.Close()
		return
	}
	up, err := net.DialTimeout("tcp", r.target, 5*time.Second)
	if err != nil { // the node is down: the caller sees the connection close, as a refusal
		down.Close()
		return
	}
	p := &pipe{from: from, down: down, up: up, done: make(chan struct{})}
	r.mu.Lock()
	if r.closed { // Close ran while this connection was being dialled
		r.mu.Unlock()
		p.close()
		return
	}
	r.conns[p] = struct{}{}
	r.mu.Unlock()
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); r.f.carry(p, up, down) }()
	go func() { defer wg.Done(); r.f.carry(p, down, up) }()
	wg.Wait()
	p.close()
	r.mu.Lock()
	delete(r.conns, p)
	r.mu.Unlock()
}

// cut closes the connections whose caller may no longer reach the node.
func (r *Relay) cut() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for p := range r.conns {
		if !r.f.allowed(p.from, r.node) {
			p.close()
		}
	}
}

// pipe is one carried connection: down is the caller's side, up the node's.
type pipe struct {
	from     int
	down, up net.Conn
	once     sync.Once
	done     chan struct{}
}

func (p *pipe) close() {
	p.once.Do(func() {
		close(p.done)
		p.down.Close()
		p.up.Close()
	})
}

type segment struct {
	b   []byte
	due time.Time
}

// carry copies src to dst, each chunk held for the link's delay, in order. At src's end it
// half-closes dst, so the other direction carries on; an error ends the whole pipe.
func (f *Fabric) carry(p *pipe, dst, src net.Conn) {
	q := make(chan segment, queue)
	go func() {
		defer close(q)
		var last time.Time
		for {
			buf := make([]byte, chunk)
			n, err := src.Read(buf)
			if n > 0 {
				due := time.Now().Add(f.delay(n))
				if due.Before(last) {
					due = last
				}
				last = due
				select {
				case q <- segment{buf[:n], due}:
				case <-p.done:
					return
				}
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					p.close() // a reset, not an end: the other direction ends too
				}
				return
			}
		}
	}()
	for s := range q {
		if d := time.Until(s.due); d > 0 {
			select {
			case <-time.After(d):
			case <-p.done:
				return
			}
		}
		if _, err := dst.Write(s.b); err != nil {
			p.close()
			return
		}
	}
	select {
	case <-p.done:
	default:
		if tc, ok := dst.(*net.TCPConn); ok {
			_ = tc.CloseWrite()
			return
		}
		p.close()
	}
}
