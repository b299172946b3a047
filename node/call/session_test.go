package call

import (
	"context"
	"encoding/json"
	"maps"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/runtime"
	"github.com/ethereum/go-ethereum/common"
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

func (s *Server) signedCount() int { return s.replay.len() }

// signedDigests are the digests of the signed requests the server remembers.
func (s *Server) signedDigests() map[common.Hash]int64 {
	s.replay.mu.Lock()
	defer s.replay.mu.Unlock()
	return maps.Clone(s.replay.seen)
}

func sessionConfig(ttl time.Duration) Config {
	c := DefaultConfig(testChain)
	c.Sessions, c.SessionTTL = true, ttl
	return c
}

func TestSessions(t *testing.T) {
	clock := &testClock{}
	r := newRigWith(t, runtime.DefaultConfig(), sessionConfig(10*time.Minute), sessionConfig(time.Hour), clock)
	ctx := context.Background()
	for i := 0; i < 5; i++ {
		out, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`"s"`), nil)
		if err != nil || string(out) != `"s"` {
			t.Fatalf("call %d: %s %v", i, out, err)
		}
	}
	if n := r.srv.signedCount(); n != 1 {
		t.Fatalf("%d signed requests for 5 sequential calls, want 1 (the rest ride on the session)", n)
	}
	// The server's session expires first; the client signs again by itself. The first signed
	// request is past the freshness window by then, so the replay cache has let it go.
	before := r.srv.signedDigests()
	clock.advance(11 * time.Minute)
	if out, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`"t"`), nil); err != nil || string(out) != `"t"` {
		t.Fatalf("after expiry: %s %v", out, err)
	}
	after := r.srv.signedDigests()
	if len(after) != 1 {
		t.Fatalf("%d signed requests remembered, want 1", len(after))
	}
	for d := range after {
		if _, old := before[d]; old {
			t.Fatal("no new signed request after the session expired")
		}
	}
}

func TestSessionRejects(t *testing.T) {
	r := newRigWith(t, runtime.DefaultConfig(), sessionConfig(10*time.Minute), DefaultConfig(testChain), nil)
	soon := time.Now().Add(time.Minute)
	sessionReq := []byte(`{"jsonrpc":"2.0","id":2,"method":"agent.call","params":{"agent":"echo","skill":"echo","deadline":` + itoa(soon.UnixMilli()) + `,"session":true}}`)
	cases := []struct {
		name   string
		frames [][]byte
		code   int
	}{
		{"session without one open", [][]byte{sessionReq}, CodeBadSignature},
		{"session peer is not the stream's", [][]byte{signed(t, r, r.key, testChain, soon, func(p *CallParams) { p.SessionPeer = r.server.ID().String() })}, CodeBadSignature},
		{"session request with a signature", [][]byte{[]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","deadline":` + itoa(soon.UnixMilli()) + `,"session":true,"signature":"0x00"}}`)}, CodeInvalidParams},
		{"expired session deadline", [][]byte{[]byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","skill":"echo","deadline":1,"session":true}}`)}, CodeDeadlineExpired},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if resp := raw(t, r, tc.frames...); resp.Error == nil || resp.Error.Code != tc.code {
				t.Fatalf("answer %+v, want code %d", resp.Error, tc.code)
			}
		})
	}
	t.Run("server without sessions", func(t *testing.T) {
		plain := newRig(t, runtime.DefaultConfig())
		if resp := raw(t, plain, sessionReq); resp.Error == nil || resp.Error.Code != CodeBadSignature {
			t.Fatalf("answer %+v", resp.Error)
		}
	})
	t.Run("client with sessions, server without", func(t *testing.T) {
		mixed := newRigWith(t, runtime.DefaultConfig(), DefaultConfig(testChain), sessionConfig(time.Hour), nil)
		for i := 0; i < 3; i++ {
			if out, err := mixed.cli.Call(context.Background(), mixed.server.ID(), "echo", "echo", json.RawMessage(`1`), nil); err != nil || string(out) != "1" {
				t.Fatalf("call %d: %s %v", i, out, err)
			}
		}
	})
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }
