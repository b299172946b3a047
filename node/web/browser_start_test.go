package web_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromiumPath is Debian's chromium; `make web-deps` (part of `make test`) installs it.
const chromiumPath = "/usr/bin/chromium"

const (
	// chromiumStarts is how many times a start is tried, each with a fresh profile: one CI run
	// saw a Chromium exit at start with nothing but D-Bus complaints, and the next start worked.
	chromiumStarts = 2
	// chromiumStartTimeout bounds one start, to Chromium's first answer over its pipe. It
	// answers in about a second; a CI box at load average 40 took several.
	chromiumStartTimeout = 60 * time.Second
	// tabTimeout bounds opening a tab in a running Chromium.
	tabTimeout = 30 * time.Second
)

// chromium is the package's one browser: the first browser test starts it, each newBrowser
// gets a browser context of its own in it, and TestMain stops it.
var chromium struct {
	mu   sync.Mutex
	ctx  context.Context // the browser's chromedp context; done when Chromium is gone
	stop func()
}

// newBrowser opens a tab in a fresh browser context of the package's Chromium (its own cookies
// and storage, as a browser of its own); the tab closes with the test.
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("no browser at %s (run `make web-deps` as root to install Debian's chromium): %v", chromiumPath, err)
	}
	root, err := sharedChromium()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancelTab := chromedp.NewContext(root, chromedp.WithNewBrowserContext())
	cancel := sync.OnceFunc(cancelTab)
	t.Cleanup(cancel)
	if err := firstRun(ctx, cancel, tabTimeout); err != nil {
		t.Fatalf("open a tab in chromium: %v", err)
	}
	return ctx
}

// sharedChromium returns the running browser, starting it when there is none or when the last
// one is gone (a crash ends its context).
func sharedChromium() (context.Context, error) {
	chromium.mu.Lock()
	defer chromium.mu.Unlock()
	if chromium.ctx != nil && chromium.ctx.Err() == nil {
		return chromium.ctx, nil
	}
	if chromium.stop != nil {
		chromium.stop()
	}
	ctx, stop, err := startChromium(chromiumPath, chromiumStarts, chromiumStartTimeout)
	if err != nil {
		return nil, err
	}
	chromium.ctx, chromium.stop = ctx, stop
	return ctx, nil
}

// stopChromium stops the package's browser, if one was started.
func stopChromium() {
	chromium.mu.Lock()
	defer chromium.mu.Unlock()
	if chromium.stop != nil {
		chromium.stop()
	}
	chromium.ctx, chromium.stop = nil, nil
}

// startChromium starts the browser at path, up to starts times, each try with a fresh profile
// and at most timeout to answer. The error names every try and what Chromium printed.
func startChromium(path string, starts int, timeout time.Duration) (context.Context, func(), error) {
	var errs []error
	for try := 1; try <= starts; try++ {
		ctx, stop, err := startChromiumOnce(path, timeout)
		if err == nil {
			return ctx, stop, nil
		}
		errs = append(errs, fmt.Errorf("start %d of %d: %w", try, starts, err))
	}
	return nil, nil, fmt.Errorf("chromium at %s did not start: %w", path, errors.Join(errs...))
}

func startChromiumOnce(path string, timeout time.Duration) (context.Context, func(), error) {
	dir, err := os.MkdirTemp("", "agentsite-web-chromium")
	if err != nil {
		return nil, nil, fmt.Errorf("profile: %w", err)
	}
	out := &headLog{max: 16 << 10}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], // headless, --disable-dev-shm-usage (a container's /dev/shm is small)
		chromedp.ExecPath(path),
		chromedp.NoSandbox,  // CI runs as root, and containers often lack the user namespaces a sandbox needs
		chromedp.DisableGPU, // no GPU on a CI box
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(dir), chromedp.WindowSize(1280, 900),
		chromedp.CombinedOutput(out))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	stop := sync.OnceFunc(func() {
		cancel()
		cancelAlloc()
		_ = os.RemoveAll(dir)
	})
	if err := firstRun(ctx, stop, timeout); err != nil {
		stop()
		if errors.Is(err, errNoAnswer) { // chromedp's own error has the output otherwise
			err = fmt.Errorf("%w; chromium printed:\n%s", err, out)
		}
		return nil, nil, fmt.Errorf("profile %s: %w", dir, err)
	}
	return ctx, stop, nil
}

// errNoAnswer: the browser did not answer in time.
var errNoAnswer = errors.New("no answer")

// firstRun makes chromedp's first call on ctx, which starts the browser or opens the tab. Its
// context must outlive the call (the browser and the tab live on it), so it is not given a
// deadline: after timeout, cancel ends it.
func firstRun(ctx context.Context, cancel func(), timeout time.Duration) error {
	done := make(chan error, 1)
	go func() { done <- chromedp.Do(ctx) }()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case err := <-done:
		return err
	case <-timer.C:
		cancel()
		<-done
		return fmt.Errorf("%w within %v", errNoAnswer, timeout)
	}
}

// headLog keeps the first max bytes written to it (Chromium's start-up output) and drops the
// rest; it is safe for concurrent use.
type headLog struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (h *headLog) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if room := h.max - len(h.buf); room > 0 {
		h.buf = append(h.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (h *headLog) String() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return string(h.buf)
}

// TestChromiumStartFailsClearly: a browser that exits at start, or never answers, is started
// again with a fresh profile; the error names both starts, each profile and what the browser
// printed, and no profile is left behind.
func TestChromiumStartFailsClearly(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ name, script, want string }{
		{"exits", `echo "no bus for $*" >&2; exit 1`, "chrome failed to start"},
		{"never answers", `echo "waiting with $*" >&2; exec sleep 60`, "no answer within 1s; chromium printed"},
	} {
		t.Run(c.name, func(t *testing.T) {
			bin := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-"))
			if err := os.WriteFile(bin, []byte("#!/bin/sh\n"+c.script+"\n"), 0o755); err != nil {
				t.Fatal(err)
			}
			_, _, err := startChromium(bin, 2, time.Second)
			if err == nil {
				t.Fatal("a browser that cannot start started")
			}
			msg := err.Error()
			for _, want := range []string{"chromium at " + bin + " did not start", "start 1 of 2", "start 2 of 2", c.want} {
				if !strings.Contains(msg, want) {
					t.Fatalf("error lacks %q:\n%s", want, msg)
				}
			}
			profiles := map[string]bool{}
			for _, m := range regexp.MustCompile(`--user-data-dir=(\S+)`).FindAllStringSubmatch(msg, -1) {
				profiles[m[1]] = true
			}
			if len(profiles) != 2 {
				t.Fatalf("the starts used profiles %v, want two fresh ones:\n%s", profiles, msg)
			}
			for p := range profiles {
				if _, err := os.Stat(p); !os.IsNotExist(err) {
					t.Errorf("profile %s left behind: %v", p, err)
				}
			}
		})
	}
}
