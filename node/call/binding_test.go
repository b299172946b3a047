package call

import (
	"context"
	"encoding/json"
	"maps"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/libp2p/go-libp2p/core/peer"
)

// testClock is a clock tests move forward.
type testClock struct {
	mu  sync.Mutex
	off time.Duration
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.off)
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	c.off += d
	c.mu.Unlock()
}

// verified are the digests of the signatures the server accepted (signed requests and
// bindings): the replay cache remembers each one.
func (s *Server) verified() map[common.Hash]int64 {
	s.replay.mu.Lock()
	defer s.replay.mu.Unlock()
	return maps.Clone(s.replay.seen)
}

// recorder runs calls on the runtime and keeps the callers the server attributed them to.
type recorder struct {
	*runtime.Runtime
	mu      sync.Mutex
	callers []Caller
}

func (r *recorder) Call(ctx context.Context, agent, skill string, input json.RawMessage, progress runtime.ProgressFunc) (json.RawMessage, error) {
	c, _ := CallerFrom(ctx)
	r.mu.Lock()
	r.callers = append(r.callers, c)
	r.mu.Unlock()
	return r.Runtime.Call(ctx, agent, skill, input, progress)
}

func (r *recorder) taken() []Caller {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.callers
	r.callers = nil
	return out
}

func recordingRig(t *testing.T, scfg, ccfg Config, clock runtime.Clock) (*rig, *recorder) {
	t.Helper()
	rec := &recorder{}
	r := newRigHandler(t, runtime.DefaultConfig(), scfg, ccfg, clock, func(rt *runtime.Runtime) Handler {
		rec.Runtime = rt
		return rec
	})
	return r, rec
}

func echo(t *testing.T, ctx context.Context, r *rig, in string) {
	t.Helper()
	out, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(in), nil)
	if err != nil || string(out) != in {
		t.Fatalf("echo %s: %s %v", in, out, err)
	}
}

// TestBoundCallsAttributed: by default the client binds its DID to the connection once and the
// server attributes every later unsigned call to that DID; a call WithProof, or a client that
// signs each request, still carries its own signature.
func TestBoundCallsAttributed(t *testing.T) {
	r, rec := recordingRig(t, DefaultConfig(testChain), DefaultConfig(testChain), nil)
	ctx := context.Background()
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ { // concurrent first calls: several streams carry the one binding
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`1`), nil); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	for i := 0; i < 5; i++ {
		echo(t, ctx, r, `"bound"`)
	}
	if n := len(r.srv.verified()); n != 1 {
		t.Fatalf("%d signatures verified for 13 calls on one connection, want 1 (the binding)", n)
	}
	want := r.key.DID(testChain)
	for i, c := range rec.taken() {
		if c.DID != want || c.Peer != r.client.ID() || c.Signed {
			t.Fatalf("call %d attributed to %+v, want %s from %s, unsigned", i, c, want, r.client.ID())
		}
	}

	echo(t, WithProof(ctx), r, `"proof"`)
	if got := rec.taken(); len(got) != 1 || got[0].DID != want || !got[0].Signed {
		t.Fatalf("call WithProof attributed to %+v, want %s, signed", got, want)
	}
	if n := len(r.srv.verified()); n != 2 {
		t.Fatalf("%d signatures verified, want 2: the call WithProof was not signed", n)
	}

	signEach := DefaultConfig(testChain)
	signEach.SignEach = true
	rs, recs := recordingRig(t, DefaultConfig(testChain), signEach, nil)
	for i := 0; i < 3; i++ {
		echo(t, ctx, rs, `"each"`)
	}
	for i, c := range recs.taken() {
		if c.DID != rs.key.DID(testChain) || !c.Signed {
			t.Fatalf("SignEach call %d attributed to %+v, want signed", i, c)
		}
	}
	if n := len(rs.srv.verified()); n != 3 {
		t.Fatalf("%d signatures verified for 3 SignEach calls", n)
	}
}

// signBinding signs b as key in chain's EIP-712 domain (b's fields as they are).
func signBinding(t *testing.T, key *identity.Key, chain uint64, b *Binding) {
	t.Helper()
	payload, err := b.canonical()
	if err != nil {
		t.Fatal(err)
	}
	st, sig, err := key.SignStatement(chain, BindKind, payload, time.UnixMilli(int64(b.IssuedAt)))
	if err != nil {
		t.Fatal(err)
	}
	b.IssuedAt, b.Signature = st.IssuedAt, hexutil.Encode(sig)
}

func newBinding(t *testing.T, key *identity.Key, chain uint64, self, callee peer.ID, now time.Time, ttl time.Duration) *Binding {
	t.Helper()
	b, err := NewBinding(key, chain, self, callee, now, ttl)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// request builds an unsigned agent.call request with the given caller and binding.
func request(t *testing.T, caller string, b *Binding, mutate func(*Params)) []byte {
	t.Helper()
	p := Params{Agent: "echo", Skill: "echo", Input: json.RawMessage(`{"a":1}`), Deadline: time.Now().Add(time.Minute).UnixMilli(), Caller: caller, Binding: b}
	if mutate != nil {
		mutate(&p)
	}
	params, _ := json.Marshal(p)
	out, _ := json.Marshal(Request{JSONRPC: Version, ID: json.RawMessage(`1`), Method: MethodCall, Params: params})
	return out
}

func TestBindingRejects(t *testing.T) {
	clock := &testClock{}
	r := newRigWith(t, runtime.DefaultConfig(), DefaultConfig(testChain), DefaultConfig(testChain), clock)
	other, _ := identity.GenerateKey()
	self, srv := r.client.ID(), r.server.ID()
	did := r.key.DID(testChain).String()
	now := time.Now()
	bind := func(mutate func(b *Binding)) *Binding {
		b := newBinding(t, r.key, testChain, self, srv, now, time.Hour)
		if mutate != nil {
			mutate(b)
			signBinding(t, r.key, testChain, b)
		}
		return b
	}
	cases := []struct {
		name  string
		frame []byte
		code  int
		says  string
	}{
		{"another peer id", request(t, "", bind(func(b *Binding) { b.Peer = srv.String() }), nil), CodeBadSignature, "binding is for peer"},
		{"another callee", request(t, "", bind(func(b *Binding) { b.Callee = self.String() }), nil), CodeBadSignature, "not this node"},
		{"DID of another chain", request(t, "", newBinding(t, r.key, 1, self, srv, now, time.Hour), nil), CodeBadSignature, "on chain 1"},
		{"signed for another chain", request(t, "", func() *Binding {
			b := bind(nil)
			signBinding(t, r.key, 1, b)
			return b
		}(), nil), CodeBadSignature, "signed by"},
		{"expired", request(t, "", newBinding(t, r.key, testChain, self, srv, now.Add(-2*time.Minute), time.Minute), nil), CodeBadSignature, "binding expired"},
		{"longer than the node accepts", request(t, "", newBinding(t, r.key, testChain, self, srv, now, 2*time.Hour), nil), CodeBadSignature, "accepts at most"},
		{"stale", request(t, "", newBinding(t, r.key, testChain, self, srv, now.Add(-10*time.Minute), time.Hour), nil), CodeStale, "older than"},
		{"wrong DID signer", request(t, "", func() *Binding {
			b := newBinding(t, other, testChain, self, srv, now, time.Hour)
			b.Caller = did
			return b
		}(), nil), CodeBadSignature, "signed by"},
		{"garbage signature", request(t, "", func() *Binding { b := bind(nil); b.Signature = "0x12"; return b }(), nil), CodeBadSignature, "length 1, want 65"},
		{"caller is not the binding's", request(t, other.DID(testChain).String(), bind(nil), nil), CodeInvalidParams, "is not the binding's"},
		{"binding and signature", request(t, "", bind(nil), func(p *Params) { p.Signature = "0x12" }), CodeInvalidParams, "not both"},
		{"unsigned with a nonce", request(t, did, nil, func(p *Params) { p.Nonce = "00" }), CodeInvalidParams, "no nonce"},
		{"unsigned, no binding", request(t, did, nil, nil), CodeBadSignature, "not bound to this connection"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if resp := raw(t, r, tc.frame); resp.Error == nil || resp.Error.Code != tc.code || !strings.Contains(resp.Error.Message, tc.says) {
				t.Fatalf("answer %+v, want code %d saying %q", resp.Error, tc.code, tc.says)
			}
		})
	}
	if n := r.srv.binds.len(); n != 0 {
		t.Fatalf("%d connections bound by refused bindings", n)
	}

	good := bind(nil)
	if resp := raw(t, r, request(t, "", good, nil)); resp.Error != nil {
		t.Fatalf("good binding: %+v", resp.Error)
	}
	// The replay cache holds the binding only while it is fresh: a replay after is stale.
	_, digest, _ := good.Verify(testChain)
	if until, want := r.srv.verified()[digest], int64(good.IssuedAt)+DefaultConfig(testChain).Freshness.Milliseconds(); until != want {
		t.Fatalf("binding remembered until %d, want %d (issuedAt + freshness)", until, want)
	}
	if resp := raw(t, r, request(t, did, nil, nil)); resp.Error != nil {
		t.Fatalf("bound request on another stream of the connection: %+v", resp.Error)
	}
	if resp := raw(t, r, request(t, other.DID(testChain).String(), nil, nil)); resp.Error == nil || resp.Error.Code != CodeBadSignature {
		t.Fatalf("request naming a DID not bound: %+v", resp.Error)
	}
	t.Run("replayed across connections", func(t *testing.T) {
		if err := r.client.Network().ClosePeer(srv); err != nil {
			t.Fatal(err)
		}
		waitFor(t, func() bool { return r.srv.binds.len() == 0 }, "the closed connection's binding to go")
		if err := r.client.Connect(context.Background(), peer.AddrInfo{ID: srv, Addrs: r.server.Addrs()}); err != nil {
			t.Fatal(err)
		}
		if resp := raw(t, r, request(t, did, nil, nil)); resp.Error == nil || resp.Error.Code != CodeBadSignature {
			t.Fatalf("bound request on a new connection: %+v", resp.Error)
		}
		if resp := raw(t, r, request(t, "", good, nil)); resp.Error == nil || resp.Error.Code != CodeReplay {
			t.Fatalf("binding replayed on a new connection: %+v, want code %d", resp.Error, CodeReplay)
		}
	})
	t.Run("expired on a live connection", func(t *testing.T) {
		if resp := raw(t, r, request(t, "", bind(nil), nil)); resp.Error != nil {
			t.Fatalf("fresh binding: %+v", resp.Error)
		}
		clock.advance(61 * time.Minute)
		later := func(p *Params) { p.Deadline = time.Now().Add(62 * time.Minute).UnixMilli() }
		if resp := raw(t, r, request(t, did, nil, later)); resp.Error == nil || resp.Error.Code != CodeBadSignature {
			t.Fatalf("request after the binding expired: %+v", resp.Error)
		}
	})
}

func waitFor(t *testing.T, ok func() bool, what string) {
	t.Helper()
	for end := time.Now().Add(5 * time.Second); !ok(); {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (t *bindTable) len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.conns)
}

// TestClientRebinds: the client binds again before its binding ends, after the server forgot
// it, and signs each request on a connection whose binding the server refuses.
func TestClientRebinds(t *testing.T) {
	clock := &testClock{}
	r, rec := recordingRig(t, DefaultConfig(testChain), DefaultConfig(testChain), clock)
	ctx := context.Background()
	echo(t, ctx, r, `1`)
	seen := r.srv.verified()
	// verifiedSince counts the signatures the server verified since the last count.
	verifiedSince := func() int {
		n := 0
		for d := range r.srv.verified() {
			if _, old := seen[d]; !old {
				seen[d] = 0
				n++
			}
		}
		return n
	}

	clock.advance(55 * time.Minute) // past nine tenths of the hour
	echo(t, ctx, r, `2`)
	if n := verifiedSince(); n != 1 {
		t.Fatalf("%d signatures verified after the binding aged, want 1 (a new binding)", n)
	}

	r.srv.binds.mu.Lock()
	clear(r.srv.binds.conns)
	r.srv.binds.mu.Unlock()
	echo(t, ctx, r, `3`)
	if n := verifiedSince(); n != 1 {
		t.Fatalf("%d signatures verified after the server forgot the binding, want 1 (a new binding)", n)
	}
	echo(t, ctx, r, `4`)
	if n := verifiedSince(); n != 0 {
		t.Fatalf("%d signatures verified for a bound call after rebinding, want 0", n)
	}
	for i, c := range rec.taken() {
		if c.DID != r.key.DID(testChain) || c.Signed {
			t.Fatalf("call %d attributed to %+v", i, c)
		}
	}

	short := DefaultConfig(testChain)
	short.BindingTTL = time.Minute // refuses the client's hour-long bindings
	rs, recs := recordingRig(t, short, DefaultConfig(testChain), nil)
	for i := 0; i < 3; i++ {
		echo(t, ctx, rs, `"fallback"`)
	}
	for i, c := range recs.taken() {
		if c.DID != rs.key.DID(testChain) || !c.Signed {
			t.Fatalf("call %d on a refused binding attributed to %+v, want signed", i, c)
		}
	}
}

// TestBindingsPerConnectionBounded: a connection holds at most MaxBindingsPerConn DIDs; a new
// binding of a DID already bound replaces its old one.
func TestBindingsPerConnectionBounded(t *testing.T) {
	r := newRig(t, runtime.DefaultConfig())
	self, srv := r.client.ID(), r.server.ID()
	keys := make([]*identity.Key, MaxBindingsPerConn+1)
	for i := range keys {
		keys[i], _ = identity.GenerateKey()
	}
	for i, k := range keys[:MaxBindingsPerConn] {
		if resp := raw(t, r, request(t, "", newBinding(t, k, testChain, self, srv, time.Now(), time.Hour), nil)); resp.Error != nil {
			t.Fatalf("binding %d: %+v", i, resp.Error)
		}
	}
	over := request(t, "", newBinding(t, keys[MaxBindingsPerConn], testChain, self, srv, time.Now(), time.Hour), nil)
	if resp := raw(t, r, over); resp.Error == nil || resp.Error.Code != CodeBusy {
		t.Fatalf("binding past the limit: %+v, want busy", resp.Error)
	}
	if resp := raw(t, r, request(t, "", newBinding(t, keys[0], testChain, self, srv, time.Now(), time.Hour), nil)); resp.Error != nil {
		t.Fatalf("new binding of a bound DID: %+v", resp.Error)
	}
	r.srv.binds.mu.Lock()
	defer r.srv.binds.mu.Unlock()
	for conn, list := range r.srv.binds.conns {
		if len(list) != MaxBindingsPerConn {
			t.Fatalf("connection %s holds %d bindings, want %d", conn, len(list), MaxBindingsPerConn)
		}
	}
}
