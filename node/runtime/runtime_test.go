package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// blocker is a tiny built-in for limit tests: "wait" blocks until ctx ends or release closes.
type blocker struct{ release chan struct{} }

func (b *blocker) Name() string                 { return "blocker" }
func (b *blocker) Skills() []Skill              { return []Skill{{ID: "wait"}, {ID: "echo"}} }
func (b *blocker) Health(context.Context) error { return nil }
func (b *blocker) Call(ctx context.Context, skill string, in json.RawMessage, _ ProgressFunc) (json.RawMessage, error) {
	if skill == "echo" {
		return in, nil
	}
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-b.release:
		return json.RawMessage(`"released"`), nil
	}
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func newRT(t *testing.T, cfg Config, builtins map[string]BuiltinFactory) *Runtime {
	t.Helper()
	return newRTWith(t, cfg, Options{Logger: quietLog(), Builtins: builtins})
}

// newRTWith starts a runtime with opts and closes it when the test ends.
func newRTWith(t *testing.T, cfg Config, opts Options) *Runtime {
	t.Helper()
	r, err := New(cfg, opts)
	if err != nil {
		t.Fatalf("new: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := r.Start(ctx); err != nil {
		t.Fatalf("start: %v", err)
	}
	t.Cleanup(func() {
		if err := r.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return r
}

func TestConfigValidate(t *testing.T) {
	cases := []struct {
		name string
		cfg  Config
		ok   bool
	}{
		{"default", DefaultConfig(), true},
		{"bad name", Config{Agents: []AgentConfig{{Name: "a b", Kind: KindBuiltin}}}, false},
		{"bad kind", Config{Agents: []AgentConfig{{Name: "a", Kind: "python"}}}, false},
		{"mcp needs one of command/url", Config{Agents: []AgentConfig{{Name: "a", Kind: KindMCP}}}, false},
		{"mcp both", Config{Agents: []AgentConfig{{Name: "a", Kind: KindMCP, Command: "x", URL: "http://x"}}}, false},
		{"command without command", Config{Agents: []AgentConfig{{Name: "a", Kind: KindCommand}}}, false},
		{"http without url", Config{Agents: []AgentConfig{{Name: "a", Kind: KindHTTP}}}, false},
		{"negative limit", Config{Agents: []AgentConfig{{Name: "a", Kind: KindBuiltin, MaxConcurrent: -1}}}, false},
		{"duplicate", Config{Agents: []AgentConfig{{Name: "a", Kind: KindBuiltin}, {Name: "a", Kind: KindBuiltin}}}, false},
		{"skill without id", Config{Agents: []AgentConfig{{Name: "a", Kind: KindCommand, Command: "x", Skills: []Skill{{}}}}}, false},
		{"https image", Config{Agents: []AgentConfig{{Name: "a", Kind: KindBuiltin, Image: "https://img.example/a.png"}}}, true},
		{"ipfs image", Config{Agents: []AgentConfig{{Name: "a", Kind: KindBuiltin, Image: "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"}}}, true},
		{"http image", Config{Agents: []AgentConfig{{Name: "a", Kind: KindBuiltin, Image: "http://img.example/a.png"}}}, false},
		{"image not a URL", Config{Agents: []AgentConfig{{Name: "a", Kind: KindBuiltin, Image: "a.png"}}}, false},
		{"image URL too long", Config{Agents: []AgentConfig{{Name: "a", Kind: KindBuiltin, Image: "https://img.example/" + strings.Repeat("a", MaxImageURL)}}}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.cfg.Validate()
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok=%v", err, tc.ok)
			}
			if err != nil && !errors.Is(err, ErrBadConfig) {
				t.Fatalf("err %v is not ErrBadConfig", err)
			}
		})
	}
}

func TestConfigJSON(t *testing.T) {
	var c Config
	err := json.Unmarshal([]byte(`{"agents":[{"name":"m","kind":"mcp","command":"x","timeout":"1.5s","queueWait":1000}]}`), &c)
	if err != nil {
		t.Fatal(err)
	}
	if c.Agents[0].Timeout != Duration(1500*time.Millisecond) || c.Agents[0].QueueWait != 1000 {
		t.Fatalf("got %+v", c.Agents[0])
	}
	if err := json.Unmarshal([]byte(`{"agents":[{"timeout":"soon"}]}`), &c); err == nil {
		t.Fatal("bad duration accepted")
	}
}

func TestUnknownBuiltin(t *testing.T) {
	_, err := New(Config{Agents: []AgentConfig{{Name: "x", Kind: KindBuiltin}}}, Options{Logger: quietLog()})
	if !errors.Is(err, ErrBadConfig) {
		t.Fatalf("err = %v", err)
	}
}

func TestLimits(t *testing.T) {
	b := &blocker{release: make(chan struct{})}
	r := newRT(t, Config{Agents: []AgentConfig{
		{Name: "one", Kind: KindBuiltin, Builtin: "blocker", MaxConcurrent: 1, QueueWait: Duration(20 * time.Millisecond)},
		{Name: "quick", Kind: KindBuiltin, Builtin: "blocker", Timeout: Duration(30 * time.Millisecond)},
	}}, map[string]BuiltinFactory{"blocker": func(AgentConfig) (Agent, error) { return b, nil }})
	ctx := context.Background()

	t.Run("errors", func(t *testing.T) {
		cases := []struct {
			agent, skill, input string
			want                error
		}{
			{"nobody", "echo", `{}`, ErrUnknownAgent},
			{"quick", "nope", `{}`, ErrUnknownSkill},
			{"quick", "echo", `{bad`, ErrBadInput},
			{"quick", "wait", `{}`, ErrTimeout},
		}
		for _, tc := range cases {
			if _, err := r.Call(ctx, tc.agent, tc.skill, json.RawMessage(tc.input), nil); !errors.Is(err, tc.want) {
				t.Errorf("%s/%s: err = %v, want %v", tc.agent, tc.skill, err, tc.want)
			}
		}
	})
	t.Run("busy", func(t *testing.T) {
		done := make(chan error, 1)
		go func() {
			_, err := r.Call(ctx, "one", "wait", nil, nil)
			done <- err
		}()
		time.Sleep(20 * time.Millisecond)
		if _, err := r.Call(ctx, "one", "echo", json.RawMessage(`1`), nil); !errors.Is(err, ErrAgentBusy) {
			t.Fatalf("second call: err = %v, want ErrAgentBusy", err)
		}
		close(b.release)
		if err := <-done; err != nil {
			t.Fatalf("first call: %v", err)
		}
		out, err := r.Call(ctx, "one", "echo", json.RawMessage(`1`), nil)
		if err != nil || string(out) != "1" {
			t.Fatalf("after release: %s %v", out, err)
		}
	})
}

func TestCommandAgent(t *testing.T) {
	// The script echoes the task's input back, or crashes when the input says so.
	script := `read -r task; case "$task" in *crash*) echo "boom: asked to crash" >&2; exit 3;; *garbage*) echo "not json"; exit 0;; esac; printf '%s\n' "$task"`
	var logs syncBuffer
	r := newRTWith(t, Config{Agents: []AgentConfig{{Name: "sh", Kind: KindCommand, Command: "/bin/sh", Args: []string{"-c", script}}}},
		Options{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	ctx := context.Background()

	out, err := r.Call(ctx, "sh", "run", json.RawMessage(`{"x":1}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	var task Task
	if err := json.Unmarshal(out, &task); err != nil || task.Skill != "run" || string(task.Input) != `{"x":1}` {
		t.Fatalf("got %s (%v)", out, err)
	}
	_, err = r.Call(ctx, "sh", "run", json.RawMessage(`{"crash":true}`), nil)
	// The caller learns the exit status; the stderr stays in the node's log.
	if !errors.Is(err, ErrAgentFailed) || strings.Contains(err.Error(), "boom") || !strings.Contains(err.Error(), "exit status 3") {
		t.Fatalf("crash: err = %v", err)
	}
	if !strings.Contains(logs.String(), "boom: asked to crash") {
		t.Fatalf("stderr not in the log: %s", logs.String())
	}
	_, err = r.Call(ctx, "sh", "run", json.RawMessage(`{"garbage":true}`), nil)
	if !errors.Is(err, ErrAgentFailed) || !strings.Contains(err.Error(), "not one JSON value") {
		t.Fatalf("garbage: err = %v", err)
	}
	if out, err := r.Call(ctx, "sh", "run", json.RawMessage(`{"x":2}`), nil); err != nil || !strings.Contains(string(out), `"x":2`) {
		t.Fatalf("after crash: %s %v", out, err)
	}
	info, _ := r.Info(ctx, "sh")
	if !info.Healthy || info.Skills[0].ID != "run" {
		t.Fatalf("info = %+v", info)
	}
}

func TestCommandTimeout(t *testing.T) {
	r := newRT(t, Config{Agents: []AgentConfig{{Name: "sleepy", Kind: KindCommand, Command: "/bin/sleep", Args: []string{"5"}, Timeout: Duration(100 * time.Millisecond)}}}, nil)
	start := time.Now()
	_, err := r.Call(context.Background(), "sleepy", "run", nil, nil)
	if !errors.Is(err, ErrTimeout) || time.Since(start) > 3*time.Second {
		t.Fatalf("err = %v after %v", err, time.Since(start))
	}
}

func TestHTTPAgent(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var task Task
		if err := json.NewDecoder(r.Body).Decode(&task); err != nil || r.Header.Get("X-Key") != "k" {
			http.Error(w, "bad task", http.StatusBadRequest)
			return
		}
		if task.Skill == "fail" {
			http.Error(w, "it broke", http.StatusInternalServerError)
			return
		}
		w.Write(task.Input)
	}))
	defer srv.Close()
	r := newRT(t, Config{Agents: []AgentConfig{{Name: "web", Kind: KindHTTP, URL: srv.URL, Headers: map[string]string{"X-Key": "k"},
		Skills: []Skill{{ID: "echo"}, {ID: "fail"}}}}}, nil)
	out, err := r.Call(context.Background(), "web", "echo", json.RawMessage(`[1,2]`), nil)
	if err != nil || string(out) != "[1,2]" {
		t.Fatalf("echo: %s %v", out, err)
	}
	if _, err := r.Call(context.Background(), "web", "fail", nil, nil); !errors.Is(err, ErrAgentFailed) || strings.Contains(err.Error(), "it broke") ||
		!strings.Contains(err.Error(), "HTTP 500") {
		t.Fatalf("fail: %v (want the status, not the body)", err)
	}
}

func TestHealthLoop(t *testing.T) {
	changes := make(chan string, 4)
	r, err := New(Config{Agents: []AgentConfig{
		{Name: "ghost", Kind: KindCommand, Command: "/nonexistent/agent"},
		{Name: "sh", Kind: KindCommand, Command: "/bin/sh"},
	}}, Options{Logger: quietLog(), HealthInterval: 10 * time.Millisecond, OnHealth: func(agent string, err error) {
		if err != nil && errors.Is(err, ErrAgentDown) {
			changes <- agent
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	select {
	case a := <-changes:
		if a != "ghost" {
			t.Fatalf("unhealthy: %s", a)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no health report")
	}
	select {
	case a := <-changes:
		t.Fatalf("second report for %s: only changes are reported", a)
	case <-time.After(50 * time.Millisecond):
	}
}
