package cluster

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net"
	"sync"
	"time"
)

// mss is the segment size loss is drawn per: a lost segment holds up the stream behind it.
const mss = 1460

// Link is an emulated network path, alike in both directions.
type Link struct {
	// Delay is added to every byte in each direction: a round trip grows by 2 × Delay.
	Delay time.Duration
	// Jitter spreads each chunk's delay uniformly over Delay ± Jitter; bytes keep their order
	// (a chunk never leaves before the one read ahead of it), as on one TCP connection.
	Jitter time.Duration
	// Loss is the chance that one segment (1460 bytes) is lost. The relay carries TCP, so a
	// loss is not a gap but a stall: the stream waits Stall, as for TCP's retransmission.
	Loss float64
	// Stall is how long a lost segment holds the stream up; 0 means 200 ms (Linux's minimum
	// retransmission timeout) plus a round trip.
	Stall time.Duration
}

// ErrLink is wrapped by every Link.Validate error.
var ErrLink = errors.New("harness: bad link")

// Validate checks the link.
func (l Link) Validate() error {
	switch {
	case l.Delay < 0 || l.Jitter < 0 || l.Stall < 0:
		return fmt.Errorf("%w: negative delay, jitter or stall", ErrLink)
	case l.Jitter > l.Delay:
		return fmt.Errorf("%w: jitter %v above the delay %v", ErrLink, l.Jitter, l.Delay)
	case l.Loss < 0 || l.Loss >= 1 || math.IsNaN(l.Loss):
		return fmt.Errorf("%w: loss %v outside [0, 1)", ErrLink, l.Loss)
	}
	return nil
}

// RTT is the round trip the link adds, without jitter or loss.
func (l Link) RTT() time.Duration { return 2 * l.Delay }

func (l Link) stall() time.Duration {
	if l.Stall > 0 {
		return l.Stall
	}
	return 200*time.Millisecond + l.RTT()
}

// Fabric is the emulated network between node processes on one machine: a Relay in front of
// each node's private listener adds the link's delay, jitter and loss to every connection the
// node accepts, and cuts the ones a partition forbids. Every connection between two nodes
// crosses exactly one relay (the callee's), so each pair sees the link once.
//
// A relay tells callers apart by source address: node i's connections leave from its own
// loopback address (p2p.dialFrom), which the Fabric maps back to i. Connections from any other
// address (the test itself) are never partitioned.
type Fabric struct {
	link Link

	mu      sync.Mutex
	sources map[string]int // dial-from address → node
	group   map[int]int    // node → partition group; nil when healed
	relays  []*Relay
	rng     *rand.Rand
	closed  bool
}

// NewFabric makes an empty fabric with link on every path.
func NewFabric(link Link) (*Fabric, error) {
	if err := link.Validate(); err != nil {
		return nil, err
	}
	return &Fabric{link: link, sources: map[string]int{}, rng: rand.New(rand.NewPCG(1, 2))}, nil
}

// Link is the fabric's link.
func (f *Fabric) Link() Link { return f.link }

// Add starts a relay for node i, whose own connections leave from the address from, in front
// of target (its private host:port). Peers must dial the relay's Addr.
func (f *Fabric) Add(i int, from net.IP, target string) (*Relay, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("harness: relay for node %d: %w", i, err)
	}
	r := &Relay{f: f, node: i, ln: ln, target: target, conns: map[*pipe]struct{}{}}
	f.mu.Lock()
	if f.closed {
		f.mu.Unlock()
		ln.Close()
		return nil, errors.New("harness: fabric closed")
	}
	f.sources[from.String()] = i
	f.relays = append(f.relays, r)
	f.mu.Unlock()
	r.wg.Add(1)
	go r.serve()
	return r, nil
}

// Partition splits the nodes: each group reaches only its own members, and nodes in no group
// form one more group. Connections across the cut are closed at once and new ones refused (a
// firewall that rejects, so dials fail fast rather than time out). A new Partition replaces
// the previous one.
func (f *Fabric) Partition(groups ...[]int) {
	g := map[int]int{}
	for k, members := range groups {
		for _, i := range members {
			g[i] = k + 1
		}
	}
	f.mu.Lock()
	f.group = g
	relays := append([]*Relay(nil), f.relays...)
	f.mu.Unlock()
	for _, r := range relays {
		r.cut()
	}
}

// Heal ends the partition: every node may reach every other again.
func (f *Fabric) Heal() {
	f.mu.Lock()
	f.group = nil
	f.mu.Unlock()
}

// allowed says whether node from (-1: not a node) may reach node to now.
func (f *Fabric) allowed(from, to int) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return from < 0 || f.group == nil || f.group[from] == f.group[to]
}

// source maps a caller's address to its node, -1 for an address that is no node's.
func (f *Fabric) source(a net.Addr) int {
	ta, ok := a.(*net.TCPAddr)
	if !ok {
		return -1
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if i, ok := f.sources[ta.IP.String()]; ok {
		return i
	}
	return -1
}

// delay draws the time a chunk of n bytes read now spends on the link.
func (f *Fabric) delay(n int) time.Duration {
	l := f.link
	d := l.Delay
	f.mu.Lock()
	defer f.mu.Unlock()
	if l.Jitter > 0 {
		d += time.Duration(f.rng.Int64N(int64(2*l.Jitter)+1)) - l.Jitter
	}
	if l.Loss > 0 {
		segs := (n + mss - 1) / mss
		if f.rng.Float64() < 1-math.Pow(1-l.Loss, float64(segs)) {
			d += l.stall()
		}
	}
	return d
}

// Close stops every relay and closes their connections.
func (f *Fabric) Close() error {
	f.mu.Lock()
	f.closed = true
	relays := f.relays
	f.relays = nil
	f.mu.Unlock()
	var errs []error
	for _, r := range relays {
		errs = append(errs, r.Close())
	}
	return errors.Join(errs...)
}
