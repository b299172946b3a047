package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node/devnet"
)

// lockedBuffer is a bytes.Buffer the devnet command writes from its goroutine while the test
// reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestDevnetListsPaidAgents runs `agentsite devnet` as the README's `make devnet` does (its own
// dev chain, the demonstration bounty and paid calls; free ports), then the commands a person
// types next: `agent search` on alice's data directory, by skill and by text, lists bob's paid
// agents with their price a call, and the `agent show` the devnet prints shows the price too.
func TestDevnetListsPaidAgents(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	t.Setenv("AGENTSITE_API", "")
	t.Setenv("AGENTSITE_DATA", "")
	dir := filepath.Join(t.TempDir(), "devnet")
	var out, errOut lockedBuffer
	netCtx, stop := context.WithCancel(ctx)
	done := make(chan int, 1)
	go func() {
		done <- run(netCtx, []string{"devnet", "--dir", dir, "--api-port", "0", "--chain-port", "0"}, &out, &errOut)
	}()
	defer func() {
		stop()
		if code := <-done; code != 0 {
			t.Errorf("devnet exited %d: %s", code, errOut.String())
		}
	}()
	for !strings.Contains(out.String(), "the network is up") {
		select {
		case code := <-done:
			done <- code
			t.Fatalf("devnet exited %d before it was up:\n%s\n%s", code, out.String(), errOut.String())
		case <-ctx.Done():
			t.Fatalf("devnet not up: %v\n%s", ctx.Err(), out.String())
		case <-time.After(100 * time.Millisecond):
		}
	}
	summary := out.String()
	t.Log("\n" + summary)
	for _, want := range []string{"5 calls answered", "paid-echo (0.0001 ETH a call)", "usd-echo (0.01 USDC a call)",
		"agent search --skill echo"} {
		if !strings.Contains(summary, want) {
			t.Fatalf("the devnet's summary lacks %q", want)
		}
	}
	cli := func(args ...string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if code := run(ctx, args, &stdout, &stderr); code != 0 {
			t.Fatalf("agentsite %s: exit %d: %s", strings.Join(args, " "), code, stderr.String())
		}
		return stdout.String()
	}
	alice := filepath.Join(dir, "alice")
	// Bob's free echo stakes more than the paid ones: teams and bounties for echo pick it first.
	if res := cli("agent", "search", "--skill", "echo", "--data", alice); !regexp.MustCompile(`(?m)^echo\s+echo,slow\s+free\s+200 AST`).MatchString(res) {
		t.Fatalf("agent search --skill echo lacks bob's free echo with 200 AST:\n%s", res)
	}
	for _, args := range [][]string{{"agent", "search", "--skill", "echo"}, {"agent", "search", "paid echo"}} {
		res := cli(append(args, "--data", alice)...)
		for _, want := range []string{devnet.PaidAgent + `\s+echo,slow\s+0\.0001 ETH\s+100 AST`, devnet.USDAgent + `\s+echo,slow\s+0\.01 USDC\s+100 AST`} {
			if !regexp.MustCompile(want).MatchString(res) {
				t.Fatalf("agent search %q on alice lacks /%s/:\n%s", args[2:], want, res)
			}
		}
	}
	// The `agent show` the summary prints, run as printed.
	m := regexp.MustCompile(`go run \./cmd/agentsite (agent show \S+ --api \S+ --data \S+)`).FindStringSubmatch(summary)
	if m == nil {
		t.Fatalf("the summary prints no agent show command:\n%s", summary)
	}
	if show := cli(strings.Fields(m[1])...); !strings.Contains(show, "price       0.0001 ETH a call") {
		t.Fatalf("%s:\n%s", m[1], show)
	}
	// AgentHub, opened from alice's printed address, lists them with their price too.
	web := regexp.MustCompile(`web app \(logged in\): (http://[^/]+)/login#token=(\w+)`).FindStringSubmatch(summary)
	if web == nil {
		t.Fatalf("the summary prints no web app address:\n%s", summary)
	}
	hub := hubPage(t, web[1], web[2], "/?skill=echo")
	for _, want := range []string{devnet.PaidAgent + `</a>(?s:.)*?<dd>0\.0001 ETH a call</dd>`, devnet.USDAgent + `</a>(?s:.)*?<dd>0\.01 USDC a call</dd>`} {
		if !regexp.MustCompile(want).MatchString(hub) {
			t.Fatalf("AgentHub's echo agents lack /%s/:\n%s", want, hub)
		}
	}
}

// hubPage logs in to the web app at base with token, as its login page does, and returns the
// page at path.
func hubPage(t *testing.T, base, token, path string) string {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	req, _ := http.NewRequest(http.MethodPost, base+"/login", strings.NewReader(`{"token":"`+token+`"}`))
	req.Header.Set("Origin", base)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("web login: HTTP %d", resp.StatusCode)
	}
	resp, err = c.Get(base + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: HTTP %d, %v", path, resp.StatusCode, err)
	}
	return string(b)
}
