package runtime

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The npm server-memory MCP server, confined as the node runs it, with the configuration the
// README gives: its default file is beside its own script (read-only to a confined program),
// so MEMORY_FILE_PATH points into the agent's work directory (<work>/<agent>, its HOME), which
// needs no `writable` entry.
func TestMCPMemoryConfinedInWorkDir(t *testing.T) {
	bin := mcpBin(t, "mcp-server-memory")
	work := t.TempDir()
	file := filepath.Join(work, "memory", "memory.jsonl")
	r := newRTWith(t, Config{Agents: []AgentConfig{{Name: "memory", Kind: KindMCP, Command: bin,
		Process: Process{Env: map[string]string{"MEMORY_FILE_PATH": file}}}}}, Options{Logger: quietLog(), WorkDir: work})
	ctx := context.Background()
	if res, err := r.Call(ctx, "memory", "create_entities", json.RawMessage(`{"entities":[{"name":"x","entityType":"t","observations":["kept"]}]}`), nil); err != nil {
		t.Fatalf("create_entities: %s %v", res, err)
	}
	if b, err := os.ReadFile(file); err != nil || !strings.Contains(string(b), "kept") {
		t.Fatalf("memory file in the work directory: %q %v", b, err)
	}
}
