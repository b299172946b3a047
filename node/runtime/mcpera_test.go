package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// stdioServerEnv makes the test binary an MCP server on stdio speaking the revisions it names
// (comma-separated), for TestMCPAgentEras; see TestMain.
const stdioServerEnv = "AGENTSITE_TEST_MCP_STDIO"

func TestMain(m *testing.M) {
	if v := os.Getenv(stdioServerEnv); v != "" {
		if err := eraServer(strings.Split(v, ",")).Run(context.Background(), &mcp.StdioTransport{}); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// eraServer is a Go SDK MCP server that speaks only versions, with one tool, "shout".
func eraServer(versions []string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "era", Version: "1"}, &mcp.ServerOptions{SupportedProtocolVersions: versions})
	mcp.AddTool(s, &mcp.Tool{Name: "shout", Description: "upper-cases text"},
		func(_ context.Context, _ *mcp.CallToolRequest, in struct {
			Text string `json:"text"`
		}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.ToUpper(in.Text)}}}, nil, nil
		})
	return s
}

// TestMCPAgentEras: an mcp agent reaches servers of either MCP era, over streamable HTTP and
// over stdio, and speaks the newest revision each answers: 2026-07-28 where the server speaks
// it (only it, or both), 2025-11-25 where it only knows initialize (a Go SDK server limited
// to it; the npm reference server).
func TestMCPAgentEras(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	httpServer := func(versions []string, stateless bool) string {
		srv := eraServer(versions)
		ts := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{Stateless: stateless}))
		t.Cleanup(ts.Close)
		return ts.URL
	}
	const modern, legacy = "2026-07-28", "2025-11-25"
	cases := []struct {
		name  string
		agent AgentConfig
		want  string
	}{
		{"http modern only", AgentConfig{URL: httpServer([]string{modern}, true)}, modern},
		{"http both eras", AgentConfig{URL: httpServer([]string{modern, legacy}, true)}, modern},
		{"http legacy only", AgentConfig{URL: httpServer([]string{legacy}, false)}, legacy},
		{"stdio modern only", AgentConfig{Command: self, Process: Process{Env: map[string]string{stdioServerEnv: modern}}}, modern},
		{"stdio legacy only", AgentConfig{Command: self, Process: Process{Env: map[string]string{stdioServerEnv: legacy}}}, legacy},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.agent
			cfg.Name, cfg.Kind = "era", KindMCP
			cfg.RestartMin, cfg.RestartMax = Duration(50*time.Millisecond), Duration(time.Second)
			if cfg.Command != "" {
				f := false
				cfg.Confine = &f
			}
			r := newRT(t, Config{Agents: []AgentConfig{cfg}}, nil)
			ctx := context.Background()
			if info, err := r.Info(ctx, "era"); err != nil || !info.Healthy || len(info.Skills) != 1 || info.Skills[0].ID != "shout" {
				t.Fatalf("info %+v %v", info, err)
			}
			if got := r.agents["era"].agent.(*mcpAgent).Protocol(); got != tc.want {
				t.Fatalf("speaks %q, want %q", got, tc.want)
			}
			out, err := r.Call(ctx, "era", "shout", json.RawMessage(`{"text":"hi"}`), nil)
			if err != nil || textOf(t, out) != "HI" {
				t.Fatalf("call: %s %v", out, err)
			}
		})
	}
	t.Run("npm reference server", func(t *testing.T) {
		bin := mcpBin(t, "mcp-server-everything")
		r := newRT(t, Config{Agents: []AgentConfig{{Name: "everything", Kind: KindMCP, Command: bin, Args: []string{"stdio"}}}}, nil)
		if got := r.agents["everything"].agent.(*mcpAgent).Protocol(); got != legacy {
			t.Fatalf("speaks %q to the npm server, want %q", got, legacy)
		}
	})
}

// serveAt serves h on addr ("127.0.0.1:0" for any port) until the returned stop is called.
func serveAt(t *testing.T, addr string, h http.Handler) (string, func()) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h}
	go func() { _ = srv.Serve(ln) }()
	stop := func() { _ = srv.Close() }
	t.Cleanup(stop)
	return ln.Addr().String(), stop
}

// waitHealthy polls the agent's health until it is want (bounded: the restart backoff here is
// at most a second, a probe at most five).
func waitHealthy(t *testing.T, r *Runtime, name string, want bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		info, err := r.Info(context.Background(), name)
		if err == nil && info.Healthy == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("agent %s: healthy %v, want %v (%+v)", name, info.Healthy, want, info)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestMCPAgentStatelessServerGone: a 2026-07-28 server holds no connection open, so its end
// shows only when a request fails: the call that finds it gone says the agent is down, the
// agent turns unhealthy, and it comes back by itself once the server answers again.
func TestMCPAgentStatelessServerGone(t *testing.T) {
	srv := eraServer([]string{"2026-07-28"})
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{Stateless: true})
	addr, stop := serveAt(t, "127.0.0.1:0", h)
	r := newRT(t, Config{Agents: []AgentConfig{{Name: "era", Kind: KindMCP, URL: "http://" + addr,
		RestartMin: Duration(50 * time.Millisecond), RestartMax: Duration(time.Second)}}}, nil)
	ctx := context.Background()
	if _, err := r.Call(ctx, "era", "shout", json.RawMessage(`{"text":"a"}`), nil); err != nil {
		t.Fatal(err)
	}
	stop()
	if _, err := r.Call(ctx, "era", "shout", json.RawMessage(`{"text":"b"}`), nil); !errors.Is(err, ErrAgentDown) {
		t.Fatalf("a call to a server gone: %v, want ErrAgentDown", err)
	}
	waitHealthy(t, r, "era", false)
	serveAt(t, addr, h)
	waitHealthy(t, r, "era", true)
	if out, err := r.Call(ctx, "era", "shout", json.RawMessage(`{"text":"c"}`), nil); err != nil || textOf(t, out) != "C" {
		t.Fatalf("after the server came back: %s %v", out, err)
	}
}
