package runtime

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/agentsite/agentsite/node/runtime/sandbox"
)

// needRootView skips unless the node runs as root with the private view (issue 18's attack).
func needRootView(t *testing.T) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("the attack needs a node running as root")
	}
	if s := sandbox.Probe(); !s.View {
		t.Fatalf("root without the private view: %v", s.Missing)
	}
}

// plantNode writes a second node's API token and key under parent and returns its directory.
func plantNode(t *testing.T, parent string) string {
	t.Helper()
	dir, err := os.MkdirTemp(parent, "othernode-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Mkdir(filepath.Join(dir, "keys"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "api.token"), []byte("stolen-token"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "keys", "node.json"), []byte("stolen-key"), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestConfinedAsRoot replays the attack on a root node: a hosted command tries to return
// another node's token (in /tmp and in /root), /etc/shadow and its own node's key to its
// caller, and to leave files in the host's /dev/shm and /tmp; it gets nothing, runs as uid
// 65533, and still reads and writes its work directory and declared paths. An npm MCP server
// runs confined the same way.
func TestConfinedAsRoot(t *testing.T) {
	needRootView(t)
	rig := newNodeRig(t)
	others := []string{plantNode(t, os.TempDir())}
	if fi, err := os.Stat("/root"); err == nil && fi.IsDir() {
		others = append(others, plantNode(t, "/root"))
	}
	in, out := filepath.Join(t.TempDir(), "in"), filepath.Join(t.TempDir(), "out")
	for _, d := range []string{in, out} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(in, "doc"), []byte("declared"), 0o644); err != nil {
		t.Fatal(err)
	}
	marker := "agentsite-root-test-" + filepath.Base(rig.data)
	hostShm, hostTmp := filepath.Join("/dev/shm", marker), filepath.Join(os.TempDir(), marker)
	t.Cleanup(func() { os.Remove(hostShm); os.Remove(hostTmp) })

	var loot []string
	for _, o := range others {
		loot = append(loot, o+"/api.token", o+"/keys/node.json")
	}
	loot = append(loot, "/etc/shadow", rig.secret)
	thief := shAgent("thief", `printf '"%s"' "$(cat `+strings.Join(loot, " ")+` 2>/dev/null | base64 -w0)"`)
	shm := shAgent("shm", "echo x > "+hostShm+" && echo x > "+hostTmp+" && cat "+hostShm+" "+hostTmp+" >/dev/null && echo true")
	who := shAgent("who", `printf '"%s"' "$(id -u)"`)
	files := shAgent("files", `echo home > "$HOME/f" && echo out > `+out+`/f && printf '"%s"' "$(cat "$HOME/f" `+in+`/doc | tr '\n' ' ')"`)
	files.Writable, files.Readable = []string{out}, []string{in}
	mem := AgentConfig{Name: "memory", Kind: KindMCP, Command: mcpBin(t, "mcp-server-memory"),
		Process: Process{Env: map[string]string{"MEMORY_FILE_PATH": filepath.Join(out, "memory.jsonl")}, Writable: []string{out}}}
	r := rig.start(t, thief, shm, who, files, mem)
	ctx := context.Background()

	call := func(name string) string {
		res, err := r.Call(ctx, name, "run", nil, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var s string
		if err := json.Unmarshal(res, &s); err != nil {
			return string(res)
		}
		return s
	}
	if got := call("thief"); got != "" {
		t.Fatalf("the hosted program read %d bytes (base64) of other nodes' data, /etc/shadow or its node's key: %s", len(got), got)
	}
	if got := call("shm"); got != "true" {
		t.Fatalf("private /dev/shm and /tmp not writable: %s", got)
	}
	for _, f := range []string{hostShm, hostTmp} {
		if _, err := os.Stat(f); !os.IsNotExist(err) {
			t.Fatalf("the program wrote the host's %s (stat: %v)", f, err)
		}
	}
	if got := call("who"); got != "65533" {
		t.Fatalf("uid = %s, want 65533", got)
	}
	if got := call("files"); got != "home declared" {
		t.Fatalf("work directory and declared paths: %q", got)
	}

	res, err := r.Call(ctx, "memory", "create_entities", json.RawMessage(`{"entities":[{"name":"x","entityType":"t","observations":["kept"]}]}`), nil)
	if err != nil {
		t.Fatalf("confined npm MCP server: %s %v", res, err)
	}
	a := r.agents["memory"].agent.(*mcpAgent)
	a.mu.RLock()
	pid := a.cmd.Process.Pid
	a.mu.RUnlock()
	status, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil || !strings.Contains(string(status), "\nUid:\t65533\t65533\t65533\t65533\n") {
		t.Fatalf("the MCP server's credentials: %v\n%s", err, status)
	}
	if b, err := os.ReadFile(filepath.Join(out, "memory.jsonl")); err != nil || !strings.Contains(string(b), "kept") {
		t.Fatalf("the MCP server's declared file: %q %v", b, err)
	}
}
