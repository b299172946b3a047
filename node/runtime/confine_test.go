package runtime

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/agentsite/agentsite/node/runtime/sandbox"
)

// syncBuffer is a log sink safe for the runtime's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// nodeRig is a node's data directory with a secret in it, hidden from confined agents, whose
// work directories live inside it as the node's do.
type nodeRig struct {
	data, secret string
	logs         *syncBuffer
}

func newNodeRig(t *testing.T) nodeRig {
	t.Helper()
	data := filepath.Join(t.TempDir(), "data")
	if err := os.MkdirAll(filepath.Join(data, "keys"), 0o700); err != nil {
		t.Fatal(err)
	}
	secret := filepath.Join(data, "keys", "node.json")
	if err := os.WriteFile(secret, []byte(`"the node key"`), 0o600); err != nil {
		t.Fatal(err)
	}
	return nodeRig{data: data, secret: secret, logs: &syncBuffer{}}
}

func (n nodeRig) start(t *testing.T, agents ...AgentConfig) *Runtime {
	t.Helper()
	return newRTWith(t, Config{Agents: agents}, Options{Logger: slog.New(slog.NewTextHandler(n.logs, nil)),
		WorkDir: filepath.Join(n.data, "work"), Hide: []string{n.data}})
}

func shAgent(name, script string) AgentConfig {
	return AgentConfig{Name: name, Kind: KindCommand, Command: "/bin/sh", Args: []string{"-c", script}}
}

func off() *bool { f := false; return &f }

// needConfinement skips unless the kernel gives what the test is about.
func needConfinement(t *testing.T, netns bool) {
	t.Helper()
	s := sandbox.Probe()
	if s.Landlock == 0 || netns && !s.NetNS {
		t.Skipf("confinement not available here: %s %v", s, s.Missing)
	}
}

func TestProgramEnvironment(t *testing.T) {
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	t.Setenv("AGENTSITE_PASSPHRASE", "hunter2-passphrase")
	t.Setenv("AGENTSITE_TOKEN", "api-token")
	t.Setenv("UNDECLARED_SECRET", "x")
	t.Setenv("SEARCH_API_KEY", "passed-key")
	rig := newNodeRig(t)
	dump := []string{"-e", "process.stdout.write(JSON.stringify(process.env))"}
	base := AgentConfig{Kind: KindCommand, Command: nodeBin, Args: dump,
		Process: Process{Env: map[string]string{"MODEL": "small"}, PassEnv: []string{"SEARCH_API_KEY", "NOT_SET_ANYWHERE"}}}
	confined, trusted := base, base
	confined.Name, trusted.Name, trusted.Confine = "confined", "trusted", off()
	r := rig.start(t, confined, trusted)
	allowed := map[string]bool{"PATH": true, "HOME": true, "TMPDIR": true, "LANG": true, "LC_ALL": true, "TZ": true,
		"MODEL": true, "SEARCH_API_KEY": true}
	for _, name := range []string{"confined", "trusted"} {
		t.Run(name, func(t *testing.T) {
			out, err := r.Call(context.Background(), name, "run", nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			var env map[string]string
			if err := json.Unmarshal(out, &env); err != nil {
				t.Fatalf("decode %s: %v", out, err)
			}
			for k := range env {
				if !allowed[k] {
					t.Errorf("undeclared variable %s reached the agent", k)
				}
			}
			if strings.Contains(string(out), "hunter2") || strings.Contains(string(out), "api-token") {
				t.Fatalf("a node secret reached the agent: %s", out)
			}
			work := filepath.Join(rig.data, "work", name)
			if env["MODEL"] != "small" || env["SEARCH_API_KEY"] != "passed-key" || env["HOME"] != work ||
				env["TMPDIR"] != filepath.Join(work, "tmp") || env["PATH"] == "" {
				t.Fatalf("declared variables missing or wrong: %v", env)
			}
		})
	}
}

func TestConfinedFiles(t *testing.T) {
	needConfinement(t, false)
	rig := newNodeRig(t)
	read := shAgent("reader", "cat "+rig.secret)
	trusted := shAgent("trusted", "cat "+rig.secret)
	trusted.Confine = off()
	home := shAgent("home", `echo '"kept"' > "$HOME/f" && echo '"tmp"' > "$TMPDIR/t" && cat "$HOME/f"`)
	environ := shAgent("environ", fmt.Sprintf("cat /proc/%d/environ >/dev/null && echo true", os.Getpid()))
	r := rig.start(t, read, trusted, home, environ)
	ctx := context.Background()

	if out, err := r.Call(ctx, "reader", "run", nil, nil); !errors.Is(err, ErrAgentFailed) || strings.Contains(string(out), "node key") {
		t.Fatalf("confined agent read the data directory: %s %v", out, err)
	}
	if out, err := r.Call(ctx, "trusted", "run", nil, nil); err != nil || string(out) != `"the node key"` {
		t.Fatalf("confine: false should read it: %s %v", out, err)
	}
	if out, err := r.Call(ctx, "home", "run", nil, nil); err != nil || string(out) != `"kept"` {
		t.Fatalf("work directory not writable: %s %v", out, err)
	}
	if _, err := r.Call(ctx, "environ", "run", nil, nil); !errors.Is(err, ErrAgentFailed) {
		t.Fatalf("confined agent read the node's /proc environ: %v", err)
	}
	if !strings.Contains(rig.logs.String(), "agent confinement") || !strings.Contains(rig.logs.String(), "program runs unconfined") {
		t.Fatalf("confinement not logged: %s", rig.logs.String())
	}
}

func TestConfinedNetwork(t *testing.T) {
	needConfinement(t, true)
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash not installed")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	dial := fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo true", ln.Addr().(*net.TCPAddr).Port)
	cut := AgentConfig{Name: "cut", Kind: KindCommand, Command: "bash", Args: []string{"-c", dial}}
	netted := cut
	netted.Name, netted.Network = "netted", true
	rig := newNodeRig(t)
	r := rig.start(t, cut, netted)
	if _, err := r.Call(context.Background(), "cut", "run", nil, nil); !errors.Is(err, ErrAgentFailed) {
		t.Fatalf("agent without network reached the host's loopback: %v", err)
	}
	if out, err := r.Call(context.Background(), "netted", "run", nil, nil); err != nil || string(out) != "true" {
		t.Fatalf("declared network, no connection: %s %v", out, err)
	}
}

func TestConfinementFallback(t *testing.T) {
	rig := newNodeRig(t)
	none := sandbox.Support{Missing: []string{"landlock unavailable (test)"}}
	r := newRTWith(t, Config{Agents: []AgentConfig{shAgent("plain", `echo '"ran"'`)}},
		Options{Logger: slog.New(slog.NewTextHandler(rig.logs, nil)), WorkDir: filepath.Join(rig.data, "work"),
			Hide: []string{rig.data}, Sandbox: &none})
	if out, err := r.Call(context.Background(), "plain", "run", nil, nil); err != nil || string(out) != `"ran"` {
		t.Fatalf("unconfined fallback: %s %v", out, err)
	}
	if logs := rig.logs.String(); !strings.Contains(logs, "level=WARN") || !strings.Contains(logs, "landlock unavailable (test)") {
		t.Fatalf("no warning about the missing confinement: %s", logs)
	}
}

// TestRootWithoutView: a root node that cannot give its programs a view of their own and an
// unprivileged uid (simulated: a Support without them) says at start that they run as root,
// what they can reach and what the operator can do.
func TestRootWithoutView(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the warning is for nodes running as root")
	}
	rig := newNodeRig(t)
	s := sandbox.Probe()
	s.View, s.UID, s.Missing = false, 0, nil
	r := newRTWith(t, Config{Agents: []AgentConfig{shAgent("who", `printf '"%s"' "$(id -u)"`)}},
		Options{Logger: slog.New(slog.NewTextHandler(rig.logs, nil)), WorkDir: filepath.Join(rig.data, "work"),
			Hide: []string{rig.data}, Sandbox: &s})
	logs := rig.logs.String()
	for _, want := range []string{"level=WARN", "hosted programs run as root", "other nodes' data directories", "/etc/shadow",
		"run the node as an unprivileged user"} {
		if !strings.Contains(logs, want) {
			t.Fatalf("start-up log lacks %q: %s", want, logs)
		}
	}
	if out, err := r.Call(context.Background(), "who", "run", nil, nil); err != nil || string(out) != `"0"` {
		t.Fatalf("the warning should describe what runs: %s %v", out, err)
	}
}

func TestCommandOutputCap(t *testing.T) {
	r := newRT(t, Config{Agents: []AgentConfig{shAgent("big", fmt.Sprintf("head -c %d /dev/zero | tr '\\0' 1", MaxOutput+1))}}, nil)
	if _, err := r.Call(context.Background(), "big", "run", nil, nil); !errors.Is(err, ErrResultTooLarge) {
		t.Fatalf("err = %v, want ErrResultTooLarge", err)
	}
}

func TestProcessConfigValidate(t *testing.T) {
	cases := []struct {
		name string
		a    AgentConfig
		ok   bool
	}{
		{"declared env", AgentConfig{Name: "a", Kind: KindCommand, Command: "x", Process: Process{Env: map[string]string{"K": "v"}, PassEnv: []string{"HOME_API"}}}, true},
		{"mcp stdio confine off", AgentConfig{Name: "a", Kind: KindMCP, Command: "x", Process: Process{Confine: off()}}, true},
		{"bad env name", AgentConfig{Name: "a", Kind: KindCommand, Command: "x", Process: Process{Env: map[string]string{"A=B": "v"}}}, false},
		{"pass the passphrase", AgentConfig{Name: "a", Kind: KindCommand, Command: "x", Process: Process{PassEnv: []string{"AGENTSITE_PASSPHRASE"}}}, false},
		{"pass the token", AgentConfig{Name: "a", Kind: KindCommand, Command: "x", Process: Process{PassEnv: []string{"AGENTSITE_TOKEN"}}}, false},
		{"relative writable", AgentConfig{Name: "a", Kind: KindCommand, Command: "x", Process: Process{Writable: []string{"tmp"}}}, false},
		{"relative readable", AgentConfig{Name: "a", Kind: KindCommand, Command: "x", Process: Process{Readable: []string{"opt"}}}, false},
		{"readable on http", AgentConfig{Name: "a", Kind: KindHTTP, URL: "http://x", Process: Process{Readable: []string{"/opt"}}}, false},
		{"env on builtin", AgentConfig{Name: "a", Kind: KindBuiltin, Process: Process{Env: map[string]string{"K": "v"}}}, false},
		{"network on mcp url", AgentConfig{Name: "a", Kind: KindMCP, URL: "http://x", Process: Process{Network: true}}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.a.Validate()
			if (err == nil) != tc.ok || err != nil && !errors.Is(err, ErrBadConfig) {
				t.Fatalf("err = %v, want ok=%v", err, tc.ok)
			}
		})
	}
	for name, proc := range map[string]func(string) Process{
		"writable": func(d string) Process { return Process{Writable: []string{d}} },
		"readable": func(d string) Process { return Process{Readable: []string{d}} },
	} {
		t.Run(name+" uncovers the data directory", func(t *testing.T) {
			data := t.TempDir()
			_, err := New(Config{Agents: []AgentConfig{{Name: "a", Kind: KindCommand, Command: "x", Process: proc(filepath.Dir(data))}}},
				Options{Logger: quietLog(), Hide: []string{data}})
			if !errors.Is(err, ErrBadConfig) {
				t.Fatalf("err = %v, want ErrBadConfig", err)
			}
		})
	}
}

func TestVerifierCommand(t *testing.T) {
	t.Setenv("AGENTSITE_PASSPHRASE", "hunter2-passphrase")
	rig := newNodeRig(t)
	r := newRTWith(t, Config{}, Options{Logger: quietLog(), WorkDir: filepath.Join(rig.data, "work"), Hide: []string{rig.data},
		Verifier: Process{Env: map[string]string{"VERDICT_MODE": "strict"}}})
	run := func(script string) (string, error) {
		cmd, err := r.VerifierCommand(context.Background(), script)
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run("env")
	if err != nil || strings.Contains(out, "hunter2") || !strings.Contains(out, "VERDICT_MODE=strict") ||
		!strings.Contains(out, "HOME="+filepath.Join(rig.data, "work", verifierWork)) {
		t.Fatalf("verifier environment: %v\n%s", err, out)
	}
	if sandbox.Probe().Landlock == 0 {
		t.Skip("landlock not available")
	}
	if out, err := run("cat " + rig.secret); err == nil || strings.Contains(out, "node key") {
		t.Fatalf("the verifier read the data directory: %s", out)
	}
}
