package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/agentsite/agentsite/node/runtime"
)

// scriptedShow is a bounty.show that answers a script of states, one per read, then the last
// one again; an entry "" fails the read as a chain endpoint that blinks would.
type scriptedShow struct {
	mu    sync.Mutex
	reads int
	steps []string
}

func (s *scriptedShow) run(_ context.Context, raw json.RawMessage) (any, error) {
	var p struct{ ID uint64 }
	if err := DecodeParams(raw, &p); err != nil {
		return nil, err
	}
	if p.ID != 7 {
		return nil, InvalidParams(errors.New("escrow: no such bounty: 8"))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.steps[min(s.reads, len(s.steps)-1)]
	s.reads++
	if st == "" {
		return nil, errors.New("read head: connection refused")
	}
	return json.RawMessage(st), nil
}

// followServer is an API server whose node has only a scripted bounty.show.
func followServer(t *testing.T, steps ...string) string {
	t.Helper()
	rt, err := runtime.New(runtime.Config{}, runtime.Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	if err := rt.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	show := &scriptedShow{steps: steps}
	srv, err := New(DefaultConfig(testToken), Deps{Local: rt, Extra: map[string]Method{methodShow: {Run: show.run}}}, Options{Logger: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	return ts.URL
}

// follow_bounty reports each step once, in order, through failed reads, and returns at the
// result waiting for review; a bounty that does not move returns at the timeout, marked so;
// an id the node refuses is a tool error at once.
func TestFollowBounty(t *testing.T) {
	ctx := context.Background()
	url := followServer(t,
		`{"id":7,"status":"open"}`, // the tool's first read, checking the id
		`{"id":7,"status":"open"}`, "", `{"id":7,"status":"claimed","agentId":3}`, "",
		`{"id":7,"status":"submitted","agentId":3,"job":{"role":"requester","stage":"received","manual":true,"result":{"output":1}}}`)
	var mu sync.Mutex
	var progress []string
	r := &rig{url: url}
	s := mcpSession(t, r, testToken, func(req *mcp.ProgressNotificationClientRequest) {
		mu.Lock()
		progress = append(progress, req.Params.Message)
		mu.Unlock()
	})
	p := &mcp.CallToolParams{Name: "follow_bounty", Arguments: map[string]any{"id": 7}}
	p.SetProgressToken("f")
	res, err := s.CallTool(ctx, p)
	if err != nil || res.IsError || !strings.Contains(toolText(t, res), `"step":"awaiting review"`) {
		t.Fatalf("follow: %v %v", toolText(t, res), err)
	}
	want := "bounty 7: posted|bounty 7: claimed by agent 3|bounty 7: delivered|bounty 7: submitted|bounty 7: awaiting review"
	waitUntil(t, func() bool { mu.Lock(); defer mu.Unlock(); return strings.Join(progress, "|") == want })

	still := followServer(t, `{"id":7,"status":"open"}`)
	s = mcpSession(t, &rig{url: still}, testToken, nil)
	res, err = s.CallTool(ctx, &mcp.CallToolParams{Name: "follow_bounty", Arguments: map[string]any{"id": 7, "timeoutSeconds": 1}})
	if err != nil || res.IsError || !strings.Contains(toolText(t, res), `"timedOut":true`) || !strings.Contains(toolText(t, res), "follow_bounty waits") {
		t.Fatalf("follow to the timeout: %v %v", toolText(t, res), err)
	}
	res, err = s.CallTool(ctx, &mcp.CallToolParams{Name: "follow_bounty", Arguments: map[string]any{"id": 8}})
	if err != nil || !res.IsError || !strings.Contains(toolText(t, res), "-32602") {
		t.Fatalf("follow an unknown bounty: %v %v", toolText(t, res), err)
	}
}

// waitUntil polls cond for up to 2 s: the MCP client hands notifications to its handler
// asynchronously, the last may land just after the result.
func waitUntil(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met in 2s")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
