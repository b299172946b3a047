package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// mcpBin finds an npm MCP server binary in the repo's node_modules.
func mcpBin(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "..", "node_modules", ".bin", name))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		t.Skipf("%s not installed: %v", name, err)
	}
	return p
}

func textOf(t *testing.T, out json.RawMessage) string {
	t.Helper()
	var res struct {
		Content []struct {
			Type, Text string
		} `json:"content"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("decode %s: %v", out, err)
	}
	var s []string
	for _, c := range res.Content {
		s = append(s, c.Text)
	}
	return strings.Join(s, " ")
}

func TestMCPEverything(t *testing.T) {
	bin := mcpBin(t, "mcp-server-everything")
	r := newRT(t, Config{Agents: []AgentConfig{{Name: "everything", Kind: KindMCP, Command: bin, Args: []string{"stdio"},
		RestartMin: Duration(50 * time.Millisecond), RestartMax: Duration(time.Second)}}}, nil)
	ctx := context.Background()

	info, err := r.Info(ctx, "everything")
	if err != nil || !info.Healthy {
		t.Fatalf("info: %+v %v", info, err)
	}
	ids := map[string]Skill{}
	for _, s := range info.Skills {
		ids[s.ID] = s
	}
	for _, want := range []string{"echo", "get-sum", "trigger-long-running-operation"} {
		if _, ok := ids[want]; !ok {
			t.Fatalf("tool %q missing from skills %v", want, info.Skills)
		}
	}
	if !strings.Contains(string(ids["echo"].InputSchema), "message") || ids["echo"].Description == "" {
		t.Fatalf("echo skill lacks schema or description: %+v", ids["echo"])
	}

	t.Run("echo", func(t *testing.T) {
		out, err := r.Call(ctx, "everything", "echo", json.RawMessage(`{"message":"hello agents"}`), nil)
		if err != nil || !strings.Contains(textOf(t, out), "hello agents") {
			t.Fatalf("echo: %s %v", out, err)
		}
	})
	t.Run("sum", func(t *testing.T) {
		out, err := r.Call(ctx, "everything", "get-sum", json.RawMessage(`{"a":2,"b":40}`), nil)
		if err != nil || !strings.Contains(textOf(t, out), "42") {
			t.Fatalf("sum: %s %v", out, err)
		}
	})
	t.Run("tool error", func(t *testing.T) {
		_, err := r.Call(ctx, "everything", "echo", json.RawMessage(`{"message":7}`), nil)
		if !errors.Is(err, ErrAgentFailed) {
			t.Fatalf("err = %v, want ErrAgentFailed", err)
		}
	})
	t.Run("result over the cap", func(t *testing.T) {
		big, err := json.Marshal(map[string]string{"message": strings.Repeat("a", MaxOutput)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Call(ctx, "everything", "echo", big, nil); !errors.Is(err, ErrResultTooLarge) {
			t.Fatalf("err = %v, want ErrResultTooLarge", err)
		}
	})
	t.Run("confined", func(t *testing.T) {
		needConfinement(t, true)
		pid := r.agents["everything"].agent.(*mcpAgent).pid()
		status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"NoNewPrivs:\t1", "CapEff:\t0000000000000000", "CapBnd:\t0000000000000000"} {
			if !strings.Contains(string(status), want) {
				t.Fatalf("server process %d lacks %q:\n%s", pid, want, status)
			}
		}
		own, _ := os.Readlink("/proc/self/ns/net")
		its, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/net", pid))
		if err != nil || its == own {
			t.Fatalf("server shares the node's network namespace (%s, %v)", its, err)
		}
	})
	t.Run("progress", func(t *testing.T) {
		var mu sync.Mutex
		var got []Progress
		out, err := r.Call(ctx, "everything", "trigger-long-running-operation", json.RawMessage(`{"duration":0.3,"steps":3}`), func(p Progress) {
			mu.Lock()
			got = append(got, p)
			mu.Unlock()
		})
		if err != nil || !strings.Contains(textOf(t, out), "completed") {
			t.Fatalf("long op: %s %v", out, err)
		}
		mu.Lock()
		defer mu.Unlock()
		// Progress is best effort: the SDK dispatches notifications asynchronously, so the last
		// one may arrive after the result (and is then dropped). The others arrive in order.
		if len(got) < 2 || len(got) > 3 {
			t.Fatalf("progress = %+v", got)
		}
		for i, p := range got {
			if p.Progress != float64(i+1) || p.Total != 3 {
				t.Fatalf("progress = %+v", got)
			}
		}
	})
	t.Run("restart after kill", func(t *testing.T) {
		a := r.agents["everything"].agent.(*mcpAgent)
		pid := a.pid()
		if pid == 0 {
			t.Fatal("no process")
		}
		if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		// Calls fail with ErrAgentDown until the supervisor restarted the server.
		deadline := time.Now().Add(20 * time.Second)
		sawDown := false
		for {
			out, err := r.Call(ctx, "everything", "echo", json.RawMessage(`{"message":"back"}`), nil)
			if err == nil && a.pid() != pid {
				if !strings.Contains(textOf(t, out), "back") {
					t.Fatalf("after restart: %s", out)
				}
				break
			}
			if errors.Is(err, ErrAgentDown) {
				sawDown = true
			} else if err != nil && !errors.Is(err, ErrAgentFailed) {
				t.Fatalf("unexpected error while restarting: %v", err)
			}
			if time.Now().After(deadline) {
				t.Fatalf("no restart: last err %v", err)
			}
			time.Sleep(20 * time.Millisecond)
		}
		if !sawDown || a.restarts.Load() < 1 {
			t.Fatalf("sawDown=%v restarts=%d", sawDown, a.restarts.Load())
		}
		// The dead process was reaped, not left a zombie.
		for i := 0; syscall.Kill(pid, 0) == nil; i++ {
			if i > 100 {
				t.Fatalf("process %d not reaped", pid)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}

func TestMCPMemory(t *testing.T) {
	bin := mcpBin(t, "mcp-server-memory")
	dir := t.TempDir()
	mem := filepath.Join(dir, "memory.jsonl")
	r := newRT(t, Config{Agents: []AgentConfig{{Name: "memory", Kind: KindMCP, Command: bin,
		Process: Process{Env: map[string]string{"MEMORY_FILE_PATH": mem}, Writable: []string{dir}}}}}, nil)
	ctx := context.Background()
	info, _ := r.Info(ctx, "memory")
	if !hasSkill(info.Skills, "create_entities") || !hasSkill(info.Skills, "read_graph") {
		t.Fatalf("skills = %+v", info.Skills)
	}
	_, err := r.Call(ctx, "memory", "create_entities", json.RawMessage(`{"entities":[{"name":"agentsite","entityType":"project","observations":["hosts agents"]}]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := r.Call(ctx, "memory", "read_graph", json.RawMessage(`{}`), nil)
	if err != nil || !strings.Contains(string(out), "hosts agents") {
		t.Fatalf("read_graph: %s %v", out, err)
	}
}

func TestMCPBadCommand(t *testing.T) {
	r := newRT(t, Config{Agents: []AgentConfig{{Name: "ghost", Kind: KindMCP, Command: "/nonexistent/mcp", RestartMin: Duration(10 * time.Millisecond)}}}, nil)
	info, _ := r.Info(context.Background(), "ghost")
	if info.Healthy || info.Error == "" {
		t.Fatalf("info = %+v", info)
	}
	if _, err := r.Call(context.Background(), "ghost", "echo", nil, nil); !errors.Is(err, ErrAgentDown) {
		t.Fatalf("err = %v, want ErrAgentDown", err)
	}
}
