package auction

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"

	"github.com/agentsite/agentsite/identity"
)

const testChain = 1337

// native is the native coin as a token address.
const native = "0x0000000000000000000000000000000000000000"

// fakeClock is a clock the test moves; its timers fire when the test says so.
type fakeClock struct {
	mu      sync.Mutex
	now     time.Time
	waiters []chan time.Time
}

func newFakeClock() *fakeClock { return &fakeClock{now: time.Now()} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) After(time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	c.waiters = append(c.waiters, ch)
	return ch
}

// fire ends every timer waited on so far.
func (c *fakeClock) fire() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, ch := range c.waiters {
		ch <- c.now
	}
	c.waiters = nil
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// memLedger is the chain index's view of agents, in memory.
type memLedger struct {
	mu    sync.Mutex
	by    map[common.Address]Trust
	calls int
}

func (l *memLedger) Trust(a common.Address, _ uint64) (Trust, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.calls++
	return l.by[a], nil
}

func (l *memLedger) set(a common.Address, t Trust) {
	l.mu.Lock()
	l.by[a] = t
	l.mu.Unlock()
}

type staticFinder []peer.ID

func (f staticFinder) Peers(context.Context, string, string, int) ([]peer.ID, error) { return f, nil }

// fakeCaller answers calls with fn and records which calls were charged: those that answered
// while their context was still live (a paid call charges answered calls only).
type fakeCaller struct {
	fn      func(ctx context.Context, t Target) (json.RawMessage, error)
	mu      sync.Mutex
	called  []string // agent names, in call order
	charged map[string]*big.Int
}

func (c *fakeCaller) Call(ctx context.Context, t Target, _ json.RawMessage) (json.RawMessage, error) {
	c.mu.Lock()
	c.called = append(c.called, t.Agent)
	c.mu.Unlock()
	out, err := c.fn(ctx, t)
	if err == nil && ctx.Err() == nil {
		c.mu.Lock()
		prev := c.charged[t.Agent]
		if prev == nil {
			prev = new(big.Int)
		}
		c.charged[t.Agent] = new(big.Int).Add(prev, t.Price)
		c.mu.Unlock()
	}
	return out, err
}

func answerName(_ context.Context, t Target) (json.RawMessage, error) {
	return json.Marshal(map[string]string{"by": t.Agent})
}

// bidder is one worker node hosting one agent.
type bidder struct {
	host host.Host
	key  *identity.Key
	name string
	book *Book
	srv  *Server
}

// world is a requester node and bidder nodes on a mocknet.
type world struct {
	t      testing.TB
	mn     mocknet.Mocknet
	clock  *fakeClock
	ledger *memLedger
	caller *fakeCaller
	req    *Service
	host   host.Host
	bs     []*bidder
}

var silent = slog.New(slog.NewTextHandler(io.Discard, nil))

func wei(n int64) *big.Int { return big.NewInt(n) }

// newWorld links a requester and n bidders (latency per link); bidder i hosts agent "a<i>"
// with skill "echo", floor 100+i, staked with no record. cfg adjusts the requester's config.
func newWorld(t testing.TB, n int, latency time.Duration, cfg func(*Config)) *world {
	t.Helper()
	mn := mocknet.New()
	t.Cleanup(func() { _ = mn.Close() })
	if latency > 0 {
		mn.SetLinkDefaults(mocknet.LinkOptions{Latency: latency})
	}
	w := &world{t: t, mn: mn, clock: newFakeClock(), ledger: &memLedger{by: map[common.Address]Trust{}},
		caller: &fakeCaller{fn: answerName, charged: map[string]*big.Int{}}}
	hosts := make([]host.Host, n+1)
	for i := range hosts {
		h, err := mn.GenPeer()
		if err != nil {
			t.Fatal(err)
		}
		hosts[i] = h
	}
	// The requester is linked and connected to every bidder; bidders to nobody else.
	for _, h := range hosts[1:] {
		if _, err := mn.LinkPeers(hosts[0].ID(), h.ID()); err != nil {
			t.Fatal(err)
		}
		if _, err := mn.ConnectPeers(hosts[0].ID(), h.ID()); err != nil {
			t.Fatal(err)
		}
	}
	w.host = hosts[0]
	var peers staticFinder
	for i := 1; i <= n; i++ {
		b := w.addBidder(hosts[i], i, wei(int64(100+i)))
		peers = append(peers, b.host.ID())
	}
	c := DefaultConfig(testChain)
	c.Weights.Explore = 0
	c.CallGrace = time.Hour // calls end by their answers or by being cut, never by the wall clock
	if cfg != nil {
		cfg(&c)
	}
	key, _ := identity.GenerateKey()
	svc, err := New(c, Deps{Host: w.host, Key: key, Finder: peers, Ledger: w.ledger, Caller: w.caller, Clock: w.clock,
		Rand: rand.New(rand.NewPCG(1, 2)), Logger: silent})
	if err != nil {
		t.Fatal(err)
	}
	w.req = svc
	return w
}

func (w *world) addBidder(h host.Host, i int, floor *big.Int) *bidder {
	key, _ := identity.GenerateKey()
	b := &bidder{host: h, key: key, name: "a" + itoa(i)}
	b.book = &Book{ChainID: testChain, Self: h.ID().String(), Policies: []Policy{{Name: b.name, Key: key, AgentID: uint64(i),
		Skills: []string{"echo"}, Floor: floor, Capacity: 4, LatencyMs: 5, BidTTL: time.Minute}}}
	b.srv = NewServer(h, b.book, DefaultLimits(), w.clock, silent)
	b.srv.Start()
	w.t.Cleanup(func() { _ = b.srv.Close() })
	w.ledger.set(key.Address(), Trust{Active: true, Stake: wei(1e18), Paid: new(big.Int)})
	w.bs = append(w.bs, b)
	return b
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }

// request is an "echo" ask: max price 1000, deadline 30 s (the fake clock decides).
func request() Request {
	return Request{Skill: "echo", Input: json.RawMessage(`{}`), MaxPrice: wei(1000), Deadline: 30 * time.Second, BidWindow: 20 * time.Second}
}
