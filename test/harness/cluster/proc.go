package cluster

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/agentsite/agentsite/node"
)

// upTimeout bounds a node's start: keys, badger, chain index catch-up, registration.
const upTimeout = 60 * time.Second

// Proc is one node of a Network: its data directory and, while it runs, its process.
type Proc struct {
	n       *Network
	Index   int
	Dir     string
	Account common.Address
	PeerID  peer.ID
	Relay   *Relay
	// API is the base URL of the node's API (fixed across restarts).
	API string
	cfg node.Config

	mu    sync.Mutex
	cmd   *exec.Cmd
	exit  chan struct{} // closed when cmd has been waited for
	token string
}

// Addr is the node's address for other nodes: its relay, with its peer id.
func (p *Proc) Addr() string {
	return fmt.Sprintf("/ip4/127.0.0.1/tcp/%d/p2p/%s", p.Relay.Port(), p.PeerID)
}

// LogFile is where the node's log goes (appended across restarts).
func (p *Proc) LogFile() string { return filepath.Join(p.Dir, "node.log") }

// Running says whether the node's process is up.
func (p *Proc) Running() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.cmd != nil
}

// Start runs `agentsite node` on the data directory and waits for its "node up" line.
func (p *Proc) Start() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd != nil {
		return fmt.Errorf("harness: %s already runs", p.cfg.Name)
	}
	level := p.n.cfg.LogLevel
	if level == "" {
		level = os.Getenv("AGENTSITE_HARNESS_LOG_LEVEL")
	}
	if level == "" {
		level = "info"
	}
	cmd := exec.Command(p.n.bin, "node", "--data", p.Dir, "--log-level", level)
	cmd.Env = append(os.Environ(), "AGENTSITE_PASSPHRASE="+Passphrase)
	// Its own process group (kill reaches its agents too); never outlives the test.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	logs, err := os.OpenFile(p.LogFile(), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("harness: %s log: %w", p.cfg.Name, err)
	}
	defer logs.Close() // the child holds its own descriptor
	cmd.Stderr = logs
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("harness: start %s: %w", p.cfg.Name, err)
	}
	up := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		ok := false
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "node up:") {
				ok = true
				break
			}
		}
		up <- ok
		_, _ = io.Copy(io.Discard, stdout)
	}()
	exit := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exit) }()
	select {
	case ok := <-up:
		if !ok {
			<-exit
			b, _ := os.ReadFile(p.LogFile())
			return fmt.Errorf("harness: %s exited before it was up: %v\n%s", p.cfg.Name, cmd.ProcessState, tailBytes(b, 2000))
		}
	case <-time.After(upTimeout):
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-exit
		b, _ := os.ReadFile(p.LogFile())
		return fmt.Errorf("harness: %s not up after %s\n%s", p.cfg.Name, upTimeout, tailBytes(b, 2000))
	}
	tok, err := os.ReadFile(node.TokenFile(p.Dir))
	if err != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-exit
		return fmt.Errorf("harness: %s api token: %w", p.cfg.Name, err)
	}
	p.cmd, p.exit, p.token = cmd, exit, strings.TrimSpace(string(tok))
	return nil
}

// Kill sends SIGKILL to the node's process group (no shutdown, no flush) and waits for it.
func (p *Proc) Kill() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		return fmt.Errorf("harness: %s is not running", p.cfg.Name)
	}
	if err := syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("harness: kill %s: %w", p.cfg.Name, err)
	}
	<-p.exit
	p.cmd = nil
	return nil
}

// stop asks the node to shut down (SIGTERM) and kills it after grace.
func (p *Proc) stop(grace time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exit:
	case <-time.After(grace):
		_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
		<-p.exit
	}
	p.cmd = nil
}
