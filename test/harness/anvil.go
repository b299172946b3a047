package harness

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/agentsite/agentsite/identity"
)

// AnvilKeys are anvil's ten default dev accounts (mnemonic "test test … junk"), funded with
// 10,000 ETH each at genesis. Public knowledge: never use them on a real chain.
var AnvilKeys = []string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
	"7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
	"47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
	"8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
	"92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
	"4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
	"dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
	"2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
}

// Anvil is a running anvil process.
type Anvil struct {
	URL     string
	ChainID uint64
	cmd     *exec.Cmd
	out     *bytes.Buffer
	once    sync.Once
}

// AnvilBinary finds anvil: $ANVIL, else node_modules/.bin/anvil in the repository, else PATH.
func AnvilBinary() (string, error) {
	if p := os.Getenv("ANVIL"); p != "" {
		return p, nil
	}
	if root, err := RepoRoot(); err == nil {
		// The native binary, not the node wrapper in .bin: killing the wrapper would leave the
		// real anvil running.
		for _, p := range []string{
			filepath.Join(root, "node_modules", "@foundry-rs", "anvil-linux-amd64", "bin", "anvil"),
			filepath.Join(root, "node_modules", ".bin", "anvil"),
		} {
			if _, err := os.Stat(p); err == nil {
				return p, nil
			}
		}
	}
	p, err := exec.LookPath("anvil")
	if err != nil {
		return "", fmt.Errorf("harness: anvil not found: run `make deps` (npm ci installs it into node_modules/.bin)")
	}
	return p, nil
}

// RepoRoot walks up from the working directory to the directory holding go.mod.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("harness: no go.mod above the working directory")
		}
		dir = parent
	}
}

// StartAnvil runs anvil with instant mining on a free loopback port and waits until it answers.
// extra flags are passed through (e.g. "--block-time", "1").
func StartAnvil(ctx context.Context, extra ...string) (*Anvil, error) {
	bin, err := AnvilBinary()
	if err != nil {
		return nil, err
	}
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	args := append([]string{"--host", "127.0.0.1", "--port", strconv.Itoa(port), "--chain-id", "31337"}, extra...)
	a := &Anvil{URL: fmt.Sprintf("http://127.0.0.1:%d", port), ChainID: 31337, out: new(bytes.Buffer)}
	a.cmd = exec.Command(bin, args...)
	a.cmd.Stdout, a.cmd.Stderr = a.out, a.out
	a.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // Stop kills the whole group
	a.cmd.WaitDelay = 2 * time.Second
	if err := a.cmd.Start(); err != nil {
		return nil, fmt.Errorf("harness: start anvil: %w", err)
	}
	waitCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for {
		c, err := ethclient.DialContext(waitCtx, a.URL)
		if err == nil {
			_, err = c.ChainID(waitCtx)
			c.Close()
			if err == nil {
				return a, nil
			}
		}
		select {
		case <-waitCtx.Done():
			a.Stop()
			return nil, fmt.Errorf("harness: anvil did not answer on %s: %w\n%s", a.URL, waitCtx.Err(), a.out.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// StartAnvilT starts anvil for a test and stops it at the end of the test.
func StartAnvilT(t testing.TB, extra ...string) *Anvil {
	t.Helper()
	a, err := StartAnvil(context.Background(), extra...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Stop)
	return a
}

// Key returns anvil's funded dev key i.
func (a *Anvil) Key(i int) *identity.Key {
	k, err := identity.KeyFromHex(AnvilKeys[i])
	if err != nil {
		panic(err) // constants
	}
	return k
}

// Stop kills anvil and waits for it.
func (a *Anvil) Stop() {
	a.once.Do(func() {
		if a.cmd.Process != nil {
			_ = syscall.Kill(-a.cmd.Process.Pid, syscall.SIGKILL)
			_ = a.cmd.Wait()
		}
	})
}

// FreePort finds a free loopback TCP port (see FreePortOn).
func FreePort() (int, error) { return FreePortOn("127.0.0.1") }

// FreePortOn finds a free TCP port on ip for a server a test starts later. It picks at random
// below the kernel's ephemeral range (32768 and up on Linux), where the outgoing connections of
// every other process on the machine take their ports: a port the kernel hands out for
// "port 0" is free now but may be any client's a moment later, which made tests fail with
// "address already in use" when many ran at once. A port is taken only once it listens on ip
// and is closed again; another test picking the same one at the same moment is the remaining
// (one in thousands) chance.
func FreePortOn(ip string) (int, error) {
	const lo, hi = 20000, 32700
	for range 200 {
		port := lo + rand.IntN(hi-lo)
		l, err := net.Listen("tcp", net.JoinHostPort(ip, strconv.Itoa(port)))
		if err != nil {
			continue
		}
		l.Close()
		return port, nil
	}
	return 0, fmt.Errorf("harness: no free TCP port on %s in %d..%d", ip, lo, hi)
}
