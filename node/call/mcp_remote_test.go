package call

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/agentsite/agentsite/node/runtime"
)

// TestRemoteMCP hosts the real npm MCP server "everything" on one node and calls its tools from
// another node over /agentsite/call/1, progress included.
func TestRemoteMCP(t *testing.T) {
	bin, _ := filepath.Abs(filepath.Join("..", "..", "node_modules", ".bin", "mcp-server-everything"))
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("mcp-server-everything not installed: %v", err)
	}
	r := newRig(t, runtime.Config{Agents: []runtime.AgentConfig{{Name: "everything", Kind: runtime.KindMCP, Command: bin, Args: []string{"stdio"}}}})
	ctx := context.Background()
	out, err := r.cli.Call(ctx, r.server.ID(), "everything", "echo", json.RawMessage(`{"message":"across the network"}`), nil)
	if err != nil || !strings.Contains(string(out), "across the network") {
		t.Fatalf("echo: %s %v", out, err)
	}
	var mu sync.Mutex
	var steps []float64
	out, err = r.cli.Call(ctx, r.server.ID(), "everything", "trigger-long-running-operation", json.RawMessage(`{"duration":0.3,"steps":3}`), func(p runtime.Progress) {
		mu.Lock()
		steps = append(steps, p.Progress)
		mu.Unlock()
	})
	if err != nil || !strings.Contains(string(out), "completed") {
		t.Fatalf("long op: %s %v", out, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(steps) < 2 || steps[0] != 1 {
		t.Fatalf("progress = %v", steps)
	}
	if _, err := r.cli.Call(ctx, r.server.ID(), "everything", "no-such-tool", nil, nil); err == nil || !strings.Contains(err.Error(), "-32004") {
		t.Fatalf("unknown tool: %v", err)
	}
}
