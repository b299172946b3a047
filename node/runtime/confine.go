package runtime

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"sync"

	"github.com/agentsite/agentsite/node/runtime/sandbox"
)

// launcher starts a program (a hosted agent's, the verifier) with its declared environment, in
// its work directory's HOME, confined unless it opts out.
type launcher struct {
	name    string // for errors
	command string
	dir     string
	proc    Process
	env     []string
	policy  sandbox.Policy
	support func() sandbox.Support
}

// cmd builds the program's command with args; ctx ends it (command agents, the verifier),
// Background does not (an MCP server, ended by its transport).
func (l *launcher) cmd(ctx context.Context, args []string) (*exec.Cmd, error) {
	var cmd *exec.Cmd
	if l.proc.confined() {
		c, err := l.support().Command(ctx, l.policy, l.command, args...)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v", ErrBadConfig, l.name, err)
		}
		cmd = c
	} else {
		cmd = exec.CommandContext(ctx, l.command, args...)
	}
	cmd.Env, cmd.Dir = l.env, l.dir
	return cmd, nil
}

// confinement is the runtime's part of confinement: where work directories live, what is
// hidden, and the machine's Support, probed once and logged.
type confinement struct {
	root     string   // work directories are root/<agent>
	tempRoot bool     // root is the runtime's own temporary directory, removed at Close
	hide     []string // absolute paths programs may not read
	support  func() sandbox.Support
}

func newConfinement(opts Options, log *slog.Logger) (*confinement, error) {
	c := &confinement{root: opts.WorkDir}
	if c.root == "" { // made by Start (prepareProcesses), removed by Close
		var rnd [8]byte
		if _, err := rand.Read(rnd[:]); err != nil {
			return nil, fmt.Errorf("runtime: work directory: %w", err)
		}
		c.root, c.tempRoot = filepath.Join(os.TempDir(), "agentsite-work-"+hex.EncodeToString(rnd[:])), true
	}
	root, err := filepath.Abs(c.root)
	if err != nil {
		return nil, fmt.Errorf("runtime: work directory: %w", err)
	}
	c.root = root
	for _, h := range opts.Hide {
		abs, err := filepath.Abs(h)
		if err != nil {
			return nil, fmt.Errorf("runtime: hidden path: %w", err)
		}
		c.hide = append(c.hide, abs)
	}
	c.hide = append(c.hide, c.root) // other agents' work directories
	c.support = sync.OnceValue(func() sandbox.Support {
		var s sandbox.Support
		if opts.Sandbox != nil {
			s = *opts.Sandbox
		} else {
			s = sandbox.Probe()
		}
		log.Info("agent confinement", "in force", s.String())
		for _, m := range s.Gaps(os.Geteuid()) {
			log.Warn("agent confinement incomplete", "missing", m)
		}
		return s
	})
	return c, nil
}

// launcher makes the launcher of a program with work directory root/<workName>.
func (c *confinement) launcher(name, workName, command, dir string, proc Process) (*launcher, error) {
	work := filepath.Join(c.root, workName)
	p := sandbox.Policy{Hide: c.hide, Writable: append([]string{work}, proc.Writable...), Readable: proc.Readable,
		Dir: dir, Network: proc.Network}
	if dir != "" {
		abs, err := filepath.Abs(dir) // as the command would resolve it, from the node's directory
		if err != nil {
			return nil, fmt.Errorf("%w: %s: dir: %v", ErrBadConfig, name, err)
		}
		p.Dir = abs
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrBadConfig, name, err)
	}
	return &launcher{name: name, command: command, dir: dir, proc: proc, env: programEnv(proc, work, os.LookupEnv),
		policy: p, support: c.support}, nil
}

// close removes the work directories the runtime made for itself.
func (c *confinement) close() error {
	if !c.tempRoot {
		return nil
	}
	return os.RemoveAll(c.root)
}

// prepareProcesses makes the programs' work directories (the hosted agents', the verifier's)
// and, when one of them runs confined, probes (and logs) the confinement and hands the work
// directory and declared writable paths to the programs' uid (a root node's); a program that
// opts out is logged as unconfined.
func (r *Runtime) prepareProcesses() error {
	if r.conf.tempRoot {
		// Mkdir, not MkdirAll: a directory someone else made at this name is refused.
		if err := os.Mkdir(r.conf.root, 0o700); err != nil {
			return fmt.Errorf("runtime: work directory: %w", err)
		}
	}
	procs := map[string]Process{verifierWork: r.verifier.proc}
	for _, n := range r.names {
		if h := r.agents[n]; h.cfg.isProcess() {
			procs[n] = h.cfg.Process
		}
	}
	for name, p := range procs {
		if err := makeWorkDir(filepath.Join(r.conf.root, name)); err != nil {
			return fmt.Errorf("runtime: work directory of %q: %w", name, err)
		}
		if !p.confined() {
			r.log.Warn("program runs unconfined (confine: false): it can read the node's data directory and use the network", "program", name)
			continue
		}
		s := r.conf.support()
		for _, d := range append([]string{filepath.Join(r.conf.root, name)}, p.Writable...) {
			if err := s.Own(d); err != nil {
				return fmt.Errorf("runtime: program %q: %w", name, err)
			}
		}
	}
	return nil
}

// verifierWork is the verifier's work directory's name; no agent can have it (agent names
// begin with a letter or digit).
const verifierWork = ".verifier"

// VerifierCommand returns the command that runs a requester's verifier script (/bin/sh -c
// script) with the environment and confinement of Options.Verifier; ctx bounds it.
func (r *Runtime) VerifierCommand(ctx context.Context, script string) (*exec.Cmd, error) {
	return r.verifier.cmd(ctx, []string{"-c", script})
}
