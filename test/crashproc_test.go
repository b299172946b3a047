package test

import (
	"bufio"
	"context"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node"
)

// helperEnv names the data directory of a node the test binary runs as a child process.
const helperEnv = "AGENTSITE_CRASH_HELPER_DIR"

const helperReady = "agentsite-helper-node-ready"

// TestCrashHelperNode is not a test: run as a child process with helperEnv set, it starts the
// node in that data directory and serves until it is killed.
func TestCrashHelperNode(t *testing.T) {
	dir := os.Getenv(helperEnv)
	if dir == "" {
		t.Skip("runs only as the child process of TestWorkerProcessKilledMidTask")
	}
	cfg, err := node.LoadConfig(dir)
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	if os.Getenv("AGENTSITE_TEST_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo})).With("node", "child")
	}
	n, err := node.New(cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	os.Stdout.WriteString(helperReady + "\n")
	select {} // until SIGKILL
}

// The harder variant of end-to-end test 5: the worker node is a separate process, killed with
// SIGKILL while its agent works (no Close, no flush); a node started on its data directory
// resumes the job and the agent is paid once.
func TestWorkerProcessKilledMidTask(t *testing.T) {
	r := newCrashRig(t)
	if err := r.worker.Close(); err != nil { // registered; from now on the worker is a process
		t.Fatal(err)
	}
	child := startHelperNode(t, r.workCfg.DataDir)
	waitMesh(t, r.req, 1)
	id := r.post(30, 100)
	waitFor(t, 20*time.Second, "the child's claim", func() bool {
		return r.n.status(r.req.Escrow(), id) == escrow.StatusClaimed
	})
	time.Sleep(800 * time.Millisecond)
	if err := syscall.Kill(child.Process.Pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = child.Wait()
	if s := r.n.status(r.req.Escrow(), id); s != escrow.StatusClaimed {
		t.Fatalf("after the kill the bounty is %s, want claimed", s)
	}
	restarted := r.restart()
	r.checkPaidOnce(restarted, id, 30)
}

// startHelperNode runs this test binary as a node process on dir and waits until it serves.
func startHelperNode(t *testing.T, dir string) *exec.Cmd {
	t.Helper()
	return startHelperNodeWith(t, dir, nodePassphrase)
}

// startHelperNodeWith starts the node in dir as a child process whose keys open with
// passphrase, and returns once it is ready.
func startHelperNodeWith(t *testing.T, dir, passphrase string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashHelperNode$", "-test.count=1", "-test.timeout=30m")
	cmd.Env = append(os.Environ(), helperEnv+"="+dir, "AGENTSITE_PASSPHRASE="+passphrase)
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlives the test
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if strings.Contains(sc.Text(), helperReady) {
				ready <- true
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("the node process exited before it was ready")
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the node process did not start in 30 s")
	}
	return cmd
}
