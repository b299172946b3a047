package test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/agentsite/agentsite/node"
)

// victimEnv names the data directory of the node the attack tests run as a child process.
const victimEnv = "AGENTSITE_VICTIM_DIR"

// victimReady prefixes the line the child prints once it serves, followed by a victimInfo.
const victimReady = "agentsite-victim-ready "

// victimInfo is how the test reaches the child node.
type victimInfo struct {
	API   string   `json:"api"`
	Token string   `json:"token"`
	Peer  string   `json:"peer"`
	Addrs []string `json:"addrs"`
}

// TestVictimNode is not a test: run as a child process with victimEnv set, it starts the node
// in that data directory, prints how to reach it and serves until it is killed.
func TestVictimNode(t *testing.T) {
	dir := os.Getenv(victimEnv)
	if dir == "" {
		t.Skip("runs only as the child process of TestNodeProcessUnderAttack")
	}
	cfg, err := node.LoadConfig(dir)
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	if os.Getenv("AGENTSITE_TEST_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo})).With("node", "victim")
	}
	node.ApplyMemoryLimit(cfg, log) // as `agentsite node` does
	n, err := node.New(cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(victimInfo{API: n.APIURL(), Token: n.Token(), Peer: n.PeerID().String(), Addrs: n.P2PAddrs()})
	os.Stdout.WriteString(victimReady + string(b) + "\n")
	select {} // until SIGKILL
}

// victim is the node under attack, a child process.
type victim struct {
	victimInfo
	cmd *exec.Cmd
}

// startVictim runs this test binary as a node process on dir and waits until it serves.
func startVictim(tb testing.TB, dir string) *victim {
	tb.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestVictimNode$", "-test.count=1", "-test.timeout=10m")
	cmd.Env = append(os.Environ(), victimEnv+"="+dir, "AGENTSITE_PASSPHRASE="+nodePassphrase)
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlives the test
	out, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	ready := make(chan *victimInfo, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if s, ok := strings.CutPrefix(sc.Text(), victimReady); ok {
				var info victimInfo
				if json.Unmarshal([]byte(s), &info) == nil {
					ready <- &info
				}
			}
		}
		ready <- nil
	}()
	select {
	case info := <-ready:
		if info == nil {
			tb.Fatal("the node process exited before it was ready")
		}
		return &victim{victimInfo: *info, cmd: cmd}
	case <-time.After(30 * time.Second):
		tb.Fatal("the node process did not start in 30 s")
	}
	return nil
}

// procMem is the child's resident set now and its peak since the last reset, in MiB; zeros
// once the child is gone (its operations then fail the test).
func (v *victim) procMem() (rss, hwm float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", v.cmd.Process.Pid))
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		k, val, ok := strings.Cut(line, ":")
		if !ok || (k != "VmRSS" && k != "VmHWM") {
			continue
		}
		kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(val), " kB"), 64)
		if k == "VmRSS" {
			rss = kb / 1024
		} else {
			hwm = kb / 1024
		}
	}
	return rss, hwm
}

// resetPeak starts the child's VmHWM again from its current RSS (clear_refs 5); it reports
// whether the kernel allowed it (the sampled maximum is the fallback).
func (v *victim) resetPeak() bool {
	return os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", v.cmd.Process.Pid), []byte("5"), 0) == nil
}

// goroutines is go_goroutines from the node's /metrics, or -1 when it does not answer.
func (v *victim) goroutines() int {
	g, _ := v.metrics()
	return g
}

// metrics reads go_goroutines and go_memstats_heap_inuse_bytes (in MiB) from the node's
// /metrics; -1 for what it did not answer.
func (v *victim) metrics() (goroutines int, heap float64) {
	goroutines, heap = -1, -1
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, v.API+"/metrics", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return goroutines, heap
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		name, val, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			continue
		}
		n, err := strconv.ParseFloat(val, 64)
		if err != nil {
			continue
		}
		switch name {
		case "go_goroutines":
			goroutines = int(n)
		case "go_memstats_heap_inuse_bytes":
			heap = n / (1 << 20)
		}
	}
	return goroutines, heap
}

// rpc calls the node's /rpc with its token and decodes the result into out.
func (v *victim) rpc(method string, params, out any) error {
	return v.rpcWithin(15*time.Second, method, params, out)
}

// rpcWithin is rpc with the whole call bounded by d.
func (v *victim) rpcWithin(d time.Duration, method string, params, out any) error {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, v.API+"/rpc", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+v.Token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	var r struct {
		Result json.RawMessage `json:"result"`
		Error  *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return fmt.Errorf("%s: HTTP %d %.200s: %w", method, resp.StatusCode, raw, err)
	}
	if r.Error != nil {
		return fmt.Errorf("%s: %s (%d)", method, r.Error.Message, r.Error.Code)
	}
	if len(r.Result) == 0 {
		return fmt.Errorf("%s: HTTP %d without a result: %.200s", method, resp.StatusCode, raw)
	}
	if out != nil {
		return json.Unmarshal(r.Result, out)
	}
	return nil
}

// usage is what the child held during one attack.
type usage struct {
	rssBefore, rssPeak, rssAfter float64 // MiB
	gBefore, gPeak, gAfter       int
	heapPeak                     float64 // MiB of Go heap in use, sampled through /metrics
}

// watch samples the child's RSS and goroutines until stop is called, which returns the
// figures; the peak is the larger of the kernel's VmHWM (reset at the start) and the samples.
func (v *victim) watch() (stop func() usage) {
	var u usage
	u.rssBefore, _ = v.procMem()
	u.gBefore = v.goroutines()
	u.rssPeak, u.gPeak = u.rssBefore, u.gBefore
	reset := v.resetPeak()
	done := make(chan struct{})
	var mu sync.Mutex
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { // memory, often
		defer wg.Done()
		for {
			rss, _ := v.procMem()
			mu.Lock()
			u.rssPeak = max(u.rssPeak, rss)
			mu.Unlock()
			select {
			case <-done:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	go func() { // goroutines, through the API the attack may be loading
		defer wg.Done()
		for {
			g, heap := v.metrics()
			mu.Lock()
			u.gPeak, u.heapPeak = max(u.gPeak, g), max(u.heapPeak, heap)
			mu.Unlock()
			select {
			case <-done:
				return
			case <-time.After(250 * time.Millisecond):
			}
		}
	}()
	return func() usage {
		close(done)
		wg.Wait()
		if _, hwm := v.procMem(); reset {
			u.rssPeak = max(u.rssPeak, hwm)
		}
		u.rssAfter, _ = v.procMem()
		u.gAfter = v.goroutines()
		u.gPeak = max(u.gPeak, u.gAfter)
		return u
	}
}
