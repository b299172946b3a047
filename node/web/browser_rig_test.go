package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/agentsite/agentsite/node"
	"github.com/agentsite/agentsite/node/devnet"
	"github.com/agentsite/agentsite/node/runtime"
)

var (
	netOnce sync.Once
	netErr  error
	shared  *devnet.Devnet
	netDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	stopChromium()
	if shared != nil {
		_ = shared.Close()
		_ = os.RemoveAll(netDir)
	}
	os.Exit(code)
}

// sharedDevnet is one devnet for the package's browser tests: alice posts, bob and carol work;
// bob also hosts "helper", an agent not yet registered on chain.
func sharedDevnet(t testing.TB) *devnet.Devnet {
	t.Helper()
	if testing.Short() {
		t.Skip("browser tests start a devnet and a browser: not in -short")
	}
	netOnce.Do(func() {
		netDir, netErr = os.MkdirTemp("", "agentsite-web-devnet")
		if netErr != nil {
			return
		}
		cfg := devnet.DefaultConfig(netDir)
		cfg.APIPort, cfg.ChainPort, cfg.Out = 0, 0, io.Discard
		if os.Getenv("AGENTSITE_WEB_LOG") != "" {
			cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
		}
		cfg.Tweak = func(i int, c *node.Config) {
			if i == 1 {
				c.Agents = append(c.Agents, runtime.AgentConfig{Name: "helper", Kind: runtime.KindBuiltin, Builtin: "echo"})
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		shared, netErr = devnet.Start(ctx, cfg)
	})
	if netErr != nil {
		t.Fatalf("devnet: %v", netErr)
	}
	return shared
}

// loginAs opens n's logged-in address (devnet.WebURL) and waits for AgentHub.
func loginAs(t testing.TB, ctx context.Context, n *node.Node) {
	t.Helper()
	do(t, ctx, chromedp.Navigate(devnet.WebURL(n)), chromedp.WaitVisible("header nav"))
	if loc := eval[string](t, ctx, `location.href`); strings.Contains(loc, "token") {
		t.Fatalf("the token stayed in the address bar: %s", loc)
	}
}

// shot saves a full-page screenshot under $TMPDIR/agentsite-web-shots (never committed).
func shot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	sctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	_ = chromedp.Do(sctx, chromedp.WaitVisible("body"))
	// Quality 100 makes a PNG (lower is JPEG); a page still loading something gets the viewport.
	png, err := chromedp.Run(sctx, chromedp.FullScreenshot(100))
	if err != nil {
		cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		png, err = chromedp.Run(cctx, chromedp.CaptureScreenshot())
	}
	if err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	dir := filepath.Join(os.TempDir(), "agentsite-web-shots")
	_ = os.MkdirAll(dir, 0o755)
	path := filepath.Join(dir, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	t.Logf("screenshot: %s", path)
}

// waitFor evaluates a JavaScript predicate every 50 ms until it is true or the timeout passes;
// it keeps going across navigations (a form's answer may load a new page).
func waitFor(t testing.TB, ctx context.Context, js string, timeout time.Duration) {
	t.Helper()
	expr := "(() => { try { return !!(" + js + "); } catch (e) { return false; } })()"
	var err error
	for end := time.Now().Add(timeout); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		ectx, cancel := context.WithTimeout(ctx, 5*time.Second)
		var ok bool
		ok, err = chromedp.Run(ectx, chromedp.Evaluate[bool](expr))
		cancel()
		if err == nil && ok {
			return
		}
	}
	shot(t, ctx, strings.ReplaceAll(t.Name(), "/", "_")+"-timeout")
	text, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ''`))
	t.Fatalf("waiting for %s (last error %v)\npage:\n%s", js, err, text)
}

func eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	ectx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ectx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// do runs steps within 30 s; on failure it saves a screenshot and shows the page's text.
func do(t testing.TB, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	sctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(sctx, steps...); err != nil {
		shot(t, ctx, strings.ReplaceAll(t.Name(), "/", "_")+"-failed")
		text, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ''`))
		loc, _ := chromedp.Run(ctx, chromedp.Location())
		t.Fatalf("%v at %s\npage:\n%s", err, loc, text)
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// countFetches makes the page count the requests it sends, to prove a refused form sent none.
const countFetches = `(() => { window.__fetches = 0; const f = window.fetch; window.fetch = (...a) => { window.__fetches++; return f(...a); }; return true; })()`

func q(s string) string { return fmt.Sprintf("%q", s) }
