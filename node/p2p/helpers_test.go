package p2p_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/p2p"
	"github.com/agentsite/agentsite/node/runtime"
)

const testChain = 1337

func newHost(t testing.TB) *p2p.Host {
	t.Helper()
	h, err := p2p.New(loopback(""), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func connect(t testing.TB, a, b *p2p.Host) {
	t.Helper()
	if err := a.Connect(context.Background(), peer.AddrInfo{ID: b.ID(), Addrs: b.Addrs()}); err != nil {
		t.Fatal(err)
	}
}

// serveCalls runs the built-in agents behind a call server on h.
func serveCalls(t testing.TB, h *p2p.Host) {
	t.Helper()
	rt, err := runtime.New(runtime.DefaultConfig(), runtime.Options{Builtins: agents.Factories()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	srv, err := call.NewServer(h, rt, call.DefaultConfig(testChain), call.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
}

func callClient(t testing.TB, h *p2p.Host) *call.Client {
	t.Helper()
	key, err := identity.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	c, err := call.NewClient(h, key, call.DefaultConfig(testChain), call.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// ownCallWorks checks that victim, under attack, still calls an agent on an honest node and
// answers the honest node's call.
func ownCallWorks(t *testing.T, ctx context.Context, victim *p2p.Host) {
	t.Helper()
	honest := newHost(t)
	connect(t, honest, victim)
	serveCalls(t, honest)
	serveCalls(t, victim)
	for _, c := range []struct {
		name     string
		from, to *p2p.Host
	}{{"victim calls out", victim, honest}, {"honest node calls victim", honest, victim}} {
		out, err := callClient(t, c.from).Call(ctx, c.to.ID(), "echo", "echo", json.RawMessage(`"ok"`), nil)
		if err != nil || string(out) != `"ok"` {
			t.Errorf("%s: %s %v", c.name, out, err)
		}
	}
}
