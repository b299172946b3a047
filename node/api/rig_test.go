package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/agents"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/call"
	"github.com/agentsite/agentsite/node/runtime"
)

const (
	testToken = "test-token-0123456789abcdef"
	testChain = 1337
)

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// dirSearcher is the registry side as the API sees it, reduced to a directory of known cards:
// the real registry lives in another package; here one remote agent is known by its DID.
type dirSearcher struct {
	byDID map[string]apitypes.AgentSummary
}

func (d dirSearcher) Search(_ context.Context, q apitypes.SearchQuery) ([]apitypes.AgentSummary, error) {
	out := []apitypes.AgentSummary{}
	for _, s := range d.byDID {
		if q.Query == "" || bytes.Contains([]byte(s.Name+s.Description), []byte(q.Query)) {
			out = append(out, s)
		}
	}
	return out, nil
}

func (d dirSearcher) Card(_ context.Context, did string) (json.RawMessage, apitypes.AgentSummary, error) {
	s, ok := d.byDID[did]
	if !ok {
		return nil, apitypes.AgentSummary{}, fmt.Errorf("%w: agent %s", ErrNotFound, did)
	}
	return mustJSON(map[string]any{"did": did, "name": s.Name, "peerId": s.PeerID}), s, nil
}

// roomLog keeps chat messages per room in memory, standing in for node/chat at the interface.
type roomLog struct {
	mu    sync.Mutex
	rooms map[string][]json.RawMessage
}

func (r *roomLog) Rooms(context.Context) ([]string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for k := range r.rooms {
		out = append(out, k)
	}
	return out, nil
}

func (r *roomLog) Read(_ context.Context, room string, since int64, limit int) ([]json.RawMessage, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	msgs := r.rooms[room]
	return msgs[:min(limit, len(msgs))], nil
}

func (r *roomLog) Post(_ context.Context, p apitypes.ChatPost) (json.RawMessage, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	env := mustJSON(map[string]any{"group_id": p.Room, "content": p.Content, "state": p.State, "ts": time.Now().UnixMilli()})
	r.rooms[p.Room] = append(r.rooms[p.Room], env)
	return env, nil
}

// rig is a node under test (runtime + API) that can call a second node over libp2p.
type rig struct {
	srv      *Server
	url      string
	remote   host.Host
	chat     *roomLog
	remoteID string
}

func startRuntime(t testing.TB) *runtime.Runtime {
	t.Helper()
	rt, err := runtime.New(runtime.DefaultConfig(), runtime.Options{Logger: quiet(), Builtins: agents.Factories()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

func newHost(t testing.TB) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func newRig(t testing.TB) *rig { t.Helper(); return newRigWith(t, nil) }

// newRigWith is newRig with the API config changed by tweak (smaller limits, allowed names).
func newRigWith(t testing.TB, tweak func(*Config)) *rig {
	t.Helper()
	ctx := context.Background()
	// The remote node serves its runtime over /agentsite/call/1.
	remote := newHost(t)
	cs, err := call.NewServer(remote, startRuntime(t), call.DefaultConfig(testChain), call.Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	cs.Start(ctx)
	t.Cleanup(func() { cs.Close() })
	// The local node: runtime, call client, API.
	local := newHost(t)
	key, _ := identity.GenerateKey()
	cli, err := call.NewClient(local, key, call.DefaultConfig(testChain), call.Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := local.Connect(ctx, peer.AddrInfo{ID: remote.ID(), Addrs: remote.Addrs()}); err != nil {
		t.Fatal(err)
	}
	r := &rig{remote: remote, remoteID: remote.ID().String(), chat: &roomLog{rooms: map[string][]json.RawMessage{}}}
	cfg := DefaultConfig(testToken)
	cfg.Listen = "127.0.0.1:0"
	cfg.MaxBody = 64 << 10
	if tweak != nil {
		tweak(&cfg)
	}
	deps := Deps{
		Local:  startRuntime(t),
		Remote: cli,
		Searcher: dirSearcher{byDID: map[string]apitypes.AgentSummary{
			"did:ethr:0x539:0x00000000000000000000000000000000000000aa": {DID: "did:ethr:0x539:0x00000000000000000000000000000000000000aa", Name: "summarize", Description: "remote summarizer", PeerID: r.remoteID},
		}},
		Chat:     r.chat,
		Status:   func(context.Context) any { return map[string]string{"peerId": local.ID().String()} },
		Identity: rigIdentity(local.ID().String()),
	}
	if r.srv, err = New(cfg, deps, Options{Logger: quiet()}); err != nil {
		t.Fatal(err)
	}
	if err := r.srv.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := r.srv.Close(); err != nil {
			t.Error(err)
		}
	})
	r.url = "http://" + r.srv.Addr()
	return r
}

// post sends body to /rpc with the given token ("" for none) and returns status and body.
func (r *rig) post(t *testing.T, token, body string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, r.url+"/rpc", bytes.NewBufferString(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}
