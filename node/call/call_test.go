package call

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/runtime"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

const testChain = 1337

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func newHost(t testing.TB) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// rig is a serving node (runtime with the built-in agents) and a calling node, connected.
type rig struct {
	server, client host.Host
	rt             *runtime.Runtime
	srv            *Server
	cli            *Client
	key            *identity.Key
}

func newRig(t testing.TB, rcfg runtime.Config) *rig {
	t.Helper()
	return newRigWith(t, rcfg, DefaultConfig(testChain), DefaultConfig(testChain), nil)
}

func newRigWith(t testing.TB, rcfg runtime.Config, scfg, ccfg Config, clock runtime.Clock) *rig {
	t.Helper()
	return newRigHandler(t, rcfg, scfg, ccfg, clock, nil)
}

// newRigHandler is newRigWith whose server runs calls through wrap(runtime) when wrap is set.
func newRigHandler(t testing.TB, rcfg runtime.Config, scfg, ccfg Config, clock runtime.Clock, wrap func(*runtime.Runtime) Handler) *rig {
	t.Helper()
	rt, err := runtime.New(rcfg, runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	r := &rig{server: newHost(t), client: newHost(t), rt: rt}
	var handler Handler = rt
	if wrap != nil {
		handler = wrap(rt)
	}
	if r.srv, err = NewServer(r.server, handler, scfg, Options{Logger: quiet(), Clock: clock}); err != nil {
		t.Fatal(err)
	}
	if err := r.srv.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.srv.Close() })
	if r.key, err = identity.GenerateKey(); err != nil {
		t.Fatal(err)
	}
	if r.cli, err = NewClient(r.client, r.key, ccfg, Options{Logger: quiet(), Clock: clock}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.cli.Close() })
	if err := r.client.Connect(context.Background(), peer.AddrInfo{ID: r.server.ID(), Addrs: r.server.Addrs()}); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCallEcho(t *testing.T) {
	r := newRig(t, runtime.DefaultConfig())
	ctx := context.Background()
	for i := 0; i < 3; i++ { // the second and third reuse the pooled stream
		out, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`{"msg":"<hi & bye>","n":[1, 2]}`), nil)
		if err != nil {
			t.Fatal(err)
		}
		if string(out) != `{"msg":"<hi & bye>","n":[1,2]}` {
			t.Fatalf("got %s", out)
		}
	}
	out, err := r.cli.Call(ctx, r.server.ID(), "gofmt", "format", json.RawMessage(`{"source":"package p\nvar x=1"}`), nil)
	if err != nil || !strings.Contains(string(out), `var x = 1`) {
		t.Fatalf("gofmt: %s %v", out, err)
	}
}

func TestCallProgressAndCaller(t *testing.T) {
	r := newRig(t, runtime.DefaultConfig())
	var mu sync.Mutex
	var got []runtime.Progress
	out, err := r.cli.Call(context.Background(), r.server.ID(), "echo", "slow", json.RawMessage(`{"steps":4,"stepMs":5}`), func(p runtime.Progress) {
		mu.Lock()
		got = append(got, p)
		mu.Unlock()
	})
	if err != nil || string(out) != `{"steps":4}` {
		t.Fatalf("slow: %s %v", out, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 4 || got[3].Progress != 4 || got[3].Message != "step 4 of 4" {
		t.Fatalf("progress = %+v", got)
	}
}

func TestCallErrors(t *testing.T) {
	r := newRig(t, runtime.Config{Agents: []runtime.AgentConfig{
		{Name: "echo", Kind: runtime.KindBuiltin},
		{Name: "one", Kind: runtime.KindBuiltin, Builtin: "echo", MaxConcurrent: 1, QueueWait: runtime.Duration(time.Millisecond)},
	}})
	ctx := context.Background()
	cases := []struct {
		name, agent, skill, input string
		want                      error
		code                      int
	}{
		{"unknown agent", "nobody", "echo", `{}`, runtime.ErrUnknownAgent, CodeUnknownAgent},
		{"unknown skill", "echo", "nope", `{}`, runtime.ErrUnknownSkill, CodeUnknownSkill},
		{"bad input", "echo", "slow", `{"steps":-1}`, runtime.ErrBadInput, CodeBadInput},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.cli.Call(ctx, r.server.ID(), tc.agent, tc.skill, json.RawMessage(tc.input), nil)
			var e *Error
			if !errors.Is(err, tc.want) || !errors.As(err, &e) || e.Code != tc.code {
				t.Fatalf("err = %v, want %v (code %d)", err, tc.want, tc.code)
			}
		})
	}
	t.Run("timeout", func(t *testing.T) {
		tctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
		defer cancel()
		_, err := r.cli.Call(tctx, r.server.ID(), "echo", "slow", json.RawMessage(`{"steps":1,"stepMs":2000}`), nil)
		if !errors.Is(err, runtime.ErrTimeout) {
			t.Fatalf("err = %v, want ErrTimeout", err)
		}
	})
	t.Run("busy", func(t *testing.T) {
		done := make(chan error)
		go func() {
			_, err := r.cli.Call(ctx, r.server.ID(), "one", "slow", json.RawMessage(`{"steps":1,"stepMs":300}`), nil)
			done <- err
		}()
		time.Sleep(100 * time.Millisecond)
		_, err := r.cli.Call(ctx, r.server.ID(), "one", "echo", nil, nil)
		if !errors.Is(err, runtime.ErrAgentBusy) {
			t.Fatalf("err = %v, want ErrAgentBusy", err)
		}
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	})
	t.Run("unreachable", func(t *testing.T) {
		other := newHost(t)
		_, err := r.cli.Call(ctx, other.ID(), "echo", "echo", nil, nil)
		if !errors.Is(err, ErrUnavailable) {
			t.Fatalf("err = %v, want ErrUnavailable", err)
		}
	})
	t.Run("too large", func(t *testing.T) {
		big := `"` + strings.Repeat("x", DefaultMaxFrame) + `"`
		_, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(big), nil)
		if !errors.Is(err, ErrTooLarge) {
			t.Fatalf("err = %v, want ErrTooLarge", err)
		}
	})
	// The node keeps serving after all that.
	if out, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`7`), nil); err != nil || string(out) != "7" {
		t.Fatalf("after errors: %s %v", out, err)
	}
}

// raw sends frames on a fresh stream and reads one answer frame.
func raw(t *testing.T, r *rig, frames ...[]byte) Response {
	t.Helper()
	st, err := r.client.NewStream(context.Background(), r.server.ID(), ProtocolID)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	w := bufio.NewWriter(st)
	for _, f := range frames {
		if err := writeFrame(w, f); err != nil {
			t.Fatal(err)
		}
	}
	_ = st.SetReadDeadline(time.Now().Add(5 * time.Second))
	frame, err := readFrame(bufio.NewReader(st), nil, DefaultMaxFrame)
	if err != nil {
		t.Fatalf("read answer: %v", err)
	}
	var resp Response
	if err := json.Unmarshal(frame, &resp); err != nil {
		t.Fatalf("answer %s: %v", frame, err)
	}
	return resp
}

// signed builds a signed agent.call request, letting mutate change params after signing.
func signed(t *testing.T, r *rig, key *identity.Key, chain uint64, deadline time.Time, mutate func(*Params)) []byte {
	t.Helper()
	p := Params{Agent: "echo", Skill: "echo", Input: json.RawMessage(`{"a":1}`), Deadline: deadline.UnixMilli(), Callee: r.server.ID().String()}
	if err := p.Sign(key, chain, time.Now()); err != nil {
		t.Fatal(err)
	}
	if mutate != nil {
		mutate(&p)
	}
	params, _ := json.Marshal(p)
	b, _ := json.Marshal(Request{JSONRPC: Version, ID: json.RawMessage(`1`), Method: MethodCall, Params: params})
	return b
}

func TestServerRejects(t *testing.T) {
	r := newRig(t, runtime.DefaultConfig())
	soon := time.Now().Add(time.Minute)
	other, _ := identity.GenerateKey()
	replayed := signed(t, r, r.key, testChain, soon, nil)
	if resp := raw(t, r, replayed); resp.Error != nil {
		t.Fatalf("first use: %+v", resp.Error)
	}
	cases := []struct {
		name  string
		frame []byte
		code  int
	}{
		{"parse error", []byte(`{"jsonrpc":"2.0",`), CodeParseError},
		{"not 2.0", []byte(`{"jsonrpc":"1.0","id":1,"method":"agent.call","params":{}}`), CodeInvalidRequest},
		{"object id", []byte(`{"jsonrpc":"2.0","id":{},"method":"agent.call","params":{}}`), CodeInvalidRequest},
		{"no method", []byte(`{"jsonrpc":"2.0"}`), CodeInvalidRequest},
		{"unknown method", []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.delete"}`), CodeMethodNotFound},
		{"params not object", []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":[1]}`), CodeInvalidParams},
		{"unknown param", []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo","x":1}}`), CodeInvalidParams},
		{"missing fields", []byte(`{"jsonrpc":"2.0","id":1,"method":"agent.call","params":{"agent":"echo"}}`), CodeInvalidParams},
		{"tampered input", signed(t, r, r.key, testChain, soon, func(p *Params) { p.Input = json.RawMessage(`{"a":2}`) }), CodeBadSignature},
		{"tampered agent", signed(t, r, r.key, testChain, soon, func(p *Params) { p.Agent = "gofmt" }), CodeBadSignature},
		{"other signer", signed(t, r, other, testChain, soon, func(p *Params) { p.Caller = r.key.DID(testChain).String() }), CodeBadSignature},
		{"garbage signature", signed(t, r, r.key, testChain, soon, func(p *Params) { p.Signature = "0x1234" }), CodeBadSignature},
		{"other chain", signed(t, r, r.key, 1, soon, nil), CodeBadSignature},
		{"other callee", signed(t, r, r.key, testChain, soon, func(p *Params) { p.Callee = r.client.ID().String() }), CodeBadSignature},
		{"bad DID", signed(t, r, r.key, testChain, soon, func(p *Params) { p.Caller = "did:web:x" }), CodeInvalidParams},
		{"expired deadline", signed(t, r, r.key, testChain, time.Now().Add(-time.Second), nil), CodeDeadlineExpired},
		{"deadline too far", signed(t, r, r.key, testChain, time.Now().Add(time.Hour), nil), CodeDeadlineExpired},
		{"replay", replayed, CodeReplay},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			resp := raw(t, r, tc.frame)
			if resp.Error == nil || resp.Error.Code != tc.code {
				t.Fatalf("answer = %+v, want code %d", resp.Error, tc.code)
			}
		})
	}
	t.Run("notification then call on one stream", func(t *testing.T) {
		resp := raw(t, r, []byte(`{"jsonrpc":"2.0","method":"ping"}`), signed(t, r, r.key, testChain, soon, nil))
		if resp.Error != nil || string(resp.Result) != `{"a":1}` {
			t.Fatalf("got %+v", resp)
		}
	})
	t.Run("oversized frame", func(t *testing.T) {
		st, err := r.client.NewStream(context.Background(), r.server.ID(), ProtocolID)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		w := bufio.NewWriter(st)
		// Only the length prefix: the server must refuse before reading the body.
		w.Write([]byte{0x80, 0x80, 0x80, 0x10}) // uvarint 32 MiB
		w.Flush()
		rd := bufio.NewReader(st)
		frame, err := readFrame(rd, nil, DefaultMaxFrame)
		if err != nil {
			t.Fatal(err)
		}
		var resp Response
		_ = json.Unmarshal(frame, &resp)
		if resp.Error == nil || resp.Error.Code != CodeTooLarge {
			t.Fatalf("got %s", frame)
		}
		if _, err := readFrame(rd, nil, DefaultMaxFrame); err == nil {
			t.Fatal("stream still open after an oversized frame")
		}
	})
	if out, err := r.cli.Call(context.Background(), r.server.ID(), "echo", "echo", json.RawMessage(`"still here"`), nil); err != nil || string(out) != `"still here"` {
		t.Fatalf("after rejects: %s %v", out, err)
	}
}

func TestServerCloseIdleStream(t *testing.T) {
	r := newRig(t, runtime.DefaultConfig())
	r.srv.cfg.IdleTimeout = 50 * time.Millisecond
	ctx := context.Background()
	if _, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", nil, nil); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond) // the server closes the pooled stream; the client retries
	if out, err := r.cli.Call(ctx, r.server.ID(), "echo", "echo", json.RawMessage(`2`), nil); err != nil || string(out) != "2" {
		t.Fatalf("after idle close: %s %v", out, err)
	}
}
