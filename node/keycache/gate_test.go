package keycache

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// At most Slots holders at once; a waiter gives up when its context ends and gets a slot as
// soon as one is released.
func TestGateBounds(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c := testConfig(t, &now)
	c.Slots = 2
	g, err := NewGate(c)
	if err != nil {
		t.Fatal(err)
	}
	var held []func()
	for i := 0; i < c.Slots; i++ {
		release, ok, err := g.TryAcquire()
		if err != nil || !ok {
			t.Fatalf("slot %d: %v %v", i, ok, err)
		}
		held = append(held, release)
	}
	if _, ok, err := g.TryAcquire(); ok || err != nil {
		t.Fatalf("a third holder with two slots: %v %v", ok, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.Acquire(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("acquire with an ended context: %v", err)
	}
	held[0]()
	release, err := g.Acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	release()
	held[1]()
	fi, err := os.Stat(g.slot(0))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("slot file: %v %v", fi, err)
	}
}

// holderEnv makes the test binary a process that holds the gate's one slot in the directory it
// names until it is killed.
const holderEnv = "KEYCACHE_TEST_HOLD"

func TestMain(m *testing.M) {
	if dir := os.Getenv(holderEnv); dir != "" {
		c := DefaultConfig()
		c.Dir, c.Slots = dir, 1
		g, err := NewGate(c)
		if err == nil {
			_, err = g.Acquire(context.Background())
		}
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("holding")
		select {}
	}
	os.Exit(m.Run())
}

// A process killed while it holds a slot frees it: the kernel drops its lock.
func TestGateFreedByCrash(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kc")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^$")
	cmd.Env = append(os.Environ(), holderEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line != "holding\n" {
		_ = cmd.Process.Kill()
		t.Fatalf("holder: %q %v", line, err)
	}
	c := DefaultConfig()
	c.Dir, c.Slots = dir, 1
	g, err := NewGate(c)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := g.TryAcquire(); ok || err != nil {
		t.Fatalf("the slot another process holds was given: %v %v", ok, err)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	release, ok, err := g.TryAcquire()
	if !ok || err != nil {
		t.Fatalf("the dead holder's slot: %v %v", ok, err)
	}
	release()
}
